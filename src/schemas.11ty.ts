// /schemas/{name}.schema.json: the JSON Schema of each published resource, with a stable $id
// (the same on every host).
import { fileBytes } from "./lib/render/file-bytes.ts";
import { bundledSchemaDocument, bundledSchemaFile, publishedResources, resourceKinds, schemaDocument, type ResourceKind } from "./lib/published/json-schemas.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perRootFile } from "./lib/site/template-data.ts";

interface Data {
  site: Site;
  kind: ResourceKind | "bundle";
}

const kinds = [...resourceKinds, "bundle"] as const;

export const data = perRootFile("kind", kinds, (kind) => routes.schema(kind === "bundle" ? bundledSchemaFile : publishedResources[kind].file));

export const render = fileBytes(({ kind }: Data): string => {
  return `${JSON.stringify(kind === "bundle" ? bundledSchemaDocument() : schemaDocument(kind), null, 2)}\n`;
});
