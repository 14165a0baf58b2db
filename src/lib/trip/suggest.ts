// How a typed name finds a country, once, for the site's destination search (src/client/site.ts)
// and for what a slug in a trip link that the site does not know may have meant: each country's
// names in five locales, ISO names and codes and the editors' alternate names (the country list
// publishes them, folded, in `data-names`), matched exactly, by prefix, by word, inside a name, and
// last with a typing slip: one edit (a letter wrong, missing, extra, or two swapped) from a name
// or a word of one, two from 8 letters on, so "tanzaina" finds Tanzania.
import { fold } from "../site/fold.ts";

export interface NamedCountry {
  slug: string;
  /** Folded names, as in the country list's `data-names`. */
  names: readonly string[];
}

/** Edits allowed for a query of this many letters: none below 4 (too many short names are one edit apart). */
const editsAllowed = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** Edit distance with adjacent swaps counted once (optimal string alignment), or max + 1 when over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** How well a folded query matches a country's folded names, best 0; -1 when it does not:
 *  0 a name is the query; 1 a name starts with it; 2 a word in a name does; 3 it is inside one;
 *  4 a name or a word of one is a typing slip away. */
export function rankNames(names: readonly string[], query: string): number {
  let best = -1;
  for (const name of names) {
    const score = name === query ? 0 : name.startsWith(query) ? 1 : name.includes(` ${query}`) ? 2 : name.includes(query) ? 3 : -1;
    if (score !== -1 && (best === -1 || score < best)) best = score;
  }
  if (best !== -1) return best;
  const max = editsAllowed(query.length);
  if (max === 0) return -1;
  for (const name of names) {
    if ([name, ...name.split(" ")].some((candidate) => editDistance(query, candidate, max) <= max)) return 4;
  }
  return -1;
}

/** Up to `max` slugs for what a reader typed, best first; none when nothing matches. */
export function suggestCountries(typed: string, countries: readonly NamedCountry[], max = 3): string[] {
  return matchCountries(fold(typed), countries)
    .slice(0, max)
    .map((c) => c.slug);
}

/** The countries a folded query matches, best first, in their given order among equals. */
export function matchCountries<C extends NamedCountry>(query: string, countries: readonly C[]): C[] {
  if (query === "") return [];
  return countries
    .map((country, index) => ({ country, index, score: rankNames(country.names, query) }))
    .filter((c) => c.score !== -1)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((c) => c.country);
}
