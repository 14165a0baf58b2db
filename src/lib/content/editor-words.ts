// Editors' words in each locale, as data next to the other interface texts: content/ui/editor/
// <locale>.json holds the form's messages, the fields' names and the content check's problems.
// A problem carries a code and its parameters (`said`); English is what `npm run check` prints,
// and the form phrases the same problem in the editor's language (`phrase`). The loader validates
// each file (same codes, same parameters as English: editorWordsProblems).
//
// A template is text with {param}, {param:format}, {@field.path} (a field named in a sentence) and
// {count|one|other} (the plural form by the locale's rules, # the number); a template may be an
// object choosing by one parameter: {"$by": "origin", "string": "…", "other": "…"}.
import nl from "../../../content/ui/editor/nl.json" with { type: "json" };
import en from "../../../content/ui/editor/en.json" with { type: "json" };
import de from "../../../content/ui/editor/de.json" with { type: "json" };
import fr from "../../../content/ui/editor/fr.json" with { type: "json" };
import es from "../../../content/ui/editor/es.json" with { type: "json" };
import type { Locale, ProfileLocale } from "../locales.ts";

export type Template = string | ({ $by: string } & Record<string, string>);
type Table = Record<string, string>;

/** One locale's file. */
export interface EditorWords {
  form: Record<keyof typeof en.form, string>;
  fields: { keys: Table; items: Table; nth: string; locales: Record<Locale, string>; quote: string; and: string };
  words: { seen: Table; rules: Table; constructs: Table; html: Table; once: Table; types: Table; languages: Table };
  problems: Record<ProblemCode, { expected: Template; found: Template }>;
  /** What a starting file leaves to fill in (fill-in-markers.ts). */
  fillIn: typeof en.fillIn;
}

/** A value as the check found it. */
export type Seen =
  | { kind: "missing" }
  | { kind: "null" }
  | { kind: "empty" }
  | { kind: "text"; text: string }
  | { kind: "list"; count: number }
  | { kind: "object" }
  | { kind: "other"; type: string; text: string };

export type SchemaRule = keyof typeof en.words.rules;
export type ProblemCode = keyof typeof en.problems;

/** A problem by code and the parameters its words fill in (the English file names them), phrased by each locale's file. */
export type ProblemWords = { code: ProblemCode; params: Record<string, unknown> };

export const editorTables = { nl, en, de, fr, es } as unknown as Record<Locale, EditorWords>;

/** The schemas' own rules in English (src/lib/content/schemas.ts gives them as zod messages). */
export const schemaRules = en.words.rules as Record<SchemaRule, string>;

/** Fills one template with `params`, in `locale`'s words. */
export function fill(template: Template, params: Record<string, unknown>, locale: Locale): string {
  if (typeof template !== "string") {
    const chosen = String(params[template.$by]);
    return fill(Object.hasOwn(template, chosen) && chosen !== "$by" ? template[chosen]! : template.other ?? "", params, locale);
  }
  const table = editorTables[locale];
  return template.replace(/\{(@?)([^{}:|]+)(?::(\w+))?(?:\|([^{}|]*)\|([^{}|]*))?\}/g, (_whole, literal: string, name: string, format?: string, one?: string, other?: string) => {
    if (literal) return fieldInSentence(name, locale);
    const value = params[name];
    if (one !== undefined) return (new Intl.PluralRules(locale).select(Number(value)) === "one" ? one : other!).replace("#", String(value));
    switch (format) {
      case undefined:
        return String(value);
      case "json":
        return JSON.stringify(value);
      case "field":
        return fieldInSentence(String(value), locale);
      case "fieldWords":
        return describeField(String(value), locale);
      case "marker":
        return markerIn(params as { what: string; known?: KnownMarker }, locale);
      case "list":
        return (value as string[]).join(table.fields.and);
      case "rest":
        return (value as string[]).slice(1).join(table.fields.and);
      case "ordinal":
        return ordinal(Number(value));
      case "seen":
        return fill(table.words.seen[(value as Seen).kind]!, value as Record<string, unknown>, locale);
      default: {
        // A table of words (rules, constructs, …): Markdown's `s_open` is `s`; an unknown value its "other".
        const words = table.words[format as keyof EditorWords["words"]];
        const key = String(value);
        const bare = format === "constructs" ? key.replace(/_open$/, "") : key;
        return words[key] ?? words[bare] ?? fill(words.other ?? "{value}", { value: bare }, locale);
      }
    }
  });
}

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** A problem's expected and found in English, with its code and parameters for other locales. */
export function said(code: ProblemCode, params: Record<string, unknown> = {}): { expected: string; found: string; words: ProblemWords } {
  const words = { code, params };
  return { ...phrase(words, "en"), words };
}

/** The problem in one locale's words. */
export function phrase(words: ProblemWords, locale: Locale): { expected: string; found: string } {
  const entry = editorTables[locale].problems[words.code];
  return { expected: fill(entry.expected, words.params, locale), found: fill(entry.found, words.params, locale) };
}

/** The locales' names in English, for editors' messages and schema titles. */
export const localeNames = en.fields.locales as Record<Locale, string>;

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

// Own keys only: a field named `constructor` or `__proto__` is a name, not Object's.
const own = (table: Table, key: string): string | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** A field path in words a person reads: `vaccines[3].level` is "the 4th vaccine › level"
 *  ("Impfstoff 4 › Stufe" in German), since positions count from 0 in the path, which editors
 *  who are not developers misread. English makes the words from the keys themselves; the other
 *  languages name each key from their file, which a test holds to every field of the schemas. */
export function fieldInWords(path: string, locale: Locale = "en"): string {
  const table = editorTables[locale].fields;
  const name = (key: string) => own(table.keys, key) ?? (locale === "en" ? humanize(key) : key);
  const segments = parsePath(path);
  const words: string[] = [];
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    if (typeof segment === "number") return;
    if (typeof next === "number") words.push(fill(table.nth, { noun: own(table.items, segment) ?? (locale === "en" ? `item of ${humanize(segment)}` : name(segment)), n: next + 1 }, locale));
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
  return locale === "en" ? path : `${fill(editorTables[locale].fields.quote, { words: fieldInWords(path, locale) }, locale)} (${path})`;
}

// The fill-in instructions in each language (fillIn): fill-in-markers.ts writes them, the check phrases them.
export const fillInWords = (reader: Locale) => editorTables[reader].fillIn;

export type TextInstruction = keyof EditorWords["fillIn"]["texts"];
export type FieldInstruction = keyof EditorWords["fillIn"]["fields"];
export type Instruction = TextInstruction | "profileHeading" | "profileText";
/** A marker the check recognises: an instruction written in one text's language, a field's instruction, or a choice of values. */
export type KnownMarker = { instruction: Instruction; in: Locale } | { field: FieldInstruction } | { choices: readonly string[]; who: boolean };

/** The instruction in the reader's words: "der Name der Krankheit (nl)" for the Dutch name's marker read in German. */
export function instructionWords(marker: KnownMarker, reader: Locale): string {
  const table = fillInWords(reader);
  if ("field" in marker) return table.fields[marker.field];
  if ("choices" in marker) return `${marker.choices.slice(0, -1).join(", ")} ${table.or} ${marker.choices.at(-1)}${marker.who ? ` (${table.who})` : ""}`;
  if (marker.instruction === "profileHeading" || marker.instruction === "profileText") return table[marker.instruction].replace("{language}", table.profileLanguages[marker.in as ProfileLocale]);
  return `${table.texts[marker.instruction]} (${marker.in})`;
}

/** A marker's instruction as a reader reads it: in the reader's language when the check knows it, else as written. */
export function markerIn(marker: { what: string; known?: KnownMarker }, reader: Locale): string {
  return marker.known ? instructionWords(marker.known, reader) : marker.what;
}
