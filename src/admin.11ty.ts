// The form editor at /admin/: its page, its configuration generated from the content
// schemas, and its start-up script. Decap's own files are passthrough copies (eleventy.config.ts).
import { fileBytes } from "./lib/render/file-bytes.ts";
import { adminConfig, adminContent, adminPage, adminRoutes, adminScript } from "./admin/site-files.ts";
import { perRootFile } from "./lib/site/template-data.ts";

const files: Record<string, () => string> = {
  [`${adminRoutes.page}index.html`]: adminPage,
  [adminRoutes.config]: () => adminConfig(),
  [adminRoutes.script]: adminScript,
  [adminRoutes.content]: adminContent,
};

export const data = perRootFile("file", Object.keys(files), (file) => file);

export const render = fileBytes(({ file }: { file: string }): string => {
  return files[file]!();
});
