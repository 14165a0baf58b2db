// What guards main besides the pre-commit check: the pull-request workflow runs the content check,
// the build and the tests and reports each; the template carries the review checklist; content/
// needs a code owner's approval.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { repoRoot } from "./helpers.ts";

const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");

test("the pull-request workflow runs the content check, the build and the tests, and summarises what failed", () => {
  const workflow = read(".github/workflows/pull-request.yml");
  assert.match(workflow, /^on:\n  pull_request:/m);
  for (const command of ["npm ci", "npm run check", "npm run build", "npm test"]) assert.ok(workflow.includes(`run: ${command}`), command);
  // Later steps still run after a failed content check, and the summary always runs.
  assert.is(workflow.match(/if: \$\{\{ !cancelled\(\) && steps\.content\.conclusion != 'skipped' \}\}/g)?.length, 2);
  assert.match(workflow, /name: Summary\n\s+if: \$\{\{ always\(\) \}\}/);
  assert.match(workflow, /GITHUB_STEP_SUMMARY/);
  // Each step's output goes through pipefail, or a failure would read as success.
  assert.is(workflow.match(/shell: bash -o pipefail \{0\}/g)?.length, 3);
});

test("the pull-request template carries the review checklist", () => {
  const template = read(".github/pull_request_template.md");
  for (const item of ["Sources cited", "Dates true", "Five locales", "discrepancy"]) assert.ok(template.includes(item), item);
  assert.ok((template.match(/^- \[ \] /gm) ?? []).length >= 4);
});

test("changes under content/ need a code owner's approval", () => {
  assert.match(read(".github/CODEOWNERS"), /^\/content\/ @\S+/m);
});

test.run();
