// /{locale}/trip.md: the trip rules and a worked example, for language-model readers.
import { fileBytes } from "./lib/render/file-bytes.ts";
import type { Locale } from "./lib/locales.ts";
import { tripMarkdown } from "./lib/trip/page.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perLocale } from "./lib/site/template-data.ts";

export const data = perLocale((locale) => routes.trip(locale).markdown);

export const render = fileBytes(({ site, locale }: { site: Site; locale: Locale }): string => {
  return tripMarkdown(site, locale);
});
