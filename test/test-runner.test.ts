// `npm test`'s runner (scripts/run-tests.ts): a file's report always starts with its name, a file
// whose process dies before its tests is named and fails the run, and a file that creates and
// deletes files beside the others cannot kill them (each file runs alone, nothing walks the folder).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { repoRoot, runTs, tempDir } from "./helpers.ts";

const uvuUrl = JSON.stringify(pathToFileURL(path.join(repoRoot, "node_modules/uvu/dist/index.mjs")).href);

/** A folder of test files (name → source), run by the real runner with `TEST_DIR`. */
function runSuite(files: Record<string, string>, extraEnv: Record<string, string> = {}) {
  const dir = tempDir("runner-");
  // ES modules, as in the repository (whose package.json says so).
  writeFileSync(path.join(dir, "package.json"), `{ "type": "module" }\n`);
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  const result = spawnSync(process.execPath, [runTs, "scripts/run-tests.ts"], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, TEST_DIR: dir, TEST_PROCESSES: "2", NO_COLOR: "1", ...extraEnv },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

const passing = (name: string) => `import { test } from ${uvuUrl};\ntest(${JSON.stringify(name)}, () => {});\ntest.run();\n`;

test("a file that dies before its tests is named, says so, and fails the run", () => {
  const { status, output } = runSuite({
    "dies.test.ts": `console.log("set-up printed this");\nprocess.exit(1);\n`,
    "fine.test.ts": passing("fine"),
  });
  assert.is(status, 1, output);
  assert.match(output, /^── dies\.test\.ts \(/m);
  assert.match(output, /^dies\.test\.ts: the process exited 1 before running any test\nset-up printed this$/m);
  assert.match(output, /^── fine\.test\.ts \(/m);
  assert.match(output, /failed \(reports above\): dies\.test\.ts$/m);
  assert.match(output, /^Tests: 1 passed, 1 failed, 0 skipped$/m);
});

test("a file that exits 0 without running its tests still fails the run", () => {
  const { status, output } = runSuite({ "quits.test.ts": `process.exit(0);\n` });
  assert.is(status, 1, output);
  assert.match(output, /^quits\.test\.ts: the process exited 0 before running any test$/m);
});

test("a failing test's report starts with its file's name", () => {
  const { status, output } = runSuite({
    "wrong.test.ts": `import { test } from ${uvuUrl};\nimport * as assert from "node:assert";\ntest("two", () => assert.equal(1 + 1, 3));\ntest.run();\n`,
  });
  assert.is(status, 1, output);
  const report = output.slice(output.indexOf("── wrong.test.ts"));
  assert.ok(output.includes("── wrong.test.ts"), output);
  assert.match(report, /FAIL/);
  assert.match(output, /^Tests: 0 passed, 1 failed, 0 skipped$/m);
});

test("a file that creates and deletes files in the test folder never stops another file", () => {
  // The churn runs as long as the steady file's process lives; five runs side by side.
  const churn =
    `import { test } from ${uvuUrl};\nimport { writeFileSync, rmSync } from "node:fs";\nimport path from "node:path";\n` +
    `test("churns", () => {\n  const dir = path.dirname(new URL(import.meta.url).pathname);\n` +
    `  for (let i = 0; i < 3000; i++) { const f = path.join(dir, "tmp-" + i + ".test.ts"); writeFileSync(f, ""); rmSync(f); }\n});\ntest.run();\n`;
  for (let run = 0; run < 5; run++) {
    const { status, output } = runSuite({ "a-churn.test.ts": churn, "b-steady.test.ts": passing("steady"), "c-steady.test.ts": passing("steady too") });
    assert.is(status, 0, output);
    assert.match(output, /^Tests: 3 passed, 0 failed, 0 skipped$/m);
  }
});

test.run();
