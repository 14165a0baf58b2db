// Test helpers: small content trees built with the real build, read back as a client would.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { ContentError, formatProblem, type ContentProblem } from "../src/lib/content/problems.ts";
import { readConfig } from "../src/lib/config.ts";
import { findBuildFailure } from "../src/lib/failure.ts";
import { fileDatesRecord } from "../src/lib/site/file-dates.ts";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const siteUrl = "https://example.test/health";
/** tsx's loader by absolute URL, so a build can start in any working directory. */
export const tsxLoader = pathToFileURL(path.join(repoRoot, "node_modules/tsx/dist/loader.mjs")).href;
/** How `npm run …` starts a TypeScript script (`node scripts/run-ts.mjs <script>`: natively on Node 22.18+, through tsx on 20), for tests that need the real process. */
export const runTs = path.join(repoRoot, "scripts/run-ts.mjs");

const tempRoots: string[] = [];
process.on("exit", () => {
  for (const dir of tempRoots) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix = "thc-"): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempRoots.push(dir);
  return dir;
}

/** A copy of test/fixtures/<name> plus the real UI strings, ready to be changed by a test. */
export function makeFixture(name = "base"): string {
  const dir = path.join(tempDir(), "content");
  cpSync(path.join(repoRoot, "test/fixtures", name), dir, { recursive: true });
  cpSync(path.join(repoRoot, "content/ui"), path.join(dir, "ui"), { recursive: true });
  return dir;
}

/** A fixture content folder inside a repository-like folder that also holds files the form editor's backend must never reach (configuration, README, git's own files); `untouched()` asserts each is still byte for byte as written. */
export function contentWithOutside(): { content: string; repository: string; untouched: () => void } {
  const content = makeFixture();
  const repository = path.dirname(content);
  const outside: Record<string, string> = {
    "eleventy.config.js": "export default function () {}\n",
    "README.md": "# Read me\n",
    ".git/config": "[core]\n\tbare = false\n",
    ".git/hooks/README": "hooks\n",
  };
  for (const [name, text] of Object.entries(outside)) {
    mkdirSync(path.dirname(path.join(repository, name)), { recursive: true });
    writeFileSync(path.join(repository, name), text);
  }
  const untouched = () => {
    for (const [name, text] of Object.entries(outside)) assert.is(readFileSync(path.join(repository, name), "utf8"), text, `${name} unchanged`);
  };
  return { content, repository, untouched };
}

/** What a clean clone holds for the build besides node_modules, relative to the repository (the English UI texts give the keys of every locale's). */
export const projectFiles = ["package.json", "tsconfig.json", "eleventy.config.js", "eleventy.config.ts", "scripts/register-typescript.mjs", "_data", "_includes", "src", "content/ui/en.json", "content/ui/editor", "docs/api-changelog.md"];

/** A copy of the project as a clean clone holds it, plus `extra` (such as "scripts" for `npm run build`); node_modules is the repository's, unless the copy installs its own. */
export function projectCopy(extra: string[] = [], linkNodeModules = true): string {
  const dir = path.join(tempDir("project-"), "project");
  for (const name of [...projectFiles, ...extra]) cpSync(path.join(repoRoot, name), path.join(dir, name), { recursive: true });
  if (linkNodeModules) symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** Makes a project copy's JSON template write `envelope` (an expression of `resource`) in place of each resource's envelope: output the build's verification must refuse. */
export function breakJsonTemplate(project: string, envelope: string): void {
  const template = path.join(project, "src/json.11ty.ts");
  const source = readFileSync(template, "utf8");
  const broken = source.replace("JSON.stringify(resource.envelope,", `JSON.stringify(${envelope},`);
  assert.is.not(broken, source, "the JSON template changed shape; update this test");
  writeFileSync(template, broken);
}

export function editJson(file: string, edit: (value: any) => void): void {
  const value = JSON.parse(readFileSync(file, "utf8"));
  edit(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

export interface BuildResult {
  status: number | null;
  stdout: string;
  stderr: string;
  outDir: string;
}

// Eleventy resolves src/ from the working directory, as `npm run build` does after its chdir.
process.chdir(repoRoot);

/**
 * Builds as `npm run build` does (src/lib/publish.ts: Eleventy's run of the project's configuration), in this process: for tests whose subject is the output or the message. A refusal
 * comes back as status 1 with the message in `stderr` (without the line on what became of the output).
 */
export async function build(contentDir: string, outDir = path.join(tempDir(), "_site"), env: Record<string, string> = {}): Promise<BuildResult> {
  const settings = { ...process.env, CONTENT_DIR: contentDir, SITE_URL: siteUrl, ...env };
  // Loaded on first use: Eleventy takes a while to load, and most test files never build.
  const { buildSite } = await import("../src/lib/publish.ts");
  try {
    await buildSite(readConfig(settings), outDir);
    return { status: 0, stdout: "", stderr: "", outDir };
  } catch (error) {
    const failure = findBuildFailure(error);
    if (!failure) throw error;
    return { status: 1, stdout: "", stderr: failure.message, outDir };
  }
}

/** Runs `npm run build` in its own process: for what only a process shows (exit code, kills, working directory, time zone). */
export function buildProcess(contentDir: string, outDir = path.join(tempDir(), "_site"), env: Record<string, string> = {}, cwd = repoRoot): BuildResult {
  const result = spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/build.ts")], {
    cwd,
    env: { ...process.env, CONTENT_DIR: contentDir, OUTPUT_DIR: outDir, SITE_URL: siteUrl, ...env },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, outDir };
}

/** `npm run build` started in its own process and not waited for; `preload` modules are given to Node's --import (test/support/kill-at.mjs kills it at a chosen call). */
export function spawnBuild(content: string, outDir: string, env: Record<string, string> = {}, preload: string[] = []) {
  const child = spawn(process.execPath, [...preload.flatMap((p) => ["--import", p]), runTs, path.join(repoRoot, "scripts/build.ts")], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: content, OUTPUT_DIR: outDir, SITE_URL: siteUrl, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exit = new Promise<{ status: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => child.on("exit", (status, signal) => resolve({ status, signal, stderr })));
  return { child, exit };
}

/** An old and a new site (Kenya renamed), each built once per process (the old one is the shared
 *  build of the base fixture: test/support/real-site.ts), fresh copies of their content, and an
 *  output folder for builds that are interrupted between them. */
export async function oldAndNewSite() {
  const oldContent = makeFixture();
  const newContent = makeFixture();
  editJson(path.join(newContent, "countries/kenya.json"), (kenya) => (kenya.name.en = "Kenya (new)"));
  // Loaded here: real-site.ts imports this module.
  const { fixtureSite } = await import("./support/real-site.ts");
  // One after the other: two builds at once in one process would share Eleventy's state.
  digests ??= fixtureSite().then(async (old) => [treeDigest(old), treeDigest((await build(newContent)).outDir)]);
  const [oldDigest, newDigest] = await digests;
  return { oldContent, newContent, oldDigest, newDigest, outDir: path.join(tempDir(), "_site") };
}
let digests: Promise<[string, string]> | undefined;

export function readJson(outDir: string, url: string): any {
  return JSON.parse(readText(outDir, url));
}

export function readText(outDir: string, url: string): string {
  const relative = url.replace(/^https?:\/\/[^/]+/, "").replace(new URL(siteUrl).pathname, "").replace(/^\//, "");
  return readFileSync(path.join(outDir, relative.endsWith("/") || relative === "" ? `${relative}index.html` : relative), "utf8");
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .sort();
}

/** A digest of every file name and byte of the site in a folder, to prove it did or did not change. */
export function treeDigest(dir: string): string {
  const hash = createHash("sha256");
  // The record of file times is the output's memory of the builds before it, not the site's bytes.
  for (const name of listFiles(dir).filter((file) => file !== fileDatesRecord)) hash.update(name).update("\0").update(readFileSync(path.join(dir, name))).update("\0");
  return hash.digest("hex");
}

/** A TCP port that was free a moment ago, for servers that must know their URL before starting. */
export { freePort } from "../scripts/free-port.ts";

/**
 * A suite's set-up that cannot fail silently. uvu swallows an error thrown in `test.before`: it
 * prints "(0 / N)" without a reason and may still exit 0. Here the error is kept and every test
 * of the suite fails with it, so the reason is printed and the run fails.
 */
export function setUp(test: Test, prepare: () => unknown): void {
  let failure: unknown;
  let reported = false;
  test.before(async () => {
    try {
      await prepare();
    } catch (error) {
      failure = error;
    }
  });
  test.before.each(() => {
    if (failure === undefined) return;
    if (reported) throw new Error(`the suite's set-up failed (reason in the first failure above): ${(failure as Error).message ?? failure}`);
    reported = true;
    throw failure instanceof Error ? failure : new Error(String(failure));
  });
}

/** A problem as `file: field.path: expected …; found …`, without the line and the field in words,
 *  so a test can assert what was expected and found independently of the fixture's layout. */
export function plainProblem(problem: ContentProblem): string {
  const place = problem.line === undefined || problem.path ? problem.file : `${problem.file}: line ${problem.line}`;
  return `${problem.path ? `${place}: ${problem.path}` : place}: expected ${problem.expected}; found ${problem.found}`;
}

/** Loads a changed copy of the base fixture in-process (at the time `now`, if given) and returns its problems. */
export function contentProblems(change: (content: string) => void, now?: Date): ContentProblem[] {
  const content = makeFixture();
  change(content);
  try {
    loadContent(content, now ? { now } : {});
  } catch (error) {
    assert.instance(error, ContentError);
    return [...(error as ContentError).problems];
  }
  throw new Error("the content was accepted");
}

/** The same problems, one per line. */
export function contentRefusal(change: (content: string) => void, format: (problem: ContentProblem) => string = formatProblem): string {
  return contentProblems(change).map(format).join("\n");
}
