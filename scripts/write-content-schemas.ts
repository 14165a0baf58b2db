// Writes the editors' JSON Schemas (content/schemas/*.schema.json) from the zod content schemas,
// so an editor's own tool checks a file as they type. Run after changing src/lib/content/*schema*.ts;
// a test fails when the committed files are out of date.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentSchemaFiles, renderContentSchema } from "../src/lib/content/json-schemas.ts";

const dir = path.resolve(process.argv[2] ?? "content/schemas");
mkdirSync(dir, { recursive: true });
for (const name of Object.keys(contentSchemaFiles)) {
  writeFileSync(path.join(dir, name), renderContentSchema(name));
  console.log(`wrote ${path.relative(process.cwd(), path.join(dir, name))}`);
}
