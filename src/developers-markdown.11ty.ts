// The Markdown mirror of the developers' reference, at the route of openapi.json with `.md`.
import type { Locale } from "./lib/locales.ts";
import { developersMarkdown } from "./lib/render/developers.ts";
import { markdownDocument } from "./lib/render/markdown.ts";
import { buildDevelopersView } from "./lib/site/developers.ts";
import { routes } from "./lib/site/routes.ts";
import { perLocale } from "./lib/site/template-data.ts";
import type { Site } from "./lib/site/site.ts";

interface Data {
  site: Site;
  locale: Locale;
}

export const data = perLocale((locale) => routes.developers(locale).markdown);

export function render({ site, locale }: Data): string {
  const ui = site.ui[locale];
  const view = buildDevelopersView(site, locale);
  const absolute = (path: string) => `${site.siteUrl}${path}`;
  return markdownDocument(
    {
      title: ui.developers.title,
      lastUpdated: view.lastUpdated,
      htmlUrl: absolute(routes.developers(locale).html),
      jsonUrl: absolute(routes.developers(locale).json),
      alternates: site.locales.filter((l) => l !== locale).map((l) => ({ inLanguage: l, url: absolute(routes.developers(l).json) })),
      body: developersMarkdown(view, ui),
    },
    ui,
    (l) => site.ui[l],
  );
}
