// /admin/admin.js: starts the form editor (Decap CMS, served beside it from our own assets) with
// the configuration the build generated from the content schemas, and our file formats. Loaded
// before Decap's script, so Decap waits to be started (CMS_MANUAL_INIT).
import { contentFormats, jsonToFile, markdownFromFile, markdownToFile, utcNow, type OrderedField } from "../admin/formats.ts";

interface ImmutableMap {
  get(key: string): unknown;
  has(key: string): boolean;
  set(key: string, value: unknown): ImmutableMap;
}

interface Decap {
  init(options: { config: unknown }): void;
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(value: unknown): string }): void;
  registerEventListener(listener: { name: string; handler(event: { entry: ImmutableMap }): unknown }): void;
}

interface Collection {
  name: string;
  extension: string;
  format: string;
  fields: OrderedField[];
}

const page = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS?: Decap };
page.CMS_MANUAL_INIT = true;

async function start(): Promise<void> {
  const cms = page.CMS;
  if (!cms) throw new Error("Decap CMS did not load: /admin/decap/decap-cms.js is missing from the build.");
  const response = await fetch(new URL("config.json", document.baseURI));
  if (!response.ok) throw new Error(`The form editor's configuration (/admin/config.json) answered ${response.status}.`);
  const config = (await response.json()) as { collections: Collection[]; local_backend?: { url: string } };
  // Decap wants the local backend as an absolute URL: the dev server's own origin (src/admin/local-backend.ts).
  if (config.local_backend) config.local_backend.url = new URL(config.local_backend.url, window.location.origin).href;
  for (const collection of config.collections) {
    if (collection.format === contentFormats.markdownBody) continue;
    cms.registerCustomFormat(collection.format, collection.extension, {
      fromFile: (text) => JSON.parse(text),
      toFile: (value) => jsonToFile(value, collection.fields),
    });
  }
  cms.registerCustomFormat(contentFormats.markdownBody, "md", { fromFile: markdownFromFile, toFile: (value) => markdownToFile(value as { body?: unknown }) });
  // A saved change is a change now: lastUpdated tells the truth without the editor typing it
  // (the change note stays theirs to write, and `npm run check` asks for it).
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const data = entry.get("data") as ImmutableMap;
      return data.has("lastUpdated") ? data.set("lastUpdated", utcNow()) : data;
    },
  });
  cms.init({ config });
}

document.addEventListener("DOMContentLoaded", () => {
  start().catch((error: unknown) => {
    const message = document.createElement("p");
    message.textContent = error instanceof Error ? error.message : String(error);
    document.body.append(message);
  });
});
