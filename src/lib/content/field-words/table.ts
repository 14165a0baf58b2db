// What each language's table of field names holds (field-words.ts uses them; English is made from the keys).
import type { Locale } from "../../locales.ts";

/** How one language names the fields of the content files. */
export interface FieldWordTable {
  /** A field's name by its key (`minimumAgeMonths`); the key itself where the table has none. */
  keys: Record<string, string>;
  /** One item of a list, by the list's key (`vaccines`: "vaccine"). */
  items: Record<string, string>;
  /** The n-th item of a list, counted from 1. */
  nth: (noun: string, n: number) => string;
  /** The locales' names in this language. */
  locales: Record<Locale, string>;
  /** A field's words quoted inside a sentence. */
  quote: (words: string) => string;
}
