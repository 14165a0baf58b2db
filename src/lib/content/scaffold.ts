// Starting files for a new country, disease or vaccine (`npm run new`). Every value the scaffold
// cannot know is a marker starting with "FILL IN:", which the content check refuses (with the
// field and what to put there), so a started file can never be published half-filled. Country
// names come from i18n-iso-countries (ISO 3166 names in many languages, kept up to date).
import { createRequire } from "node:module";
import { locales, type Locale } from "../locales.ts";
import { fillInChoice, fillInEachLocale, fillInField } from "./fill-in-markers.ts";
import { malariaRiskLevels, malariaTabletAdvice, regions, vaccineLevels, yellowFeverCertificateRules, yellowFeverRecommendations, yellowFeverTransmissionRisks } from "./schemas.ts";

const require = createRequire(import.meta.url);
type Countries = typeof import("i18n-iso-countries");
const isoCountries: Countries = require("i18n-iso-countries");
for (const locale of locales) isoCountries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));

/** Lowercase ASCII kebab-case, as slugs are written: "Côte d'Ivoire" → "cote-d-ivoire". */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

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

const added = (kind: "destination" | "disease" | "vaccine"): Record<Locale, string> =>
  ({
    destination: { nl: "Bestemming toegevoegd.", en: "Destination added.", de: "Reiseziel hinzugefügt.", fr: "Destination ajoutée.", es: "Destino añadido." },
    disease: { nl: "Ziekte toegevoegd.", en: "Disease added.", de: "Krankheit hinzugefügt.", fr: "Maladie ajoutée.", es: "Enfermedad añadida." },
    vaccine: { nl: "Vaccin toegevoegd.", en: "Vaccine added.", de: "Impfstoff hinzugefügt.", fr: "Vaccin ajouté.", es: "Vacuna añadida." },
  })[kind];

export function newCountry(slug: string, isoCode: string, names: Record<Locale, string>, now: string): Record<string, unknown> {
  return {
    $schema: "../schemas/country.schema.json",
    slug,
    isoCode,
    name: names,
    region: fillInChoice(regions),
    adviceSource: fillInField("adviceSource"),
    lcrUrl: null,
    reviewed: null,
    lastUpdated: now,
    changeNote: added("destination"),
    vaccines: [
      {
        vaccine: fillInField("vaccineSlug"),
        level: fillInChoice(vaccineLevels),
        note: null,
      },
    ],
    exitRequirements: [],
    yellowFever: {
      transmissionRisk: fillInChoice(yellowFeverTransmissionRisks, true),
      whoRecommendation: fillInChoice(yellowFeverRecommendations, true),
      certificate: {
        requirement: fillInChoice(yellowFeverCertificateRules),
        includesTransit: false,
        minimumAgeMonths: null,
        transitMinimumHours: null,
        citations: null,
      },
      note: null,
      discrepancy: null,
      citations: null,
    },
    malaria: {
      risk: fillInChoice(malariaRiskLevels),
      whoPreventionType: null,
      areas: null,
      season: null,
      prevention: null,
      tablets: fillInChoice(malariaTabletAdvice),
      drugs: [],
      discrepancy: null,
      citations: null,
    },
    otherRisks: [],
  };
}

export function newDisease(slug: string, now: string): Record<string, unknown> {
  return {
    $schema: "../schemas/disease.schema.json",
    slug,
    name: fillInEachLocale("diseaseName"),
    summary: fillInEachLocale("diseaseSummary"),
    lcrUrl: null,
    sources: [fillInField("authorityPage")],
    reviewed: fillInField("reviewedDay"),
    lastUpdated: now,
    changeNote: added("disease"),
  };
}

export { newProfileBody } from "./fill-in-markers.ts";

export function newVaccine(slug: string, now: string): Record<string, unknown> {
  return {
    $schema: "../schemas/vaccine.schema.json",
    slug,
    name: fillInEachLocale("vaccineName"),
    protectsAgainst: [fillInField("diseaseSlug")],
    live: fillInField("live"),
    routine: fillInField("routine"),
    schedule: fillInEachLocale("vaccineSchedule"),
    minimumLeadTimeDays: fillInField("leadTime"),
    sourceUrl: fillInField("vaccineSource"),
    reviewed: fillInField("reviewedDay"),
    lastUpdated: now,
    changeNote: added("vaccine"),
  };
}
