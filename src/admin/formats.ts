// How the form editor reads and writes our files, so a save changes only what the editor changed.
// Decap keeps an entry as an Immutable map, which loses key order past eight keys; written with its
// own JSON format, every save would reshuffle the file. These formats write the keys in the order
// of the collection's fields (generated from the zod schemas, whose order the files follow), with
// the files' own layout: two-space JSON and a final newline. Keys the form does not know come
// after, as they were. Profiles are plain Markdown without front matter.

/** A form field as far as key order is concerned: its name and, for a group or list, its fields. */
export interface OrderedField {
  name: string;
  fields?: readonly OrderedField[];
}

/** The format names the generated configuration uses (src/admin/decap-config.ts). */
export const contentFormats = {
  json: (collection: string) => `content-json-${collection}`,
  markdownBody: "markdown-body",
} as const;

/** `value` with its object keys in field order, all the way down. */
export function orderKeys(value: unknown, fields: readonly OrderedField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => orderKeys(item, fields));
  if (value === null || typeof value !== "object" || !fields) return value;
  const record = value as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(record, field.name)) ordered[field.name] = orderKeys(record[field.name], field.fields);
  for (const [key, item] of Object.entries(record)) if (!Object.hasOwn(ordered, key)) ordered[key] = item;
  return ordered;
}

export function jsonToFile(value: unknown, fields: readonly OrderedField[]): string {
  return `${JSON.stringify(orderKeys(value, fields), null, 2)}\n`;
}

export function markdownFromFile(text: string): { body: string } {
  return { body: text };
}

export function markdownToFile(value: { body?: unknown }): string {
  const body = typeof value.body === "string" ? value.body : "";
  return `${body.replace(/\s+$/, "")}\n`;
}

/** Now, as the content files write lastUpdated: UTC to the second, with Z. */
export function utcNow(now = new Date()): string {
  return `${now.toISOString().slice(0, 19)}Z`;
}
