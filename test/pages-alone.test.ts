// The bench's "pages alone" (scripts/bench/pages-alone.ts) measures making the pages without
// Eleventy: it must make the very files the build writes for the resource pages, or its seconds
// would not say what rendering them costs (docs/performance.md).
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { clearSiteCache, loadSite } from "../src/lib/site/site.ts";
import { build, makeFixture, repoRoot, runTs, siteUrl } from "./helpers.ts";

test("pages alone makes every resource page's three files, byte for byte as many as the build writes", async () => {
  const contentDir = makeFixture();
  const { status, stderr, outDir } = await build(contentDir);
  assert.is(status, 0, stderr);
  clearSiteCache();
  const { outline } = loadSite({ siteUrl, contentDir });
  const site = new URL(siteUrl).pathname;
  const written = (route: string) => statSync(path.join(outDir, route.replace(site, "").replace(/\/$/, "/index.html"))).size;
  const expected = outline.reduce((sum, page) => sum + written(page.route.html) + written(page.route.json) + written(page.route.markdown), 0);

  const run = spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/bench/pages-alone.ts")], { cwd: repoRoot, env: { ...process.env, CONTENT_DIR: contentDir, SITE_URL: siteUrl }, encoding: "utf8" });
  assert.is(run.status, 0, run.stderr);
  const measured = JSON.parse(run.stdout) as { files: number; bytes: number; content: number; viewModels: number; html: number; json: number; markdown: number };
  assert.is(measured.files, 3 * outline.length);
  assert.is(measured.bytes, expected);
  for (const phase of ["content", "viewModels", "html", "json", "markdown"] as const) assert.ok(measured[phase] > 0, `${phase}: ${measured[phase]} s`);
});

test.run();
