// The files of each locale besides its pages' own: llms.txt, the parts of the full text and the
// names indexes, the Atom feed of changes, the OpenAPI description, and the Markdown of the pages
// that are one per locale: the developers' reference (at the route of openapi.json with `.md`), the
// trip rules with a worked example, and the countries with yellow-fever transmission risk (every
// country's yellow-fever section links it).
import type { Locale } from "./lib/locales.ts";
import { developersMarkdownDoc } from "./lib/render/developers.ts";
import { changesAtom } from "./lib/render/discovery.ts";
import { fileBytes, type FileContent } from "./lib/render/file-bytes.ts";
import { fullTextPart, fullTextParts, localeLlmsTxt, namesIndexes, namesIndexFile } from "./lib/render/llms.ts";
import { markdownDocument, type MarkdownDocument } from "./lib/render/markdown.ts";
import { buildOpenApi } from "./lib/render/openapi.ts";
import { yellowFeverRulesMarkdownDoc } from "./lib/render/yellow-fever-rules.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { tripMarkdown } from "./lib/trip/page.ts";

const markdown = (doc: (site: Site, locale: Locale) => MarkdownDocument) => (site: Site, locale: Locale) => markdownDocument(doc(site, locale), site.ui[locale], (l) => site.ui[l]);

/** The files that are one per locale: where each is, and what it holds. */
const single: Record<string, { path: (locale: Locale) => string; render: (site: Site, locale: Locale) => FileContent }> = {
  llms: { path: routes.llms, render: localeLlmsTxt },
  atom: { path: routes.changesFeed, render: changesAtom },
  openapi: { path: (locale) => routes.developers(locale).json, render: (site, locale) => `${JSON.stringify(buildOpenApi(site, locale), null, 2)}\n` },
  developers: { path: (locale) => routes.developers(locale).markdown, render: markdown(developersMarkdownDoc) },
  trip: { path: (locale) => routes.trip(locale).markdown, render: tripMarkdown },
  yellowFeverRules: { path: (locale) => routes.yellowFeverRules(locale).markdown, render: markdown(yellowFeverRulesMarkdownDoc) },
};

interface Item {
  locale: Locale;
  /** One of `single`, or a part of the full text or a names index (several per locale). */
  kind: string;
  path: string;
}

// How many parts and names indexes a locale has depends on the content, so the items are made
// from the site model, per locale (global data locales, eleventy.config.ts).
export const data = {
  pagination: {
    data: "locales",
    size: 1,
    alias: "item",
    before: (all: Locale[], data: { site: Site }): Item[] =>
      all.flatMap((locale): Item[] => [
        ...Object.entries(single).map(([kind, file]) => ({ locale, kind, path: file.path(locale) })),
        ...fullTextParts(data.site, locale).map((part) => ({ locale, kind: "part", path: part.path })),
        ...namesIndexes(data.site, locale).map((index) => ({ locale, kind: "names", path: index.path })),
      ]),
  },
  permalink: ({ item }: { item: Item }) => item.path,
  eleventyExcludeFromCollections: true,
};

export const render = fileBytes(({ site, item }: { site: Site; item: Item }) => {
  if (item.kind === "part") return fullTextPart(site, item.locale, item.path);
  if (item.kind === "names") return namesIndexFile(site, item.locale, namesIndexes(site, item.locale).find((index) => index.path === item.path)!);
  return single[item.kind]!.render(site, item.locale);
});
