// The test harness itself: a suite whose set-up fails prints the reason and fails the run (uvu
// alone swallows an error thrown in `test.before`), and no suite bypasses that guard.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { repoRoot, tsxLoader } from "./helpers.ts";

test("a failing set-up fails every test of its suite with the reason, and the run exits non-zero", () => {
  // Inside the repository (test/.tmp is ignored by git), so the suite resolves uvu as ours do.
  mkdirSync(path.join(repoRoot, "test/.tmp"), { recursive: true });
  const dir = mkdtempSync(path.join(repoRoot, "test/.tmp/harness-"));
  writeFileSync(
    path.join(dir, "broken.test.ts"),
    `import { test } from "uvu";\nimport { setUp } from "../../helpers.ts";\n` +
      `setUp(test, () => { throw new Error("the fixture server would not start"); });\n` +
      `test("first", () => {});\ntest("second", () => {});\ntest.run();\n`,
  );
  const uvu = path.join(repoRoot, "node_modules/uvu/bin.js");
  const result = spawnSync(process.execPath, ["--import", tsxLoader, uvu, dir, "\\.test\\.ts$"], { cwd: repoRoot, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  rmSync(dir, { recursive: true, force: true });
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
