// Writes the editors' JSON Schemas (content/schemas/*.schema.json) from the zod content schemas,
// so an editor's own tool checks a file as they type, and offers the slugs of the files that
// exist. Run after changing src/lib/content/*schema*.ts and after adding or removing a vaccine,
// disease, advice body or reference; a test fails when the committed files are out of date.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readConfig } from "../src/lib/config.ts";
import { contentSchemaFiles, readSlugCatalog, renderContentSchema } from "../src/lib/content/json-schemas.ts";

const { contentDir } = readConfig();
const dir = path.resolve(process.argv[2] ?? path.join(contentDir, "schemas"));
const catalog = readSlugCatalog(contentDir);
mkdirSync(dir, { recursive: true });
for (const name of Object.keys(contentSchemaFiles)) {
  writeFileSync(path.join(dir, name), renderContentSchema(name, catalog));
  console.log(`wrote ${path.relative(process.cwd(), path.join(dir, name))}`);
}
