// What the trip planner reads, cut from the bulk file's data: published as trip.json, carried
// packed by the trip page, and planned on by the build's worked example, so the page and the
// browser cannot compute from different data. Each fact keeps how far it is sourced (evidence);
// its citations stay in the country's own file.
import type { Bulk, TripDataPublished } from "../published/schemas.ts";
import type { TripData } from "./plan.ts";

/** The planner's data of a locale: with the facts the country pages word (src/lib/site/statements.ts), so the plan words them the same. */
export function tripDataOf(bulk: Pick<Bulk, "countries" | "vaccines" | "malariaDrugs">): TripDataPublished {
  return {
    countries: bulk.countries.map((country) => ({
      slug: country.slug,
      name: country.name,
      vaccines: country.vaccines.map((v) => ({ slug: v.slug, name: v.name, level: v.level, live: v.live, note: v.note, evidence: v.evidence, fromCountries: v.fromCountries.map(({ slug }) => ({ slug })) })),
      yellowFever: {
        transmissionRisk: country.yellowFever.transmissionRisk,
        whoRecommendation: country.yellowFever.whoRecommendation,
        extent: country.yellowFever.extent,
        extentSummary: country.yellowFever.extentSummary,
        evidence: country.yellowFever.evidence,
        certificate: {
          requirement: country.yellowFever.certificate.requirement,
          includesTransit: country.yellowFever.certificate.includesTransit,
          transitMinimumHours: country.yellowFever.certificate.transitMinimumHours,
          minimumAgeMonths: country.yellowFever.certificate.minimumAgeMonths,
          alsoFromCountries: country.yellowFever.certificate.alsoFromCountries.map(({ slug }) => ({ slug })),
          fromCountries: country.yellowFever.certificate.fromCountries.map(({ slug }) => ({ slug })),
          evidence: country.yellowFever.certificate.evidence,
        },
      },
      exitRequirements: country.exitRequirements.map(({ slug, name, appliesTo, note, evidence }) => ({ slug, name, appliesTo, note, evidence })),
      malaria: (({ risk, extentSummary, areas, season, prevention, tablets, drugs, evidence }) => ({ risk, extentSummary, areas, season, prevention, tablets, drugs: drugs.map((drug) => drug.slug), evidence }))(country.malaria),
      otherRisks: country.otherRisks.map(({ slug, name, note }) => ({ slug, name, note })),
      notices: [...country.notices, ...country.noticeHistory].map(({ slug, statement, advice, reported, confirmed, reviewBy, ended }) => ({ slug, statement, advice, reported, confirmed, reviewBy, ended })),
    })),
    vaccines: bulk.vaccines.map(({ slug, name, live, minimumLeadTimeDays, age, pregnancy, breastfeeding }) => ({ slug, name, live, minimumLeadTimeDays, age, pregnancy, breastfeeding })),
    malariaDrugs: bulk.malariaDrugs.map(({ slug, name, age, minimumWeightKg, pregnancy, breastfeeding }) => ({ slug, name, age, minimumWeightKg, pregnancy, breastfeeding })),
  };
}

/** The planner's data as the trip page carries it: without the citations (the plan says how far
 * each fact is sourced, never from whom: that is the country page's), and each text of 12 or more
 * characters written once, in `texts`, and named by `{"$": index}`. What is left of the countries
 * is small and regular, and a note shared by 50 countries is sent once: 29 KB gzip where trip.json
 * makes 60 KB (docs/performance.md, "Trip page"). */
export interface PackedTripData {
  texts: string[];
  data: unknown;
}

const notRead = new Set(["citations", "notConfirmed"]);

export function packTripData(data: TripDataPublished): PackedTripData {
  const texts: string[] = [];
  const index = new Map<string, number>();
  const json = JSON.stringify(data, (key, value: unknown) => {
    if (notRead.has(key)) return undefined;
    if (typeof value !== "string" || value.length < 12) return value;
    if (!index.has(value)) index.set(value, texts.push(value) - 1);
    return { $: index.get(value) };
  });
  return { texts, data: JSON.parse(json) };
}

export function unpackTripData({ texts, data }: PackedTripData): TripData {
  const expand = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(expand) : value !== null && typeof value === "object" ? ("$" in value ? texts[value.$ as number] : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expand(v)]))) : value;
  return expand(data) as TripData;
}
