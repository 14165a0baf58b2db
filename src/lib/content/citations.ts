// Where a country file cites references: one list of every fact that takes citations, with its
// field path, so the checks, the review report and the pages walk the same facts.
import type { Citation, CountryContent } from "./schemas.ts";

export interface CitedFact {
  /** Field path of the fact's `citations`, e.g. `yellowFever.certificate.citations`. */
  path: string;
  /** The citations; null when explicitly not yet sourced. */
  citations: Citation[] | null;
}

/** Every sourced-or-not fact of a country: yellow fever, its certificate, malaria, entry and exit requirements. */
export function citedFacts(country: CountryContent): CitedFact[] {
  const facts: CitedFact[] = [
    { path: "yellowFever.citations", citations: country.yellowFever.citations },
    { path: "yellowFever.certificate.citations", citations: country.yellowFever.certificate.citations },
    { path: "malaria.citations", citations: country.malaria.citations },
  ];
  country.vaccines.forEach((entry, i) => {
    // An entry below entry-requirement may carry citations; an entry requirement must (checked elsewhere).
    if (entry.citations !== undefined || entry.level === "entry-requirement") {
      facts.push({ path: `vaccines[${i}].citations`, citations: entry.citations ?? null });
    }
  });
  country.exitRequirements.forEach((entry, i) => facts.push({ path: `exitRequirements[${i}].citations`, citations: entry.citations }));
  return facts;
}

export const sourcingStatuses = ["fully-sourced", "partly-sourced", "unsourced"] as const;
export type SourcingStatus = (typeof sourcingStatuses)[number];

/** Fully sourced: every fact cites a reference; unsourced: none does. */
export function sourcingStatus(country: CountryContent): SourcingStatus {
  const facts = citedFacts(country);
  const sourced = facts.filter((fact) => fact.citations !== null).length;
  return sourced === facts.length ? "fully-sourced" : sourced === 0 ? "unsourced" : "partly-sourced";
}
