// The references next to each fact, in HTML and Markdown: first how far the fact is sourced (its
// evidence state, derived once in the view model), then each reference: who published it and
// what kind of source that is, its title and edition (linked to the copy that was read, naming
// the host of a copy hosted elsewhere), where in it, the source's own words, and when it was
// consulted.
import type { EvidenceState } from "../content/citations.ts";
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import type { PublishedCitation } from "../published/provenance.ts";
import { formatDate } from "./dates.ts";
import { escapeMarkdown as md, html, markdownLink, type SafeHtml } from "./escape.ts";

/** A fact's sourcing as the view model publishes it. */
export interface SourcedFact {
  evidence: EvidenceState;
  notConfirmed: readonly string[];
  citations: readonly PublishedCitation[] | null;
}

/** A confirmed fact's attributes that no cited quote states, in words; null when there are none
 *  (a fact not confirmed as a whole says so in its state already). */
function notConfirmedWords(fact: SourcedFact, ui: UiStrings): string | null {
  if (fact.evidence !== "confirmed" || fact.notConfirmed.length === 0) return null;
  const names = fact.notConfirmed.map((attribute) => ui.attributes[attribute as keyof UiStrings["attributes"]] ?? attribute);
  return formatText(ui.country.notConfirmedAttributes, { attributes: names.join(", ") });
}

const titleWithEdition = (c: PublishedCitation) => (c.edition ? `${c.title} (${c.edition})` : c.title);
const publisherWithKind = (c: PublishedCitation, ui: UiStrings) => `${c.publisher} (${ui.referenceKind[c.kind]})`;
const hostNote = (c: PublishedCitation, ui: UiStrings) => (c.host ? `${formatText(ui.country.copyHostedBy, { host: c.host })}, ` : "");

/** "consulted {date}" with the date as a <time> element, wherever the locale puts it. */
function consulted(ui: UiStrings, date: SafeHtml): SafeHtml {
  const [before = "", after = ""] = ui.country.consulted.split("{date}");
  return html`${before}${date}${after}`;
}

export function citationsHtml(fact: SourcedFact, ui: UiStrings, locale: Locale): SafeHtml {
  const unstated = notConfirmedWords(fact, ui);
  const state = html`<span class="evidence evidence-${fact.evidence}">${ui.evidence[fact.evidence]}</span>${unstated ? html` <span class="evidence not-confirmed">${unstated}</span>` : ""}`;
  if (fact.citations === null) return state;
  return html`${state}<ul class="citations">
${fact.citations.map(
  (c) =>
    html`<li>${publisherWithKind(c, ui)}: <cite><a href="${c.url}" rel="external">${titleWithEdition(c)}</a></cite>, ${c.locator}${
      c.quote ? html`: <q>${c.quote}</q>` : ""
    } (${hostNote(c, ui)}${consulted(ui, html`<time datetime="${c.consulted}">${formatDate(c.consulted, locale)}</time>`)})</li>\n`,
)}</ul>`;
}

/** The state, then one line per citation, indented under the fact's own list item. */
export function citationsMarkdown(fact: SourcedFact, ui: UiStrings, locale: Locale, indent = "  "): string {
  const unstated = notConfirmedWords(fact, ui);
  const state = `${indent}- *${md(ui.evidence[fact.evidence])}*${unstated ? ` *${md(unstated)}*` : ""}`;
  if (fact.citations === null) return state;
  return [
    state,
    ...fact.citations.map(
      (c) =>
        `${indent}- ${md(publisherWithKind(c, ui))}: ${markdownLink(titleWithEdition(c), c.url)}, ${md(c.locator)}${c.quote ? `: “${md(c.quote)}”` : ""} (${md(
          hostNote(c, ui) + formatText(ui.country.consulted, { date: formatDate(c.consulted, locale) }),
        )})`,
    ),
  ].join("\n");
}
