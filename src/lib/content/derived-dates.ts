// When what a page shows from other files last changed, kept in content/derived-dates.json by
// `npm run generate`. A disease profile and a country page show a few facts of other files, whose
// lastUpdated also moves with edits the page does not show (a change note). So the file keeps a
// digest of the shown facts and since when they hold: while it matches, the page's date ignores
// edits elsewhere; when it does not (missing, or not regenerated), the date falls back to the
// newest lastUpdated of every file the page reads: maybe later than its real change, never earlier.
import { createHash } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { holdsText, readGenerated } from "./file-text.ts";
import path from "node:path";
import { z } from "zod";
import { compareCodePoints } from "../order.ts";
import { diseasesOfCountry, malariaDisease, yellowFeverDisease } from "./links.ts";
import type { Content, DerivedDates, DiseaseWithBodies } from "./model.ts";
import type { CountryContent } from "./schemas.ts";
import type { ContentProblem } from "./problems.ts";
import { lastUpdatedSchema } from "./schemas.ts";
import { newest } from "../timestamps.ts";

export const derivedDatesFile = "derived-dates.json";

const entrySchema = z
  .object({
    shows: z.string().regex(/^[0-9a-f]{64}$/).meta({ description: "SHA-256 of what the page shows from other files." }),
    since: lastUpdatedSchema.meta({ description: "Since when it shows exactly that." }),
  })
  .strict();
export const derivedDatesSchema = z
  .object({
    $comment: z.string().optional(),
    diseases: z.record(z.string(), entrySchema).meta({ description: "Per disease slug." }),
    countries: z.record(z.string(), entrySchema).optional().meta({ description: "Per country slug." }),
  })
  .strict();

const newestOf = ([first, ...rest]: string[]): string | undefined => (first === undefined ? undefined : newest(first, ...rest));

type Entry = { shows: string; since: string };
const digestOf = (shown: unknown) => createHash("sha256").update(JSON.stringify(shown)).digest("hex");
const bySlug = <T extends { slug: string }>(items: readonly T[]) => [...items].sort((a, b) => compareCodePoints(a.slug, b.slug));

/** One kind of page whose date follows other files: what it shows of them (as a digest), the newest edit of the files it reads, what is recorded. */
interface Derived<E extends { slug: string }> {
  entities: readonly E[];
  recorded: ReadonlyMap<string, Entry>;
  shows: (entity: E) => string;
  readsSince: (entity: E) => string | undefined;
}

/** A disease profile lists the countries and vaccines that name it; the two mapped diseases map every country's risk. */
function diseasePages(content: Pick<Content, "countries" | "vaccines" | "diseases" | "mapPlaces" | "derivedDates">): Derived<DiseaseWithBodies> {
  const vaccineBySlug = new Map(content.vaccines.map((v) => [v.slug, v]));
  const linked = new Map(content.diseases.map((d) => [d.slug, [] as Content["countries"]]));
  for (const country of content.countries) for (const slug of diseasesOfCountry(country, vaccineBySlug)) linked.get(slug)?.push(country);
  const vaccinesOf = (slug: string) => content.vaccines.filter((v) => v.protectsAgainst.includes(slug));
  const mapped = (disease: DiseaseWithBodies) => disease.slug === yellowFeverDisease || disease.slug === malariaDisease;
  return {
    entities: content.diseases,
    recorded: content.derivedDates.diseases,
    // What the profile's JSON, Markdown and HTML show of other files; the risk map: every country's place, name and risk.
    shows: (disease) =>
      digestOf({
        countries: bySlug(linked.get(disease.slug) ?? []).map((c) => [c.slug, c.name]),
        vaccines: bySlug(vaccinesOf(disease.slug)).map((v) => [v.slug, v.name]),
        map: mapped(disease)
          ? bySlug(content.countries).map((c) => [
              c.slug,
              c.name,
              c.isoCode,
              content.mapPlaces.shapeNames.get(c.isoCode) ?? null,
              content.mapPlaces.points.get(c.isoCode) ?? null,
              disease.slug === yellowFeverDisease ? [c.yellowFever.transmissionRisk, c.yellowFever.extent ?? null] : [c.malaria.risk, c.malaria.extent ?? null],
            ])
          : null,
      }),
    readsSince: (disease) => newestOf([...(mapped(disease) ? content.countries : (linked.get(disease.slug) ?? [])), ...vaccinesOf(disease.slug)].map((e) => e.lastUpdated)),
  };
}

/**
 * A country's page (JSON, Markdown, HTML and its summary) shows, of each vaccine it names (its
 * advice, exit requirements and the routine list), the slug, names, whether it is live, its source
 * and whether it protects against yellow fever (the summary's yellow-fever line); of each disease
 * among its other risks, and each country its certificate rule names, the slug and names. Its
 * malaria drugs' limits stand on the page whole, so their dates count as they are (pages.ts).
 */
function countryPages(content: Pick<Content, "countries" | "vaccines" | "diseases" | "derivedDates">): Derived<CountryContent> {
  const vaccineBySlug = new Map(content.vaccines.map((v) => [v.slug, v]));
  const diseaseBySlug = new Map(content.diseases.map((d) => [d.slug, d]));
  const countryBySlug = new Map(content.countries.map((c) => [c.slug, c]));
  const routine = bySlug(content.vaccines.filter((v) => v.routine));
  const named = (country: CountryContent) => [...country.vaccines, ...country.exitRequirements].map((entry) => entry.vaccine);
  return {
    entities: content.countries,
    recorded: content.derivedDates.countries,
    shows: (country) =>
      digestOf({
        vaccines: [...new Set(named(country))].sort(compareCodePoints).map((slug) => {
          const v = vaccineBySlug.get(slug);
          return v ? [v.slug, v.name, v.live, v.sourceUrl, v.protectsAgainst.includes(yellowFeverDisease)] : [slug];
        }),
        routine: routine.map((v) => [v.slug, v.name]),
        otherRisks: country.otherRisks.map((risk) => [risk.disease, diseaseBySlug.get(risk.disease)?.name ?? null]),
        alsoFromCountries: (country.yellowFever.certificate.alsoFromCountries ?? []).map((slug) => [slug, countryBySlug.get(slug)?.name ?? null]),
      }),
    readsSince: (country) =>
      newestOf([
        ...named(country).map((slug) => vaccineBySlug.get(slug)?.lastUpdated ?? ""),
        ...routine.map((v) => v.lastUpdated),
        ...country.otherRisks.map((risk) => diseaseBySlug.get(risk.disease)?.lastUpdated ?? ""),
      ]),
  };
}

/** Per entity: the recorded time while the digest matches; otherwise the newest lastUpdated of the files its page reads. */
function sinceOf<E extends { slug: string }>({ entities, recorded, shows, readsSince }: Derived<E>): Map<string, string | undefined> {
  return new Map(
    entities.map((e) => {
      const entry = recorded.get(e.slug);
      return [e.slug, entry && entry.shows === shows(e) ? entry.since : readsSince(e)];
    }),
  );
}

/** Per disease: since when its profile shows what it shows of other files. */
export const shownSince = (content: Pick<Content, "countries" | "vaccines" | "diseases" | "mapPlaces" | "derivedDates">) => sinceOf(diseasePages(content));

/** Per country: since when its page shows what it shows of vaccines, diseases and other countries. */
export const countryShownSince = (content: Pick<Content, "countries" | "vaccines" | "diseases" | "derivedDates">) => sinceOf(countryPages(content));

/** A kind's entries in the file: a digest that still matches keeps its time; a changed one takes `latestEdit` (the edit that changed it, when generated after that edit); a new one, the newest edit of what it reads. */
function entriesOf<E extends { slug: string }>({ entities, recorded, shows, readsSince }: Derived<E>, latestEdit: string | undefined): Record<string, Entry> {
  const entries: Record<string, Entry> = {};
  for (const entity of bySlug(entities)) {
    const digest = shows(entity);
    const entry = recorded.get(entity.slug);
    const since = entry?.shows === digest ? entry.since : entry ? latestEdit : readsSince(entity);
    if (since) entries[entity.slug] = { shows: digest, since };
  }
  return entries;
}

/** The file `npm run generate` writes. */
export function renderDerivedDates(content: Pick<Content, "countries" | "vaccines" | "diseases" | "mapPlaces" | "derivedDates">): string {
  const latest = (entities: readonly { lastUpdated: string }[]) => newestOf(entities.map((e) => e.lastUpdated));
  const file = {
    $comment: "Written by npm run generate (src/lib/content/derived-dates.ts): since when each disease profile and country page shows what it shows of other files. Do not edit.",
    diseases: entriesOf(diseasePages(content), latest([...content.countries, ...content.vaccines])),
    countries: entriesOf(countryPages(content), latest([...content.countries, ...content.vaccines, ...content.diseases])),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export function readDerivedDates(root: string, problems: ContentProblem[], display: (file: string) => string): DerivedDates {
  const data = readGenerated(path.join(root, derivedDatesFile), derivedDatesSchema, "run it again", problems, display);
  return { diseases: new Map(Object.entries(data?.diseases ?? {})), countries: new Map(Object.entries(data?.countries ?? {})) };
}

/** Warnings for a derived-dates file that no longer matches the content: run npm run generate. */
export function staleDerivedDates(root: string, content: Pick<Content, "countries" | "vaccines" | "diseases" | "mapPlaces" | "derivedDates">, display: (file: string) => string): ContentProblem[] {
  const file = path.join(root, derivedDatesFile);
  if (!existsSync(file) || holdsText(file, renderDerivedDates(content))) return [];
  return [{ file: display(file), path: "", expected: "what npm run generate writes for this content, so a disease profile's date says when what it shows changed", found: "an older version (run npm run generate)" }];
}

export function writeDerivedDates(root: string, content: Parameters<typeof renderDerivedDates>[0]): boolean {
  const file = path.join(root, derivedDatesFile);
  const text = renderDerivedDates(content);
  if (holdsText(file, text)) return false;
  writeFileSync(file, text);
  return true;
}
