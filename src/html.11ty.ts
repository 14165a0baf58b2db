// The HTML page of every resource: pagination over locales × slugs (global data resources).
import { fileBytes } from "./lib/render/file-bytes.ts";
import { hrefFor, renderDocument } from "./lib/render/document.ts";
import { renderPageBody } from "./lib/render/html-pages.ts";
import type { Page } from "./lib/site/pages.ts";
import { perResource } from "./lib/site/template-data.ts";
import type { Site } from "./lib/site/site.ts";

interface Data {
  site: Site;
  resource: Page;
}

export const data = perResource((resource) => resource.route.html);

export const render = fileBytes(({ site, resource }: Data): string => {
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
