// A build that is killed half way, or whose output fails its check, leaves the last good
// _site/ intact, and the next one succeeds; builds from different working directories, time zones
// and locales are byte-identical.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { breakJsonTemplate, build, buildProcess, makeFixture, projectCopy, repoRoot, siteUrl, tempDir, treeDigest, runTs } from "./helpers.ts";

test("a build killed during its write phase leaves the previous _site unchanged; the next build succeeds", async () => {
  const content = path.join(repoRoot, "content"); // the real content: a write phase long enough to hit
  const first = await build(makeFixture());
  assert.is(first.status, 0, first.stderr);
  const before = treeDigest(first.outDir);
  const parent = path.dirname(first.outDir);
  const child = spawn(process.execPath, [runTs, path.join(repoRoot, "scripts/build.ts")], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: content, OUTPUT_DIR: first.outDir, SITE_URL: siteUrl },
    stdio: "ignore",
  });
  // Wait until the new build folder has files in it (Eleventy is writing), then kill.
  const deadline = Date.now() + 60_000;
  let staging: string | undefined;
  while (Date.now() < deadline) {
    staging = readdirSync(parent).find((name) => name.startsWith("_site.build-") && path.join(parent, name) !== realpathSync(first.outDir));
    if (staging && readdirSync(path.join(parent, staging), { recursive: true }).length > 50) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  assert.ok(staging, "the build never started writing");
  child.kill("SIGKILL");
  await new Promise((resolve) => child.on("exit", resolve));
  assert.is(treeDigest(first.outDir), before, "the previous _site is unchanged");
  const next = await build(makeFixture(), first.outDir);
  assert.is(next.status, 0, next.stderr);
  assert.equal(readdirSync(parent).sort(), ["_site", path.basename(realpathSync(first.outDir))].sort(), "the killed build's folder and lock are cleaned up");
  assert.ok(existsSync(path.join(first.outDir, "en/travel/kenya.json")));
});

test("output that fails its check fails the build, naming its files; the previous _site stays and the failed build's folder is removed", async () => {
  const first = await build(makeFixture());
  assert.is(first.status, 0, first.stderr);
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

test("builds in different working directories, time zones and locales are byte-identical", () => {
  const content = makeFixture();
  const a = buildProcess(content, path.join(tempDir(), "_site"), { TZ: "UTC", LANG: "C", LC_ALL: "C" });
  const b = buildProcess(content, path.join(tempDir(), "_site"), { TZ: "Pacific/Kiritimati", LANG: "de_DE.UTF-8", LC_ALL: "de_DE.UTF-8" }, tmpdir());
  const c = buildProcess(content, path.join(tempDir(), "_site"), { TZ: "America/Los_Angeles", LANG: "ja_JP.UTF-8" }, path.join(repoRoot, "test"));
  for (const result of [a, b, c]) assert.is(result.status, 0, result.stderr);
  assert.is(treeDigest(b.outDir), treeDigest(a.outDir));
  assert.is(treeDigest(c.outDir), treeDigest(a.outDir));
});

test.run();
