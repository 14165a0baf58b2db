// The review report of `npm run check`: per region, how many countries are fully sourced, partly
// sourced or unsourced and the oldest review date; how many facts are confirmed, supported,
// secondary-only or unsourced; and, per country, how old its newest evidence is, so an editor
// sees where review is due.
import { citedFacts, confirming, evidenceOf, evidenceStates, sourcingStatus, type EvidenceState } from "./citations.ts";
import { regions, type CountryContent, type ReferenceContent } from "./schemas.ts";
import { compareCodePoints } from "../order.ts";

type References = ReadonlyMap<string, ReferenceContent>;

/** The newest date of the evidence for a country's own facts: its dated citations of clinical
 *  services, and of authorities and advice bodies whose quote states one of its attributes (a
 *  citation that confirms nothing, such as a footnote about another matter, dates nothing); null
 *  when none is dated. */
export function newestEvidence(country: CountryContent, references: References): string | null {
  const dates = citedFacts(country)
    .flatMap((fact) => fact.citations ?? [])
    .filter((citation) => {
      const kind = references.get(citation.reference)?.kind;
      return kind === "clinical-service" || (kind !== undefined && confirming.has(kind) && (citation.confirms ?? []).length > 0);
    })
    .flatMap((citation) => references.get(citation.reference)!.dated ?? []);
  return dates.sort().at(-1) ?? null;
}

function summarize(region: (typeof regions)[number] | "all", countries: readonly CountryContent[], references: References) {
  const statuses = countries.map(sourcingStatus);
  const reviewed = countries.map((c) => c.reviewed).filter((date): date is string => date !== null).sort();
  const facts = Object.fromEntries(evidenceStates.map((state) => [state, 0])) as Record<EvidenceState, number>;
  for (const country of countries) for (const fact of citedFacts(country)) facts[evidenceOf(fact.citations, references)]++;
  return {
    region,
    countries: countries.length,
    fullySourced: statuses.filter((s) => s === "fully-sourced").length,
    partlySourced: statuses.filter((s) => s === "partly-sourced").length,
    unsourced: statuses.filter((s) => s === "unsourced").length,
    // Never checked against cited references (reviewed null); the oldest review among the others.
    neverReviewed: countries.length - reviewed.length,
    oldestReviewed: reviewed[0] ?? null,
    facts,
  };
}

type RegionReview = ReturnType<typeof summarize>;

export function reviewReport(countries: readonly CountryContent[], references: References): RegionReview[] {
  return [...regions.map((region) => summarize(region, countries.filter((c) => c.region === region), references)), summarize("all", countries, references)];
}

function table(header: string[], cells: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [line(header), ...cells.map(line)];
}

export function formatReviewReport(rows: readonly RegionReview[]): string {
  return [
    "Review status (a fact is sourced when it cites a reference; null citations = not yet sourced):",
    ...table(
      ["region", "countries", "fully sourced", "partly sourced", "unsourced", "never reviewed", "oldest reviewed"],
      rows.map((r) => [r.region, r.countries, r.fullySourced, r.partlySourced, r.unsourced, r.neverReviewed, r.oldestReviewed ?? "-"].map(String)),
    ),
    "",
    "Facts by evidence (confirmed: an authority or advice body cited; supported: a clinical service at best; secondary only: not yet confirmed):",
    ...table(
      ["region", "facts", "confirmed", "supported", "secondary only", "unsourced"],
      rows.map((r) => [r.region, evidenceStates.reduce((sum, s) => sum + r.facts[s], 0), ...evidenceStates.map((s) => r.facts[s])].map(String)),
    ),
  ].join("\n");
}

/** Per region, each country with the year of its newest evidence and its age in years, oldest first. */
export function formatEvidenceAges(countries: readonly CountryContent[], references: References, today: string): string {
  const year = Number(today.slice(0, 4));
  const lines = ["Newest evidence per country (year of the newest dated clinical service, or authority or advice body whose quote states one of the country's attributes; age in years; - = none dated):"];
  for (const region of regions) {
    const entries = countries
      .filter((c) => c.region === region)
      .map((c) => ({ slug: c.slug, dated: newestEvidence(c, references) }))
      .sort((a, b) => compareCodePoints(a.dated ?? "", b.dated ?? "") || compareCodePoints(a.slug, b.slug));
    lines.push(`${region}: ${entries.map((e) => (e.dated ? `${e.slug} ${e.dated.slice(0, 4)} (${year - Number(e.dated.slice(0, 4))})` : `${e.slug} -`)).join(", ")}`);
  }
  return lines.join("\n");
}
