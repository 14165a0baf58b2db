// Eleventy owns the build. Every way of running it (a host's `npx @11ty/eleventy`, `npm start`,
// `npm run build`) goes through this configuration, which only registers: global data in _data/,
// the templates in src/ that serialize the view models, and the checks before and after a build
// (src/lib/build-events.ts). `npm run build` adds what a local build needs beyond that: a staging
// folder, the check on disk and the atomic swap (src/lib/publish.ts). Eleventy finds
// eleventy.config.js by itself; that file loads this one.
import type UserConfig from "@11ty/eleventy/UserConfig";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { decapAssets } from "./src/admin/site-files.ts";
import { localBackend } from "./src/admin/local-backend.ts";
import { buildFailureBanner } from "./src/admin/build-status.ts";
import { formCheck } from "./src/admin/form-check.ts";
import { adminHeaders, devServerHost, listenOn, startMessage } from "./src/admin/dev-server.ts";
import { afterBuild, beforeBuild, type BuildRecord, type WrittenFiles } from "./src/lib/build-events.ts";
import { contentDirFrom, readConfig, type BuildConfig } from "./src/lib/config.ts";
import { clearSiteCache } from "./src/lib/site/site.ts";
import { wholeSite } from "./src/lib/site/template-data.ts";

export interface SiteConfigOptions extends BuildRecord {
  /** The build settings; from the environment (src/lib/config.ts) unless given. */
  config?: BuildConfig;
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
    // The shared page layout (_includes/page.11ty.ts), outside src/ like the data.
    eleventyConfig.setIncludesDirectory("../_includes");
    eleventyConfig.setTemplateFormats(["11ty.ts"]);
    // *.11ty.ts templates run like *.11ty.js (https://www.11ty.dev/docs/languages/typescript/);
    // Node imports them through tsx, or natively where it strips types itself.
    eleventyConfig.addExtension("11ty.ts", { key: "11ty.js" });
    // What this run writes (src/lib/site/template-data.ts): the whole site unless `npm run build`
    // runs once per locale; the copies go with the root files.
    const run = options.run ?? wholeSite;
    eleventyConfig.addGlobalData("run", run);
    if (run.root) eleventyConfig.addPassthroughCopy({ ...passthroughCopies });
    // A host's build log shows the summary and any problem, not one line per file written.
    eleventyConfig.setQuietMode(true);

    // Read when the build starts, not when Eleventy loads this file, so a bad setting is
    // reported like bad content.
    let config = options.config;
    const buildConfig = () => (config ??= readConfig());

    // Global data: _data/*.ts, each a function of the build's settings.
    eleventyConfig.setDataDirectory("../_data");
    eleventyConfig.addDataExtension("ts", {
      read: false,
      parser: async (file: string) => ((await import(pathToFileURL(path.resolve(file)).href)) as { default: (config: BuildConfig) => unknown }).default(buildConfig()),
    });

    eleventyConfig.on("eleventy.before", () => beforeBuild(buildConfig()));
    eleventyConfig.on("eleventy.after", (event: WrittenFiles) => afterBuild(event, buildConfig(), options));

    // Dev server: edits in the content folder (CONTENT_DIR, default content/) rebuild with
    // freshly loaded content…
    const contentDir = options.config?.contentDir ?? contentDirFrom(process.env);
    eleventyConfig.addWatchTarget(contentDir);
    // …and the form editor at /admin/ saves into that folder through Decap's local backend.
    // A save reloads the page: the dev server's DOM diffing reads a page's text, and templates
    // hand Eleventy bytes (src/lib/render/file-bytes.ts). The server listens on 127.0.0.1 unless
    // DEV_SERVER_HOST says otherwise (setup runs only when serving), and /admin/ has its CSP of
    // _headers, as on a host (src/admin/dev-server.ts).
    eleventyConfig.setServerOptions({
      domDiff: false,
      setup: () => listenOn(devServerHost()),
      messageOnStart: startMessage,
      middleware: [adminHeaders, buildFailureBanner, formCheck(contentDir), localBackend(contentDir)],
    });
    eleventyConfig.on("eleventy.beforeWatch", () => clearSiteCache());
  };
}

export default siteConfig();
