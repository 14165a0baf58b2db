// Fields that name another content file by its slug, found in the schemas (their .meta({ folder }),
// schemas.ts). Read by the check that every named file exists (on every file, valid or not, so a
// wrong slug is reported beside a schema error), by the editors' JSON Schemas (which offer the
// existing slugs as choices) and by the form's pickers.
import { z } from "zod";
import {
  countrySchema,
  diseaseSchema,
  malariaDrugSchema,
  noticeSchema,
  referenceSchema,
  slugPattern,
  sourceSchema,
  vaccineSchema,
  type ContentFolder,
  type EntityKind,
} from "./schemas.ts";

export { folderOfKind, type ContentFolder, type EntityKind } from "./schemas.ts";

export interface SlugReference {
  /** Field path; `[]` stands for every item of a list. */
  field: string;
  folder: ContentFolder;
}

type Node = { folder?: ContentFolder; properties?: Record<string, Node>; items?: Node; anyOf?: Node[] };

/** The fields of one schema that name a file. */
function referencesIn(schema: z.ZodType): SlugReference[] {
  const found: SlugReference[] = [];
  const walk = (node: Node, path: string) => {
    const branches = [node, ...(node.anyOf ?? [])];
    const folder = branches.find((branch) => branch.folder)?.folder;
    if (folder) found.push({ field: path, folder });
    for (const branch of branches) {
      for (const [name, child] of Object.entries(branch.properties ?? {})) walk(child, path ? `${path}.${name}` : name);
      if (branch.items) walk(branch.items, `${path}[]`);
    }
  };
  walk(z.toJSONSchema(schema, { io: "input" }) as Node, "");
  return found;
}

export const schemaOfKind: Record<EntityKind, z.ZodType> = {
  country: countrySchema,
  disease: diseaseSchema,
  vaccine: vaccineSchema,
  "malaria-drug": malariaDrugSchema,
  source: sourceSchema,
  reference: referenceSchema,
  notice: noticeSchema,
};

export const slugReferences = Object.fromEntries(Object.entries(schemaOfKind).map(([kind, schema]) => [kind, referencesIn(schema)])) as unknown as Record<EntityKind, readonly SlugReference[]>;

/** Every value a field pattern reaches in a parsed file, with its concrete path. */
export function valuesAt(value: unknown, field: string): { path: (string | number)[]; value: unknown }[] {
  let found: { path: (string | number)[]; value: unknown }[] = [{ path: [], value }];
  for (const [, key, list] of field.matchAll(/([^.[\]]+)|(\[\])/g)) {
    found = found.flatMap(({ path, value }) => {
      if (list) return Array.isArray(value) ? value.map((item, i) => ({ path: [...path, i], value: item })) : [];
      if (value === null || typeof value !== "object" || Array.isArray(value) || !Object.hasOwn(value, key!)) return [];
      return [{ path: [...path, key!], value: (value as Record<string, unknown>)[key!] }];
    });
  }
  return found;
}

/** The slugs a file names that no file in their folder has. A value that is not a slug at all is
 *  the schema's to report, once. */
export function unknownSlugs(kind: EntityKind, value: unknown, present: Record<ContentFolder, ReadonlySet<string>>) {
  return slugReferences[kind].flatMap(({ field, folder }) =>
    valuesAt(value, field)
      .filter((found): found is { path: (string | number)[]; value: string } => typeof found.value === "string" && slugPattern.test(found.value))
      .filter((found) => !present[folder].has(found.value))
      .map((found) => ({ path: found.path, folder, slug: found.value })),
  );
}
