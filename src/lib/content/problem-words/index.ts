// A content problem in words, in each locale the site has: the check's problems carry a code and
// its parameters (`said`), English is what `npm run check` prints, and the form editor phrases
// the same problem in the editor's language (`phrase`). Each locale's table has every code of the
// English one (the type says so, and test/problem-words.test.ts checks it).
import type { Locale } from "../../locales.ts";
import { en, type ProblemTable } from "./en.ts";
import { nl } from "./nl.ts";
import { de } from "./de.ts";
import { fr } from "./fr.ts";
import { es } from "./es.ts";

export type { ProblemTable };
export type ProblemCode = keyof ProblemTable;
type ParamOf<F> = F extends (p: infer A) => string ? (unknown extends A ? {} : A) : {};
type ParamsOf<K extends ProblemCode> = ParamOf<ProblemTable[K]["expected"]> & ParamOf<ProblemTable[K]["found"]>;

/** A problem by code and parameters, phrased by each locale's table. */
export type ProblemWords = { [K in ProblemCode]: { code: K; params: ParamsOf<K> } }[ProblemCode];

export const problemTables: Record<Locale, ProblemTable> = { nl, en, de, fr, es };

/** A problem's expected and found in English, with its code and parameters for other locales. */
export function said<K extends ProblemCode>(code: K, ...params: ParamsOf<K> extends Record<string, never> ? [] : [ParamsOf<K>]): { expected: string; found: string; words: ProblemWords } {
  const words = { code, params: params[0] ?? {} } as ProblemWords;
  return { ...phrase(words, "en"), words };
}

/** The problem in one locale's words. */
export function phrase(words: ProblemWords, locale: Locale): { expected: string; found: string } {
  const entry = problemTables[locale][words.code] as { expected(p: unknown): string; found(p: unknown): string };
  return { expected: entry.expected(words.params), found: entry.found(words.params) };
}
