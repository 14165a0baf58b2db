// `npm run build`: validate the content, render into a staging folder, verify the output, and
// only then swap it in for _site/. A failed or killed build leaves the last good _site/ as it was,
// and a successful one leaves no stale file behind (DESIGN §6).
import Eleventy from "@11ty/eleventy";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig, type BuildConfig } from "../src/lib/config.ts";
import { findContentError } from "../src/lib/content/problems.ts";
import { forgetMarkdown } from "../src/lib/render/markdown.ts";
import { pagesPerPart, planParts, renderOnly } from "../src/lib/site/parts.ts";
import { loadSite, type Site } from "../src/lib/site/site.ts";
import { plannedFiles, verifyPart } from "../src/lib/verify/output.ts";

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

// A build killed between the two renames of the swap leaves only `.previous`: put it back.
if (!existsSync(outDir) && existsSync(previous)) renameSync(previous, outDir);
// Staging folders of builds that were killed are garbage.
if (existsSync(parent)) {
  for (const name of readdirSync(parent)) {
    if (name.startsWith(`${base}.staging-`) || name === `${base}.previous`) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

let config: BuildConfig;
let site: Site;
try {
  config = readConfig();
  site = loadSite(config);
} catch (error) {
  const contentError = findContentError(error);
  fail(contentError ? `${contentError.message}\nNothing was written; ${path.relative(process.cwd(), outDir) || outDir} is unchanged.` : String((error as Error).message ?? error));
}

// Eleventy keeps every file of a pass in memory until the pass ends, so a large site is rendered
// in parts (src/lib/site/parts.ts), each verified as soon as it is written.
// BUILD_PAGES_PER_PART overrides the pass size, for tests and for tuning (docs/performance.md).
const partSize = Number(process.env.BUILD_PAGES_PER_PART) || pagesPerPart;
const planned = plannedFiles(site.pages);
const problems: string[] = [];
let renderSeconds = 0;
let verifySeconds = 0;
try {
  for (const part of planParts(site.pages, partSize)) {
    const started = performance.now();
    renderOnly(part);
    const eleventy = new Eleventy("src", staging, { configPath: "eleventy.config.ts", quietMode: true });
    const [, templates] = await eleventy.write();
    const written = new Map(templates.map((file) => [file.url, file.content]));
    const rendered = performance.now();
    problems.push(...verifyPart(part, written, config.siteUrl, planned));
    // A locale's Markdown is kept for its llms-full.txt, which this part has now written.
    forgetMarkdown(site.pages.filter((page) => part.locales.includes(page.locale)));
    renderSeconds += (rendered - started) / 1000;
    verifySeconds += (performance.now() - rendered) / 1000;
  }
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  const contentError = findContentError(error);
  fail(contentError ? contentError.message : `The build failed while rendering: ${(error as Error).stack ?? error}`);
} finally {
  renderOnly(undefined);
}

if (problems.length > 0) {
  rmSync(staging, { recursive: true, force: true });
  const shown = problems.slice(0, 50).map((p) => `  - ${p}`);
  if (problems.length > shown.length) shown.push(`  ... and ${problems.length - shown.length} more`);
  fail(`The output failed verification (${problems.length} problems):\n${shown.join("\n")}`);
}

if (existsSync(outDir)) renameSync(outDir, previous);
renameSync(staging, outDir);
rmSync(previous, { recursive: true, force: true });
const s = (seconds: number) => `${seconds.toFixed(2)} s`;
console.log(
  `Built ${site.pages.length * 3} resource files for ${site.locales.length} locales into ${outDir}: ` +
    `start-up ${s(startupSeconds)}, content ${s(site.timings.loadContent)}, view models ${s(site.timings.buildPages)}, ` +
    `render and write ${s(renderSeconds)}, verification ${s(verifySeconds)}.`,
);
