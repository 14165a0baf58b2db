// The Markdown mirror of every resource, at the same route with `.md` for `.json`.
import { fileBytes } from "./lib/render/file-bytes.ts";
import { markdownOf } from "./lib/render/markdown.ts";
import type { Page } from "./lib/site/pages.ts";
import { perResource } from "./lib/site/template-data.ts";
import type { Site } from "./lib/site/site.ts";

interface Data {
  site: Site;
  resource: Page;
}

export const data = perResource((resource) => resource.route.markdown);

export const render = fileBytes(({ site, resource }: Data): string => {
  return markdownOf(resource, (locale) => site.ui[locale]);
});
