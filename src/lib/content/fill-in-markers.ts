// What a starting file from `npm run new` leaves to fill in: values beginning with this marker.
// The loader refuses each one (with its field and what to put there), so a started file can never
// be published half-filled. A marker inside a text of one language says what to write in that
// language (the check still phrases it in its reader's language); a marker in a field that has no
// language (a slug, a choice, a date) is written in English, the language of the files' keys and
// values, and the check phrases it in each reader's language as well where it knows the instruction.
import { locales, type Locale, type ProfileLocale } from "../locales.ts";
import { fillInWords as words, instructionWords, type FieldInstruction, type Instruction, type KnownMarker, type TextInstruction } from "./editor-words.ts";

export { instructionWords, markerIn, type FieldInstruction, type Instruction, type KnownMarker, type TextInstruction } from "./editor-words.ts";

export const fillInMarker = "FILL IN:";

/** Every marker left in a parsed file, with its field path. */
export function markersIn(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === "string") return value.startsWith(fillInMarker) ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => markersIn(item, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => markersIn(item, [...path, key]));
  return [];
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

/** The markers a starting file writes, by their words. */
const known = new Map<string, KnownMarker>();
for (const instruction of [...Object.keys(words("en").texts), "profileHeading", "profileText"] as Instruction[]) {
  const written = instruction.startsWith("profile") ? (["nl", "en"] as const) : locales;
  for (const locale of written) known.set(instructionWords({ instruction, in: locale }, locale), { instruction, in: locale });
}
for (const [field, text] of Object.entries(words("en").fields)) known.set(text, { field: field as FieldInstruction });

/** What a marker asks for (the text after "FILL IN:"), with the instruction when it is one a starting file writes. */
export function markerWords(what: string): { what: string; known?: KnownMarker } {
  const marker = known.get(what);
  if (marker) return { what, known: marker };
  const choice = /^([a-z-]+(?:, [a-z-]+)*) or ([a-z-]+)( \(WHO\))?$/.exec(what);
  return choice ? { what, known: { choices: [...choice[1]!.split(", "), choice[2]!], who: choice[3] !== undefined } } : { what };
}

