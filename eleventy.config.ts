// Eleventy only renders: content is loaded and validated by _data/site.ts, pages are view models
// from src/lib/site, and the templates in src/ serialize them. See README for the data flow.
import { pathToFileURL } from "node:url";
import { readConfig } from "./src/lib/config.ts";
import { clearSiteCache } from "./src/lib/site/site.ts";

interface EleventyConfig {
  addDataExtension(ext: string, options: { parser: (contents: string, filePath: string) => unknown; read: boolean }): void;
  addExtension(ext: string | string[], options: { key: string }): void;
  addTemplateFormats(formats: string | string[]): void;
  addPassthroughCopy(paths: Record<string, string>): void;
  addWatchTarget(path: string): void;
  on(event: string, callback: () => void): void;
  setQuietMode(quiet: boolean): void;
}

export default function (eleventyConfig: EleventyConfig) {
  // .ts global data files: Eleventy must not read them as text; import and call the default
  // export ourselves (https://www.11ty.dev/docs/data-custom/).
  eleventyConfig.addDataExtension("ts", {
    read: false,
    parser: async (_contents, filePath) => {
      const module = (await import(pathToFileURL(filePath).href)) as { default: () => unknown };
      return module.default();
    },
  });
  // *.11ty.ts templates run through tsx like *.11ty.js (https://www.11ty.dev/docs/languages/typescript/).
  eleventyConfig.addExtension("11ty.ts", { key: "11ty.js" });
  eleventyConfig.addTemplateFormats("11ty.ts");
  eleventyConfig.addPassthroughCopy({ "src/assets": "assets" });

  // Dev server: edits in the content folder (CONTENT_DIR, default content/) rebuild with freshly
  // loaded content.
  eleventyConfig.addWatchTarget(readConfig().contentDir);
  eleventyConfig.on("eleventy.beforeWatch", () => clearSiteCache());
}

export const config = {
  templateFormats: ["11ty.ts"],
  dir: { input: "src", data: "../_data", includes: "../_includes" },
};
