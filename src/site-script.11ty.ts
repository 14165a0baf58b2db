// /assets/site.js: every page's script (destination search, language choice), bundled from TypeScript at build time.
import { fileBytes } from "./lib/render/file-bytes.ts";
import { routes } from "./lib/site/routes.ts";
import { perRootFile } from "./lib/site/template-data.ts";
import { clientBundle } from "./lib/client-bundle.ts";

export const data = perRootFile("file", [routes.siteScript], (file) => file);

export const render = fileBytes((): string => {
  return clientBundle("site").code;
});
