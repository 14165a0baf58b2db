// `npm run build` checks each file in a worker thread while Eleventy renders the next ones
// (src/lib/verify/background.ts). The worker must reach the same verdicts as the check in place,
// from files copied to it in batches, from large files moved to it, and from text that is not
// well-formed; it measures each pass's files on disk; a worker that fails fails the build; and
// invalid output stops a build, of one pass or several, with the same message, leaving the last
// good output as it was.
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FileContent } from "../src/lib/render/file-bytes.ts";
import type { Page } from "../src/lib/site/pages.ts";
import { clearSiteCache, loadSite } from "../src/lib/site/site.ts";
import { startBackgroundCheck } from "../src/lib/verify/background.ts";
import { plannedFiles, verifyPart } from "../src/lib/verify/output.ts";
import { build, makeFixture, repoRoot, siteUrl, tempDir, treeDigest } from "./helpers.ts";

function englishPages() {
  clearSiteCache();
  const site = loadSite({ siteUrl, contentDir: makeFixture() });
  const countries = site.pagesOf("en").filter((p): p is Page & { kind: "country" } => p.kind === "country");
  const kenya = countries.find((p) => p.route.json.endsWith("/kenya.json"))!;
  const other = countries.find((p) => p !== kenya)!;
  return { site, kenya, other };
}

test("the worker's verdicts equal the check in place: files copied in batches, a large file moved, ill-formed text, files not written", async () => {
  const { site, kenya, other } = englishPages();
  // Kenya's JSON refused by the schema; its Markdown over a megabyte with a control character
  // near its end (moved, not copied); its HTML handed over as text with a lone surrogate; then
  // 2 MB of text files over several batches, two with a forbidden character; and a second page
  // whose files were never written.
  const files: [string, FileContent][] = [
    [kenya.route.json, Buffer.from(`${JSON.stringify({ ...kenya.envelope, schemaVersion: 2 }, null, 2)}\n`)],
    [kenya.route.markdown, Buffer.from(`${"a".repeat(1 << 20)}\u0001b\n`)],
    [kenya.route.html, "<p>\uD800</p>"],
    ...Array.from({ length: 64 }, (_, i): [string, FileContent] => [`/en/part-${i}.txt`, Buffer.from(`${"é".repeat(16_000)}${i === 5 || i === 50 ? "\u0007" : ""}\n`)]),
  ];
  const part = { resources: [kenya, other], locales: [], root: false };
  const expected = verifyPart(part, new Map(files), site.siteUrl, plannedFiles(site.outline));
  assert.is(expected.length, 8, expected.join("\n"));

  // Two of the pass's files on disk, one of them not the size that was verified; one missing.
  const folder = tempDir();
  writeFileSync(path.join(folder, "a.json"), "{}\n");
  writeFileSync(path.join(folder, "b.json"), "{}\n");
  const onDisk: [string, number][] = [
    ["a.json", 3],
    ["b.json", 4],
    ["c.json", 5],
  ];

  const check = startBackgroundCheck(site);
  try {
    check.startPass(part);
    for (const [url, content] of files) check.file(url, content);
    check.endPass(
      files.map(([url, content]) => ({ url, content })),
      { folder, files: onDisk },
    );
    assert.is((files[1]![1] as Buffer).byteLength, 0, "the large file moved to the worker instead of being copied");
    const { problems, onDisk: sizes, seconds } = await check.finish();
    assert.equal(sizes, ["b.json: expected 4 bytes; found 3", "c.json: expected a file of 5 bytes; found none"], "the worker measured the pass's files on disk");
    // The same problems; a moved file is checked when its pass ends, so it comes later in the list.
    assert.equal([...problems].sort(), [...expected].sort());
    assert.ok(seconds > 0);
    // The build stops at the first pass after a problem.
    assert.throws(() => check.stopIfFailed(), (error: Error) => error.message.startsWith("The output failed verification (8 problems):"));
  } finally {
    await check.stop();
  }
  clearSiteCache();
});

test("a worker that fails fails the build instead of counting the pass as checked", async () => {
  const { site, kenya } = englishPages();
  const check = startBackgroundCheck(site);
  try {
    // A pass's end before its start: the worker has no pass to end and throws.
    const nothing = { folder: tempDir(), files: [] };
    check.endPass([], nothing);
    check.startPass({ resources: [kenya], locales: [], root: false });
    check.endPass([], nothing);
    await check.finish().then(
      () => assert.unreachable("finish resolved"),
      (error: Error) => assert.instance(error, Error),
    );
    assert.throws(() => check.stopIfFailed(), "the failure stops the build after the pass that follows");
  } finally {
    await check.stop();
  }
  clearSiteCache();
});

test("the real content in passes writes the same bytes as in one pass: its bulk files (about 2 MB) move to the worker", async () => {
  const content = path.join(repoRoot, "content");
  const onePass = await build(content);
  assert.is(onePass.status, 0, onePass.stderr);
  const severalPasses = await build(content, undefined, { BUILD_PAGES_PER_PART: "500" });
  assert.is(severalPasses.status, 0, severalPasses.stderr);
  assert.ok(statSync(path.join(severalPasses.outDir, "en/data/all.json")).size > 1 << 20, "a bulk file large enough to move");
  assert.is(treeDigest(severalPasses.outDir), treeDigest(onePass.outDir));
});

/** The files a build needs, in a folder of their own, to build with a changed template. */
function projectCopy(): string {
  const dir = path.join(tempDir("project-"), "project");
  for (const name of ["package.json", "tsconfig.json", "eleventy.config.ts", "scripts", "src", "_includes"]) cpSync(path.join(repoRoot, name), path.join(dir, name), { recursive: true });
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

function buildIn(project: string, content: string, outDir: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(project, "scripts/run-ts.mjs"), path.join(project, "scripts/build.ts")], {
    env: { ...process.env, CONTENT_DIR: content, OUTPUT_DIR: outDir, SITE_URL: siteUrl, ...env },
    encoding: "utf8",
  });
}

test("invalid output stops a build of one pass or several with the same message, and the last good output stays", () => {
  const project = projectCopy();
  const content = makeFixture();
  const outDir = path.join(tempDir(), "_site");
  const good = buildIn(project, content, outDir, { BUILD_PAGES_PER_PART: "25" });
  assert.is(good.status, 0, good.stderr);
  assert.match(good.stdout, /verification [\d.]+ s \(in a worker beside rendering; waited [\d.]+ s for it\)\./);
  const before = treeDigest(outDir);

  const template = path.join(project, "src/json.11ty.ts");
  const source = readFileSync(template, "utf8");
  const broken = source.replace("return `${JSON.stringify(resource.envelope, null, 2)}\\n`;", 'return `${JSON.stringify(resource.route.json === "/en/travel/kenya.json" ? { ...resource.envelope, schemaVersion: 2 } : resource.envelope, null, 2)}\\n`;');
  assert.is.not(broken, source, "the JSON template changed shape; update this test");
  writeFileSync(template, broken);

  const problem = "en/travel/kenya.json: schemaVersion: must be equal to constant; found number 2";
  const onePass = buildIn(project, content, outDir);
  const severalPasses = buildIn(project, content, outDir, { BUILD_PAGES_PER_PART: "25" });
  for (const result of [onePass, severalPasses]) {
    assert.is(result.status, 1, result.stdout);
    assert.ok(result.stderr.includes(`The output failed verification (1 problem`) && result.stderr.includes(problem), result.stderr);
    assert.ok(result.stderr.includes(`${outDir} is unchanged`), result.stderr);
  }
  assert.is(treeDigest(outDir), before, "the last good output is as it was");
  const folder = path.dirname(outDir);
  assert.equal(readdirSync(folder).sort(), ["_site", path.basename(readlinkSync(outDir))].sort(), "no build folder left behind");
});

test.run();
