// How names and queries are folded for matching, alone so the trip page's script can bundle it
// without the ISO dataset (src/lib/site/search.ts) and match the same way.

/** Lower case, no accents, letters and digits separated by single spaces. Same rules as site.js. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
