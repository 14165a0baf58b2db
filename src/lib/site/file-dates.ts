// Every output file's modification time, from which servers make ETag and Last-Modified: it
// changes when the file's bytes change, and only then, and never goes back (docs/api.md, "Polling
// and validators"). A file first gets its content date; the record in the output
// (.file-dates.json) lets the next build keep the time of unchanged bytes and move a changed file
// past the time clients saw. Without a record every file has its content date, so two fresh builds
// of one commit give the same validators.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../locales.ts";
import { tripLastUpdated } from "../trip/page.ts";
import { contractDate, contractLastUpdated, developersLastUpdated } from "./api-examples.ts";
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

/** The record of each file's digest and time, written into the output for the next build. */
export const fileDatesRecord = ".file-dates.json";

/** Path in the output (with "/") → [digest of its bytes, its time as ISO 8601]. */
type Recorded = Record<string, [digest: string, time: string]>;

/** The record in the output this build replaces; unreadable is the same as none: content dates. */
function previousRecord(replaced: string): Recorded {
  try {
    const recorded = JSON.parse(readFileSync(path.join(replaced, fileDatesRecord), "utf8")) as unknown;
    return recorded && typeof recorded === "object" && !Array.isArray(recorded) ? (recorded as Recorded) : {};
  } catch {
    return {};
  }
}

/** A file's time: kept while its bytes are the same; when they changed, its content date, but never at or before the time clients saw. */
export function fileTime(contentDate: string, digest: string, before: [string, string] | undefined): string {
  if (!before) return new Date(contentDate).toISOString();
  const [previousDigest, previousTime] = before;
  if (previousDigest === digest) return previousTime;
  // Whole seconds: Last-Modified has no finer ones.
  return new Date(Math.max(Date.parse(contentDate), Date.parse(previousTime) + 1000)).toISOString();
}

/**
 * Sets each file's time under `outputDir` (fileTime): written pages (and their compressed copies)
 * from their content dates, everything else from the newest; then writes the record and returns
 * its size. `replaced`: the output this build replaces (in place: its own folder).
 */
export function stampFileDates(outputDir: string, written: { url: string | false; outputPath: string | false }[], site: Site, replaced = outputDir): number {
  const { dateOf, fallback } = fileDates(site);
  const byPath = new Map<string, string>();
  for (const file of written) if (file.outputPath && typeof file.url === "string") byPath.set(path.resolve(file.outputPath), dateOf(file.url));
  const previous = previousRecord(replaced);
  const record: Recorded = {};
  for (const entry of readdirSync(outputDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(outputDir, file).split(path.sep).join("/");
    if (name === fileDatesRecord) continue;
    // A compressed copy (src/lib/render/precompressed.ts) has its original's content date.
    const contentDate = byPath.get(file) ?? byPath.get(file.replace(/\.(gz|br)$/, "")) ?? fallback;
    const digest = createHash("sha256").update(readFileSync(file)).digest("base64url").slice(0, 22);
    const time = fileTime(contentDate, digest, previous[name]);
    record[name] = [digest, time];
    utimesSync(file, new Date(time), new Date(time));
  }
  const text = `${JSON.stringify(record)}\n`;
  writeFileSync(path.join(outputDir, fileDatesRecord), text);
  return Buffer.byteLength(text);
}
