// The JSON file of every resource (the public API): the page's envelope, as it is.
import { fileBytes } from "./lib/render/file-bytes.ts";
import type { Page } from "./lib/site/pages.ts";
import { perResource } from "./lib/site/template-data.ts";

interface Data {
  resource: Page;
}

export const data = perResource((resource) => resource.route.json);

export const render = fileBytes(({ resource }: Data) => {
  return `${JSON.stringify(resource.envelope, null, 2)}\n`;
});
