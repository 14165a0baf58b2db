// JSON Schemas (draft 2020-12) of the published files, from the zod schemas, in two forms
// ("tolerant reading, strict writing", docs/api.md): published (`jsonSchemaOf`), objects open so a
// saved schema accepts the optional fields version 1 grows by; strict (`strictJsonSchemaOf`), every
// object closed, so the build's output check rejects any field we did not mean to write.
import { z } from "zod";
import { routes } from "../site/routes.ts";
import { bundledSchemaFile, resourceKinds, resourceNames, type ResourceKind } from "./resources.ts";
import { openApiDocumentSchema, problemSchema, resourceFileSchemas, schemaVersion } from "./schemas.ts";

export { bundledSchemaFile, resourceKinds, type ResourceKind } from "./resources.ts";

/** One entry per published resource: its zod schema and its stable names (resources.ts). */
export const publishedResources: Record<ResourceKind, { schema: z.ZodType; file: string; component: string }> = Object.fromEntries(
  resourceKinds.map((kind) => [kind, { schema: resourceFileSchemas[kind] as z.ZodType, ...resourceNames[kind] }]),
) as never;

export type JsonSchema = Record<string, unknown>;

/** ISO 8601 UTC with a Z, as we write it; replaces zod's 300-character calendar regex. */
const utcTimestampPattern = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$";

/** Removes what zod's generator adds that a reader should not see, and says what it leaves out. */
function tidy({ zodSchema, jsonSchema: s }: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  // zod drops `format: uri` when a URL schema also has a regex (our https rule): put it back.
  if (zodSchema instanceof z.ZodURL) s.format = "uri";
  if (s.format === "date-time") s.pattern = utcTimestampPattern;
  if (s.format === "date") delete s.pattern;
  // z.int() bounds itself to the safe-integer range; our integers are small counts.
  if (s.maximum === Number.MAX_SAFE_INTEGER) delete s.maximum;
  if (s.minimum === Number.MIN_SAFE_INTEGER) delete s.minimum;
  // A literal integer (schemaVersion 1, heading level 2) is an integer, not any number.
  if (s.type === "number" && Number.isInteger(s.const)) s.type = "integer";
}

/**
 * zod's output: `{ $ref: "#/$defs/<Id>", $defs }` with every object closed (`additionalProperties:
 * false`), and each named shape titled with its name, which code generators take for the type's
 * name (without it they invent names from property paths).
 */
function generated(source: z.ZodType): JsonSchema {
  let schema = generatedOnce.get(source);
  if (!schema) {
    const { $schema: _dialect, ...made } = z.toJSONSchema(source, {
      target: "draft-2020-12",
      io: "output",
      override: tidy,
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [id, shape] of Object.entries(made.$defs ?? {})) made.$defs![id] = { title: id, ...shape };
    generatedOnce.set(source, (schema = made));
  }
  // Each caller changes its copy (opened, strict).
  return structuredClone(schema);
}

/** zod's conversion, once per schema and process: they had cost as much as validating the content (docs/performance.md). */
const generatedOnce = new WeakMap<z.ZodType, JsonSchema>();

type Node = JsonSchema & { $ref?: string; $defs?: Record<string, Node>; allOf?: Node[]; additionalProperties?: unknown };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) node.forEach((child) => walk(child, visit));
  else if (node && typeof node === "object") {
    visit(node as Node);
    Object.values(node).forEach((child) => walk(child, visit));
  }
}

function opened(schema: JsonSchema): JsonSchema {
  walk(schema, (node) => {
    if (node.additionalProperties === false) delete node.additionalProperties;
  });
  return schema;
}

/** The published form: no object is closed. */
export function jsonSchemaOf(kind: ResourceKind): JsonSchema {
  return opened(generated(publishedResources[kind].schema));
}

/**
 * The build's own check: every object closed. A composed object (`allOf`: the envelope and its
 * data) is closed as a whole with `unevaluatedProperties`, since each part alone lacks the other's
 * fields; the parts are used only there.
 */
export function strictJsonSchemaOf(kind: ResourceKind): JsonSchema {
  const schema = generated(publishedResources[kind].schema) as Node;
  walk(schema, (node) => {
    if (!node.allOf) return;
    for (const part of node.allOf) {
      const target = part.$ref ? schema.$defs?.[part.$ref.replace("#/$defs/", "")] : part;
      delete target?.additionalProperties;
    }
    Object.assign(node, { type: "object", unevaluatedProperties: false });
  });
  return schema;
}

/** The named shapes of all resources, as OpenAPI components (`#/components/schemas/<Id>`). */
export function openApiComponentSchemas(): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  const published = [...resourceKinds.map(jsonSchemaOf), opened(generated(openApiDocumentSchema)), opened(generated(problemSchema))];
  for (const schema of published) {
    const { $defs } = JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as Node;
    for (const [id, schema] of Object.entries($defs ?? {})) {
      if (components[id] && JSON.stringify(components[id]) !== JSON.stringify(schema)) throw new Error(`Two published schemas share the id ${id}`);
      components[id] = schema;
    }
  }
  return components;
}

/** The address a file's `$schema` member points at: the served schema of its resource. */
export function schemaUrl(siteUrl: string, kind: ResourceKind): string {
  return `${siteUrl}${routes.schema(publishedResources[kind].file)}`;
}

/** A schema's `$id`: a name, not an address, so it is the same on every host and preview. */
const schemaId = (file: string) => `urn:travel-health-reference:schema:v${schemaVersion}:${file}`;

/** The file served at /schemas/{name}.schema.json: a standalone schema with a stable $id. */
export function schemaDocument(kind: ResourceKind): JsonSchema {
  const { $ref, ...rest } = jsonSchemaOf(kind);
  return { $schema: "https://json-schema.org/draft/2020-12/schema", $id: schemaId(publishedResources[kind].file), title: publishedResources[kind].component, $ref, ...rest };
}

/**
 * /schemas/travel-health-reference.schema.json: every named shape once, for code generators. Its
 * root has one optional property per file kind, not a union: quicktype merges a union of objects
 * into one class of invented names, but makes one type per property's component (docs/api.md).
 */
export function bundledSchemaDocument(): JsonSchema {
  const $defs = JSON.parse(JSON.stringify(openApiComponentSchemas()).replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<string, JsonSchema>;
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: schemaId(bundledSchemaFile),
    title: "TravelHealthReference",
    description:
      "Every named shape of the published JSON files (the OpenAPI components, under the same names), for code generators: one optional property per file kind, each the shape of that file; each shape is under $defs/<Name>. Validate a file with the schema its $schema names.",
    type: "object",
    properties: Object.fromEntries(resourceKinds.map((kind) => [publishedResources[kind].component, { $ref: `#/$defs/${publishedResources[kind].component}` }])),
    $defs,
  };
}
