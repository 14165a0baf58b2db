// Eleventy owns the build. Every way of running it (a host's `npx @11ty/eleventy`, `npm start`,
// `npm run build`) goes through this configuration: the content is loaded and validated before
// anything is written (eleventy.before), the templates in src/ serialize the view models, and
// what it wrote is verified (eleventy.after). `npm run build` adds what a local build needs
// beyond that: a staging folder, the check on disk and the atomic swap (src/lib/publish.ts). Eleventy finds eleventy.config.js by itself; that file loads
// this one.
import type UserConfig from "@11ty/eleventy/UserConfig";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decapAssets } from "./src/admin/site-files.ts";
import { localBackend } from "./src/admin/local-backend.ts";
import { buildFailureBanner, recordBuild } from "./src/admin/build-status.ts";
import { formCheck } from "./src/admin/form-check.ts";
import { adminHeaders, devServerHost, listenOn, startMessage } from "./src/admin/dev-server.ts";
import { contentDirFrom, readConfig, type BuildConfig } from "./src/lib/config.ts";
import { stampFileDates } from "./src/lib/site/file-dates.ts";
import { BuildFailure } from "./src/lib/failure.ts";
import { writeOutputMarker } from "./src/lib/output-folder.ts";
import { locatorDrawings } from "./src/lib/render/locators.ts";
import { clearSiteCache, loadCheckedSite, loadSite } from "./src/lib/site/site.ts";
import type { FileContent } from "./src/lib/render/file-bytes.ts";
import { verifySite } from "./src/lib/verify/output.ts";

export interface SiteConfigOptions {
  /** The build settings; from the environment (src/lib/config.ts) unless given. */
  config?: BuildConfig;
  /** Where the build adds the seconds its output verification took (the build's timing line). */
  timings?: { verifySeconds: number };
  /** Where the build records each verified file (path in the output folder → bytes), for the check on disk. */
  written?: Map<string, number>;
}

/**
 * Files copied as they are (source in the repository → path in the output); the build checks
 * them on disk too. Browsers and crawlers ask for /favicon.ico whatever the page says. The form
 * editor's Decap CMS comes from its pinned npm package (src/admin/site-files.ts).
 */
export const passthroughCopies: Readonly<Record<string, string>> = {
  "src/assets": "assets",
  "src/assets/favicon.ico": "favicon.ico",
  ...decapAssets(path.dirname(fileURLToPath(import.meta.url))),
};

/** Eleventy's configuration callback. */
export function siteConfig(options: SiteConfigOptions = {}) {
  return function configure(eleventyConfig: UserConfig): void {
    eleventyConfig.setInputDirectory("src");
    eleventyConfig.setTemplateFormats(["11ty.ts"]);
    // *.11ty.ts templates run like *.11ty.js (https://www.11ty.dev/docs/languages/typescript/);
    // Node imports them through tsx, or natively where it strips types itself.
    eleventyConfig.addExtension("11ty.ts", { key: "11ty.js" });
    eleventyConfig.addPassthroughCopy({ ...passthroughCopies });
    // A host's build log shows the summary and any problem, not one line per file written.
    eleventyConfig.setQuietMode(true);

    // Read when the build starts, not when Eleventy loads this file, so a bad setting is
    // reported like bad content.
    let config = options.config;
    const site = () => loadSite((config ??= readConfig()));

    // Global data: the validated content, and every resource page's view model, locale by locale.
    eleventyConfig.addGlobalData("site", site);
    eleventyConfig.addGlobalData("resources", () => site().locales.flatMap((locale) => site().pages[locale]));

    // Load and validate before Eleventy writes anything: bad content fails the build with the
    // same message as `npm run check`, and nothing is written.
    eleventyConfig.on("eleventy.before", () => {
      try {
        loadCheckedSite((config ??= readConfig()));
      } catch (error) {
        // `npm start` shows it on every page it still serves (src/admin/build-status.ts).
        recordBuild(error instanceof Error ? error.message : String(error));
        throw error;
      }
    });
    // Verify what was written before the build counts as done.
    eleventyConfig.on("eleventy.after", ({ results, directories }: { results: { url: string | false; outputPath: string | false; content: FileContent }[]; directories: { output: string } }) => {
      const started = performance.now();
      const outputDir = path.resolve(directories.output);
      const written = new Map<string, FileContent>();
      for (const file of results) {
        if (typeof file.url === "string") written.set(file.url, file.content);
        if (file.outputPath) options.written?.set(path.relative(outputDir, path.resolve(file.outputPath)).split(path.sep).join("/"), Buffer.byteLength(file.content));
      }
      // Maps drawn for the first time are kept for the next build (src/lib/render/locators.ts).
      locatorDrawings().save();
      const problems = verifySite(written, site());
      if (options.timings) options.timings.verifySeconds += (performance.now() - started) / 1000;
      if (problems.length > 0) throw BuildFailure.fromProblems("The output failed verification", problems);
      // Each file's content date as its time, for stable ETag and Last-Modified (src/lib/site/file-dates.ts).
      stampFileDates(outputDir, results, site());
      // The folder is this project's output: a later `npm run build` may replace it (src/lib/output-folder.ts).
      writeOutputMarker(outputDir);
      recordBuild(undefined);
    });

    // Dev server: edits in the content folder (CONTENT_DIR, default content/) rebuild with
    // freshly loaded content.
    eleventyConfig.addWatchTarget(options.config?.contentDir ?? contentDirFrom(process.env));
    // …and the form editor at /admin/ saves into that folder through Decap's local backend.
    // A save reloads the page: the dev server's DOM diffing reads a page's text, and templates
    // hand Eleventy bytes (src/lib/render/file-bytes.ts). The server listens on 127.0.0.1 unless
    // DEV_SERVER_HOST says otherwise (setup runs only when serving), and /admin/ has its CSP of
    // _headers, as on a host (src/admin/dev-server.ts).
    eleventyConfig.setServerOptions({
      domDiff: false,
      setup: () => listenOn(devServerHost()),
      messageOnStart: startMessage,
      middleware: [adminHeaders, buildFailureBanner, formCheck(options.config?.contentDir ?? contentDirFrom(process.env)), localBackend(options.config?.contentDir ?? contentDirFrom(process.env))],
    });
    eleventyConfig.on("eleventy.beforeWatch", () => clearSiteCache());
  };
}

export default siteConfig();
