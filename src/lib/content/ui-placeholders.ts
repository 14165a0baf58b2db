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
  "catalog.vaccineDescription": ["vaccine"],
  "malariaDrugs.drugDescription": ["drug"],
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
