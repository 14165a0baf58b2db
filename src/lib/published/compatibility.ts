// What a change of a published schema does to a client generated from the previous release
// (docs/api.md, "Versioning"). Breaking: a field removed, made nullable or no longer nullable,
// made optional or required; a type or constant changed, a number made an integer (Go's float64
// becomes int64); an enumeration grown, shrunk, added or removed (a pattern that was an
// enumeration); a union's variants changed (a response that became `oneOf` with another shape);
// an open object closed; a named component removed or renamed, or a place that named one
// component naming another. Additive: a new field, a new named component, an object opened.
// Anything else that differs (descriptions, examples, `deprecated`) alters no generated type.
import type { JsonSchema } from "./json-schemas.ts";

type Schema = JsonSchema & {
  $ref?: string;
  $defs?: Record<string, Schema>;
  type?: unknown;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export interface ContractChanges {
  breaking: string[];
  additive: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const componentName = (ref: string) => ref.replace(/^#\/(\$defs|components\/schemas)\//, "");

/** A schema with its `$ref` followed and an `allOf` of objects merged into one object. */
function resolve(schema: Schema, root: Schema): Schema {
  let node = schema;
  const seen = new Set<string>();
  while (node.$ref && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    const { $ref, ...rest } = node;
    node = { ...(root.$defs?.[componentName($ref)] ?? {}), ...rest };
  }
  if (!node.allOf) return node;
  const { allOf, ...rest } = node;
  const parts = allOf.map((part) => resolve(part, root));
  return {
    ...rest,
    type: "object",
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
    ...(parts.some((part) => part.additionalProperties === false) ? { additionalProperties: false } : {}),
  };
}

/** zod writes `T | null` as `anyOf: [T, {type: "null"}]`: the nullability and T, apart. */
function nullability(node: Schema): { nullable: boolean; inner: Schema } {
  const isNull = (variant: Schema) => variant.type === "null";
  if (!node.anyOf?.some(isNull)) return { nullable: false, inner: node };
  const { anyOf, ...rest } = node;
  const others = anyOf.filter((variant) => !isNull(variant));
  return { nullable: true, inner: others.length === 1 ? { ...rest, ...others[0]! } : { ...rest, anyOf: others } };
}

const union = (node: Schema) => node.oneOf ?? node.anyOf;

/** Every change from `beforeRoot` to `afterRoot` a generated client notices, breaking or additive. */
export function contractChanges(beforeRoot: Schema, afterRoot: Schema): ContractChanges {
  const breaking: string[] = [];
  const additive: string[] = [];
  const beforeNames = Object.keys(beforeRoot.$defs ?? {});
  const afterNames = Object.keys(afterRoot.$defs ?? {});
  for (const name of beforeNames) if (!afterNames.includes(name)) breaking.push(`component ${name} removed or renamed`);
  for (const name of afterNames) if (!beforeNames.includes(name)) additive.push(`component ${name} added`);

  const compare = (beforeSchema: Schema, afterSchema: Schema, at: string, depth: number): void => {
    if (depth > 40) return; // a recursive shape: compared far enough
    if (beforeSchema.$ref && afterSchema.$ref && beforeSchema.$ref !== afterSchema.$ref) {
      breaking.push(`${at}: component ${componentName(beforeSchema.$ref)} became ${componentName(afterSchema.$ref)}`);
    }
    const b = nullability(resolve(beforeSchema, beforeRoot));
    const a = nullability(resolve(afterSchema, afterRoot));
    if (!b.nullable && a.nullable) breaking.push(`${at}: made nullable`);
    if (b.nullable && !a.nullable) breaking.push(`${at}: no longer nullable`);
    // `T | null` of a named T: compare the names, then what they resolve to.
    if (b.inner.$ref && a.inner.$ref && b.inner.$ref !== a.inner.$ref) breaking.push(`${at}: component ${componentName(b.inner.$ref)} became ${componentName(a.inner.$ref)}`);
    const before = resolve(b.inner, beforeRoot);
    const after = resolve(a.inner, afterRoot);
    const [beforeVariants, afterVariants] = [union(before), union(after)];
    if (beforeVariants || afterVariants) {
      if (!beforeVariants) breaking.push(`${at}: became a union of ${afterVariants!.length} shapes (widened)`);
      else if (!afterVariants) breaking.push(`${at}: a union of ${beforeVariants.length} shapes became one (narrowed)`);
      else if (beforeVariants.length !== afterVariants.length) breaking.push(`${at}: union of ${beforeVariants.length} shapes became ${afterVariants.length}`);
      else beforeVariants.forEach((variant, i) => compare(variant, afterVariants[i]!, `${at}<${i}>`, depth + 1));
      if (!beforeVariants || !afterVariants) return;
    }
    if (!same(before.type, after.type)) breaking.push(`${at}: type ${JSON.stringify(before.type)} became ${JSON.stringify(after.type)}`);
    if (!same(before.const, after.const)) breaking.push(`${at}: constant ${JSON.stringify(before.const)} became ${JSON.stringify(after.const)}`);
    if (before.enum && !after.enum) breaking.push(`${at}: the enumeration became any value`);
    if (!before.enum && after.enum) breaking.push(`${at}: became an enumeration`);
    if (before.enum && after.enum) {
      const added = after.enum.filter((value) => !before.enum!.some((old) => same(old, value)));
      const removed = before.enum.filter((value) => !after.enum!.some((now) => same(now, value)));
      if (added.length) breaking.push(`${at}: enumeration grew by ${added.map((v) => JSON.stringify(v)).join(", ")}`);
      if (removed.length) breaking.push(`${at}: enumeration lost ${removed.map((v) => JSON.stringify(v)).join(", ")}`);
    }
    if (before.properties && before.additionalProperties !== false && after.additionalProperties === false) breaking.push(`${at}: an open object was closed`);
    if (before.additionalProperties === false && after.properties && after.additionalProperties !== false) additive.push(`${at}: a closed object was opened`);
    const wasRequired = new Set(before.required ?? []);
    const isRequired = new Set(after.required ?? []);
    for (const [key, schema] of Object.entries(before.properties ?? {})) {
      const next = after.properties?.[key];
      if (!next) {
        breaking.push(`${at}.${key}: field removed`);
        continue;
      }
      if (wasRequired.has(key) && !isRequired.has(key)) breaking.push(`${at}.${key}: made optional`);
      if (!wasRequired.has(key) && isRequired.has(key)) breaking.push(`${at}.${key}: made required`);
      compare(schema, next, `${at}.${key}`, depth + 1);
    }
    for (const key of Object.keys(after.properties ?? {})) if (!before.properties?.[key]) additive.push(`${at}.${key}: field added`);
    if (before.items || after.items) {
      if (!before.items || !after.items) breaking.push(`${at}[]: items ${before.items ? "removed" : "added"}`);
      else compare(before.items, after.items, `${at}[]`, depth + 1);
    }
  };
  compare(beforeRoot, afterRoot, "(root)", 0);
  return { breaking, additive };
}
