// A local build (`npm run build`, and the tests in-process): the same Eleventy configuration as
// `npx @11ty/eleventy` (eleventy.config.ts validates, renders and verifies), plus what a local
// build needs beyond it: a large site rendered in bounded passes, each file checked in a worker
// while the next ones render (src/lib/verify/background.ts), into a new build folder, whose files
// are checked on disk before the output becomes a link to it (src/lib/output-folder.ts).
// A failed or killed build leaves the last good output as it was; a successful one leaves no
// stale file behind.
import Eleventy from "@11ty/eleventy";
import { realpathSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { passthroughCopies, siteConfig } from "../../eleventy.config.ts";
import type { BuildConfig, PassSizes } from "./config.ts";
import { BuildFailure } from "./failure.ts";
import { checkOutputFolder, createBuildFolder, lockOutputFolder, removeLeftovers, restoreMovedAside, swapIn } from "./output-folder.ts";
import { prepareLocatorWorker } from "./render/locators.ts";
import { planParts, type RenderPart } from "./site/parts.ts";
import { clearSiteCache, loadCheckedSite, type Site } from "./site/site.ts";
import { startBackgroundCheck, type BackgroundCheck } from "./verify/background.ts";
import { checkOnDisk, forEachFileIn } from "./verify/on-disk.ts";

const repository = fileURLToPath(new URL("../../", import.meta.url)).replace(/\/$/, "");

export interface PublishOptions {
  config: BuildConfig;
  /** The folder to publish into (absolute). */
  outDir: string;
  /** How the build splits into Eleventy passes (src/lib/site/parts.ts). */
  passes: PassSizes;
  /** Receives a line on the process's memory at every pass's start and end (BUILD_MEMORY_TRACE). */
  memoryTrace?: (line: string) => void;
}

export interface Published {
  site: Site;
  renderSeconds: number;
  /** Seconds the output check took (in its worker, for a site of several passes). */
  verifySeconds: number;
  /** For a site of several passes: seconds the check cost the build's own thread (handing files over at each pass's end, waiting for the worker after the last). */
  verifyWaitSeconds?: number;
}

/**
 * Builds the site into `outDir`. Throws a BuildFailure (settings, content or output problems)
 * or another error, and then leaves `outDir` exactly as it was. Eleventy resolves `src/` from
 * the working directory, which must be the repository.
 */
export async function publishSite({ config, outDir, passes, memoryTrace }: PublishOptions): Promise<Published> {
  checkOutputFolder(outDir, { repository, content: config.contentDir });
  const unlock = lockOutputFolder(outDir);
  try {
    restoreMovedAside(outDir);
    removeLeftovers(outDir);
    clearSiteCache(); // each build reads the content afresh, also when one process builds twice
    prepareLocatorWorker(); // loads the boundary dataset meanwhile (src/lib/render/locators.ts)
    const site = loadCheckedSite(config);
    const buildFolder = createBuildFolder(outDir);
    const started = performance.now();
    const viewModelsBefore = site.timings.buildPages;
    const timings = { verifySeconds: 0 };
    const written = new Map<string, number>();
    const parts = planParts(site.outline, passes.pagesPerPart, passes.wholeSiteUpTo);
    let background: BackgroundCheck | undefined;
    let workerSeconds = 0;
    try {
      // A site of several passes is checked in a worker while Eleventy renders (src/lib/verify/background.ts).
      // One pass is checked in place when it ends, as the dev server and a bare `eleventy` do:
      // on the real content the worker's start-up cost as much as it saved (docs/performance.md).
      if (parts.length > 1) background = startBackgroundCheck(site);
      for (const [i, part] of parts.entries()) {
        const pass = `pass ${i + 1} of ${parts.length} (${describePart(part)})`;
        memoryTrace?.(memoryLine(`${pass} start`));
        const eleventy = new Eleventy("src", buildFolder, { configPath: false, quietMode: true, config: siteConfig({ config, part, timings, written, checkBeside: background }) });
        // The caller reports the build as a whole; problems arrive as errors, not log lines.
        eleventy.disableLogger();
        background?.startPass(part);
        await eleventy.write();
        memoryTrace?.(memoryLine(`${pass} end`));
        background?.stopIfFailed();
      }
      const onDisk: string[] = [];
      if (background) {
        const waitStarted = performance.now();
        const checked = await background.finish();
        timings.verifySeconds += (performance.now() - waitStarted) / 1000;
        workerSeconds = checked.seconds;
        if (checked.problems.length > 0) throw BuildFailure.fromProblems("The output failed verification", checked.problems);
        onDisk.push(...checked.onDisk);
      }
      // The worker measured each pass's files when the pass ended; in place, they are measured here.
      onDisk.push(...checkOnDisk(buildFolder, { written, writtenSizesChecked: background !== undefined, copied: copiedFiles() }));
      if (onDisk.length > 0) throw BuildFailure.fromProblems("The written files differ from the verified output", onDisk);
      swapIn(outDir, buildFolder);
    } catch (error) {
      rmSync(buildFolder, { recursive: true, force: true });
      throw error;
    } finally {
      await background?.stop();
    }
    if (realpathSync(outDir) !== realpathSync(buildFolder)) throw new BuildFailure(`${outDir}: expected to be the verified build ${buildFolder}; found something else`);
    // View models of later locales are built during the passes; they count as view models.
    const passViewModels = site.timings.buildPages - viewModelsBefore;
    const renderSeconds = (performance.now() - started) / 1000 - timings.verifySeconds - passViewModels;
    return background
      ? { site, renderSeconds, verifySeconds: workerSeconds, verifyWaitSeconds: timings.verifySeconds }
      : { site, renderSeconds, verifySeconds: timings.verifySeconds };
  } finally {
    unlock();
  }
}

const describePart = (part: RenderPart<unknown>) =>
  [part.resources.length > 0 ? `${part.resources.length} pages` : "", part.locales.length > 0 ? `own files of ${part.locales.join(", ")}` : "", part.root ? "root files" : ""].filter(Boolean).join(", ");

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

/** The process's memory now, and its peak so far: what to look at when a pass's memory grows. */
function memoryLine(when: string): string {
  const m = process.memoryUsage();
  return `memory: ${when}: rss ${mib(m.rss)} (peak ${mib(process.resourceUsage().maxRSS * 1024)}), heap ${mib(m.heapUsed)} used of ${mib(m.heapTotal)}, external ${mib(m.external)} (buffers ${mib(m.arrayBuffers)})`;
}

/** The files copied as they are (the assets), by path in the output, with their sources' sizes. */
function copiedFiles(): Map<string, number> {
  const copied = new Map<string, number>();
  for (const [from, to] of Object.entries(passthroughCopies)) {
    const source = path.join(repository, from);
    if (statSync(source).isDirectory()) forEachFileIn(source, (name) => copied.set(`${to}/${name}`, statSync(path.join(source, name)).size));
    else copied.set(to, statSync(source).size);
  }
  return copied;
}
