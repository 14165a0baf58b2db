// The list of countries with risk of yellow-fever transmission (/{locale}/rules/yellow-fever/ and
// its Markdown mirror), rendered from its view model (src/lib/site/yellow-fever-rules.ts).
import { formatText } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import { routes } from "../site/routes.ts";
import type { Site } from "../site/site.ts";
import { rulesPage, type CountryRef } from "../site/yellow-fever-rules.ts";
import { certificateValidAfterDays } from "../trip/plan.ts";
import { escapeMarkdown as md, html, markdownLink, type SafeHtml } from "./escape.ts";
import { localeMarkdownDoc, type MarkdownDocument } from "./markdown.ts";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The list page as Markdown (/{locale}/rules/yellow-fever.md). */
export function yellowFeverRulesMarkdownDoc(site: Site, locale: Locale): MarkdownDocument {
  const ui = site.ui[locale];
  const r = ui.yellowFeverRules;
  const page = rulesPage(site, locale);
  const abs = (path: string) => `${site.siteUrl}${path}`;
  const list = (countries: CountryRef[]) => (countries.length ? countries.map((c) => `- ${markdownLink(c.name, abs(routes.country(locale, c.slug).markdown))}`).join("\n") : md(ui.site.none));
  return localeMarkdownDoc(site, locale, {
    route: routes.yellowFeverRules,
    title: r.title,
    lastUpdated: page.lastUpdated,
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
  });
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
