// The developers' reference as HTML body and as Markdown (the mirror at developers/openapi.md).
import type { UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import { buildDevelopersView, type DevelopersView } from "../site/developers.ts";
import { routes } from "../site/routes.ts";
import type { Site } from "../site/site.ts";
import { localeMarkdownDoc, markdownDocument, type MarkdownDocument } from "./markdown.ts";
import { tripExplanationMarkdown } from "../trip/page.ts";
import { escapeMarkdown as md, html, markdownLink, section, type SafeHtml } from "./escape.ts";
import { contentLicence, termsFragment } from "../published/terms.ts";

/** A fenced code block whose fence is longer than any backtick run inside it. */
function fence(language: string, code: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = "`".repeat(longest + 1);
  return `${marks}${language}\n${code}\n${marks}`;
}

const sections = (ui: UiStrings): [string, string][] => [
  [ui.developers.versioningHeading, `${ui.developers.versioningText} ${ui.api.extensionText}`],
  [ui.developers.profileHeading, ui.developers.profileText],
  [ui.developers.sourcesHeading, ui.developers.sourcesText],
  [ui.developers.httpHeading, ui.developers.httpText],
];

export function developersHtml(view: DevelopersView, ui: UiStrings): SafeHtml {
  return html`<p class="lead">${ui.developers.intro}</p>
<ul>
<li><a href="${view.openApiUrl}" type="application/json">${ui.developers.openapiLink}</a></li>
<li>${ui.developers.schemasLink}: ${view.schemas.map((s, i) => html`${i ? ", " : ""}<a href="${s.url}" type="application/schema+json">${s.label}</a>`)}</li>
</ul>
${section(
  "resources",
  ui.developers.resourcesHeading,
  view.examples.map((example) => html`<h3 id="resource-${example.kind}">${example.label}</h3>
<p><code>GET ${example.path}</code></p>
<p>${ui.developers.exampleRequest}:</p>
<pre tabindex="0"><code>curl ${example.requestUrl}</code></pre>
<details>
<summary>${ui.developers.exampleResponse}</summary>
<pre tabindex="0"><code>${example.response}</code></pre>
</details>
`),
)}${section(
  "envelope",
  ui.developers.envelopeHeading,
  html`<p>${ui.developers.envelopeText}</p>
<table class="data-table">
<thead><tr><th scope="col">${ui.developers.fieldColumn}</th><th scope="col">${ui.developers.meaningColumn}</th></tr></thead>
<tbody>
${view.envelopeFields.map((field) => html`<tr><th scope="row"><code>${field.name}</code></th><td lang="en">${field.description}</td></tr>\n`)}</tbody>
</table>
`,
)}${sections(ui).map(([heading, text], i) => section(`topic-${i}`, heading, html`<p>${text}</p>\n`))}${section(
  termsFragment,
  ui.developers.licenceHeading,
  html`<p>${ui.developers.licenceText}</p>
<ul>
<li><a href="${contentLicence.url}" hreflang="en">${ui.developers.licenceLink}: ${contentLicence.name}</a></li>
<li>${ui.developers.contactText}: <a href="mailto:${view.contactEmail}">${view.contactEmail}</a></li>
</ul>
`,
)}`;
}

/** The licence, its legal text and the contact as one Markdown paragraph (the developers' mirror and every llms.txt). */
export function licenceMarkdown(ui: UiStrings, contactEmail: string): string {
  return `${md(ui.developers.licenceText)} ${markdownLink(`${ui.developers.licenceLink}: ${contentLicence.name}`, contentLicence.url)}. ${md(ui.developers.contactText)}: <${contactEmail}>.`;
}

export function developersMarkdown(view: DevelopersView, ui: UiStrings): string[] {
  return [
    md(ui.developers.intro),
    [`- ${markdownLink(ui.developers.openapiLink, view.openApiUrl)}`, ...view.schemas.map((s) => `- ${md(ui.developers.schemasLink)}: ${markdownLink(s.label, s.url)}`)].join("\n"),
    `## ${md(ui.developers.resourcesHeading)}`,
    ...view.examples.map((example) =>
      [
        `### ${md(example.label)}`,
        `\`GET ${example.path}\``,
        `${md(ui.developers.exampleRequest)}:`,
        fence("sh", `curl ${example.requestUrl}`),
        `${md(ui.developers.exampleResponse)}:`,
        fence("json", example.response),
      ].join("\n\n"),
    ),
    `## ${md(ui.developers.envelopeHeading)}`,
    md(ui.developers.envelopeText),
    view.envelopeFields.map((field) => `- \`${field.name}\`: ${md(field.description)}`).join("\n"),
    ...sections(ui).flatMap(([heading, text]) => [`## ${md(heading)}`, md(text)]),
    `## ${md(ui.developers.licenceHeading)}`,
    licenceMarkdown(ui, view.contactEmail),
  ];
}

/** The developers' reference as a Markdown document (its mirror and its full-text entry). */
export function developersMarkdownDoc(site: Site, locale: Locale): MarkdownDocument {
  const ui = site.ui[locale];
  const view = buildDevelopersView(site, locale);
  return localeMarkdownDoc(site, locale, {
    route: routes.developers,
    title: ui.developers.title,
    lastUpdated: view.lastUpdated,
    jsonPath: routes.developers(locale).json,
    body: [...developersMarkdown(view, ui), `## ${markdownLink(ui.trip.title, `${site.siteUrl}${routes.trip(locale).markdown}`)}`, ...tripExplanationMarkdown(site, locale, 3)],
  });
}

/** The whole Markdown mirror of the developers' reference (developers/openapi.md). */
export function developersMarkdownDocument(site: Site, locale: Locale): string {
  return markdownDocument(developersMarkdownDoc(site, locale), site.ui[locale], (l) => site.ui[l]);
}
