// The page every HTML template shares, through Eleventy's layout chain
// (https://www.11ty.dev/docs/layouts/): the head with hreflang alternates and format links, the
// header with navigation and language switcher, the breadcrumbs and heading, the template's
// content, the footer with the not-medical-advice notice every page carries. A template names
// this layout and says what its page is with `pageLayout` (src/lib/render/document.ts).
import { documentStart, documentTitle, hrefFor, type DocumentMeta, type LayoutData, type SiteContext } from "../src/lib/render/document.ts";
import { formatDate } from "../src/lib/render/dates.ts";
import { html, SafeHtml } from "../src/lib/render/escape.ts";
import { fileBytes } from "../src/lib/render/file-bytes.ts";
import { routes } from "../src/lib/site/routes.ts";

// The content is the template's own HTML, escaped where it was built.
export const render = fileBytes((data: LayoutData) => renderDocument(data.document(data), new SafeHtml(data.content), data.site));

function renderDocument(meta: DocumentMeta, body: SafeHtml, site: SiteContext): string {
  const ui = site.ui[meta.locale];
  const href = (path: string) => hrefFor(site, path);
  const absolute = (path: string) => `${site.siteUrl}${path}`;
  const defaultAlternate = meta.alternates.find((a) => a.locale === "en");
  // The traveller's sections; the developers' reference is linked from the footer.
  const sections = [
    { path: routes.countryList(meta.locale).html, label: ui.nav.countries },
    { path: routes.diseaseIndex(meta.locale).html, label: ui.nav.diseases },
    { path: routes.catalog(meta.locale).html, label: ui.nav.vaccines },
    { path: routes.trip(meta.locale).html, label: ui.trip.navLabel },
  ];
  const links = html`
<link rel="canonical" href="${absolute(meta.path)}">
${meta.alternates.map((a) => html`<link rel="alternate" hreflang="${a.locale}" href="${absolute(a.path)}">\n`)}${
    defaultAlternate ? html`<link rel="alternate" hreflang="x-default" href="${absolute(defaultAlternate.path)}">\n` : ""
  }${meta.jsonPath ? html`<link rel="alternate" type="application/json" href="${absolute(meta.jsonPath)}">\n` : ""}${
    meta.markdownPath ? html`<link rel="alternate" type="text/markdown" href="${absolute(meta.markdownPath)}">\n` : ""
  }<link rel="alternate" type="application/atom+xml" href="${absolute(routes.changesFeed(meta.locale))}" title="${ui.changes.atomLink}">
`;
  const title = documentTitle(meta.headTitle ?? meta.title, ui.site.name, meta.home);
  const document = html`${documentStart(site, { locale: meta.locale, title, description: meta.description, url: absolute(meta.path) }, links)}<a class="skip-link" href="#main">${ui.site.skipToContent}</a>
<header class="site-header">
<div class="wrap header-row">
<a class="site-name" href="${href(routes.home(meta.locale))}">${ui.site.name}</a>
<nav class="language-nav" aria-label="${ui.site.otherLanguages}">
<details>
<summary><svg class="globe" aria-hidden="true" focusable="false" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8.5"/><path d="M1.5 10h17M10 1.5c2.5 2.3 3.6 5.2 3.6 8.5s-1.1 6.2-3.6 8.5c-2.5-2.3-3.6-5.2-3.6-8.5s1.1-6.2 3.6-8.5z"/></svg><span>${meta.locale.toUpperCase()}</span><span class="visually-hidden"> (${ui.languageName}): ${ui.site.otherLanguages}</span></summary>
<ul>
${meta.alternates.map(
    (a) =>
      html`<li><a href="${href(a.path)}" hreflang="${a.locale}" lang="${a.locale}"${a.locale === meta.locale ? html` aria-current="page"` : ""}>${site.ui[a.locale].languageName}</a></li>\n`,
  )}</ul>
</details>
</nav>
<nav class="main-nav" aria-label="${ui.nav.label}">
<ul>
${sections.map((s) => html`<li><a href="${href(s.path)}"${meta.path.startsWith(s.path) && !(s.path === routes.countryList(meta.locale).html && meta.path.startsWith(routes.diseaseIndex(meta.locale).html)) ? html` aria-current="${meta.path === s.path ? "page" : "true"}"` : ""}>${s.label}</a></li>\n`)}</ul>
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
}<p><a href="${href(routes.developers(meta.locale).html)}">${ui.nav.developers}</a></p>
${meta.lastUpdated ? html`<p>${ui.site.lastUpdated}: <time datetime="${meta.lastUpdated}">${formatDate(meta.lastUpdated, meta.locale)}</time></p>\n` : ""}</div>
</footer>
</body>
</html>
`;
  return document.value;
}
