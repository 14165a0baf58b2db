// Front data shared by the templates: what each one paginates over, within the files of this
// Eleventy run (global data `run`, eleventy.config.ts): `npm run build` runs once per locale.
import { locales, type Locale } from "../locales.ts";
import type { Page } from "./pages.ts";

/** What one Eleventy run writes: its locales' files and, in one run of a build, the root files. */
export interface RunFiles {
  locales: readonly Locale[];
  root: boolean;
}

/** One run of everything: `npx @11ty/eleventy`, the dev server, and the checks that take the whole site. */
export const wholeSite: RunFiles = { locales, root: true };

type Before<T> = (items: T[], data: { run: RunFiles }) => T[];

/** Pagination over a list of the data, one file per item, which the template reads as `alias`. */
function perItem<T>(data: string, alias: string, permalink: (item: T) => string, before?: Before<T>) {
  return {
    pagination: { data, size: 1, alias, ...(before && { before }) },
    permalink: (values: Record<string, T>) => permalink(values[alias]!),
    eleventyExcludeFromCollections: true,
  };
}

/** Pagination over the run's locales (global data run.locales), one file per locale. */
export const perLocale = (permalink: (locale: Locale) => string) => perItem("run.locales", "locale", permalink);

/** Pagination over every resource page of the run's locales (global data resources), one file per page. */
export const perResource = (permalink: (resource: Page) => string) =>
  perItem("resources", "resource", permalink, (pages: Page[], { run }) => pages.filter((page) => run.locales.includes(page.locale)));

/** Pagination over the root files, one per item, in the run that writes them. */
export function perRootFile<T>(alias: string, items: readonly T[], permalink: (item: T) => string) {
  return { items, ...perItem("items", alias, permalink, (all: T[], { run }) => (run.root ? all : [])) };
}
