// "A country with risk" stated where a yellow-fever rule uses it. The definition is
// the trip planner's (src/lib/trip/plan.ts: endemic or transitional, plus the countries a rule
// names itself; the 6-day window; valid from 10 days after vaccination), so a country page, the
// list page and a trip plan cannot disagree. One view model for the certificate line and the
// definition, and one for the list page; Markdown and HTML only format them
// (src/lib/render/yellow-fever-rules.ts).
import { formatText } from "../content/format-text.ts";
import { certificateRuleWords } from "./certificate-words.ts";
import type { UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import type { CountryRequirements } from "../published/schemas.ts";
import { isYellowFeverRiskCountry, yellowFeverWindowHours } from "../trip/plan.ts";
import type { CountryPage } from "./pages.ts";
import type { Site } from "./site.ts";
import { newest } from "../timestamps.ts";
import { confirmationWords, qualified } from "./summary.ts";

const windowDays = yellowFeverWindowHours / 24;

/** From a country's published yellow-fever facts: the certificate line (the rule, minimum age,
 *  which transits count, validity), and what "a country with risk" means for this rule as text
 *  ending in a link to the generated list (`before`, the link's text, `after`; still to be escaped). */
export function yellowFeverRuleView(yf: CountryRequirements["yellowFever"], ui: UiStrings) {
  const c = yf.certificate;
  const r = ui.yellowFeverRules;
  const template =
    c.requirement !== "arriving-from-risk-countries" ? r.meaningNotUsed : c.fromCountries.length ? r.meaningListed : c.alsoFromCountries.length ? r.meaningWhoPlus : r.meaningWho;
  const values = { days: windowDays, named: (c.fromCountries.length ? c.fromCountries : c.alsoFromCountries).map((n) => n.name).join(", ") };
  const [before = "", after = ""] = template.split("{list}");
  const names = new Map(c.fromCountries.map((country) => [country.slug, country.name]));
  // A part the cited quotes do not state says so beside it (the whole rule's state is with its sources).
  const part = (text: string, attribute: string) => (c.evidence === "confirmed" ? qualified(text, confirmationWords(c, [attribute], ui)) : text);
  return { certificate: certificateRuleWords(c, ui, (slug) => names.get(slug) ?? slug, part), meaning: { before: formatText(before, values), link: r.title, after: formatText(after, values) } };
}

export interface CountryRef {
  slug: string;
  name: string;
}

/** The lists from the published country data of the locale (what a client of the API sees); `named`:
 *  the rules that name countries besides WHO's list, with those countries. */
export function rulesPage(site: Site, locale: Locale) {
  const collator = new Intl.Collator(locale);
  const countries = site.pages[locale].filter((p): p is CountryPage => p.kind === "country");
  const ref = (c: { slug: string; name: string }): CountryRef => ({ slug: c.slug, name: c.name });
  const sorted = (refs: CountryRef[]) => refs.sort((a, b) => collator.compare(a.name, b.name));
  const data = countries.map((p) => p.envelope.data);
  return {
    risk: sorted(data.filter((c) => isYellowFeverRiskCountry(c)).map(ref)),
    lowPotential: sorted(data.filter((c) => c.yellowFever.transmissionRisk === "low-potential").map(ref)),
    named: data
      .filter((c) => c.yellowFever.certificate.alsoFromCountries.length > 0)
      .map((c) => ({ country: ref(c), also: sorted(c.yellowFever.certificate.alsoFromCountries.map(ref)) }))
      .sort((a, b) => collator.compare(a.country.name, b.country.name)),
    lastUpdated: yellowFeverRulesLastUpdated(site, locale),
  };
}

/** The newest change of the locale's countries or its own text. */
export function yellowFeverRulesLastUpdated(site: Site, locale: Locale): string {
  return newest(site.ui[locale].lastUpdated, ...site.outline.filter((page) => page.locale === locale && page.kind === "country").map((page) => page.lastUpdated));
}
