// Starting files for a new country, disease or vaccine (`npm run new`), derived from the content
// schemas. Every value the scaffold cannot know is a marker starting with "FILL IN:", which the
// content check refuses (with the field and what to put there), so a started file can never be
// published half-filled. Country
// names come from i18n-iso-countries (ISO 3166 names in many languages, kept up to date).
import { createRequire } from "node:module";
import { locales, type Locale } from "../locales.ts";
import { z } from "zod";
import { fillInChoice, fillInEachLocale, fillInField, fillInMarker, type FieldInstruction, type TextInstruction } from "./fill-in-markers.ts";
import { editorTables, type EditorWords } from "./editor-words.ts";
import { countrySchema, diseaseSchema, noticeSchema, vaccineSchema } from "./schemas.ts";
import { fold } from "../site/fold.ts";

const require = createRequire(import.meta.url);
type Countries = typeof import("i18n-iso-countries");
const isoCountries: Countries = require("i18n-iso-countries");
for (const locale of locales) isoCountries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));

/** Lowercase ASCII kebab-case, as slugs are written: "Côte d'Ivoire" → "cote-d-ivoire". */
const slugify = (name: string) => fold(name).replaceAll(" ", "-");

/** The ISO 3166-1 alpha-2 code whose English name (any listed variant) gives this slug. */
export function isoCodeForSlug(slug: string): string | undefined {
  const names = isoCountries.getNames("en", { select: "all" });
  return Object.entries(names).find(([, variants]) => variants.some((name) => slugify(name) === slug))?.[0];
}

/** The name people use, per locale: of the dataset's variants, the shortest that is neither an
 *  abbreviation nor an inverted "Korea, Republic of" (matches 93% of our hand-kept names). */
export function countryNames(isoCode: string): Record<Locale, string> | undefined {
  const names: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const variants = isoCountries.getNames(locale, { select: "all" })[isoCode];
    if (!variants?.length) return undefined;
    const readable = variants.filter((name) => /\p{Ll}/u.test(name) && !name.includes(","));
    names[locale] = [...readable].sort((a, b) => a.length - b.length)[0] ?? variants[0]!;
  }
  return names as Record<Locale, string>;
}

/** A new file's first change note, in every language (the editors' words). */
const added = (kind: keyof EditorWords["fillIn"]["added"]): Record<Locale, string> => Object.fromEntries(locales.map((locale) => [locale, editorTables[locale].fillIn.added[kind]])) as Record<Locale, string>;

/** A node of the generated JSON Schema, as far as a starting file needs it. */
type Node = { type?: string; enum?: string[]; anyOf?: Node[]; properties?: Record<string, Node>; required?: string[]; items?: Node; minItems?: number; title?: string; description?: string };

/** Where the scaffold knows better than the schema's shape: a marker with words of its own (in
 *  every language, for a text), or a value. A list with a marker inside starts with one item. */
type Start = { text: TextInstruction } | { field: FieldInstruction } | { value: unknown };

/**
 * A starting file, derived from the schema: every required field, null where the schema takes
 * null, an empty list, and a "FILL IN:" marker for every other value (the choices for a choice,
 * the field's own description otherwise), so a field added to the schema is in every new file.
 */
function startingFile(schema: z.ZodType, known: Record<string, unknown>, instructions: Record<string, Start>, whoChoices: string[] = []): Record<string, unknown> {
  const starts: Record<string, Start> = { ...instructions, ...Object.fromEntries(Object.entries(known).map(([key, value]) => [key, { value }])) };
  const hasStart = (path: string) => Object.keys(starts).some((key) => key.startsWith(`${path}[]`));
  const value = (node: Node, path: string): unknown => {
    const start = starts[path];
    if (start) return "value" in start ? start.value : "text" in start ? fillInEachLocale(start.text) : fillInField(start.field);
    const branches = node.anyOf ?? [node];
    if (branches.some((branch) => branch.type === "null")) return null;
    const shape = branches[0]!;
    if (shape.enum) return fillInChoice(shape.enum, whoChoices.includes(path));
    if (shape.type === "array") return shape.minItems || hasStart(path) ? [value(shape.items!, `${path}[]`)] : [];
    // Read after "expected": "why, in one line", but "WHO's …" as it is.
    const words = (node.description ?? node.title ?? path).replace(/\.$/, "").replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());
    const properties = Object.keys(shape.properties ?? {});
    if (properties.length === locales.length && locales.every((locale) => properties.includes(locale))) {
      return Object.fromEntries(locales.map((locale) => [locale, `${fillInMarker} ${words} (${locale})`]));
    }
    if (shape.type === "object") {
      const at = (name: string) => (path ? `${path}.${name}` : name);
      const wanted = properties.filter((name) => shape.required?.includes(name) || starts[at(name)]);
      return Object.fromEntries(wanted.map((name) => [name, value(shape.properties![name]!, at(name))]));
    }
    return `${fillInMarker} ${words}`;
  };
  return value(z.toJSONSchema(schema, { io: "input" }) as Node, "") as Record<string, unknown>;
}

export function newCountry(slug: string, isoCode: string, names: Record<Locale, string>, now: string): Record<string, unknown> {
  return startingFile(
    countrySchema,
    { $schema: "../schemas/country.schema.json", slug, isoCode, name: names, lastUpdated: now, changeNote: added("destination") },
    { adviceSource: { field: "adviceSource" }, "vaccines[].vaccine": { field: "vaccineSlug" }, "yellowFever.certificate.includesTransit": { value: false } },
    ["yellowFever.transmissionRisk", "yellowFever.whoRecommendation"],
  );
}

export function newDisease(slug: string, now: string): Record<string, unknown> {
  return startingFile(
    diseaseSchema,
    { $schema: "../schemas/disease.schema.json", slug, lastUpdated: now, changeNote: added("disease") },
    { name: { text: "diseaseName" }, summary: { text: "diseaseSummary" }, "sources[]": { field: "authorityPage" }, reviewed: { field: "reviewedDay" } },
  );
}

export { newProfileBody } from "./fill-in-markers.ts";

export function newVaccine(slug: string, now: string): Record<string, unknown> {
  return startingFile(
    vaccineSchema,
    { $schema: "../schemas/vaccine.schema.json", slug, lastUpdated: now, changeNote: added("vaccine") },
    {
      name: { text: "vaccineName" },
      schedule: { text: "vaccineSchedule" },
      "protectsAgainst[]": { field: "diseaseSlug" },
      live: { field: "live" },
      routine: { field: "routine" },
      minimumLeadTimeDays: { field: "leadTime" },
      sourceUrl: { field: "vaccineSource" },
      reviewed: { field: "reviewedDay" },
    },
  );
}

export function newNotice(slug: string, now: string): Record<string, unknown> {
  return startingFile(noticeSchema, { $schema: "../schemas/notice.schema.json", slug, lastUpdated: now, changeNote: added("notice") }, { disease: { field: "diseaseSlug" }, reviewed: { field: "reviewedDay" } });
}
