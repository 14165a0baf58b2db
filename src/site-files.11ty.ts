// The site-wide files: the root and 404 pages, /llms.txt, /sitemap.xml, /robots.txt, /_headers,
// the problem document hosts serve for a missing JSON path (/404.json), the scripts bundled from
// TypeScript (every page's, and the trip page's), /schemas/{name}.schema.json, each resource's JSON
// Schema with a stable $id, and the form editor at /admin/: its page, its configuration generated
// from the content schemas, its start-up script and the content it starts from. Decap's own files
// are passthrough copies (eleventy.config.ts).
import { adminConfig, adminContent, adminPage, adminRoutes, adminScript } from "./admin/site-files.ts";
import { clientBundle } from "./lib/client-bundle.ts";
import { bundledSchemaDocument, bundledSchemaFile, publishedResources, resourceKinds, schemaDocument } from "./lib/published/json-schemas.ts";
import { languageChoicePage } from "./lib/render/document.ts";
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
  [routes.siteScript]: () => clientBundle("site").code,
  [routes.tripScript]: () => clientBundle("trip").code,
  ...Object.fromEntries(resourceKinds.map((kind) => [routes.schema(publishedResources[kind].file), () => `${JSON.stringify(schemaDocument(kind), null, 2)}\n`])),
  [routes.schema(bundledSchemaFile)]: () => `${JSON.stringify(bundledSchemaDocument(), null, 2)}\n`,
  [`${adminRoutes.page}index.html`]: adminPage,
  [adminRoutes.config]: () => adminConfig(),
  [adminRoutes.script]: adminScript,
  // The content of this build, not of the environment: a build may be given its settings.
  [adminRoutes.content]: (site) => adminContent(site.contentDir),
  "/index.html": (site) => languageChoicePage(site, "root"),
  "/404.html": (site) => languageChoicePage(site, "notFound"),
};

export const data = perRootFile("file", Object.keys(files), (file) => file);

export const render = fileBytes(({ site, file }: { site: Site; file: string }): FileContent => {
  return files[file]!(site);
});
