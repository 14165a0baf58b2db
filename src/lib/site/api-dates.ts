// When the developers' files last changed. The OpenAPI document shows the contract, its texts and
// its examples (recorded at the current release, api-examples.ts), so a content edit leaves it,
// its date and its file time as they were.
import type { Locale } from "../locales.ts";
import { tripLastUpdated } from "../trip/page.ts";
import { newest } from "../timestamps.ts";
import { contractDate, contractExamples, liveExamplesLastUpdated } from "./api-examples.ts";
import type { Site } from "./site.ts";


/** When this locale's OpenAPI document last changed: its contract, its texts, or the files its examples show. */
export function contractLastUpdated(site: Site, locale: Locale): string {
  return newest(contractDate(), site.ui[locale].lastUpdated, contractExamples(site, locale).lastUpdated);
}

/** When the developers' page and its mirror last changed: the contract, this build's files it shows as examples, and the trip planner they explain. */
export function developersLastUpdated(site: Site, locale: Locale): string {
  return newest(contractLastUpdated(site, locale), liveExamplesLastUpdated(site, locale), tripLastUpdated(site, locale));
}
