// JSON Schemas for editors, generated from the zod content schemas (one source of truth): the
// fields' words come from their .meta() there; this module adds what an editor's tool needs
// besides (VS Code's markdownEnumDescriptions, errorMessage and patternErrorMessage), and the
// slugs of the files that exist wherever a field names another file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ContentProblem } from "./problems.ts";
import { humanize } from "./editor-words.ts";
import { parseLocatedJson } from "./located-json.ts";
import {
  documentUrlSchema,
  evidenceDatedSchema,
  httpsUrlSchema,
  lastUpdatedSchema,
  reviewedSchema,
  slugPattern,
  slugSchema,
  textSchema,
  translationPathSchema,
  urlCharacters,
} from "./schemas.ts";
import { folderOfKind, schemaOfKind, slugReferences, type ContentFolder, type EntityKind } from "./slug-references.ts";
import { uiStringsSchema } from "./ui-schema.ts";
import { alternateNamesSchema, mapPlacesSchema } from "./places.ts";
import { removalsSchema } from "./removals.ts";
import { holdsText } from "./file-text.ts";

export const contentSchemaFiles: Record<string, { schema: z.ZodType; kind: EntityKind | null }> = {
  ...Object.fromEntries(Object.entries(schemaOfKind).map(([kind, schema]) => [`${kind}.schema.json`, { schema, kind: kind as EntityKind }])),
  "ui.schema.json": { schema: uiStringsSchema, kind: null },
  "alternate-names.schema.json": { schema: alternateNamesSchema, kind: null },
  "map-places.schema.json": { schema: mapPlacesSchema, kind: null },
  "removals.schema.json": { schema: removalsSchema, kind: null },
};

/** The files that a field may name, by folder: slug and what to show beside it. */
export type SlugCatalog = Record<ContentFolder, { slug: string; label: string }[]>;

/** The human message for each pattern of the schemas, learnt from the zod schema it comes from. */
function patternMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  const learn = (schema: z.ZodType, message: string) => {
    const walk = (node: unknown) => {
      if (!node || typeof node !== "object") return;
      const pattern = (node as { pattern?: unknown }).pattern;
      if (typeof pattern === "string" && !messages.has(pattern)) messages.set(pattern, message);
      for (const child of Object.values(node)) walk(child);
    };
    walk(z.toJSONSchema(schema, { target: "draft-2020-12", io: "input" }));
  };
  learn(reviewedSchema, "Expected a date written YYYY-MM-DD, such as 2026-11-23.");
  learn(lastUpdatedSchema, "Expected a UTC time written YYYY-MM-DDTHH:MM:SSZ, such as 2026-11-23T09:30:00Z (`date -u +%Y-%m-%dT%H:%M:%SZ`).");
  learn(evidenceDatedSchema, "Expected a year, a year and month, or a date: YYYY, YYYY-MM or YYYY-MM-DD, such as 2021 or 2021-05-12.");
  learn(translationPathSchema, "Expected the path of one language of a text, such as vaccines[1].note.de.");
  learn(slugSchema, "Expected a slug: lowercase letters a-z, digits and single hyphens, such as cote-d-ivoire.");
  learn(textSchema, "Expected one line of text: no line breaks or tabs, and no space at the start or end.");
  // documentUrlSchema builds on httpsUrlSchema: learn the general rule first, then the stricter one.
  learn(z.string().regex(urlCharacters), "Expected an address written with the characters a URL may hold: a space, quote, <, >, backslash or accented letter written %-encoded (%20 for a space).");
  learn(httpsUrlSchema, "Expected an https:// address without a user name or password, such as https://www.who.int/….");
  learn(documentUrlSchema, "Expected the address of a specific page or document (a path after the host), not a home page.");
  messages.set("^[A-Z]{2}$", "Expected two capital letters: the ISO 3166-1 alpha-2 code, such as KE.");
  return messages;
}

type JsonSchema = Record<string, unknown> & {
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  /** A sentence for each choice, from the zod schema's .meta() (schemas.ts). */
  values?: Record<string, string>;
  /** The folder of the files a field names (schemas.ts), here as the choices. */
  folder?: string;
};

/** What one file of a folder is called: its kind, except that a source is an advice body. */
const nounOf = (folder: ContentFolder) => (folder === "sources" ? "advice body" : Object.entries(folderOfKind).find(([, each]) => each === folder)![0].replace("-", " "));

/** Adds to one generated schema what an editor's tool needs; `kind` is null for files that name no other file. */
function forEditors(schema: JsonSchema, kind: EntityKind | null, catalog: SlugCatalog): JsonSchema {
  const patterns = patternMessages();
  const references = new Map((kind ? slugReferences[kind] : []).map((reference) => [reference.field, reference.folder]));

  /** The schema of one value; `branches` also reaches the alternatives of a nullable value. */
  const visit = (node: JsonSchema, path: string, group: string | null, key: string | null) => {
    const branches = [node, ...(node.anyOf ?? []), ...(node.allOf ?? []), ...(node.anyOf ?? []).flatMap((branch) => branch.allOf ?? [])];
    // The interface texts (content/ui/) are named by their keys: which part of the site, which text.
    if (key !== null && node.title === undefined) {
      node.title = group === null ? `Texts: ${humanize(key)}` : `${humanize(group)}: ${humanize(key)}`;
      node.description ??=
        group === null
          ? `The interface texts of the ${humanize(key)} part of the site, in this file's language.`
          : `Interface text \`${path}\` in this file's language. Keep any {placeholder} in braces exactly as it is: the site fills it in.`;
    }
    const values = branches.find((branch) => branch.values)?.values;
    const folder = references.get(path);
    for (const branch of branches) {
      delete branch.values;
      delete branch.folder;
      if (values && Array.isArray(branch.enum)) {
        branch.markdownEnumDescriptions = branch.enum.map((value) => values[String(value)]);
        const choices = branch.enum.map((value) => JSON.stringify(value));
        branch.errorMessage = `Expected one of ${choices.slice(0, -1).join(", ")} or ${choices.at(-1)} (your editor's suggestions say what each means).`;
      }
      if (folder && branch.type === "string") {
        // The existing slugs as the choices; a slug that is not among them gets this message.
        const entries = catalog[folder];
        delete branch.pattern;
        branch.enum = entries.map((entry) => entry.slug);
        branch.markdownEnumDescriptions = entries.map((entry) => entry.label);
        const noun = nounOf(folder);
        branch.errorMessage = `Not ${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun} in content/${folder}/: choose one of the suggestions, or add the ${noun} file first.`;
      }
      if (typeof branch.pattern === "string") {
        const message = patterns.get(branch.pattern);
        if (message) branch.patternErrorMessage = message;
      }
    }
    for (const branch of branches) {
      for (const [name, child] of Object.entries(branch.properties ?? {})) visit(child, path ? `${path}.${name}` : name, key, name);
      if (branch.items) visit(branch.items, `${path}[]`, group, `${key ?? ""}[]`);
    }
  };
  visit(schema, "", null, null);
  if (kind) schema.title = `One ${nounOf(folderOfKind[kind])} (a file in content/${folderOfKind[kind]}/)`;
  return schema;
}

/** What to show beside a slug among the choices, read leniently so a half-finished file still
 *  counts: a reference's publisher, title and edition; another file's English name. */
function slugLabel(folder: ContentFolder, value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  if (folder === "references") {
    return [record.publisher, record.title, record.edition].filter((part) => typeof part === "string").join(": ") || undefined;
  }
  const name = record.name as Record<string, unknown> | undefined;
  return typeof name?.en === "string" ? name.en : undefined;
}

/** A content file the editors' schemas would name, that cannot be read: fixed first (npm run check says where). */
export class UnreadableContent extends Error {
  constructor(file: string) {
    super(`content/${file} cannot be read as JSON: fix it first (npm run check says where); the schemas are not written from a broken file.`);
  }
}

/** The slug of every `{slug}.json` in each folder, with a label. */
export function readSlugCatalog(contentDir: string): SlugCatalog {
  const catalog = {} as SlugCatalog;
  for (const folder of Object.values(folderOfKind) as ContentFolder[]) {
    const dir = path.join(contentDir, folder);
    const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json") && slugPattern.test(name.slice(0, -5))) : [];
    catalog[folder] = names.map((name) => {
      const slug = name.slice(0, -5);
      // Read past what the check reads past (a missing or trailing comma); a file that cannot be
      // read at all would give its slug a wrong label, so no schema is made from it.
      const read = parseLocatedJson(readFileSync(path.join(dir, name), "utf8"));
      if (!read.ok) throw new UnreadableContent(`${folder}/${name}`);
      return { slug, label: slugLabel(folder, read.json.value) ?? slug };
    }).sort((a, b) => (a.slug < b.slug ? -1 : 1));
  }
  return catalog;
}

export function renderContentSchema(name: string, catalog: SlugCatalog): string {
  const file = contentSchemaFiles[name];
  if (!file) throw new Error(`No content schema named ${name}`);
  const json = z.toJSONSchema(file.schema, { target: "draft-2020-12", io: "input" }) as Record<string, unknown>;
  return `${JSON.stringify(forEditors(json, file.kind, catalog), null, 2)}\n`;
}

/** The content/schemas/ files whose text the content's slugs and names now change, with their new text. */
export function schemasToRefresh(contentDir: string): { file: string; text: string }[] {
  const catalog = readSlugCatalog(contentDir);
  return Object.keys(contentSchemaFiles).flatMap((name) => {
    const file = path.join(contentDir, "schemas", name);
    const text = renderContentSchema(name, catalog);
    return holdsText(file, text) ? [] : [{ file, text }];
  });
}

/** content/schemas/ files that no longer match the schemas and slugs: after a new vaccine,
 *  disease, advice body or reference, or a renamed one, the editor runs `npm run generate`. */
export function staleSchemas(contentDir: string, display: (file: string) => string = (file) => file): ContentProblem[] {
  // A content folder without schemas (a test fixture) has nothing to keep current.
  if (!existsSync(path.join(contentDir, "schemas"))) return [];
  let refresh;
  try {
    refresh = schemasToRefresh(contentDir);
  } catch (error) {
    // The broken file is the problem to fix, which the loader reports: `npm run generate` would not help.
    if (error instanceof UnreadableContent) return [];
    throw error;
  }
  return refresh.map(({ file }) => ({ file: display(file), path: "", expected: "the schema for the content's current slugs and names: run `npm run generate` and commit content/schemas/", found: "an out-of-date schema" }));
}
