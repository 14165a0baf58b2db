// The HTML pages that are one per locale besides the home page, each in the page layout with its
// title, description and date in that locale and home as its one crumb: the developers' reference
// (the canonicalUrl of openapi.json), the trip planner (the page explains the rules and shows a
// worked example; its script, /assets/trip.js, turns it into the planner over the locale's
// all.json), and the countries a yellow-fever certificate rule means by "a country with risk"
// (linked from every country's yellow-fever section).
import { alternatesFor, hrefFor, pageLayout, type DocumentMeta } from "./lib/render/document.ts";
import { developersHtmlBody } from "./lib/render/developers.ts";
import type { SafeHtml } from "./lib/render/escape.ts";
import { yellowFeverRulesHtmlBody } from "./lib/render/yellow-fever-rules.ts";
import { locales, type Locale } from "./lib/locales.ts";
import { buildDevelopersView } from "./lib/site/developers.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perRootFile } from "./lib/site/template-data.ts";
import { yellowFeverRulesLastUpdated } from "./lib/site/yellow-fever-rules.ts";
import { tripHtmlBody, tripLastUpdated } from "./lib/trip/page.ts";

/** Each page by the name of its route and of its words in the UI strings: its date and its body. */
const pages: Record<"developers" | "trip" | "yellowFeverRules", { lastUpdated: (site: Site, locale: Locale) => string; body: (site: Site, locale: Locale, href: (path: string) => string) => SafeHtml }> = {
  developers: { lastUpdated: (site, locale) => buildDevelopersView(site, locale).lastUpdated, body: developersHtmlBody },
  trip: { lastUpdated: tripLastUpdated, body: tripHtmlBody },
  yellowFeverRules: { lastUpdated: yellowFeverRulesLastUpdated, body: yellowFeverRulesHtmlBody },
};

type Item = { locale: Locale; page: keyof typeof pages };
const items = locales.flatMap((locale) => (Object.keys(pages) as Item["page"][]).map((page): Item => ({ locale, page })));

interface Data {
  site: Site;
  item: Item;
}

export const data = {
  ...perRootFile("item", items, ({ locale, page }) => routes[page](locale).html),
  ...pageLayout(({ site, item: { locale, page } }: Data): DocumentMeta => {
    const { html, json, markdown }: { html: string; markdown: string; json?: string } = routes[page](locale);
    const { title, description } = site.ui[locale][page];
    const breadcrumbs = [{ label: site.ui[locale].site.home, url: routes.home(locale) }];
    return { locale, title, description, path: html, alternates: alternatesFor((l) => routes[page](l).html), jsonPath: json, markdownPath: markdown, breadcrumbs, lastUpdated: pages[page].lastUpdated(site, locale) };
  }),
};

export const render = ({ site, item: { locale, page } }: Data): string => pages[page].body(site, locale, (path) => hrefFor(site, path)).value;
