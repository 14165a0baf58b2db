// /{locale}/developers/openapi.json: the OpenAPI 3.1 description (src/lib/render/openapi.ts).
import { fileBytes } from "./lib/render/file-bytes.ts";
import type { LocaleData } from "./lib/render/document.ts";
import { buildOpenApi } from "./lib/render/openapi.ts";
import { routes } from "./lib/site/routes.ts";
import { perLocale } from "./lib/site/template-data.ts";

export const data = perLocale((locale) => routes.developers(locale).json);

export const render = fileBytes(({ site, locale }: LocaleData): string => {
  return `${JSON.stringify(buildOpenApi(site, locale), null, 2)}\n`;
});
