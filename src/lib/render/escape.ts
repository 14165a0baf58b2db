// Escaping for the two text outputs. Every string from content passes through one of these, so
// no content can change the structure of a page or a Markdown document.

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

const htmlSpecial = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most text has nothing to escape; testing first spares a replace call per string.
  return htmlSpecial.test(text) ? text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!) : text;
}

/** HTML that is already safe: built by the html`` tag, never from content directly. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function renderValue(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join("");
  return escapeHtml(String(value));
}

/** Tagged template: interpolated values are escaped unless they are SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += renderValue(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

// CommonMark lets a backslash escape any ASCII punctuation; these are the characters that can
// start a construct anywhere in a line. `&` is escaped so entities stay literal.
const markdownInlineChars = "\\\\`*_[\\]<>|&~";
const markdownInline = new RegExp(`[${markdownInlineChars}]`, "g");
// Characters that only matter at the start of a line: headings, quotes, list markers, rules.
const lineStart = /^(\s*)([#>+=-])/;
const orderedListStart = /^(\s*\d+)([.)])/;

/** Text that holds none of the above needs no escaping (most content text): spare the replaces. */
const markdownSpecial = new RegExp(`[\\r\\n${markdownInlineChars}]|${lineStart.source}|${orderedListStart.source}`);

/** Escapes one line of content text for Markdown; line breaks become spaces. */
export function escapeMarkdown(text: string): string {
  if (!markdownSpecial.test(text)) return text;
  const escaped = text.replace(/[\r\n]+/g, " ").replace(markdownInline, (c) => `\\${c}`);
  return escaped.replace(lineStart, "$1\\$2").replace(orderedListStart, "$1\\$2");
}

/** A URL inside Markdown link parentheses: characters that would end or break the link are encoded. */
export function markdownUrl(url: string): string {
  return url.replace(/[()<>\s\\]/g, (c) => encodeURIComponent(c));
}

export function markdownLink(text: string, url: string): string {
  return `[${escapeMarkdown(text)}](${markdownUrl(url)})`;
}

/** A section labelled by its heading (an h2 whose id is `id`); `body` ends with its own line break. */
export function section(id: string, heading: SafeHtml | string, body: HtmlValue): SafeHtml {
  return html`<section aria-labelledby="${id}">
<h2 id="${id}">${heading}</h2>
${body}</section>
`;
}
