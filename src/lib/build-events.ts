// What Eleventy runs around a build (eleventy.config.ts registers it): the content is loaded and
// validated before anything is written, and what was written is verified before the build counts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { recordBuild } from "../admin/build-status.ts";
import type { BuildConfig } from "./config.ts";
import { BuildFailure } from "./failure.ts";
import { writeOutputMarker } from "./output-folder.ts";
import type { FileContent } from "./render/file-bytes.ts";
import { locatorDrawings } from "./render/locators.ts";
import { precompressedUrls, writePrecompressed } from "./render/precompressed.ts";
import { stampFileDates } from "./site/file-dates.ts";
import { wholeSite, type RunFiles } from "./site/template-data.ts";
import { loadCheckedSite, loadSite } from "./site/site.ts";
import { verifySite } from "./verify/output.ts";

/** What one Eleventy run writes (the root files and copies if `root`); `npm run build` runs once per locale, and its last run dates every file. */
export interface RunScope extends RunFiles {
  last: boolean;
}

export interface BuildRecord {
  /** What this run writes; the whole site unless given. */
  run?: RunScope;
  /** Every earlier run's written files, for the last run to date them all. */
  dated?: { url: string | false; outputPath: string | false }[];
  /** Where the build adds the seconds its output verification took (the build's timing line). */
  timings?: { verifySeconds: number };
  /** Where the build records each verified file (path in the output folder → bytes), for the check on disk. */
  written?: Map<string, number>;
}

/** Eleventy's `eleventy.after` event: what it reports having written. */
export interface WrittenFiles {
  results: { url: string | false; outputPath: string | false; content: FileContent }[];
  directories: { output: string };
}

/** Bad content fails the build with the same message as `npm run check`, before anything is written. */
export function beforeBuild(config: BuildConfig): void {
  try {
    loadCheckedSite(config);
  } catch (error) {
    // `npm start` shows it on every page it still serves (src/admin/build-status.ts).
    recordBuild(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

const sourceDir = fileURLToPath(new URL("..", import.meta.url));

/** Verifies what was written, writes the compressed copies, then dates the files and marks the folder as this project's output. */
export function afterBuild({ results, directories }: WrittenFiles, config: BuildConfig, record: BuildRecord): void {
  const site = loadSite(config);
  const started = performance.now();
  const outputDir = path.resolve(directories.output);
  const written = new Map<string, FileContent>();
  for (const file of results) {
    if (typeof file.url === "string") written.set(file.url, file.content);
    if (file.outputPath) record.written?.set(path.relative(outputDir, path.resolve(file.outputPath)).split(path.sep).join("/"), Buffer.byteLength(file.content));
  }
  // Maps drawn for the first time are kept for the next build (src/lib/render/locators.ts).
  locatorDrawings().save();
  const run = record.run ?? { ...wholeSite, last: true };
  const problems = verifySite(written, site, run);
  if (record.timings) record.timings.verifySeconds += (performance.now() - started) / 1000;
  if (problems.length > 0) throw BuildFailure.fromProblems("The output failed verification", problems);
  // Compressed copies of what a phone loads to plan a trip (src/lib/render/precompressed.ts);
  // the stylesheet and site script are copied as they are, so their bytes are their sources' in src/.
  for (const url of precompressedUrls(run)) {
    const bytes = written.get(url) ?? readFileSync(path.join(sourceDir, url));
    for (const [name, size] of writePrecompressed(outputDir, url, Buffer.from(bytes))) record.written?.set(name, size);
  }
  // Each file's content date as its time, for stable ETag and Last-Modified (src/lib/site/file-dates.ts).
  record.dated?.push(...results.map(({ url, outputPath }) => ({ url, outputPath })));
  if (run.last) stampFileDates(outputDir, record.dated ?? results, site);
  // The folder is this project's output: a later `npm run build` may replace it (src/lib/output-folder.ts).
  writeOutputMarker(outputDir);
  recordBuild(undefined);
}
