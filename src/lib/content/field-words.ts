// A field path in words a person reads: `vaccines[3].level` is "the 4th vaccine › level". Array
// positions count from 0 in the path, which editors who are not developers misread.
import type { Locale } from "../locales.ts";

/** The locales' names in English, for editors' messages and schema titles. */
export const localeNames: Record<Locale, string> = { nl: "Dutch", en: "English", de: "German", fr: "French", es: "Spanish" };

/** Singular nouns for the lists of the content model; any other list gets "item". */
const itemNouns: Record<string, string> = {
  vaccines: "vaccine",
  exitRequirements: "exit requirement",
  otherRisks: "other risk",
  citations: "citation",
  drugs: "drug",
  protectsAgainst: "disease it protects against",
  sources: "source",
  alsoFromCountries: "country it also names",
};

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** camelCase to words: `minimumAgeMonths` → "minimum age months". */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.replace(/\b(who|lcr|iso|url)\b/g, (word) => word.toUpperCase());
}

/** Splits `a.b[2].c` into ["a", "b", 2, "c"]. */
export function parsePath(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    segments.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  }
  return segments;
}

/** "the 4th vaccine › level" for `vaccines[3].level`; the path itself where words add nothing. */
export function fieldInWords(path: string): string {
  const segments = parsePath(path);
  const words: string[] = [];
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    if (typeof segment === "number") return;
    // Own keys only: a field named `constructor` or `__proto__` is a name, not Object's.
    if (typeof next === "number") words.push(`the ${ordinal(next + 1)} ${Object.hasOwn(itemNouns, segment) ? itemNouns[segment] : `item of ${humanize(segment)}`}`);
    else if (Object.hasOwn(localeNames, segment)) words.push(`${localeNames[segment as Locale]} (${segment})`);
    else words.push(humanize(segment));
  });
  return words.join(" › ");
}

/** The field as a message shows it: words, with the exact path where it differs. */
export function describeField(path: string): string {
  if (!path) return "";
  const words = fieldInWords(path);
  return words === path ? path : `${words} (${path})`;
}
