// "A country with risk" stated where a yellow-fever rule uses it. The definition is
// the trip planner's (src/lib/trip/plan.ts: endemic or transitional, plus the countries a rule
// names itself; the 6-day window; valid from 10 days after vaccination), so a country page, the
// list page and a trip plan cannot disagree. One view model for the certificate line and the
// definition; Markdown and HTML only format it.
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import type { CountryRequirements } from "../published/schemas.ts";
import { escapeMarkdown as md, html, markdownLink, type SafeHtml } from "../render/escape.ts";
import type { MarkdownDocument } from "../render/markdown.ts";
import { certificateValidAfterDays, isYellowFeverRiskCountry, yellowFeverWindowHours } from "../trip/plan.ts";
import type { CountryPage } from "./pages.ts";
import { routes } from "./routes.ts";
import type { Site } from "./site.ts";

const windowDays = yellowFeverWindowHours / 24;

/** Text with one link in it: `before`, the linked text, `after` (each still to be escaped). */
export interface TextWithLink {
  before: string;
  link: string;
  after: string;
}

export interface YellowFeverRuleView {
  /** The certificate line: the rule, minimum age, which transits count, and validity. */
  certificate: string;
  /** What "a country with risk" means for this rule, ending in a link to the generated list. */
  meaning: TextWithLink;
}

/** The certificate line and the definition, from a country's published yellow-fever facts. */
export function yellowFeverRuleView(yf: CountryRequirements["yellowFever"], ui: UiStrings): YellowFeverRuleView {
  const c = yf.certificate;
  const r = ui.yellowFeverRules;
  const parts = [ui.yellowFeverCertificate[c.requirement]];
  if (c.minimumAgeMonths !== null) parts.push(formatText(ui.country.minimumAge, { months: c.minimumAgeMonths }));
  if (c.requirement === "arriving-from-risk-countries") {
    parts.push(!c.includesTransit ? r.transitNot : c.transitMinimumHours === null ? r.transitAny : formatText(r.transitHours, { hours: c.transitMinimumHours }));
  }
  if (c.requirement !== "none") parts.push(formatText(r.validity, { days: certificateValidAfterDays }));
  const template = c.requirement !== "arriving-from-risk-countries" ? r.meaningNotUsed : c.alsoFromCountries.length ? r.meaningWhoPlus : r.meaningWho;
  const values = { days: windowDays, named: c.alsoFromCountries.map((n) => n.name).join(", ") };
  const [before = "", after = ""] = template.split("{list}");
  return { certificate: parts.join("; "), meaning: { before: formatText(before, values), link: r.title, after: formatText(after, values) } };
}

interface CountryRef {
  slug: string;
  name: string;
}

interface RulesPage {
  risk: CountryRef[];
  lowPotential: CountryRef[];
  /** Rules that name countries besides WHO's list, with those countries. */
  named: { country: CountryRef; also: CountryRef[] }[];
  lastUpdated: string;
}

/** The lists from the published country data of the locale (what a client of the API sees). */
function rulesPage(site: Site, locale: Locale): RulesPage {
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

/** The newest change of the locale's countries or its own text, from the outline (the sitemap asks after the locale's passes, when its view models are gone). */
export function yellowFeverRulesLastUpdated(site: Site, locale: Locale): string {
  return site.outline
    .filter((page) => page.locale === locale && page.kind === "country")
    .map((page) => page.lastUpdated)
    .reduce((a, b) => (b > a ? b : a), site.ui[locale].lastUpdated);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The list page as Markdown (/{locale}/rules/yellow-fever.md). */
export function yellowFeverRulesMarkdownDoc(site: Site, locale: Locale): MarkdownDocument {
  const ui = site.ui[locale];
  const r = ui.yellowFeverRules;
  const page = rulesPage(site, locale);
  const abs = (path: string) => `${site.siteUrl}${path}`;
  const list = (countries: CountryRef[]) => (countries.length ? countries.map((c) => `- ${markdownLink(c.name, abs(routes.country(locale, c.slug).markdown))}`).join("\n") : md(ui.site.none));
  return {
    title: r.title,
    inLanguage: locale,
    lastUpdated: page.lastUpdated,
    htmlUrl: abs(routes.yellowFeverRules(locale).html),
    markdownUrl: abs(routes.yellowFeverRules(locale).markdown),
    indexUrl: abs(routes.llms(locale)),
    sources: [],
    alternates: site.locales.filter((l) => l !== locale).map((l) => ({ inLanguage: l, url: abs(routes.yellowFeverRules(l).markdown) })),
    body: [
      md(r.intro),
      [`- ${md(capitalized(formatText(r.validity, { days: certificateValidAfterDays })))}.`, `- ${markdownLink(ui.trip.title, abs(routes.trip(locale).markdown))}`].join("\n"),
      `## ${md(r.riskHeading)}`,
      list(page.risk),
      `## ${md(r.lowPotentialHeading)}`,
      md(r.lowPotentialText),
      list(page.lowPotential),
      `## ${md(r.namedHeading)}`,
      page.named.length
        ? page.named.map((n) => `- ${markdownLink(n.country.name, abs(routes.country(locale, n.country.slug).markdown))}: ${md(n.also.map((c) => c.name).join(", "))}`).join("\n")
        : md(ui.site.none),
    ],
  };
}

/** The list page's HTML body (/{locale}/rules/yellow-fever/). */
export function yellowFeverRulesHtmlBody(site: Site, locale: Locale, href: (path: string) => string): SafeHtml {
  const ui = site.ui[locale];
  const r = ui.yellowFeverRules;
  const page = rulesPage(site, locale);
  const link = (c: CountryRef) => html`<a href="${href(routes.country(locale, c.slug).html)}">${c.name}</a>`;
  const list = (countries: CountryRef[]) => (countries.length ? html`<ul class="inline-list">\n${countries.map((c) => html`<li>${link(c)}</li>\n`)}</ul>\n` : html`<p>${ui.site.none}</p>\n`);
  return html`<p class="lead">${r.intro}</p>
<ul>
<li>${capitalized(formatText(r.validity, { days: certificateValidAfterDays }))}.</li>
<li><a href="${href(routes.trip(locale).html)}">${ui.trip.title}</a></li>
</ul>
<h2>${r.riskHeading}</h2>
${list(page.risk)}<h2>${r.lowPotentialHeading}</h2>
<p>${r.lowPotentialText}</p>
${list(page.lowPotential)}<h2>${r.namedHeading}</h2>
${
  page.named.length
    ? html`<ul>\n${page.named.map((n) => html`<li>${link(n.country)}: ${n.also.map((c) => c.name).join(", ")}</li>\n`)}</ul>\n`
    : html`<p>${ui.site.none}</p>\n`
}`;
}
