// Every output file gets its content date as its modification time once it is written. Servers
// that make ETag and Last-Modified from file times (nginx) then give the same validators for the
// same content across builds and deploys, and Last-Modified means what lastUpdated means.
import { readdirSync, utimesSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../locales.ts";
import { tripLastUpdated } from "../trip/page.ts";
import { contractLastUpdated, developersLastUpdated } from "./api-dates.ts";
import { contractDate } from "./api-examples.ts";
import { newest } from "../timestamps.ts";
import { apiLastUpdated } from "./developers.ts";
import { routes } from "./routes.ts";
import type { Site } from "./site.ts";
import { yellowFeverRulesLastUpdated } from "./yellow-fever-rules.ts";

/** The content date of each URL the build writes; a URL it does not know gets `fallback`. */
export function fileDates(site: Site): { dateOf: (url: string) => string; fallback: string } {
  const dates = new Map<string, string>();
  const set = (urls: string[], date: string) => urls.forEach((url) => dates.set(url, date));
  for (const page of site.outline) set([page.route.html, page.route.json, page.route.markdown], page.lastUpdated);
  const contract = contractDate();
  const perLocale = new Map<Locale, string>();
  for (const locale of site.locales) {
    const developers = routes.developers(locale);
    set([developers.html, developers.markdown], developersLastUpdated(site, locale));
    set([developers.json], contractLastUpdated(site, locale));
    set(Object.values(routes.trip(locale)), tripLastUpdated(site, locale));
    set(Object.values(routes.yellowFeverRules(locale)), yellowFeverRulesLastUpdated(site, locale));
    perLocale.set(locale, apiLastUpdated(site, locale));
  }
  const fallback = newest(contract, ...perLocale.values());
  const dateOf = (url: string) => {
    if (url.startsWith("/schemas/")) return contract;
    const date = dates.get(url);
    if (date) return date;
    // Home pages, indexes, feeds and full-text parts of a locale: its newest change.
    const locale = site.locales.find((l) => url.startsWith(`/${l}/`));
    return (locale && perLocale.get(locale)) || fallback;
  };
  return { dateOf, fallback };
}

/** Sets each file's modification time under `outputDir`: the written pages by URL (their compressed copies too), everything else (copied assets, the 404 page, site-wide files) the newest date. */
export function stampFileDates(outputDir: string, written: { url: string | false; outputPath: string | false }[], site: Site): void {
  const { dateOf, fallback } = fileDates(site);
  const byPath = new Map<string, string>();
  for (const file of written) if (file.outputPath && typeof file.url === "string") byPath.set(path.resolve(file.outputPath), dateOf(file.url));
  for (const entry of readdirSync(outputDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    // A compressed copy (src/lib/render/precompressed.ts) has its original's date.
    const date = new Date(byPath.get(file) ?? byPath.get(file.replace(/\.(gz|br)$/, "")) ?? fallback);
    utimesSync(file, date, date);
  }
}
