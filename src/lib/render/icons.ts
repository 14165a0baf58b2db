// The severity icons: one symbol per token, each a different shape (triangle, diamond, circle
// with "i", circle with a tick) so the status never rests on colour alone. The holes are cut with
// the even-odd rule, so the page's background shows through in light, dark and print.
import type { Severity } from "../site/severity.ts";
import { html, type SafeHtml } from "./escape.ts";

const shapes: Record<Severity, string> = {
  high: "M10 1 19.6 18.5H.4zM9 7v6h2V7zm0 7.5v2h2v-2z",
  medium: "M10 .4 19.6 10 10 19.6.4 10zM9 5v6.5h2V5zm0 8v2h2v-2z",
  low: "M10 1a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM9 8.5V15h2V8.5zM9 5v2h2V5z",
  none: "M10 1a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM5.4 10.1l1.4-1.4 2 2 4.4-4.4 1.4 1.4-5.8 5.8z",
};

/** The symbols, once per page; each icon refers to one with <use>. */
export function iconSprite(): SafeHtml {
  return html`<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0">${(Object.keys(shapes) as Severity[]).map(
    (severity) => html`<symbol id="icon-${severity}" viewBox="0 0 20 20"><path fill-rule="evenodd" d="${shapes[severity]}"/></symbol>`,
  )}</svg>`;
}

/** A severity icon in the token's colour; decorative, since the text beside it says the same. */
export function severityIcon(severity: Severity): SafeHtml {
  return html`<svg class="sev-icon sev-${severity}" aria-hidden="true" focusable="false"><use href="#icon-${severity}"/></svg>`;
}
