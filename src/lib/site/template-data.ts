// Front data shared by the templates that render one file per locale.
import type { Locale } from "../locales.ts";
import type { Page } from "./pages.ts";

/** Pagination over the five locales (global data site.locales), one file per locale. */
export function perLocale(permalink: (locale: Locale) => string) {
  return {
    pagination: { data: "site.locales", size: 1, alias: "locale" },
    permalink: (data: { locale: Locale }) => permalink(data.locale),
    eleventyExcludeFromCollections: true,
  };
}

/** Pagination over every resource page (global data site.pages), one file per page. */
export function perResource(permalink: (resource: Page) => string) {
  return {
    pagination: { data: "site.pages", size: 1, alias: "resource" },
    permalink: (data: { resource: Page }) => permalink(data.resource),
    eleventyExcludeFromCollections: true,
  };
}
