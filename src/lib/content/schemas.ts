// The content model: what editors write under content/. One schema per entity; the TypeScript
// types are inferred from them and the editors' JSON Schemas are generated from them
// (npm run generate, scripts/generate.ts), so the three can never disagree.
// No transforms here: zod's toJSONSchema cannot express them.
import { z } from "zod";
import { schemaRules } from "./problem-words/en.ts";
import { locales } from "../locales.ts";

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** `/{locale}/travel/diseases.json` is the disease index, so no country may take that slug. */
export const reservedCountrySlugs = ["diseases"] as const;

export const slugSchema = z
  .string()
  .regex(slugPattern, { message: schemaRules.slug })
  .max(80)
  .meta({ description: "Stable identifier: lowercase ASCII kebab-case, the same in every locale." });

// One line of prose: no control characters, no leading or trailing space.
const textPattern = /^[^\s\u0000-\u001f\u007f](?:[^\u0000-\u001f\u007f]*[^\s\u0000-\u001f\u007f])?$/;
export const textSchema = z
  .string()
  .min(1)
  .max(2000)
  .regex(textPattern, { message: schemaRules.text });

export const localizedTextSchema = z
  .object(Object.fromEntries(locales.map((locale) => [locale, textSchema])) as Record<(typeof locales)[number], typeof textSchema>)
  .strict()
  .meta({ description: "The same text in each of the five locales: nl, en, de, fr, es." });

/** The characters of a URL as RFC 3986 writes it (what the published schemas' "uri" format accepts). */
export const urlCharacters = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})+$/;

export const httpsUrlSchema = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, message: schemaRules.httpsUrl })
  .max(500)
  .regex(/^https:\/\/[^/@\s]+(\/[^\s]*)?$/, { message: schemaRules.noCredentials })
  // What the published schema's "uri" format (RFC 3986) accepts: anything else (a quote, <, >, a
  // space, a non-ASCII letter) is written %-encoded, so no page, feed or file needs to escape it.
  .regex(urlCharacters, {
    message: schemaRules.urlCharacters,
  });

/** A specific document's address: a home page (path `/` or none) is not a document. */
export const documentUrlSchema = httpsUrlSchema.regex(/^https:\/\/[^/?#]+\/[^\s?#]/, {
  message: schemaRules.documentUrl,
});

/** One language of a text, by its field path: `vaccines[1].note.de`. */
export const translationPathSchema = z
  .string()
  .regex(/^[A-Za-z]+(?:\[\d+\]|\.[A-Za-z]+)*\.(?:nl|en|de|fr|es)$/, { message: schemaRules.translationPath });

/** Translations to bring up to date: set by the form editor when one language of a text changes (translations.ts). */
export const needsTranslationSchema = z
  .array(translationPathSchema)
  .max(1000)
  .optional()
  .meta({
    description:
      "Languages of a text that another language of it has changed since: field paths such as vaccines[1].note.de. The form editor adds them when you change one language; translate each and remove it from this list (npm run check lists them).",
  });

export const reviewedSchema = z.iso.date().meta({ description: "Day an editor last checked the facts against the sources (YYYY-MM-DD)." });
export const countryReviewedSchema = z.iso
  .date()
  .nullable()
  .meta({ description: "Day the file's facts were checked against its cited references (YYYY-MM-DD), or null when they have not been." });
export const lastUpdatedSchema = z.iso
  .datetime()
  .meta({ description: "When this entity's content last changed, ISO 8601 UTC (2026-10-02T09:30:00Z)." });

/** A list that means a set: an entry written twice is a mistake, not emphasis. */
const distinct = <T extends z.ZodArray>(list: T) => list.refine((items) => new Set(items as unknown[]).size === (items as unknown[]).length, { message: schemaRules.distinct });

/** The fields every edited entity carries: when its facts were checked, when and how it last changed, what awaits translation. */
const edited = {
  reviewed: reviewedSchema,
  lastUpdated: lastUpdatedSchema,
  changeNote: localizedTextSchema.meta({ description: "What changed in the latest edit, in a sentence; published in the change feeds." }),
  needsTranslation: needsTranslationSchema,
};

export const schemaRef = z.string().optional().meta({ description: "Path of the JSON Schema for editors' tools." });

export const vaccineLevels = ["entry-requirement", "all-travellers", "some-travellers"] as const;
export const yellowFeverTransmissionRisks = ["endemic", "transitional", "low-potential", "none"] as const;
export const yellowFeverRecommendations = ["recommended", "generally-not-recommended", "not-recommended"] as const;
export const yellowFeverCertificateRules = ["none", "all-travellers", "arriving-from-risk-countries", "arriving-from-listed-countries"] as const;
export const malariaRiskLevels = ["none", "low", "moderate", "high"] as const;
export const malariaPreventionTypes = ["A", "B", "C", "D"] as const;
export const malariaTabletAdvice = ["advised", "consider", "not-advised"] as const;
export const malariaDrugs = ["atovaquone-proguanil", "doxycycline", "mefloquine", "tafenoquine", "chloroquine", "chloroquine-proguanil"] as const;
/** How far a country's risk (malaria, yellow fever) extends: the headline says "in some areas" for some-areas. */
export const riskExtents = ["whole-country", "some-areas", "none"] as const;
/** The malaria extents as published (the same values as every risk's extent). */
export const malariaExtents = riskExtents;
/** What an editor writes where there is a risk (malaria, yellow fever); "none" follows from no risk. */
const writtenRiskExtents = ["whole-country", "some-areas"] as const;
/** Pregnancy and breastfeeding: contraindicated; precaution (only if the risk cannot be avoided,
 *  after weighing it with a doctor); no known risk. */
export const medicalCategories = ["contraindicated", "precaution", "no-known-risk"] as const;
/** An age band: below the licensed or advised age the vaccine or drug is not given; a precaution
 *  band is given only if the risk cannot be avoided. */
export const ageBandCategories = ["not-given", "precaution"] as const;
/** Regions of the review report and of the editors' work split. */
export const regions = ["africa", "americas", "asia", "europe-oceania"] as const;

/** When a document's evidence dates from: as precise as the document allows. */
export const evidenceDatedSchema = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, { message: schemaRules.partialDate })
  .nullable()
  .meta({
    description:
      "When the evidence dates from (YYYY, YYYY-MM or YYYY-MM-DD): the edition or publication date, or for an undated page what its text shows (say how in note); null when nothing dates it.",
  });

/** What a reference is, by its original publisher (content/README.md "What counts as a source"):
 *  only an authority or a national travel-advice body confirms a fact; a clinical service
 *  supports it; a secondary source (news, guides, operators, blogs, airlines, aggregators) is context. */
export const referenceKinds = ["authority", "advice-body", "clinical-service", "secondary"] as const;
export type ReferenceKind = (typeof referenceKinds)[number];

/** One reference document in content/references/: a specific document somebody read. */
export const referenceSchema = z
  .object({
    $schema: schemaRef,
    slug: slugSchema,
    publisher: textSchema.max(200).meta({ description: "Who published the document (its original publisher, also for a copy hosted elsewhere), e.g. World Health Organization." }),
    kind: z.enum(referenceKinds).meta({
      description:
        "What the original publisher is: authority (WHO, a national public-health institute or ministry; an embassy or ministry for its own country's entry rule), advice-body (a national travel-advice body: CDC Travelers' Health, NaTHNaC, Public Health Scotland, LCR, PHAC, …), clinical-service (professional databases, clinics), secondary (news, guides, tour operators, blogs, airlines, aggregators).",
    }),
    host: textSchema
      .max(200)
      .optional()
      .meta({ description: "Who hosts the copy that was read, when it is not the publisher (a mirror, an archive, a word-for-word reprint); the kind stays the original publisher's." }),
    title: textSchema.max(500).meta({ description: "The document's title as printed in it." }),
    edition: textSchema
      .max(200)
      .nullable()
      .meta({ description: "Edition, version or date of the document as printed in it; null only when it gives none." }),
    url: documentUrlSchema.meta({ description: "Address of the copy that was read (never a home page, never a guessed address)." }),
    consulted: z.iso.date().meta({ description: "Day the document was read (YYYY-MM-DD)." }),
    dated: evidenceDatedSchema,
    note: textSchema.max(500).optional().meta({ description: "One line, e.g. that the copy is a third-party mirror of an official document." }),
  })
  .strict();

/** The attributes of each fact a citation's quote can state (`confirms`): a fact is confirmed
 *  attribute by attribute, by citations of an authority or advice body whose quote states it. */
export const confirmableAttributes = {
  certificate: ["requirement", "minimumAgeMonths", "transitMinimumHours", "includesTransit", "fromCountries", "alsoFromCountries"],
  yellowFever: ["transmissionRisk", "whoRecommendation", "extent"],
  malaria: ["risk", "extent", "areas", "tablets", "drugs"],
  vaccine: ["level", "fromCountries"],
  exitRequirement: ["appliesTo"],
  ageLimits: ["bands"],
  medicalCategory: ["category"],
  none: [],
} as const satisfies Record<string, readonly string[]>;
export type ConfirmableFact = keyof typeof confirmableAttributes;
export const allConfirmableAttributes = [...new Set(Object.values(confirmableAttributes).flat())] as ConfirmableAttribute[];
export type ConfirmableAttribute = (typeof confirmableAttributes)[ConfirmableFact][number];

const citationFields = {
  reference: slugSchema.meta({ description: "Slug of a reference in content/references/." }),
  locator: textSchema.max(300).meta({ description: "Where in the document: section, table row, page." }),
  quote: textSchema.max(500).nullable().meta({ description: "The rule in the source's own words (may be shortened with …), or null." }),
};

/** A citation of one kind of fact: `confirms` may name only that fact's attributes. */
function citationOf(fact: ConfirmableFact) {
  const names = confirmableAttributes[fact];
  if (names.length === 0) return z.object(citationFields).strict();
  return z
    .object({
      ...citationFields,
      confirms: distinct(z.array(z.enum(names as unknown as [string, ...string[]])).min(1).max(names.length))
        .optional()
        .meta({
          description:
            "The attributes of this fact that the quote itself states (only a citation of an authority or advice body confirms); an attribute no citation lists is published as not confirmed. npm run check refuses a number or country the quote does not contain.",
        }),
    })
    .strict();
}

/** Any citation, as the code that walks every fact reads it. */
export const citationSchema = z
  .object({ ...citationFields, confirms: z.array(z.enum(allConfirmableAttributes as unknown as [string, ...string[]])).optional() })
  .strict();

function citationsOf(fact: ConfirmableFact) {
  return z
    .array(citationOf(fact))
    .min(1, { message: schemaRules.oneCitation })
    .max(20)
    .nullable()
    .meta({ description: "The references this fact rests on, or null: explicitly not yet sourced. An empty list is refused." });
}

export const citationsSchema = citationsOf("none");

/** How far a risk extends, and the few words that limit it: one piece for malaria and yellow
 *  fever, so both headlines follow the same rules (consistency.ts checks them together). */
const riskExtentField = z.enum(writtenRiskExtents);
const extentSummaryField = localizedTextSchema
  .nullable()
  .optional()
  .meta({ description: "With some-areas: the few words that limit the headline (\"north-east only\", \"no risk in Bali\"), at most 60 characters; else null." });

export const countrySchema = z
  .object({
    $schema: schemaRef,
    slug: slugSchema,
    // Unique: one file per destination (same-destination.ts); the map places are per code too.
    isoCode: z
      .string()
      .regex(/^[A-Z]{2}$/, { message: schemaRules.isoCode })
      .meta({ description: "ISO 3166-1 alpha-2 code of the country or territory; no two country files share one." }),
    name: localizedTextSchema,
    region: z.enum(regions).meta({ description: "Region of the review report and of the editors' work split." }),
    adviceSource: slugSchema.meta({ description: "Slug of the advice body in content/sources/." }),
    lcrUrl: httpsUrlSchema.nullable().meta({ description: "The original advice page, or null where none is known." }),
    ...edited,
    reviewed: countryReviewedSchema,
    vaccines: z
      .array(
        z
          .object({
            vaccine: slugSchema.meta({ description: "Slug of a vaccine in content/vaccines/." }),
            level: z.enum(vaccineLevels),
            note: localizedTextSchema.nullable().meta({ description: "Who should have it and when, or null." }),
            fromCountries: distinct(z.array(slugSchema).min(1).max(60))
              .optional()
              .meta({
                description:
                  "Only at level entry-requirement: proof is asked only of travellers arriving from these countries (slugs of files in content/countries/), as the cited rule names them; omit when the rule asks it of others (say who in note).",
              }),
            citations: citationsOf("vaccine").optional().meta({ description: "Required at level entry-requirement: the references, or null when not yet sourced." }),
          })
          .strict(),
      )
      .max(60),
    exitRequirements: z
      .array(
        z
          .object({
            vaccine: slugSchema.meta({ description: "Slug of a vaccine in content/vaccines/." }),
            appliesTo: localizedTextSchema.meta({ description: "Who must show it on leaving, e.g. residents and visitors staying longer than 4 weeks." }),
            note: localizedTextSchema.nullable(),
            citations: citationsOf("exitRequirement"),
          })
          .strict(),
      )
      .max(20)
      .meta({ description: "Requirements on leaving the country (such as the WHO IHR polio temporary recommendations); usually empty." }),
    yellowFever: z
      .object({
        transmissionRisk: z.enum(yellowFeverTransmissionRisks),
        whoRecommendation: z.enum(yellowFeverRecommendations),
        certificate: z
          .object({
            requirement: z.enum(yellowFeverCertificateRules),
            includesTransit: z.boolean().meta({ description: "Whether a transit through a risk country counts as arriving from one." }),
            minimumAgeMonths: z.int().min(0).max(240).nullable(),
            transitMinimumHours: z
              .int()
              .min(1)
              .max(240)
              .nullable()
              .meta({ description: "Only with includesTransit: the shortest airport transit that counts, if the source gives one; null when any transit counts or no duration is given." }),
            alsoFromCountries: z
              .array(slugSchema)
              .max(60)
              .optional()
              .meta({
                description:
                  "Countries the rule names besides those with WHO-listed yellow-fever risk (for example some low-potential countries), as slugs of files in content/countries/; omit when the rule follows WHO's list.",
              }),
            fromCountries: distinct(z.array(slugSchema).min(1).max(100))
              .optional()
              .meta({
                description:
                  "Exactly with requirement arriving-from-listed-countries: the certificate is asked only of travellers arriving from these countries, as the cited text names them (slugs of files in content/countries/).",
              }),
            citations: citationsOf("certificate"),
          })
          .strict(),
        note: localizedTextSchema.nullable(),
        extent: riskExtentField
          .nullable()
          .optional()
          .meta({
            description:
              "How far the risk (and the vaccination recommendation) extends. Required when transmissionRisk is not none, absent otherwise: whole-country, some-areas (the headline says \"in some areas\" with extentSummary), or null: not known from a cited source (every format says so).",
          }),
        extentSummary: extentSummaryField,
        discrepancy: localizedTextSchema.nullable().meta({ description: "Where authorities disagree, what each says (cite both), or null." }),
        citations: citationsOf("yellowFever").meta({ description: "What supports transmissionRisk, whoRecommendation and extent, or null when not yet sourced." }),
      })
      .strict(),
    malaria: z
      .object({
        risk: z.enum(malariaRiskLevels),
        whoPreventionType: z.enum(malariaPreventionTypes).nullable(),
        areas: localizedTextSchema.nullable(),
        season: localizedTextSchema.nullable(),
        prevention: localizedTextSchema.nullable(),
        tablets: z.enum(malariaTabletAdvice).meta({
          description: "advised: chemoprophylaxis for the risk areas; consider: for some travellers (say who in prevention); not-advised: bite prevention only, or no risk.",
        }),
        extent: riskExtentField
          .optional()
          .meta({ description: "Required when there is a risk, absent when risk is none: whole-country, or some-areas (the headline says \"in some areas\" with extentSummary)." }),
        extentSummary: extentSummaryField,
        drugs: z.array(z.enum(malariaDrugs)).max(malariaDrugs.length).meta({ description: "The advised drugs as the cited source names them; empty when tablets are not advised." }),
        discrepancy: localizedTextSchema.nullable().meta({ description: "Where authorities disagree, what each says (cite both), or null." }),
        citations: citationsOf("malaria"),
      })
      .strict(),
    otherRisks: z
      .array(
        z
          .object({
            disease: slugSchema.meta({ description: "Slug of a disease in content/diseases/." }),
            note: localizedTextSchema.nullable(),
          })
          .strict(),
      )
      .max(60),
  })
  .strict();

export const diseaseSchema = z
  .object({
    $schema: schemaRef,
    slug: slugSchema,
    name: localizedTextSchema,
    summary: localizedTextSchema.meta({ description: "One sentence for the disease index." }),
    lcrUrl: httpsUrlSchema.nullable(),
    sources: distinct(z.array(httpsUrlSchema).min(1).max(20)).meta({ description: "Authority pages the profile is based on." }),
    unlinkedReason: textSchema
      .optional()
      .meta({ description: "For editors: why no country's advice names this disease. Required exactly when none does." }),
    ...edited,
  })
  .strict();

/** The references a medical limit rests on: a non-empty list, or null: explicitly not yet sourced. */
const limitCitationsSchema = citationsSchema.meta({ description: "The references this limit rests on, or null when it is not yet sourced." });
const ageCitationsSchema = citationsOf("ageLimits").meta({ description: "The references this limit rests on, or null when it is not yet sourced." });
const categoryCitationsSchema = citationsOf("medicalCategory").meta({ description: "The references this limit rests on, or null when it is not yet sourced." });

export const ageBandSchema = z
  .object({
    fromMonths: z.int().min(0).max(1200).meta({ description: "First age of the band, in months (0: from birth)." }),
    belowMonths: z.int().min(1).max(1200).nullable().meta({ description: "The band ends before this age in months; null: no upper end." }),
    category: z.enum(ageBandCategories),
    reason: localizedTextSchema.meta({ description: "Why, in one line." }),
  })
  .strict();

export const ageLimitsSchema = z
  .object({
    bands: z
      .array(ageBandSchema)
      .max(6)
      .meta({ description: "Ages at which it is not given or given only with precaution; an age in no band has no age limit. Empty: no age limit that matters for travel." }),
    citations: ageCitationsSchema,
  })
  .strict();

export const medicalCategorySchema = z
  .object({
    category: z.enum(medicalCategories),
    reason: localizedTextSchema.meta({ description: "Why, in one line." }),
    citations: categoryCitationsSchema,
  })
  .strict();

export const vaccineSchema = z
  .object({
    $schema: schemaRef,
    slug: slugSchema,
    name: localizedTextSchema,
    protectsAgainst: distinct(z.array(slugSchema).min(1).max(10)).meta({ description: "Slugs of diseases in content/diseases/." }),
    live: z.boolean().meta({ description: "A live attenuated vaccine (matters in pregnancy and immune suppression)." }),
    routine: z.boolean().meta({ description: "Part of the routine (childhood) vaccination programme." }),
    schedule: localizedTextSchema,
    minimumLeadTimeDays: z.int().min(0).max(365).nullable().meta({ description: "Days before departure by which the first dose should be given, or null." }),
    sourceUrl: httpsUrlSchema,
    age: ageLimitsSchema.meta({ description: "The ages at which it is not given, or only with precaution." }),
    pregnancy: medicalCategorySchema.meta({ description: "Whether it may be given in pregnancy." }),
    breastfeeding: medicalCategorySchema.meta({ description: "Whether it may be given while breastfeeding." }),
    ...edited,
  })
  .strict();

export const citedTextSchema = z
  .object({ text: localizedTextSchema, citations: limitCitationsSchema })
  .strict();

/** One malaria drug in content/malaria-drugs/: the limits a plan and a page must show beside it. */
export const malariaDrugSchema = z
  .object({
    $schema: schemaRef,
    slug: z.enum(malariaDrugs).meta({ description: "The drug's slug, as countries' malaria.drugs name it." }),
    name: localizedTextSchema,
    schedule: citedTextSchema.meta({ description: "When to start and stop taking it, in a sentence." }),
    age: ageLimitsSchema.meta({ description: "The ages at which it is not given, or only with precaution." }),
    minimumWeightKg: z
      .object({ kg: z.number().positive().max(100), reason: localizedTextSchema, citations: limitCitationsSchema })
      .strict()
      .nullable()
      .meta({ description: "The lowest body weight it is given at, or null when the source gives none." }),
    pregnancy: medicalCategorySchema.meta({ description: "Whether it may be taken in pregnancy." }),
    breastfeeding: medicalCategorySchema.meta({ description: "Whether it may be taken while breastfeeding." }),
    contraindication: citedTextSchema.meta({ description: "The main contraindication, in a sentence." }),
    ...edited,
  })
  .strict();

export const sourceSchema = z
  .object({
    $schema: schemaRef,
    slug: slugSchema,
    name: localizedTextSchema,
    url: httpsUrlSchema,
  })
  .strict();

export type CountryContent = z.infer<typeof countrySchema>;
export type ReferenceContent = z.infer<typeof referenceSchema>;
export type Citation = z.infer<typeof citationSchema>;
export type DiseaseContent = z.infer<typeof diseaseSchema>;
export type VaccineContent = z.infer<typeof vaccineSchema>;
export type SourceContent = z.infer<typeof sourceSchema>;
export type MalariaDrugContent = z.infer<typeof malariaDrugSchema>;
export type AgeLimits = z.infer<typeof ageLimitsSchema>;
export type AgeBand = z.infer<typeof ageBandSchema>;
export type MedicalCategory = z.infer<typeof medicalCategorySchema>;
