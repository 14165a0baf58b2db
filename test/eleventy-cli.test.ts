// The command a host runs: a bare `eleventy` (no flags) in a copy of the project builds the real
// site, byte for byte what `npm run build` writes (the same Eleventy run of the same
// configuration), into a plain _site folder, and fails, leaving nothing, on broken content and on
// output that fails verification. Separate processes, since the exit code and the files
// on disk are what a host sees. On Node 24 (.ci/run) Eleventy loads the TypeScript natively.
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { breakJsonTemplate, build, editJson, listFiles, makeFixture, projectCopy, repoRoot, setUp, siteUrl, tempDir, treeDigest, type BuildResult } from "./helpers.ts";

/** `npx @11ty/eleventy` as a host runs it: no flags, no loader, in the project folder. */
function eleventy(project: string, contentDir: string) {
  const result = spawnSync(process.execPath, [path.join(project, "node_modules/@11ty/eleventy/cmd.cjs")], {
    cwd: project,
    env: { ...process.env, CONTENT_DIR: contentDir, SITE_URL: siteUrl, NODE_OPTIONS: "" },
    encoding: "utf8",
  });
  return { ...result, outDir: path.join(project, "_site") };
}

let reference: BuildResult;
setUp(test, async () => {
  reference = await build(makeFixture());
  assert.is(reference.status, 0, reference.stderr);
});

test("a bare `eleventy` writes the same files, byte for byte, as `npm run build`", () => {
  const result = eleventy(projectCopy(), makeFixture());
  assert.is(result.status, 0, result.stdout + result.stderr);
  assert.equal(listFiles(result.outDir), listFiles(reference.outDir));
  assert.is(treeDigest(result.outDir), treeDigest(reference.outDir));
  assert.ok(lstatSync(result.outDir).isDirectory(), "a plain folder, as hosts publish it, not a link");
  assert.equal(readdirSync(path.dirname(result.outDir)).filter((name) => name.startsWith("_site")), ["_site"], "no build folder left beside it");
});

test("a bare `eleventy` on broken content exits 1 with file and field, and writes nothing", () => {
  const content = makeFixture();
  editJson(path.join(content, "countries/kenya.json"), (kenya) => (kenya.isoCode = "kenya"));
  const result = eleventy(projectCopy(), content);
  assert.is(result.status, 1);
  const output = result.stdout + result.stderr;
  assert.match(output, /countries\/kenya\.json:\d+:\d+: .*\(isoCode\): expected an ISO 3166-1 alpha-2 code such as KE; found "kenya"/);
  assert.not.match(output, /\n\S*\s+at /, "no stack trace");
  assert.not.ok(existsSync(result.outDir), "nothing was written");
});

test("a bare `eleventy` whose template emits invalid output exits 1 with the verification message", () => {
  const project = projectCopy();
  breakJsonTemplate(project, "{ ...resource.envelope, schemaVersion: 2 }");
  const result = eleventy(project, makeFixture());
  assert.is(result.status, 1);
  const output = result.stdout + result.stderr;
  assert.match(output, /The output failed verification \(\d+ problems\):/);
  assert.ok(output.includes("en/travel/kenya.json: schemaVersion: must be equal to constant; found number 2"), output);
  assert.equal(readdirSync(project).filter((name) => name.startsWith("_site")), [], "no _site, and no build folder left");
});

test("an offline first build (no Decap package in npm's cache) fails in one line, with no stack trace, both as `npx @11ty/eleventy` and as `npm run build`", () => {
  const project = projectCopy(["scripts"], false);
  // The repository's packages, but not its cache folder: this machine's first build.
  mkdirSync(path.join(project, "node_modules"));
  for (const name of readdirSync(path.join(repoRoot, "node_modules")).filter((name) => name !== ".cache")) symlinkSync(path.join(repoRoot, "node_modules", name), path.join(project, "node_modules", name));
  const offline = { npm_config_offline: "true", npm_config_cache: tempDir("empty-npm-cache-") };
  const content = makeFixture();
  for (const result of [
    spawnSync(process.execPath, [path.join(project, "node_modules/@11ty/eleventy/cmd.cjs")], { cwd: project, env: { ...process.env, ...offline, CONTENT_DIR: content, SITE_URL: siteUrl, NODE_OPTIONS: "" }, encoding: "utf8" }),
    spawnSync(process.execPath, [path.join(project, "scripts/run-ts.mjs"), path.join(project, "scripts/build.ts")], { cwd: project, env: { ...process.env, ...offline, CONTENT_DIR: content, SITE_URL: siteUrl }, encoding: "utf8" }),
  ]) {
    const output = result.stdout + result.stderr;
    assert.is(result.status, 1, output);
    assert.match(output, /The form editor's decap-cms@[\d.]+: `npm pack decap-cms@[\d.]+` failed \(exit code 1[^)]*\); it needs the npm registry, or npm's cache, once per machine\./);
    assert.not.match(output, /\n\s+at \S/, "no stack trace");
  }
});

test("a production install (`npm ci --omit=dev`, as the hosts' configurations do) builds the same bytes", () => {
  // Real node_modules, with only package.json's dependencies: the build must need nothing else,
  // Decap's files included (fetched from npm's cache and unpacked: src/admin/decap-package.ts).
  const project = projectCopy(["package-lock.json", "scripts/install-git-hooks.mjs"], false);
  const install = spawnSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: project, encoding: "utf8" });
  assert.is(install.status, 0, install.stdout + install.stderr);
  assert.not.ok(existsSync(path.join(project, "node_modules/typescript")), "devDependencies are not installed");
  const result = eleventy(project, makeFixture());
  assert.is(result.status, 0, result.stdout + result.stderr);
  assert.ok(listFiles(reference.outDir).includes("en/data/trip.json.br"), "the compressed copies are among the files compared");
  assert.equal(listFiles(result.outDir), listFiles(reference.outDir));
  assert.is(treeDigest(result.outDir), treeDigest(reference.outDir));
});

test.run();
