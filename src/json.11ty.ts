// The JSON file of every resource (the public API): the page's envelope, as it is.
import type { Page } from "./lib/site/pages.ts";

interface Data {
  resource: Page;
}

export const data = {
  pagination: { data: "site.pages", size: 1, alias: "resource" },
  permalink: (data: Data) => data.resource.route.json,
  eleventyExcludeFromCollections: true,
};

export function render({ resource }: Data): string {
  return `${JSON.stringify(resource.envelope, null, 2)}\n`;
}
