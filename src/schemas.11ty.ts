// /schemas/{name}.schema.json: the JSON Schema of each published resource, with a stable $id
// (the same on every host).
import { fileBytes } from "./lib/render/file-bytes.ts";
import { publishedResources, resourceKinds, schemaDocument, type ResourceKind } from "./lib/published/json-schemas.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perRootFile } from "./lib/site/template-data.ts";

interface Data {
  site: Site;
  kind: ResourceKind;
}

export const data = perRootFile("kind", resourceKinds, (kind) => routes.schema(publishedResources[kind].file));

export const render = fileBytes(({ kind }: Data): string => {
  return `${JSON.stringify(schemaDocument(kind), null, 2)}\n`;
});
