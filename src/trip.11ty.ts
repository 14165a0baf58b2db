// The trip planner /{locale}/trip/: the page explains the rules and shows a worked example; the
// script (/assets/trip.js) turns it into the planner over the locale's all.json.
import { hrefFor, localeDocument, pageLayout } from "./lib/render/document.ts";
import type { Locale } from "./lib/locales.ts";
import { tripHtmlBody, tripLastUpdated } from "./lib/trip/page.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perLocale } from "./lib/site/template-data.ts";

interface Data {
  site: Site;
  locale: Locale;
}

export const data = {
  ...perLocale((locale) => routes.trip(locale).html),
  ...pageLayout(({ site, locale }: Data) => localeDocument(site, locale, { route: routes.trip, ...site.ui[locale].trip, lastUpdated: tripLastUpdated(site, locale) })),
};

export const render = ({ site, locale }: Data): string => tripHtmlBody(site, locale, (path) => hrefFor(site, path)).value;
