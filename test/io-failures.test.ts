// When the operating system refuses, the build says so in one line that names what and where,
// with no stack trace: a full disk (a small tmpfs), a read-only output location, an output parent
// that cannot be made, and a content folder this user may not read. The file systems are mounted
// in a private mount namespace (`unshare`), so nothing outside the test sees them.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { makeFixture, repoRoot, runTs, siteUrl, tempDir } from "./helpers.ts";

const build = path.join(repoRoot, "scripts/build.ts");

/** `npm run build` with `mount` run first in a mount namespace of its own; stderr without the local-build warnings. */
function buildOnMount(mount: string, content: string, outDir: string, preload: string[] = [], env: Record<string, string> = {}) {
  const node = [process.execPath, ...preload.flatMap((p) => ["--import", p]), runTs, build].map((arg) => `'${arg}'`).join(" ");
  const result = spawnSync("unshare", ["--map-root-user", "--mount", "sh", "-c", `${mount} && exec ${node}`], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: content, OUTPUT_DIR: outDir, SITE_URL: siteUrl, ...env },
    encoding: "utf8",
  });
  const stderr = result.stderr.split("\n").filter((line) => line && !/^!+$|^WARNING: /.test(line)).join("\n");
  return { status: result.status, stderr };
}

function assertOneLine(stderr: string, pattern: RegExp): void {
  const lines = stderr.split("\n");
  assert.match(lines[0]!, pattern, stderr);
  assert.is(lines.length, 2, `one line and the unchanged-output line: ${stderr}`);
  assert.match(lines[1]!, /^Nothing was written; .* is unchanged\.$/);
  assert.not.match(stderr, /\n\s+at |Having trouble|Error:/, "no stack trace, no Eleventy wrapper");
}

test("a full disk is reported as no space left, naming the output", () => {
  const mountPoint = tempDir();
  const outDir = path.join(mountPoint, "_site");
  const result = buildOnMount(`mount -t tmpfs -o size=300k tmpfs '${mountPoint}'`, makeFixture(), outDir);
  assert.is(result.status, 1);
  assertOneLine(result.stderr, new RegExp(`^OUTPUT_DIR: could not write ${outDir}.*: no space left on the device \\(ENOSPC\\); free some space there`));
});

test("a read-only output location, and an output parent that cannot be made, are reported by name", () => {
  const mountPoint = tempDir();
  const readOnly = buildOnMount(`mount -t tmpfs -o ro tmpfs '${mountPoint}'`, makeFixture(), path.join(mountPoint, "_site"));
  assert.is(readOnly.status, 1);
  assertOneLine(readOnly.stderr, new RegExp(`^OUTPUT_DIR: could not write ${mountPoint}/_site\\S* \\(for ${mountPoint}/_site\\): the file system is read-only \\(EROFS\\)`));
  const missing = buildOnMount(`mount -t tmpfs -o ro tmpfs '${mountPoint}'`, makeFixture(), path.join(mountPoint, "deploy/today/_site"));
  assert.is(missing.status, 1);
  assertOneLine(missing.stderr, new RegExp(`^OUTPUT_DIR: could not write ${mountPoint}/deploy\\S* \\(for ${mountPoint}/deploy/today/_site\\): `));
});

test("a content folder this user may not read is one problem naming it", () => {
  const content = makeFixture();
  const outDir = path.join(tempDir(), "_site");
  mkdirSync(path.dirname(outDir), { recursive: true });
  const result = spawnSync(process.execPath, ["--import", path.join(repoRoot, "test/support/fail-fs.mjs"), runTs, build], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: content, OUTPUT_DIR: outDir, SITE_URL: siteUrl, FAIL_FS_CODE: "EACCES", FAIL_FS_PATH: content },
    encoding: "utf8",
  });
  assert.is(result.status, 1);
  const stderr = result.stderr.split("\n").filter((line) => line && !/^!+$|^WARNING: /.test(line)).join("\n");
  assert.is(stderr, `The content has 1 problem:\n  - ${content}: expected a content folder this build may read; found permission denied (EACCES)\nNothing was written; ${outDir} is unchanged.`);
});

test("an unreadable content subfolder is the first problem, before the problems that follow from its absence", () => {
  const content = makeFixture();
  const vaccines = path.join(content, "vaccines");
  const result = spawnSync(process.execPath, ["--import", path.join(repoRoot, "test/support/fail-fs.mjs"), runTs, build], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: content, OUTPUT_DIR: path.join(tempDir(), "_site"), SITE_URL: siteUrl, FAIL_FS_CODE: "EACCES", FAIL_FS_PATH: vaccines },
    encoding: "utf8",
  });
  assert.is(result.status, 1);
  const lines = result.stderr.split("\n").filter((line) => line && !/^!+$|^WARNING: /.test(line));
  assert.match(lines[0]!, /^The content has \d+ problems:$/);
  assert.ok(lines.length > 3, "more problems follow from it");
  assert.is(lines[1], `  - ${vaccines}: expected a folder of content files this build may read; found permission denied (EACCES)`);
});

test.run();
