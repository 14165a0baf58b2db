// Fields that name another content file by its slug. One list, read by the check that every named
// file exists (on every file, valid or not, so a wrong slug is reported beside a schema error)
// and by the editors' JSON Schemas (which offer the existing slugs as choices).
import { slugPattern } from "./schemas.ts";

export type ContentFolder = "countries" | "diseases" | "vaccines" | "malaria-drugs" | "sources" | "references";
export type EntityKind = "country" | "disease" | "vaccine" | "malaria-drug" | "source" | "reference";

export const folderOfKind: Record<EntityKind, ContentFolder> = {
  country: "countries",
  disease: "diseases",
  vaccine: "vaccines",
  "malaria-drug": "malaria-drugs",
  source: "sources",
  reference: "references",
};

export interface SlugReference {
  /** Field path; `[]` stands for every item of a list. */
  field: string;
  folder: ContentFolder;
}

const citations = (field: string): SlugReference => ({ field: `${field}[].reference`, folder: "references" });

/** The citations of the medical limits a vaccine and a malaria drug share. */
const limitCitations = [citations("age.citations"), citations("pregnancy.citations"), citations("breastfeeding.citations")];

export const slugReferences: Record<EntityKind, readonly SlugReference[]> = {
  country: [
    { field: "adviceSource", folder: "sources" },
    { field: "vaccines[].vaccine", folder: "vaccines" },
    { field: "vaccines[].fromCountries[]", folder: "countries" },
    citations("vaccines[].citations"),
    { field: "exitRequirements[].vaccine", folder: "vaccines" },
    citations("exitRequirements[].citations"),
    citations("yellowFever.citations"),
    { field: "yellowFever.certificate.alsoFromCountries[]", folder: "countries" },
    { field: "yellowFever.certificate.fromCountries[]", folder: "countries" },
    citations("yellowFever.certificate.citations"),
    { field: "malaria.drugs[]", folder: "malaria-drugs" },
    citations("malaria.citations"),
    { field: "otherRisks[].disease", folder: "diseases" },
  ],
  vaccine: [{ field: "protectsAgainst[]", folder: "diseases" }, ...limitCitations],
  "malaria-drug": [citations("schedule.citations"), ...limitCitations, citations("minimumWeightKg.citations"), citations("contraindication.citations")],
  disease: [],
  source: [],
  reference: [],
};

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

export interface UnknownSlug {
  path: (string | number)[];
  folder: ContentFolder;
  slug: string;
}

/** The slugs a file names that no file in their folder has. A value that is not a slug at all is
 *  the schema's to report, once. */
export function unknownSlugs(kind: EntityKind, value: unknown, present: Record<ContentFolder, ReadonlySet<string>>): UnknownSlug[] {
  return slugReferences[kind].flatMap(({ field, folder }) =>
    valuesAt(value, field)
      .filter((found): found is { path: (string | number)[]; value: string } => typeof found.value === "string" && slugPattern.test(found.value))
      .filter((found) => !present[folder].has(found.value))
      .map((found) => ({ path: found.path, folder, slug: found.value })),
  );
}
