// Where a country file cites references: one list of every fact that takes citations, with its
// field path, so the checks, the review report and the pages walk the same facts.
import type { AgeLimits, Citation, ConfirmableFact, CountryContent, MedicalCategory, ReferenceContent, ReferenceKind } from "./schemas.ts";

export interface CitedFact {
  /** Field path of the fact's `citations`, e.g. `yellowFever.certificate.citations`. */
  path: string;
  /** The citations; null when explicitly not yet sourced. */
  citations: Citation[] | null;
  /** A rule a traveller must meet (the certificate, an entry or exit requirement), as opposed to
   *  risk and advice: a reviewed file may leave advice explicitly unsourced, never a rule. */
  rule: boolean;
  /** Which kind of fact: what its citations' `confirms` may name. */
  kind: ConfirmableFact;
  /** The fact's attributes a citation may confirm, by name; undefined where the file has none. */
  values: Record<string, unknown>;
}

/** Every sourced-or-not fact of a country: yellow fever, its certificate, malaria, entry and exit requirements. */
export function citedFacts(country: CountryContent): CitedFact[] {
  const { yellowFever: yf, malaria } = country;
  const certificate = yf.certificate;
  const facts: CitedFact[] = [
    {
      path: "yellowFever.citations",
      citations: yf.citations,
      rule: false,
      kind: "yellowFever",
      values: { transmissionRisk: yf.transmissionRisk, whoRecommendation: yf.whoRecommendation, extent: yf.extent },
    },
    {
      path: "yellowFever.certificate.citations",
      citations: certificate.citations,
      rule: true,
      kind: "certificate",
      values: {
        requirement: certificate.requirement,
        minimumAgeMonths: certificate.minimumAgeMonths,
        transitMinimumHours: certificate.transitMinimumHours,
        // Whether a transit counts is stated only for a rule that depends on where one comes from.
        includesTransit: certificate.requirement.startsWith("arriving-from") ? certificate.includesTransit : undefined,
        fromCountries: certificate.fromCountries,
        alsoFromCountries: certificate.alsoFromCountries,
      },
    },
    {
      path: "malaria.citations",
      citations: malaria.citations,
      rule: false,
      kind: "malaria",
      values: { risk: malaria.risk, extent: malaria.extent, areas: malaria.areas, tablets: malaria.tablets, drugs: malaria.drugs },
    },
  ];
  // Every vaccine recommendation is a fact of the page, cited or not (an entry requirement must
  // carry citations, checked elsewhere).
  country.vaccines.forEach((entry, i) =>
    facts.push({
      path: `vaccines[${i}].citations`,
      citations: entry.citations ?? null,
      rule: entry.level === "entry-requirement",
      kind: "vaccine",
      values: { level: entry.level, fromCountries: entry.fromCountries },
    }),
  );
  country.exitRequirements.forEach((entry, i) =>
    facts.push({ path: `exitRequirements[${i}].citations`, citations: entry.citations, rule: true, kind: "exitRequirement", values: { appliesTo: entry.appliesTo } }),
  );
  return facts;
}

/** The medical limits of a vaccine or malaria drug as facts: its age bands, pregnancy and breastfeeding. */
export function limitFacts(item: { age: AgeLimits; pregnancy: MedicalCategory; breastfeeding: MedicalCategory }): Pick<CitedFact, "path" | "citations" | "values">[] {
  return [
    { path: "age.citations", citations: item.age.citations, values: { bands: item.age.bands } },
    { path: "pregnancy.citations", citations: item.pregnancy.citations, values: { category: item.pregnancy.category } },
    { path: "breastfeeding.citations", citations: item.breastfeeding.citations, values: { category: item.breastfeeding.category } },
  ];
}

export const sourcingStatuses = ["fully-sourced", "partly-sourced", "unsourced"] as const;
export type SourcingStatus = (typeof sourcingStatuses)[number];

/** Fully sourced: every fact cites a reference; unsourced: none does. */
export function sourcingStatus(country: CountryContent): SourcingStatus {
  const facts = citedFacts(country);
  const sourced = facts.filter((fact) => fact.citations !== null).length;
  return sourced === facts.length ? "fully-sourced" : sourced === 0 ? "unsourced" : "partly-sourced";
}

/** How far a fact is sourced, by the best kind of reference it cites (content/README.md
 *  "What counts as a source"): confirmed by an authority or a national travel-advice body;
 *  supported by a clinical service; secondary-only (news, guides, …): not yet confirmed;
 *  unsourced: `citations: null`. */
export const evidenceStates = ["confirmed", "supported", "secondary-only", "unsourced"] as const;
export type EvidenceState = (typeof evidenceStates)[number];

export const confirming: ReadonlySet<ReferenceKind> = new Set(["authority", "advice-body"]);

export function evidenceOf(citations: readonly Citation[] | null, references: ReadonlyMap<string, Pick<ReferenceContent, "kind">>): EvidenceState {
  if (citations === null) return "unsourced";
  const kinds = citations.map((citation) => references.get(citation.reference)?.kind);
  if (kinds.some((kind) => kind !== undefined && confirming.has(kind))) return "confirmed";
  if (kinds.includes("clinical-service")) return "supported";
  return "secondary-only";
}

/** The first cited reference that confirms the fact (an authority or advice body), or undefined. */
export function firstConfirmingReference<R extends Pick<ReferenceContent, "kind">>(citations: readonly Citation[] | null, references: ReadonlyMap<string, R>): R | undefined {
  for (const citation of citations ?? []) {
    const reference = references.get(citation.reference);
    if (reference && confirming.has(reference.kind)) return reference;
  }
  return undefined;
}

