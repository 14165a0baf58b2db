// The content check's problems in English: what `npm run check` prints, and the model every
// other locale's table follows (same codes, same parameters). A problem carries its code and
// parameters (`said` in problem-words/index.ts), so the form can phrase it in the editor's language.
import { describeField, localeNames } from "../field-words.ts";
import { markerIn, type KnownMarker } from "../fill-in-markers.ts";

/** A value as the check found it, phrased by each locale. */
export type Seen =
  | { kind: "missing" }
  | { kind: "null" }
  | { kind: "empty" }
  | { kind: "text"; text: string }
  | { kind: "list"; count: number }
  | { kind: "object" }
  | { kind: "other"; type: string; text: string };

export const value = (seen: Seen): string => {
  switch (seen.kind) {
    case "missing":
      return "nothing (the field is missing)";
    case "null":
      return "null";
    case "empty":
      return "an empty string";
    case "text":
      return seen.text;
    case "list":
      return `a list of ${seen.count} item${seen.count === 1 ? "" : "s"}`;
    case "object":
      return "an object";
    case "other":
      return `${seen.type} ${seen.text}`;
  }
};

/** The schemas' own rules (src/lib/content/schemas.ts takes its messages from here). */
export const schemaRules = {
  slug: "a lowercase kebab-case slug (a-z, 0-9 and single hyphens)",
  text: "one line of text without control characters or surrounding spaces",
  httpsUrl: "an absolute https:// URL",
  noCredentials: "an https URL without credentials",
  urlCharacters: "an https URL of the characters a URL may hold (RFC 3986): a space, quote, <, >, backslash or non-ASCII letter written %-encoded",
  documentUrl: "the https address of a specific document or page, not a home page (a path after the host)",
  translationPath: "the path of one language of a text, such as vaccines[1].note.de",
  distinct: "each entry once (this list is a set)",
  partialDate: "a year, year-month or date: YYYY, YYYY-MM or YYYY-MM-DD",
  oneCitation: "at least one citation, or null when the fact is not yet sourced",
  isoCode: "an ISO 3166-1 alpha-2 code such as KE",
} as const;
export type SchemaRule = keyof typeof schemaRules;

/** Markdown a profile body may not hold, by markdown-it's token type. */
export const constructs: Record<string, string> = {
  table: "a table",
  blockquote: "a quote (> …)",
  fence: "a code block (```)",
  code_block: "an indented code block (4 spaces)",
  hr: "a horizontal rule (---)",
  html_block: "HTML",
  html_inline: "HTML",
  s_open: "strikethrough (~~…~~)",
  code_inline: "code (`…`)",
};
export const construct = (type: string): string => constructs[type] ?? constructs[type.replace(/_open$/, "")] ?? `Markdown of type ${type.replace(/_open$/, "")}`;

type Origin = "string" | "array" | "number";
const s = (n: number) => (n === 1 ? "" : "s");
const html = { reference: "the HTML character reference", comment: "an HTML comment", tag: "the HTML tag" } as const;
const once = { vaccine: "each vaccine once per country", disease: "each disease once per country", country: "each country once", drug: "each drug once" } as const;
const none = () => "none";

export const en = {
  // The schema (zod), one problem per field.
  unknownField: { expected: () => "no such field (check its spelling against the schema)", found: (p: { key: string }) => `an unknown field ${JSON.stringify(p.key)}` },
  wrongType: { expected: (p: { type: string; seen: Seen }) => (p.type === "int" ? "a whole number" : `a value of type ${p.type}`), found: (p: { type: string; seen: Seen }) => value(p.seen) },
  notOneOf: { expected: (p: { values: string; seen: Seen }) => `one of ${p.values}`, found: (p: { values: string; seen: Seen }) => value(p.seen) },
  format: { expected: (p: { format: "date" | "datetime"; seen: Seen }): string => (p.format === "date" ? "a date written YYYY-MM-DD" : "a UTC timestamp written 2026-10-02T09:30:00Z"), found: (p: { seen: Seen }) => value(p.seen) },
  rule: { expected: (p: { rule: SchemaRule; seen: Seen }): string => schemaRules[p.rule], found: (p: { seen: Seen }) => value(p.seen) },
  schema: { expected: (p: { message: string; seen: Seen }) => p.message, found: (p: { seen: Seen }) => value(p.seen) },
  tooShort: {
    expected: (p: { origin: Origin; minimum: number; seen: Seen }) => (p.origin === "string" ? `at least ${p.minimum} character${s(p.minimum)}` : p.origin === "array" ? `at least ${p.minimum} item${s(p.minimum)}` : `a value of at least ${p.minimum}`),
    found: (p: { seen: Seen }) => value(p.seen),
  },
  tooLong: {
    expected: (p: { origin: Origin; maximum: number; seen: Seen }) => (p.origin === "string" ? `at most ${p.maximum} characters` : p.origin === "array" ? `at most ${p.maximum} items` : `a value of at most ${p.maximum}`),
    found: (p: { seen: Seen }) => value(p.seen),
  },
  badKey: { expected: (p: { rule?: SchemaRule; key: string }) => (p.rule ? `a key that is ${schemaRules[p.rule]}` : "a valid key"), found: (p: { key: string }) => `the key ${JSON.stringify(p.key)}` },

  // Characters of a text (text-rules.ts).
  loneSurrogate: { expected: () => "Unicode text", found: () => "a lone surrogate (half of a character)" },
  controlCharacter: {
    expected: (p: { body: boolean; char: string; at: number }) => `text with ${p.body ? "no control character but tab and line breaks" : "no control character (no line breaks either)"}`,
    found: (p: { char: string; at: number }) => `${p.char} at character ${p.at}`,
  },
  noncharacter: { expected: () => "text without Unicode noncharacters", found: (p: { char: string; at: number }) => `${p.char} at character ${p.at}` },
  htmlInText: {
    expected: () => "plain text without HTML, which every page would show literally (write the character itself, such as & or é)",
    found: (p: { what: keyof typeof html; html: string }) => `${html[p.what]} ${p.html}`,
  },
  bidiInName: { expected: () => "a name without bidirectional embedding, override or isolate characters", found: (p: { char: string; at: number }) => `${p.char} at character ${p.at}` },
  invisibleName: { expected: () => "a name with at least one visible character", found: () => "only invisible characters" },
  hiddenFormat: {
    expected: () => "text without bidirectional controls or invisible format characters (U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+061C, U+FEFF)",
    found: (p: { char: string; at: number }) => `${p.char} at character ${p.at}`,
  },
  yearRange: { expected: (p: { first: number; last: number; text: string }) => `a date between ${p.first} and ${p.last}`, found: (p: { text: string }) => p.text },

  // Facts that must agree (consistency.ts).
  bandEnd: { expected: (p: { from: number; below: number }) => `an age after fromMonths (${p.from}), or null`, found: (p: { below: number }) => String(p.below) },
  bandOverlap: { expected: (p: { other: number; from: number; below: string }) => `an age band that does not overlap age.bands[${p.other}]`, found: (p: { from: number; below: string }) => `${p.from}–${p.below} months` },
  lastUpdatedFuture: { expected: (p: { now: string; text: string }) => `a time no later than the build's clock (${p.now})`, found: (p: { text: string }) => p.text },
  reviewedAfterUpdate: {
    expected: (p: { day: string; text: string }) => `a day no later than the day of lastUpdated (${p.day}); a review without a change is still a change: set lastUpdated and changeNote`,
    found: (p: { text: string }) => p.text,
  },
  genericReference: { expected: () => "the page that states the rule cited (not a disease fact sheet, the travel-advice index, a topic page or the ITH home page)", found: (p: { text: string }) => p.text },
  lcrUrl: { expected: () => 'null, or the url of a reference of kind "advice-body" in content/references/ that this file was checked against', found: (p: { text: string }) => p.text },
  reviewedUnsourced: { expected: () => "the references of this rule, since the file is marked reviewed (or reviewed: null until a source is found)", found: () => "null (not yet sourced)" },
  reviewedSecondary: { expected: () => "an authority, advice body or clinical service among the references, since the file is marked reviewed (or reviewed: null until one is found)", found: () => "secondary references only" },
  onceEach: { expected: (p: { what: keyof typeof once; text: string }): string => once[p.what], found: (p: { text: string }) => `${p.text} again` },
  entryRequirementUncited: { expected: () => "the references of this entry requirement, or null when it is not yet sourced", found: () => value({ kind: "missing" }) },
  leavingRule: { expected: () => "a rule on leaving the country in exitRequirements, not an entry requirement", found: (p: { text: string }) => `a note that speaks of leaving: ${p.text}` },
  noCertificateAge: { expected: () => "null when no certificate is required", found: (p: { text: string }) => p.text },
  noCertificateTransit: { expected: () => "false when no certificate is required", found: () => "true" },
  transitHours: { expected: () => "null when includesTransit is false", found: (p: { text: string }) => p.text },
  alsoFromRequirement: { expected: () => 'no extra countries unless the requirement is "arriving-from-risk-countries"', found: (p: { text: string }) => p.text },
  alsoFromRisk: { expected: () => "a country without WHO-listed risk (countries with risk always count)", found: (p: { text: string; risk: string }) => `${p.text}, whose risk is ${p.risk}` },
  fromCountriesNeeded: { expected: () => 'the countries the rule names (fromCountries), since the requirement is "arriving-from-listed-countries"', found: () => value({ kind: "missing" }) },
  fromCountriesRequirement: { expected: () => 'no fromCountries unless the requirement is "arriving-from-listed-countries"', found: (p: { text: string }) => p.text },
  fromCountriesLevel: { expected: () => 'fromCountries only at level "entry-requirement"', found: (p: { text: string }) => `level ${p.text}` },
  confirmsKind: {
    expected: (p: { kind: string }) => `confirms only on a citation of an authority or advice body (this reference is ${p.kind}): only such a quote confirms`,
    found: (p: { text: string }) => p.text,
  },
  confirmsAbsent: { expected: (p: { attribute: string }) => `confirms to name only attributes this fact has (it has no ${p.attribute})`, found: (p: { attribute: string }) => p.attribute },
  confirmsNumber: {
    expected: (p: { attribute: string; text: string }) => `a quote that states ${p.attribute} ${p.text} (correct the value, quote the words that state it, or drop it from confirms)`,
    found: (p: { quote: string }) => `the quote ${p.quote}`,
  },
  confirmsCountry: {
    expected: (p: { attribute: string; text: string }) => `a quote that names ${p.text} (of ${p.attribute}), in English or by an alternate name`,
    found: (p: { quote: string }) => `the quote ${p.quote}`,
  },
  transitHoursQuoted: { expected: (p: { hours: number }) => `transitMinimumHours ${p.hours}, as a cited quote gives that duration`, found: (p: { quote: string }) => `null (no duration), while the quote says ${p.quote}` },
  extentSummaryUnknown: {
    expected: () => "extent null (not known: every format says so) when no cited source says which areas, not some-areas with words that say it is not known",
    found: (p: { text: string }) => p.text,
  },
  preventionContradicts: {
    expected: (p: { tablets: string }) => `prevention words that agree with tablets "${p.tablets}" (the summary says what tablets says)`,
    found: (p: { text: string }) => p.text,
  },
  yellowFeverVaccineMissing: { expected: () => 'the yellow-fever vaccine at level "entry-requirement", since every traveller needs a certificate', found: () => "no such entry" },
  diseaseFileMissing: { expected: (p: { slug: string }) => `a disease file content/diseases/${p.slug}.json to link to`, found: none },
  drugsWhenAdvised: { expected: () => 'the advised drugs, as the cited source names them, when tablets are "advised"', found: () => "an empty list" },
  whoDecides: { expected: () => 'advice that says who decides on tablets (a travel clinic), since tablets are "consider" and no drug is named', found: (p: { text: string }) => p.text },
  preventionType: {
    expected: (p: { reference: string; type: string; text: string }) => `null, unless malaria.citations cite "${p.reference}" with a quote stating type ${p.type} for this country`,
    found: (p: { text: string }) => `${p.text} without such a citation`,
  },
  extentNotAllowed: { expected: () => 'no extent when the malaria risk is "none"', found: (p: { seen: Seen }) => value(p.seen) },
  extentNeeded: { expected: () => '"whole-country" or "some-areas": how far the risk extends', found: (p: { seen: Seen }) => value(p.seen) },
  yellowFeverExtentNotAllowed: { expected: () => 'no extent when the yellow-fever transmission risk is "none"', found: (p: { seen: Seen }) => value(p.seen) },
  yellowFeverExtentNeeded: { expected: () => '"whole-country" or "some-areas", or null when no cited source says: how far the risk extends', found: (p: { seen: Seen }) => value(p.seen) },
  yellowFeverExtentUncited: { expected: () => "null (not known) while yellowFever.citations is null: a known extent rests on a cited source", found: (p: { seen: Seen }) => value(p.seen) },
  extentSummaryNeeded: { expected: () => 'the few words that limit the headline ("north-east only", "no risk in Bali") when the risk is in some areas', found: () => "nothing" },
  extentSummaryNotAllowed: { expected: () => 'null or absent unless the extent is "some-areas"', found: () => "a value" },
  extentSummaryLength: { expected: () => "at most 60 characters, so the headline keeps it on a phone's first screen", found: (p: { count: number }) => `${p.count} characters` },
  nullWhenNoRisk: { expected: () => 'null when the malaria risk is "none"', found: () => "a value" },
  notAdvisedWhenNoRisk: { expected: () => '"not-advised" when the malaria risk is "none"', found: (p: { text: string }) => p.text },
  noDrugsWhenNoRisk: { expected: () => 'an empty list when the malaria risk is "none"', found: (p: { count: number }) => `a list of ${p.count}` },
  preventionNeeded: { expected: (p: { risk: string }) => `prevention advice when the risk is "${p.risk}"`, found: () => "null" },
  unlinkedReasonNeeded: { expected: () => "a reason why no country's advice names this disease (or a country that does)", found: () => "no country and no reason" },
  unlinkedReasonNotAllowed: { expected: () => "no reason, since countries' advice names this disease", found: (p: { text: string }) => p.text },
  noticeConfirmed: { expected: (p: { reported: string; text: string }) => `a day on or after reported (${p.reported})`, found: (p: { text: string }) => p.text },
  noticeReviewBy: { expected: (p: { confirmed: string; latest: string; text: string }) => `a day after confirmed (${p.confirmed}) and at most 90 days after it (${p.latest} at the latest)`, found: (p: { text: string }) => p.text },
  noticeEnded: { expected: (p: { reported: string; updated: string; text: string }) => `a day from reported (${p.reported}) to the day of lastUpdated (${p.updated})`, found: (p: { text: string }) => p.text },
  noticeCitationKind: { expected: () => 'a reference of kind "authority" or "advice-body" (a notice resting on news alone is not published)', found: (p: { kind: string; text: string }) => `${p.text}, of kind "${p.kind}"` },
  noticeCitationUndated: { expected: () => "a reference whose dated gives the report's date", found: (p: { text: string }) => `${p.text}, dated null` },
  noticeReported: { expected: (p: { dates: string; text: string }) => `the dated of a cited reference (${p.dates})`, found: (p: { text: string }) => p.text },

  // A profile body's Markdown (markdown-blocks.ts).
  linkAddress: { expected: () => "a link to an https:// or mailto: address", found: (p: { text: string }) => p.text },
  linkText: { expected: () => "a link with text", found: () => "a link without text" },
  image: { expected: () => "no images in a profile (text, links and lists only)", found: () => "an image" },
  inlineMarkdown: { expected: () => "plain text, **strong**, *emphasis* or a link", found: (p: { type: string }) => construct(p.type) },
  headingLevel: { expected: () => "a heading of level 2 (##) or 3 (###); the page title is the disease name", found: (p: { level: number }) => `a level ${p.level} heading` },
  emptyHeading: { expected: () => "a heading with text", found: () => "an empty heading" },
  blockMarkdown: { expected: () => "headings (## or ###), paragraphs and flat lists only", found: (p: { type: string }) => construct(p.type) },
  emptyListItem: { expected: () => "list items with text", found: () => "an empty list item" },
  nestedList: { expected: () => "a flat list (no list inside a list item)", found: () => "a nested list" },
  listItemMarkdown: { expected: () => "list items of plain text", found: (p: { type: string }) => construct(p.type) },
  emptyBody: { expected: () => "a profile body with at least one paragraph", found: () => "an empty file" },
  tooManyBlocks: { expected: (p: { max: number; count: number }) => `at most ${p.max} blocks (headings, paragraphs and lists)`, found: (p: { count: number }) => `${p.count} blocks` },

  // Files and the slugs that name them (load.ts, same-destination.ts, the form's own check).
  slugNotFileName: { expected: (p: { name: string; text: string }) => `the file name ${JSON.stringify(p.name)}`, found: (p: { text: string }) => p.text },
  bodyWithoutDisease: { expected: (p: { slug: string }) => `a disease file diseases/${p.slug}.json beside this profile body`, found: none },
  diseaseWithoutBody: { expected: (p: { slug: string }) => `a profile body ${p.slug}.nl.md or ${p.slug}.en.md beside it`, found: () => "neither" },
  fillIn: { expected: (p: { what: string; known?: KnownMarker }) => markerIn(p, "en"), found: () => "the starting file's marker, not yet filled in" },
  reservedSlug: { expected: (p: { reserved: string; text: string }) => `a slug other than ${p.reserved} (reserved for the disease index)`, found: (p: { text: string }) => p.text },
  unknownSlug: { expected: (p: { folder: string; text: string }) => `a slug of a file in content/${p.folder}/`, found: (p: { text: string }) => p.text },
  staleMark: { expected: () => "the path of one language of a text in this file (remove the mark once it is translated)", found: (p: { text: string }) => `${p.text}, which names no such text` },
  sameDestination: {
    expected: (p: { iso: boolean; locale?: string; files: string[]; text: string }) => `${p.iso ? "an ISO code" : "a name"} no other country file has (one file per destination: keep one of ${p.files.join(" and ")}, and delete the copy)`,
    found: (p: { iso: boolean; locale?: string; files: string[]; text: string }) => `${p.text}, also ${p.iso ? "the code" : `the ${localeNames[p.locale as keyof typeof localeNames] ?? p.locale} name`} in ${p.files.slice(1).join(" and ")}`,
  },
  slugTaken: { expected: (p: { folder: string; name: string; file: string }) => `a slug no other file in content/${p.folder}/ has (a new or duplicated entry needs its own)`, found: (p: { name: string; file: string }) => `${JSON.stringify(p.name)}, the slug of ${p.file}` },
  stillCited: { expected: (p: { file: string; place: string; /** The citing field's path. */ field: string }) => `nothing citing ${p.file} before it is deleted`, found: (p: { place: string; field: string }) => `${p.place} (${p.field ? describeField(p.field) : "the file"}) cites it` },
  keptChangeNote: { expected: () => "a note saying what this edit changed (it is published in the change feed)", found: () => "the note of the previous change" },
};

/** What every locale's table holds: a phrasing of each code English has. */
export type ProblemTable = typeof en;
