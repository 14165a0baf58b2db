// Eleventy owns the build. Every way of running it (a host's `npx @11ty/eleventy`, `npm run build`,
// `npm start`) goes through this configuration, which only registers: global data in _data/, the
// templates in src/ that serialize the view models, and the checks and steps before and after a
// build (src/lib/build-events.ts): a build renders into a folder beside the output and publishes it
// once verified. Eleventy finds eleventy.config.js by itself; that file loads this one.
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
 * Files copied as they are (source in the repository → path in the output); the build checks
 * them on disk too. Browsers and crawlers ask for /favicon.ico whatever the page says. The form
 * editor's Decap CMS comes from its pinned npm package (src/admin/site-files.ts), fetched on a
 * machine's first build: asked for when Eleventy configures, so a failure is a build's failure
 * (one message), not one of loading this file.
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
    // *.11ty.ts templates run like *.11ty.js (https://www.11ty.dev/docs/languages/typescript/);
    // Node imports them through tsx, or natively where it strips types itself.
    eleventyConfig.addExtension("11ty.ts", { key: "11ty.js" });
    eleventyConfig.addGlobalData("locales", locales);
    const copies = passthroughCopies();
    eleventyConfig.addPassthroughCopy({ ...copies });
    // A build (not `npm start`, which rewrites its output in place) writes a folder beside the
    // output and publishes it once verified (src/lib/build-events.ts).
    let publishing: Publishing | undefined;
    if ((process.env.ELEVENTY_RUN_MODE ?? "build") === "build") {
      const outDir = options.outDir ?? path.resolve(process.env.OUTPUT_DIR || "_site");
      publishing = { outDir, buildFolder: buildFolderFor(outDir), copies, ...(options.timings && { timings: options.timings }) };
      eleventyConfig.setOutputDirectory(publishing.buildFolder);
    }
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

    eleventyConfig.on("eleventy.before", () => beforeBuild(buildConfig(), publishing));
    eleventyConfig.on("eleventy.after", (event: WrittenFiles) => afterBuild(event, buildConfig(), publishing));

    // Dev server: edits in the content folder (CONTENT_DIR, default content/) rebuild with
    // freshly loaded content…
    const contentDir = options.config?.contentDir ?? contentDirFrom(process.env);
    const editorKey = options.editorKey ?? newEditorKey();
    eleventyConfig.addWatchTarget(contentDir);
    // …and the form editor at /admin/ saves into that folder through Decap's local backend.
    // A save reloads the page: the dev server's DOM diffing reads a page's text, and templates
    // hand Eleventy bytes (src/lib/render/file-bytes.ts). The server listens on 127.0.0.1 unless
    // DEV_SERVER_HOST says otherwise (setup runs only when serving), and /admin/ has its CSP of
    // _headers, as on a host (src/admin/dev-server.ts).
    // A bad DEV_SERVER_HOST stops `npm start` before it starts: refused later, while the server
    // is set up, it left a process running that served nothing.
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
