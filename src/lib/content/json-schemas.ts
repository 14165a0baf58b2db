// JSON Schemas for editors, generated from the zod content schemas (one source of truth), with
// the words of schema-annotations.ts and the slugs of the files that exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ContentProblem } from "./problems.ts";
import { annotateSchema, slugLabel, type SlugCatalog } from "./schema-annotations.ts";
import { countrySchema, diseaseSchema, malariaDrugSchema, referenceSchema, slugPattern, sourceSchema, vaccineSchema } from "./schemas.ts";
import { folderOfKind, type ContentFolder, type EntityKind } from "./slug-references.ts";
import { uiStringsSchema } from "./ui-schema.ts";
import { alternateNamesSchema, mapPlacesSchema } from "./places.ts";
import { removalsSchema } from "./removals.ts";
import { holdsText } from "./file-text.ts";

export const contentSchemaFiles: Record<string, { schema: z.ZodType; kind: EntityKind | null }> = {
  "country.schema.json": { schema: countrySchema, kind: "country" },
  "disease.schema.json": { schema: diseaseSchema, kind: "disease" },
  "vaccine.schema.json": { schema: vaccineSchema, kind: "vaccine" },
  "malaria-drug.schema.json": { schema: malariaDrugSchema, kind: "malaria-drug" },
  "source.schema.json": { schema: sourceSchema, kind: "source" },
  "reference.schema.json": { schema: referenceSchema, kind: "reference" },
  "ui.schema.json": { schema: uiStringsSchema, kind: null },
  "alternate-names.schema.json": { schema: alternateNamesSchema, kind: null },
  "map-places.schema.json": { schema: mapPlacesSchema, kind: null },
  "removals.schema.json": { schema: removalsSchema, kind: null },
};

/** The slug of every `{slug}.json` in each folder, with a label; a file that is not valid JSON
 *  still counts, labelled by its slug (the check reports it). */
export function readSlugCatalog(contentDir: string): SlugCatalog {
  const catalog = {} as SlugCatalog;
  for (const folder of Object.values(folderOfKind) as ContentFolder[]) {
    const dir = path.join(contentDir, folder);
    const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json") && slugPattern.test(name.slice(0, -5))) : [];
    catalog[folder] = names.map((name) => {
      const slug = name.slice(0, -5);
      let value: unknown;
      try {
        value = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
      } catch {
        value = undefined;
      }
      return { slug, label: slugLabel(folder, value) ?? slug };
    }).sort((a, b) => (a.slug < b.slug ? -1 : 1));
  }
  return catalog;
}

export function renderContentSchema(name: string, catalog: SlugCatalog): string {
  const file = contentSchemaFiles[name];
  if (!file) throw new Error(`No content schema named ${name}`);
  const json = z.toJSONSchema(file.schema, { target: "draft-2020-12", io: "input" }) as Record<string, unknown>;
  return `${JSON.stringify(annotateSchema(json, file.kind, catalog), null, 2)}\n`;
}

/** The content/schemas/ files whose text the content's slugs and names now change, with their new text. */
export function schemasToRefresh(contentDir: string): { file: string; text: string }[] {
  const catalog = readSlugCatalog(contentDir);
  return Object.keys(contentSchemaFiles).flatMap((name) => {
    const file = path.join(contentDir, "schemas", name);
    const text = renderContentSchema(name, catalog);
    return holdsText(file, text) ? [] : [{ file, text }];
  });
}

/** content/schemas/ files that no longer match the schemas and slugs: after a new vaccine,
 *  disease, advice body or reference, or a renamed one, the editor runs `npm run generate`. */
export function staleSchemas(contentDir: string, display: (file: string) => string = (file) => file): ContentProblem[] {
  // A content folder without schemas (a test fixture) has nothing to keep current.
  if (!existsSync(path.join(contentDir, "schemas"))) return [];
  return schemasToRefresh(contentDir).map(({ file }) => ({ file: display(file), path: "", expected: "the schema for the content's current slugs and names: run `npm run generate` and commit content/schemas/", found: "an out-of-date schema" }));
}
