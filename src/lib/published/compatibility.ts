// What counts as an incompatible change of a published schema within one schemaVersion: a field
// removed, a type or constant changed, an enumeration value added, a union's variants changed, an
// open object closed. New optional fields, an object that became open, and a number that became
// an integer (every value written before still fits) are compatible (docs/api.md, "Versioning").
// Named shapes (`$ref` into `$defs`) are compared by what they resolve to, so naming a shape that
// was inline, or renaming a component, is not a change clients see in the data.
import type { JsonSchema } from "./json-schemas.ts";

type Schema = JsonSchema & {
  $ref?: string;
  $defs?: Record<string, Schema>;
  type?: unknown;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A schema with its `$ref` followed and an `allOf` of objects merged into one object. */
function resolve(schema: Schema, root: Schema): Schema {
  let node = schema;
  const seen = new Set<string>();
  while (node.$ref && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    const { $ref, ...rest } = node;
    node = { ...(root.$defs?.[$ref.replace("#/$defs/", "")] ?? {}), ...rest };
  }
  if (!node.allOf) return node;
  const { allOf, ...rest } = node;
  const parts = allOf.map((part) => resolve(part, root));
  return {
    ...rest,
    type: "object",
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    ...(parts.some((part) => part.additionalProperties === false) ? { additionalProperties: false } : {}),
  };
}

function typeChange(before: unknown, after: unknown): boolean {
  if (same(before, after)) return false;
  return !(before === "number" && after === "integer");
}

export function incompatibilities(beforeRoot: Schema, afterRoot: Schema): string[] {
  const out: string[] = [];
  const compare = (beforeSchema: Schema, afterSchema: Schema, at: string, depth: number): void => {
    if (depth > 40) return; // a recursive shape: compared far enough
    const before = resolve(beforeSchema, beforeRoot);
    const after = resolve(afterSchema, afterRoot);
    if (typeChange(before.type, after.type)) out.push(`${at}: type ${JSON.stringify(before.type)} became ${JSON.stringify(after.type)}`);
    if (!same(before.const, after.const)) out.push(`${at}: constant ${JSON.stringify(before.const)} became ${JSON.stringify(after.const)}`);
    if (before.enum) {
      const added = (after.enum ?? []).filter((value) => !before.enum!.some((old) => same(old, value)));
      if (!after.enum) out.push(`${at}: the enumeration was removed`);
      else if (added.length) out.push(`${at}: enumeration values added: ${added.map((v) => JSON.stringify(v)).join(", ")}`);
    }
    if (before.properties && before.additionalProperties !== false && after.additionalProperties === false) out.push(`${at}: an open object was closed`);
    for (const [key, schema] of Object.entries(before.properties ?? {})) {
      const next = after.properties?.[key];
      if (!next) out.push(`${at}.${key}: field removed`);
      else compare(schema, next, `${at}.${key}`, depth + 1);
    }
    if (before.items) {
      if (!after.items) out.push(`${at}[]: items removed`);
      else compare(before.items, after.items, `${at}[]`, depth + 1);
    }
    for (const key of ["anyOf", "oneOf"] as const) {
      const variants = before[key];
      if (!variants) continue;
      const nextVariants = after[key];
      if (!nextVariants || nextVariants.length !== variants.length) out.push(`${at}: ${key} variants changed`);
      else variants.forEach((variant, i) => compare(variant, nextVariants[i]!, `${at}<${i}>`, depth + 1));
    }
  };
  compare(beforeRoot, afterRoot, "(root)", 0);
  return out;
}
