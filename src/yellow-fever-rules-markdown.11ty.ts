// /{locale}/rules/yellow-fever.md: the countries with risk of yellow-fever transmission, for
// language-model readers; every country's yellow-fever section links it.
import { fileBytes } from "./lib/render/file-bytes.ts";
import type { Locale } from "./lib/locales.ts";
import { markdownDocument } from "./lib/render/markdown.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perLocale } from "./lib/site/template-data.ts";
import { yellowFeverRulesMarkdownDoc } from "./lib/render/yellow-fever-rules.ts";

export const data = perLocale((locale) => routes.yellowFeverRules(locale).markdown);

export const render = fileBytes(({ site, locale }: { site: Site; locale: Locale }): string => {
  return markdownDocument(yellowFeverRulesMarkdownDoc(site, locale), site.ui[locale], (l) => site.ui[l]);
});
