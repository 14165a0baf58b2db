// The HTML page of every resource: pagination over locales × slugs (global data part.resources).
import { fileBytes } from "./lib/render/file-bytes.ts";
import { hrefFor, renderDocument } from "../_includes/document.ts";
import { renderPageBody } from "./lib/render/html-pages.ts";
import { locatorReady } from "./lib/render/locators.ts";
import type { Page } from "./lib/site/pages.ts";
import { perResource } from "./lib/site/template-data.ts";
import type { Site } from "./lib/site/site.ts";

interface Data {
  site: Site;
  resource: Page;
}

export const data = perResource((resource) => resource.route.html);

export const render = fileBytes(async ({ site, resource }: Data): Promise<string> => {
  // A country's locator map may still be in the drawing worker (src/lib/render/locators.ts):
  // this page waits for it while Eleventy renders other pages.
  if (resource.kind === "country") await locatorReady(resource.placement);
  const ui = site.ui[resource.locale];
  const body = renderPageBody(resource, ui, (path) => hrefFor(site, path));
  return renderDocument(
    {
      locale: resource.locale,
      title: resource.title,
      headTitle: resource.kind === "country" ? resource.headTitle : undefined,
      description: resource.description,
      path: resource.route.html,
      alternates: resource.alternates.map((a) => ({ locale: a.locale, path: a.route.html })),
      jsonPath: resource.route.json,
      markdownPath: resource.route.markdown,
      breadcrumbs: resource.breadcrumbs,
      lastUpdated: resource.envelope.lastUpdated,
    },
    body,
    site,
  );
});
