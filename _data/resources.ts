// Global data `resources`: every resource page of every locale, locale by locale, one output file
// each (the templates in src/ paginate over it).
import type { BuildConfig } from "../src/lib/config.ts";
import { loadSite } from "../src/lib/site/site.ts";
import type { Page } from "../src/lib/site/pages.ts";

export default function resources(config: BuildConfig): Page[] {
  const site = loadSite(config);
  return site.locales.flatMap((locale) => site.pages[locale]);
}
