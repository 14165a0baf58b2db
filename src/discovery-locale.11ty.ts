// Per-locale discovery files: llms.txt, the parts of the full text, and the Atom feed of changes.
import { fileBytes } from "./lib/render/file-bytes.ts";
import type { Locale } from "./lib/locales.ts";
import { changesAtom } from "./lib/render/discovery.ts";
import { fullTextPart, fullTextParts, localeLlmsTxt, namesIndexes, namesIndexFile } from "./lib/render/llms.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";

type Item = { locale: Locale; kind: "llms" } | { locale: Locale; kind: "atom" } | { locale: Locale; kind: "part" | "names"; path: string };

// How many parts a locale's full text has depends on the content, so the items are made from
// the site model, per locale (global data locales, eleventy.config.ts).
export const data = {
  pagination: {
    data: "locales",
    size: 1,
    alias: "item",
    before: (all: Locale[], data: { site: Site }): Item[] =>
      all.flatMap((locale): Item[] => [
          { locale, kind: "llms" },
          { locale, kind: "atom" },
          ...fullTextParts(data.site, locale).map((part): Item => ({ locale, kind: "part", path: part.path })),
          ...namesIndexes(data.site, locale).map((index): Item => ({ locale, kind: "names", path: index.path })),
        ]),
  },
  permalink: ({ item }: { item: Item }) => (item.kind === "llms" ? routes.llms(item.locale) : item.kind === "atom" ? routes.changesFeed(item.locale) : item.path),
  eleventyExcludeFromCollections: true,
};

export const render = fileBytes(({ site, item }: { site: Site; item: Item }) => {
  if (item.kind === "llms") return localeLlmsTxt(site, item.locale);
  if (item.kind === "atom") return changesAtom(site, item.locale);
  if (item.kind === "names") return namesIndexFile(site, item.locale, namesIndexes(site, item.locale).find((index) => index.path === item.path)!);
  return fullTextPart(site, item.locale, item.path);
});
