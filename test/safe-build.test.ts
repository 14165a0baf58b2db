// A build whose output fails its check leaves the last good _site/ intact; builds from different
// working directories, time zones and locales are byte-identical. A build killed while it writes
// (and at each later step): test/safe-build-cleanup.test.ts.
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { breakJsonTemplate, buildProcess, makeFixture, projectCopy, repoRoot, siteUrl, tempDir, treeDigest } from "./helpers.ts";
import { fixtureSite } from "./support/real-site.ts";

test("output that fails its check fails the build, naming its files; the previous _site stays and the failed build's folder is removed", async () => {
  // The last good site: a copy of the shared build of the same content.
  const first = { outDir: path.join(tempDir(), "_site") };
  cpSync(await fixtureSite(), first.outDir, { recursive: true });
  const before = treeDigest(first.outDir);
  // A copy of the project whose JSON template writes a wrong schemaVersion for one locale only.
  const project = projectCopy(["scripts"]);
  const broken = locales.at(-1)!;
  breakJsonTemplate(project, `resource.locale === "${broken}" ? { ...resource.envelope, schemaVersion: 2 } : resource.envelope`);
  const result = spawnSync(process.execPath, [path.join(project, "scripts/run-ts.mjs"), path.join(project, "scripts/build.ts")], {
    env: { ...process.env, CONTENT_DIR: makeFixture(), OUTPUT_DIR: first.outDir, SITE_URL: siteUrl },
    encoding: "utf8",
  });
  assert.is(result.status, 1, result.stdout + result.stderr);
  assert.ok(result.stderr.includes(`${broken}/travel/kenya.json: schemaVersion: must be equal to constant; found number 2`), result.stderr);
  assert.not.match(result.stderr, new RegExp(`\\b(${locales.slice(0, -1).join("|")})/travel/kenya\\.json`), "only the broken locale's files are named");
  assert.match(result.stderr, new RegExp(`\\nNothing was written; ${first.outDir} is unchanged\\.\\n$`));
  assert.is(treeDigest(first.outDir), before, "the previous _site is unchanged");
  assert.equal(readdirSync(path.dirname(first.outDir)), ["_site"], "the failed build's folder is removed");
});

test("builds in different working directories, time zones and locales are byte-identical", async () => {
  const content = makeFixture();
  // The shared build of the same content, made in a test process (the runner's time zone and locale, the repository as working directory).
  const a = await fixtureSite();
  const b = buildProcess(content, path.join(tempDir(), "_site"), { TZ: "Pacific/Kiritimati", LANG: "de_DE.UTF-8", LC_ALL: "de_DE.UTF-8" }, tmpdir());
  const c = buildProcess(content, path.join(tempDir(), "_site"), { TZ: "America/Los_Angeles", LANG: "ja_JP.UTF-8" }, path.join(repoRoot, "test"));
  for (const result of [b, c]) assert.is(result.status, 0, result.stderr);
  assert.is(treeDigest(b.outDir), treeDigest(a));
  assert.is(treeDigest(c.outDir), treeDigest(a));
});

test.run();
