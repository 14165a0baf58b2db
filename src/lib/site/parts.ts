// Which files each Eleventy pass of a build writes. Eleventy keeps every file of a pass in memory
// until the pass ends, so a large site is rendered in parts of a bounded number of resource pages
// (docs/performance.md). The dev server and a bare `npx @11ty/eleventy` render everything in one pass;
// `npm run build` passes each Eleventy instance its part through the configuration (eleventy.config.ts).
import { locales, type Locale } from "../locales.ts";
import type { Page } from "./pages.ts";

/**
 * Resource pages per pass (three files each). Peak memory grows with it and the fixed cost of a
 * pass shrinks with it; 2500 keeps a 30x site's passes to a few hundred MB (docs/performance.md).
 */
export const pagesPerPart = 2500;

export interface RenderPart<P = Page> {
  /** Resource pages: each one's JSON, Markdown and HTML file (planned from their outline, rendered from their view models). */
  resources: P[];
  /** Locales whose own files (home, llms.txt, full-text parts, feed, developers' pages) this pass writes. */
  locales: Locale[];
  /** Whether this pass writes the root files (/, 404, sitemap, robots.txt, llms.txt, _headers, schemas). */
  root: boolean;
}

/**
 * Splits the pages into passes of at most `size` pages, locale by locale. A locale's own files
 * go into the pass with its last page, so its full-text parts reuse Markdown rendered moments
 * before; the root files go into the last pass.
 */
export function planParts<P extends { locale: Locale }>(pages: readonly P[], size: number): RenderPart<P>[] {
  const ordered = locales.flatMap((locale) => pages.filter((page) => page.locale === locale));
  const parts: RenderPart<P>[] = [];
  for (let first = 0; first < ordered.length || parts.length === 0; first += size) {
    parts.push({ resources: ordered.slice(first, first + size), locales: [], root: false });
  }
  for (const locale of locales) {
    const last = parts.findLastIndex((part) => part.resources.some((page) => page.locale === locale));
    parts[Math.max(last, 0)]!.locales.push(locale);
  }
  parts.at(-1)!.root = true;
  return parts;
}

/** One pass that writes everything: a site small enough for it, and the dev server. */
export function wholeSite<P>(pages: P[]): RenderPart<P> {
  return { resources: pages, locales: [...locales], root: true };
}
