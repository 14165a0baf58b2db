// Front data shared by the templates that render one file per locale.
import type { Locale } from "../locales.ts";

/** Pagination over the five locales (global data site.locales), one file per locale. */
export function perLocale(permalink: (locale: Locale) => string) {
  return {
    pagination: { data: "site.locales", size: 1, alias: "locale" },
    permalink: (data: { locale: Locale }) => permalink(data.locale),
    eleventyExcludeFromCollections: true,
  };
}
