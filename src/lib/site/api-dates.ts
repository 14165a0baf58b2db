// When the developers' files last changed. The OpenAPI document shows the contract, its texts and
// its examples (recorded at the current release, api-examples.ts), so a content edit leaves it,
// its date and its file time as they were.
import type { Locale } from "../locales.ts";
import { currentRelease } from "../published/changelog.ts";
import { tripLastUpdated } from "../trip/page.ts";
import { contractExamples, liveExamples } from "./api-examples.ts";
import type { Site } from "./site.ts";

const newest = (first: string, ...rest: string[]) => rest.reduce((a, b) => (b > a ? b : a), first);

/** The contract's date: the API changelog's newest entry. */
export const contractDate = (): string => `${currentRelease().date}T00:00:00Z`;

/** When this locale's OpenAPI document last changed: its contract, its texts, or the files its examples show. */
export function contractLastUpdated(site: Site, locale: Locale): string {
  return newest(contractDate(), site.ui[locale].lastUpdated, contractExamples(site, locale).lastUpdated);
}

/** When the developers' page and its mirror last changed: the contract, this build's files it shows as examples, and the trip planner they explain. */
export function developersLastUpdated(site: Site, locale: Locale): string {
  return newest(contractLastUpdated(site, locale), liveExamples(site, locale).lastUpdated, tripLastUpdated(site, locale));
}
