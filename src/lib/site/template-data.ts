// Front data shared by the templates: what each one paginates over, one file per item.
import type { Locale } from "../locales.ts";
import type { Page } from "./pages.ts";
import type { Site } from "./site.ts";

/** Pagination over a list of the data, one file per item, which the template reads as `alias`. */
function perItem<T>(data: string, alias: string, permalink: (item: T) => string) {
  return {
    pagination: { data, size: 1, alias },
    permalink: (values: Record<string, T>) => permalink(values[alias]!),
    eleventyExcludeFromCollections: true,
  };
}

/** Pagination over the locales (global data `locales`, eleventy.config.ts), one file per locale. */
export const perLocale = (permalink: (locale: Locale) => string) => perItem("locales", "locale", permalink);

/** What a template paginated over the resource pages reads. */
export interface ResourceData {
  site: Site;
  resource: Page;
}

/** Pagination over every resource page (global data resources), one file per page. */
export const perResource = (permalink: (resource: Page) => string) => perItem("resources", "resource", permalink);

/** Pagination over the root files, one per item. */
export function perRootFile<T>(alias: string, items: readonly T[], permalink: (item: T) => string) {
  return { items, ...perItem("items", alias, permalink) };
}
