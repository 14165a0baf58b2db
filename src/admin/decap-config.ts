// The form editor's configuration (Decap CMS, /admin/config.yml), generated from the editors'
// JSON Schemas, which are generated from the zod content schemas: one model, three views. Field
// labels and hints are the schemas' titles and descriptions; enums become selects whose options
// carry the enum descriptions; fields that name another file become relation pickers over that
// folder; dates become date pickers; the five locales of a text sit together in one group; the
// disease profiles are Markdown. Nothing here describes a field by hand.
import { renderContentSchema } from "../lib/content/json-schemas.ts";
import type { SlugCatalog } from "../lib/content/json-schemas.ts";
import { folderOfKind, slugReferences, type ContentFolder, type EntityKind } from "../lib/content/slug-references.ts";
import { locales, profileLocales } from "../lib/locales.ts";
import { localeNames } from "../lib/content/editor-words.ts";
import { fillInEachLocale, newProfileBody } from "../lib/content/fill-in-markers.ts";
import { newCountry, newDisease, newNotice, newVaccine } from "../lib/content/scaffold.ts";
import { contentFormats, profileTarget } from "./formats.ts";

/** A node of the editors' JSON Schemas, as far as the form needs it. */
type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  format?: string;
  pattern?: string;
  patternErrorMessage?: string;
  markdownEnumDescriptions?: (string | undefined)[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
};

/** Where the form editor saves in production: a GitHub repository (settings in the README, "Form editor"). */
export interface CmsBackend {
  /** `owner/name` of the repository on GitHub; absent until the repository has a remote. */
  repo?: string;
  branch: string;
  /** The OAuth provider Decap signs in through (Netlify's by default; another host needs its own, README). */
  baseUrl?: string;
}

/** The production backend from the build's environment: CMS_REPO, CMS_BRANCH, CMS_AUTH_URL. */
export function readCmsBackend(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const repo = env.CMS_REPO?.trim() || undefined;
  if (repo !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_REPO: expected the GitHub repository as owner/name, such as travel-health/content; found ${JSON.stringify(repo)}`);
  const baseUrl = env.CMS_AUTH_URL?.trim() || undefined;
  if (baseUrl !== undefined && !/^https:\/\/[^/\s]+$/.test(baseUrl)) throw new Error(`CMS_AUTH_URL: expected the https:// origin of the OAuth provider, without a path; found ${JSON.stringify(baseUrl)}`);
  return { repo, branch: env.CMS_BRANCH?.trim() || "main", ...(baseUrl ? { baseUrl } : {}) };
}

/** One Decap field (https://decapcms.org/docs/widgets/): only the options this generator sets. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  [option: string]: unknown;
}

/** The entity files the form editor opens, in menu order, with what a list of them shows, and
 *  for those the form creates, the starting file `npm run new` writes (src/lib/content/scaffold.ts). */
const entityCollections: { kind: EntityKind; label: string; singular: string; summary: string; display: string[]; search: string[]; start?: () => Record<string, unknown>; delete?: true }[] = [
  { kind: "country", label: "Countries", singular: "Country", summary: "{{name.en}} ({{slug}})", display: ["name.en"], search: ["slug", "name.en", "name.nl"], start: () => newCountry("", "", fillInEachLocale("destinationName"), "") },
  { kind: "disease", label: "Diseases", singular: "Disease", summary: "{{name.en}} ({{slug}})", display: ["name.en"], search: ["slug", "name.en", "name.nl"], start: () => newDisease("", "") },
  { kind: "vaccine", label: "Vaccines", singular: "Vaccine", summary: "{{name.en}} ({{slug}})", display: ["name.en"], search: ["slug", "name.en", "name.nl"], start: () => newVaccine("", "") },
  { kind: "malaria-drug", label: "Malaria drugs", singular: "Malaria drug", summary: "{{name.en}} ({{slug}})", display: ["name.en"], search: ["slug", "name.en", "name.nl"] },
  { kind: "notice", label: "Outbreak notices", singular: "Outbreak notice", summary: "{{slug}} ({{reported}})", display: ["slug"], search: ["slug", "summary.en"], start: () => newNotice("", "") },
  { kind: "source", label: "Advice bodies", singular: "Advice body", summary: "{{name.en}} ({{slug}})", display: ["name.en"], search: ["slug", "name.en"] },
  // The slug first in the picker: it names region, publisher and country, so a cut-off label still tells two Yellow Book chapters apart.
  {
    kind: "reference",
    label: "References",
    singular: "Reference",
    summary: "{{publisher}}: {{title}} ({{slug}})",
    display: ["slug", "title", "edition", "publisher"],
    search: ["slug", "publisher", "title", "edition", "kind", "note"],
    start: () => ({ $schema: "../schemas/reference.schema.json" }),
    // Deleted only when nothing cites it: the form's pre-delete check (src/client/admin.ts).
    delete: true,
  },
];

/** Decap's defaults for a new entry: the starting file's values, except the ones Decap offers a choice for. */
function withDefaults(fields: DecapField[], start: Record<string, unknown>): DecapField[] {
  return fields.map((field) => {
    const value = start[field.name];
    if (value === undefined || value === null || field.name === "slug" || field.name === "lastUpdated" || field.name === "$schema") return field;
    if (field.widget === "object" && typeof value === "object" && !Array.isArray(value)) return { ...field, fields: withDefaults(field.fields as DecapField[], value as Record<string, unknown>) };
    // A select or picker starts empty: a marker is no option.
    if (field.widget === "select" || field.widget === "relation") return field;
    if (Array.isArray(value) && value.length === 0) return field;
    return { ...field, default: value };
  });
}

/** No slugs: references become relation pickers, which read the folders themselves. */
const noCatalog: SlugCatalog = { countries: [], diseases: [], vaccines: [], "malaria-drugs": [], sources: [], references: [], notices: [] };

/** The form fields of one editor JSON Schema object. */
function fieldsOf(node: JsonSchema, path: string, kind: EntityKind, always = true): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) => fieldOf(name, child, path ? `${path}.${name}` : name, always && required.has(name), kind));
}

function fieldOf(name: string, node: JsonSchema, path: string, present: boolean, kind: EntityKind): DecapField {
  const branches = node.anyOf ?? [node];
  const nullable = branches.some((branch) => branch.type === "null");
  const value = branches.find((branch) => branch.type !== "null") ?? node;
  const base = {
    name,
    label: node.title ?? value.title ?? name,
    ...(node.description ?? value.description ? { hint: node.description ?? value.description } : {}),
    // Decap's "required" means "may not be left empty": null (or an absent optional field) is a
    // choice, and so is an empty list where the schema allows one (no malaria tablets: no drugs).
    required: present && !nullable && !(value.type === "array" && !(value.minItems! >= 1)),
    // What an empty field is saved as (src/admin/formats.ts): the schema's null, or no key.
    ...(nullable ? { nullable: true } : {}),
    ...(!present && name !== "$schema" ? { omit_empty: true } : {}),
  };
  if (name === "$schema") return { ...base, label: "JSON Schema", widget: "hidden", default: `../schemas/${kind}.schema.json` };
  // The form sets it at each save (src/client/admin.ts): nobody types it, a new entry included.
  if (path === "lastUpdated") return { ...base, ...widgetOf(value, path, kind, false), required: false, hint: "Set by the form when you save." } as DecapField;
  const widget = widgetOf(value, path, kind, base.required);
  // A text that may be null is all five locales or none: its locales are not "optional" one by
  // one (admin.ts hides Decap's word there; the pre-save check asks for the missing ones).
  const allOrNone = widget.widget === "object" && !base.required && Object.keys(value.properties ?? {}).join() === locales.join();
  if (!allOrNone) return { ...base, ...widget } as DecapField;
  return { ...base, hint: `${base.hint ? `${base.hint} ` : ""}All five languages, or leave all five empty for none.`, ...widget } as DecapField;
}

/** `always`: the value is never null or absent. Decap checks a group's required fields even when
 *  the group itself is null, so inside a group that may be null nothing is required (the content
 *  check still asks for all five locales of a text that is there). */
function widgetOf(node: JsonSchema, path: string, kind: EntityKind, always: boolean): Record<string, unknown> {
  const folder = slugReferences[kind].find((reference) => reference.field === path)?.folder;
  if (folder) return relation(folder, false);
  if (node.type === "array") {
    const items = node.items!;
    const itemFolder = slugReferences[kind].find((reference) => reference.field === `${path}[]`)?.folder;
    if (itemFolder) return relation(itemFolder, true);
    if (Array.isArray(items.enum)) return { ...select(items), multiple: true };
    const singular = items.title ? { label_singular: items.title } : {};
    // A list of plain values (web addresses) has one field per item; a list of groups, several.
    if (items.type !== "object") return { widget: "list", collapsed: false, ...singular, field: fieldOf("item", items, `${path}[]`, true, kind) };
    const fields = fieldsOf(items, `${path}[]`, kind);
    // Open, like the file: an editor sees every entry; a closed one shows its first field.
    return { widget: "list", collapsed: false, ...singular, summary: `{{fields.${fields[0]!.name}}}`, fields };
  }
  if (node.type === "object") {
    // Open, like the file; the five translations of a text together, in the locales' order.
    return { widget: "object", collapsed: false, fields: fieldsOf(node, path, kind, always) };
  }
  if (Array.isArray(node.enum)) return select(node);
  if (node.type === "boolean") return { widget: "boolean" };
  // Decap applies min and max to an empty (null) number too, so only a number always given gets them.
  if (node.type === "integer") return { widget: "number", value_type: "int", ...(always ? bounds(node) : {}) };
  const format = node.format;
  // Date pickers that write exactly what the schema asks for: a day, or a UTC time with Z.
  // Dates are text fields that show and keep exactly what the file holds: Decap's date picker
  // showed a date in another format as empty and saved it as null. The pattern is the check's.
  if (format === "date") return { widget: "string", pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "Expected a day written YYYY-MM-DD, such as 2026-10-02."] };
  if (format === "date-time") return { widget: "string", pattern: ["^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$", "Expected a UTC time written 2026-10-02T09:30:00Z (the form sets it when you save)."] };
  const message = node.patternErrorMessage;
  // A language of a text wraps as it grows (a note runs to several lines on screen; a line break
  // is still refused, beside the field), a name stays one line.
  const [parent, last] = path.split(".").slice(-2);
  const widget = locales.includes(last as never) && parent !== "name" ? "text" : "string";
  return { widget, ...(typeof node.pattern === "string" && message ? { pattern: [node.pattern, message] } : {}) };
}

function select(node: JsonSchema): Record<string, unknown> {
  const descriptions = node.markdownEnumDescriptions ?? [];
  const options = node.enum!.map((value, i) => {
    const words = descriptions[i]?.replace(/\*\*|`/g, "");
    return { value, label: words ? `${String(value)}: ${words}` : String(value) };
  });
  return { widget: "select", options };
}

function bounds(node: JsonSchema): Record<string, number> {
  const { minimum, maximum } = node;
  return { ...(minimum !== undefined ? { min: minimum } : {}), ...(maximum !== undefined ? { max: maximum } : {}) };
}

function relation(folder: ContentFolder, multiple: boolean): Record<string, unknown> {
  const target = entityCollections.find((collection) => folderOfKind[collection.kind] === folder)!;
  return { widget: "relation", collection: folder, value_field: "slug", search_fields: target.search, display_fields: target.display, options_length: 50, multiple };
}

/** The whole configuration: backends, the entity collections, and the disease profiles. */
export function decapConfig(backend: CmsBackend, contentFolder = "content"): Record<string, unknown> {
  const entities = entityCollections.map((entity) => {
    const folder = folderOfKind[entity.kind];
    const schema = JSON.parse(renderContentSchema(`${entity.kind}.schema.json`, noCatalog)) as JsonSchema;
    return {
      name: folder,
      label: entity.label,
      label_singular: entity.singular,
      description: schema.title,
      folder: `${contentFolder}/${folder}`,
      extension: "json",
      format: contentFormats.json(folder),
      create: entity.start !== undefined,
      delete: entity.delete ?? false,
      identifier_field: "slug",
      slug: "{{fields.slug}}",
      summary: entity.summary,
      sortable_fields: ["slug"],
      fields: entity.start ? withDefaults(fieldsOf(schema, "", entity.kind), entity.start()) : fieldsOf(schema, "", entity.kind),
    };
  });
  const profiles = {
    name: "disease-profiles",
    label: "Disease profiles",
    label_singular: "Disease profile",
    description: "The text of each disease's page, one file per language (slug.locale.md), in the Markdown the content guide allows.",
    folder: `${contentFolder}/diseases`,
    extension: "md",
    format: contentFormats.markdownBody,
    // A new profile is named by its disease and language (diseases/rabies.en.md); the two
    // fields name the file only, they are not written into it (src/admin/formats.ts).
    create: true,
    delete: false,
    identifier_field: "body",
    slug: `{{fields.${profileTarget.disease}}}.{{fields.${profileTarget.language}}}`,
    summary: "{{filename}}.{{extension}}",
    fields: [
      {
        name: profileTarget.disease,
        label: "Disease (new profile only)",
        ...relation("diseases", false),
        required: false,
        hint: "For a new profile: the disease it describes. An existing profile keeps its file; leave this empty.",
      },
      {
        name: profileTarget.language,
        label: "Language (new profile only)",
        widget: "select",
        options: profileLocales.map((locale) => ({ value: locale, label: `${locale}: ${localeNames[locale]}` })),
        required: false,
        hint: "For a new profile: the language it is written in (a profile is written in Dutch or English; the other locales show one of them).",
      },
      {
        name: "body",
        label: "Profile",
        widget: "markdown",
        modes: ["raw"],
        // Only what a profile body may hold (src/lib/content/markdown-blocks.ts): no quote, code, strikethrough or table.
        buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list"],
        editor_components: [],
        default: newProfileBody("en"),
        hint: "Headings (## and ###), paragraphs, flat lists, **bold**, *italic* and links only (content/README.md); the check refuses anything else with its line.",
      },
    ],
  };
  return {
    backend: {
      name: "github",
      ...(backend.repo ? { repo: backend.repo } : {}),
      branch: backend.branch,
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
      commit_messages: { update: "Form editor: update {{collection}} {{slug}}", create: "Form editor: add {{collection}} {{slug}}" },
    },
    // On localhost the editor saves to the working tree through `npm start`'s local backend
    // (src/admin/local-backend.ts), at the same origin, so the /admin/ CSP needs no other host.
    local_backend: { url: localBackendPath, allowed_hosts: ["localhost", "127.0.0.1"] },
    // Online, each save is a branch and a pull request, reviewed and previewed before it reaches
    // main (docs/editor-setup.md); the local backend has no pull requests and Decap saves directly.
    publish_mode: "editorial_workflow",
    // The form is the editor; the site's own pages are the preview (npm start, or a host's preview build).
    editor: { preview: false },
    media_folder: `${contentFolder}/media`,
    load_config_file: false,
    collections: [...entities.slice(0, 2), profiles, ...entities.slice(2)],
  };
}

/** Where `npm start` answers the form editor's local backend requests (site-relative, so it
 *  works under a base path too). */
export const localBackendPath = "/api/v1";
