// UI strings, one file per locale (content/ui/{locale}.json). Every key is required in every
// locale, so a missing translation is a build error naming the file and the key.
// Placeholders are written {name} and filled by formatText().
import { z } from "zod";
import { locales } from "../locales.ts";
import { lastUpdatedSchema, textSchema } from "./schemas.ts";
import {
  malariaPreventionTypes,
  malariaRiskLevels,
  vaccineLevels,
  yellowFeverCertificateRules,
  yellowFeverRecommendations,
  yellowFeverTransmissionRisks,
} from "./schemas.ts";

const strings = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, textSchema])) as Record<K, typeof textSchema>).strict();

export const uiStringsSchema = z
  .object({
    $schema: z.string().optional(),
    lastUpdated: lastUpdatedSchema.meta({ description: "When these texts last changed; lists use it for their own text." }),
    languageName: textSchema.meta({ description: "The language's own name, e.g. Nederlands." }),
    languages: strings(locales).meta({ description: "The name of each language, in this file's language." }),
    site: strings(["name", "description", "notice", "skipToContent", "home", "breadcrumbs", "otherLanguages", "formats", "jsonLink", "markdownLink", "sourcesHeading", "lastUpdated", "reviewed", "originalAdvice", "adviceSource", "none", "yes", "no"]),
    nav: strings(["label", "countries", "diseases", "vaccines", "developers"]),
    countryList: strings(["title", "description", "intro", "columnCountry", "columnYellowFever", "columnMalaria", "filterLabel", "filterCount"]),
    country: strings([
      "title",
      "description",
      "vaccinesHeading",
      "noVaccines",
      "routineHeading",
      "routineText",
      "yellowFeverHeading",
      "transmissionRisk",
      "whoRecommendation",
      "certificate",
      "includesTransit",
      "minimumAge",
      "malariaHeading",
      "malariaRisk",
      "preventionType",
      "areas",
      "season",
      "prevention",
      "otherRisksHeading",
      "source",
    ]),
    vaccineLevel: strings(vaccineLevels),
    yellowFeverRisk: strings(yellowFeverTransmissionRisks),
    yellowFeverRecommendation: strings(yellowFeverRecommendations),
    yellowFeverCertificate: strings(yellowFeverCertificateRules),
    malariaRisk: strings(malariaRiskLevels),
    malariaPrevention: strings(malariaPreventionTypes),
    diseaseIndex: strings(["title", "description", "intro"]),
    disease: strings(["description", "profileHeading", "profileLanguageNote", "countriesHeading", "noCountries", "vaccinesHeading", "sourcesHeading"]),
    developers: strings([
      "title",
      "description",
      "apiTitle",
      "intro",
      "resourcesHeading",
      "exampleRequest",
      "exampleResponse",
      "envelopeHeading",
      "envelopeText",
      "fieldColumn",
      "meaningColumn",
      "versioningHeading",
      "versioningText",
      "profileHeading",
      "profileText",
      "sourcesHeading",
      "sourcesText",
      "httpHeading",
      "httpText",
      "openapiLink",
      "schemasLink",
      "notFound",
    ]),
    resource: strings(["countryList", "country", "diseaseIndex", "disease", "catalog", "changes", "bulk", "openapi"]),
    changes: strings(["title", "description", "intro", "atomLink", "country", "disease", "vaccine"]),
    bulk: strings(["title", "description", "intro", "counts"]),
    notFound: strings(["title", "text", "chooseLanguage"]),
    catalog: strings(["title", "description", "intro", "empty", "protectsAgainst", "live", "liveYes", "liveNo", "routine", "schedule", "leadTime", "leadTimeDays", "source"]),
  })
  .strict();

export type UiStrings = z.infer<typeof uiStringsSchema>;

/** Fills {placeholders}; an unknown placeholder is a programming error, caught by the tests. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for placeholder ${whole} in "${template}"`);
    return String(value);
  });
}
