// A local build (`npm run build`, and the tests in-process): the same Eleventy configuration as
// `npx @11ty/eleventy` (eleventy.config.ts validates, renders and verifies), into a new build
// folder, whose files are checked on disk before the output becomes a link to it
// (src/lib/output-folder.ts). A failed or killed build leaves the last good output as it was; a
// successful one leaves no stale file behind.
import Eleventy from "@11ty/eleventy";
import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { passthroughCopies, siteConfig } from "../../eleventy.config.ts";
import type { BuildRecord } from "./build-events.ts";
import type { BuildConfig } from "./config.ts";
import { BuildFailure } from "./failure.ts";
import { checkOutputFolder, createBuildFolder, lockOutputFolder, removeBuildFolder, removeLeftovers, restoreMovedAside, swapIn } from "./output-folder.ts";
import { clearSiteCache, loadCheckedSite, type Site } from "./site/site.ts";
import { checkOnDisk, filesIn } from "./verify/on-disk.ts";

const repository = fileURLToPath(new URL("../../", import.meta.url)).replace(/\/$/, "");

export interface PublishOptions {
  config: BuildConfig;
  /** The folder to publish into (absolute). */
  outDir: string;
}

export interface Published {
  site: Site;
  renderSeconds: number;
  verifySeconds: number;
}

/**
 * Builds the site into `outDir`. Throws a BuildFailure (settings, content or output problems)
 * or another error, and then leaves `outDir` exactly as it was. Eleventy resolves `src/` from
 * the working directory, which must be the repository.
 */
export async function publishSite({ config, outDir }: PublishOptions): Promise<Published> {
  checkOutputFolder(outDir, { repository, content: config.contentDir });
  const unlock = lockOutputFolder(outDir);
  try {
    restoreMovedAside(outDir);
    removeLeftovers(outDir);
    clearSiteCache(); // each build reads the content afresh, also when one process builds twice
    const site = loadCheckedSite(config);
    const buildFolder = createBuildFolder(outDir);
    const started = performance.now();
    const timings = { verifySeconds: 0 };
    const written = new Map<string, number>();
    const dated: NonNullable<BuildRecord["dated"]> = [];
    try {
      // One Eleventy run per locale into the same folder, so Eleventy holds one locale's files at
      // a time (it keeps every file it wrote until its run ends); the first also writes the root files.
      for (const [i, locale] of site.locales.entries()) {
        const run = { locales: [locale], root: i === 0, last: i === site.locales.length - 1 };
        const eleventy = new Eleventy("src", buildFolder, { configPath: false, quietMode: true, config: siteConfig({ config, timings, written, run, dated }) });
        // The caller reports the build as a whole; problems arrive as errors, not log lines.
        eleventy.disableLogger();
        await eleventy.write();
      }
      const onDisk = checkOnDisk(buildFolder, { written, copied: copiedFiles() });
      if (onDisk.length > 0) throw BuildFailure.fromProblems("The written files differ from the verified output", onDisk);
      swapIn(outDir, buildFolder);
    } catch (error) {
      removeBuildFolder(buildFolder);
      throw error;
    }
    if (realpathSync(outDir) !== realpathSync(buildFolder)) throw new BuildFailure(`${outDir}: expected to be the verified build ${buildFolder}; found something else`);
    const renderSeconds = (performance.now() - started) / 1000 - timings.verifySeconds;
    return { site, renderSeconds, verifySeconds: timings.verifySeconds };
  } finally {
    unlock();
  }
}

/** The files copied as they are (the assets), by path in the output, with their sources' sizes. */
function copiedFiles(): Map<string, number> {
  const copied = new Map<string, number>();
  for (const [from, to] of Object.entries(passthroughCopies)) {
    const source = path.join(repository, from);
    if (statSync(source).isDirectory()) for (const name of filesIn(source)) copied.set(`${to}/${name}`, statSync(path.join(source, name)).size);
    else copied.set(to, statSync(source).size);
  }
  return copied;
}
