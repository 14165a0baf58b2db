// `npm run generate`: every committed file made from other files, after a change to their
// sources: the editors' JSON Schemas (content/schemas/, from the zod content schemas and the
// content's slugs and names) and the published schemas' snapshot of the current schemaVersion
// (src/lib/published/snapshot.ts), which refuses an incompatible change. What the build can make
// for itself (the output check's validators, the locator maps) is cached, not committed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig } from "../src/lib/config.ts";
import { schemasToRefresh } from "../src/lib/content/json-schemas.ts";
import { schemaVersion } from "../src/lib/published/schemas.ts";
import { recordSnapshot } from "../src/lib/published/snapshot.ts";

const repository = fileURLToPath(new URL("..", import.meta.url));
const { contentDir } = readConfig();
mkdirSync(path.join(contentDir, "schemas"), { recursive: true });
for (const { file, text } of schemasToRefresh(contentDir)) {
  writeFileSync(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

const snapshot = recordSnapshot(repository);
if (snapshot.refused.length > 0) {
  console.error(
    `${snapshot.file}: expected the published schemas of schemaVersion ${schemaVersion} to change compatibly (new optional fields); found ${snapshot.refused.length} incompatible change(s):\n` +
      snapshot.refused.map((line) => `  - ${line}`).join("\n") +
      `\nUndo the change, or release schemaVersion ${schemaVersion + 1} (src/lib/published/schemas.ts, docs/api-changelog.md) and run npm run generate again.`,
  );
  process.exitCode = 1;
} else if (snapshot.written) console.log(`wrote ${snapshot.file}`);
