// The review report of `npm run check`: per region, how many countries are fully sourced, partly
// sourced or unsourced, and the oldest review date, so an editor sees where review is due.
import { sourcingStatus } from "./citations.ts";
import { regions, type CountryContent } from "./schemas.ts";

export interface RegionReview {
  region: (typeof regions)[number] | "all";
  countries: number;
  fullySourced: number;
  partlySourced: number;
  unsourced: number;
  /** Countries whose facts were never checked against cited references (reviewed null). */
  neverReviewed: number;
  /** The oldest review date among the reviewed countries, or null when none is reviewed. */
  oldestReviewed: string | null;
}

function summarize(region: RegionReview["region"], countries: readonly CountryContent[]): RegionReview {
  const statuses = countries.map(sourcingStatus);
  const reviewed = countries.map((c) => c.reviewed).filter((date): date is string => date !== null).sort();
  return {
    region,
    countries: countries.length,
    fullySourced: statuses.filter((s) => s === "fully-sourced").length,
    partlySourced: statuses.filter((s) => s === "partly-sourced").length,
    unsourced: statuses.filter((s) => s === "unsourced").length,
    neverReviewed: countries.length - reviewed.length,
    oldestReviewed: reviewed[0] ?? null,
  };
}

export function reviewReport(countries: readonly CountryContent[]): RegionReview[] {
  return [...regions.map((region) => summarize(region, countries.filter((c) => c.region === region))), summarize("all", countries)];
}

export function formatReviewReport(rows: readonly RegionReview[]): string {
  const header = ["region", "countries", "fully sourced", "partly sourced", "unsourced", "never reviewed", "oldest reviewed"];
  const cells = rows.map((r) => [r.region, r.countries, r.fullySourced, r.partlySourced, r.unsourced, r.neverReviewed, r.oldestReviewed ?? "-"].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return ["Review status (a fact is sourced when it cites a reference; null citations = not yet sourced):", line(header), ...cells.map(line)].join("\n");
}
