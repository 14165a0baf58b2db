// The developers' reference /{locale}/developers/: the canonicalUrl of openapi.json.
import { hrefFor, perLocalePage, type LocaleData } from "./lib/render/document.ts";
import { developersHtml } from "./lib/render/developers.ts";
import { html, section } from "./lib/render/escape.ts";
import { tripExplanationHtml } from "./lib/trip/page.ts";
import { buildDevelopersView } from "./lib/site/developers.ts";
import { routes } from "./lib/site/routes.ts";

export const data = perLocalePage(routes.developers, (site, locale) => ({ ...site.ui[locale].developers, lastUpdated: buildDevelopersView(site, locale).lastUpdated }));

// How a client computes a trip plan from the API: the same section as on the trip page.
export const render = ({ site, locale }: LocaleData): string =>
  html`${developersHtml(buildDevelopersView(site, locale), site.ui[locale])}${section(
    "trip-computation",
    html`<a href="${hrefFor(site, routes.trip(locale).html)}">${site.ui[locale].trip.title}</a>`,
    tripExplanationHtml(site, locale, (path) => hrefFor(site, path), 3),
  )}`.value;
