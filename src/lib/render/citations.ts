// The references next to each fact, in HTML and Markdown: who published the document, its title
// and edition (linked to the copy that was read), where in it, the source's own words, and when
// it was consulted; or, for a fact without citations, that it is not yet sourced.
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import type { PublishedCitation } from "../published/provenance.ts";
import { formatDate } from "./dates.ts";
import { escapeMarkdown as md, html, markdownLink, type SafeHtml } from "./escape.ts";

const titleWithEdition = (c: PublishedCitation) => (c.edition ? `${c.title} (${c.edition})` : c.title);

/** "consulted {date}" with the date as a <time> element, wherever the locale puts it. */
function consulted(ui: UiStrings, date: SafeHtml): SafeHtml {
  const [before = "", after = ""] = ui.country.consulted.split("{date}");
  return html`${before}${date}${after}`;
}

export function citationsHtml(citations: readonly PublishedCitation[] | null, ui: UiStrings, locale: Locale): SafeHtml {
  if (citations === null) return html`<span class="unsourced">${ui.country.notYetSourced}</span>`;
  return html`<ul class="citations">
${citations.map(
  (c) =>
    html`<li>${c.publisher}: <cite><a href="${c.url}" rel="external">${titleWithEdition(c)}</a></cite>, ${c.locator}${
      c.quote ? html`: <q>${c.quote}</q>` : ""
    } (${consulted(ui, html`<time datetime="${c.consulted}">${formatDate(c.consulted, locale)}</time>`)})</li>\n`,
)}</ul>`;
}

/** One line per citation, indented under the fact's own list item. */
export function citationsMarkdown(citations: readonly PublishedCitation[] | null, ui: UiStrings, locale: Locale, indent = "  "): string {
  if (citations === null) return `${indent}- *${md(ui.country.notYetSourced)}*`;
  return citations
    .map(
      (c) =>
        `${indent}- ${md(c.publisher)}: ${markdownLink(titleWithEdition(c), c.url)}, ${md(c.locator)}${c.quote ? `: “${md(c.quote)}”` : ""} (${md(
          formatText(ui.country.consulted, { date: formatDate(c.consulted, locale) }),
        )})`,
    )
    .join("\n");
}
