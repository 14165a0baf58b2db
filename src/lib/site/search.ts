// The names a destination is found by in the search: its names in the five locales, the names
// and codes the ISO dataset knows (i18n-iso-countries: official, short and alias names in each
// locale, alpha-2 and alpha-3 codes) and the editors' list (content/alternate-names.json).
// Folded here once; src/assets/site.js folds the query the same way (see fold there).
import { createRequire } from "node:module";
import countryCodes from "i18n-iso-countries";
import type { CountryContent } from "../content/schemas.ts";
import { locales } from "../locales.ts";
import { fold } from "./fold.ts";

const require = createRequire(import.meta.url);
for (const locale of locales) countryCodes.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`) as countryCodes.LocaleData);

/** Every folded name of a destination, without repeats. */
export function searchNames(country: Pick<CountryContent, "isoCode" | "name">, alternateNames: readonly string[] = []): string[] {
  const names = [
    ...locales.map((locale) => country.name[locale]),
    country.isoCode,
    countryCodes.alpha2ToAlpha3(country.isoCode) ?? "",
    ...locales.flatMap((locale) => countryCodes.getName(country.isoCode, locale, { select: "all" }) ?? []),
    ...alternateNames,
  ];
  return [...new Set(names.map(fold).filter((name) => name !== ""))];
}
