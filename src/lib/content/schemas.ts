// The content model: what editors write under content/. One schema per entity; the TypeScript
// types are inferred from them and the editors' JSON Schemas are generated from them
// (npm run generate, scripts/generate.ts), so the three can never disagree.
// Each field's words live here, once, in .meta(): `title` and `description` (what an editor's
// tool and the form show), `examples`, and `values`, a sentence for each choice of a list
// (json-schemas.ts turns it into the choices' descriptions). A test holds every field to them.
// No transforms here: zod's toJSONSchema cannot express them.
import { z } from "zod";
import { localeNames, schemaRules } from "./editor-words.ts";
import { locales } from "../locales.ts";

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** `/{locale}/travel/diseases.json` and `notices.json` are lists, so no country may take those slugs. */
export const reservedCountrySlugs = ["diseases", "notices"] as const;

export const slugSchema = z
  .string()
  .regex(slugPattern, { message: schemaRules.slug })
  .max(80)
  .meta({ description: "Stable identifier: lowercase ASCII kebab-case, the same in every locale." });
const slugField = slugSchema.meta({ title: "Slug", examples: ["cote-d-ivoire", "hepatitis-a"] });

export type ContentFolder = "countries" | "diseases" | "vaccines" | "malaria-drugs" | "sources" | "references" | "notices";
export type EntityKind = "country" | "disease" | "vaccine" | "malaria-drug" | "source" | "reference" | "notice";
export const folderOfKind: Record<EntityKind, ContentFolder> = {
  country: "countries",
  disease: "diseases",
  vaccine: "vaccines",
  "malaria-drug": "malaria-drugs",
  source: "sources",
  reference: "references",
  notice: "notices",
};

/** A field that names a file of `folder` by its slug: the check requires that file, and the
 *  editors' tools offer the existing slugs (slug-references.ts finds these fields). */
const slugIn = (folder: ContentFolder) => slugSchema.meta({ folder });

// One line of prose: no control characters, no leading or trailing space.
const textPattern = /^[^\s\u0000-\u001f\u007f](?:[^\u0000-\u001f\u007f]*[^\s\u0000-\u001f\u007f])?$/;
export const textSchema = z
  .string()
  .min(1)
  .max(2000)
  .regex(textPattern, { message: schemaRules.text });

export const localizedTextSchema = z
  .object(
    Object.fromEntries(locales.map((locale) => [locale, textSchema.meta({ title: localeNames[locale], description: `The text in ${localeNames[locale]} (${locale}).` })])) as Record<
      (typeof locales)[number],
      typeof textSchema
    >,
  )
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
  .regex(/^[A-Za-z]+(?:\[\d+\]|\.[A-Za-z]+)*\.(?:nl|en|de|fr|es)$/, { message: schemaRules.translationPath })
  .meta({ title: "Text to translate", examples: ["vaccines[1].note.de"] });

/** Translations to bring up to date: set by the form editor when one language of a text changes (translations.ts). */
export const needsTranslationSchema = z
  .array(translationPathSchema)
  .max(1000)
  .optional()
  .meta({
    title: "Needs translation",
    description:
      "Languages of a text that another language of it has changed since: field paths such as vaccines[1].note.de. The form editor adds them when you change one language; translate each and remove it from this list (npm run check lists them).",
  });

export const reviewedSchema = z.iso.date().meta({ title: "Reviewed", description: "Day an editor last checked the facts against the sources (YYYY-MM-DD), no later than Last updated.", examples: ["2026-11-23"] });
export const countryReviewedSchema = z.iso
  .date()
  .nullable()
  .meta({
    title: "Reviewed",
    description:
      "Day you checked every fact of this file against its cited references (YYYY-MM-DD), no later than Last updated. Set it only when every rule a traveller must meet (the certificate rule, entry and exit requirements) cites a reference, and no fact rests on secondary references alone; otherwise leave it null.",
    examples: ["2026-11-23"],
  });
export const lastUpdatedSchema = z.iso
  .datetime()
  .meta({ title: "Last updated", description: "When this entity's content last changed, ISO 8601 UTC (2026-10-02T09:30:00Z).", examples: ["2026-11-23T09:30:00Z"] });

/** A list that means a set: an entry written twice is a mistake, not emphasis. */
const distinct = <T extends z.ZodArray>(list: T) => list.refine((items) => new Set(items as unknown[]).size === (items as unknown[]).length, { message: schemaRules.distinct });

/** The fields every edited entity carries: when its facts were checked, when and how it last changed, what awaits translation. */
const edited = {
  reviewed: reviewedSchema,
  lastUpdated: lastUpdatedSchema,
  changeNote: localizedTextSchema.meta({ title: "Change note", description: "What changed in the latest edit, in a sentence; published in the change feeds." }),
  needsTranslation: needsTranslationSchema,
};

export const schemaRef = z.string().optional().meta({ title: "Schema", description: "Path of the JSON Schema for editors' tools." });

/** A field that takes one of `values`, with a sentence for each (Markdown): the editors' tools show
 *  them beside the choices. */
function choice<const T extends readonly [string, ...string[]]>(values: T, words: Record<T[number], string>) {
  return z.enum(values).meta({ values: words });
}

export const vaccineLevels = ["entry-requirement", "all-travellers", "some-travellers"] as const;
export const yellowFeverTransmissionRisks = ["endemic", "transitional", "low-potential", "none"] as const;
export const yellowFeverRecommendations = ["recommended", "generally-not-recommended", "not-recommended"] as const;
export const yellowFeverCertificateRules = ["none", "all-travellers", "arriving-from-risk-countries", "arriving-from-listed-countries"] as const;
export const malariaRiskLevels = ["none", "low", "moderate", "high"] as const;
export const malariaPreventionTypes = ["A", "B", "C", "D"] as const;
export const malariaTabletAdvice = ["advised", "consider", "not-advised"] as const;
export const malariaDrugs = ["atovaquone-proguanil", "doxycycline", "mefloquine", "tafenoquine", "chloroquine", "chloroquine-proguanil"] as const;
/** How far a country's malaria risk extends, as published: the headline says "in some areas" for some-areas. */
export const malariaExtents = ["whole-country", "some-areas", "none"] as const;
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
    title: "Evidence dated",
    description:
      "When the evidence dates from (YYYY, YYYY-MM or YYYY-MM-DD): the edition or publication date, or for an undated page what its text shows (say how in note); null when nothing dates it.",
    examples: ["2021-05-12", "2018", null],
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
    slug: slugField,
    publisher: textSchema.max(200).meta({
      title: "Publisher",
      description: "Who published the document (its original publisher, also for a copy hosted elsewhere), e.g. World Health Organization.",
      examples: ["World Health Organization"],
    }),
    kind: choice(referenceKinds, {
      authority:
        "**Authority**: WHO, a national public-health institute or ministry; an embassy or ministry only for its own country's entry rule. Confirms a fact.",
      "advice-body": "**National travel-advice body**: CDC Travelers' Health, NaTHNaC (TravelHealthPro), Public Health Scotland (fitfortravel, TRAVAX), LCR, PHAC, … Confirms a fact.",
      "clinical-service": "**Clinical service**: a professional database or clinic (Shoreland, IAMAT, Sitata, travel clinics). Supports a fact, does not confirm it.",
      secondary: "**Secondary**: news, guides, tour operators, blogs, airlines, aggregators, another country's embassy relaying a rule. Context only: the fact stays not yet confirmed.",
    }).meta({
      title: "Kind of source",
      description:
        "What the original publisher is: authority (WHO, a national public-health institute or ministry; an embassy or ministry for its own country's entry rule), advice-body (a national travel-advice body: CDC Travelers' Health, NaTHNaC, Public Health Scotland, LCR, PHAC, …), clinical-service (professional databases, clinics), secondary (news, guides, tour operators, blogs, airlines, aggregators).",
    }),
    host: textSchema
      .max(200)
      .optional()
      .meta({
        title: "Host of the copy",
        description: "Who hosts the copy that was read, when it is not the publisher (a mirror, an archive, a word-for-word reprint); the kind stays the original publisher's.",
        examples: ["1library.net"],
      }),
    title: textSchema.max(500).meta({ title: "Title", description: "The document's title as printed in it." }),
    edition: textSchema
      .max(200)
      .nullable()
      .meta({ title: "Edition", description: "Edition, version or date of the document as printed in it; null only when it gives none.", examples: ["12 May 2021", null] }),
    url: documentUrlSchema.meta({ title: "Address of the copy read", description: "Address of the copy that was read (never a home page, never a guessed address)." }),
    consulted: z.iso.date().meta({ title: "Consulted", description: "Day the document was read (YYYY-MM-DD).", examples: ["2026-11-23"] }),
    dated: evidenceDatedSchema,
    note: textSchema.max(500).optional().meta({ title: "Note", description: "One line, e.g. that the copy is a third-party mirror of an official document." }),
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

/** What each attribute a quote can state means, for the editors' tools. */
const confirmWords: Record<ConfirmableAttribute, string> = {
  requirement: "**requirement**: who must show the certificate.",
  minimumAgeMonths: "**minimumAgeMonths**: the age from which it is asked (the quote must give it in months or years).",
  transitMinimumHours: "**transitMinimumHours**: the shortest transit that counts (the quote must give the hours).",
  includesTransit: "**includesTransit**: whether a transit counts.",
  fromCountries: "**fromCountries**: the countries the rule is limited to (the quotes must name each).",
  alsoFromCountries: "**alsoFromCountries**: the countries the rule adds (the quotes must name each).",
  transmissionRisk: "**transmissionRisk**: the yellow-fever transmission risk.",
  whoRecommendation: "**whoRecommendation**: WHO's vaccination recommendation.",
  extent: "**extent**: how far the risk extends.",
  risk: "**risk**: the malaria risk.",
  areas: "**areas**: where the malaria risk is.",
  tablets: "**tablets**: whether antimalarial tablets are advised.",
  drugs: "**drugs**: the advised antimalarials.",
  level: "**level**: how strongly the vaccine is advised, or that it is required.",
  appliesTo: "**appliesTo**: who must show it on leaving.",
  bands: "**bands**: the age limits.",
  category: "**category**: whether it may be given.",
};

const citationFields = {
  reference: slugIn("references").meta({ title: "Reference", description: "Slug of a reference in content/references/." }),
  locator: textSchema.max(300).meta({ title: "Where in the document", description: "Where in the document: section, table row, page.", examples: ['Country list, entry "Kenya"'] }),
  quote: textSchema.max(500).nullable().meta({ title: "Quote", description: "The rule in the source's own words (may be shortened with …), or null." }),
};

/** A citation of one kind of fact: `confirms` may name only that fact's attributes. */
function citationOf(fact: ConfirmableFact) {
  const names = confirmableAttributes[fact];
  if (names.length === 0) return z.object(citationFields).strict();
  return z
    .object({
      ...citationFields,
      confirms: distinct(
        z
          .array(
            z
              .enum(names as unknown as [string, ...string[]])
              .meta({ title: "Attribute", values: Object.fromEntries(names.map((name) => [name, confirmWords[name]])) }),
          )
          .min(1)
          .max(names.length),
      )
        .optional()
        .meta({
          title: "Attributes the quote states",
          description:
            "The attributes of this fact that the quote itself states (only a citation of an authority or advice body confirms); an attribute no citation lists is published as not confirmed. npm run check refuses a number or country the quote does not contain.",
        }),
    })
    .strict()
    .meta({ title: "Citation", description: "One reference this fact rests on, and where in it." });
}

/** Any citation, as the code that walks every fact reads it. */
export type Citation = z.infer<z.ZodObject<typeof citationFields>> & { confirms?: string[] };

function citationsOf(fact: ConfirmableFact) {
  return z
    .array(citationOf(fact))
    .min(1, { message: schemaRules.oneCitation })
    .max(20)
    .nullable()
    .meta({ title: "Citations", description: "The references this fact rests on, or null: explicitly not yet sourced. An empty list is refused." });
}

/** How far a risk extends, and the few words that limit it: one piece for malaria and yellow
 *  fever, so both headlines follow the same rules (consistency.ts checks them together). */
const riskExtentField = (someAreas: string) =>
  choice(writtenRiskExtents, { "whole-country": "**The whole country** (the headline says so).", "some-areas": `**Some areas** only: the headline says "${someAreas}" and \`extentSummary\`.` });
const extentSummaryField = (example: string) =>
  localizedTextSchema
    .nullable()
    .optional()
    .meta({
      title: "Where, in a few words",
      description: "With some-areas: the few words that limit the headline (\"north-east only\", \"no risk in Bali\"), at most 60 characters; else null.",
      examples: [{ en: example }, null],
    });
const discrepancyField = localizedTextSchema.nullable().meta({ title: "Where authorities disagree", description: "Where authorities disagree, what each says (cite both), or null." });

/** The malaria drugs a country may name, each with a file in content/malaria-drugs/. */
const drugWords: Record<(typeof malariaDrugs)[number], string> = {
  "atovaquone-proguanil": "Atovaquone-proguanil (Malarone).",
  doxycycline: "Doxycycline.",
  mefloquine: "Mefloquine (Lariam).",
  tafenoquine: "Tafenoquine (Arakoda, Krintafel).",
  chloroquine: "Chloroquine.",
  "chloroquine-proguanil": "Chloroquine with proguanil.",
};

export const countrySchema = z
  .object({
    $schema: schemaRef,
    slug: slugField,
    // Unique: one file per destination (same-destination.ts); the map places are per code too.
    isoCode: z
      .string()
      .regex(/^[A-Z]{2}$/, { message: schemaRules.isoCode })
      .meta({ title: "ISO country code", description: "ISO 3166-1 alpha-2 code of the country or territory; no two country files share one.", examples: ["KE"] }),
    name: localizedTextSchema.meta({ title: "Name" }),
    region: choice(regions, {
      africa: "Africa.",
      americas: "North, Central and South America and the Caribbean.",
      asia: "Asia and the Middle East.",
      "europe-oceania": "Europe and Oceania.",
    }).meta({ title: "Region", description: "Region of the review report and of the editors' work split." }),
    adviceSource: slugIn("sources").meta({ title: "Advice body", description: "Slug of the advice body in content/sources/." }),
    lcrUrl: httpsUrlSchema.nullable().meta({ title: "Original advice page", description: "The original advice page, or null where none is known.", examples: [null] }),
    ...edited,
    reviewed: countryReviewedSchema,
    vaccines: z
      .array(
        z
          .object({
            vaccine: slugIn("vaccines").meta({ title: "Vaccine", description: "Slug of a vaccine in content/vaccines/." }),
            level: choice(vaccineLevels, {
              "entry-requirement": "**Entry requirement**: the country demands proof (cite the rule in `citations`).",
              "all-travellers": "**Advised for all travellers** to this destination.",
              "some-travellers": "**Advised for some travellers**, depending on the trip: say who in `note`.",
            }).meta({ title: "Level", description: "How strongly the vaccine is advised." }),
            note: localizedTextSchema.nullable().meta({ title: "Note", description: "Who should have it and when, or null." }),
            fromCountries: distinct(z.array(slugIn("countries").meta({ title: "Country", description: "A country from which arriving travellers must show proof of this vaccination." })).min(1).max(60))
              .optional()
              .meta({
                title: "Only arriving from",
                description:
                  "Only at level entry-requirement: proof is asked only of travellers arriving from these countries (slugs of files in content/countries/), as the cited rule names them; omit when the rule asks it of others (say who in note).",
              }),
            citations: citationsOf("vaccine").optional().meta({ description: "Required at level entry-requirement: the references, or null when not yet sourced." }),
          })
          .strict()
          .meta({ title: "Vaccine advice", description: "One vaccine for this destination: which, how strongly, and for whom." }),
      )
      .max(60)
      .meta({ title: "Vaccines", description: "Every vaccine the advice names for this destination, each once, with its level." }),
    exitRequirements: z
      .array(
        z
          .object({
            vaccine: slugIn("vaccines").meta({ title: "Vaccine", description: "Slug of a vaccine in content/vaccines/." }),
            appliesTo: localizedTextSchema.meta({ title: "Applies to", description: "Who must show it on leaving, e.g. residents and visitors staying longer than 4 weeks." }),
            note: localizedTextSchema.nullable().meta({ title: "Note", description: "Anything else the traveller should know about this requirement, or null." }),
            citations: citationsOf("exitRequirement"),
          })
          .strict()
          .meta({ title: "Requirement on leaving", description: "A vaccination the country demands of some people on leaving it." }),
      )
      .max(20)
      .meta({ title: "Requirements on leaving", description: "Requirements on leaving the country (such as the WHO IHR polio temporary recommendations); usually empty." }),
    yellowFever: z
      .object({
        transmissionRisk: choice(yellowFeverTransmissionRisks, {
          endemic: "**Endemic**: risk of transmission (WHO).",
          transitional: "**Transitional**: areas bordering endemic zones.",
          "low-potential": "**Low potential** for exposure.",
          none: "**No risk** of transmission.",
        }).meta({ title: "Transmission risk", description: "WHO's yellow-fever transmission risk for the country." }),
        whoRecommendation: choice(yellowFeverRecommendations, {
          recommended: "**Recommended** for travellers aged 9 months or older.",
          "generally-not-recommended": "**Generally not recommended**; consider for some travellers.",
          "not-recommended": "**Not recommended**.",
        }).meta({ title: "WHO recommendation", description: "WHO's recommendation on yellow-fever vaccination for travellers." }),
        certificate: z
          .object({
            requirement: choice(yellowFeverCertificateRules, {
              none: "**No certificate** required.",
              "all-travellers": "**All travellers** (then the yellow-fever vaccine must be listed at level entry-requirement).",
              "arriving-from-risk-countries": "Travellers **arriving from a country with risk** of transmission (see includesTransit).",
              "arriving-from-listed-countries": "Only travellers **arriving from the countries the rule names** (list them in `fromCountries`).",
            }).meta({ title: "Certificate required", description: "Who must show a yellow-fever certificate on arrival." }),
            includesTransit: z.boolean().meta({ title: "Transit counts", description: "Whether a transit through a risk country counts as arriving from one." }),
            minimumAgeMonths: z
              .int()
              .min(0)
              .max(240)
              .nullable()
              .meta({
                title: "Minimum age (months)",
                description: "The age in months from which the certificate is required, or null when the source gives none or no certificate is required.",
                examples: [9, 12],
              }),
            transitMinimumHours: z
              .int()
              .min(1)
              .max(240)
              .nullable()
              .meta({
                title: "Shortest transit that counts (hours)",
                description: "Only with includesTransit: the shortest airport transit that counts, if the source gives one; null when any transit counts or no duration is given.",
                examples: [12, null],
              }),
            alsoFromCountries: z
              .array(slugIn("countries").meta({ title: "Country" }))
              .max(60)
              .optional()
              .meta({
                title: "Also arriving from",
                description:
                  "Countries the rule names besides those with WHO-listed yellow-fever risk (for example some low-potential countries), as slugs of files in content/countries/; omit when the rule follows WHO's list.",
              }),
            fromCountries: distinct(z.array(slugIn("countries").meta({ title: "Country" })).min(1).max(100))
              .optional()
              .meta({
                title: "Only arriving from",
                description:
                  "Exactly with requirement arriving-from-listed-countries: the certificate is asked only of travellers arriving from these countries, as the cited text names them (slugs of files in content/countries/).",
              }),
            citations: citationsOf("certificate"),
          })
          .strict()
          .meta({ title: "Certificate", description: "The country's rule for proof of yellow-fever vaccination on arrival." }),
        note: localizedTextSchema.nullable().meta({ title: "Note", description: "Anything else about yellow fever here (areas, exemptions), or null." }),
        extent: riskExtentField("in some areas only")
          .nullable()
          .optional()
          .meta({
            title: "Extent",
            description:
              "How far the risk (and the vaccination recommendation) extends. Required when transmissionRisk is not none, absent otherwise: whole-country, some-areas (the headline says \"in some areas\" with extentSummary), or null: not known from a cited source (every format says so).",
          }),
        extentSummary: extentSummaryField("only the north-east: Misiones and Corrientes provinces"),
        discrepancy: discrepancyField,
        citations: citationsOf("yellowFever").meta({ description: "What supports transmissionRisk, whoRecommendation and extent, or null when not yet sourced." }),
      })
      .strict()
      .meta({ title: "Yellow fever", description: "Transmission risk, WHO recommendation and the certificate rule." }),
    malaria: z
      .object({
        risk: choice(malariaRiskLevels, { none: "**None**.", low: "**Low**.", moderate: "**Moderate**.", high: "**High**." }).meta({
          title: "Malaria risk",
          description: "The malaria risk for travellers.",
        }),
        whoPreventionType: choice(malariaPreventionTypes, {
          A: "**Type A**: very limited risk; mosquito bite prevention only.",
          B: "**Type B**: risk of *P. vivax* malaria only, or fully chloroquine-sensitive *P. falciparum*; bite prevention plus chloroquine prophylaxis.",
          C: "**Type C**: risk of *P. falciparum* malaria, with reported chloroquine resistance; bite prevention plus atovaquone-proguanil, doxycycline or mefloquine.",
          D: "**Type D**: risk of *P. falciparum* malaria in combination with reported multidrug resistance; bite prevention plus atovaquone-proguanil, doxycycline or mefloquine, as resistance allows.",
        })
          .nullable()
          .meta({
            title: "WHO prevention type",
            description:
              "WHO's malaria prevention type (A to D), only as the cited WHO country list states it for this country (malaria.citations must quote it from who-ith-country-list); otherwise null, and tablets and drugs say what is advised.",
          }),
        areas: localizedTextSchema.nullable().meta({ title: "Areas", description: "Where in the country the risk is, or null when the risk is none." }),
        season: localizedTextSchema.nullable().meta({ title: "Season", description: "When in the year the risk is, or null when it is all year or none." }),
        prevention: localizedTextSchema.nullable().meta({ title: "Prevention", description: "What the traveller should do: required whenever the risk is not none." }),
        tablets: choice(malariaTabletAdvice, {
          advised: "**Advised**: chemoprophylaxis for the risk areas (list the `drugs`).",
          consider: "**Consider** for some travellers: say who in `prevention`.",
          "not-advised": "**Not advised**: mosquito bite prevention only, or no risk.",
        }).meta({
          title: "Tablets",
          description: "advised: chemoprophylaxis for the risk areas; consider: for some travellers (say who in prevention); not-advised: bite prevention only, or no risk.",
        }),
        extent: riskExtentField("in some areas")
          .optional()
          .meta({
            title: "Extent",
            description: "Required when there is a risk, absent when risk is none: whole-country, or some-areas (the headline says \"in some areas\" with extentSummary).",
          }),
        extentSummary: extentSummaryField("north-east only"),
        drugs: z
          .array(choice(malariaDrugs, drugWords).meta({ title: "Drug", description: "One advised antimalarial.", folder: "malaria-drugs" }))
          .max(malariaDrugs.length)
          .meta({ title: "Drugs", description: "The advised drugs as the cited source names them; empty when tablets are not advised." }),
        discrepancy: discrepancyField,
        citations: citationsOf("malaria"),
      })
      .strict()
      .meta({ title: "Malaria", description: "Risk, where and when, and the advised prevention." }),
    otherRisks: z
      .array(
        z
          .object({
            disease: slugIn("diseases").meta({ title: "Disease", description: "Slug of a disease in content/diseases/." }),
            note: localizedTextSchema.nullable().meta({ title: "Note", description: "Where or for whom the risk applies, or null." }),
          })
          .strict()
          .meta({ title: "Other risk", description: "One disease named in this destination's advice." }),
      )
      .max(60)
      .meta({ title: "Other risks", description: "Diseases the advice names for this destination that no vaccine above covers (dengue, rabies, …)." }),
  })
  .strict();

export const diseaseSchema = z
  .object({
    $schema: schemaRef,
    slug: slugField,
    name: localizedTextSchema.meta({ title: "Name" }),
    summary: localizedTextSchema.meta({ title: "Summary", description: "One sentence for the disease index." }),
    lcrUrl: httpsUrlSchema.nullable().meta({
      title: "Original advice page",
      description:
        "The disease's page of a national travel-advice body that this file was checked against: the url of a reference of kind advice-body; null where none was read.",
    }),
    sources: distinct(
      z
        .array(
          httpsUrlSchema.meta({
            title: "Source",
            description: "The address of an authority page the profile is based on.",
            examples: ["https://www.who.int/news-room/fact-sheets/detail/malaria"],
          }),
        )
        .min(1)
        .max(20),
    ).meta({ title: "Sources", description: "Authority pages the profile is based on." }),
    unlinkedReason: textSchema
      .optional()
      .meta({ title: "Why no country names it", description: "For editors: why no country's advice names this disease. Required exactly when none does." }),
    ...edited,
  })
  .strict();

/** The references a medical limit rests on: a non-empty list, or null: explicitly not yet sourced. */
const limitCitations = (fact: ConfirmableFact) => citationsOf(fact).meta({ description: "The references this limit rests on, or null when it is not yet sourced." });
const reasonField = localizedTextSchema.meta({ title: "Reason", description: "Why, in one line." });

export const ageBandSchema = z
  .object({
    fromMonths: z.int().min(0).max(1200).meta({ title: "From (months)", description: "First age of the band, in months (0: from birth).", examples: [0, 6] }),
    belowMonths: z
      .int()
      .min(1)
      .max(1200)
      .nullable()
      .meta({ title: "Below (months)", description: "The band ends before this age in months; null: no upper end.", examples: [9, 12, null] }),
    category: choice(ageBandCategories, {
      "not-given": "**Not given** at these ages (below the licensed or advised age).",
      precaution: "**Precaution**: only if the risk cannot be avoided, after specialist advice.",
    }).meta({ title: "What applies", description: "Whether it is not given at these ages, or given only when the risk cannot be avoided." }),
    reason: reasonField,
  })
  .strict()
  .meta({ title: "Age band", description: "One range of ages and what applies in it." });

export const ageLimitsSchema = z
  .object({
    bands: z
      .array(ageBandSchema)
      .max(6)
      .meta({
        title: "Age bands",
        description: "Ages at which it is not given or given only with precaution; an age in no band has no age limit. Empty: no age limit that matters for travel.",
      }),
    citations: limitCitations("ageLimits"),
  })
  .strict()
  .meta({ title: "Age limits", description: "The ages at which it is not given, or only with precaution." });

/** Whether a vaccine or a drug may be given in pregnancy or while breastfeeding. */
const medicalCategoryOf = (what: "vaccine" | "drug", title: string, description: string) =>
  z
    .object({
      category: choice(medicalCategories, {
        contraindicated: `**Contraindicated**: the ${what} is not given.`,
        precaution: "**Precaution**: only if the risk cannot be avoided, after weighing it with a doctor.",
        "no-known-risk": "**No known risk**: may be given.",
      }).meta({ title: "Category", description: `Whether the ${what} may be given.` }),
      reason: reasonField,
      citations: limitCitations("medicalCategory"),
    })
    .strict()
    .meta({ title, description });

export const vaccineSchema = z
  .object({
    $schema: schemaRef,
    slug: slugField,
    name: localizedTextSchema.meta({ title: "Name" }),
    protectsAgainst: distinct(z.array(slugIn("diseases").meta({ title: "Disease" })).min(1).max(10)).meta({ title: "Protects against", description: "Slugs of diseases in content/diseases/." }),
    live: z.boolean().meta({ title: "Live vaccine", description: "A live attenuated vaccine (matters in pregnancy and immune suppression)." }),
    routine: z.boolean().meta({ title: "Routine vaccination", description: "Part of the routine (childhood) vaccination programme." }),
    schedule: localizedTextSchema.meta({ title: "Schedule" }),
    minimumLeadTimeDays: z
      .int()
      .min(0)
      .max(365)
      .nullable()
      .meta({ title: "Lead time (days)", description: "Days before departure by which the first dose should be given, or null.", examples: [10, 14, null] }),
    sourceUrl: httpsUrlSchema.meta({ title: "Source", description: "The authority page (WHO, EMA, ECDC, CDC) for this vaccine's schedule and lead time." }),
    age: ageLimitsSchema,
    pregnancy: medicalCategoryOf("vaccine", "Pregnancy", "Whether it may be given in pregnancy."),
    breastfeeding: medicalCategoryOf("vaccine", "Breastfeeding", "Whether it may be given while breastfeeding."),
    ...edited,
  })
  .strict();

const citedTextOf = (title: string, description: string) =>
  z
    .object({ text: localizedTextSchema.meta({ title: "Text" }), citations: limitCitations("none") })
    .strict()
    .meta({ title, description });

/** One malaria drug in content/malaria-drugs/: the limits a plan and a page must show beside it. */
export const malariaDrugSchema = z
  .object({
    $schema: schemaRef,
    slug: choice(malariaDrugs, drugWords).meta({ title: "Slug", description: "The drug's slug, as countries' malaria.drugs name it." }),
    name: localizedTextSchema.meta({ title: "Name" }),
    schedule: citedTextOf("Schedule", "When to start and stop taking it, in a sentence."),
    age: ageLimitsSchema,
    minimumWeightKg: z
      .object({
        kg: z.number().positive().max(100).meta({ title: "Kilograms", description: "The lowest body weight, in kilograms.", examples: [5, 11] }),
        reason: localizedTextSchema.meta({ title: "Reason" }),
        citations: limitCitations("none"),
      })
      .strict()
      .nullable()
      .meta({ title: "Minimum weight", description: "The lowest body weight it is given at, or null when the source gives none." }),
    pregnancy: medicalCategoryOf("drug", "Pregnancy", "Whether it may be taken in pregnancy."),
    breastfeeding: medicalCategoryOf("drug", "Breastfeeding", "Whether it may be taken while breastfeeding."),
    contraindication: citedTextOf("Main contraindication", "The main contraindication, in a sentence."),
    ...edited,
  })
  .strict();

export const sourceSchema = z
  .object({
    $schema: schemaRef,
    slug: slugField,
    name: localizedTextSchema.meta({ title: "Name" }),
    url: httpsUrlSchema.meta({ title: "Address", description: "The advice body's page for travel advice." }),
  })
  .strict();

const day = (title: string, description: string, example: string) => z.iso.date().meta({ title, description, examples: [example] });

/** One outbreak notice in content/notices/: what an authority reported, where, and until when an
 *  editor vouches for it (consistency.ts checks the dates and citations against each other). */
export const noticeSchema = z
  .object({
    $schema: schemaRef,
    slug: slugField,
    disease: slugIn("diseases").meta({ title: "Disease", description: "Slug of a disease in content/diseases/ (add the disease if it is missing)." }),
    countries: z
      .array(
        z
          .object({
            country: slugIn("countries").meta({ title: "Country", description: "Slug of a country in content/countries/." }),
            areas: localizedTextSchema.nullable().meta({ title: "Areas", description: "The areas of this country the source names, or null when it names none." }),
          })
          .strict()
          .meta({ title: "Country", description: "One country the notice concerns, and the areas the source names there." }),
      )
      .min(1)
      .max(60)
      .meta({ title: "Countries", description: "The countries the notice concerns, each once." }),
    summary: localizedTextSchema.meta({ title: "Summary", description: "What is happening, in one or two sentences, as the source says it." }),
    advice: localizedTextSchema.meta({ title: "Advice", description: "What travellers should do differently (check MMR; food and water; …)." }),
    adviceChange: localizedTextSchema.nullable().meta({
      title: "Change to a country's advice",
      description: "Where the notice changes what a country's advice should say (a yellow-fever area outside the usual map), or null; the country's own rule is left to its own sources.",
    }),
    reported: day("Reported", "The source's own date (YYYY-MM-DD): the dated of a cited reference.", "2025-05-23"),
    confirmed: day("Last confirmed", "The day an editor last confirmed the notice against the newest report (YYYY-MM-DD).", "2026-11-29"),
    reviewBy: day("Review by", "The day by which an editor confirms it again: after confirmed, at most 90 days later. Past it, every page says it may be out of date.", "2027-02-27"),
    ended: z.iso.date().nullable().meta({ title: "Ended", description: "The day the source declared the outbreak over, or null while it goes on; an ended notice moves to the countries' history.", examples: [null, "2026-03-01"] }),
    citations: z
      .array(citationOf("none"))
      .min(1)
      .max(20)
      .meta({ title: "Citations", description: "The dated reports of an authority or advice body the notice rests on (news alone is refused)." }),
    ...edited,
  })
  .strict();

export type NoticeContent = z.infer<typeof noticeSchema>;
export type CountryContent = z.infer<typeof countrySchema>;
export type ReferenceContent = z.infer<typeof referenceSchema>;
export type DiseaseContent = z.infer<typeof diseaseSchema>;
export type VaccineContent = z.infer<typeof vaccineSchema>;
export type SourceContent = z.infer<typeof sourceSchema>;
export type MalariaDrugContent = z.infer<typeof malariaDrugSchema>;
export type AgeLimits = z.infer<typeof ageLimitsSchema>;
export type AgeBand = z.infer<typeof ageBandSchema>;
export type MedicalCategory = z.infer<ReturnType<typeof medicalCategoryOf>>;
