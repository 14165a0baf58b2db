// The placeholders each UI string fills in (formatText in ui-schema.ts writes them {name}), part
// of the UI schema: every locale's text for a key must use exactly these, so a misspelt,
// missing or invented placeholder is a content problem with file and key, not a broken page.
import type { ContentProblem } from "./problems.ts";

export const uiPlaceholders: Readonly<Record<string, readonly string[]>> = {
  "countryList.filterCount": ["count", "total"],
  "country.title": ["country"],
  "country.description": ["country"],
  "country.minimumAge": ["months"],
  "country.consulted": ["date"],
  "country.copyHostedBy": ["host"],
  "country.transitMinimumHours": ["hours"],
  "disease.description": ["disease"],
  "tombstone.description": ["name"],
  "tombstone.text": ["name", "date"],
  "disease.profileHeading": ["disease"],
  "disease.profileLanguageNote": ["language"],
  "catalog.leadTimeDays": ["days"],
  "bulk.counts": ["countries", "diseases", "vaccines"],
  "tripData.counts": ["countries", "vaccines"],
  "trip.stopLabel": ["number"],
  "trip.removeStop": ["number"],
  "trip.linkProblem": ["value"],
  "trip.arrival": ["country"],
  "trip.arrivalDay": ["day"],
  "trip.certFrom": ["countries"],
  "trip.certExempt": ["months"],
  "trip.certNotTriggered": ["country"],
  "trip.triggerOrigin": ["country"],
  "trip.triggerStay": ["country"],
  "trip.triggerTransit": ["country"],
  "trip.vaccinateBy": ["date"],
  "trip.requiredVaccine": ["vaccine"],
  "trip.advisedIn": ["countries", "level"],
  "trip.inSomeAreas": ["country", "extent"],
  "trip.areaNotKnown": ["country"],
  "trip.unknownCountry": ["value"],
  "trip.added": ["country", "days"],
  "trip.assumedStay": ["countries", "days"],
  "trip.chooseCountries": ["stops"],
  "trip.certDependsOnStart": ["country"],
  "trip.transitAssumed": ["country", "transit"],
  "trip.certTooLate": ["arrival", "date"],
  "trip.requiredAtBorder": ["country"],
  "trip.requiredAtTransit": ["country"],
  "trip.listBy": ["date"],
  "trip.clinicByDate": ["from", "max", "min", "until"],
  "trip.clinicWeeks": ["max", "min"],
  "trip.minimums": ["list"],
  "trip.minimumByDate": ["date", "days"],
  "trip.minimumDays": ["days"],
  "trip.timeShort": ["days"],
  "trip.timeShortHelps": ["vaccines"],
  "trip.timeShortLate": ["vaccines"],
  "trip.warnLive": ["vaccine"],
  "trip.leavingLine": ["country", "vaccine", "who"],
  "trip.limitNotGiven": ["reason"],
  "trip.limitPrecaution": ["reason"],
  "trip.certVaccineNotGiven": ["country", "reason"],
  "trip.certVaccinePrecaution": ["country", "reason"],
  "trip.exemptInList": ["country", "months"],
  "trip.drugs": ["drugs"],
  "trip.warnMalariaPregnancy": ["countries"],
  "trip.warnAge": ["country", "months"],
  "trip.countryPage": ["country"],
  "trip.exampleIntro": ["route"],
  "trip.dataText": ["url"],
  "llms.fullTextIntro": ["tokens"],
  "llms.partCountries": ["region"],
  "llms.namesIndex": ["count"],
  "llms.partNumber": ["title", "number", "total"],
  "llms.partSize": ["kilobytes", "tokens"],
  "yellowFeverRules.meaningWho": ["days", "list"],
  "yellowFeverRules.meaningWhoPlus": ["named", "days", "list"],
  "yellowFeverRules.meaningNamed": ["named", "days", "list"],
  "yellowFeverRules.meaningNotUsed": ["list"],
  "yellowFeverRules.transitHours": ["hours"],
  "yellowFeverRules.validity": ["days"],
  "apiOperation.markdown": ["resource"],
  "maps.locator": ["country"],
  "country.headTitle": ["country"],
  "summary.minimumAge": ["months"],
  "summary.where": ["areas"],
  "summary.malariaSomeAreas": ["risk", "extent"],
  "summary.yellowFeverSomeAreas": ["advice", "extent"],
  "summary.yellowFeverExtentUnknown": ["advice"],
  "limits.fromWeight": ["kg"],
  "limits.notBefore": ["age"],
  "limits.ageUnder": ["age"],
  "limits.ageBetween": ["from", "below"],
  "limits.ageFrom": ["age"],
  "limits.months": ["count"],
  "limits.years": ["count"],
  "limits.band": ["ages", "category", "reason"],
  "limits.short": ["label", "category"],
  "summary.malariaRiskTablets": ["risk", "tablets"],
  "summary.alsoFrom": ["countries"],
  "summary.transitHours": ["hours"],
  "search.count": ["count", "total"],
  "search.empty": ["query"],
};

const placeholder = /\{(\w+)\}/g;
const list = (names: Iterable<string>) => [...names].map((name) => `{${name}}`).join(", ");

/** Every UI string's placeholders against the declaration: unknown, missing, or braces that make no placeholder. */
export function placeholderProblems(ui: unknown, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === "string") {
      if (path === "$schema" || path === "lastUpdated") return;
      const declared = new Set(uiPlaceholders[path] ?? []);
      const used = new Set([...node.matchAll(placeholder)].map((match) => match[1]!));
      const unknown = [...used].filter((name) => !declared.has(name));
      const missing = [...declared].filter((name) => !used.has(name));
      const stray = /[{}]/.test(node.replace(placeholder, ""));
      const expected = declared.size ? `the placeholders ${list(declared)}, each once or more` : "no placeholders";
      if (unknown.length) problems.push({ file, path, expected, found: `the unknown placeholder${unknown.length > 1 ? "s" : ""} ${list(unknown)}` });
      if (missing.length) problems.push({ file, path, expected, found: `no ${list(missing)}` });
      if (stray) problems.push({ file, path, expected: `${expected}, and no other braces`, found: "a { or } that is not a placeholder (a misspelt one?)" });
    } else if (node && typeof node === "object" && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    }
  };
  walk(ui, "");
  return problems;
}

const templatePart = /\{(@?)([^{}:|]+)(?::(\w+))?(?:\|[^{}|]*\|[^{}|]*)?\}/g;
const formats = new Set(["field", "fieldWords", "json", "marker", "list", "rest", "ordinal", "seen"]);

/** The parameters a template of the editors' words (content/ui/editor/) uses, and its formats. */
function templateNames(template: unknown): { names: Set<string>; formats: Set<string>; stray: boolean } {
  const names = new Set<string>();
  const used = new Set<string>();
  let stray = false;
  const visit = (text: unknown) => {
    if (typeof text !== "string") return;
    for (const [, literal, name, format] of text.matchAll(templatePart)) {
      if (!literal) names.add(name!);
      if (format) used.add(format);
    }
    stray ||= /[{}]/.test(text.replace(templatePart, ""));
  };
  if (template && typeof template === "object") {
    const { $by, ...cases } = template as Record<string, unknown>;
    if (typeof $by === "string") names.add($by);
    Object.values(cases).forEach(visit);
  } else visit(template);
  return { names, formats: used, stray };
}

/** The editors' words of one locale against English's: the same parameters (never one English
 *  does not give), known formats, and no stray braces. The schema (ui-schema.ts) checks the keys. */
export function editorWordsProblems(words: unknown, english: unknown, file: string, tables: readonly string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (node: unknown, path: string[]) => path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), node);
  const walk = (node: unknown, path: string[]) => {
    const leaf = typeof node === "string" || (node && typeof node === "object" && "$by" in node);
    if (!leaf) {
      if (node && typeof node === "object") for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
      return;
    }
    const mine = templateNames(node);
    // A problem's parameters are the same for its expected and found.
    const model = path[0] === "problems" ? [templateNames(at(english, [...path.slice(0, -1), "expected"])), templateNames(at(english, [...path.slice(0, -1), "found"]))] : [templateNames(at(english, path))];
    const given = new Set(model.flatMap((part) => [...part.names]));
    const unknown = [...mine.names].filter((name) => !given.has(name));
    const badFormats = [...mine.formats].filter((format) => !formats.has(format) && !tables.includes(format));
    const field = path.join(".");
    if (unknown.length) problems.push({ file, path: field, expected: `only the parameters English uses here (${list(given) || "none"})`, found: list(unknown) });
    if (badFormats.length) problems.push({ file, path: field, expected: `a format among ${[...formats, ...tables].join(", ")}`, found: badFormats.join(", ") });
    if (mine.stray) problems.push({ file, path: field, expected: "braces only around a placeholder", found: "a { or } that is not a placeholder (a misspelt one?)" });
  };
  walk(words, []);
  return problems;
}
