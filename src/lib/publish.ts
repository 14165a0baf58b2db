// A local build (`npm run build`, and the tests in-process): the same Eleventy configuration as
// `npx @11ty/eleventy` (eleventy.config.ts validates, renders and verifies), plus what a local
// build needs beyond it: a large site rendered in bounded passes, into a staging folder that is
// swapped in for the output folder only when every pass verified. A failed or killed build
// leaves the last good output as it was; a successful one leaves no stale file behind (DESIGN §6).
import Eleventy from "@11ty/eleventy";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { siteConfig } from "../../eleventy.config.ts";
import type { BuildConfig } from "./config.ts";
import { planParts } from "./site/parts.ts";
import { clearSiteCache, loadCheckedSite, type Site } from "./site/site.ts";

export interface PublishOptions {
  config: BuildConfig;
  /** The folder to publish into (absolute). */
  outDir: string;
  /** Resource pages per Eleventy pass (src/lib/site/parts.ts). */
  pagesPerPart: number;
}

export interface Published {
  site: Site;
  renderSeconds: number;
  verifySeconds: number;
}

/**
 * Builds the site into `outDir`. Throws a BuildFailure (content or output problems) or another
 * error, and then leaves `outDir` exactly as it was. Eleventy resolves `src/` from the working
 * directory, which must be the repository.
 */
export async function publishSite({ config, outDir, pagesPerPart }: PublishOptions): Promise<Published> {
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

  clearSiteCache(); // each build reads the content afresh, also when one process builds twice
  const site = loadCheckedSite(config);
  const started = performance.now();
  const timings = { verifySeconds: 0 };
  try {
    for (const part of planParts(site.pages, pagesPerPart)) {
      const eleventy = new Eleventy("src", staging, { configPath: false, quietMode: true, config: siteConfig({ config, part, timings }) });
      // The caller reports the build as a whole; problems arrive as errors, not log lines.
      eleventy.disableLogger();
      await eleventy.write();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  if (existsSync(outDir)) renameSync(outDir, previous);
  renameSync(staging, outDir);
  rmSync(previous, { recursive: true, force: true });
  return { site, renderSeconds: (performance.now() - started) / 1000 - timings.verifySeconds, verifySeconds: timings.verifySeconds };
}
