// How the form editor reads and writes our files, so a save changes only what the editor changed.
// Decap keeps an entry as an Immutable map, which loses key order past eight keys; written with its
// own JSON format, every save would reshuffle the file. These formats write the keys in the order
// of the collection's fields (generated from the zod schemas, whose order the files follow), with
// the files' own layout: two-space JSON and a final newline. Keys the form does not know come
// after, as they were. Profiles are plain Markdown without front matter.

/** A form field as far as saving is concerned: its name, for a group or list its fields, and
 *  what an empty value becomes (the schema's null, or no key at all for an optional field). */
export interface OrderedField {
  name: string;
  fields?: readonly OrderedField[];
  /** Left empty, the field is saved as null (the schema's "none"), not left out or "". */
  nullable?: boolean;
  /** Left empty, the field is left out of the file (it is optional and takes no null). */
  omit_empty?: boolean;
  /** A list (Decap's list widget, or a select or picker of several): left empty, it is saved as []. */
  widget?: string;
  multiple?: boolean;
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

/** Whether the form left a value empty: nothing, "", an empty list, or a group of empty values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value as Record<string, unknown>).every(isEmpty);
  return false;
}

/**
 * What the schema expects of fields the editor left empty: null where the schema takes null
 * ("none", "not yet sourced"), no key where the field is optional. Decap leaves an empty field
 * out or writes "", which the check then reads as missing.
 */
export function emptiesAsSchema(value: unknown, fields: readonly OrderedField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => emptiesAsSchema(item, fields));
  if (value === null || typeof value !== "object" || !fields) return value;
  const record: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of fields) {
    const item = record[field.name];
    // An optional field that may be null keeps a null it has; otherwise empty is absent (Decap
    // shows an absent list as an empty one, so an untouched entry saves unchanged).
    if (field.omit_empty && !(field.nullable && item === null) && isEmpty(item)) delete record[field.name];
    else if (field.nullable && isEmpty(item)) record[field.name] = null;
    // A list the file always has: an untouched one in a new entry is [], as `npm run new` writes it.
    else if (item === undefined && !field.omit_empty && (field.widget === "list" || field.multiple === true)) record[field.name] = [];
    else if (Object.hasOwn(record, field.name)) record[field.name] = emptiesAsSchema(item, field.fields);
  }
  return record;
}

export function jsonToFile(value: unknown, fields: readonly OrderedField[]): string {
  return `${JSON.stringify(orderKeys(emptiesAsSchema(value, fields), fields), null, 2)}\n`;
}

/** The fields a new profile is named by (diseases/{disease}.{language}.md); never written into the file. */
export const profileTarget = { disease: "newProfileDisease", language: "newProfileLanguage" } as const;

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
