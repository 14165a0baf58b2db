// Site-wide discovery files: /llms.txt, /sitemap.xml, /robots.txt and /_headers, and the problem
// document hosts serve for a missing JSON path (/404.json).
import { fileBytes, type FileContent } from "./lib/render/file-bytes.ts";
import { renderHeadersFile } from "./lib/site/headers.ts";
import { robotsTxt, sitemapXml } from "./lib/render/discovery.ts";
import { llmsTxt } from "./lib/render/llms.ts";
import { notFoundProblem, notFoundProblemPath } from "./lib/site/not-found.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perRootFile } from "./lib/site/template-data.ts";

const files: Record<string, (site: Site) => FileContent> = {
  [routes.llms()]: llmsTxt,
  "/sitemap.xml": sitemapXml,
  "/robots.txt": robotsTxt,
  "/_headers": () => renderHeadersFile(),
  [notFoundProblemPath]: () => `${JSON.stringify(notFoundProblem)}\n`,
};

export const data = perRootFile("file", Object.keys(files), (file) => file);

export const render = fileBytes(({ site, file }: { site: Site; file: string }): FileContent => {
  return files[file]!(site);
});
