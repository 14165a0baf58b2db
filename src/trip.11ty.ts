// The trip planner /{locale}/trip/: the page explains the rules and shows a worked example; the
// script (/assets/trip.js) turns it into the planner over the locale's all.json.
import { fileBytes } from "./lib/render/file-bytes.ts";
import { hrefFor, localePage } from "./lib/render/document.ts";
import type { Locale } from "./lib/locales.ts";
import { tripHtmlBody, tripLastUpdated } from "./lib/trip/page.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perLocale } from "./lib/site/template-data.ts";

export const data = perLocale((locale) => routes.trip(locale).html);

export const render = fileBytes(({ site, locale }: { site: Site; locale: Locale }): string => {
  const { title, description } = site.ui[locale].trip;
  return localePage(site, locale, { route: routes.trip, title, description, lastUpdated: tripLastUpdated(site, locale) }, tripHtmlBody(site, locale, (path) => hrefFor(site, path)));
});
