// /{locale}/rules/yellow-fever/: the countries a yellow-fever certificate rule means by "a country
// with risk", linked from every country's yellow-fever section.
import { fileBytes } from "./lib/render/file-bytes.ts";
import { alternatesFor, hrefFor, renderDocument } from "./lib/render/document.ts";
import type { Locale } from "./lib/locales.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perLocale } from "./lib/site/template-data.ts";
import { yellowFeverRulesHtmlBody } from "./lib/render/yellow-fever-rules.ts";
import { yellowFeverRulesLastUpdated } from "./lib/site/yellow-fever-rules.ts";

export const data = perLocale((locale) => routes.yellowFeverRules(locale).html);

export const render = fileBytes(({ site, locale }: { site: Site; locale: Locale }): string => {
  const ui = site.ui[locale];
  return renderDocument(
    {
      locale,
      title: ui.yellowFeverRules.title,
      description: ui.yellowFeverRules.description,
      path: routes.yellowFeverRules(locale).html,
      alternates: alternatesFor((l) => routes.yellowFeverRules(l).html),
      markdownPath: routes.yellowFeverRules(locale).markdown,
      breadcrumbs: [{ label: ui.site.home, url: routes.home(locale) }],
      lastUpdated: yellowFeverRulesLastUpdated(site, locale),
    },
    yellowFeverRulesHtmlBody(site, locale, (path) => hrefFor(site, path)),
    site,
  );
});
