// The developers' reference /{locale}/developers/: the canonicalUrl of openapi.json.
import { alternatesFor, renderDocument } from "../_includes/document.ts";
import type { Locale } from "./lib/locales.ts";
import { developersHtml } from "./lib/render/developers.ts";
import { buildDevelopersView } from "./lib/site/developers.ts";
import { routes } from "./lib/site/routes.ts";
import { perLocale } from "./lib/site/template-data.ts";
import type { Site } from "./lib/site/site.ts";

interface Data {
  site: Site;
  locale: Locale;
}

export const data = perLocale((locale) => routes.developers(locale).html);

export function render({ site, locale }: Data): string {
  const ui = site.ui[locale];
  const view = buildDevelopersView(site, locale);
  const route = routes.developers(locale);
  return renderDocument(
    {
      locale,
      title: ui.developers.title,
      description: ui.developers.description,
      path: route.html,
      alternates: alternatesFor((l) => routes.developers(l).html),
      jsonPath: route.json,
      markdownPath: route.markdown,
      breadcrumbs: [{ label: ui.site.home, url: routes.home(locale) }],
      lastUpdated: view.lastUpdated,
    },
    developersHtml(view, ui),
    site,
  );
}
