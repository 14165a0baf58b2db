// What a country page says about a country that a trip plan repeats, as separate statements: the
// certificate rule, each vaccine with its level (for yellow fever the page's advice with how far
// it extends) and its note, malaria (risk and tablets, areas, season, prevention), what is
// asked on leaving and the other risks, each with its confirmation state. Derived once, here, with the page's own
// wording functions: the country page's view model holds them, and the trip planner (at build
// time and in the browser) derives them from its file (trip.json) with this same function, so a
// plan cannot phrase a country differently from its page. No imports beyond wording functions:
// the planner's script bundles it.
import { formatText } from "../content/format-text.ts";
import type { UiStrings } from "../content/ui-schema.ts";
import { isNotYetConfirmed, type Evidence } from "../evidence.ts";
import type { CountryRequirements } from "../published/schemas.ts";
import { malariaRiskWords, yellowFeverRecommendationWords } from "./summary.ts";
import { certificateRuleWords, type CertificateWords } from "./certificate-words.ts";

export interface CountryStatement {
  /** What it is about, the same in every locale: `certificate`, `vaccine:{slug}`, `malaria`,
   *  `malaria-areas`, `malaria-season`, `malaria-prevention`, `leaving:{slug}`, `risk:{slug}`. */
  about: string;
  /** The page's words. */
  text: string;
  /** false: the page says "not yet confirmed by an official source" beside it. */
  confirmed: boolean;
}

type Country = CountryRequirements;

/** The published facts the statements are made of (all in the country's file and in trip.json). */
export interface StatementSource {
  vaccines: readonly (Pick<Country["vaccines"][number], "slug" | "level" | "note" | "evidence"> & { fromCountries?: readonly { slug: string }[] })[];
  yellowFever: Pick<Country["yellowFever"], "whoRecommendation" | "extent" | "extentSummary" | "evidence"> & {
    certificate: Pick<Country["yellowFever"]["certificate"], "requirement" | "minimumAgeMonths" | "includesTransit" | "transitMinimumHours" | "evidence"> & { fromCountries?: readonly { slug: string }[] };
  };
  malaria: Pick<Country["malaria"], "risk" | "extentSummary" | "areas" | "season" | "prevention" | "tablets" | "evidence">;
  exitRequirements: readonly Pick<Country["exitRequirements"][number], "slug" | "name" | "appliesTo" | "note" | "evidence">[];
  otherRisks: readonly Pick<Country["otherRisks"][number], "slug" | "name" | "note">[];
}

/** The UI words the statements use: what the trip page hands its script. */
export interface StatementWords extends CertificateWords {
  summary: Pick<UiStrings["summary"], "tabletsAdvised" | "tabletsConsider" | "tabletsNotAdvised" | "malariaNone" | "malariaRiskTablets" | "malariaSomeAreas" | "yellowFeverSomeAreas" | "yellowFeverExtentUnknown">;
  country: Pick<UiStrings["country"], "minimumAge" | "certificate" | "areas" | "season" | "prevention" | "appliesTo" | "onlyFrom" | "otherRisksHeading">;
  vaccineLevel: UiStrings["vaccineLevel"];
  yellowFeverRecommendation: UiStrings["yellowFeverRecommendation"];
  malariaRisk: UiStrings["malariaRisk"];
}

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> => Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

/** The words of a locale's UI strings that the statements use. */
export function statementWords(ui: UiStrings): StatementWords {
  return {
    summary: pick(ui.summary, ["tabletsAdvised", "tabletsConsider", "tabletsNotAdvised", "malariaNone", "malariaRiskTablets", "malariaSomeAreas", "yellowFeverSomeAreas", "yellowFeverExtentUnknown"]),
    country: pick(ui.country, ["minimumAge", "certificate", "areas", "season", "prevention", "appliesTo", "onlyFrom", "otherRisksHeading"]),
    yellowFeverRules: pick(ui.yellowFeverRules, ["transitNot", "transitAny", "transitHours", "validity", "onlyFrom"]),
    yellowFeverCertificate: ui.yellowFeverCertificate,
    vaccineLevel: ui.vaccineLevel,
    yellowFeverRecommendation: ui.yellowFeverRecommendation,
    malariaRisk: ui.malariaRisk,
  };
}

const confirmedBy = (evidence: Evidence) => !isNotYetConfirmed(evidence);

/** A country's statements; `name` gives the name of a country a rule names, by its slug. */
export function countryStatements(d: StatementSource, ui: StatementWords, name: (slug: string) => string): CountryStatement[] {
  const statements: CountryStatement[] = [];
  const yf = d.yellowFever;
  const certificate = { ...yf.certificate, fromCountries: yf.certificate.fromCountries ?? [] };
  if (certificate.requirement !== "none") statements.push({ about: "certificate", text: `${ui.country.certificate}: ${certificateRuleWords(certificate, ui, name)}`, confirmed: confirmedBy(certificate.evidence) });
  for (const v of d.vaccines) {
    // Yellow fever below an entry requirement: the page's advice, with how far it extends
    // ("generally not needed", "in some areas only"), never only the level.
    const advice = v.slug === "yellow-fever" && v.level !== "entry-requirement" && yf.whoRecommendation !== "not-recommended";
    const only = (v.fromCountries ?? []).map((c) => name(c.slug));
    const level = only.length ? `${ui.vaccineLevel[v.level]} (${formatText(ui.country.onlyFrom, { countries: only.join(", ") })})` : ui.vaccineLevel[v.level];
    const words = advice ? yellowFeverRecommendationWords(yf, ui) : level;
    statements.push({ about: `vaccine:${v.slug}`, text: v.note ? `${words}: ${v.note}` : words, confirmed: confirmedBy(advice ? yf.evidence : v.evidence) });
  }
  const m = d.malaria;
  const tablets = { advised: ui.summary.tabletsAdvised, consider: ui.summary.tabletsConsider, "not-advised": ui.summary.tabletsNotAdvised }[m.tablets];
  const malaria = m.risk === "none" ? ui.summary.malariaNone : formatText(ui.summary.malariaRiskTablets, { risk: malariaRiskWords(m.risk, m.extentSummary, ui), tablets });
  statements.push({ about: "malaria", text: malaria, confirmed: confirmedBy(m.evidence) });
  // The rows of the page's malaria section, label and value.
  if (m.areas) statements.push({ about: "malaria-areas", text: `${ui.country.areas}: ${m.areas}`, confirmed: confirmedBy(m.evidence) });
  if (m.season) statements.push({ about: "malaria-season", text: `${ui.country.season}: ${m.season}`, confirmed: confirmedBy(m.evidence) });
  if (m.prevention) statements.push({ about: "malaria-prevention", text: `${ui.country.prevention}: ${m.prevention}`, confirmed: confirmedBy(m.evidence) });
  for (const x of d.exitRequirements) statements.push({ about: `leaving:${x.slug}`, text: `${x.name}: ${ui.country.appliesTo} ${x.appliesTo}${x.note ? `. ${x.note}` : ""}`, confirmed: confirmedBy(x.evidence) });
  // The page lists them without sources or a "not yet confirmed" mark: said the same way.
  for (const r of d.otherRisks) statements.push({ about: `risk:${r.slug}`, text: r.note ? `${r.name}: ${r.note}` : r.name, confirmed: true });
  return statements;
}
