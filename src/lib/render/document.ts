// What the page layout (_includes/page.11ty.ts) needs besides the page's content: what a page is
// (DocumentMeta), its title, the head every HTML file shares, and the links within the site.
import type { UiStrings } from "../content/ui-schema.ts";
import { locales, type Locale } from "../locales.ts";
import { escapeHtml, html, type SafeHtml } from "./escape.ts";
import { iconSprite } from "./icons.ts";
import { searchBox } from "./search.ts";
import { routes } from "../site/routes.ts";
import type { Crumb } from "../site/pages.ts";
import type { Site } from "../site/site.ts";

export interface DocumentMeta {
  locale: Locale;
  title: string;
  description: string;
  /** Site-relative path of this page. */
  path: string;
  /** The same page in every locale (this one included), for hreflang and the language switcher. */
  alternates: { locale: Locale; path: string }[];
  jsonPath?: string;
  markdownPath?: string;
  breadcrumbs: Crumb[];
  lastUpdated?: string;
  /** The locale's home page: its title is the site's name alone. */
  home?: boolean;
  /** A shorter form of the title for the document's <title>, where the heading is long. */
  headTitle?: string;
}

export interface SiteContext {
  siteUrl: string;
  ui: Record<Locale, UiStrings>;
  assetIntegrity: Record<"site.css" | "site.js", string>;
}

/**
 * One title pattern: "{page} · {site}"; the site's name alone on a home page; the page alone
 * where both pass 70 characters (search results cut longer titles, html-validate long-title),
 * cut to 70 where the page's own title is longer.
 */
export function documentTitle(title: string, siteName: string, home = false): string {
  // Measured as written in the page, with escapes, as html-validate counts it.
  const fits = (text: string) => escapeHtml(text).length <= 70;
  const full = `${title} · ${siteName}`;
  if (home) return siteName;
  if (fits(full)) return full;
  if (fits(title)) return title;
  let cut = title;
  while (cut && !fits(`${cut}…`)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The start of every HTML file (each page kind, the root and the 404 page) up to its body's
 * content: the head with title, description, icons, theme colour and Open Graph, the file's own
 * `links`, our one stylesheet and one deferred script (no inline code, so a strict CSP holds), and
 * the icons' symbols.
 */
export function documentStart(site: SiteContext, meta: { locale: Locale; title: string; description: string; url: string }, links: SafeHtml | SafeHtml[] | ""): SafeHtml {
  const ui = site.ui[meta.locale];
  return html`<!DOCTYPE html>
<html lang="${meta.locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${meta.title}</title>
<meta name="description" content="${meta.description}">
<meta name="theme-color" content="#0a6b5a" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="#121417" media="(prefers-color-scheme: dark)">
<link rel="icon" href="${hrefFor(site, "/favicon.ico")}" sizes="32x32">
<link rel="icon" href="${hrefFor(site, "/assets/icon.svg")}" type="image/svg+xml">
<link rel="apple-touch-icon" href="${hrefFor(site, "/assets/apple-touch-icon.png")}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${ui.site.name}">
<meta property="og:title" content="${meta.title}">
<meta property="og:description" content="${meta.description}">
<meta property="og:url" content="${meta.url}">
<meta property="og:locale" content="${ogLocales[meta.locale]}">
<meta property="og:image" content="${site.siteUrl}/assets/icon-512.png">
${links}<link rel="stylesheet" href="${hrefFor(site, "/assets/site.css")}" integrity="${site.assetIntegrity["site.css"]}">
<script src="${hrefFor(site, "/assets/site.js")}" integrity="${site.assetIntegrity["site.js"]}" defer></script>
</head>
<body>
${iconSprite()}
`;
}

const ogLocales: Record<Locale, string> = { nl: "nl_NL", en: "en_GB", de: "de_DE", fr: "fr_FR", es: "es_ES" };

/** Root-relative href that keeps a path prefix of SITE_URL (e.g. https://host/health). */
export function hrefFor(site: SiteContext, path: string): string {
  // SITE_URL is validated as an absolute URL without query or fragment: its path follows the host.
  return `${site.siteUrl.replace(/^https?:\/\/[^/]+/, "")}${path}`;
}

/** Alternates for a page that exists at the same path shape in every locale. */
export function alternatesFor(pathFor: (locale: Locale) => string): DocumentMeta["alternates"] {
  return locales.map((locale) => ({ locale, path: pathFor(locale) }));
}

/** What the page layout (_includes/page.11ty.ts) reads: the template's content and its `document`. */
export interface LayoutData {
  site: SiteContext;
  content: string;
  document(data: LayoutData): DocumentMeta;
}

/** A template's data for the page layout: the layout's name, and what the page is, from the page's data. */
export function pageLayout<D>(document: (data: D) => DocumentMeta): { layout: string; document: (data: D) => DocumentMeta } {
  return { layout: "page.11ty.ts", document };
}

/** What the template of a page that is one per locale reads. */
export interface LocaleData {
  site: Site;
  locale: Locale;
}

/** The site root and the 404 page: no single language, so they speak all five. On the 404 page
 *  the script shows only the visitor's language (from the address, else the browser's), with a
 *  destination search and the way home; without a script all five stay. */
export function languageChoicePage(site: Site, variant: "root" | "notFound"): string {
  const href = (path: string) => hrefFor(site, path);
  const en = site.ui.en;
  const title = variant === "root" ? en.site.name : `${en.notFound.title} · ${en.site.name}`;
  const total = site.content.countries.length;
  const sections = site.locales.map((locale) => {
    const ui = site.ui[locale];
    const home = html`<p><a href="${href(routes.home(locale))}" hreflang="${locale}">${ui.languageName}: ${ui.site.home}</a></p>\n`;
    return html`<section lang="${locale}" class="language-choice">
${
  variant === "notFound"
    ? html`<h2>${ui.notFound.title}</h2>\n<p>${ui.notFound.text}</p>\n${home}${searchBox(ui, total, `search-${locale}`, href(routes.countryList(locale).html))}`
    : html`<h2>${ui.site.name}</h2>\n<p>${ui.site.description}</p>\n${home}`
}</section>
`;
  });
  const alternates = variant === "root" ? site.locales.map((locale) => html`<link rel="alternate" hreflang="${locale}" href="${site.siteUrl}${routes.home(locale)}">\n`) : "";
  return html`${documentStart(site, { locale: "en", title, description: en.site.description, url: `${site.siteUrl}/` }, alternates)}<main id="main" class="wrap"${variant === "root" ? html` data-locales="${site.locales.join(" ")}"` : html` data-not-found`}>
<h1>${site.locales.map((locale, i) => html`${i ? " · " : ""}<span lang="${locale}">${variant === "root" ? site.ui[locale].notFound.chooseLanguage : site.ui[locale].notFound.title}</span>`)}</h1>
${sections}</main>
</body>
</html>
`.value;
}
