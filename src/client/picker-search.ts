// What the form's reference picker lists for what the editor typed: entries with every typed word
// in one of their search fields (src/client/admin.ts, exactPicker), not Decap's letters-in-order.
// Words are folded as the site's search folds names (src/lib/site/fold.ts).
import { fold } from "../lib/site/fold.ts";

/** The text at a dotted path of an entry's data (`name.en`), or "". */
function textAt(data: unknown, path: string): string {
  let value = data;
  for (const key of path.split(".")) value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : "";
}

/** A name's initials, as people shorten publishers: "Ministry of Health" → "moh". */
const initials = (text: string) => text.split(/[^a-z0-9]+/).filter(Boolean).map((word) => word[0]).join("");

/** Whether every word typed is in one of the entry's search fields, as written (case and accents
 *  aside), or, at four letters or fewer, is initials in one: "kenya moh" finds Kenya's Ministry of
 *  Health (longer words as initials would bring back letters-in-order matches). */
export function matchesTyped(typed: string, data: unknown, fields: readonly string[]): boolean {
  const texts = fields.map((field) => fold(textAt(data, field)));
  return fold(typed)
    .split(" ")
    .filter(Boolean)
    .every((word) => texts.some((text) => text.includes(word) || (word.length <= 4 && initials(text).includes(word))));
}
