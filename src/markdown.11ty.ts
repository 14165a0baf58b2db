// The Markdown mirror of every resource, at the same route with `.md` for `.json`.
import { fileBytes } from "./lib/render/file-bytes.ts";
import { markdownOf } from "./lib/render/markdown.ts";
import { perResource, type ResourceData } from "./lib/site/template-data.ts";

export const data = perResource((resource) => resource.route.markdown);

export const render = fileBytes(({ site, resource }: ResourceData): string => {
  return markdownOf(resource, (locale) => site.ui[locale]);
});
