// What a slug in a trip link that the site does not know may have meant: the destination search's
// own names (each country's names in five locales, ISO names and codes, the editors' alternate
// names, as the country list publishes them in `data-names`) matched as src/assets/site.js does.
import { fold } from "../site/fold.ts";

export interface NamedCountry {
  slug: string;
  /** Folded names, as in the country list's `data-names`. */
  names: readonly string[];
}

// 0: a name is the query; 1: a name starts with it; 2: a word in a name does; 3: it is inside one.
function rank(names: readonly string[], query: string): number {
  let best = -1;
  for (const name of names) {
    const score = name === query ? 0 : name.startsWith(query) ? 1 : name.includes(` ${query}`) ? 2 : name.includes(query) ? 3 : -1;
    if (score !== -1 && (best === -1 || score < best)) best = score;
  }
  return best;
}

/** Up to `max` slugs for what a reader typed, best first; none when nothing matches. */
export function suggestCountries(typed: string, countries: readonly NamedCountry[], max = 3): string[] {
  const query = fold(typed);
  if (query === "") return [];
  return countries
    .map((country, index) => ({ slug: country.slug, index, score: rank(country.names, query) }))
    .filter((c) => c.score !== -1)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, max)
    .map((c) => c.slug);
}

/** The country list page's rows as NamedCountry, given each row's link and `data-names`. */
export function namedCountries(rows: readonly { href: string; names: string }[]): NamedCountry[] {
  return rows.flatMap(({ href, names }) => {
    const slug = /\/([a-z0-9-]+)\/(?:index\.html)?$/.exec(href)?.[1];
    return slug ? [{ slug, names: names.split("|") }] : [];
  });
}
