// The trip planner /{locale}/trip/: the page explains the rules and shows a worked example; the
// script (/assets/trip.js) turns it into the planner over the locale's all.json.
import { hrefFor, perLocalePage, type LocaleData } from "./lib/render/document.ts";
import { tripHtmlBody, tripLastUpdated } from "./lib/trip/page.ts";
import { routes } from "./lib/site/routes.ts";

export const data = perLocalePage(routes.trip, (site, locale) => ({ ...site.ui[locale].trip, lastUpdated: tripLastUpdated(site, locale) }));

export const render = ({ site, locale }: LocaleData): string => tripHtmlBody(site, locale, (path) => hrefFor(site, path)).value;
