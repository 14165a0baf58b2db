// The build deletes only what it made (src/lib/output-folder.ts): a copy of the output under any
// other name survives build after build, even a `cp -rL` copy that carries the output marker; and
// kills at pseudo-random moments (a fixed seed, so a failure repeats), clean-up included, leave
// the complete old or new site, and the next build leaves nothing else behind.
import { cpSync, lstatSync, mkdirSync, readFileSync, readdirSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, editJson, makeFixture, oldAndNewSite, repoRoot, spawnBuild, tempDir, treeDigest } from "./helpers.ts";

/** Copies an operator keeps beside the output, and a check that each is byte for byte as it was. */
function operatorCopies(outDir: string): () => void {
  const parent = path.dirname(outDir);
  // `cp -rL _site _site.old`: the site's files, marker included, through the output's link.
  cpSync(realpathSync(outDir), path.join(parent, "_site.old"), { recursive: true, dereference: true });
  cpSync(realpathSync(outDir), path.join(parent, "_site.backup-before-deploy"), { recursive: true, dereference: true });
  // Names close to the build's own, but not its exact ones.
  cpSync(realpathSync(outDir), path.join(parent, "_site.build-1-abcd"), { recursive: true });
  cpSync(realpathSync(outDir), path.join(parent, "_site.previous"), { recursive: true });
  mkdirSync(path.join(parent, "_site.link-2-0123abcd"));
  writeFileSync(path.join(parent, "_site.link-2-0123abcd", "notes.txt"), "mine\n");
  const names = ["_site.old", "_site.backup-before-deploy", "_site.build-1-abcd", "_site.previous", "_site.link-2-0123abcd"];
  const digests = new Map(names.map((name) => [name, treeDigest(path.join(parent, name))]));
  return () => {
    for (const [name, digest] of digests) assert.is(treeDigest(path.join(parent, name)), digest, `${name} was changed`);
  };
}

/** What is beside the output apart from the operator's copies: the output and the folder it links to, nothing else. */
function assertNothingBehind(outDir: string, keep: readonly string[]): void {
  const parent = path.dirname(outDir);
  const rest = readdirSync(parent).filter((name) => !keep.includes(name));
  assert.ok(lstatSync(outDir).isSymbolicLink(), "the output is a link to its build folder");
  assert.equal(rest.sort(), ["_site", path.basename(realpathSync(outDir))].sort(), `left beside the output: ${rest.join(", ")}`);
}

const copies = ["_site.old", "_site.backup-before-deploy", "_site.build-1-abcd", "_site.previous", "_site.link-2-0123abcd"];

test("copies of the output under other names, marked or not, survive any number of builds", async () => {
  const content = makeFixture();
  const outDir = path.join(tempDir(), "_site");
  assert.is((await build(content, outDir)).status, 0);
  assert.is((await build(content, outDir)).status, 0); // the output becomes a link
  const untouched = operatorCopies(outDir);
  for (let i = 0; i < 3; i++) {
    if (i === 1) editJson(path.join(content, "countries/kenya.json"), (kenya) => (kenya.name.en = "Kenya (again)"));
    const result = await build(content, outDir);
    assert.is(result.status, 0, result.stderr);
    untouched();
    assertNothingBehind(outDir, copies);
  }
});

/** `npm run build` in its own process, killed by test/support/kill-at.mjs at a chosen call of those the clean-up makes too. */
const killableBuild = (content: string, outDir: string, env: Record<string, string>) =>
  spawnBuild(content, outDir, { KILL_FUNCTIONS: "renameSync,symlinkSync,rmSync,rmdirSync,unlinkSync,mkdirSync", ...env }, [path.join(repoRoot, "test/support/kill-at.mjs")]).exit;

/** A fixed-seed pseudo-random sequence in [0, 1) (mulberry32): the same kill points on every run. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("ten kills at pseudo-random moments (seed 45), clean-up included, leave the complete old or new site, and the next build leaves nothing behind", async () => {
  const random = seeded(45);
  const { oldContent, newContent, oldDigest, newDigest, outDir } = await oldAndNewSite();
  assert.is((await build(oldContent, outDir)).status, 0);
  assert.is((await build(oldContent, outDir)).status, 0); // the output becomes a link
  const untouched = operatorCopies(outDir);
  // How many of those calls a whole build makes, replacing an earlier one.
  const countFile = path.join(tempDir(), "calls");
  const counted = await killableBuild(newContent, outDir, { KILL_COUNT_FILE: countFile });
  assert.is(counted.status, 0, counted.stderr);
  const calls = Number(readFileSync(countFile, "utf8"));
  assert.ok(calls > 10, `${calls} calls`);
  const seen = new Set<string>();
  for (let kill = 0; kill < 10; kill++) {
    const restored = await build(oldContent, outDir);
    assert.is(restored.status, 0, restored.stderr);
    assertNothingBehind(outDir, copies);
    // Half of the kills among the last calls: the swap and the removal of the replaced build folder.
    const nth = kill % 2 === 0 ? 1 + Math.floor(random() * calls) : Math.max(1, calls - Math.floor(random() * 12));
    const when = random() < 0.5 ? "before" : "after";
    const killed = await killableBuild(newContent, outDir, { KILL_AT: `${nth}:${when}` });
    const digest = treeDigest(outDir);
    assert.ok(digest === oldDigest || digest === newDigest, `killed ${when} call ${nth} of ${calls}: the output is neither the old nor the new site`);
    if (killed.signal === null) assert.is(killed.status, 0, killed.stderr);
    seen.add(digest === oldDigest ? "old" : "new");
    untouched();
  }
  const last = await build(newContent, outDir);
  assert.is(last.status, 0, last.stderr);
  assert.is(treeDigest(outDir), newDigest);
  assertNothingBehind(outDir, copies);
  untouched();
});

test.run();
