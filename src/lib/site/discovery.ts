// Files that help readers and machines find the content: llms.txt (llmstxt.org), the sitemap
// with hreflang alternates, robots.txt, and the Atom feed of changes. All built from the same
// pages, so they list exactly what the build wrote.
import type { Locale } from "../locales.ts";
import { escapeHtml as escapeXml, escapeMarkdown as md, markdownLink } from "../render/escape.ts";
import { markdownOf } from "../render/markdown.ts";
import { apiLastUpdated } from "./openapi.ts";
import { developersMarkdownDocument } from "../render/developers.ts";
import type { Page } from "./pages.ts";
import { routes } from "./routes.ts";
import { tripLastUpdated, tripMarkdown } from "../trip/page.ts";
import type { Site } from "./site.ts";

/** An HTML page of the site with its alternates, for the sitemap. */
interface SitemapEntry {
  alternates: { locale: Locale; path: string }[];
  lastUpdated: string;
}

function sitemapEntries(site: Site): SitemapEntry[] {
  const fixed: [(l: Locale) => string, (l: Locale) => string][] = [
    [routes.home, (l) => apiLastUpdated(site, l)],
    [(l) => routes.developers(l).html, (l) => apiLastUpdated(site, l)],
    [(l) => routes.trip(l).html, (l) => tripLastUpdated(site, l)],
  ];
  const pages = fixed.flatMap(([pathFor, lastUpdatedFor]) =>
    site.locales.map((locale) => ({ alternates: site.locales.map((l) => ({ locale: l, path: pathFor(l) })), lastUpdated: lastUpdatedFor(locale), self: locale })),
  );
  const resources = site.pages.map((page) => ({
    alternates: page.alternates.map((a) => ({ locale: a.locale, path: a.route.html })),
    lastUpdated: page.envelope.lastUpdated,
    self: page.locale,
  }));
  // Each entry lists its own URL first; alternates include itself, as the protocol asks.
  return [...pages, ...resources].map(({ alternates, lastUpdated, self }) => ({
    alternates: [...alternates.filter((a) => a.locale === self), ...alternates.filter((a) => a.locale !== self)],
    lastUpdated,
  }));
}

export function sitemapXml(site: Site): string {
  const url = (path: string) => escapeXml(`${site.siteUrl}${path}`);
  const entries = sitemapEntries(site).map((entry) => {
    const own = entry.alternates[0]!;
    const english = entry.alternates.find((a) => a.locale === "en") ?? own;
    return [
      "  <url>",
      `    <loc>${url(own.path)}</loc>`,
      `    <lastmod>${escapeXml(entry.lastUpdated)}</lastmod>`,
      ...[...entry.alternates].sort((a, b) => a.locale.localeCompare(b.locale)).map((a) => `    <xhtml:link rel="alternate" hreflang="${a.locale}" href="${url(a.path)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(english.path)}"/>`,
      "  </url>",
    ].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}

/** /llms.txt: the way in for language models, pointing to each locale's Markdown indexes. */
export function llmsTxt(site: Site): string {
  const en = site.ui.en;
  const abs = (path: string) => `${site.siteUrl}${path}`;
  const sections = site.locales.map((locale) => {
    const ui = site.ui[locale];
    return [
      `## ${md(ui.languageName)}`,
      [
        `- ${markdownLink(ui.countryList.title, abs(routes.countryList(locale).markdown))}: ${md(ui.countryList.description)}`,
        `- ${markdownLink(ui.diseaseIndex.title, abs(routes.diseaseIndex(locale).markdown))}: ${md(ui.diseaseIndex.description)}`,
        `- ${markdownLink(ui.catalog.title, abs(routes.catalog(locale).markdown))}: ${md(ui.catalog.description)}`,
        `- ${markdownLink(ui.changes.title, abs(routes.changes(locale).markdown))}: ${md(ui.changes.description)}`,
        `- ${markdownLink(ui.developers.title, abs(routes.developers(locale).markdown))}: ${md(ui.developers.description)}`,
        `- ${markdownLink(`llms.txt (${ui.languageName})`, abs(routes.llms(locale)))}: ${md(ui.bulk.description)}`,
      ].join("\n"),
    ].join("\n\n");
  });
  return `${[`# ${md(en.site.name)}`, `> ${md(en.site.description)} ${md(en.site.notice)}`, ...sections].join("\n\n")}\n`;
}

// The bulk page's mirror is only an index of the others, so it is left out of the full text.
const fullTextKinds: Page["kind"][] = ["countryList", "country", "diseaseIndex", "disease", "catalog", "changes"];

/** /{locale}/llms.txt: every Markdown mirror of the locale, grouped by kind. */
export function localeLlmsTxt(site: Site, locale: Locale): string {
  const ui = site.ui[locale];
  const pages = site.pages.filter((p) => p.locale === locale);
  const abs = (path: string) => `${site.siteUrl}${path}`;
  const group = (title: string, kinds: Page["kind"][]) => [
    `## ${md(title)}`,
    pages
      .filter((p) => kinds.includes(p.kind))
      .map((p) => `- ${markdownLink(p.title, p.envelope.markdownUrl)}`)
      .join("\n"),
  ];
  return `${[
    `# ${md(ui.site.name)}`,
    `> ${md(ui.site.description)} ${md(ui.site.notice)}`,
    ...group(ui.nav.countries, ["countryList", "country"]),
    ...group(ui.nav.diseases, ["diseaseIndex", "disease"]),
    ...group(ui.nav.vaccines, ["catalog"]),
    `## ${md(ui.nav.developers)}`,
    [
      `- ${markdownLink(ui.developers.title, abs(routes.developers(locale).markdown))}`,
      `- ${markdownLink(ui.trip.title, abs(routes.trip(locale).markdown))}: ${md(ui.trip.description)}`,
    ].join("\n"),
    "## Optional",
    [...group(ui.changes.title, ["changes", "bulk"]).slice(1), `- ${markdownLink(`llms-full.txt`, abs(routes.llmsFull(locale)))}`].join("\n"),
  ].join("\n\n")}\n`;
}

/** /{locale}/llms-full.txt: all of the locale's Markdown in one file, for offline readers. */
export function localeLlmsFullTxt(site: Site, locale: Locale): string {
  const pages = fullTextKinds.flatMap((kind) => site.pages.filter((p) => p.locale === locale && p.kind === kind));
  const uiFor = (l: Locale) => site.ui[l];
  return [...pages.map((p) => markdownOf(p, uiFor)), developersMarkdownDocument(site, locale), tripMarkdown(site, locale)].join("\n---\n\n");
}

/** /{locale}/changes.atom: the newest 50 changes as an Atom feed (RFC 4287). */
export function changesAtom(site: Site, locale: Locale): string {
  const page = site.pages.find((p) => p.kind === "changes" && p.locale === locale);
  if (!page || page.kind !== "changes") throw new Error(`No changes page for ${locale}`);
  const ui = site.ui[locale];
  const abs = (path: string) => escapeXml(`${site.siteUrl}${path}`);
  const htmlUrl = (entry: (typeof page.envelope.data)[number]) => routes.entityHtml(locale, entry.resource, entry.slug);
  const entries = page.envelope.data.slice(0, 50).map((entry) =>
    [
      "  <entry>",
      `    <id>${abs(htmlUrl(entry))}#${escapeXml(entry.lastUpdated)}</id>`,
      `    <title>${escapeXml(`${ui.changes[entry.resource]}: ${entry.name}`)}</title>`,
      `    <updated>${escapeXml(entry.lastUpdated)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${abs(htmlUrl(entry))}"/>`,
      `    <link rel="alternate" type="application/json" href="${escapeXml(entry.url)}"/>`,
      `    <summary>${escapeXml(entry.note)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">
  <id>${abs(routes.changesFeed(locale))}</id>
  <title>${escapeXml(`${ui.changes.title} · ${ui.site.name}`)}</title>
  <subtitle>${escapeXml(ui.changes.description)}</subtitle>
  <updated>${escapeXml(page.envelope.lastUpdated)}</updated>
  <author><name>${escapeXml(ui.site.name)}</name></author>
  <link rel="self" type="application/atom+xml" href="${abs(routes.changesFeed(locale))}"/>
  <link rel="alternate" type="text/html" href="${abs(page.route.html)}"/>
${entries.join("\n")}
</feed>
`;
}
