// The Markdown mirror of the developers' reference, at the route of openapi.json with `.md`.
import { fileBytes } from "./lib/render/file-bytes.ts";
import type { Locale } from "./lib/locales.ts";
import { developersMarkdownDocument } from "./lib/render/developers.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perLocale } from "./lib/site/template-data.ts";

export const data = perLocale((locale) => routes.developers(locale).markdown);

export const render = fileBytes(({ site, locale }: { site: Site; locale: Locale }): string => {
  return developersMarkdownDocument(site, locale);
});
