// The site root and the 404 page: no single language, so they speak all five. On the 404 page
// the script shows only the visitor's language (from the address, else the browser's), with a
// destination search and the way home; without a script all five stay.
import { fileBytes } from "./lib/render/file-bytes.ts";
import { documentStart, hrefFor } from "./lib/render/document.ts";
import { html } from "./lib/render/escape.ts";
import { searchBox } from "./lib/render/search.ts";
import { routes } from "./lib/site/routes.ts";
import type { Site } from "./lib/site/site.ts";
import { perRootFile } from "./lib/site/template-data.ts";

interface Data {
  site: Site;
  variant: "root" | "notFound";
}

export const data = perRootFile("variant", ["root", "notFound"] as const, (variant) => (variant === "root" ? "/index.html" : "/404.html"));

export const render = fileBytes(({ site, variant }: Data): string => {
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
});
