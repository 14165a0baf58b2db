// Confirmation attribute by attribute: a citation's `confirms` names the attributes of its fact that
// its quote states. What a machine can disprove is refused here: a number or a named country that
// the quote does not contain, a confirmation by a reference that cannot confirm, an attribute the
// fact does not have. Whether a categorical value (a requirement, a level) is what the quote says
// stays a person's reading.
import { confirming, type CitedFact } from "./citations.ts";
import { said } from "./problem-words/index.ts";
import type { Citation, ReferenceContent } from "./schemas.ts";

type Add = (path: string, words: ReturnType<typeof said>) => void;

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const unitWords = {
  months: "months?|mo\\.?|mois|meses|mes|monate?n?|maanden|maand",
  years: "years?|yrs?|ans?|años?|anos?|jahren?|jaar",
  hours: "hours?|hrs?|h|heures?|horas?|stunden?|uur",
};

/** A number as a quote may write it: digits, or a word up to twelve. */
function numberPattern(n: number): string {
  return n < numberWords.length ? `(?:${n}|${numberWords[n]})` : String(n);
}

const says = (quote: string, n: number, units: string) => new RegExp(`(?<![\\d.,])${numberPattern(n)}(?:\\s*-\\s*|\\s+|-)?(?:${units})\\b`, "i").test(quote);

/** Whether the quote states this age: N months, or N/12 years when N is whole years. */
export function statesAgeMonths(quote: string, months: number): boolean {
  return says(quote, months, unitWords.months) || (months % 12 === 0 && months > 0 && says(quote, months / 12, unitWords.years));
}

export function statesHours(quote: string, hours: number): boolean {
  return says(quote, hours, unitWords.hours);
}

/** A word for a transit or connection, in the languages quotes come in. */
const transitWord = /transit|connection|stopover|layover|escale|correspondance|tránsito|transito|escala|umsteig|aufenthalt/i;

/** Every duration in hours a quote gives for a transit ("transit of more than 12 hours"): a number
 *  of hours shortly after a word for a transit. */
export function quotedTransitHours(quote: string): number[] {
  const found: number[] = [];
  const word = numberWords.join("|");
  for (const match of quote.matchAll(new RegExp(`(?<![\\d.,])(\\d+|${word})(?:\\s*-\\s*|\\s+|-)?(?:${unitWords.hours})\\b`, "gi"))) {
    if (!transitWord.test(quote.slice(Math.max(0, match.index - 80), match.index))) continue;
    const text = match[1]!.toLowerCase();
    found.push(/^\d+$/.test(text) ? Number(text) : numberWords.indexOf(text));
  }
  return found;
}

/** Whether the quote names a country by one of its names (any locale, or an alternate name). */
export function namesCountry(quote: string, names: readonly string[]): boolean {
  const folded = fold(quote);
  return names.some((name) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(fold(name))}(?![\\p{L}\\p{N}])`, "u").test(folded));
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[’‘]/g, "'").toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a value is something a quote can state: a list must hold an item. */
const present = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

export interface ConfirmContext {
  references: ReadonlyMap<string, Pick<ReferenceContent, "kind">>;
  /** Every name of a country by slug (its five names and its alternate names). */
  countryNames: (slug: string) => readonly string[];
}

/** The problems of one fact's `confirms`. */
export function checkConfirms(fact: Pick<CitedFact, "path" | "citations" | "values">, context: ConfirmContext, add: Add): void {
  const citations = fact.citations ?? [];
  citations.forEach((citation, i) => {
    const confirms = citation.confirms ?? [];
    if (confirms.length === 0) return;
    const at = `${fact.path}[${i}].confirms`;
    const kind = context.references.get(citation.reference)?.kind;
    if (kind !== undefined && !confirming.has(kind)) {
      add(at, said("confirmsKind", { kind, text: JSON.stringify(confirms) }));
      return;
    }
    confirms.forEach((attribute, j) => {
      const value = fact.values[attribute];
      if (!present(value)) add(`${at}[${j}]`, said("confirmsAbsent", { attribute }));
      else if (typeof value === "number") checkNumber(attribute, value, citation, `${at}[${j}]`, add);
    });
  });
  // The countries of a list may be spread over several quotes: together they must name each one.
  for (const attribute of ["fromCountries", "alsoFromCountries"]) {
    const slugs = fact.values[attribute];
    const listing = citations.map((citation, i) => ({ citation, i })).filter(({ citation }) => citation.confirms?.includes(attribute as never) && confirming.has(context.references.get(citation.reference)?.kind ?? "secondary"));
    if (!Array.isArray(slugs) || listing.length === 0) continue;
    const quotes = listing.map(({ citation }) => citation.quote ?? "");
    for (const slug of slugs as string[]) {
      if (!quotes.some((quote) => namesCountry(quote, context.countryNames(slug)))) {
        add(`${fact.path}[${listing[0]!.i}].confirms`, said("confirmsCountry", { attribute, text: JSON.stringify(slug), quote: JSON.stringify(quotes.join(" … ")) }));
      }
    }
  }
}

function checkNumber(attribute: string, value: number, citation: Citation, path: string, add: Add): void {
  const quote = citation.quote ?? "";
  const stated = attribute === "minimumAgeMonths" ? statesAgeMonths(quote, value) : attribute === "transitMinimumHours" ? statesHours(quote, value) : true;
  if (!stated) add(path, said("confirmsNumber", { attribute, text: attribute === "minimumAgeMonths" ? `${value} months` : `${value} hours`, quote: JSON.stringify(quote) }));
}

/** A transit rule that says "the source gives no duration" while a cited quote gives one. */
export function checkQuotedDuration(
  certificate: { includesTransit: boolean; transitMinimumHours: number | null; citations: readonly Citation[] | null },
  path: string,
  add: Add,
): void {
  if (!certificate.includesTransit || certificate.transitMinimumHours !== null) return;
  for (const citation of certificate.citations ?? []) {
    const hours = quotedTransitHours(citation.quote ?? "");
    if (hours.length > 0) {
      add(`${path}.transitMinimumHours`, said("transitHoursQuoted", { hours: hours[0]!, quote: JSON.stringify(citation.quote) }));
      return;
    }
  }
}
