// /{locale}/rules/yellow-fever/: the countries a yellow-fever certificate rule means by "a country
// with risk", linked from every country's yellow-fever section.
import { hrefFor, localeDocument, pageLayout } from "./lib/render/document.ts";
import type { Locale } from "./lib/locales.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perLocale } from "./lib/site/template-data.ts";
import { yellowFeverRulesHtmlBody } from "./lib/render/yellow-fever-rules.ts";
import { yellowFeverRulesLastUpdated } from "./lib/site/yellow-fever-rules.ts";

interface Data {
  site: Site;
  locale: Locale;
}

export const data = {
  ...perLocale((locale) => routes.yellowFeverRules(locale).html),
  ...pageLayout(({ site, locale }: Data) =>
    localeDocument(site, locale, { route: routes.yellowFeverRules, ...site.ui[locale].yellowFeverRules, lastUpdated: yellowFeverRulesLastUpdated(site, locale) }),
  ),
};

export const render = ({ site, locale }: Data): string => yellowFeverRulesHtmlBody(site, locale, (path) => hrefFor(site, path)).value;
