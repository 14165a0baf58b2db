// The published contract: the envelope and each resource's `data`, as pure data schemas (no
// transforms or refinements), so the same objects validate the build's output and become the
// JSON Schemas and OpenAPI components that clients generate code from.
import { z } from "zod";
import { locales, profileLocales } from "../locales.ts";
import {
  malariaPreventionTypes,
  malariaRiskLevels,
  vaccineLevels,
  yellowFeverCertificateRules,
  yellowFeverRecommendations,
  yellowFeverTransmissionRisks,
} from "../content/schemas.ts";
import { citationsSchema, discrepancySchema, drugsSchema, exitRequirementsSchema, reviewSchema, tabletsSchema } from "./provenance.ts";

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
  "Deprecated, not a citation: the address of the first reference cited for this section, or, where the section is not yet sourced, of the advice source.";

export const localeSchema = z.enum(locales).meta({ description: "A locale of the service." });

export const alternateLocaleSchema = z
  .object({ inLanguage: localeSchema, url: absoluteUrl.meta({ description: "The same resource in that locale." }) })
  .strict();

/** What each envelope field means (seed §2.1); also shown on the developers' page. */
export const envelopeFieldDescriptions = {
  schemaVersion: "Contract version; changes only on an incompatible change.",
  inLanguage: "Locale of this file, the same as the locale in its path.",
  canonicalUrl: "The HTML page of this resource, for people.",
  markdownUrl: "The Markdown mirror of this resource, for language-model readers.",
  alternateLocales: "This resource in the other locales.",
  lastUpdated: "When this resource's content last changed (never the build time).",
  data: "The payload of the resource.",
} as const;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  const d = envelopeFieldDescriptions;
  return z
    .object({
      schemaVersion: z.literal(schemaVersion).meta({ description: d.schemaVersion }),
      inLanguage: localeSchema.meta({ description: d.inLanguage }),
      canonicalUrl: absoluteUrl.meta({ description: d.canonicalUrl }),
      markdownUrl: absoluteUrl.meta({ description: d.markdownUrl }),
      alternateLocales: z.array(alternateLocaleSchema).meta({ description: d.alternateLocales }),
      lastUpdated: timestamp.meta({ description: d.lastUpdated }),
      data,
    })
    .strict();
}

const link = z.object({ slug, name, url: absoluteUrl.meta({ description: "The item's own JSON file." }) }).strict();
const vaccineRef = z.object({ slug, name }).strict();

export const countryListItemSchema = z
  .object({
    slug,
    name,
    isoCode: z.string().regex(/^[A-Z]{2}$/).meta({ description: "ISO 3166-1 alpha-2 code." }),
    url: absoluteUrl.meta({ description: "The country's requirements file." }),
    lastUpdated: timestamp,
    yellowFeverCertificate: z.enum(yellowFeverCertificateRules),
    malariaRisk: z.enum(malariaRiskLevels),
  })
  .strict();
export const countryListSchema = z.array(countryListItemSchema).meta({ description: "Countries with travel advice, sorted by name in the file's locale." });

export const adviceSourceSchema = z
  .object({ slug, name: name.meta({ description: "Name of the advice body in the file's locale." }), url: httpsUrl })
  .strict();

export const countryRequirementsSchema = z
  .object({
    slug,
    name,
    isoCode: z.string().regex(/^[A-Z]{2}$/),
    lcrUrl: httpsUrl.nullable().meta({ description: "The original advice page for this country, or null where none is known." }),
    adviceSource: adviceSourceSchema,
    reviewed: date.meta({
      description:
        "Day the facts were last checked against their cited references; where they have not yet been (see the review status of each fact), the day of the country's last content change.",
    }),
    vaccines: z
      .array(
        z
          .object({
            slug,
            name,
            level: z.enum(vaccineLevels).meta({
              description: "entry-requirement: needed to enter; all-travellers: advised for everyone; some-travellers: depending on the trip.",
            }),
            note: localizedNote.meta({ description: "Who should have it and when, or null." }),
            live: z.boolean().meta({ description: "A live vaccine." }),
            sourceUrl: httpsUrl,
            citations: citationsSchema,
          })
          .strict(),
      )
      .meta({ description: "Travel vaccines for this country, entry requirements first." }),
    routineVaccinations: z
      .object({ vaccines: z.array(vaccineRef).meta({ description: "Routine vaccinations every traveller should have up to date." }) })
      .strict(),
    yellowFever: z
      .object({
        transmissionRisk: z.enum(yellowFeverTransmissionRisks).meta({ description: "WHO yellow-fever transmission risk." }),
        whoRecommendation: z.enum(yellowFeverRecommendations).meta({ description: "WHO vaccination recommendation." }),
        certificate: z
          .object({
            requirement: z.enum(yellowFeverCertificateRules),
            includesTransit: z.boolean(),
            minimumAgeMonths: z.int().min(0).nullable(),
            transitMinimumHours: z
              .int()
              .min(1)
              .nullable()
              .meta({ description: "With includesTransit: an airport transit counts only when longer than this many hours; null when any transit counts or the source gives no duration." }),
            alsoFromCountries: z
              .array(link)
              .meta({ description: "Countries this rule names besides those with WHO-listed yellow-fever risk (endemic or transitional); empty when the rule follows WHO's list." }),
            citations: citationsSchema,
          })
          .strict(),
        note: localizedNote,
        sourceUrl: httpsUrl.meta({ description: legacySourceUrlDescription }),
        discrepancy: discrepancySchema,
        citations: citationsSchema.meta({ description: "What supports transmissionRisk and whoRecommendation; null: not yet sourced." }),
      })
      .strict(),
    malaria: z
      .object({
        risk: z.enum(malariaRiskLevels),
        whoPreventionType: z
          .enum(malariaPreventionTypes)
          .nullable()
          .meta({
            description:
              "WHO malaria prevention type as defined in WHO International travel and health, chapter 7, Table 7.1 (2017): A very limited risk, bite prevention only; B P. vivax only; C P. falciparum with chloroquine and sulfadoxine-pyrimethamine resistance; D P. falciparum with multidrug resistance. null without risk, or where the cited WHO list gives no type (see drugs).",
          }),
        areas: localizedNote,
        season: localizedNote,
        prevention: localizedNote.meta({ description: "The advised prevention." }),
        sourceUrl: httpsUrl.meta({ description: legacySourceUrlDescription }),
        tablets: tabletsSchema,
        drugs: drugsSchema,
        discrepancy: discrepancySchema,
        citations: citationsSchema,
      })
      .strict(),
    exitRequirements: exitRequirementsSchema,
    review: reviewSchema,
    otherRisks: z
      .array(link.extend({ note: localizedNote }).strict())
      .meta({ description: "Other infectious-disease risks, linking to the disease profiles." }),
  })
  .strict();

export const diseaseIndexItemSchema = z
  .object({ slug, name, summary: z.string().min(1), url: absoluteUrl, lastUpdated: timestamp })
  .strict();
export const diseaseIndexSchema = z.array(diseaseIndexItemSchema).meta({ description: "Infectious diseases with travel advice." });

const inlineSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string() }).strict(),
  z.object({ type: z.literal("strong"), text: z.string() }).strict(),
  z.object({ type: z.literal("emphasis"), text: z.string() }).strict(),
  z.object({ type: z.literal("link"), text: z.string(), href: z.string().regex(/^(https:|mailto:)/) }).strict(),
]);
export const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), text: z.string() }).strict(),
  z.object({ type: z.literal("paragraph"), content: z.array(inlineSchema) }).strict(),
  z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(z.array(inlineSchema)) }).strict(),
]);

export const diseaseProfileSchema = z
  .object({
    slug,
    name,
    summary: z.string().min(1),
    lcrUrl: httpsUrl.nullable().meta({ description: "The original advice page for this disease, or null where none is known." }),
    sources: z.array(httpsUrl).meta({ description: "Authority pages the profile is based on." }),
    reviewed: date,
    profileInLanguage: z.enum(profileLocales).meta({ description: "Language of profile.blocks: nl or en; may differ from inLanguage." }),
    profile: z.object({ blocks: z.array(blockSchema).meta({ description: "The profile body as typed blocks." }) }).strict(),
    countries: z.array(link).meta({ description: "Countries whose advice names this disease." }),
    vaccines: z.array(vaccineRef).meta({ description: "Vaccines in the catalog that protect against it." }),
  })
  .strict();

export const vaccinationEntrySchema = z
  .object({
    slug,
    name,
    protectsAgainst: z.array(link),
    live: z.boolean().meta({ description: "A live attenuated vaccine (matters in pregnancy and immune suppression)." }),
    routine: z.boolean().meta({ description: "Part of the routine vaccination programme." }),
    schedule: z.string().min(1),
    minimumLeadTimeDays: z.int().min(0).nullable().meta({ description: "Days before departure by which to start, or null." }),
    sourceUrl: httpsUrl.meta({ description: "Authority page for this vaccine (seed §2.3 rule 4)." }),
    reviewed: date,
    lastUpdated: timestamp,
  })
  .strict();
export const vaccinationCatalogSchema = z.array(vaccinationEntrySchema).meta({ description: "The vaccine catalog; may be empty." });

export const changeEntrySchema = z
  .object({
    resource: z.enum(["country", "disease", "vaccine"]).meta({ description: "Which kind of entity changed." }),
    slug,
    name,
    url: absoluteUrl.meta({ description: "The JSON file that shows the entity (the catalog for a vaccine)." }),
    lastUpdated: timestamp,
    note: z.string().min(1).meta({ description: "The editor's change note, in the file's locale." }),
  })
  .strict();
export const changesSchema = z.array(changeEntrySchema).meta({ description: "The latest change of every entity, newest first." });

export const bulkSchema = z
  .object({
    countries: z.array(countryRequirementsSchema),
    diseases: z.array(diseaseProfileSchema),
    vaccines: vaccinationCatalogSchema,
  })
  .strict()
  .meta({ description: "Every country, disease and vaccine of the locale in one file, for offline use." });

export const countryListFileSchema = envelopeSchema(countryListSchema);
export const countryRequirementsFileSchema = envelopeSchema(countryRequirementsSchema);
export const diseaseIndexFileSchema = envelopeSchema(diseaseIndexSchema);
export const diseaseProfileFileSchema = envelopeSchema(diseaseProfileSchema);
export const vaccinationCatalogFileSchema = envelopeSchema(vaccinationCatalogSchema);
export const changesFileSchema = envelopeSchema(changesSchema);
export const bulkFileSchema = envelopeSchema(bulkSchema);

export type CountryListItem = z.infer<typeof countryListItemSchema>;
export type CountryRequirements = z.infer<typeof countryRequirementsSchema>;
export type DiseaseIndexItem = z.infer<typeof diseaseIndexItemSchema>;
export type DiseaseProfile = z.infer<typeof diseaseProfileSchema>;
export type VaccinationEntry = z.infer<typeof vaccinationEntrySchema>;
export type ChangeEntry = z.infer<typeof changeEntrySchema>;
export type Bulk = z.infer<typeof bulkSchema>;
export type Block = z.infer<typeof blockSchema>;
export type Inline = z.infer<typeof inlineSchema>;
export type AlternateLocale = z.infer<typeof alternateLocaleSchema>;
export interface Envelope<T> {
  schemaVersion: typeof schemaVersion;
  inLanguage: (typeof locales)[number];
  canonicalUrl: string;
  markdownUrl: string;
  alternateLocales: AlternateLocale[];
  lastUpdated: string;
  data: T;
}
