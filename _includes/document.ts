// The HTML document around every page: head with hreflang alternates and format links, header
// with navigation and language switcher, breadcrumbs, footer with the notice (DESIGN §3).
import type { UiStrings } from "../src/lib/content/ui-schema.ts";
import { locales, type Locale } from "../src/lib/locales.ts";
import { formatDate } from "../src/lib/render/dates.ts";
import { html, type SafeHtml } from "../src/lib/render/escape.ts";
import { routes } from "../src/lib/site/routes.ts";
import type { Crumb } from "../src/lib/site/pages.ts";

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
}

export interface SiteContext {
  siteUrl: string;
  ui: Record<Locale, UiStrings>;
  assetIntegrity: Record<"site.css" | "site.js", string>;
}

/** The page title with the site name, unless that gets too long for search results. */
export function documentTitle(title: string, siteName: string): string {
  const full = `${title} · ${siteName}`;
  return full.length <= 70 ? full : title;
}

/** Our one stylesheet and one deferred script: no inline code, so a strict CSP holds. */
export function assetLinks(site: SiteContext): SafeHtml {
  return html`<link rel="stylesheet" href="${hrefFor(site, "/assets/site.css")}" integrity="${site.assetIntegrity["site.css"]}">
<script src="${hrefFor(site, "/assets/site.js")}" integrity="${site.assetIntegrity["site.js"]}" defer></script>`;
}

/** Root-relative href that keeps a path prefix of SITE_URL (e.g. https://host/health). */
export function hrefFor(site: SiteContext, path: string): string {
  // SITE_URL is validated as an absolute URL without query or fragment: its path follows the host.
  return `${site.siteUrl.replace(/^https?:\/\/[^/]+/, "")}${path}`;
}

export function renderDocument(meta: DocumentMeta, body: SafeHtml, site: SiteContext): string {
  const ui = site.ui[meta.locale];
  const href = (path: string) => hrefFor(site, path);
  const absolute = (path: string) => `${site.siteUrl}${path}`;
  const defaultAlternate = meta.alternates.find((a) => a.locale === "en");
  const document = html`<!DOCTYPE html>
<html lang="${meta.locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${documentTitle(meta.title, ui.site.name)}</title>
<meta name="description" content="${meta.description}">
<link rel="canonical" href="${absolute(meta.path)}">
${meta.alternates.map((a) => html`<link rel="alternate" hreflang="${a.locale}" href="${absolute(a.path)}">\n`)}${
    defaultAlternate ? html`<link rel="alternate" hreflang="x-default" href="${absolute(defaultAlternate.path)}">\n` : ""
  }${meta.jsonPath ? html`<link rel="alternate" type="application/json" href="${absolute(meta.jsonPath)}">\n` : ""}${
    meta.markdownPath ? html`<link rel="alternate" type="text/markdown" href="${absolute(meta.markdownPath)}">\n` : ""
  }<link rel="alternate" type="application/atom+xml" href="${absolute(routes.changesFeed(meta.locale))}" title="${ui.changes.atomLink}">
${assetLinks(site)}
</head>
<body>
<a class="skip-link" href="#main">${ui.site.skipToContent}</a>
<header class="site-header">
<div class="wrap header-row">
<a class="site-name" href="${href(routes.home(meta.locale))}">${ui.site.name}</a>
<nav class="main-nav" aria-label="${ui.nav.label}">
<ul>
<li><a href="${href(routes.countryList(meta.locale).html)}">${ui.nav.countries}</a></li>
<li><a href="${href(routes.diseaseIndex(meta.locale).html)}">${ui.nav.diseases}</a></li>
<li><a href="${href(routes.catalog(meta.locale).html)}">${ui.nav.vaccines}</a></li>
<li><a href="${href(routes.trip(meta.locale).html)}">${ui.trip.navLabel}</a></li>
<li><a href="${href(routes.developers(meta.locale).html)}">${ui.nav.developers}</a></li>
</ul>
</nav>
<nav class="language-nav" aria-label="${ui.site.otherLanguages}">
<ul>
${meta.alternates.map((a) =>
    a.locale === meta.locale
      ? html`<li><a href="${href(a.path)}" hreflang="${a.locale}" lang="${a.locale}" aria-current="page">${site.ui[a.locale].languageName}</a></li>\n`
      : html`<li><a href="${href(a.path)}" hreflang="${a.locale}" lang="${a.locale}">${site.ui[a.locale].languageName}</a></li>\n`,
  )}</ul>
</nav>
</div>
</header>
<main id="main" class="wrap">
${
  meta.breadcrumbs.length
    ? html`<nav class="breadcrumbs" aria-label="${ui.site.breadcrumbs}">
<ol>
${meta.breadcrumbs.map((crumb) => html`<li><a href="${href(crumb.url)}">${crumb.label}</a></li>\n`)}<li aria-current="page">${meta.title}</li>
</ol>
</nav>
`
    : ""
}<h1>${meta.title}</h1>
${body}
</main>
<footer class="site-footer">
<div class="wrap">
<p class="notice">${ui.site.notice}</p>
${
  meta.jsonPath && meta.markdownPath
    ? html`<p>${ui.site.formats}: <a href="${href(meta.jsonPath)}" type="application/json">${ui.site.jsonLink}</a> · <a href="${href(meta.markdownPath)}" type="text/markdown">${ui.site.markdownLink}</a></p>\n`
    : ""
}${meta.lastUpdated ? html`<p>${ui.site.lastUpdated}: <time datetime="${meta.lastUpdated}">${formatDate(meta.lastUpdated, meta.locale)}</time></p>\n` : ""}</div>
</footer>
</body>
</html>
`;
  return document.value;
}

/** Alternates for a page that exists at the same path shape in every locale. */
export function alternatesFor(pathFor: (locale: Locale) => string): DocumentMeta["alternates"] {
  return locales.map((locale) => ({ locale, path: pathFor(locale) }));
}
