// The HTML page of every resource: pagination over locales × slugs (global data resources).
import { hrefFor, pageLayout } from "./lib/render/document.ts";
import { renderPageBody } from "./lib/render/html-pages.ts";
import { perResource, type ResourceData } from "./lib/site/template-data.ts";

export const data = {
  ...perResource((resource) => resource.route.html),
  ...pageLayout(({ resource }: ResourceData) => ({
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
  })),
};

export const render = ({ site, resource }: ResourceData): string => renderPageBody(resource, site.ui[resource.locale], (path) => hrefFor(site, path)).value;
