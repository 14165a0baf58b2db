// The editors' record of removed and renamed entities (content/removals.json). A slug that is
// published stays answered: a removed country or disease keeps a tombstone at its old addresses
// (what happened, when, and what replaces it), and every removal is an entry of the change feeds.
// A rename is a removal whose replacement is the new slug. Optional file; absent means none.
import path from "node:path";
import { z } from "zod";
import type { ContentProblem } from "./problems.ts";
import { folderOfKind, lastUpdatedSchema, localizedTextSchema, schemaRef, slugSchema } from "./schemas.ts";
import { timestampOf } from "../timestamps.ts";

export const removedResources = ["country", "disease", "vaccine"] as const;
export type RemovedResource = (typeof removedResources)[number];

export const removalSchema = z
  .object({
    resource: z.enum(removedResources).meta({
      title: "What was removed",
      description: "What was removed: a country, a disease or a vaccine.",
      values: { country: "A country (its file was in countries/).", disease: "A disease (its file was in diseases/).", vaccine: "A vaccine (its file was in vaccines/)." },
    }),
    slug: slugSchema.meta({ title: "Removed slug", description: "Its slug, which no file has any more.", examples: ["swaziland"] }),
    name: localizedTextSchema.meta({ title: "Name when removed", description: "Its name when it was removed, in each locale." }),
    removed: lastUpdatedSchema.meta({ title: "Removed at", description: "When it was removed, ISO 8601 UTC (2026-10-02T09:30:00Z).", examples: ["2026-11-26T09:30:00Z"] }),
    reason: localizedTextSchema.meta({ title: "What happened", description: "What happened, in a sentence, in each locale: published on the tombstone and in the change feeds." }),
    replacement: slugSchema
      .nullable()
      .meta({ title: "Replacement", description: "The slug of the entity of the same kind that replaces it (the new slug of a rename), or null.", examples: ["eswatini", null] }),
  })
  .strict()
  .meta({ title: "Removal", description: "One removed or renamed country, disease or vaccine." });

export const removalsSchema = z
  .object({
    $schema: schemaRef,
    removals: z.array(removalSchema).meta({ title: "Removals", description: "Every removed or renamed country, disease and vaccine, one entry each." }),
  })
  .strict()
  .meta({ title: "Removed and renamed countries, diseases and vaccines (content/removals.json)" });

export type Removal = z.infer<typeof removalSchema>;
export const removalsFile = "removals.json";

/**
 * A removed slug has no file any more, a replacement is a file of the same kind (never the
 * removed slug itself), each slug is removed once, and no removal is dated after the build's clock.
 */
export function checkRemovals(
  root: string,
  removals: readonly Removal[],
  present: Record<RemovedResource, ReadonlySet<string>>,
  display: (file: string) => string,
  now: Date,
): ContentProblem[] {
  const file = display(path.join(root, removalsFile));
  const problems: ContentProblem[] = [];
  const first = new Map<string, number>();
  removals.forEach((removal, i) => {
    const at = `removals[${i}]`;
    const folder = folderOfKind[removal.resource];
    if (present[removal.resource].has(removal.slug)) {
      problems.push({ file, path: `${at}.slug`, expected: `a slug no file in content/${folder}/ has (delete ${folder}/${removal.slug}.json when you remove it, or remove this entry)`, found: `${JSON.stringify(removal.slug)}, and ${folder}/${removal.slug}.json exists` });
    }
    if (removal.replacement !== null && (removal.replacement === removal.slug || !present[removal.resource].has(removal.replacement))) {
      problems.push({
        file,
        path: `${at}.replacement`,
        expected: `the slug of a file in content/${folder}/ that replaces it, or null`,
        found: removal.replacement === removal.slug ? `${JSON.stringify(removal.replacement)}, the removed slug itself` : `${JSON.stringify(removal.replacement)}, which has no file in content/${folder}/`,
      });
    }
    const key = `${removal.resource}/${removal.slug}`;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, i);
    else problems.push({ file, path: `${at}.slug`, expected: `one entry per removed ${removal.resource}`, found: `${JSON.stringify(removal.slug)} again (also removals[${earlier}])` });
    if (Date.parse(removal.removed) > now.getTime()) {
      problems.push({ file, path: `${at}.removed`, expected: `a time no later than now (${timestampOf(now)})`, found: JSON.stringify(removal.removed) });
    }
  });
  return problems;
}
