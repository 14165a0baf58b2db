// Which files each Eleventy pass of a build writes. Eleventy keeps every file of a pass in memory
// until the pass ends, so a large site is rendered in parts of a bounded number of resource pages
// (docs/performance.md). The dev server and a bare `npx @11ty/eleventy` render everything in one pass;
// `npm run build` passes each Eleventy instance its part through the configuration (eleventy.config.ts).
import { locales, type Locale } from "../locales.ts";
import type { Page } from "./pages.ts";

/**
 * Resource pages per pass on a site too large for one (three files each). Peak memory grows with
 * it and the fixed cost of a pass (about 20 ms) shrinks with it; passes of 1,000 keep a 30x site
 * under 1 GiB, 30-100 MiB below passes of 2,500 at the same CPU (docs/performance.md).
 */
export const pagesPerPart = 1000;

/** A site of at most this many resource pages is rendered in one pass: the real content (1,385) is. */
export const wholeSitePages = 2500;

export interface RenderPart<P = Page> {
  /** Resource pages: each one's JSON, Markdown and HTML file (planned from their outline, rendered from their view models). */
  resources: P[];
  /** Locales whose own files (home, llms.txt, full-text parts, feed, developers' pages) this pass writes. */
  locales: Locale[];
  /** Whether this pass writes the root files (/, 404, sitemap, robots.txt, llms.txt, _headers, schemas). */
  root: boolean;
  /** Locales whose last pass this is: their view models are let go after it. */
  finishes: Locale[];
}

/**
 * Splits the pages into passes of at most `size` pages, locale by locale. A site of at most
 * `wholeSiteUpTo` pages is rendered in one pass. Otherwise the files that grow with the whole
 * locale get passes of their own after the locale's other pages: its own files (full text, feed,
 * index, developers' pages), after which the Markdown kept for the full text goes, then its bulk
 * file (verified by parsing it back), after which its view models go; the root files (the
 * sitemap grows with the whole site) come last. So no pass holds both thousands of pages and the
 * largest files, nor the bulk file's text and parse together with the full text
 * (docs/performance.md, memory).
 */
export function planParts<P extends { locale: Locale; kind: Page["kind"] }>(pages: readonly P[], size: number, wholeSiteUpTo = size): RenderPart<P>[] {
  const byLocale = locales.map((locale) => pages.filter((page) => page.locale === locale));
  if (pages.length <= wholeSiteUpTo) return [wholeSite(byLocale.flat())];
  const parts: RenderPart<P>[] = [];
  locales.forEach((locale, i) => {
    const ordinary = byLocale[i]!.filter((page) => page.kind !== "bulk");
    for (let first = 0; first < ordinary.length; first += size) parts.push({ resources: ordinary.slice(first, first + size), locales: [], root: false, finishes: [] });
    parts.push({ resources: [], locales: [locale], root: false, finishes: [] });
    parts.push({ resources: byLocale[i]!.filter((page) => page.kind === "bulk"), locales: [], root: false, finishes: [locale] });
  });
  parts.push({ resources: [], locales: [], root: true, finishes: [] });
  return parts;
}

/** One pass that writes everything: a site small enough for it, and the dev server. */
export function wholeSite<P>(pages: P[]): RenderPart<P> {
  return { resources: pages, locales: [...locales], root: true, finishes: [...locales] };
}
