// What the editors' JSON Schemas say to a person: a title and a description for every
// field, a description for every choice of a list, examples, a sentence instead of a regular
// expression, and the existing slugs wherever a field names another file. The structure comes
// from the zod schemas (json-schemas.ts); this module only adds the words, and a test proves
// that no field, choice or pattern is left without them.
import { z } from "zod";
import { locales, type Locale } from "../locales.ts";
import { humanize, localeNames } from "./field-words.ts";
import {
  documentUrlSchema,
  evidenceDatedSchema,
  httpsUrlSchema,
  urlCharacters,
  lastUpdatedSchema,
  reviewedSchema,
  slugSchema,
  textSchema,
  translationPathSchema,
} from "./schemas.ts";
import { folderOfKind, slugReferences, type ContentFolder, type EntityKind } from "./slug-references.ts";

export interface FieldDoc {
  title: string;
  /** Used where the zod schema gives no description of its own. */
  description?: string;
  examples?: unknown[];
  /** A description for each allowed value, shown beside the choices. */
  values?: Record<string, string>;
}

/** The files that a field may name, by folder: slug and what to show beside it. */
export type SlugCatalog = Record<ContentFolder, { slug: string; label: string }[]>;

const certificateCitations = "The references for the certificate rule, minimum age and transit rule, or null when not yet sourced.";

const ageDocs = (what: string): Record<string, FieldDoc> => ({
  age: { title: "Age limits", description: `The ages at which the ${what} is not given, or given only when the risk cannot be avoided.` },
  "age.bands": { title: "Age bands" },
  "age.bands[]": { title: "Age band", description: "One range of ages and what applies in it." },
  "age.bands[].fromMonths": { title: "From (months)", examples: [0, 6] },
  "age.bands[].belowMonths": { title: "Below (months)", examples: [9, 12, null] },
  "age.bands[].category": {
    title: "What applies",
    description: "Whether it is not given at these ages, or given only when the risk cannot be avoided.",
    values: {
      "not-given": "**Not given** at these ages (below the licensed or advised age).",
      precaution: "**Precaution**: only if the risk cannot be avoided, after specialist advice.",
    },
  },
  "age.bands[].reason": { title: "Reason" },
  "age.citations": { title: "Citations" },
  ...categoryDocs("pregnancy", "Pregnancy", what),
  ...categoryDocs("breastfeeding", "Breastfeeding", what),
});
function categoryDocs(field: string, title: string, what: string): Record<string, FieldDoc> {
  return {
    [field]: { title },
    [`${field}.category`]: {
      title: "Category",
      description: `Whether the ${what} may be given.`,
      values: {
        contraindicated: `**Contraindicated**: the ${what} is not given.`,
        precaution: "**Precaution**: only if the risk cannot be avoided, after weighing it with a doctor.",
        "no-known-risk": "**No known risk**: may be given.",
      },
    },
    [`${field}.reason`]: { title: "Reason" },
    [`${field}.citations`]: { title: "Citations" },
  };
}

/** The malaria drugs a country may name, each with a file in content/malaria-drugs/. */
const drugNames: Record<string, string> = {
  "atovaquone-proguanil": "Atovaquone-proguanil (Malarone).",
  doxycycline: "Doxycycline.",
  mefloquine: "Mefloquine (Lariam).",
  tafenoquine: "Tafenoquine (Arakoda, Krintafel).",
  chloroquine: "Chloroquine.",
  "chloroquine-proguanil": "Chloroquine with proguanil.",
};

/** Docs by field path (`[]` for the items of a list), per kind of file. */
const fieldDocs: Record<EntityKind, Record<string, FieldDoc>> = {
  country: {
    isoCode: { title: "ISO country code", examples: ["KE"] },
    name: { title: "Name", description: "The country's or territory's name in each of the five languages." },
    region: {
      title: "Region",
      values: {
        africa: "Africa.",
        americas: "North, Central and South America and the Caribbean.",
        asia: "Asia and the Middle East.",
        "europe-oceania": "Europe and Oceania.",
      },
    },
    adviceSource: { title: "Advice body", description: "The advice body this country's advice follows (a file in content/sources/)." },
    lcrUrl: { title: "Original advice page", examples: [null] },
    vaccines: { title: "Vaccines", description: "Every vaccine the advice names for this destination, each once, with its level." },
    "vaccines[]": { title: "Vaccine advice", description: "One vaccine for this destination: which, how strongly, and for whom." },
    "vaccines[].vaccine": { title: "Vaccine" },
    "vaccines[].level": {
      title: "Level",
      description: "How strongly the vaccine is advised.",
      values: {
        "entry-requirement": "**Entry requirement**: the country demands proof (cite the rule in `citations`).",
        "all-travellers": "**Advised for all travellers** to this destination.",
        "some-travellers": "**Advised for some travellers**, depending on the trip: say who in `note`.",
      },
    },
    "vaccines[].note": { title: "Note" },
    "vaccines[].fromCountries": { title: "Only arriving from" },
    "vaccines[].fromCountries[]": { title: "Country", description: "A country from which arriving travellers must show proof of this vaccination." },
    "vaccines[].citations": { title: "Citations" },
    exitRequirements: { title: "Requirements on leaving" },
    "exitRequirements[]": { title: "Requirement on leaving", description: "A vaccination the country demands of some people on leaving it." },
    "exitRequirements[].vaccine": { title: "Vaccine" },
    "exitRequirements[].appliesTo": { title: "Applies to" },
    "exitRequirements[].note": { title: "Note", description: "Anything else the traveller should know about this requirement, or null." },
    "exitRequirements[].citations": { title: "Citations", description: "The references for this requirement, or null when not yet sourced." },
    yellowFever: { title: "Yellow fever", description: "Transmission risk, WHO recommendation and the certificate rule." },
    "yellowFever.transmissionRisk": {
      title: "Transmission risk",
      description: "WHO's yellow-fever transmission risk for the country.",
      values: {
        endemic: "**Endemic**: risk of transmission (WHO).",
        transitional: "**Transitional**: areas bordering endemic zones.",
        "low-potential": "**Low potential** for exposure.",
        none: "**No risk** of transmission.",
      },
    },
    "yellowFever.whoRecommendation": {
      title: "WHO recommendation",
      description: "WHO's recommendation on yellow-fever vaccination for travellers.",
      values: {
        recommended: "**Recommended** for travellers aged 9 months or older.",
        "generally-not-recommended": "**Generally not recommended**; consider for some travellers.",
        "not-recommended": "**Not recommended**.",
      },
    },
    "yellowFever.certificate": { title: "Certificate", description: "The country's rule for proof of yellow-fever vaccination on arrival." },
    "yellowFever.certificate.requirement": {
      title: "Certificate required",
      description: "Who must show a yellow-fever certificate on arrival.",
      values: {
        none: "**No certificate** required.",
        "all-travellers": "**All travellers** (then the yellow-fever vaccine must be listed at level entry-requirement).",
        "arriving-from-risk-countries": "Travellers **arriving from a country with risk** of transmission (see includesTransit).",
        "arriving-from-listed-countries": "Only travellers **arriving from the countries the rule names** (list them in `fromCountries`).",
      },
    },
    "yellowFever.certificate.includesTransit": { title: "Transit counts" },
    "yellowFever.certificate.minimumAgeMonths": {
      title: "Minimum age (months)",
      description: "The age in months from which the certificate is required, or null when the source gives none or no certificate is required.",
      examples: [9, 12],
    },
    "yellowFever.certificate.transitMinimumHours": { title: "Shortest transit that counts (hours)", examples: [12, null] },
    "yellowFever.certificate.alsoFromCountries": { title: "Also arriving from" },
    "yellowFever.certificate.alsoFromCountries[]": { title: "Country", description: "A country the certificate rule names besides those with WHO-listed risk." },
    "yellowFever.certificate.fromCountries": { title: "Only arriving from" },
    "yellowFever.certificate.fromCountries[]": { title: "Country", description: "A country from which arriving travellers must show the certificate." },
    "yellowFever.certificate.citations": { title: "Citations", description: certificateCitations },
    "yellowFever.note": { title: "Note", description: "Anything else about yellow fever here (areas, exemptions), or null." },
    "yellowFever.extent": {
      title: "Extent",
      description: "How far the risk and the vaccination recommendation extend, as the cited source says. Leave null when no source you read says it: every page then says it is not known.",
      values: {
        "whole-country": "**The whole country** (the headline says so).",
        "some-areas": "**Some areas** only: the headline says \"in some areas only\" and `extentSummary`.",
      },
    },
    "yellowFever.extentSummary": { title: "Where, in a few words", examples: [{ en: "only the north-east: Misiones and Corrientes provinces" }, null] },
    "yellowFever.discrepancy": { title: "Where authorities disagree" },
    "yellowFever.citations": { title: "Citations" },
    malaria: { title: "Malaria", description: "Risk, where and when, and the advised prevention." },
    "malaria.risk": {
      title: "Malaria risk",
      description: "The malaria risk for travellers.",
      values: { none: "**None**.", low: "**Low**.", moderate: "**Moderate**.", high: "**High**." },
    },
    "malaria.whoPreventionType": {
      title: "WHO prevention type",
      description: "WHO's malaria prevention type (A to D), only as the cited WHO country list states it for this country (malaria.citations must quote it from who-ith-country-list); otherwise null, and tablets and drugs say what is advised.",
      values: {
        A: "**Type A**: very limited risk; mosquito bite prevention only.",
        B: "**Type B**: risk of *P. vivax* malaria only, or fully chloroquine-sensitive *P. falciparum*; bite prevention plus chloroquine prophylaxis.",
        C: "**Type C**: risk of *P. falciparum* malaria, with reported chloroquine resistance; bite prevention plus atovaquone-proguanil, doxycycline or mefloquine.",
        D: "**Type D**: risk of *P. falciparum* malaria in combination with reported multidrug resistance; bite prevention plus atovaquone-proguanil, doxycycline or mefloquine, as resistance allows.",
      },
    },
    "malaria.areas": { title: "Areas", description: "Where in the country the risk is, or null when the risk is none." },
    "malaria.season": { title: "Season", description: "When in the year the risk is, or null when it is all year or none." },
    "malaria.prevention": { title: "Prevention", description: "What the traveller should do: required whenever the risk is not none." },
    "malaria.tablets": {
      title: "Tablets",
      values: {
        advised: "**Advised**: chemoprophylaxis for the risk areas (list the `drugs`).",
        consider: "**Consider** for some travellers: say who in `prevention`.",
        "not-advised": "**Not advised**: mosquito bite prevention only, or no risk.",
      },
    },
    "malaria.extent": {
      title: "Extent",
      values: {
        "whole-country": "**The whole country** (the headline says so).",
        "some-areas": "**Some areas** only: the headline says \"in some areas\" and `extentSummary`.",
        none: "**No risk** (exactly when the risk is none).",
      },
    },
    "malaria.extentSummary": { title: "Where, in a few words", examples: [{ en: "north-east only" }, null] },
    "malaria.drugs": { title: "Drugs" },
    "malaria.drugs[]": {
      title: "Drug",
      description: "One advised antimalarial.",
      values: drugNames,
    },
    "malaria.discrepancy": { title: "Where authorities disagree" },
    "malaria.citations": { title: "Citations", description: "The references for the malaria facts, or null when not yet sourced." },
    otherRisks: { title: "Other risks", description: "Diseases the advice names for this destination that no vaccine above covers (dengue, rabies, …)." },
    "otherRisks[]": { title: "Other risk", description: "One disease named in this destination's advice." },
    "otherRisks[].disease": { title: "Disease" },
    "otherRisks[].note": { title: "Note", description: "Where or for whom the risk applies, or null." },
  },
  disease: {
    name: { title: "Name", description: "The disease's name in each of the five languages." },
    summary: { title: "Summary" },
    lcrUrl: {
      title: "Original advice page",
      description: "The disease's page of a national travel-advice body that this file was checked against: the url of a reference of kind advice-body; null where none was read.",
    },
    sources: { title: "Sources" },
    "sources[]": { title: "Source", description: "The address of an authority page the profile is based on.", examples: ["https://www.who.int/news-room/fact-sheets/detail/malaria"] },
    unlinkedReason: { title: "Why no country names it" },
  },
  vaccine: {
    name: { title: "Name", description: "The vaccine's name in each of the five languages." },
    protectsAgainst: { title: "Protects against" },
    "protectsAgainst[]": { title: "Disease" },
    live: { title: "Live vaccine" },
    routine: { title: "Routine vaccination" },
    schedule: { title: "Schedule", description: "Doses and timing, in a sentence." },
    minimumLeadTimeDays: { title: "Lead time (days)", examples: [10, 14, null] },
    sourceUrl: { title: "Source", description: "The authority page (WHO, EMA, ECDC, CDC) for this vaccine's schedule and lead time." },
    ...ageDocs("vaccine"),
  },
  "malaria-drug": {
    slug: { title: "Slug", description: "Which drug this file describes: the slug countries' malaria.drugs name it by.", values: drugNames },
    name: { title: "Name", description: "The drug's name in each of the five languages." },
    schedule: { title: "Schedule" },
    "schedule.text": { title: "Text", description: "When to start and stop, in a sentence." },
    "schedule.citations": { title: "Citations" },
    minimumWeightKg: { title: "Minimum weight" },
    "minimumWeightKg.kg": { title: "Kilograms", description: "The lowest body weight, in kilograms.", examples: [5, 11] },
    "minimumWeightKg.reason": { title: "Reason" },
    "minimumWeightKg.citations": { title: "Citations" },
    contraindication: { title: "Main contraindication" },
    "contraindication.text": { title: "Text", description: "The main contraindication, in a sentence." },
    "contraindication.citations": { title: "Citations" },
    ...ageDocs("drug"),
  },
  source: {
    name: { title: "Name", description: "The advice body's name in each of the five languages." },
    url: { title: "Address", description: "The advice body's page for travel advice." },
  },
  reference: {
    publisher: { title: "Publisher", examples: ["World Health Organization"] },
    kind: {
      title: "Kind of source",
      values: {
        authority:
          "**Authority**: WHO, a national public-health institute or ministry; an embassy or ministry only for its own country's entry rule. Confirms a fact.",
        "advice-body": "**National travel-advice body**: CDC Travelers' Health, NaTHNaC (TravelHealthPro), Public Health Scotland (fitfortravel, TRAVAX), LCR, PHAC, … Confirms a fact.",
        "clinical-service": "**Clinical service**: a professional database or clinic (Shoreland, IAMAT, Sitata, travel clinics). Supports a fact, does not confirm it.",
        secondary: "**Secondary**: news, guides, tour operators, blogs, airlines, aggregators, another country's embassy relaying a rule. Context only: the fact stays not yet confirmed.",
      },
    },
    host: { title: "Host of the copy", examples: ["1library.net"] },
    title: { title: "Title" },
    edition: { title: "Edition", examples: ["12 May 2021", null] },
    url: { title: "Address of the copy read" },
    consulted: { title: "Consulted", examples: ["2026-11-23"] },
    dated: { title: "Evidence dated", examples: ["2021-05-12", "2018", null] },
    note: { title: "Note" },
  },
};

/** Fields every kind of file has, and the parts of a citation. */
const sharedDocs: Record<string, FieldDoc> = {
  $schema: { title: "Schema", description: "Which JSON Schema checks this file in your editor; leave as it is." },
  slug: { title: "Slug", examples: ["cote-d-ivoire", "hepatitis-a"] },
  reviewed: { title: "Reviewed", examples: ["2026-11-23"] },
  lastUpdated: { title: "Last updated", examples: ["2026-11-23T09:30:00Z"] },
  changeNote: { title: "Change note" },
  needsTranslation: { title: "Needs translation" },
  "needsTranslation[]": { title: "Text to translate", examples: ["vaccines[1].note.de"] },
  reference: { title: "Reference" },
  locator: { title: "Where in the document", examples: ['Country list, entry "Kenya"'] },
  quote: { title: "Quote" },
  confirms: { title: "Attributes the quote states" },
  "confirms[]": {
    title: "Attribute",
    description: "An attribute of this fact that the quote itself states.",
    values: {
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
    },
  },
  "citations[]": { title: "Citation", description: "One reference this fact rests on, and where in it." },
};

/** The human message for each pattern of the schemas, learnt from the zod schema it comes from. */
function patternMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  const learn = (schema: z.ZodType, message: string) => {
    const walk = (node: unknown) => {
      if (!node || typeof node !== "object") return;
      const pattern = (node as { pattern?: unknown }).pattern;
      if (typeof pattern === "string" && !messages.has(pattern)) messages.set(pattern, message);
      for (const child of Object.values(node)) walk(child);
    };
    walk(z.toJSONSchema(schema, { target: "draft-2020-12", io: "input" }));
  };
  learn(reviewedSchema, "Expected a date written YYYY-MM-DD, such as 2026-11-23.");
  learn(lastUpdatedSchema, "Expected a UTC time written YYYY-MM-DDTHH:MM:SSZ, such as 2026-11-23T09:30:00Z (`date -u +%Y-%m-%dT%H:%M:%SZ`).");
  learn(evidenceDatedSchema, "Expected a year, a year and month, or a date: YYYY, YYYY-MM or YYYY-MM-DD, such as 2021 or 2021-05-12.");
  learn(translationPathSchema, "Expected the path of one language of a text, such as vaccines[1].note.de.");
  learn(slugSchema, "Expected a slug: lowercase letters a-z, digits and single hyphens, such as cote-d-ivoire.");
  learn(textSchema, "Expected one line of text: no line breaks or tabs, and no space at the start or end.");
  // documentUrlSchema builds on httpsUrlSchema: learn the general rule first, then the stricter one.
  learn(z.string().regex(urlCharacters), "Expected an address written with the characters a URL may hold: a space, quote, <, >, backslash or accented letter written %-encoded (%20 for a space).");
  learn(httpsUrlSchema, "Expected an https:// address without a user name or password, such as https://www.who.int/….");
  learn(documentUrlSchema, "Expected the address of a specific page or document (a path after the host), not a home page.");
  messages.set("^[A-Z]{2}$", "Expected two capital letters: the ISO 3166-1 alpha-2 code, such as KE.");
  return messages;
}

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
};

const folderNouns: Record<ContentFolder, string> = {
  countries: "country",
  diseases: "disease",
  vaccines: "vaccine",
  "malaria-drugs": "malaria drug",
  sources: "advice body",
  references: "reference",
};

/** Adds the words to one generated schema; `kind` is null for the UI strings. */
export function annotateSchema(schema: JsonSchema, kind: EntityKind | null, catalog: SlugCatalog): JsonSchema {
  const patterns = patternMessages();
  const references = new Map((kind ? slugReferences[kind] : []).map((reference) => [reference.field, reference.folder]));

  const docFor = (path: string, key: string): FieldDoc | undefined => {
    if (kind === null && path.startsWith("removals")) {
      if ((locales as readonly string[]).includes(key)) return { title: localeNames[key as Locale], description: `The text in ${localeNames[key as Locale]} (${key}).` };
      return removalDocs[path];
    }
    if (kind === null) return uiDoc(path, key);
    const last = path.replace(/^.*?([^.]+)$/, "$1");
    if ((locales as readonly string[]).includes(key)) return { title: localeNames[key as Locale], description: `The text in ${localeNames[key as Locale]} (${key}).` };
    return fieldDocs[kind][path] ?? sharedDocs[path] ?? sharedDocs[last] ?? sharedDocs[key];
  };

  /** Words on the schema of one value; `branches` also reaches the alternatives of a nullable value. */
  const visit = (node: JsonSchema, path: string, key: string | null) => {
    const branches = [node, ...(node.anyOf ?? []), ...(node.allOf ?? []), ...(node.anyOf ?? []).flatMap((branch) => branch.allOf ?? [])];
    if (key !== null) {
      const doc = docFor(path, key);
      if (doc) {
        node.title = doc.title;
        node.description ??= doc.description;
        if (doc.examples) node.examples = doc.examples;
      }
      const values = doc?.values;
      for (const branch of branches) {
        if (!values || !Array.isArray(branch.enum)) continue;
        branch.markdownEnumDescriptions = branch.enum.map((value) => values[String(value)]);
        const choices = branch.enum.map((value) => JSON.stringify(value));
        branch.errorMessage = `Expected one of ${choices.slice(0, -1).join(", ")} or ${choices.at(-1)} (your editor's suggestions say what each means).`;
      }
    }
    const folder = references.get(path);
    for (const branch of branches) {
      if (folder && branch.type === "string") {
        // The existing slugs as the choices; a slug that is not among them gets this message.
        const entries = catalog[folder];
        delete branch.pattern;
        branch.enum = entries.map((entry) => entry.slug);
        branch.markdownEnumDescriptions = entries.map((entry) => entry.label);
        const noun = folderNouns[folder];
        branch.errorMessage = `Not ${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun} in content/${folder}/: choose one of the suggestions, or add the ${noun} file first.`;
      }
      if (typeof branch.pattern === "string") {
        const message = patterns.get(branch.pattern);
        if (message) branch.patternErrorMessage = message;
      }
    }
    for (const branch of branches) {
      for (const [name, child] of Object.entries(branch.properties ?? {})) visit(child, path ? `${path}.${name}` : name, name);
      if (branch.items) visit(branch.items, `${path}[]`, `${key ?? ""}[]`);
    }
  };
  visit(schema, "", null);
  schema.title = kind ? `One ${folderNouns[folderOfKind[kind]]} (a file in content/${folderOfKind[kind]}/)` : "The interface texts of one language (a file in content/ui/)";
  return schema;
}

/** UI strings: the key says where the text appears. */
/** content/removals.json (removals.ts). */
const removalDocs: Record<string, FieldDoc> = {
  removals: { title: "Removals", description: "Every removed or renamed country, disease and vaccine, one entry each. Keep the entries: they answer the old links." },
  "removals[]": { title: "Removal", description: "One removed or renamed country, disease or vaccine." },
  "removals[].resource": {
    title: "What was removed",
    values: { country: "A country (its file was in countries/).", disease: "A disease (its file was in diseases/).", vaccine: "A vaccine (its file was in vaccines/)." },
  },
  "removals[].slug": { title: "Removed slug", description: "The slug it was published under; no file may have it any more.", examples: ["swaziland"] },
  "removals[].name": { title: "Name when removed", description: "Its name when it was removed, in each language." },
  "removals[].removed": { title: "Removed at", description: "When it was removed, in UTC: date -u +%Y-%m-%dT%H:%M:%SZ.", examples: ["2026-11-26T09:30:00Z"] },
  "removals[].reason": { title: "What happened", description: "Why it was removed, in a sentence, in each language: shown on its old page and in the change feeds." },
  "removals[].replacement": { title: "Replacement", description: "The slug of the file of the same kind that replaces it (the new slug of a rename), or null.", examples: ["eswatini", null] },
};

function uiDoc(path: string, key: string): FieldDoc {
  if (path === "lastUpdated") return { title: "Last updated", examples: ["2026-11-23T09:30:00Z"] };
  if (path === "languageName") return { title: "Language name", examples: ["Nederlands"] };
  if (path === "$schema") return sharedDocs.$schema!;
  const [group, ...rest] = path.split(".");
  if (rest.length === 0) return { title: `Texts: ${humanize(key)}`, description: `The interface texts of the ${humanize(key)} part of the site, in this file's language.` };
  return {
    title: `${humanize(group!)}: ${humanize(key)}`,
    description: `Interface text \`${path}\` in this file's language. Keep any {placeholder} in braces exactly as it is: the site fills it in.`,
  };
}

/** The slugs and labels of the files in each folder, read leniently so a half-finished file still
 *  counts: its slug is its file name. */
export function slugLabel(folder: ContentFolder, value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  if (folder === "references") {
    return [record.publisher, record.title, record.edition].filter((part) => typeof part === "string").join(": ") || undefined;
  }
  const name = record.name as Record<string, unknown> | undefined;
  return typeof name?.en === "string" ? name.en : undefined;
}
