// `npm run build`: the same Eleventy build as `npx @11ty/eleventy` (eleventy.config.ts validates,
// renders and verifies), plus what a local build needs beyond it: a large site rendered in
// bounded passes, into a staging folder that is swapped in for _site/ only when every pass
// verified. A failed or killed build leaves the last good _site/ as it was, and a successful one
// leaves no stale file behind (DESIGN §6).
import Eleventy from "@11ty/eleventy";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { siteConfig } from "../eleventy.config.ts";
import { findBuildFailure } from "../src/lib/failure.ts";
import { pagesPerPart, planParts } from "../src/lib/site/parts.ts";
import { loadCheckedSite, type Site } from "../src/lib/site/site.ts";

// Seconds since the process started: Node, the TypeScript loader and every imported module.
const startupSeconds = performance.now() / 1000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Paths from the environment are relative to where the build was started; then work from the
// repository, so the build gives the same bytes from any working directory.
const outDir = path.resolve(process.env.OUTPUT_DIR || "_site");
process.env.CONTENT_DIR = path.resolve(process.env.CONTENT_DIR || "content");
process.chdir(fileURLToPath(new URL("..", import.meta.url)));
const parent = path.dirname(outDir);
const base = path.basename(outDir);
const staging = path.join(parent, `${base}.staging-${process.pid}`);
const previous = path.join(parent, `${base}.previous`);
const unchanged = `Nothing was written; ${path.relative(process.cwd(), outDir) || outDir} is unchanged.`;

// A build killed between the two renames of the swap leaves only `.previous`: put it back.
if (!existsSync(outDir) && existsSync(previous)) renameSync(previous, outDir);
// Staging folders of builds that were killed are garbage.
if (existsSync(parent)) {
  for (const name of readdirSync(parent)) {
    if (name.startsWith(`${base}.staging-`) || name === `${base}.previous`) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

let site: Site;
try {
  site = loadCheckedSite();
} catch (error) {
  fail(`${findBuildFailure(error)?.message ?? String((error as Error).message ?? error)}\n${unchanged}`);
}

// Eleventy keeps every file of a pass in memory until the pass ends, so a large site is rendered
// in parts (src/lib/site/parts.ts); the configuration verifies each as soon as it is written.
// BUILD_PAGES_PER_PART overrides the pass size, for tests and for tuning (docs/performance.md).
const partSize = Number(process.env.BUILD_PAGES_PER_PART) || pagesPerPart;
const started = performance.now();
try {
  for (const part of planParts(site.pages, partSize)) {
    const eleventy = new Eleventy("src", staging, { configPath: false, quietMode: true, config: siteConfig({ part }) });
    await eleventy.write();
  }
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  const failure = findBuildFailure(error);
  fail(failure ? `${failure.message}\n${unchanged}` : `The build failed while rendering: ${(error as Error).stack ?? error}\n${unchanged}`);
}

if (existsSync(outDir)) renameSync(outDir, previous);
renameSync(staging, outDir);
rmSync(previous, { recursive: true, force: true });
const s = (seconds: number) => `${seconds.toFixed(2)} s`;
console.log(
  `Built ${site.pages.length * 3} resource files for ${site.locales.length} locales into ${outDir}: ` +
    `start-up ${s(startupSeconds)}, content ${s(site.timings.loadContent)}, view models ${s(site.timings.buildPages)}, ` +
    `render, write and verify ${s((performance.now() - started) / 1000)}.`,
);
