// A field path in words a person reads: `vaccines[3].level` is "the 4th vaccine › level". Array
// positions count from 0 in the path, which editors who are not developers misread. English
// (what `npm run check` prints) makes the words from the keys themselves; the form editor's other
// languages name each key from their own table (field-words/<locale>.ts), which a test holds to
// every field of the schemas the form edits.
import type { Locale } from "../locales.ts";
import type { FieldWordTable } from "./field-words/table.ts";
import { nl } from "./field-words/nl.ts";
import { de } from "./field-words/de.ts";
import { fr } from "./field-words/fr.ts";
import { es } from "./field-words/es.ts";

export type { FieldWordTable };

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
  fromCountries: "country it names",
  confirms: "confirmed attribute",
  countries: "country",
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

const english: FieldWordTable = { keys: {}, items: itemNouns, nth: (noun, n) => `the ${ordinal(n)} ${noun}`, locales: localeNames, quote: (words) => `"${words}"` };

export const fieldWordTables: Record<Locale, FieldWordTable> = { nl, en: english, de, fr, es };

// Own keys only: a field named `constructor` or `__proto__` is a name, not Object's.
const own = (table: Record<string, string>, key: string): string | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** "the 4th vaccine › level" for `vaccines[3].level` ("Impfstoff 4 › Stufe" in German); the path itself where words add nothing. */
export function fieldInWords(path: string, locale: Locale = "en"): string {
  const table = fieldWordTables[locale];
  const name = (key: string) => own(table.keys, key) ?? (locale === "en" ? humanize(key) : key);
  const segments = parsePath(path);
  const words: string[] = [];
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    if (typeof segment === "number") return;
    if (typeof next === "number") words.push(table.nth(own(table.items, segment) ?? (locale === "en" ? `item of ${humanize(segment)}` : name(segment)), next + 1));
    else if (Object.hasOwn(localeNames, segment)) words.push(`${table.locales[segment as Locale]} (${segment})`);
    else words.push(name(segment));
  });
  return words.join(" › ");
}

/** The field as a message shows it: words in the reader's language, with the exact path where it differs. */
export function describeField(path: string, locale: Locale = "en"): string {
  if (!path) return "";
  const words = fieldInWords(path, locale);
  return words === path ? path : `${words} (${path})`;
}

/** A field named inside a sentence: English keeps the path a developer searches for (what
 *  `npm run check` prints); another language quotes its words and adds the path. */
export function fieldInSentence(path: string, locale: Locale): string {
  return locale === "en" ? path : `${fieldWordTables[locale].quote(fieldInWords(path, locale))} (${path})`;
}
