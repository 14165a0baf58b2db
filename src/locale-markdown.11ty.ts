// The Markdown of the pages that are one per locale, for language-model readers: the developers'
// reference (at the route of openapi.json with `.md`), the trip rules with a worked example, and
// the countries with yellow-fever transmission risk (every country's yellow-fever section links it).
import { locales, type Locale } from "./lib/locales.ts";
import { developersMarkdownDocument } from "./lib/render/developers.ts";
import { fileBytes } from "./lib/render/file-bytes.ts";
import { markdownDocument } from "./lib/render/markdown.ts";
import { yellowFeverRulesMarkdownDoc } from "./lib/render/yellow-fever-rules.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perRootFile } from "./lib/site/template-data.ts";
import { tripMarkdown } from "./lib/trip/page.ts";

const pages: Record<"developers" | "trip" | "yellowFeverRules", { path: (locale: Locale) => string; render: (site: Site, locale: Locale) => string }> = {
  developers: { path: (locale) => routes.developers(locale).markdown, render: developersMarkdownDocument },
  trip: { path: (locale) => routes.trip(locale).markdown, render: tripMarkdown },
  yellowFeverRules: {
    path: (locale) => routes.yellowFeverRules(locale).markdown,
    render: (site, locale) => markdownDocument(yellowFeverRulesMarkdownDoc(site, locale), site.ui[locale], (l) => site.ui[l]),
  },
};

type Item = { locale: Locale; page: keyof typeof pages };
const items = locales.flatMap((locale) => (Object.keys(pages) as Item["page"][]).map((page): Item => ({ locale, page })));

export const data = perRootFile("item", items, ({ locale, page }) => pages[page].path(locale));

export const render = fileBytes(({ site, item }: { site: Site; item: Item }): string => pages[item.page].render(site, item.locale));
