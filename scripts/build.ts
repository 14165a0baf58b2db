// `npm run build`: settings from the environment, then Eleventy's run of the project's
// configuration (src/lib/publish.ts), the same run as a host's `npx @11ty/eleventy`. What this
// adds is the report: a timing line, or exit code 1 with one message, and no stack trace for
// anything a person must fix, followed by what became of the output.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { failedBuildOutcome } from "../src/lib/build-events.ts";
import { localBuildWarning, readConfig } from "../src/lib/config.ts";
import { findBuildFailure } from "../src/lib/failure.ts";
import { buildSite, FailedBuild } from "../src/lib/publish.ts";
import { describeSystemError } from "../src/lib/system-errors.ts";

// Seconds since the process started: Node, the TypeScript loader and every imported module.
const startupSeconds = performance.now() / 1000;

// Paths from the environment are relative to where the build was started; then work from the
// repository, so the build gives the same bytes from any working directory.
const outDir = path.resolve(process.env.OUTPUT_DIR || "_site");
process.env.CONTENT_DIR = path.resolve(process.env.CONTENT_DIR || "content");
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

// Eleventy copies files in promises it does not always await: a full disk there is an unhandled
// rejection, which would end the process with a stack trace.
let failed = false;
for (const event of ["unhandledRejection", "uncaughtException"] as const) {
  process.on(event, (error: unknown) => {
    fail(error);
    process.exit(1);
  });
}

try {
  const config = readConfig();
  const warning = localBuildWarning();
  if (warning) console.warn(`\n${"!".repeat(78)}\n${warning}\n${"!".repeat(78)}\n`);
  const { site, renderSeconds, verifySeconds } = await buildSite(config, outDir);
  const s = (seconds: number) => `${seconds.toFixed(2)} s`;
  console.log(
    `Built ${site.outline.length * 3} resource files for ${site.locales.length} locales into ${outDir}: ` +
      `start-up ${s(startupSeconds)}, content ${s(site.timings.loadContent)}, view models ${s(site.timings.buildPages)}, ` +
      `render and write ${s(renderSeconds)}, verification ${s(verifySeconds)}.`,
  );
} catch (error) {
  fail(error);
}

/** The one message a failed build prints: the person's problem as it is, a refusal of the
 *  operating system in one line (src/lib/system-errors.ts), anything else with its stack. A full
 *  disk can fail the build and one of Eleventy's unawaited copies too: the first reason is said,
 *  once. */
function fail(thrown: unknown): void {
  process.exitCode = 1;
  if (failed) return;
  failed = true;
  const error = thrown instanceof FailedBuild ? thrown.cause : thrown;
  const outcome = thrown instanceof FailedBuild ? thrown.message : failedBuildOutcome(outDir);
  const failure = findBuildFailure(error);
  const system = failure ? undefined : describeSystemError(error, { outDir, contentDir: process.env.CONTENT_DIR! });
  console.error([failure ? failure.message : (system ?? `The build failed: ${(error as Error).stack ?? error}`), outcome].filter(Boolean).join("\n"));
}
