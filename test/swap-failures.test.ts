// A failure at each step of publishing a build (src/lib/output-folder.ts) leaves the output the
// complete old or the complete new site, says which and what is left to clean, and the next build
// cleans up and succeeds: creating the build folder, writing its marker on a full disk, moving a
// plain old output aside, publishing the new one, putting the old one back, removing the old one,
// and an old output this user may not remove (a folder without write permission, as `sudo` or a
// container leaves it, with root's power to override permissions dropped). Output that fails
// verification: test/safe-build.test.ts.
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, lstatSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, buildProcess, oldAndNewSite, repoRoot, runTs, setUp, siteUrl, spawnBuild, tempDir, treeDigest } from "./helpers.ts";
import { fixtureSite } from "./support/real-site.ts";

let site: Awaited<ReturnType<typeof oldAndNewSite>>;
/** The old site's output as one build leaves it (a plain folder) and as a second one does (a link to its build folder), built once and copied for each test. */
const made = { plain: tempDir(), linked: tempDir() };
setUp(test, async () => {
  site = await oldAndNewSite();
  cpSync(await fixtureSite(), path.join(made.plain, "_site"), { recursive: true });
  cpSync(made.plain, made.linked, { recursive: true });
  assert.is((await build(site.oldContent, path.join(made.linked, "_site"))).status, 0);
});

let outputs = 0;

/** The old site in a fresh output: a plain folder (`plain`) or, as after a second build, a link; made in this process, or by `npm run build`s that have ended (`inProcess` false). */
async function oldOutput(plain: boolean, inProcess = true): Promise<string> {
  const outDir = path.join(path.dirname(site.outDir), `out-${++outputs}`, "_site");
  if (inProcess) cpSync(plain ? made.plain : made.linked, path.dirname(outDir), { recursive: true, verbatimSymlinks: true });
  else for (let i = 0; i < (plain ? 1 : 2); i++) assert.is(buildProcess(site.oldContent, outDir).status, 0);
  assert.is(lstatSync(outDir).isSymbolicLink(), !plain);
  assert.is(treeDigest(outDir), site.oldDigest);
  return outDir;
}

/** `npm run build` of the new content with calls made to fail (test/support/kill-at.mjs); stderr without the local-build warnings. */
async function failing(outDir: string, calls: string, code = "EACCES") {
  const result = await spawnBuild(site.newContent, outDir, { FAIL_CALLS: calls, FAIL_CODE: code }, [path.join(repoRoot, "test/support/kill-at.mjs")]).exit;
  return { status: result.status, stderr: result.stderr.split("\n").filter((line) => line && !/^!+$|^WARNING: /.test(line)).join("\n") };
}

/** The next build succeeds, publishes the new site and leaves nothing but the output and its folder. */
async function nextBuildCleansUp(outDir: string): Promise<void> {
  const next = await build(site.newContent, outDir);
  assert.is(next.status, 0, next.stderr);
  assert.is(treeDigest(outDir), site.newDigest);
  assert.equal(readdirSync(path.dirname(outDir)).sort(), ["_site", path.basename(realpathSync(outDir))].sort(), "nothing else left");
}

const buildFolder = (outDir: string) => `${outDir}\\.build-\\d+-[0-9a-f]{8}`;

test("creating the build folder fails: the old site stays, nothing is left", async () => {
  const outDir = await oldOutput(false);
  const result = await failing(outDir, "mkdirSync:.build-");
  assert.is(result.status, 1);
  assert.match(result.stderr, new RegExp(`^OUTPUT_DIR: could not write ${buildFolder(outDir)} \\(for ${outDir}\\): permission denied \\(EACCES\\); .*\\nNothing was written; ${outDir} is unchanged\\.$`));
  assert.is(treeDigest(outDir), site.oldDigest);
  await nextBuildCleansUp(outDir);
});

test("a full disk while writing the build folder's marker: the old site stays, and no half-made folder is left", async () => {
  const outDir = await oldOutput(false);
  const result = await failing(outDir, "writeFileSync:.travel-health-output", "ENOSPC");
  assert.is(result.status, 1);
  assert.match(result.stderr, /no space left on the device \(ENOSPC\)/);
  assert.match(result.stderr, new RegExp(`\\nNothing was written; ${outDir} is unchanged\\.$`));
  assert.equal(readdirSync(path.dirname(outDir)).filter((name) => name.includes(".build-") && path.join(path.dirname(outDir), name) !== realpathSync(outDir)), []);
  assert.is(treeDigest(outDir), site.oldDigest);
  await nextBuildCleansUp(outDir);
});

test("a marker cut short by a full disk in a killed build's folder is recognised, and the folder removed", async () => {
  const outDir = await oldOutput(false);
  const left = `${outDir}.build-999999999-0123abcd`;
  mkdirSync(left);
  writeFileSync(path.join(left, ".travel-health-output"), "Output of the travel");
  await nextBuildCleansUp(outDir);
});

test("moving a plain old output aside fails: it stays the old site, and the next build removes the new folder", async () => {
  const outDir = await oldOutput(true);
  const result = await failing(outDir, "renameSync:.previous-");
  assert.is(result.status, 1);
  assert.match(result.stderr, new RegExp(`^OUTPUT_DIR: could not move the old site at ${outDir} aside \\(permission denied \\(EACCES\\)\\)\\. ${outDir} is the old site, unchanged; the next build removes ${buildFolder(outDir)}\\.$`));
  assert.is(treeDigest(outDir), site.oldDigest);
  await nextBuildCleansUp(outDir);
});

test("publishing the new site fails: the old site stays, as a link or put back as a folder", async () => {
  const linked = await oldOutput(false);
  const result = await failing(linked, "symlinkSync:.build-");
  assert.is(result.status, 1);
  assert.match(result.stderr, new RegExp(`^OUTPUT_DIR: could not publish the new site at ${linked} \\(permission denied \\(EACCES\\)\\)\\. ${linked} is the old site, unchanged; the next build removes ${buildFolder(linked)}\\.$`));
  assert.is(treeDigest(linked), site.oldDigest);
  await nextBuildCleansUp(linked);
  const plain = await oldOutput(true);
  const again = await failing(plain, "renameSync:.link-");
  assert.is(again.status, 1);
  assert.match(again.stderr, new RegExp(`\\. ${plain} is the old site again; the next build removes ${buildFolder(plain)}\\.$`));
  assert.is(treeDigest(plain), site.oldDigest);
  await nextBuildCleansUp(plain);
});

test("publishing fails and so does putting the old site back: the message says where it is, and the next build puts it back first", async () => {
  const outDir = await oldOutput(true);
  const result = await failing(outDir, "renameSync:.link-,renameSync:.previous-:2");
  assert.is(result.status, 1);
  assert.match(result.stderr, new RegExp(`the old site is in ${outDir}\\.previous-\\d+-[0-9a-f]{8}, and the next build moves it back to ${outDir}; the next build removes ${buildFolder(outDir)}\\.$`));
  const aside = readdirSync(path.dirname(outDir)).find((name) => name.startsWith("_site.previous-"))!;
  assert.is(treeDigest(path.join(path.dirname(outDir), aside)), site.oldDigest);
  await nextBuildCleansUp(outDir);
});

test("removing the old site fails: the build succeeds with the new site and says what is left; the next build removes it", async () => {
  const outDir = await oldOutput(false);
  const old = realpathSync(outDir);
  const result = await failing(outDir, `rmdirSync:${path.basename(old)}`);
  assert.is(result.status, 0, result.stderr);
  assert.is(treeDigest(outDir), site.newDigest);
  assert.ok(result.stderr.includes(`${outDir} is the new site. The old site's folder ${old}: could not be removed (permission denied (EACCES)); remove it by hand, or the next build tries again.`), result.stderr);
  await nextBuildCleansUp(outDir);
});

test("an old output this user may not remove: the new site is published, the message is true, and the next build succeeds", async () => {
  const outDir = await oldOutput(false, false);
  const old = realpathSync(outDir);
  // A folder of the old output without write permission, and no power to override it.
  chmodSync(path.join(old, "en"), 0o555);
  const asUser = () =>
    spawnSync("setpriv", ["--bounding-set=-dac_override,-dac_read_search", "--", process.execPath, runTs, path.join(repoRoot, "scripts/build.ts")], {
      cwd: repoRoot,
      env: { ...process.env, CONTENT_DIR: site.newContent, OUTPUT_DIR: outDir, SITE_URL: siteUrl },
      encoding: "utf8",
    });
  try {
    const first = asUser();
    assert.is(first.status, 0, first.stderr);
    assert.is(treeDigest(outDir), site.newDigest);
    assert.match(first.stderr, new RegExp(`${outDir} is the new site\\. The old site's folder ${old}: could not be removed \\(permission denied \\(EACCES\\)\\); remove it by hand, or the next build tries again\\.`));
    const second = asUser();
    assert.is(second.status, 0, second.stderr);
    assert.is(treeDigest(outDir), site.newDigest);
    assert.match(second.stderr, new RegExp(`^${old}: could not be removed \\(permission denied \\(EACCES\\)\\)`, "m"));
  } finally {
    chmodSync(path.join(old, "en"), 0o755);
  }
  await nextBuildCleansUp(outDir);
});

test.run();
