// What guards main besides the pre-commit check: the pull-request workflow runs the content check,
// the build and the tests and reports each; the template carries the review checklist; content/
// needs a code owner's approval.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { parse } from "yaml";
import { repoRoot } from "./helpers.ts";

const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");

test("the pull-request workflow runs the content check, the build and the tests, and summarises what failed", () => {
  // Read as GitHub reads it: YAML, step by step.
  const workflow = parse(read(".github/workflows/pull-request.yml")) as { on: Record<string, unknown>; jobs: Record<string, { steps: { id?: string; name?: string; run?: string; if?: string; shell?: string }[] }> };
  assert.ok("pull_request" in workflow.on);
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const step = (command: string) => steps.find((s) => s.run?.split(" ").slice(0, 3).join(" ").startsWith(command));
  for (const command of ["npm ci", "npm run check", "npm run build", "npm test"]) assert.ok(step(command), command);
  // Later steps still run after a failed content check, and the summary always runs.
  for (const command of ["npm run build", "npm test"]) assert.is(step(command)!.if, "${{ !cancelled() && steps.content.conclusion != 'skipped' }}", command);
  const summary = steps.find((s) => s.name === "Summary")!;
  assert.is(summary.if, "${{ always() }}");
  assert.match(summary.run!, /GITHUB_STEP_SUMMARY/);
  // Each checked step's output goes through pipefail, or a failure piped to tee would read as success.
  for (const command of ["npm run check", "npm run build", "npm test"]) assert.is(step(command)!.shell, "bash -o pipefail {0}", command);
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
