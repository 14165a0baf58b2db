// Every way of running Eleventy (a host's `npx @11ty/eleventy`, `npm run build`, `npm start`) goes
// through this configuration: global data in _data/, the templates in src/, and the checks before
// and after a build (src/lib/build-events.ts). eleventy.config.js loads this file.
import type UserConfig from "@11ty/eleventy/UserConfig";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { decapAssets } from "./src/admin/site-files.ts";
import { localBackend } from "./src/admin/local-backend.ts";
import { newEditorKey } from "./src/admin/backend-access.ts";
import { buildFailureBanner } from "./src/admin/build-status.ts";
import { liveContentSnapshot } from "./src/admin/content-snapshot.ts";
import { adminHeaders, devServerHost, refuseBadPaths, listenOn, startMessage } from "./src/admin/dev-server.ts";
import { afterBuild, beforeBuild, type Publishing, type WrittenFiles } from "./src/lib/build-events.ts";
import { contentDirFrom, readConfig, type BuildConfig } from "./src/lib/config.ts";
import { locales } from "./src/lib/locales.ts";
import { buildFolderFor } from "./src/lib/output-folder.ts";
import { clearSiteCache } from "./src/lib/site/site.ts";

export interface SiteConfigOptions {
  /** The build settings; from the environment (src/lib/config.ts) unless given. */
  config?: BuildConfig;
  /** Where a build publishes (absolute); OUTPUT_DIR, else _site in the working directory, unless given. */
  outDir?: string;
  /** Where a build adds the seconds its output verification took. */
  timings?: Publishing["timings"];
  /** The form editor's key for this run of `npm start` (src/admin/backend-access.ts); a new one unless given. */
  editorKey?: string;
}

/**
 * Files copied as they are (source → path in the output). Browsers ask for /favicon.ico whatever
 * the page says. Decap CMS is fetched on a machine's first build (src/admin/site-files.ts) when
 * Eleventy configures, so a failure is a build's failure (one message), not one of loading this file.
 */
const passthroughCopies = (): Readonly<Record<string, string>> => ({
  "src/assets": "assets",
  "src/assets/favicon.ico": "favicon.ico",
  ...decapAssets(path.dirname(fileURLToPath(import.meta.url))),
});

/** Eleventy's configuration callback. */
export function siteConfig(options: SiteConfigOptions = {}) {
  return function configure(eleventyConfig: UserConfig): void {
    eleventyConfig.setInputDirectory("src");
    // The shared page layout (_includes/page.11ty.ts), outside src/ like the data.
    eleventyConfig.setIncludesDirectory("../_includes");
    eleventyConfig.setTemplateFormats(["11ty.ts"]);
    // https://www.11ty.dev/docs/languages/typescript/
    eleventyConfig.addExtension("11ty.ts", { key: "11ty.js" });
    eleventyConfig.addGlobalData("locales", locales);
    const copies = passthroughCopies();
    eleventyConfig.addPassthroughCopy({ ...copies });
    // A build (not `npm start`, which rewrites its output in place) publishes a verified folder.
    let publishing: Publishing | undefined;
    if ((process.env.ELEVENTY_RUN_MODE ?? "build") === "build") {
      const outDir = options.outDir ?? path.resolve(process.env.OUTPUT_DIR || "_site");
      publishing = { outDir, buildFolder: buildFolderFor(outDir), copies, ...(options.timings && { timings: options.timings }) };
      eleventyConfig.setOutputDirectory(publishing.buildFolder);
    }
    // A host's build log shows the summary and any problem, not one line per file written.
    eleventyConfig.setQuietMode(true);

    // Read when the build starts, so a bad setting is reported like bad content.
    let config = options.config;
    const buildConfig = () => (config ??= readConfig());

    // Global data: _data/*.ts, each a function of the build's settings.
    eleventyConfig.setDataDirectory("../_data");
    eleventyConfig.addDataExtension("ts", {
      read: false,
      parser: async (file: string) => ((await import(pathToFileURL(path.resolve(file)).href)) as { default: (config: BuildConfig) => unknown }).default(buildConfig()),
    });

    eleventyConfig.on("eleventy.before", () => beforeBuild(buildConfig(), publishing));
    eleventyConfig.on("eleventy.after", (event: WrittenFiles) => afterBuild(event, buildConfig(), publishing));

    // Dev server: edits in the content folder rebuild…
    const contentDir = options.config?.contentDir ?? contentDirFrom(process.env);
    const editorKey = options.editorKey ?? newEditorKey();
    eleventyConfig.addWatchTarget(contentDir);
    // …and the form editor at /admin/ saves into that folder (src/admin/). A save reloads the
    // page: DOM diffing reads text, and templates hand Eleventy bytes (render/file-bytes.ts).
    // A bad DEV_SERVER_HOST stops `npm start` before it starts: refused while the server was set
    // up, it left a process running that served nothing.
    const host = process.env.ELEVENTY_RUN_MODE === "serve" ? devServerHost() : undefined;
    eleventyConfig.setServerOptions({
      domDiff: false,
      setup: () => listenOn(host ?? devServerHost()),
      messageOnStart: (server: { localhostUrl: string }) => startMessage(server, editorKey),
      middleware: [refuseBadPaths, adminHeaders, buildFailureBanner, liveContentSnapshot(contentDir), localBackend(contentDir, editorKey)],
    });
    eleventyConfig.on("eleventy.beforeWatch", () => clearSiteCache());
  };
}

export default siteConfig();
