// When what a page shows from other files last changed, kept in content/derived-dates.json by
// `npm run generate`. A disease profile lists the countries whose advice names it and the
// vaccines against it (their slugs and names), and the yellow-fever and malaria profiles map
// every country's risk: those facts live in other files, whose lastUpdated also moves with edits
// the profile does not show (a country's change note). The build cannot tell the two apart from
// the content alone, so this file remembers a digest of the shown facts and since when they hold:
// while the digest matches, the profile's date ignores edits elsewhere; when it does not (the file
// is missing, or not regenerated after an edit), the profile's date falls back to the newest
// lastUpdated of every file it reads, which may be later than its real change but never earlier.
// A country page likewise shows, of the vaccines and diseases it names, only a few facts (below),
// so an edit of a vaccine's limits or schedule, or of a disease's profile, leaves it alone.
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

/** For each disease: the countries its profile lists and, for the two mapped diseases, every country. */
function readers(content: Pick<Content, "countries" | "vaccines" | "diseases">) {
  const vaccineBySlug = new Map(content.vaccines.map((v) => [v.slug, v]));
  const linked = new Map(content.diseases.map((d) => [d.slug, [] as Content["countries"]]));
  for (const country of content.countries) for (const slug of diseasesOfCountry(country, vaccineBySlug)) linked.get(slug)?.push(country);
  return { linked, vaccinesOf: (slug: string) => content.vaccines.filter((v) => v.protectsAgainst.includes(slug)) };
}

/** The facts of other files a disease's profile shows (JSON, Markdown, HTML), as a digest. */
function shownDigest(content: Pick<Content, "countries" | "vaccines" | "diseases" | "mapPlaces">, disease: DiseaseWithBodies, read: ReturnType<typeof readers>): string {
  const bySlug = <T extends { slug: string }>(items: T[]) => [...items].sort((a, b) => compareCodePoints(a.slug, b.slug));
  const mapped = disease.slug === yellowFeverDisease || disease.slug === malariaDisease;
  const shown = {
    countries: bySlug(read.linked.get(disease.slug) ?? []).map((c) => [c.slug, c.name]),
    vaccines: bySlug(read.vaccinesOf(disease.slug)).map((v) => [v.slug, v.name]),
    // The risk map of the profile's HTML: every country's place, name and risk.
    map: mapped
      ? bySlug(content.countries).map((c) => [
          c.slug,
          c.name,
          c.isoCode,
          content.mapPlaces.shapeNames.get(c.isoCode) ?? null,
          content.mapPlaces.points.get(c.isoCode) ?? null,
          disease.slug === yellowFeverDisease ? [c.yellowFever.transmissionRisk, c.yellowFever.extent ?? null] : [c.malaria.risk, c.malaria.extent ?? null],
        ])
      : null,
  };
  return createHash("sha256").update(JSON.stringify(shown)).digest("hex");
}

/** What country pages read of the vaccines, diseases and countries, indexed once for every country. */
function countryReaders(content: Pick<Content, "countries" | "vaccines" | "diseases">) {
  return {
    vaccineBySlug: new Map(content.vaccines.map((v) => [v.slug, v])),
    diseaseBySlug: new Map(content.diseases.map((d) => [d.slug, d])),
    countryBySlug: new Map(content.countries.map((c) => [c.slug, c])),
    routine: content.vaccines.filter((v) => v.routine).sort((a, b) => compareCodePoints(a.slug, b.slug)),
  };
}

/**
 * The facts of other files a country's page shows (JSON, Markdown, HTML and its summary): of each
 * vaccine it names (its advice, exit requirements and the routine list) the slug, names, whether
 * it is live, its source and whether it protects against yellow fever (the summary's yellow-fever
 * line); of each disease among its other risks, and each country its certificate rule names, the
 * slug and names. Its malaria drugs' limits stand on the page whole, so their dates count as they are.
 */
function countryShownDigest(read: ReturnType<typeof countryReaders>, country: CountryContent): string {
  const named = [...new Set([...country.vaccines, ...country.exitRequirements].map((entry) => entry.vaccine))].sort(compareCodePoints);
  const shown = {
    vaccines: named.map((slug) => {
      const v = read.vaccineBySlug.get(slug);
      return v ? [v.slug, v.name, v.live, v.sourceUrl, v.protectsAgainst.includes(yellowFeverDisease)] : [slug];
    }),
    routine: read.routine.map((v) => [v.slug, v.name]),
    otherRisks: country.otherRisks.map((risk) => [risk.disease, read.diseaseBySlug.get(risk.disease)?.name ?? null]),
    alsoFromCountries: (country.yellowFever.certificate.alsoFromCountries ?? []).map((slug) => [slug, read.countryBySlug.get(slug)?.name ?? null]),
  };
  return createHash("sha256").update(JSON.stringify(shown)).digest("hex");
}

/** The newest lastUpdated of the vaccines and diseases a country's page names: the date it falls back to without a matching digest. */
function countryReadsSince(read: ReturnType<typeof countryReaders>, country: CountryContent): string | undefined {
  return newestOf([
    ...[...country.vaccines, ...country.exitRequirements].map((entry) => read.vaccineBySlug.get(entry.vaccine)?.lastUpdated ?? ""),
    ...read.routine.map((v) => v.lastUpdated),
    ...country.otherRisks.map((risk) => read.diseaseBySlug.get(risk.disease)?.lastUpdated ?? ""),
  ]);
}

/** Per country: since when its page shows what it shows of vaccines, diseases and other countries (the recorded time while the digest matches, else the newest edit of the vaccines and diseases it names). */
export function countryShownSince(content: Pick<Content, "countries" | "vaccines" | "diseases" | "derivedDates">): Map<string, string | undefined> {
  const read = countryReaders(content);
  return new Map(
    content.countries.map((c) => {
      const recorded = content.derivedDates.countries.get(c.slug);
      return [c.slug, recorded && recorded.shows === countryShownDigest(read, c) ? recorded.since : countryReadsSince(read, c)];
    }),
  );
}

/** The newest lastUpdated of the files a disease's profile reads besides its own. */
function readsSince(content: Pick<Content, "countries" | "vaccines">, disease: DiseaseWithBodies, read: ReturnType<typeof readers>): string | undefined {
  const mapped = disease.slug === yellowFeverDisease || disease.slug === malariaDisease;
  return newestOf([...(mapped ? content.countries : (read.linked.get(disease.slug) ?? [])), ...read.vaccinesOf(disease.slug)].map((e) => e.lastUpdated));
}

/**
 * Per disease: since when its profile shows what it shows of other files. The recorded time
 * while the digest matches; otherwise the newest lastUpdated of the files it reads.
 */
export function shownSince(content: Pick<Content, "countries" | "vaccines" | "diseases" | "mapPlaces" | "derivedDates">): Map<string, string | undefined> {
  const read = readers(content);
  return new Map(
    content.diseases.map((d) => {
      const recorded = content.derivedDates.diseases.get(d.slug);
      return [d.slug, recorded && recorded.shows === shownDigest(content, d, read) ? recorded.since : readsSince(content, d, read)];
    }),
  );
}

/** The file `npm run generate` writes: a digest that still matches keeps its time; a new or changed one takes the newest lastUpdated of any country or vaccine (the edit that changed it, when run after that edit). */
export function renderDerivedDates(content: Pick<Content, "countries" | "vaccines" | "diseases" | "mapPlaces" | "derivedDates">): string {
  const read = readers(content);
  const latestEdit = newestOf([...content.countries, ...content.vaccines].map((e) => e.lastUpdated));
  const diseases: Record<string, { shows: string; since: string }> = {};
  for (const disease of [...content.diseases].sort((a, b) => compareCodePoints(a.slug, b.slug))) {
    const shows = shownDigest(content, disease, read);
    const recorded = content.derivedDates.diseases.get(disease.slug);
    const since = recorded?.shows === shows ? recorded.since : recorded ? latestEdit : readsSince(content, disease, read);
    if (since) diseases[disease.slug] = { shows, since };
  }
  const latestNamed = newestOf([...content.countries, ...content.vaccines, ...content.diseases].map((e) => e.lastUpdated));
  const countryRead = countryReaders(content);
  const countries: Record<string, { shows: string; since: string }> = {};
  for (const country of [...content.countries].sort((a, b) => compareCodePoints(a.slug, b.slug))) {
    const shows = countryShownDigest(countryRead, country);
    const recorded = content.derivedDates.countries.get(country.slug);
    const since = recorded?.shows === shows ? recorded.since : recorded ? latestNamed : countryReadsSince(countryRead, country);
    if (since) countries[country.slug] = { shows, since };
  }
  const file = { $comment: "Written by npm run generate (src/lib/content/derived-dates.ts): since when each disease profile and country page shows what it shows of other files. Do not edit.", diseases, countries };
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
