// The facts a page states as rows of a label and a value, derived once here for the HTML pages (a
// <dl>, html-pages.ts) and the Markdown mirrors (a list, markdown.ts): the two differ only in how
// a value is written, which each says with its Writer.
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import type { CountryRequirements, MalariaDrugEntry, OutbreakNotice, VaccinationEntry } from "../published/schemas.ts";
import { ageBandLines } from "../site/limits.ts";
import { routes } from "../site/routes.ts";
import { malariaRiskWords, yellowFeverRecommendationWords } from "../site/summary.ts";
import { yellowFeverRuleView } from "../site/yellow-fever-rules.ts";
import type { SourcedFact } from "./citations.ts";

/** How one output writes the parts of a value; all text from content goes through `text`. */
export interface Writer<T> {
  text(text: string): T;
  join(parts: readonly T[], separator?: string): T;
  /** A link to another page of the site. */
  link(text: string, route: { html: string; markdown: string }): T;
  /** A link to a document elsewhere that shows its address. */
  external(url: string): T;
  day(iso: string): T;
  /** Words in parentheses that say where a value comes from. */
  aside(text: string): T;
  /** Items under the value. */
  list(items: readonly T[], className: string): T;
  /** A limit's category and its reason. */
  category(limit: VaccinationEntry["pregnancy"]): T;
  /** A fact's sourcing as a row's value. */
  sources(fact: SourcedFact): T;
  /** A value with its sourcing after it. */
  cited(value: T, fact: SourcedFact): T;
}

export type Row<T> = [label: string, value: T];

/** The rows that are there: an optional fact the content leaves out has none. */
const present = <T>(rows: readonly (Row<T> | false | null | "" | undefined)[]): Row<T>[] => rows.filter((row): row is Row<T> => !!row);

/** A notice's facts: what it says, the advice, where, when it was reported, confirmed and is to be reviewed, its sources. */
export function noticeRows<T>(n: OutbreakNotice, ui: UiStrings, locale: Locale, f: Writer<T>): Row<T>[] {
  const w = ui.notices;
  const where = n.countries.map((c) => f.join([f.link(c.name, routes.country(locale, c.slug)), f.text(c.areas ? ` (${c.areas})` : "")]));
  return present([
    [w.summary, f.text(n.summary)],
    [w.advice, f.text(n.advice)],
    n.adviceChange && [w.adviceChange, f.text(n.adviceChange)],
    [w.where, f.join(where, ", ")],
    [w.reported, f.join([f.day(n.reported), f.text(` (${n.reportedBy})`)])],
    [w.confirmed, f.day(n.confirmed)],
    [w.reviewBy, f.day(n.reviewBy)],
    n.ended && [w.ended, f.day(n.ended)],
    [ui.country.sources, f.sources({ evidence: "confirmed", notConfirmed: [], citations: n.citations })],
  ]);
}

/** What the catalog says of one vaccine, in the catalog and on the vaccine's own page. */
export function vaccineRows<T>(v: VaccinationEntry, ui: UiStrings, locale: Locale, f: Writer<T>): Row<T>[] {
  return present([
    [ui.catalog.protectsAgainst, f.join(v.protectsAgainst.map((d) => f.link(d.name, routes.disease(locale, d.slug))), ", ")],
    [ui.catalog.live, f.text(v.live ? ui.catalog.liveYes : ui.catalog.liveNo)],
    [ui.catalog.routine, f.text(v.routine ? ui.site.yes : ui.site.no)],
    [ui.catalog.schedule, f.text(v.schedule)],
    v.minimumLeadTimeDays !== null && [ui.catalog.leadTime, f.text(formatText(ui.catalog.leadTimeDays, { days: v.minimumLeadTimeDays }))],
    ...limitRows(v, ui, f),
    [ui.catalog.source, f.external(v.sourceUrl)],
  ]);
}

/** What the drug list says of one drug, in the list and on the drug's own page. */
export function drugRows<T>(d: MalariaDrugEntry, ui: UiStrings, f: Writer<T>): Row<T>[] {
  return [
    [ui.malariaDrugs.schedule, f.cited(f.text(d.schedule.text), d.schedule)],
    ...limitRows(d, ui, f),
    [ui.malariaDrugs.contraindication, f.cited(f.text(d.contraindication.text), d.contraindication)],
  ];
}

/** Age, (weight,) pregnancy and breastfeeding of a vaccine or drug, each with its sources. */
function limitRows<T>(entry: VaccinationEntry | MalariaDrugEntry, ui: UiStrings, f: Writer<T>): Row<T>[] {
  const weight = "minimumWeightKg" in entry ? entry.minimumWeightKg : undefined;
  return present([
    [ui.limits.age, f.cited(f.list(ageBandLines(entry.age, ui).map(f.text), "age-bands"), entry.age)],
    weight !== undefined && [ui.limits.weight, weight ? f.cited(f.text(`${formatText(ui.limits.fromWeight, { kg: weight.kg })}. ${weight.reason}`), weight) : f.text(ui.limits.noWeightLimit)],
    [ui.limits.pregnancy, f.cited(f.category(entry.pregnancy), entry.pregnancy)],
    [ui.limits.breastfeeding, f.cited(f.category(entry.breastfeeding), entry.breastfeeding)],
  ]);
}

/** A country's yellow-fever facts: the risk and WHO's advice, the certificate rule and what it means, each pair with its sources. */
export function yellowFeverRows<T>(yf: CountryRequirements["yellowFever"], ui: UiStrings, locale: Locale, f: Writer<T>): Row<T>[] {
  const rule = yellowFeverRuleView(yf, ui);
  return present([
    [ui.country.transmissionRisk, f.text(ui.yellowFeverRisk[yf.transmissionRisk])],
    [ui.country.whoRecommendation, f.text(yellowFeverRecommendationWords(yf, ui))],
    [ui.country.sources, f.sources(yf)],
    [ui.country.certificate, f.text(rule.certificate)],
    [ui.yellowFeverRules.meaningLabel, f.join([f.text(rule.meaning.before), f.link(rule.meaning.link, routes.yellowFeverRules(locale)), f.text(rule.meaning.after)])],
    [ui.country.sources, f.sources(yf.certificate)],
    yf.discrepancy && [ui.country.discrepancy, f.text(yf.discrepancy)],
  ]);
}

/** A country's malaria facts; `drugs` is the advised drugs with their limits, as each output lists them. */
export function malariaRows<T>(m: CountryRequirements["malaria"], ui: UiStrings, f: Writer<T>, drugs: T | null): Row<T>[] {
  return present([
    [ui.country.malariaRisk, f.text(malariaRiskWords(m.risk, m.extentSummary, ui))],
    m.whoPreventionType && [ui.country.preventionType, f.join([f.text(`${ui.malariaPrevention[m.whoPreventionType]} `), f.aside(ui.country.preventionTypeSource)])],
    m.areas && [ui.country.areas, f.text(m.areas)],
    m.season && [ui.country.season, f.text(m.season)],
    m.prevention && [ui.country.prevention, f.text(m.prevention)],
    [ui.country.tablets, f.text(ui.malariaTablets[m.tablets])],
    drugs !== null && [ui.country.drugs, drugs],
    m.discrepancy && [ui.country.discrepancy, f.text(m.discrepancy)],
    [ui.country.sources, f.sources(m)],
  ]);
}
