// The three answers at the top of a country page (what is required to enter, what is advised,
// malaria), worded once here so the HTML and the Markdown cannot phrase them differently
// (a statement is derived once, in the view model). Each answer carries a severity token.
import { isNotYetConfirmed } from "../evidence.ts";
import { formatText } from "../content/format-text.ts";
import type { UiStrings } from "../content/ui-schema.ts";
import type { CountryRequirements } from "../published/schemas.ts";
import {
  certificateSeverity,
  malariaRiskSeverity,
  worst,
  yellowFeverRecommendationSeverity,
  type Severity,
} from "./severity.ts";

export interface SummaryLine {
  severity: Severity;
  text: string;
  /** Vaccines the line names, each linked to its catalogue entry by the renderers. */
  vaccines: { slug: string; name: string }[];
  /** Conditions in plain words (age, transit, who), or the areas of a risk. */
  detail: string | null;
  /** A section of the page that says more, e.g. where a recommendation applies. */
  link: { text: string; anchor: string } | null;
}

export interface SummaryAnswer {
  topic: "required" | "leaving" | "advised" | "malaria";
  heading: string;
  /** Fragment of the page section with the details. */
  anchor: string;
  severity: Severity;
  lines: SummaryLine[];
}

type Data = CountryRequirements;
/** Whether a vaccine (by slug) protects against yellow fever, which the certificate line may already name. */
type YellowFeverVaccine = (slug: string) => boolean;

const line = (severity: Severity, text: string, detail: string | null = null, vaccines: SummaryLine["vaccines"] = [], link: SummaryLine["link"] = null): SummaryLine => ({
  severity,
  text,
  vaccines,
  detail,
  link,
});

/** A fact as the summaries read its sourcing: its evidence and what of it no quote confirms. */
type Sourced = { evidence: Data["malaria"]["evidence"]; notConfirmed: readonly string[] };

/** How a summary qualifies what it says of these attributes of a fact: the whole fact not yet
 *  confirmed, or (the fact confirmed) one of them stated by no cited quote; null when confirmed. */
export function confirmationWords(fact: Sourced, attributes: readonly string[], ui: UiStrings): string | null {
  if (isNotYetConfirmed(fact.evidence)) return ui.summary.unconfirmed;
  if (fact.evidence === "confirmed" && attributes.some((attribute) => fact.notConfirmed.includes(attribute))) return ui.summary.detailUnconfirmed;
  return null;
}

/** On the first screen, a detail no quote states in two words (the sections below say which). */
const short = (words: string | null, ui: UiStrings): string | null => (words === ui.summary.detailUnconfirmed ? ui.summary.unconfirmedShort : words);

/** A statement followed by its qualifier in brackets, when it has one. */
export const qualified = (text: string, qualifier: string | null): string => (qualifier ? `${text} (${qualifier})` : text);

type Certificate = Data["yellowFever"]["certificate"];

/** The rule as every one-line summary says it (llms.txt, travel.md): its words (a rule limited to
 *  named countries names them) and whether its cited quotes state it. */
export function certificateSummaryWords(c: Certificate, ui: UiStrings): string {
  const words = c.fromCountries.length
    ? formatText(ui.yellowFeverRules.onlyFrom, { countries: c.fromCountries.map((country) => country.name).join(", ") })
    : ui.yellowFeverCertificate[c.requirement];
  return qualified(words, confirmationWords(c, ["requirement", "fromCountries"], ui));
}

function answer(topic: SummaryAnswer["topic"], heading: string, anchor: string, lines: SummaryLine[]): SummaryAnswer {
  return { topic, heading, anchor, severity: worst(...lines.map((l) => l.severity)), lines };
}

function required(d: Data, ui: UiStrings, isYellowFeverVaccine: YellowFeverVaccine): SummaryAnswer {
  const s = ui.summary;
  const lines: SummaryLine[] = [];
  const certificate = d.yellowFever.certificate;
  // Each condition with its own confirmation, in two words inside its sentence so the first
  // screen keeps its answers: a quote may state the rule and not the age.
  // A rule its quotes do not state is said once for the whole line.
  const ruleWords = short(confirmationWords(certificate, ["requirement"], ui), ui);
  const condition = (text: string, attribute: string) => {
    const words = certificate.evidence === "confirmed" && !ruleWords ? confirmationWords(certificate, [attribute], ui) : null;
    return words ? text.replace(/\.?$/, ` (${s.unconfirmedShort}).`) : text;
  };
  if (certificate.requirement !== "none") {
    const conditions: string[] = [];
    const fromRisk = certificate.requirement === "arriving-from-risk-countries";
    if (certificate.fromCountries.length) {
      conditions.push(condition(formatText(s.onlyFrom, { countries: certificate.fromCountries.map((c) => c.name).join(", ") }), "fromCountries"));
    } else if (fromRisk && certificate.alsoFromCountries.length) {
      conditions.push(condition(formatText(s.alsoFrom, { countries: certificate.alsoFromCountries.map((c) => c.name).join(", ") }), "alsoFromCountries"));
    }
    if (fromRisk && certificate.includesTransit) {
      // No duration in the source is an unknown, said as one: not "however short".
      conditions.push(
        certificate.transitMinimumHours === null
          ? condition(s.transitNoDuration, "includesTransit")
          : condition(formatText(s.transitHours, { hours: certificate.transitMinimumHours }), "transitMinimumHours"),
      );
    }
    if (certificate.minimumAgeMonths !== null) conditions.push(condition(formatText(s.minimumAge, { months: certificate.minimumAgeMonths }), "minimumAgeMonths"));
    if (ruleWords) conditions.push(ruleWords === s.unconfirmedShort ? `(${ruleWords})` : ruleWords);
    const text = certificate.requirement === "all-travellers" ? s.certificateAll : certificate.fromCountries.length ? s.certificateFromListed : s.certificateFromRisk;
    lines.push(line(certificateSeverity[certificate.requirement], text, conditions.length ? conditions.join(" ") : null));
  }
  for (const v of d.vaccines) {
    if (v.level !== "entry-requirement") continue;
    // The certificate line above already says it for all travellers.
    if (certificate.requirement === "all-travellers" && isYellowFeverVaccine(v.slug)) continue;
    const from = v.fromCountries.length ? formatText(s.onlyFrom, { countries: v.fromCountries.map((c) => c.name).join(", ") }) : null;
    // A rule limited to named countries is conditional, as the certificate for arrivals from risk
    // countries is; its countries say who on the first screen, its note stays in the detail below.
    const detail = [from ?? v.note, confirmationWords(v, ["level", "fromCountries"], ui)].filter(Boolean).join(" ");
    // A note without named countries says whom it is asked of (Hajj pilgrims): conditional too.
    lines.push(line(from || v.note ? "medium" : "high", ui.vaccineLevel["entry-requirement"], detail || null, [{ slug: v.slug, name: v.name }]));
  }
  if (lines.length === 0 || lines.every((l) => l.text !== s.certificateAll && l.text !== s.certificateFromRisk && l.text !== s.certificateFromListed && l.severity !== "high")) {
    lines.unshift(line("none", s.nothingRequired, short(confirmationWords(certificate, ["requirement"], ui), ui)));
  }
  return answer("required", s.requiredHeading, "yellow-fever", lines);
}

/** Requirements on leaving (the WHO polio recommendation), under their own heading: never entry rules. */
function leaving(d: Data, ui: UiStrings): SummaryAnswer | null {
  const s = ui.summary;
  const exits = d.exitRequirements;
  if (exits.length === 0) return null;
  const lines = exits.map((exit) => {
    const detail = [exit.appliesTo, confirmationWords(exit, ["appliesTo"], ui)].filter(Boolean).join(" ");
    return line("medium", s.exitRequired, detail, [{ slug: exit.slug, name: exit.name }]);
  });
  return answer("leaving", s.leavingHeading, "exit-requirements", lines);
}

function advised(d: Data, ui: UiStrings, isYellowFeverVaccine: YellowFeverVaccine): SummaryAnswer {
  const s = ui.summary;
  const lines: SummaryLine[] = [];
  const recommendation = d.yellowFever.whoRecommendation;
  let yellowFeverUnconfirmed = false;
  if (recommendation !== "not-recommended") {
    const text = yellowFeverAdviceWords(recommendation === "recommended" ? s.yellowFeverRecommended : s.yellowFeverConsider, d.yellowFever, ui);
    // How far it extends rests on the same citations: what they do not confirm is said beside it.
    // Whether its sources confirm it is said in the heading, with the vaccines' (below).
    yellowFeverUnconfirmed = confirmationWords(d.yellowFever, ["whoRecommendation", "extent"], ui) !== null;
    lines.push(line(yellowFeverRecommendationSeverity[recommendation], text, null, [], { text: s.whereYellowFever, anchor: "yellow-fever" }));
  }
  // Yellow fever has its own line above; the lists name the other vaccines.
  const listed = (level: "all-travellers" | "some-travellers") =>
    d.vaccines.filter((v) => v.level === level && !(recommendation !== "not-recommended" && isYellowFeverVaccine(v.slug)));
  // The heading says, on the line it takes anyway so the first screen keeps the malaria answer,
  // when any recommendation the lists name is not confirmed.
  const unconfirmedListed = (entries: Data["vaccines"]) => entries.some((v) => confirmationWords(v, ["level"], ui) !== null);
  const forAll = listed("all-travellers");
  const forSome = listed("some-travellers");
  const names = (entries: Data["vaccines"]) => entries.map((v) => ({ slug: v.slug, name: v.name }));
  if (forAll.length) lines.push(line("medium", s.advisedAll, null, names(forAll)));
  if (forSome.length) lines.push(line("low", s.advisedSome, null, names(forSome)));
  if (lines.length === 0) lines.push(line("none", s.nothingAdvised));
  const heading = yellowFeverUnconfirmed || unconfirmedListed([...forAll, ...forSome]) ? `${s.advisedHeading} (${s.unconfirmedShort})` : s.advisedHeading;
  return answer("advised", heading, "vaccines", lines);
}

/** A malaria risk with its qualifier where only some areas are at risk: "High risk in some areas
 *  (north-east only)". Every summary of a country's malaria risk says it this way. */
export function malariaRiskWords(risk: Data["malaria"]["risk"], extentSummary: string | null, ui: { malariaRisk: UiStrings["malariaRisk"]; summary: Pick<UiStrings["summary"], "malariaSomeAreas"> }): string {
  return extentSummary === null ? ui.malariaRisk[risk] : formatText(ui.summary.malariaSomeAreas, { risk: ui.malariaRisk[risk], extent: extentSummary });
}

/** A yellow-fever advice with how far it extends: "Yellow-fever vaccination recommended, in some
 *  areas only (only the north-east: …)", or that the extent is not known (never the whole country
 *  by default). Every summary of the recommendation says it this way. */
export function yellowFeverAdviceWords(advice: string, yf: Pick<Data["yellowFever"], "extent" | "extentSummary">, ui: { summary: Pick<UiStrings["summary"], "yellowFeverExtentUnknown" | "yellowFeverSomeAreas"> }): string {
  if (yf.extent === null) return formatText(ui.summary.yellowFeverExtentUnknown, { advice });
  if (yf.extent === "some-areas" && yf.extentSummary !== null) return formatText(ui.summary.yellowFeverSomeAreas, { advice, extent: yf.extentSummary });
  return advice;
}

/** The WHO recommendation as the country page's yellow-fever section and the Markdown state it. */
export function yellowFeverRecommendationWords(
  yf: Pick<Data["yellowFever"], "whoRecommendation" | "extent" | "extentSummary">,
  ui: { yellowFeverRecommendation: UiStrings["yellowFeverRecommendation"]; summary: Pick<UiStrings["summary"], "yellowFeverExtentUnknown" | "yellowFeverSomeAreas"> },
): string {
  const advice = ui.yellowFeverRecommendation[yf.whoRecommendation];
  return yf.whoRecommendation === "not-recommended" ? advice : yellowFeverAdviceWords(advice, yf, ui);
}

function malaria(d: Data, ui: UiStrings): SummaryAnswer {
  const s = ui.summary;
  const m = d.malaria;
  if (m.risk === "none") return answer("malaria", s.malariaHeading, "malaria", [line("none", s.malariaNone)]);
  const severity = malariaRiskSeverity[m.risk];
  const tablets = { advised: s.tabletsAdvised, consider: s.tabletsConsider, "not-advised": s.tabletsNotAdvised }[m.tablets];
  // Risk and tablets in one line, so the answer stays on a phone's first screen; then where.
  const text = formatText(s.malariaRiskTablets, { risk: malariaRiskWords(m.risk, m.extentSummary, ui), tablets });
  const areasWords = m.evidence === "confirmed" ? confirmationWords(m, ["areas"], ui) : null;
  const where = m.areas ? qualified(formatText(s.where, { areas: m.areas }), areasWords && s.unconfirmedShort) : null;
  const words = short(confirmationWords(m, ["risk", "tablets", "extent", "drugs"], ui), ui);
  const detail = [where, words === s.unconfirmedShort && where ? `(${words})` : words].filter(Boolean).join(" ");
  return answer("malaria", s.malariaHeading, "malaria", [line(severity, text, detail || null)]);
}

/** The three answers, in the order a traveller asks them. */
export function countrySummary(d: Data, ui: UiStrings, isYellowFeverVaccine: YellowFeverVaccine): SummaryAnswer[] {
  const exit = leaving(d, ui);
  return [required(d, ui, isYellowFeverVaccine), ...(exit ? [exit] : []), advised(d, ui, isYellowFeverVaccine), malaria(d, ui)];
}

/** Said beside the summary, not only at the foot of the page: the facts have not been checked. */
export function summaryReviewNote(d: Data, ui: UiStrings): string | null {
  return d.review.reviewed === null ? ui.site.notReviewed : null;
}

/** The yellow-fever cell of the country list: the certificate rule and the recommendation, short. */
export function yellowFeverCell(yf: Data["yellowFever"], ui: UiStrings): SummaryLine[] {
  const c = ui.listCell;
  const lines: SummaryLine[] = [];
  const certificate = yf.certificate;
  const requirement = certificate.requirement;
  const ruleWords = confirmationWords(certificate, ["requirement", "fromCountries"], ui);
  if (requirement !== "none") {
    const text = requirement === "all-travellers" ? c.certificateAll : certificate.fromCountries.length ? c.certificateFromListed : c.certificateFromRisk;
    lines.push(line(certificateSeverity[requirement], text, ruleWords));
  }
  if (yf.whoRecommendation !== "not-recommended") {
    lines.push(
      line(
        yellowFeverRecommendationSeverity[yf.whoRecommendation],
        yellowFeverAdviceWords(yf.whoRecommendation === "recommended" ? c.recommended : c.consider, yf, ui),
        confirmationWords(yf, ["whoRecommendation", "extent"], ui),
      ),
    );
  }
  // "Not needed" says the certificate rule is none: as sure as the rule's quotes are.
  if (lines.length === 0) lines.push(line("none", c.notNeeded, ruleWords));
  return lines;
}

/** The malaria cell of the country list. */
export function malariaCell(m: Pick<Data["malaria"], "risk" | "extentSummary" | "evidence" | "notConfirmed">, ui: UiStrings): SummaryLine[] {
  return [line(malariaRiskSeverity[m.risk], malariaRiskWords(m.risk, m.extentSummary, ui), confirmationWords(m, ["risk", "extent"], ui))];
}
