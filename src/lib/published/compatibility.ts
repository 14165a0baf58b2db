// What counts as an incompatible change of a published schema within one schemaVersion: a field
// removed, a type or constant changed, an enumeration value added, a union's variants changed.
// New optional fields are compatible (DESIGN versioning; README "Versioning").
import type { JsonSchema } from "./json-schemas.ts";

type Schema = JsonSchema & {
  type?: unknown;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function incompatibilities(before: Schema, after: Schema, at = "(root)"): string[] {
  const out: string[] = [];
  if (!same(before.type, after.type)) out.push(`${at}: type ${JSON.stringify(before.type)} became ${JSON.stringify(after.type)}`);
  if (!same(before.const, after.const)) out.push(`${at}: constant ${JSON.stringify(before.const)} became ${JSON.stringify(after.const)}`);
  if (before.enum) {
    const added = (after.enum ?? []).filter((value) => !before.enum!.some((old) => same(old, value)));
    if (!after.enum) out.push(`${at}: the enumeration was removed`);
    else if (added.length) out.push(`${at}: enumeration values added: ${added.map((v) => JSON.stringify(v)).join(", ")}`);
  }
  for (const [key, schema] of Object.entries(before.properties ?? {})) {
    const next = after.properties?.[key];
    if (!next) out.push(`${at}.${key}: field removed`);
    else out.push(...incompatibilities(schema, next, `${at}.${key}`));
  }
  if (before.items) {
    if (!after.items) out.push(`${at}[]: items removed`);
    else out.push(...incompatibilities(before.items, after.items, `${at}[]`));
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    const variants = before[key];
    if (!variants) continue;
    const nextVariants = after[key];
    if (!nextVariants || nextVariants.length !== variants.length) out.push(`${at}: ${key} variants changed`);
    else variants.forEach((variant, i) => out.push(...incompatibilities(variant, nextVariants[i]!, `${at}<${i}>`)));
  }
  return out;
}
