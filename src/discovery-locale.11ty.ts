// Per-locale discovery files: llms.txt, llms-full.txt and the Atom feed of changes.
import type { Locale } from "./lib/locales.ts";
import { changesAtom, localeLlmsFullTxt, localeLlmsTxt } from "./lib/site/discovery.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { locales } from "./lib/locales.ts";
import { perLocaleItem } from "./lib/site/template-data.ts";

const kinds = {
  llms: { path: routes.llms, render: localeLlmsTxt },
  llmsFull: { path: routes.llmsFull, render: localeLlmsFullTxt },
  atom: { path: routes.changesFeed, render: changesAtom },
} as const;

type Item = { locale: Locale; kind: keyof typeof kinds };

export const data = perLocaleItem(
  locales.flatMap((locale) => (Object.keys(kinds) as (keyof typeof kinds)[]).map((kind): Item => ({ locale, kind }))),
  (item) => kinds[item.kind].path(item.locale),
);

export function render({ site, item }: { site: Site; item: Item }): string {
  return kinds[item.kind].render(site, item.locale);
}
