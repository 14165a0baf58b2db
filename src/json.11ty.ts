// The JSON file of every resource (the public API): the page's envelope, as it is. The bulk file
// (every country and disease of a locale) is written entry by entry, the same bytes without the
// whole text as one string (src/lib/render/json-bytes.ts).
import { fileBytes } from "./lib/render/file-bytes.ts";
import { jsonBytes } from "./lib/render/json-bytes.ts";
import { bulkListDepth } from "./lib/published/resources.ts";
import type { Page } from "./lib/site/pages.ts";
import { perResource } from "./lib/site/template-data.ts";

interface Data {
  resource: Page;
}

export const data = perResource((resource) => resource.route.json);

export const render = fileBytes(({ resource }: Data) => {
  if (resource.kind === "bulk") return jsonBytes(resource.envelope, bulkListDepth);
  return `${JSON.stringify(resource.envelope, null, 2)}\n`;
});
