// Eleventy owns the build. Every way of running it (a host's `npx @11ty/eleventy`, `npm start`,
// `npm run build`) goes through this configuration: the content is loaded and validated before
// anything is written (eleventy.before), the templates in src/ serialize the view models, and
// what the pass wrote is verified (eleventy.after). `npm run build` adds what a local build needs
// beyond that: passes, the check in a worker as each file renders, a staging folder and the
// atomic swap (scripts/build.ts). Eleventy finds eleventy.config.js by itself; that file loads
// this one.
import type UserConfig from "@11ty/eleventy/UserConfig";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decapAssets } from "./src/admin/site-files.ts";
import { localBackend } from "./src/admin/local-backend.ts";
import { adminHeaders, devServerHost, listenOn, startMessage } from "./src/admin/dev-server.ts";
import { contentDirFrom, readConfig, type BuildConfig } from "./src/lib/config.ts";
import { BuildFailure } from "./src/lib/failure.ts";
import { writeOutputMarker } from "./src/lib/output-folder.ts";
import { placementOf } from "./src/lib/maps/world.ts";
import type { FileContent } from "./src/lib/render/file-bytes.ts";
import { drawLocatorsBeside, prepareLocatorWorker } from "./src/lib/render/locators.ts";
import { forgetMarkdown } from "./src/lib/render/markdown.ts";
import { wholeSite, type RenderPart } from "./src/lib/site/parts.ts";
import { clearSiteCache, loadCheckedSite, loadSite, type PageOutline, type Site } from "./src/lib/site/site.ts";
import type { BackgroundCheck } from "./src/lib/verify/background.ts";
import { verifyPass } from "./src/lib/verify/output.ts";

export interface SiteConfigOptions {
  /** The build settings; from the environment (src/lib/config.ts) unless given. */
  config?: BuildConfig;
  /** The files this pass writes (src/lib/site/parts.ts); the whole site unless a build renders in passes. */
  part?: RenderPart<PageOutline>;
  /** Where the pass adds the seconds its output verification took (the build's timing line). */
  timings?: { verifySeconds: number };
  /** Where the pass records each verified file (path in the output folder → bytes), for the check on disk. */
  written?: Map<string, number>;
  /** Checks the pass's files in a worker as they are rendered instead of when the pass ends (`npm run build` of several passes: src/lib/verify/background.ts). */
  checkBeside?: Pick<BackgroundCheck, "file" | "endPass">;
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

/** Loaded content whose locator maps were handed to the drawing worker (each pass has its own configuration). */
const sitesWithLocators = new WeakSet<Site>();

/** Eleventy's configuration callback for one pass. */
export function siteConfig(options: SiteConfigOptions = {}) {
  return function configure(eleventyConfig: UserConfig): void {
    eleventyConfig.setInputDirectory("src");
    eleventyConfig.setTemplateFormats(["11ty.ts"]);
    // *.11ty.ts templates run like *.11ty.js (https://www.11ty.dev/docs/languages/typescript/);
    // Node imports them through tsx, or natively where it strips types itself.
    eleventyConfig.addExtension("11ty.ts", { key: "11ty.js" });
    // Copied by the pass that writes the root files only: a pass that copies them again spends
    // about 20 ms on checks and copies, many times over on a site of many passes (docs/performance.md).
    if (options.part?.root ?? true) eleventyConfig.addPassthroughCopy({ ...passthroughCopies });
    // A host's build log shows the summary and any problem, not one line per file written.
    eleventyConfig.setQuietMode(true);

    // Read when the build starts, not when Eleventy loads this file, so a bad setting is
    // reported like bad content.
    let config = options.config;
    const site = () => loadSite((config ??= readConfig()));

    // Global data: the validated content, and what this pass writes with the view models of its pages.
    let rendering: { site: Site; part: RenderPart } | undefined;
    const part = (): RenderPart => {
      const loaded = site();
      if (rendering?.site !== loaded) {
        const planned = options.part ?? wholeSite(loaded.outline);
        rendering = { site: loaded, part: { ...planned, resources: planned.resources.map((page) => loaded.pagesOf(page.locale)[page.index]!) } };
      }
      return rendering.part;
    };
    eleventyConfig.addGlobalData("site", site);
    eleventyConfig.addGlobalData("part", part);

    // The locator maps' worker loads the boundary dataset while the content is validated.
    prepareLocatorWorker();
    // Load and validate before Eleventy writes anything: bad content fails the build with the
    // same message as `npm run check`, and nothing is written.
    eleventyConfig.on("eleventy.before", () => {
      const loaded = loadCheckedSite((config ??= readConfig()));
      // The locator maps are drawn in a worker meanwhile (src/lib/render/locators.ts): once per
      // loaded content, not once per pass.
      if (!sitesWithLocators.has(loaded)) {
        sitesWithLocators.add(loaded);
        void drawLocatorsBeside(loaded.content.countries.map((country) => placementOf(country, loaded.content.mapPlaces)));
      }
    });
    // `npm run build` of several passes hands each file to the worker that checks it as Eleventy renders it.
    const beside = options.checkBeside;
    if (beside) {
      eleventyConfig.addTransform("output-check", function (this: { url?: string | false }, content: FileContent) {
        if (typeof this.url === "string") beside.file(this.url, content);
        return content;
      });
    }
    // Verify what this pass wrote before the build counts as done: here, or in that worker.
    eleventyConfig.on("eleventy.after", ({ results, directories }: { results: { url: string | false; outputPath: string | false; content: FileContent }[]; directories: { output: string } }) => {
      const started = performance.now();
      const outputDir = path.resolve(directories.output);
      const loaded = site();
      // What the check on disk will expect, recorded first: a large file may move to the output check's worker (src/lib/verify/background.ts).
      const onDisk: [string, number][] = [];
      for (const file of results) {
        if (!file.outputPath) continue;
        const written: [string, number] = [path.relative(outputDir, path.resolve(file.outputPath)).split(path.sep).join("/"), Buffer.byteLength(file.content)];
        onDisk.push(written);
        options.written?.set(...written);
      }
      const files = results.flatMap((file) => (typeof file.url === "string" ? [{ url: file.url, content: file.content }] : []));
      let problems: string[] = [];
      if (options.checkBeside) options.checkBeside.endPass(files, { folder: outputDir, files: onDisk });
      else problems = verifyPass(part(), new Map(files.map((file) => [file.url, file.content])), loaded);
      // A locale's Markdown is kept for its own files (the full text), and its view models for
      // its last pass (src/lib/site/parts.ts): no later pass needs what this one has written.
      forgetMarkdown(part().locales.flatMap((locale) => loaded.pagesOf(locale)));
      loaded.forgetPages(part().finishes);
      if (options.timings) options.timings.verifySeconds += (performance.now() - started) / 1000;
      if (problems.length > 0) throw BuildFailure.fromProblems("The output failed verification", problems);
      // The folder is this project's output: a later `npm run build` may replace it (src/lib/output-folder.ts).
      if (part().root) writeOutputMarker(outputDir);
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
      middleware: [adminHeaders, localBackend(options.config?.contentDir ?? contentDirFrom(process.env))],
    });
    eleventyConfig.on("eleventy.beforeWatch", () => clearSiteCache());
  };
}

export default siteConfig();
