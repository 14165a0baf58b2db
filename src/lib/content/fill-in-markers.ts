// What a starting file from `npm run new` leaves to fill in: values beginning with this marker.
// The loader refuses each one (with its field and what to put there), so a started file can never
// be published half-filled. A marker inside a text of one language says what to write in that
// language (the check still phrases it in its reader's language); a marker in a field that has no
// language (a slug, a choice, a date) is written in English, the language of the files' keys and
// values, and the check phrases it in each reader's language as well where it knows the instruction.
import { locales, type Locale } from "../locales.ts";
import { editorTables, type EditorWords } from "./editor-words.ts";

export const fillInMarker = "FILL IN:";

/** Every marker left in a parsed file, with its field path. */
export function markersIn(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === "string") return value.startsWith(fillInMarker) ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => markersIn(item, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => markersIn(item, [...path, key]));
  return [];
}

type ProfileLocale = "nl" | "en";

// The instructions in each language are the editors' words (content/ui/editor/<locale>.json, fillIn).
// Read at each use, never while the modules load (editor-words.ts imports this one).
const words = (reader: Locale) => editorTables[reader].fillIn;

export type TextInstruction = keyof EditorWords["fillIn"]["texts"];
export type FieldInstruction = keyof EditorWords["fillIn"]["fields"];
export type Instruction = TextInstruction | "profileHeading" | "profileText";
/** A marker the check recognises: an instruction written in one text's language, a field's instruction, or a choice of values. */
export type KnownMarker = { instruction: Instruction; in: Locale } | { field: FieldInstruction } | { choices: readonly string[]; who: boolean };

/** The instruction in the reader's words: "der Name der Krankheit (nl)" for the Dutch name's marker read in German. */
export function instructionWords(marker: KnownMarker, reader: Locale): string {
  const table = words(reader);
  if ("field" in marker) return table.fields[marker.field];
  if ("choices" in marker) return `${marker.choices.slice(0, -1).join(", ")} ${table.or} ${marker.choices.at(-1)}${marker.who ? ` (${table.who})` : ""}`;
  if (marker.instruction === "profileHeading" || marker.instruction === "profileText") return table[marker.instruction].replace("{language}", table.profileLanguages[marker.in as ProfileLocale]);
  return `${table.texts[marker.instruction]} (${marker.in})`;
}

const fill = (words: string) => `${fillInMarker} ${words}`;

/** A text to fill in, each language's marker in that language: `name.de` is "FILL IN: der Name der Krankheit (de)". */
export function fillInEachLocale(instruction: TextInstruction): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, fill(instructionWords({ instruction, in: locale }, locale))])) as Record<Locale, string>;
}

/** A field without a language to fill in: its marker, in English. */
export function fillInField(instruction: FieldInstruction): string {
  return fill(words("en").fields[instruction]);
}

/** A field that takes one of these values: "FILL IN: a, b or c", "(WHO)" after it where WHO's terms are the values. */
export function fillInChoice(choices: readonly string[], byWho = false): string {
  return fill(instructionWords({ choices, who: byWho }, "en"));
}

/** A new disease's profile body in one language, as `npm run new` and the form start it: its markers in that language. */
export function newProfileBody(locale: ProfileLocale): string {
  const say = (instruction: "profileHeading" | "profileText") => fill(instructionWords({ instruction, in: locale }, locale));
  return `## ${say("profileHeading")}\n\n${say("profileText")}\n`;
}

/** The markers a starting file writes, by their words (built at first use: the words are data). */
let known: Map<string, KnownMarker> | undefined;
function knownMarkers(): Map<string, KnownMarker> {
  if (known) return known;
  known = new Map();
  for (const instruction of [...Object.keys(words("en").texts), "profileHeading", "profileText"] as Instruction[]) {
    const written = instruction.startsWith("profile") ? (["nl", "en"] as const) : locales;
    for (const locale of written) known.set(instructionWords({ instruction, in: locale }, locale), { instruction, in: locale });
  }
  for (const [field, text] of Object.entries(words("en").fields)) known.set(text, { field: field as FieldInstruction });
  return known;
}

/** What a marker asks for (the text after "FILL IN:"), with the instruction when it is one a starting file writes. */
export function markerWords(what: string): { what: string; known?: KnownMarker } {
  const marker = knownMarkers().get(what);
  if (marker) return { what, known: marker };
  const choice = /^([a-z-]+(?:, [a-z-]+)*) or ([a-z-]+)( \(WHO\))?$/.exec(what);
  return choice ? { what, known: { choices: [...choice[1]!.split(", "), choice[2]!], who: choice[3] !== undefined } } : { what };
}

/** A marker's instruction as a reader reads it: in the reader's language when the check knows it, else as written. */
export function markerIn(marker: { what: string; known?: KnownMarker }, reader: Locale): string {
  return marker.known ? instructionWords(marker.known, reader) : marker.what;
}
