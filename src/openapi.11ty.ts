// /{locale}/developers/openapi.json: the OpenAPI 3.1 description (src/lib/render/openapi.ts).
import { fileBytes } from "./lib/render/file-bytes.ts";
import type { Locale } from "./lib/locales.ts";
import { buildOpenApi } from "./lib/render/openapi.ts";
import { routes } from "./lib/site/routes.ts";
import { perLocale } from "./lib/site/template-data.ts";
import type { Site } from "./lib/site/site.ts";

interface Data {
  site: Site;
  locale: Locale;
}

export const data = perLocale((locale) => routes.developers(locale).json);

export const render = fileBytes(({ site, locale }: Data): string => {
  return `${JSON.stringify(buildOpenApi(site, locale), null, 2)}\n`;
});
