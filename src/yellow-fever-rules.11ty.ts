// /{locale}/rules/yellow-fever/: the countries a yellow-fever certificate rule means by "a country
// with risk", linked from every country's yellow-fever section.
import { hrefFor, perLocalePage, type LocaleData } from "./lib/render/document.ts";
import { routes } from "./lib/site/routes.ts";
import { yellowFeverRulesHtmlBody } from "./lib/render/yellow-fever-rules.ts";
import { yellowFeverRulesLastUpdated } from "./lib/site/yellow-fever-rules.ts";

export const data = perLocalePage(routes.yellowFeverRules, (site, locale) => ({ ...site.ui[locale].yellowFeverRules, lastUpdated: yellowFeverRulesLastUpdated(site, locale) }));

export const render = ({ site, locale }: LocaleData): string => yellowFeverRulesHtmlBody(site, locale, (path) => hrefFor(site, path)).value;
