// The build owns only its own output (src/lib/output-folder.ts): hostile OUTPUT_DIR values are
// refused and nothing is deleted, siblings it did not make survive, a second build into the same
// output is refused while the first runs, and a kill at every rename or link of the swap leaves
// the complete old or the complete new site.
import { spawn } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, buildProcess, makeFixture, oldAndNewSite, repoRoot, spawnBuild, tempDir, treeDigest } from "./helpers.ts";

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
  const checks = ["_site.previous", "_site.staging-123", "_site.build-1-abcd", "_site.lock.stale"].map((name) => bystander(path.join(parent, name)));
  const refused = await build(path.join(tempDir(), "no-content"), outDir);
  assert.is(refused.status, 1);
  const built = await build(makeFixture(), outDir);
  assert.is(built.status, 0, built.stderr);
  for (const check of checks) check();
  // What the build made itself is gone: only the output and the build folder it links to remain.
  const own = readdirSync(parent).filter((name) => !["_site.previous", "_site.staging-123", "_site.build-1-abcd", "_site.lock.stale"].includes(name));
  assert.is(own.length, 2, own.join(", "));
  assert.ok(lstatSync(outDir).isSymbolicLink());
});

test("a build while another live build holds the output's lock is refused with a clear message, and changes nothing", async () => {
  const content = makeFixture();
  const first = await build(content);
  const before = treeDigest(first.outDir);
  // A live process named in the lock, as a running build leaves it.
  const holder = spawn("sleep", ["60"], { stdio: "ignore" });
  try {
    mkdirSync(`${first.outDir}.lock`);
    writeFileSync(path.join(`${first.outDir}.lock`, "pid"), `${holder.pid}\n`);
    const refused = await build(content, first.outDir);
    assert.is(refused.status, 1);
    assert.is(refused.stderr, `OUTPUT_DIR: another build (process ${holder.pid}) is writing ${first.outDir}; wait for it to finish, then build again.`);
    assert.is(treeDigest(first.outDir), before);
  } finally {
    holder.kill();
  }
  // Once that process is gone its lock is stale, and the next build takes it over.
  await new Promise((resolve) => holder.on("exit", resolve));
  const next = await build(content, first.outDir);
  assert.is(next.status, 0, next.stderr);
});

test("a lock without its owner, and locks that killed builds were staging, are taken over and cleared; a live build's staged lock is left alone", async () => {
  const content = makeFixture();
  const outDir = path.join(tempDir(), "_site");
  const first = await build(content, outDir);
  assert.is(first.status, 0, first.stderr);
  const dead = spawn("true");
  await new Promise((resolve) => dead.on("exit", resolve));
  const live = spawn("sleep", ["60"], { stdio: "ignore" });
  try {
    // A lock folder with something in it but no pid file: nobody can own it.
    mkdirSync(`${outDir}.lock`);
    writeFileSync(path.join(`${outDir}.lock`, "note"), "left by hand\n");
    const leftovers = [`${outDir}.lock.new-${dead.pid}-0123abcd`, `${outDir}.lock.stale-${dead.pid}-89abcdef`];
    const staging = `${outDir}.lock.new-${live.pid}-fedcba98`;
    for (const dir of [...leftovers, staging]) {
      mkdirSync(dir);
      writeFileSync(path.join(dir, "pid"), `${dir === staging ? live.pid : dead.pid}\n`);
    }
    const next = await build(content, outDir);
    assert.is(next.status, 0, next.stderr);
    const siblings = readdirSync(path.dirname(outDir)).filter((name) => name !== "_site" && !name.startsWith("_site.build-"));
    assert.equal(siblings, [path.basename(staging)]);
  } finally {
    live.kill();
  }
});

test("two builds started together into one output never publish a partial site; a loser says why", async () => {
  const content = makeFixture();
  const reference = await build(content);
  const outDir = path.join(tempDir(), "_site");
  const results = await Promise.all([0, 1].map(() => spawnBuild(content, outDir).exit));
  assert.ok(results.some((r) => r.status === 0), results.map((r) => r.stderr).join("\n"));
  for (const result of results) {
    if (result.status !== 0) assert.match(result.stderr, /^OUTPUT_DIR: another build( \(process \d+\))? is writing .*; wait for it to finish, then build again\.\n/m, result.stderr);
  }
  assert.is(treeDigest(outDir), treeDigest(reference.outDir));
  assert.equal(readdirSync(path.dirname(outDir)).filter((name) => name !== "_site" && !name.startsWith("_site.build-")), [], "no lock or link left");
});

test("a kill just before or after each rename and link of the swap leaves the complete old or new site; the next build recovers", async () => {
  const { oldContent, newContent, oldDigest, newDigest, outDir } = await oldAndNewSite();
  const seen = new Set<string>();
  for (let call = 1; ; call++) {
    let finished = false;
    for (const when of ["before", "after"]) {
      const restored = await build(oldContent, outDir);
      assert.is(restored.status, 0, restored.stderr);
      assert.is(treeDigest(outDir), oldDigest);
      const killed = await spawnBuild(newContent, outDir, { KILL_AT: `${call}:${when}` }, [path.join(repoRoot, "test/support/kill-at.mjs")]).exit;
      const digest = treeDigest(outDir);
      assert.ok(digest === oldDigest || digest === newDigest, `killed ${when} call ${call}: _site is neither the old nor the new site`);
      seen.add(digest === oldDigest ? "old" : "new");
      if (killed.signal === null) {
        assert.is(killed.status, 0, killed.stderr);
        assert.is(digest, newDigest);
        finished = true;
      }
    }
    if (finished) break;
    assert.ok(call < 10, "the build never finished");
  }
  assert.equal([...seen].sort(), ["new", "old"], "kills landed both before and after the switch");
});

test.run();
