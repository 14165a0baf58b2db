// Front data shared by the templates: what each one paginates over, limited to the files of the
// running pass (global data `part`, src/lib/site/parts.ts).
import type { Locale } from "../locales.ts";
import type { Page } from "./pages.ts";
import type { RenderPart } from "./parts.ts";

interface PartData {
  part: RenderPart;
}

/** Pagination over the locales of this pass (global data part.locales), one file per locale. */
export function perLocale(permalink: (locale: Locale) => string) {
  return {
    pagination: { data: "part.locales", size: 1, alias: "locale" },
    permalink: (data: { locale: Locale }) => permalink(data.locale),
    eleventyExcludeFromCollections: true,
  };
}

/** Pagination over per-locale items, keeping those of the locales of this pass. */
export function perLocaleItem<T extends { locale: Locale }>(items: T[], permalink: (item: T) => string) {
  return {
    items,
    pagination: { data: "items", size: 1, alias: "item", before: (all: T[], data: PartData) => all.filter((item) => data.part.locales.includes(item.locale)) },
    permalink: (data: { item: T }) => permalink(data.item),
    eleventyExcludeFromCollections: true,
  };
}

/** Pagination over the resource pages of this pass (global data part.resources), one file per page. */
export function perResource(permalink: (resource: Page) => string) {
  return {
    pagination: { data: "part.resources", size: 1, alias: "resource" },
    permalink: (data: { resource: Page }) => permalink(data.resource),
    eleventyExcludeFromCollections: true,
  };
}

/** Pagination over the root files (one per item), written by the pass that writes the root. */
export function perRootFile<T>(alias: string, items: readonly T[], permalink: (item: T) => string) {
  return {
    items,
    pagination: { data: "items", size: 1, alias, before: (all: T[], data: PartData) => (data.part.root ? all : []) },
    permalink: (data: Record<string, T>) => permalink(data[alias]!),
    eleventyExcludeFromCollections: true,
  };
}
