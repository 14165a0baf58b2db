// /schemas/{name}.schema.json: the JSON Schema of each published resource, with a stable $id.
import { publishedResources, resourceKinds, schemaDocument, type ResourceKind } from "./lib/published/json-schemas.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";

interface Data {
  site: Site;
  kind: ResourceKind;
}

export const data = {
  kinds: resourceKinds,
  pagination: { data: "kinds", size: 1, alias: "kind" },
  permalink: (data: Data) => routes.schema(publishedResources[data.kind].file),
  eleventyExcludeFromCollections: true,
};

export function render({ site, kind }: Data): string {
  return `${JSON.stringify(schemaDocument(site.siteUrl, kind), null, 2)}\n`;
}
