// `npm run build`: settings from the environment, then src/lib/publish.ts (the Eleventy build of
// eleventy.config.ts, staged and swapped in). Exit code 1 with a message and
// no stack trace for anything a person must fix.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { localBuildWarning, readConfig } from "../src/lib/config.ts";
import { findBuildFailure } from "../src/lib/failure.ts";
import { publishSite } from "../src/lib/publish.ts";

// Seconds since the process started: Node, the TypeScript loader and every imported module.
const startupSeconds = performance.now() / 1000;

// Paths from the environment are relative to where the build was started; then work from the
// repository, so the build gives the same bytes from any working directory.
const outDir = path.resolve(process.env.OUTPUT_DIR || "_site");
process.env.CONTENT_DIR = path.resolve(process.env.CONTENT_DIR || "content");
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

try {
  const config = readConfig();
  const warning = localBuildWarning();
  if (warning) console.warn(`\n${"!".repeat(78)}\n${warning}\n${"!".repeat(78)}\n`);
  const { site, renderSeconds, verifySeconds } = await publishSite({ config, outDir });
  const s = (seconds: number) => `${seconds.toFixed(2)} s`;
  console.log(
    `Built ${site.outline.length * 3} resource files for ${site.locales.length} locales into ${outDir}: ` +
      `start-up ${s(startupSeconds)}, content ${s(site.timings.loadContent)}, view models ${s(site.timings.buildPages)}, ` +
      `render and write ${s(renderSeconds)}, verification ${s(verifySeconds)}.`,
  );
} catch (error) {
  const failure = findBuildFailure(error);
  const unchanged = `Nothing was written; ${outDir} is unchanged.`;
  console.error(failure ? `${failure.message}\n${unchanged}` : `The build failed: ${(error as Error).stack ?? error}\n${unchanged}`);
  process.exitCode = 1;
}
