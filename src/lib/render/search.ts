// The destination search box and the A–Z index, shared by the country list, the home pages and
// the 404 page. The box is in the page from the start, so nothing moves when src/assets/site.js
// makes it work; where scripts are off, the stylesheet hides it. The A–Z index needs no script.
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import type { Destination } from "../site/pages.ts";
import { html, type SafeHtml } from "./escape.ts";

/** First letter for the A–Z index: accents folded, so É files under E and Ö under O; "#" for the rest. */
export function initialOf(name: string): string {
  const letter = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : "#";
}

/** The fragment of a letter's first destination: az-A … az-Z, az-0 for the rest. */
export const letterId = (letter: string) => `az-${letter === "#" ? "0" : letter}`;

/** The anchor of each letter: the first destination whose name starts with it. */
export function letterAnchors(destinations: readonly Destination[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const d of destinations) if (!first.has(initialOf(d.name))) first.set(initialOf(d.name), d.slug);
  return first;
}

/**
 * The search box. With `source` (the country list page's address) it shows its best matches as a
 * list of links; without, it narrows the table of destinations on the same page.
 */
export function searchBox(ui: UiStrings, total: number, id: string, source?: string): SafeHtml {
  const fields = html`<label for="${id}">${ui.search.label}</label>
<p class="hint" id="${id}-hint">${ui.search.hint}</p>
<input id="${id}" type="search" autocomplete="off" spellcheck="false" aria-describedby="${id}-hint"${source ? "" : html` aria-controls="destinations"`}>
<p class="search-status" role="status" data-count="${ui.search.count}" data-empty="${ui.search.empty}" data-total="${total}">${source ? "" : formatText(ui.search.count, { count: total, total })}</p>
`;
  return source
    ? html`<form class="search" role="search" data-search data-source="${source}">
${fields}<button type="submit">${ui.search.go}</button>
<ol class="search-results"></ol>
</form>
`
    : html`<div class="search" role="search" data-search>
${fields}</div>
`;
}

/** Letter links to the first destination of each letter, on the country list page at `listHref`. */
export function azIndex(destinations: readonly Destination[], ui: UiStrings, listHref = ""): SafeHtml {
  return html`<nav class="az" aria-label="${ui.search.azLabel}">
<ul>${[...letterAnchors(destinations).keys()].map((letter) => html`<li><a href="${listHref}#${letterId(letter)}">${letter}</a></li>`)}</ul>
</nav>
`;
}
