// The build deletes only what it made (src/lib/output-folder.ts): a copy of the output under any
// other name survives build after build, even a `cp -rL` copy that carries the output marker; and
// a kill at each step of a build that replaces the output (writing its folder, linking it,
// publishing the link, removing the old folder: start, middle, end) leaves the complete old or
// new site, and the next build leaves nothing else behind. Each kill point is named by what the
// call it lands on does, not chosen by chance or a timer, so each step is hit once and a failure repeats.
import { cpSync, lstatSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { outputMarker } from "../src/lib/output-folder.ts";
import { build, oldAndNewSite, repoRoot, spawnBuild, treeDigest } from "./helpers.ts";

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

/** `npm run build` in its own process, killed by test/support/kill-at.mjs at the call `killAt` names. */
const killedBuild = (content: string, outDir: string, killAt: string) => spawnBuild(content, outDir, { KILL_AT: killAt }, [path.join(repoRoot, "test/support/kill-at.mjs")]).exit;

test("copies of the output under other names survive every build; a kill at each step of replacing the output leaves the complete old or new site, and the next build leaves nothing behind", async () => {
  const { oldContent, newContent, oldDigest, newDigest, outDir } = await oldAndNewSite();
  assert.is((await build(oldContent, outDir)).status, 0);
  assert.is((await build(oldContent, outDir)).status, 0); // the output becomes a link
  const untouched = operatorCopies(outDir);
  // One kill at each step, named by the call it lands on (src/lib/output-folder.ts). The old
  // folder is emptied file by file (Node 20) or entry by entry (Node 22 and later), marker last.
  const kills: [string, string][] = [
    ["while the new build folder is written", "mkdirSync:/de/:after"],
    ["with the new folder complete, before it is linked", "symlinkSync::before"],
    ["with the new folder linked, before the link is published", "symlinkSync::after"],
    ["just after publishing, the old folder whole", "renameSync:.link-:after"],
    ["as the old folder's removal begins", "rmSync:.build-:after"],
    ["part way through removing the old folder, its en/ gone", "rmSync:/en:after"],
    ["with the old folder emptied, marker last, but not yet removed", `rmSync:/${outputMarker}:after`],
  ];
  const seen = new Set<string>();
  for (const [moment, killAt] of kills) {
    const restored = await build(oldContent, outDir);
    assert.is(restored.status, 0, restored.stderr);
    assert.is(treeDigest(outDir), oldDigest);
    assertNothingBehind(outDir, copies);
    untouched();
    const killed = await killedBuild(newContent, outDir, killAt);
    assert.is(killed.signal, "SIGKILL", `${moment} (${killAt}): the build was not killed`);
    const digest = treeDigest(outDir);
    assert.ok(digest === oldDigest || digest === newDigest, `killed ${moment} (${killAt}): the output is neither the old nor the new site`);
    seen.add(digest === oldDigest ? "old" : "new");
    untouched();
  }
  assert.equal([...seen].sort(), ["new", "old"], "kills landed both before and after the switch");
  const last = await build(newContent, outDir);
  assert.is(last.status, 0, last.stderr);
  assert.is(treeDigest(outDir), newDigest);
  assertNothingBehind(outDir, copies);
  untouched();
});

test.run();
