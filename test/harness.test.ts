// The test harness itself: a suite whose set-up fails prints the reason and fails the run (uvu
// alone swallows an error thrown in `test.before`), and no suite bypasses that guard.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { repoRoot, tempDir, tsxLoader } from "./helpers.ts";

test("a failing set-up fails every test of its suite with the reason, and the run exits non-zero", () => {
  // In the system's temporary folder, never in test/ where other test processes look for files;
  // uvu and our helpers by absolute address, so it resolves them as our suites do.
  const dir = tempDir("harness-");
  writeFileSync(path.join(dir, "package.json"), `{ "type": "module" }\n`);
  const file = path.join(dir, "broken.test.ts");
  const url = (relative: string) => pathToFileURL(path.join(repoRoot, relative)).href;
  writeFileSync(
    file,
    `import { test } from ${JSON.stringify(url("node_modules/uvu/dist/index.mjs"))};\nimport { setUp } from ${JSON.stringify(url("test/helpers.ts"))};\n` +
      `setUp(test, () => { throw new Error("the fixture server would not start"); });\n` +
      `test("first", () => {});\ntest("second", () => {});\ntest.run();\n`,
  );
  const result = spawnSync(process.execPath, ["--import", tsxLoader, file], { cwd: repoRoot, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  assert.is(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /Passed:\s+0/);
  assert.is(result.stdout.match(/the fixture server would not start/g)?.length, 2, result.stdout);
});

test("no suite uses uvu's test.before directly (its errors would be swallowed)", () => {
  const files = readdirSync(path.join(repoRoot, "test")).filter((name) => name.endsWith(".test.ts"));
  const offenders = files.filter((name) => /\btest\.before\(/.test(readFileSync(path.join(repoRoot, "test", name), "utf8")));
  assert.equal(offenders, []);
});

test.run();
