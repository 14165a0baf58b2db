// Front data shared by the templates: what each one paginates over.
import type { Locale } from "../locales.ts";
import type { Page } from "./pages.ts";

/** Pagination over the locales (global data site.locales), one file per locale. */
export function perLocale(permalink: (locale: Locale) => string) {
  return {
    pagination: { data: "site.locales", size: 1, alias: "locale" },
    permalink: (data: { locale: Locale }) => permalink(data.locale),
    eleventyExcludeFromCollections: true,
  };
}

/** Pagination over every resource page of every locale (global data resources), one file per page. */
export function perResource(permalink: (resource: Page) => string) {
  return {
    pagination: { data: "resources", size: 1, alias: "resource" },
    permalink: (data: { resource: Page }) => permalink(data.resource),
    eleventyExcludeFromCollections: true,
  };
}

/** Pagination over the root files, one per item. */
export function perRootFile<T>(alias: string, items: readonly T[], permalink: (item: T) => string) {
  return {
    items,
    pagination: { data: "items", size: 1, alias },
    permalink: (data: Record<string, T>) => permalink(data[alias]!),
    eleventyExcludeFromCollections: true,
  };
}
