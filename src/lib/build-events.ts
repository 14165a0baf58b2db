// What Eleventy runs around a build: the content is validated before anything is written; a
// build (not `npm start`) renders into a folder beside the output, which is verified, checked on
// disk, and only then published (src/lib/output-folder.ts).
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { recordBuild } from "../admin/build-status.ts";
import type { BuildConfig } from "./config.ts";
import { BuildFailure } from "./failure.ts";
import { checkOutputFolder, cleanUpBeside, createBuildFolder, publishBuildFolder, removeBuildFolder, writeOutputMarker } from "./output-folder.ts";
import type { FileContent } from "./render/file-bytes.ts";
import { locatorDrawings } from "./render/locators.ts";
import { precompressedUrls, writePrecompressed } from "./render/precompressed.ts";
import { fileDatesRecord, stampFileDates } from "./site/file-dates.ts";
import { clearSiteCache, loadCheckedSite, loadSite } from "./site/site.ts";
import { describeSystemReason } from "./system-errors.ts";
import { checkOnDisk, filesIn } from "./verify/on-disk.ts";
import { verifySite } from "./verify/output.ts";

const sourceDir = fileURLToPath(new URL("..", import.meta.url));
const repository = path.resolve(sourceDir, "..");

/** A build's output, the folder Eleventy writes, and the files copied as they are (source → path in the output). */
export interface Publishing {
  outDir: string;
  buildFolder: string;
  copies: Readonly<Record<string, string>>;
  /** For the build's timing line. */
  timings?: { verifySeconds: number };
}

export interface WrittenFiles {
  results: { url: string | false; outputPath: string | false; content: FileContent }[];
  directories: { output: string };
}

/** The build under way in this process, so that a failure can say what became of the output. */
let underway: { publishing: Publishing; outcome?: string } | undefined;

/** Bad content fails the build with the same message as `npm run check`, before anything is written. */
export function beforeBuild(config: BuildConfig, publishing?: Publishing): void {
  clearSiteCache(); // each build reads the content afresh, also when one process builds twice
  try {
    loadCheckedSite(config);
  } catch (error) {
    // `npm start` shows it on every page it still serves (src/admin/build-status.ts).
    recordBuild(error instanceof Error ? error.message : String(error));
    throw error;
  }
  if (!publishing) return;
  checkOutputFolder(publishing.outDir, { repository, content: config.contentDir });
  for (const problem of cleanUpBeside(publishing.outDir, publishing.buildFolder)) console.warn(problem);
  underway = { publishing };
  createBuildFolder(publishing.buildFolder);
}

/** Verifies what was written, adds the compressed copies, file dates and marker; a build then checks its folder on disk and publishes it. */
export function afterBuild(event: WrittenFiles, config: BuildConfig, publishing?: Publishing): void {
  try {
    verifyAndPublish(event, config, publishing);
  } catch (error) {
    // A host's bare `npx @11ty/eleventy` leaves nothing behind either (the swap itself said what it left).
    if (underway && underway.outcome === undefined) underway.outcome = abandon(underway.publishing);
    throw error;
  }
}

function verifyAndPublish({ results, directories }: WrittenFiles, config: BuildConfig, publishing?: Publishing): void {
  const site = loadSite(config);
  const started = performance.now();
  const outputDir = path.resolve(directories.output);
  const written = new Map<string, FileContent>();
  const sizes = new Map<string, number>();
  for (const file of results) {
    if (typeof file.url === "string") written.set(file.url, file.content);
    if (file.outputPath) sizes.set(path.relative(outputDir, path.resolve(file.outputPath)).split(path.sep).join("/"), Buffer.byteLength(file.content));
  }
  // Maps drawn for the first time are kept for the next build (src/lib/render/locators.ts).
  locatorDrawings().save();
  const problems = verifySite(written, site);
  if (publishing?.timings) publishing.timings.verifySeconds += (performance.now() - started) / 1000;
  if (problems.length > 0) throw BuildFailure.fromProblems("The output failed verification", problems);
  // The stylesheet and site script are copied as they are: their bytes are their sources'.
  for (const url of precompressedUrls()) {
    const bytes = written.get(url) ?? readFileSync(path.join(sourceDir, url));
    for (const [name, size] of writePrecompressed(outputDir, url, Buffer.from(bytes))) sizes.set(name, size);
  }
  sizes.set(fileDatesRecord, stampFileDates(outputDir, results, site, publishing?.outDir));
  writeOutputMarker(outputDir);
  recordBuild(undefined);
  if (!publishing) return;
  const onDisk = checkOnDisk(publishing.buildFolder, { written: sizes, copied: copiedFiles(publishing.copies) });
  if (onDisk.length > 0) throw BuildFailure.fromProblems("The written files differ from the verified output", onDisk);
  try {
    for (const problem of publishBuildFolder(publishing.outDir, publishing.buildFolder)) console.warn(problem);
    underway = undefined;
  } catch (error) {
    // The swap said which site the output is and what is left (src/lib/output-folder.ts).
    if (underway) underway.outcome = "";
    throw error;
  }
}

/** Removes a failed build's folder; says what became of the output. */
function abandon({ outDir, buildFolder }: Publishing): string {
  try {
    removeBuildFolder(buildFolder);
    return `Nothing was written; ${outDir} is unchanged.`;
  } catch (error) {
    return `${outDir} is unchanged; this build's folder ${buildFolder} could not be removed (${describeSystemReason(error)}): the next build removes it.`;
  }
}

/** After a failed build: removes its folder and says what became of the output (empty when the failure said it). */
export function failedBuildOutcome(outDir: string): string {
  const build = underway;
  underway = undefined;
  if (!build) return `Nothing was written; ${outDir} is unchanged.`;
  return build.outcome ?? abandon(build.publishing);
}

/** The copied files by path in the output, with their sources' sizes. */
function copiedFiles(copies: Readonly<Record<string, string>>): Map<string, number> {
  const copied = new Map<string, number>();
  for (const [from, to] of Object.entries(copies)) {
    const source = path.join(repository, from);
    if (statSync(source).isDirectory()) for (const name of filesIn(source)) copied.set(`${to}/${name}`, statSync(path.join(source, name)).size);
    else copied.set(to, statSync(source).size);
  }
  return copied;
}
