// Each locale's home page /{locale}/: a destination search, the A–Z way in without a script, and
// the way into each section.
import { alternatesFor, hrefFor, pageLayout, type LocaleData } from "./lib/render/document.ts";
import { html } from "./lib/render/escape.ts";
import { azIndex, searchBox } from "./lib/render/search.ts";
import type { CountryListPage } from "./lib/site/pages.ts";
import { routes } from "./lib/site/routes.ts";
import { perLocale } from "./lib/site/template-data.ts";

export const data = {
  ...perLocale((locale) => routes.home(locale)),
  ...pageLayout(({ site, locale }: LocaleData) => {
    const ui = site.ui[locale];
    return { locale, title: ui.site.name, description: ui.site.description, path: routes.home(locale), alternates: alternatesFor(routes.home), breadcrumbs: [], home: true };
  }),
};

export const render = ({ site, locale }: LocaleData): string => {
  const ui = site.ui[locale];
  const href = (path: string) => hrefFor(site, path);
  const list = site.pages[locale].find((p): p is CountryListPage => p.kind === "countryList")!;
  const listHref = href(routes.countryList(locale).html);
  const sections = [
    { path: routes.countryList(locale).html, label: ui.nav.countries, text: ui.countryList.description },
    { path: routes.diseaseIndex(locale).html, label: ui.nav.diseases, text: ui.diseaseIndex.description },
    { path: routes.catalog(locale).html, label: ui.nav.vaccines, text: ui.catalog.description },
  ];
  return html`<p class="lead">${ui.site.description}</p>
${searchBox(ui, list.destinations.length, "home-search", listHref)}<h2 id="browse">${ui.search.browse}</h2>
${azIndex(list.destinations, ui, listHref)}<ul class="card-list">
${sections.map((s) => html`<li><a href="${href(s.path)}">${s.label}</a><p>${s.text}</p></li>\n`)}</ul>
`.value;
};
