// The form editor at /admin/: its page, its configuration generated from the content
// schemas, and its start-up script. Decap's own files are passthrough copies (eleventy.config.ts).
import { fileBytes } from "./lib/render/file-bytes.ts";
import { adminConfig, adminContent, adminPage, adminRoutes, adminScript } from "./admin/site-files.ts";
import { perRootFile } from "./lib/site/template-data.ts";
import type { Site } from "./lib/site/site.ts";

const files: Record<string, (site: Site) => string> = {
  [`${adminRoutes.page}index.html`]: adminPage,
  [adminRoutes.config]: () => adminConfig(),
  [adminRoutes.script]: adminScript,
  // The content of this build, not of the environment: a build may be given its settings.
  [adminRoutes.content]: (site) => adminContent(site.contentDir),
};

export const data = perRootFile("file", Object.keys(files), (file) => file);

export const render = fileBytes(({ file, site }: { file: string; site: Site }): string => {
  return files[file]!(site);
});
