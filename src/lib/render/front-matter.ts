// YAML front matter for the Markdown mirrors: the envelope's facts in a form a
// language-model reader or a static-site tool reads without parsing the prose.
// Every string is written as a double-quoted YAML scalar, escaped as JSON escapes it (JSON's
// escapes are a subset of YAML 1.2's), plus the characters YAML 1.1 readers treat as line
// breaks or that a YAML stream may not hold, as \uXXXX; so no content text can end the block or
// add a key.

export type FrontMatterValue = string | number | boolean | null | readonly string[];

// `<`, `>` and `&` too: a Markdown renderer that does not know front matter shows the block as
// text, and must find no HTML in it.
const unsafeInYaml = /[<>&\u0085\u2028\u2029\ufeff\u007f-\u009f]/g;

function scalar(value: string | number | boolean | null): string {
  if (typeof value !== "string") return String(value);
  return JSON.stringify(value).replace(unsafeInYaml, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** `---`, one `key: value` line per field (lists as `- item` lines), `---`. Keys are ours, never content. */
export function frontMatter(fields: Record<string, FrontMatterValue | undefined>): string {
  const lines = Object.entries(fields).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (Array.isArray(value)) return value.length === 0 ? [`${key}: []`] : [`${key}:`, ...value.map((item) => `  - ${scalar(item)}`)];
    return [`${key}: ${scalar(value as string | number | boolean | null)}`];
  });
  return ["---", ...lines, "---"].join("\n");
}
