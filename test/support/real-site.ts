// One build of the real content for every suite that needs it (links, browser, page weights,
// Lighthouse), and one of each unchanged test fixture for the suites that only read its output,
// built in-process the way `npm run build` builds and kept in the OS temp folder under a digest
// of everything the build reads: the content, the templates and code, the lockfile, the site's
// URL and the Node version. A change to any of them means a new build; otherwise the suites read
// the same folder. Suites only read it. A process that finds another one building the same inputs
// waits for it; two that start at the same moment both build, the first rename wins and the other
// copy goes. Each checkout has its own cache folder, so worktrees at other commits never remove a
// build another one is reading, and a build of older inputs stays an hour for runs still reading it.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, makeFixture, repoRoot, siteUrl } from "../helpers.ts";
import { processIsAlive } from "../../src/lib/output-folder.ts";

/** The origin the real site is built for. Not resolvable: browsers reach it through a host rule (test/chromium.ts). */
export const realSiteUrl = "http://travel-health.test";

/** What the build reads besides the content, relative to the repository. */
const codeInputs = ["_data", "_includes", "src", "eleventy.config.ts", "eleventy.config.js", "package-lock.json", "tsconfig.json"];
const cacheRoot = path.join(tmpdir(), "thc-real-site", createHash("sha256").update(repoRoot).digest("hex").slice(0, 12));

function addToDigest(hash: ReturnType<typeof createHash>, relative: string): void {
  const file = path.join(repoRoot, relative);
  if (!existsSync(file)) return;
  if (statSync(file).isDirectory()) {
    for (const name of readdirSync(file).sort()) addToDigest(hash, path.join(relative, name));
    return;
  }
  hash.update(relative).update("\0").update(readFileSync(file)).update("\0");
}

/** The digest that names the cached build of these content inputs (relative to the repository) for `url`. */
function siteKey(url: string, contentInputs: string[]): string {
  const hash = createHash("sha256").update(process.version).update("\0").update(url).update("\0");
  for (const input of [...contentInputs, ...codeInputs]) addToDigest(hash, input);
  return hash.digest("hex").slice(0, 16);
}

/** How long a build of other inputs is kept for test processes that may still be reading it. */
export const staleAfterMs = 60 * 60 * 1000;

const pending = new Map<string, Promise<string>>();

/** The output folder of the real content built for `url`, once for these inputs (read it, never write to it). */
export function realSite(url = realSiteUrl): Promise<string> {
  return shared(`real ${url}`, () => buildOnce(url, ["content"], () => path.join(repoRoot, "content")));
}

/** The output folder of test/fixtures/<name> as `makeFixture` makes it, built for the tests' `siteUrl`, once for these inputs (read it, never write to it; a test that changes the content or the output builds its own). */
export function fixtureSite(name = "base"): Promise<string> {
  return shared(`fixture ${name}`, () => buildOnce(siteUrl, [path.join("test/fixtures", name), "content/ui"], () => makeFixture(name)));
}

function shared(kind: string, make: () => Promise<string>): Promise<string> {
  if (!pending.has(kind)) pending.set(kind, make());
  return pending.get(kind)!;
}

async function buildOnce(url: string, contentInputs: string[], content: () => string): Promise<string> {
  const key = siteKey(url, contentInputs);
  // One folder per kind of site, so pruning one kind's old builds never touches another kind's.
  const folder = path.join(cacheRoot, createHash("sha256").update(url).update("\0").update(contentInputs.join("\0")).digest("hex").slice(0, 8));
  const done = path.join(folder, key);
  const site = path.join(done, "_site");
  if (existsSync(path.join(site, "index.html"))) return site;
  mkdirSync(folder, { recursive: true });
  // Another test process building the same inputs (`npm test` runs two): wait for its build.
  while (otherBuilder(folder, key) !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (existsSync(path.join(site, "index.html"))) return site;
  const staging = path.join(folder, `${key}.partial-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  const result = await build(content(), path.join(staging, "_site"), { SITE_URL: url });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${contentInputs[0]} does not build:\n${result.stderr}`);
  }
  try {
    renameSync(staging, done); // `_site` links to its build folder by a relative name, so the move keeps it
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(path.join(site, "index.html"))) throw error; // not a lost race
  }
  pruneBuilds(folder, key);
  return site;
}

/**
 * Removes what no test process will read again from a cache folder: builds that killed processes
 * left half-made, and builds of other inputs once nobody can still be reading them (a test process
 * that started before a source file was edited keeps reading the build of the inputs it saw, so
 * those go only after `staleAfterMs`).
 */
export function pruneBuilds(folder: string, keep: string, now = Date.now()): void {
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    const builder = /\.partial-(\d+)$/.exec(name)?.[1];
    const unused = builder ? !processIsAlive(Number(builder)) : name !== keep && now - statSync(full).mtimeMs > staleAfterMs;
    if (unused) rmSync(full, { recursive: true, force: true });
  }
}

/** The process id of another live process building these inputs, if there is one. */
function otherBuilder(folder: string, key: string): number | undefined {
  for (const name of readdirSync(folder)) {
    const pid = Number(name.startsWith(`${key}.partial-`) ? name.slice(key.length + ".partial-".length) : NaN);
    if (pid && pid !== process.pid && processIsAlive(pid)) return pid;
  }
  return undefined;
}
