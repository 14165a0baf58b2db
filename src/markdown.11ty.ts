// The Markdown mirror of every resource, at the same route with `.md` (seed §4 rule 1).
import { markdownOf } from "./lib/render/markdown.ts";
import type { Page } from "./lib/site/pages.ts";
import type { Site } from "./lib/site/site.ts";

interface Data {
  site: Site;
  resource: Page;
}

export const data = {
  pagination: { data: "site.pages", size: 1, alias: "resource" },
  permalink: (data: Data) => data.resource.route.markdown,
  eleventyExcludeFromCollections: true,
};

export function render({ site, resource }: Data): string {
  return markdownOf(resource, (locale) => site.ui[locale]);
}
