// The build owns only its own output (src/lib/output-folder.ts): hostile OUTPUT_DIR values are
// refused and nothing is deleted, siblings it did not make survive (a folder of the user's named
// like an old lock among them), two builds into one output publish one complete site, and a plain
// output killed while moved aside is put back. A kill before and after each rename and link of
// the swap that replaces a linked output: test/safe-build-cleanup.test.ts, with each other step.
import { existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, buildProcess, makeFixture, oldAndNewSite, repoRoot, spawnBuild, tempDir, treeDigest } from "./helpers.ts";
import { fixtureSite } from "./support/real-site.ts";

/** A folder of someone's files, and a way to prove later that it is untouched. */
function bystander(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "notes.txt"), "mine\n");
  const before = treeDigest(dir);
  return () => assert.is(treeDigest(dir), before, `${dir} was changed`);
}

test("OUTPUT_DIR at the repository, the content folder, a parent of them, / or a folder of other files is refused, and nothing is touched", async () => {
  const content = makeFixture();
  const others = path.join(tempDir(), "photos");
  const untouched = bystander(others);
  const elsewhere = tempDir();
  const link = path.join(tempDir(), "_site");
  symlinkSync(others, link);
  const file = path.join(tempDir(), "file");
  writeFileSync(file, "x");
  const cases: [string, string][] = [
    [repoRoot, "which is the repository folder or contains it"],
    [path.dirname(repoRoot), "which is the repository folder or contains it"],
    [content, "which is the content folder or contains it"],
    [path.dirname(content), "which is the content folder or contains it"],
    [path.join(content, "countries"), "which is inside the content folder"],
    ["/", "the root of the file system"],
    [others, "which holds files but no .travel-health-output marker"],
    [link, `a link to ${others}, which no build of this project wrote`],
    [file, "which is not a folder"],
  ];
  const repoDigest = treeDigest(path.join(repoRoot, "content"));
  for (const [outDir, why] of cases) {
    const result = await build(content, outDir);
    assert.is(result.status, 1, outDir);
    assert.ok(result.stderr.startsWith("OUTPUT_DIR: expected a folder the build owns"), result.stderr);
    assert.ok(result.stderr.includes(why), `${outDir}: ${result.stderr}`);
  }
  untouched();
  assert.is(treeDigest(path.join(repoRoot, "content")), repoDigest);
  assert.ok(existsSync(path.join(repoRoot, "package.json")) && existsSync(path.join(content, "countries/kenya.json")));
  assert.equal(readdirSync(elsewhere), []);
  assert.not.ok(readdirSync("/").some((name) => name.startsWith(".lock") || name.includes(".build-")), "nothing written at /");
});

test("`OUTPUT_DIR=<the repository> npm run build` exits 1 and deletes nothing", () => {
  const result = buildProcess(makeFixture(), repoRoot);
  assert.is(result.status, 1, result.stdout + result.stderr);
  assert.ok(result.stderr.includes(`OUTPUT_DIR: expected a folder the build owns (absent, empty, or written by an earlier build); found ${repoRoot}`), result.stderr);
  for (const name of [".git", "src", "content", "package.json"]) assert.ok(existsSync(path.join(repoRoot, name)), name);
});

test("siblings the build did not make survive, even with the names older builds used", async () => {
  const parent = tempDir();
  const outDir = path.join(parent, "_site");
  const names = ["_site.previous", "_site.staging-123", "_site.build-1-abcd", "_site.lock", "_site.lock.stale", "_site.link-1-0123abcd"];
  const checks = names.map((name) => bystander(path.join(parent, name)));
  const refused = await build(path.join(tempDir(), "no-content"), outDir);
  assert.is(refused.status, 1);
  const built = await build(makeFixture(), outDir);
  assert.is(built.status, 0, built.stderr);
  for (const check of checks) check();
  // What the build made itself is gone: only the output and the build folder it links to remain.
  const own = () => readdirSync(parent).filter((name) => !names.includes(name));
  assert.equal(own(), ["_site"], "the first build's folder became the output");
  assert.is((await build(makeFixture(), outDir)).status, 0);
  for (const check of checks) check();
  assert.is(own().length, 2, own().join(", "));
  assert.ok(lstatSync(outDir).isSymbolicLink(), "a later build publishes by replacing a link");
});

test("two builds started together into one output both succeed and publish one complete site; the next build leaves one folder", async () => {
  const content = makeFixture();
  const reference = await fixtureSite(); // the same content, built once for every suite that reads it
  const outDir = path.join(tempDir(), "_site");
  assert.is((await build(content, outDir)).status, 0);
  const results = await Promise.all([0, 1].map(() => spawnBuild(content, outDir).exit));
  for (const result of results) assert.is(result.status, 0, result.stderr);
  assert.is(treeDigest(outDir), treeDigest(reference));
  assert.equal(readdirSync(path.dirname(outDir)).filter((name) => name !== "_site" && !name.startsWith("_site.build-")), [], "no link or moved-aside folder left");
  assert.is((await build(content, outDir)).status, 0);
  assert.is(readdirSync(path.dirname(outDir)).length, 2, "the output and the one folder it links to");
});

test("a plain output folder (as `npm start` leaves it) killed while moved aside is put back by the next build, which then publishes", async () => {
  const { oldContent, newContent, oldDigest, newDigest, outDir } = await oldAndNewSite();
  assert.is((await build(oldContent, outDir)).status, 0);
  assert.not.ok(lstatSync(outDir).isSymbolicLink(), "a plain folder");
  // Killed just after the rename that moves the old output aside.
  const killed = await spawnBuild(newContent, outDir, { KILL_AT: "renameSync:.previous-:after" }, [path.join(repoRoot, "test/support/kill-at.mjs")]).exit;
  assert.is(killed.signal, "SIGKILL");
  const aside = readdirSync(path.dirname(outDir)).filter((name) => name.startsWith("_site.previous-"));
  assert.is(aside.length, 1, "the old site is moved aside, whole");
  assert.is(treeDigest(path.join(path.dirname(outDir), aside[0]!)), oldDigest);
  const next = await build(newContent, outDir);
  assert.is(next.status, 0, next.stderr);
  assert.is(treeDigest(outDir), newDigest);
  assert.equal(readdirSync(path.dirname(outDir)).filter((name) => !name.startsWith("_site.build-")), ["_site"]);
});

test.run();
