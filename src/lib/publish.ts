// A build in this process (`npm run build`, and the tests): Eleventy's own run of the project's
// configuration, what a host's `npx @11ty/eleventy` runs. A failure says what became of the output.
import Eleventy from "@11ty/eleventy";
import { siteConfig } from "../../eleventy.config.ts";
import { failedBuildOutcome } from "./build-events.ts";
import type { BuildConfig } from "./config.ts";
import { loadSite } from "./site/site.ts";

/** Thrown for a failed build: the error, and one line on what became of the output. */
export class FailedBuild extends Error {
  readonly error: unknown;
  readonly outcome: string;
  constructor(error: unknown, outcome: string) {
    super(outcome, { cause: error });
    this.error = error;
    this.outcome = outcome;
  }
}

/** Builds the site into `outDir` (absolute). Eleventy resolves `src/` from the working directory, which must be the repository. */
export async function buildSite(config: BuildConfig, outDir: string) {
  const timings = { verifySeconds: 0 };
  const eleventy = new Eleventy("src", undefined, { configPath: false, quietMode: true, config: siteConfig({ config, outDir, timings }) });
  // Problems arrive as errors, not log lines.
  eleventy.disableLogger();
  const started = performance.now();
  try {
    await eleventy.write();
  } catch (error) {
    throw new FailedBuild(error, failedBuildOutcome(outDir));
  }
  const renderSeconds = (performance.now() - started) / 1000 - timings.verifySeconds;
  return { site: loadSite(config), renderSeconds, verifySeconds: timings.verifySeconds };
}
