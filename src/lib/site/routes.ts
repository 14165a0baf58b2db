// Where each resource lives (docs/api.md): one route, three formats. Paths are site-relative;
// absolute URLs are made from them with the configured SITE_URL.
import type { Locale } from "../locales.ts";

export interface Route {
  json: string;
  markdown: string;
  html: string;
}

/** A resource's three files: `{path}.json`, `{path}.md` and the page `{path}/`. */
const filesAt = (path: string): Route => ({ json: `${path}.json`, markdown: `${path}.md`, html: `${path}/` });

export const routes = {
  home: (locale: Locale) => `/${locale}/`,
  countryList: (locale: Locale) => filesAt(`/${locale}/travel`),
  country: (locale: Locale, slug: string) => filesAt(`/${locale}/travel/${slug}`),
  diseaseIndex: (locale: Locale) => filesAt(`/${locale}/travel/diseases`),
  disease: (locale: Locale, slug: string) => filesAt(`/${locale}/travel/diseases/${slug}`),
  developers: (locale: Locale): Route => ({
    json: `/${locale}/developers/openapi.json`,
    markdown: `/${locale}/developers/openapi.md`,
    html: `/${locale}/developers/`,
  }),
  /** Every outbreak notice of the locale, active then ended. */
  notices: (locale: Locale) => filesAt(`/${locale}/travel/notices`),
  changes: (locale: Locale) => filesAt(`/${locale}/changes`),
  changesFeed: (locale: Locale) => `/${locale}/changes.atom`,
  bulk: (locale: Locale) => filesAt(`/${locale}/data/all`),
  /** What the trip planner reads: a small part of the bulk file. */
  tripData: (locale: Locale) => filesAt(`/${locale}/data/trip`),
  llms: (locale?: Locale) => (locale ? `/${locale}/llms.txt` : "/llms.txt"),
  /** A part of a locale's full text for language models (src/lib/render/llms.ts names the parts). */
  llmsPart: (locale: Locale, name: string) => `/${locale}/llms-full/${name}.txt`,
  /** A short index of names and links for language models: countries of a region, diseases, vaccines. */
  llmsNames: (locale: Locale, name: string) => `/${locale}/llms-index/${name}.txt`,
  /** The HTML page that shows an entity: its own page. */
  entityHtml: (locale: Locale, resource: "country" | "disease" | "vaccine", slug: string): string => routes[resource](locale, slug).html,
  /** The trip planner: an HTML page and its Markdown explanation; its data is tripData. */
  trip: (locale: Locale) => ({ html: `/${locale}/trip/`, markdown: `/${locale}/trip.md` }),
  tripScript: "/assets/trip.js",
  /** Every page's script (the destination search, the language choice), bundled from src/client/site.ts. */
  siteScript: "/assets/site.js",
  /** The countries a yellow-fever certificate rule means by "a country with risk". */
  yellowFeverRules: (locale: Locale) => ({ html: `/${locale}/rules/yellow-fever/`, markdown: `/${locale}/rules/yellow-fever.md` }),
  schema: (name: string) => `/schemas/${name}.schema.json`,
  malariaDrugs: (locale: Locale) => filesAt(`/${locale}/data/malaria-drugs`),
  /** One malaria drug of the drug list, on its own: what a link to a drug points at. */
  malariaDrug: (locale: Locale, slug: string) => filesAt(`/${locale}/data/malaria-drugs/${slug}`),
  catalog: (locale: Locale) => filesAt(`/${locale}/data/vaccinations`),
  /** One vaccine of the catalog, on its own: what a link to a vaccine points at. */
  vaccine: (locale: Locale, slug: string) => filesAt(`/${locale}/data/vaccinations/${slug}`),
};

/** The file a site-relative URL is served from: `/en/travel/` is `en/travel/index.html`. */
export function outputPathFor(url: string): string {
  const relative = url.replace(/^\//, "");
  return relative.endsWith("/") || relative === "" ? `${relative}index.html` : relative;
}
