// Files that help readers and machines find the content: the sitemap with hreflang alternates,
// robots.txt, and the Atom feed of changes (llms.txt and the full text: llms.ts). All built from the same
// pages, so they list exactly what the build wrote.
import type { Locale } from "../locales.ts";
import { escapeHtml as escapeXml } from "./escape.ts";
import { developersLastUpdated } from "../site/api-examples.ts";
import { apiLastUpdated } from "../site/developers.ts";
import { routes } from "../site/routes.ts";
import { tripLastUpdated } from "../trip/page.ts";
import type { Site } from "../site/site.ts";
import { yellowFeverRulesLastUpdated } from "../site/yellow-fever-rules.ts";
import { compareCodePoints } from "../order.ts";

/** An HTML page of the site with its alternates, for the sitemap. */
interface SitemapEntry {
  alternates: { locale: Locale; path: string }[];
  lastUpdated: string;
}

/** Every entry of the sitemap, one at a time: the fixed pages, then each resource with its translations. */
function* sitemapEntries(site: Site): Generator<SitemapEntry> {
  const fixed: [(l: Locale) => string, (l: Locale) => string][] = [
    [routes.home, (l) => apiLastUpdated(site, l)],
    [(l) => routes.developers(l).html, (l) => developersLastUpdated(site, l)],
    [(l) => routes.trip(l).html, (l) => tripLastUpdated(site, l)],
    [(l) => routes.yellowFeverRules(l).html, (l) => yellowFeverRulesLastUpdated(site, l)],
  ];
  // Each entry lists its own URL first; alternates include itself, as the protocol asks.
  const entry = (alternates: { locale: Locale; path: string }[], lastUpdated: string, self: Locale): SitemapEntry => ({
    alternates: [...alternates.filter((a) => a.locale === self), ...alternates.filter((a) => a.locale !== self)],
    lastUpdated,
  });
  for (const [pathFor, lastUpdatedFor] of fixed) {
    for (const locale of site.locales) yield entry(site.locales.map((l) => ({ locale: l, path: pathFor(l) })), lastUpdatedFor(locale), locale);
  }
  // Each resource with its translations (every locale has the same pages in the same order).
  // A tombstone is no page to index: it answers old links to a removed country or disease.
  for (const page of site.outline.filter((p) => p.kind !== "tombstone").sort((a, b) => a.index - b.index)) {
    yield entry(page.alternates.map((a) => ({ locale: a.locale, path: a.route.html })), page.lastUpdated, page.locale);
  }
}

/** /sitemap.xml: every page with its translations. */
export function sitemapXml(site: Site): string {
  const url = (path: string) => escapeXml(`${site.siteUrl}${path}`);
  const out: string[] = [];
  out.push(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
`);
  for (const entry of sitemapEntries(site)) {
    const own = entry.alternates[0]!;
    const english = entry.alternates.find((a) => a.locale === "en") ?? own;
    out.push(
      [
        "  <url>",
        `    <loc>${url(own.path)}</loc>`,
        `    <lastmod>${escapeXml(entry.lastUpdated)}</lastmod>`,
        ...[...entry.alternates].sort((a, b) => compareCodePoints(a.locale, b.locale)).map((a) => `    <xhtml:link rel="alternate" hreflang="${a.locale}" href="${url(a.path)}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(english.path)}"/>`,
        "  </url>\n",
      ].join("\n"),
    );
  }
  out.push("</urlset>\n");
  return out.join("");
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}

/** /{locale}/changes.atom: the newest 50 changes as an Atom feed (RFC 4287). */
export function changesAtom(site: Site, locale: Locale): string {
  const page = site.pages[locale].find((p) => p.kind === "changes");
  if (!page || page.kind !== "changes") throw new Error(`No changes page for ${locale}`);
  const ui = site.ui[locale];
  const abs = (path: string) => escapeXml(`${site.siteUrl}${path}`);
  // The entities' changes and the outbreak notices' (whose own list is the notices file), newest first.
  const notices = site.pages[locale].find((p) => p.kind === "notices");
  const items = [
    ...page.envelope.data.map((entry) => ({
      html: routes.entityHtml(locale, entry.resource, entry.slug),
      id: `${routes.entityHtml(locale, entry.resource, entry.slug)}#${entry.lastUpdated}`,
      title: `${ui.changes[entry.resource]}${entry.removal ? ` (${ui.changes.removed})` : ""}: ${entry.name}`,
      updated: entry.lastUpdated,
      json: entry.url,
      summary: entry.removal?.replacement ? `${entry.note} ${ui.changes.replacedBy}: ${entry.removal.replacement.url}` : entry.note,
    })),
    ...(notices?.kind === "notices"
      ? notices.envelope.data.map((n) => ({ html: `${notices.route.html}#notice-${n.slug}`, id: `${notices.route.html}#notice-${n.slug}-${n.lastUpdated}`, title: n.statement, updated: n.lastUpdated, json: `${site.siteUrl}${notices.route.json}`, summary: n.note }))
      : []),
  ].sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0));
  const entries = items.slice(0, 50).map((entry) =>
    [
      "  <entry>",
      `    <id>${abs(entry.id)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <updated>${escapeXml(entry.updated)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${abs(entry.html)}"/>`,
      `    <link rel="alternate" type="application/json" href="${escapeXml(entry.json)}"/>`,
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">
  <id>${abs(routes.changesFeed(locale))}</id>
  <title>${escapeXml(`${ui.changes.title} · ${ui.site.name}`)}</title>
  <subtitle>${escapeXml(ui.changes.description)}</subtitle>
  <updated>${escapeXml(items[0] && items[0].updated > page.envelope.lastUpdated ? items[0].updated : page.envelope.lastUpdated)}</updated>
  <author><name>${escapeXml(ui.site.name)}</name></author>
  <link rel="self" type="application/atom+xml" href="${abs(routes.changesFeed(locale))}"/>
  <link rel="alternate" type="text/html" href="${abs(page.route.html)}"/>
${entries.join("\n")}
</feed>
`;
}
