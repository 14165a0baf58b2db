// A build of several passes checks each pass's output in a worker thread while it renders the
// next (src/lib/verify/background.ts). The worker must reach the same verdicts as the check in
// place, from the files on disk, from large files moved to it, and from text the disk could not
// hold; a worker that fails fails the build; and invalid output stops a build of several passes
// with the same message as a build of one, leaving the last good output as it was.
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Page } from "../src/lib/site/pages.ts";
import { clearSiteCache, loadSite } from "../src/lib/site/site.ts";
import { outputPathFor } from "../src/lib/site/routes.ts";
import { startBackgroundCheck, type PassFile } from "../src/lib/verify/background.ts";
import { plannedFiles, verifyPart } from "../src/lib/verify/output.ts";
import { build, makeFixture, repoRoot, siteUrl, tempDir, treeDigest } from "./helpers.ts";

function englishKenya() {
  clearSiteCache();
  const site = loadSite({ siteUrl, contentDir: makeFixture() });
  const page = site.pagesOf("en").find((p) => p.kind === "country" && p.route.json.endsWith("/kenya.json")) as Page;
  return { site, page, part: { resources: [page], locales: [], root: false, finishes: [] } };
}

test("the worker's verdicts equal the check in place: files read from disk, a large file moved to it, and ill-formed text", async () => {
  const { site, page, part } = englishKenya();
  const dir = tempDir();
  const onDisk = (url: string, bytes: Buffer) => {
    const file = path.join(dir, outputPathFor(url).replace(/\//g, "_"));
    writeFileSync(file, bytes);
    return file;
  };
  // A JSON file the schema refuses, on disk; a Markdown file of over a megabyte with a control
  // character near its end, never written (so it can only be checked from the moved bytes); an
  // HTML page handed over as text with a lone surrogate.
  const json = Buffer.from(`${JSON.stringify({ ...page.envelope, schemaVersion: 2 }, null, 2)}\n`);
  const markdown = Buffer.from(`${"a".repeat(1 << 20)}\u0001b\n`);
  const html = "<p>\uD800</p>";
  const files: PassFile[] = [
    { url: page.route.json, path: onDisk(page.route.json, json), content: json },
    { url: page.route.markdown, path: path.join(dir, "never-written.md"), content: markdown },
    { url: page.route.html, path: onDisk(page.route.html, Buffer.from("written as U+FFFD")), content: html },
  ];
  const expected = verifyPart(part, new Map(files.map((file) => [file.url, file.content])), site.siteUrl, plannedFiles(site.outline));
  assert.is(expected.length, 3, expected.join("\n"));

  const check = startBackgroundCheck(site);
  try {
    check.check(part, files);
    assert.is(markdown.byteLength, 0, "the large file moved to the worker instead of being copied");
    const { problems, seconds } = await check.finish();
    assert.equal(problems, expected);
    assert.ok(seconds > 0);
  } finally {
    await check.stop();
  }
  clearSiteCache();
});

test("a worker that cannot check a pass fails the build instead of counting it as checked", async () => {
  const { site, part, page } = englishKenya();
  const check = startBackgroundCheck(site);
  try {
    check.check(part, [{ url: page.route.json, path: path.join(tempDir(), "deleted.json"), content: Buffer.from("{}") }]);
    await check.finish().then(
      () => assert.unreachable("finish resolved"),
      (error: Error) => assert.match(error.message, /ENOENT/),
    );
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

test("invalid output stops a build of several passes with the same message as one pass, and the last good output stays", () => {
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
