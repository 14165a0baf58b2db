// /{locale}/rules/yellow-fever/: the countries a yellow-fever certificate rule means by "a country
// with risk", linked from every country's yellow-fever section.
import { fileBytes } from "./lib/render/file-bytes.ts";
import { hrefFor, localePage } from "./lib/render/document.ts";
import type { Locale } from "./lib/locales.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perLocale } from "./lib/site/template-data.ts";
import { yellowFeverRulesHtmlBody } from "./lib/render/yellow-fever-rules.ts";
import { yellowFeverRulesLastUpdated } from "./lib/site/yellow-fever-rules.ts";

export const data = perLocale((locale) => routes.yellowFeverRules(locale).html);

export const render = fileBytes(({ site, locale }: { site: Site; locale: Locale }): string => {
  const { title, description } = site.ui[locale].yellowFeverRules;
  const lastUpdated = yellowFeverRulesLastUpdated(site, locale);
  return localePage(site, locale, { route: routes.yellowFeverRules, title, description, lastUpdated }, yellowFeverRulesHtmlBody(site, locale, (path) => hrefFor(site, path)));
});
