// The JSON file of every resource (the public API): the page's envelope, as it is.
import { fileBytes } from "./lib/render/file-bytes.ts";
import { perResource, type ResourceData } from "./lib/site/template-data.ts";

export const data = perResource((resource) => resource.route.json);

// Indented for people reading the API, except the planner's data: the one file a page downloads
// whole on a phone, where the indentation would be a sixth of what it transfers.
export const render = fileBytes(({ resource }: ResourceData) => {
  return `${JSON.stringify(resource.envelope, null, resource.kind === "tripData" ? undefined : 2)}\n`;
});
