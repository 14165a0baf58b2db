// The published contract: the envelope and each resource's `data`, as pure data schemas (no
// transforms or refinements), so the same objects validate the build's output and become the
// JSON Schemas and OpenAPI components that clients generate code from. Every reusable shape has
// a stable `id`: it becomes a named component (`$ref`) and a named type in generated clients.
// The objects are `.strict()` because they describe exactly what we write (the build's own check);
// the published JSON Schemas open them for clients (json-schemas.ts, docs/api.md "Versioning").
import { z } from "zod";
import { locales, profileLocales } from "../locales.ts";
import { resourceNames, type ResourceKind } from "./resources.ts";
import {
  malariaPreventionTypes,
  malariaRiskLevels,
  vaccineLevels,
  yellowFeverRecommendations,
  yellowFeverTransmissionRisks,
} from "../content/schemas.ts";
import {
  ageLimitsSchema,
  cited,
  citationsSchema,
  citedTextSchema,
  discrepancySchema,
  evidenceSchema,
  exitRequirementSchema,
  exitRequirementsSchema,
  malariaExtentSchema,
  yellowFeverExtentSchema,
  medicalCategorySchema,
  named,
  notConfirmedSchema,
  publishedCitationSchema,
  reviewSchema,
  tabletsSchema,
} from "./provenance.ts";

export const schemaVersion = 1;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).meta({ description: "Stable identifier, the same in every locale." });
const name = z.string().min(1).meta({ description: "Name in the file's locale." });
const absoluteUrl = z.url().meta({ description: "Absolute URL." });
const httpsUrl = z
  .url({ protocol: /^https$/ })
  .regex(/^https:\/\//)
  .meta({ description: "Absolute https URL of a source." });
const date = z.iso.date().meta({ description: "Day the facts were last checked against the sources (YYYY-MM-DD)." });
const timestamp = z.iso.datetime().meta({ description: "ISO 8601 UTC timestamp of the last content change." });
const localizedNote = z.string().min(1).nullable();

const legacySourceUrlDescription =
  "Deprecated: read citations and evidence instead. The address of the first authority or national travel-advice body cited for this section, or null when none is cited (before 2026-11-25 it fell back to another reference or the advice source's page; see the API changelog).";
/** A deprecated field: the published JSON Schemas say so, so generated clients warn. */
const deprecated = { deprecated: true } as const;

export const localeSchema = z.enum(locales).meta({ id: "Locale", description: "A locale of the service: a closed set (a new locale is a new contract version)." });

export const alternateLocaleSchema = named("AlternateLocale", "The same resource in another locale.", {
  inLanguage: localeSchema,
  url: absoluteUrl.meta({ description: "The same resource in that locale." }),
});

/** What each envelope field means (docs/api.md); also shown on the developers' page. */
export const envelopeFieldDescriptions = {
  $schema: "The JSON Schema this file follows, under /schemas/ of the same site.",
  schemaVersion: "Contract version; changes only on an incompatible change.",
  inLanguage: "Locale of this file, the same as the locale in its path.",
  canonicalUrl: "The HTML page of this resource, for people.",
  markdownUrl: "The Markdown mirror of this resource, for language-model readers.",
  alternateLocales: "This resource in the other locales.",
  lastUpdated: "When this resource's content last changed (never the build time).",
  data: "The payload of the resource.",
} as const;

const openObjectsNote =
  "Objects are open: a client must accept and ignore fields it does not know, because version 1 grows by new optional fields. No object is closed.";

const envelopeBaseSchema = z
  .object({
    $schema: absoluteUrl.meta({ description: envelopeFieldDescriptions.$schema }),
    schemaVersion: z.literal(schemaVersion).meta({ description: envelopeFieldDescriptions.schemaVersion }),
    inLanguage: localeSchema.meta({ description: envelopeFieldDescriptions.inLanguage }),
    canonicalUrl: absoluteUrl.meta({ description: envelopeFieldDescriptions.canonicalUrl }),
    markdownUrl: absoluteUrl.meta({ description: envelopeFieldDescriptions.markdownUrl }),
    alternateLocales: z.array(alternateLocaleSchema).meta({ description: envelopeFieldDescriptions.alternateLocales }),
    lastUpdated: timestamp.meta({ description: envelopeFieldDescriptions.lastUpdated }),
  })
  .meta({ id: "Envelope", description: `The fields every JSON file of the API has around its data. ${openObjectsNote}` });

/** A resource file: the envelope and the resource's `data` (JSON Schema `allOf`, so `Envelope` is one named type). */
function envelopeSchema<T extends z.ZodType>(kind: ResourceKind, data: T, description: string) {
  return z
    .intersection(envelopeBaseSchema, z.object({ data }))
    .meta({ id: resourceNames[kind].component, description: `${description} ${openObjectsNote}` });
}

export const localizedLinkSchema = named("LocalizedLink", "A reference to another resource: its slug, its name in the file's locale and its JSON file.", {
  slug,
  name,
  url: absoluteUrl.meta({ description: "The JSON file of the linked resource (a vaccine's or a malaria drug's own file)." }),
});

// Enumerations used in more than one place are named components, so generated code has one type for each.
/** The certificate rules of version 1. A rule that asks only travellers from named countries
 *  (content's arriving-from-listed-countries) is published as arriving-from-risk-countries, the
 *  value that asks at least as much, with those countries in `fromCountries`: a new enumeration
 *  value would need a new schemaVersion. */
export const publishedCertificateRules = ["none", "all-travellers", "arriving-from-risk-countries"] as const;
const certificateRequirementSchema = z
  .enum(publishedCertificateRules)
  .meta({
    id: "YellowFeverCertificateRequirement",
    description:
      "Who needs a yellow-fever vaccination certificate to enter: nobody, every traveller, or travellers arriving from a country with yellow-fever risk. With arriving-from-risk-countries, a non-empty fromCountries narrows it: only travellers arriving from those countries.",
  });
const fromCountriesDescription = (who: string) =>
  `When not empty, ${who} is asked ONLY of travellers arriving from these countries, as the cited rule names them; empty otherwise.`;
const transmissionRiskSchema = z.enum(yellowFeverTransmissionRisks).meta({ id: "YellowFeverTransmissionRisk", description: "WHO yellow-fever transmission risk." });
const recommendationSchema = z.enum(yellowFeverRecommendations).meta({ id: "YellowFeverRecommendation", description: "WHO yellow-fever vaccination recommendation." });
const vaccineLevelSchema = z.enum(vaccineLevels).meta({
  id: "VaccineLevel",
  description: "entry-requirement: needed to enter; all-travellers: advised for everyone; some-travellers: depending on the trip.",
});
const malariaRiskSchema = z.enum(malariaRiskLevels).meta({ id: "MalariaRisk", description: "The malaria risk of a country, from none to high." });
const profileLanguageSchema = z.enum(profileLocales).meta({ id: "ProfileLanguage", description: "A language disease profile bodies are written in: nl or en." });

export const countryListItemSchema = named("CountrySummary", "A country in the country list.", {
  slug,
  name,
  isoCode: z.string().regex(/^[A-Z]{2}$/).meta({ description: "ISO 3166-1 alpha-2 code." }),
  url: absoluteUrl.meta({ description: "The country's requirements file." }),
  lastUpdated: timestamp,
  yellowFeverCertificate: certificateRequirementSchema,
  malariaRisk: malariaRiskSchema,
  malariaExtent: malariaExtentSchema,
  malariaExtentSummary: localizedNote.meta({ description: "With malariaExtent some-areas: the few words that limit the risk (\"north-east only\"); else null." }),
  yellowFeverRecommendation: recommendationSchema,
  yellowFeverExtent: yellowFeverExtentSchema.nullable().meta({ description: "How far the yellow-fever risk extends; null: not known from a cited source (say so)." }),
  yellowFeverExtentSummary: localizedNote.meta({ description: "With yellowFeverExtent some-areas: the few words that limit the risk (\"only the north-east: Misiones and Corrientes\"); else null." }),
});
export const countryListSchema = z.array(countryListItemSchema).meta({ description: "Countries with travel advice, sorted by name in the file's locale." });

export const adviceSourceSchema = named("AdviceSource", "The national travel-advice body whose advice this is.", {
  slug,
  name: name.meta({ description: "Name of the advice body in the file's locale." }),
  url: httpsUrl,
});

export const vaccineAdviceSchema = named("VaccineAdvice", "A travel vaccine advised for a country, with its level.", {
  slug,
  name,
  url: absoluteUrl.meta({ description: "The vaccine's own file, which describes it (VaccineFile)." }),
  level: vaccineLevelSchema,
  note: localizedNote.meta({ description: "Who should have it and when, or null." }),
  live: z.boolean().meta({ description: "A live vaccine." }),
  sourceUrl: httpsUrl.optional().meta({
    description:
      "Deprecated: read citations and evidence instead. Present only when this recommendation cites an authority or national travel-advice body: the address of the first one cited (before 1.14.0 every entry carried the vaccine's catalog page here, which is not the source of this country's recommendation; the catalog keeps that address).",
    ...deprecated,
  }),
  fromCountries: z.array(localizedLinkSchema).meta({ description: fromCountriesDescription("proof of this vaccination (level entry-requirement)") }),
  ...cited,
});

export const yellowFeverCertificateSchema = named("YellowFeverCertificate", "The country's yellow-fever vaccination certificate requirement.", {
  requirement: certificateRequirementSchema,
  includesTransit: z.boolean(),
  minimumAgeMonths: z.int().min(0).nullable(),
  transitMinimumHours: z
    .int()
    .min(1)
    .nullable()
    .meta({ description: "With includesTransit: an airport transit counts only when longer than this many hours; null when any transit counts or the source gives no duration." }),
  alsoFromCountries: z
    .array(localizedLinkSchema)
    .meta({ description: "Countries this rule names besides those with WHO-listed yellow-fever risk (endemic or transitional); empty when the rule follows WHO's list." }),
  fromCountries: z
    .array(localizedLinkSchema)
    .meta({ description: `${fromCountriesDescription("the certificate")} Then requirement is arriving-from-risk-countries and alsoFromCountries is empty: read the rule as these countries only, not WHO's list.` }),
  ...cited,
});

export const yellowFeverSchema = named("YellowFever", "Yellow-fever risk, WHO recommendation and certificate rule.", {
  transmissionRisk: transmissionRiskSchema,
  whoRecommendation: recommendationSchema,
  certificate: yellowFeverCertificateSchema,
  note: localizedNote,
  sourceUrl: httpsUrl.nullable().meta({ description: legacySourceUrlDescription, ...deprecated }),
  extent: yellowFeverExtentSchema.nullable().meta({
    description: "How far the risk and the vaccination recommendation extend; none without risk; null: not known from a cited source (say \"not known\", never assume the whole country).",
  }),
  extentSummary: localizedNote.meta({ description: "With extent some-areas: the few words that limit the recommendation (\"only the north-east: Misiones and Corrientes\"); else null." }),
  discrepancy: discrepancySchema,
  evidence: evidenceSchema,
  notConfirmed: notConfirmedSchema,
  citations: citationsSchema.meta({ description: "What supports transmissionRisk, whoRecommendation and extent; null: not yet sourced." }),
});

export const malariaSchema = named("Malaria", "Malaria risk and the advised prevention.", {
  risk: malariaRiskSchema,
  whoPreventionType: z
    .enum(malariaPreventionTypes)
    .meta({ id: "MalariaPreventionType", description: "WHO malaria prevention type A to D (WHO International travel and health, chapter 7, Table 7.1, 2017)." })
    .nullable()
    .meta({
      description:
        "WHO malaria prevention type as defined in WHO International travel and health, chapter 7, Table 7.1 (2017): A very limited risk, bite prevention only; B P. vivax only; C P. falciparum with chloroquine and sulfadoxine-pyrimethamine resistance; D P. falciparum with multidrug resistance. null without risk, or unless a cited WHO country-list entry states the type for this country (see tablets and drugs for what is advised).",
    }),
  areas: localizedNote,
  season: localizedNote,
  prevention: localizedNote.meta({ description: "The advised prevention." }),
  sourceUrl: httpsUrl.nullable().meta({ description: legacySourceUrlDescription, ...deprecated }),
  extent: malariaExtentSchema,
  extentSummary: localizedNote.meta({ description: "With extent some-areas: the few words that limit the risk (\"north-east only\", \"no risk in Bali\"); else null." }),
  tablets: tabletsSchema,
  drugs: z.array(localizedLinkSchema).meta({
    description: "The advised antimalarial drugs as the cited source names them, each linking to its own file (MalariaDrugFile) with its age, weight, pregnancy and breastfeeding limits; empty when tablets are not advised.",
  }),
  discrepancy: discrepancySchema,
  ...cited,
});

export const otherRiskSchema = named("OtherRisk", "Another infectious-disease risk, linking to its disease profile.", { ...localizedLinkSchema.shape, note: localizedNote });

const day = z.iso.date();
export const outbreakNoticeSchema = named("OutbreakNotice", "An outbreak notice, dated and sourced.", {
  slug,
  statement: z.string().min(1).meta({ description: 'The notice in one line, in the file\'s locale, e.g. "Outbreak: Yellow fever in Tolima, reported by PAHO/WHO on 23 May 2025" (in a country\'s file, that country\'s areas).' }),
  disease: localizedLinkSchema,
  countries: z
    .array(
      named("NoticeCountry", "A country the notice concerns, with the areas the source names there.", {
        ...localizedLinkSchema.shape,
        areas: z.string().min(1).nullable().meta({ description: "The areas of this country the source names, or null when it names none." }),
      }),
    )
    .meta({ description: "Every country the notice concerns." }),
  summary: z.string().min(1).meta({ description: "What is happening, as the source says it." }),
  advice: z.string().min(1).meta({ description: "What travellers should do differently." }),
  adviceChange: localizedNote.meta({ description: "Where the notice changes what a country's advice should say, or null; the country's own advice is left to its own sources." }),
  reported: day.meta({ description: "The source's own date (YYYY-MM-DD): the dated of the citation whose publisher is reportedBy." }),
  reportedBy: z.string().min(1).meta({ description: "The publisher of the report dated reported." }),
  confirmed: day.meta({ description: "The day an editor last confirmed the notice against the newest report." }),
  reviewBy: day.meta({ description: "After this day (at most 90 days after confirmed) the notice MAY BE OUT OF DATE: say so, as the pages do (\"may be out of date: last confirmed on …\"), whenever you show it." }),
  ended: day.nullable().meta({ description: "The day the source declared the outbreak over, or null while it goes on (then the notice is history)." }),
  lastUpdated: timestamp,
  note: z.string().min(1).meta({ description: "The editor's change note of the latest edit, in the file's locale." }),
  citations: z
    .array(
      named("NoticeCitation", "A dated report of an authority or advice body the notice rests on.", {
        ...publishedCitationSchema.shape,
        dated: z.string().nullable().meta({ description: "When the report dates from (YYYY, YYYY-MM or YYYY-MM-DD)." }),
      }),
    )
    .min(1),
});
export const noticesSchema = z.array(outbreakNoticeSchema).meta({ description: "Every outbreak notice of the locale: the active ones (ended null), newest report first, then the ended ones." });

export const countryRequirementsSchema = named("CountryRequirements", "Travel vaccination advice for one country.", {
  slug,
  name,
  isoCode: z.string().regex(/^[A-Z]{2}$/),
  lcrUrl: httpsUrl.nullable().meta({ description: "The original advice page for this country, or null where none is known." }),
  adviceSource: adviceSourceSchema,
  reviewed: date.nullable().meta({
    description:
      "Deprecated: read review.reviewed. Day the country's facts were last checked against their cited references, or null when they have not been (the same value as review.reviewed; before 2026-11-25 it carried the day of the last change instead; see the API changelog).",
    ...deprecated,
  }),
  vaccines: z.array(vaccineAdviceSchema).meta({ description: "Travel vaccines for this country, entry requirements first." }),
  routineVaccinations: named("RoutineVaccinations", "The routine vaccinations, as a group.", {
    vaccines: z.array(localizedLinkSchema).meta({ description: "Routine vaccinations every traveller should have up to date." }),
  }),
  yellowFever: yellowFeverSchema,
  malaria: malariaSchema,
  exitRequirements: exitRequirementsSchema,
  review: reviewSchema,
  otherRisks: z.array(otherRiskSchema).meta({ description: "Other infectious-disease risks, linking to the disease profiles." }),
  notices: z.array(outbreakNoticeSchema).meta({ description: "The outbreak notices of this country that have not ended, newest report first." }),
  noticeHistory: z.array(outbreakNoticeSchema).meta({ description: "The notices of this country that have ended, newest report first: history, never silently removed." }),
});

export const diseaseIndexItemSchema = named("DiseaseSummary", "A disease in the disease index.", { slug, name, summary: z.string().min(1), url: absoluteUrl, lastUpdated: timestamp });
export const diseaseIndexSchema = z.array(diseaseIndexItemSchema).meta({ description: "Infectious diseases with travel advice." });

const inlineSchema = z
  .discriminatedUnion("type", [
    named("TextInline", "Plain text.", { type: z.literal("text"), text: z.string() }),
    named("StrongInline", "Strongly emphasized text.", { type: z.literal("strong"), text: z.string() }),
    named("EmphasisInline", "Emphasized text.", { type: z.literal("emphasis"), text: z.string() }),
    named("LinkInline", "A link (https or mailto).", { type: z.literal("link"), text: z.string(), href: z.string().regex(/^(https:|mailto:)/) }),
  ])
  .meta({ id: "Inline", description: "A run of text inside a block, by type." });
export const blockSchema = z
  .discriminatedUnion("type", [
    named("HeadingBlock", "A section heading of level 2 or 3.", { type: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), text: z.string() }),
    named("ParagraphBlock", "A paragraph.", { type: z.literal("paragraph"), content: z.array(inlineSchema) }),
    named("ListBlock", "A flat list; each item is a run of inlines.", { type: z.literal("list"), ordered: z.boolean(), items: z.array(z.array(inlineSchema)) }),
  ])
  .meta({ id: "ProfileBlock", description: "A block of a profile body, by type; render it without parsing HTML." });

export const diseaseProfileSchema = named("DiseaseProfile", "A disease profile and the countries whose advice names it.", {
  slug,
  name,
  summary: z.string().min(1),
  lcrUrl: httpsUrl.nullable().meta({ description: "The original advice page for this disease, or null where none is known." }),
  sources: z.array(httpsUrl).meta({ description: "Authority pages the profile is based on." }),
  reviewed: date,
  profileInLanguage: profileLanguageSchema.meta({ description: "Language of profile.blocks: nl or en; may differ from inLanguage." }),
  profile: z
    .object({ blocks: z.array(blockSchema).meta({ description: "The profile body as typed blocks." }) })
    .strict()
    .meta({ id: "Profile", description: "The disease profile body." }),
  countries: z.array(localizedLinkSchema).meta({ description: "Countries whose advice names this disease." }),
  vaccines: z.array(localizedLinkSchema).meta({ description: "Vaccines in the catalog that protect against it." }),
});

export const vaccinationEntrySchema = named("CatalogVaccine", "A vaccine of the catalog.", {
  slug,
  name,
  protectsAgainst: z.array(localizedLinkSchema),
  live: z.boolean().meta({ description: "A live attenuated vaccine (matters in pregnancy and immune suppression)." }),
  routine: z.boolean().meta({ description: "Part of the routine vaccination programme." }),
  schedule: z.string().min(1),
  minimumLeadTimeDays: z.int().min(0).nullable().meta({ description: "Days before departure by which to start, or null." }),
  sourceUrl: httpsUrl.meta({ description: "Authority page for this vaccine; every entry of the catalog has one." }),
  age: ageLimitsSchema,
  pregnancy: medicalCategorySchema,
  breastfeeding: medicalCategorySchema,
  reviewed: date,
  lastUpdated: timestamp,
});
export const vaccinationCatalogSchema = z.array(vaccinationEntrySchema).meta({ description: "The vaccine catalog; may be empty." });

export const malariaDrugEntrySchema = named("MalariaDrug", "A malaria drug that countries' advice names, with its limits.", {
  slug,
  name,
  schedule: citedTextSchema.meta({ description: "When to start and stop taking it." }),
  age: ageLimitsSchema,
  minimumWeightKg: z
    .object({ kg: z.number().positive(), reason: z.string().min(1), ...cited })
    .strict()
    .nullable()
    .meta({ id: "WeightLimit", description: "The lowest body weight it is given at, or null when the source gives none." }),
  pregnancy: medicalCategorySchema,
  breastfeeding: medicalCategorySchema,
  contraindication: citedTextSchema.meta({ description: "The main contraindication." }),
  reviewed: date,
  lastUpdated: timestamp,
});
export const malariaDrugListSchema = z.array(malariaDrugEntrySchema).meta({ description: "The malaria drugs countries' advice names, sorted by name." });

export const replacementSchema = named("Replacement", "The entity of the same kind that replaces a removed one (the new slug of a rename).", {
  slug,
  url: absoluteUrl.meta({ description: "The JSON file of the replacement." }),
});

export const changeEntrySchema = named("Change", "The latest change of one entity, or its removal.", {
  resource: z.enum(["country", "disease", "vaccine"]).meta({ id: "ChangedResource", description: "Which kind of entity changed." }),
  slug,
  name,
  url: absoluteUrl.meta({ description: "The JSON file that shows the entity; for a removed country or disease, its tombstone (TombstoneFile); for a removed vaccine, the catalog." }),
  lastUpdated: timestamp,
  note: z.string().min(1).meta({ description: "The editor's change note, in the file's locale; for a removal, what happened." }),
  removal: z
    .object({ replacement: replacementSchema.nullable().meta({ description: "What replaces it, or null." }) })
    .strict()
    .optional()
    .meta({ id: "Removal", description: "Present only when the entity was removed or renamed: lastUpdated is when, note says why." }),
});
export const changesSchema = z.array(changeEntrySchema).meta({ description: "The latest change of every entity, and every removal, newest first." });

export const tombstoneSchema = named("Tombstone", "A removed country or disease: its slug stays answered, with what happened and what replaces it.", {
  resource: z.enum(["country", "disease"]).meta({ id: "RemovedResource", description: "What was removed." }),
  slug,
  name: name.meta({ description: "Its name when it was removed, in the file's locale." }),
  removed: timestamp.meta({ description: "When it was removed, ISO 8601 UTC." }),
  reason: z.string().min(1).meta({ description: "What happened, in the file's locale." }),
  replacement: replacementSchema.nullable().meta({ description: "What replaces it, or null." }),
});

/** What a bundled item adds to its resource's data: where it lives and when it last changed. */
const bundled = {
  url: absoluteUrl.meta({ description: "The item's own JSON file." }),
  lastUpdated: timestamp.meta({ description: "When the item's content last changed (the lastUpdated of its own file)." }),
};
export const bundledCountrySchema = named("BundledCountry", "A country's requirements, as in its own file, with its url and lastUpdated.", { ...countryRequirementsSchema.shape, ...bundled });
export const bundledDiseaseSchema = named("BundledDisease", "A disease profile, as in its own file, with its url and lastUpdated.", { ...diseaseProfileSchema.shape, ...bundled });

export const bulkSchema = named("AllData", "Every country, disease, vaccine and malaria drug of the locale in one file, for offline use.", {
  countries: z.array(bundledCountrySchema),
  diseases: z.array(bundledDiseaseSchema),
  vaccines: vaccinationCatalogSchema,
  malariaDrugs: malariaDrugListSchema,
});

const tripCountryRefSchema = named("TripCountryRef", "A country, by its slug.", { slug });

// The planner's views pick the fields it reads of a published shape, as named components of their own.
export const tripCountrySchema = named("TripCountry", "The fields of a country's requirements that the trip planner reads.", {
  slug,
  name,
  vaccines: z.array(
    named("TripVaccineAdvice", "A vaccine advised for the country, as the planner reads it.", {
      ...vaccineAdviceSchema.pick({ slug: true, name: true, level: true, live: true, note: true, evidence: true }).shape,
      fromCountries: z.array(tripCountryRefSchema).meta({ description: fromCountriesDescription("proof of this vaccination") }),
    }),
  ),
  yellowFever: named(
    "TripYellowFever",
    "Yellow-fever risk, how far the vaccination recommendation extends, and the certificate rule (the planner words the extent from the country's statements).",
    {
      ...yellowFeverSchema.pick({ transmissionRisk: true, whoRecommendation: true, extent: true, extentSummary: true, evidence: true }).shape,
      certificate: named("TripCertificate", "The certificate rule, as the planner reads it.", {
        ...yellowFeverCertificateSchema.pick({ requirement: true, includesTransit: true, transitMinimumHours: true, minimumAgeMonths: true, evidence: true }).shape,
        alsoFromCountries: z.array(tripCountryRefSchema).meta({ description: "Countries the rule names besides those with WHO-listed risk." }),
        fromCountries: z.array(tripCountryRefSchema).meta({ description: fromCountriesDescription("the certificate") }),
      }),
    },
  ),
  exitRequirements: z.array(
    named("TripExitRequirement", "A vaccination to show when leaving, as the planner reads it.", exitRequirementSchema.pick({ slug: true, name: true, appliesTo: true, note: true, evidence: true }).shape),
  ),
  malaria: named("TripMalaria", "Malaria risk and the advised prevention, as the planner reads them.", {
    ...malariaSchema.pick({ risk: true, extentSummary: true, areas: true, season: true, prevention: true, tablets: true, evidence: true }).shape,
    drugs: z.array(slug).meta({ description: "The advised antimalarial drugs, by slug (malariaDrugs of this file)." }),
  }),
  otherRisks: z
    .array(named("TripOtherRisk", "A disease the country names among its other risks, with its name and the country's note.", otherRiskSchema.pick({ slug: true, name: true, note: true }).shape))
    .meta({ description: "The country's other risks, as its page lists them: the plan lists them per stay and warns a pregnant traveller of those graver in pregnancy (Zika, hepatitis E)." }),
  notices: z
    .array(
      named(
        "TripNotice",
        "An outbreak notice of the country (its line with this country's areas, what to do, its dates), as the planner reads it.",
        outbreakNoticeSchema.pick({ slug: true, statement: true, advice: true, reported: true, confirmed: true, reviewBy: true, ended: true }).shape,
      ),
    )
    .meta({ description: "The country's outbreak notices, active and ended (a trip may lie in the past): the plan shows those that apply on the days of each stop." }),
});

export const tripDataSchema = named("TripData", "What the trip planner reads of every country and vaccine of the locale: a small part of the bulk file, with how far each fact is sourced (its citations are in the country's own file).", {
  countries: z.array(tripCountrySchema),
  vaccines: z.array(
    named(
      "TripVaccine",
      "A vaccine of the catalog, as the planner reads it: its lead time and its limits.",
      vaccinationEntrySchema.pick({ slug: true, name: true, live: true, minimumLeadTimeDays: true, age: true, pregnancy: true, breastfeeding: true }).shape,
    ),
  ),
  malariaDrugs: z.array(
    named("TripMalariaDrug", "A malaria drug, as the planner reads it: its limits.", malariaDrugEntrySchema.pick({ slug: true, name: true, age: true, minimumWeightKg: true, pregnancy: true, breastfeeding: true }).shape),
  ),
});

/** Each resource's file: the envelope around its data, named by its component (resources.ts). */
export const resourceFileSchemas = {
  countryList: envelopeSchema("countryList", countryListSchema, "The country list."),
  country: envelopeSchema("country", countryRequirementsSchema, "The travel vaccination advice of one country."),
  diseaseIndex: envelopeSchema("diseaseIndex", diseaseIndexSchema, "The disease index."),
  disease: envelopeSchema("disease", diseaseProfileSchema, "A disease profile."),
  catalog: envelopeSchema("catalog", vaccinationCatalogSchema, "The vaccine catalog."),
  vaccine: envelopeSchema("vaccine", vaccinationEntrySchema, "One vaccine of the catalog, on its own: what a link to a vaccine points at."),
  malariaDrugs: envelopeSchema("malariaDrugs", malariaDrugListSchema, "The malaria drugs and their limits."),
  malariaDrug: envelopeSchema("malariaDrug", malariaDrugEntrySchema, "One malaria drug and its limits, on its own: what a link to a drug points at."),
  notices: envelopeSchema("notices", noticesSchema, "The outbreak notices of a locale."),
  changes: envelopeSchema("changes", changesSchema, "The latest changes."),
  bulk: envelopeSchema("bulk", bulkSchema, "All data of a locale in one file."),
  tripData: envelopeSchema("tripData", tripDataSchema, "What the trip planner reads, in one small file."),
  tombstone: envelopeSchema("tombstone", tombstoneSchema, "A removed country or disease, at its old address."),
} satisfies Record<ResourceKind, z.ZodType>;

export type CountryListItem = z.infer<typeof countryListItemSchema>;
export type CountryRequirements = z.infer<typeof countryRequirementsSchema>;
export type DiseaseIndexItem = z.infer<typeof diseaseIndexItemSchema>;
export type DiseaseProfile = z.infer<typeof diseaseProfileSchema>;
export type VaccinationEntry = z.infer<typeof vaccinationEntrySchema>;
export type MalariaDrugEntry = z.infer<typeof malariaDrugEntrySchema>;
export type OutbreakNotice = z.infer<typeof outbreakNoticeSchema>;
export type ChangeEntry = z.infer<typeof changeEntrySchema>;
export type Tombstone = z.infer<typeof tombstoneSchema>;
export type Bulk = z.infer<typeof bulkSchema>;
export type TripDataPublished = z.infer<typeof tripDataSchema>;
export type Block = z.infer<typeof blockSchema>;
export type Inline = z.infer<typeof inlineSchema>;
export type AlternateLocale = z.infer<typeof alternateLocaleSchema>;
export type Envelope<T> = z.infer<typeof envelopeBaseSchema> & { data: T };

/** What a host answers for a missing JSON path where it can: an RFC 9457 problem document. */
export const problemSchema = named("Problem", "A problem document (RFC 9457, application/problem+json) for a JSON path with no file.", {
  type: z.literal("about:blank").meta({ description: "about:blank: the status says what happened." }),
  title: z.literal("Not Found"),
  status: z.literal(404),
  detail: z.string().min(1).meta({ description: "Where the lists of slugs are." }),
});
export type Problem = z.infer<typeof problemSchema>;

/**
 * The members of /{locale}/developers/openapi.json a client reads besides the OpenAPI format
 * itself: the envelope's metadata as `x-` extensions of the root, so standard tools load the
 * document as it is.
 */
export const openApiDocumentSchema = named(
  "OpenApiDocument",
  "An OpenAPI 3.1 document: the OpenAPI Initiative publishes the schema of the format itself (spec.openapis.org/oas/3.1/schema/). Described here: the members a client reads first, and the envelope's metadata as x- extensions; paths and components follow the OpenAPI format.",
  {
    openapi: z.string().regex(/^3\.1\.\d+$/).meta({ description: "The OpenAPI version, 3.1.x." }),
    jsonSchemaDialect: z.url().meta({ description: "The JSON Schema dialect of the schemas: draft 2020-12." }),
    info: named("OpenApiInfo", "Title, summary and description in the document's locale, the contract version, and the terms of reuse.", {
      title: z.string().min(1),
      summary: z.string().min(1),
      description: z.string().min(1),
      version: z.string().min(1).meta({ description: "The contract version as major.minor.patch; the major is schemaVersion." }),
      termsOfService: absoluteUrl.meta({ description: "The licence and terms of use on the developers' page." }),
      contact: named("OpenApiContact", "Who answers questions about the API, its data and its terms.", { name: z.string().min(1), url: absoluteUrl, email: z.email() }),
      license: named("OpenApiLicense", "The licence of the data and text (CC BY 4.0); quoted excerpts of cited documents stay under their publishers' terms.", {
        name: z.string().min(1),
        url: absoluteUrl,
      }),
    }),
    servers: z.array(z.object({ url: absoluteUrl }).strict()).meta({ description: "The base URL of the site (SITE_URL of the build)." }),
    "x-schemaVersion": z.literal(schemaVersion).meta({ description: envelopeFieldDescriptions.schemaVersion }),
    "x-inLanguage": localeSchema.meta({ description: envelopeFieldDescriptions.inLanguage }),
    "x-canonicalUrl": absoluteUrl.meta({ description: "The developers' page, for people." }),
    "x-markdownUrl": absoluteUrl.meta({ description: envelopeFieldDescriptions.markdownUrl }),
    "x-alternateLocales": z.array(alternateLocaleSchema).meta({ description: envelopeFieldDescriptions.alternateLocales }),
    "x-lastUpdated": timestamp.meta({ description: "When this document last changed: the date of the contract's newest API changelog entry, the newest edit of its texts in this locale, or the lastUpdated of a file its examples show." }),
  },
);
