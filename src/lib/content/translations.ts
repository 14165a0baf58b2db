// Translations kept honest: when one language of a text changes and the others do not, the others
// describe the old text. They are marked in the file's needsTranslation (by the form editor on
// save, or by hand) until an editor translates them; `npm run check` lists every mark as a
// warning and the review report counts them. A change note written in one language is offered
// to the others as it is, marked for translation: the feed then says what changed, in the
// editor's words, rather than repeating the previous change's note.
import { locales, type Locale } from "../locales.ts";
import { formatPath, valueAt } from "./problems.ts";
import { parsePath } from "./editor-words.ts";

const isLocalized = (value: unknown): value is Record<Locale, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).sort().join() === [...locales].sort().join();

/** Every localized text in a value, by path. */
function localizedTexts(value: unknown, at: (string | number)[] = [], into: { path: (string | number)[]; text: Record<Locale, unknown> }[] = []) {
  if (isLocalized(value)) into.push({ path: at, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => localizedTexts(item, [...at, i], into));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) localizedTexts(item, [...at, key], into);
  return into;
}

export interface TranslationUpdate {
  /** The file's new needsTranslation: the marks that stay, and the languages left behind by this edit. */
  needsTranslation: string[];
  /** For a change note written in some languages only: the note with the others filled from the first written one. */
  changeNote?: Record<Locale, string>;
}

/**
 * What an edit from `before` to `after` does to the translation marks: a language changed alone
 * marks the others of its text; a marked language that changed is translated (unmarked, and
 * marks nothing); a mark whose text is gone goes too.
 */
export function translationUpdate(before: unknown, after: unknown): TranslationUpdate {
  const existing = ((after as { needsTranslation?: unknown } | null)?.needsTranslation ?? []) as string[];
  const marks = new Set(existing.filter((mark) => typeof valueAt(after, parsePath(mark)) === "string"));
  let changeNote: Record<Locale, string> | undefined;
  for (const { path, text } of localizedTexts(after)) {
    const old = valueAt(before, path);
    if (!isLocalized(old)) continue;
    const changed = locales.filter((locale) => text[locale] !== old[locale]);
    const at = formatPath(path);
    // A marked language that changed is a translation brought up to date, not a new change of the text.
    const changedText = changed.filter((locale) => !marks.has(`${at}.${locale}`));
    for (const locale of changed) marks.delete(`${at}.${locale}`);
    if (changedText.length === 0 || changed.length === locales.length) continue;
    const unchanged = locales.filter((locale) => !changed.includes(locale));
    if (at === "changeNote") {
      const written = String(text[changedText[0]!]);
      changeNote = Object.fromEntries(locales.map((locale) => [locale, changed.includes(locale) ? String(text[locale]) : written])) as Record<Locale, string>;
    }
    for (const locale of unchanged) marks.add(`${at}.${locale}`);
  }
  const order = (mark: string) => existing.indexOf(mark) >= 0 ? existing.indexOf(mark) : existing.length;
  return { needsTranslation: [...marks].sort((a, b) => order(a) - order(b) || a.localeCompare(b)), ...(changeNote ? { changeNote } : {}) };
}

/** The marks of one file whose path leads to no text of that language: a stale mark is an error. */
export function staleMarks(value: unknown): string[] {
  const marks = (value as { needsTranslation?: unknown } | null)?.needsTranslation;
  if (!Array.isArray(marks)) return [];
  return marks.filter((mark): mark is string => typeof mark === "string" && typeof valueAt(value, parsePath(mark)) !== "string");
}
