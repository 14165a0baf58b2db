// Confirmation attribute by attribute: a citation's `confirms` names the attributes of its fact that
// its quote states. What a machine can disprove is refused here: a number or a named country that
// the quote does not contain, a confirmation by a reference that cannot confirm, an attribute the
// fact does not have. Whether a categorical value (a requirement, a level) is what the quote says
// stays a person's reading.
import { confirming, type CitedFact } from "./citations.ts";
import { said } from "./editor-words.ts";
import type { Citation, ReferenceContent } from "./schemas.ts";

export type Add = (path: string, words: ReturnType<typeof said>) => void;

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const unitWords = {
  months: "months?|mo\\.?|mois|meses|mes|monate?n?|maanden|maand",
  years: "years?|yrs?|ans?|años?|anos?|jahren?|jaar",
  hours: "hours?|hrs?|h|heures?|horas?|stunden?|uur",
};

/** A number and its unit as a quote may write them: "12 hours", "twelve-hour"; a number is digits, or a word up to twelve. */
const quantity = (number: string, units: string) => `(?<![\\d.,])${number}(?:\\s*-\\s*|\\s+|-)?(?:${units})\\b`;
const says = (quote: string, n: number, units: string) => new RegExp(quantity(n < numberWords.length ? `(?:${n}|${numberWords[n]})` : String(n), units), "i").test(quote);

/** Whether the quote states this age: N months, or N/12 years when N is whole years. */
export function statesAgeMonths(quote: string, months: number): boolean {
  return says(quote, months, unitWords.months) || (months % 12 === 0 && months > 0 && says(quote, months / 12, unitWords.years));
}

/** A word for a transit or connection, in the languages quotes come in. */
const transitWord = /transit|connection|stopover|layover|escale|correspondance|tránsito|transito|escala|umsteig|aufenthalt/i;

/** Every duration in hours a quote gives for a transit ("transit of more than 12 hours"): a number
 *  of hours shortly after a word for a transit. */
export function quotedTransitHours(quote: string): number[] {
  const found: number[] = [];
  for (const match of quote.matchAll(new RegExp(quantity(`(\\d+|${numberWords.join("|")})`, unitWords.hours), "gi"))) {
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

const countryLists = ["fromCountries", "alsoFromCountries"];

/** Whether a page states the attribute: null and an empty list state nothing, except that an
 *  empty list of age bands says "no age limit". */
export function stated(attribute: string, value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0 && attribute !== "bands");
}

/** The attributes of a fact that a page states and no confirming quote states: published as not
 *  confirmed. A fact without confirming citations has all its stated attributes here. */
export function unconfirmedAttributes(fact: Pick<CitedFact, "citations" | "values">, references: ConfirmContext["references"]): string[] {
  const confirmed = new Set(
    (fact.citations ?? []).filter((citation) => confirming.has(references.get(citation.reference)?.kind ?? "secondary")).flatMap((citation) => citation.confirms ?? []),
  );
  return Object.entries(fact.values)
    .filter(([attribute, value]) => stated(attribute, value) && !confirmed.has(attribute as never))
    .map(([attribute]) => attribute);
}

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
      if (!stated(attribute, value)) add(`${at}[${j}]`, said("confirmsAbsent", { attribute }));
      else if (typeof value === "number" && machineStated(attribute, value, [citation.quote ?? ""], context) === false) {
        add(`${at}[${j}]`, said("confirmsNumber", { attribute, text: attribute === "minimumAgeMonths" ? `${value} months` : `${value} hours`, quote: JSON.stringify(citation.quote ?? "") }));
      }
    });
  });
  // The countries of a list may be spread over several quotes: together they must name each one.
  for (const attribute of countryLists) {
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

/** Whether some confirming quote of the fact states the attribute's value, as far as a machine
 *  can tell: undefined for a categorical attribute, which a person reads. */
function machineStated(attribute: string, value: unknown, quotes: readonly string[], context: ConfirmContext): boolean | undefined {
  if (attribute === "minimumAgeMonths") return quotes.some((quote) => statesAgeMonths(quote, value as number));
  if (attribute === "transitMinimumHours") return quotes.some((quote) => says(quote, value as number, unitWords.hours));
  if (countryLists.includes(attribute)) return (value as string[]).every((slug) => quotes.some((quote) => namesCountry(quote, context.countryNames(slug))));
  return undefined;
}

/** Facts that state the attribute; those labelled confirmed by the block (some authority or
 *  advice body cited for the fact), and of those, with a number or a country no confirming quote
 *  contains; those confirmed attribute by attribute (a confirming citation lists it in `confirms`). */
const noCount = () => ({ stated: 0, blockConfirmed: 0, blockConfirmedUnstated: 0, confirmed: 0 });
type AttributeCount = ReturnType<typeof noCount>;

/** Per attribute: how often it is stated, labelled confirmed by its block, and confirmed by a quote. */
export function confirmationCounts(facts: readonly Pick<CitedFact, "citations" | "values">[], context: ConfirmContext): Map<string, AttributeCount> {
  const counts = new Map<string, AttributeCount>();
  for (const fact of facts) {
    const quotes = (fact.citations ?? []).filter((c) => confirming.has(context.references.get(c.reference)?.kind ?? "secondary")).map((c) => c.quote ?? "");
    const unconfirmed = new Set(unconfirmedAttributes(fact, context.references));
    for (const [attribute, value] of Object.entries(fact.values)) {
      if (!stated(attribute, value)) continue;
      const count = counts.get(attribute) ?? noCount();
      count.stated++;
      if (quotes.length > 0) {
        count.blockConfirmed++;
        if (machineStated(attribute, value, quotes, context) === false) count.blockConfirmedUnstated++;
      }
      if (!unconfirmed.has(attribute)) count.confirmed++;
      counts.set(attribute, count);
    }
  }
  return counts;
}

export function formatConfirmationCounts(counts: ReadonlyMap<string, AttributeCount>): string {
  const rows = [...counts].map(([attribute, c]) => `  ${attribute}: stated ${c.stated}, confirmed by the block's label ${c.blockConfirmed} (of which a quote lacks the number or country: ${c.blockConfirmedUnstated}), confirmed by a quote ${c.confirmed}, not confirmed ${c.stated - c.confirmed}`);
  return ["Attributes confirmed by the quote that states them (the block's label: any authority or advice body cited):", ...rows].join("\n");
}
