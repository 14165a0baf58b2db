// When the developers' files last changed. The OpenAPI document shows the contract, its texts and
// the first file of each kind (its examples), so any other content edit leaves it, its date and
// its file time as they were.
import type { Locale } from "../locales.ts";
import { currentRelease } from "../published/changelog.ts";
import { resourceKinds, type ResourceKind } from "../published/json-schemas.ts";
import { tripLastUpdated } from "../trip/page.ts";
import type { Page } from "./pages.ts";
import type { Site } from "./site.ts";

const newest = (first: string, ...rest: string[]) => rest.reduce((a, b) => (b > a ? b : a), first);

/**
 * The kinds whose first file is an example in the OpenAPI document. The change list and the bulk
 * file change with every edit (their first items are the newest), so they have none there: the
 * developers' page shows them.
 */
export const contractExampleKinds: readonly ResourceKind[] = resourceKinds.filter((kind) => kind !== "changes" && kind !== "bulk");

/** The page of this locale an operation's example is taken from: the first of its kind. */
export const examplePage = (site: Site, locale: Locale, kind: ResourceKind): Page | undefined => site.pages[locale].find((p) => p.kind === kind);

/** The contract's date: the API changelog's newest entry. */
export const contractDate = (): string => `${currentRelease().date}T00:00:00Z`;

/** When this locale's OpenAPI document last changed: its contract, its texts, or a file its examples show. */
export function contractLastUpdated(site: Site, locale: Locale): string {
  const examples = contractExampleKinds.map((kind) => examplePage(site, locale, kind)?.envelope.lastUpdated ?? "");
  return newest(contractDate(), site.ui[locale].lastUpdated, ...examples);
}

/** When the developers' page and its mirror last changed: the contract, and the trip planner they explain. */
export function developersLastUpdated(site: Site, locale: Locale): string {
  return newest(contractLastUpdated(site, locale), tripLastUpdated(site, locale));
}
