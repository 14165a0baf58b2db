// `npm run generate`: every committed file made from other files, after a change to their
// sources: the editors' JSON Schemas (content/schemas/, from the zod content schemas and the
// content's slugs and names) and the published contract's snapshot at the API changelog's newest
// release (src/lib/published/snapshot.ts), which refuses a release whose number does not say what
// the change does to a client generated from the last one, and
// content/derived-dates.json (since when each disease profile shows what it shows of other files),
// content/api-examples.json (the OpenAPI examples, recorded anew at each API release). What the build can make
// for itself (the output check's validators, the locator maps) is cached, not committed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig } from "../src/lib/config.ts";
import { schemasToRefresh, UnreadableContent } from "../src/lib/content/json-schemas.ts";
import { schemaVersion } from "../src/lib/published/schemas.ts";
import { recordSnapshot } from "../src/lib/published/snapshot.ts";
import { derivedDatesFile, writeDerivedDates } from "../src/lib/content/derived-dates.ts";
import { loadContent } from "../src/lib/content/load.ts";
import { findContentError } from "../src/lib/content/problems.ts";
import { apiExamplesFile } from "../src/lib/content/api-examples.ts";
import { writeApiExamples } from "../src/lib/site/api-examples.ts";
import { loadSite } from "../src/lib/site/site.ts";

const repository = fileURLToPath(new URL("..", import.meta.url));
const config = readConfig();
const { contentDir } = config;
mkdirSync(path.join(contentDir, "schemas"), { recursive: true });
try {
  for (const { file, text } of schemasToRefresh(contentDir)) {
    writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
} catch (error) {
  if (!(error instanceof UnreadableContent)) throw error;
  console.error(error.message);
  process.exit(1);
}

// From valid content only: the check names what to fix first.
try {
  if (writeDerivedDates(contentDir, loadContent(contentDir))) console.log(`wrote ${path.relative(process.cwd(), path.join(contentDir, derivedDatesFile))}`);
  // After the derived dates, which the examples' dates follow.
  if (writeApiExamples(contentDir, loadSite(config))) console.log(`wrote ${path.relative(process.cwd(), path.join(contentDir, apiExamplesFile))}`);
} catch (error) {
  if (!findContentError(error)) throw error;
  console.error(`${derivedDatesFile} and ${apiExamplesFile} not written: the content has problems (npm run check lists them).`);
  process.exitCode = 1;
}

const snapshot = recordSnapshot(repository);
if (snapshot.refused.length > 0) {
  console.error(
    `${snapshot.file} not written: ${snapshot.refused[0]}:\n` +
      snapshot.refused.slice(1).map((line) => `  - ${line}`).join("\n") +
      `\nUndo the change, or add that release to docs/api-changelog.md (a major one is schemaVersion ${schemaVersion + 1}, src/lib/published/schemas.ts) and run npm run generate again.`,
  );
  process.exitCode = 1;
} else if (snapshot.written) console.log(`wrote ${snapshot.file}`);
