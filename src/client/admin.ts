// /admin/admin.js: starts the form editor (Decap CMS, served beside it from our own assets) with
// the configuration the build generated from the content schemas, and our file formats. Loaded
// before Decap's script, so Decap waits to be started (CMS_MANUAL_INIT).
import { contentFormats, jsonToFile, markdownFromFile, markdownToFile, profileTarget, utcNow, type OrderedField } from "../admin/formats.ts";
import { newProfileBody } from "../lib/content/fill-in-markers.ts";
import { checkEntry, translationsOf, type FormCheckRequest } from "../admin/form-check.ts";
import { contentSnapshotPath } from "../admin/content-snapshot-path.ts";
import { fillFolder } from "./memory-fs.ts";
import { el } from "./dom.ts";
import { matchesTyped } from "./picker-search.ts";
import { confirmSaveAnyway, editorLocale, editorWords, forgetSave, installStyles, rememberSave, showProblems, showSaveStatus, showTranslationMarks, showUnreadable, type FormProblem } from "./form-problems.ts";

interface ImmutableMap {
  get(key: string): unknown;
  has(key: string): boolean;
  set(key: string, value: unknown): ImmutableMap;
  setIn(path: string[], value: unknown): ImmutableMap;
  toJS(): unknown;
}

interface Decap {
  init(options: { config: unknown }): void;
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(value: unknown): string }): void;
  registerEventListener(listener: { name: string; handler(event: { entry: ImmutableMap }): unknown }): void;
  getWidget(name: string): { control: unknown; preview?: unknown; schema?: unknown } | undefined;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
}

interface Collection {
  name: string;
  folder: string;
  extension: string;
  format: string;
  fields: OrderedField[];
}

/** Marks an entry whose file is not JSON (being written, or broken by hand): Decap would show it
 *  as an empty entry without a word, and a save would replace the file with the empty form. */
const unreadable = "__fileNotReadable";
function readEntry(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Named by the slug it holds, when the text still shows one.
    showUnreadable(/"slug"\s*:\s*"([^"\\]{1,100})"/.exec(text)?.[1], reason);
    return { [unreadable]: reason };
  }
}

/** A refusal Decap shows as its message alone (it writes an Error as "Error: …"). */
class Refusal extends Error {
  override toString(): string {
    return this.message;
  }
}

const page = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS?: Decap };
page.CMS_MANUAL_INIT = true;

async function start(): Promise<void> {
  const cms = page.CMS;
  if (!cms) throw new Error("Decap CMS did not load: /admin/decap/decap-cms.js is missing from the build.");
  const response = await fetch(new URL("config.json", document.baseURI));
  if (!response.ok) throw new Error(`The form editor's configuration (/admin/config.json) answered ${response.status}.`);
  const config = (await response.json()) as { collections: Collection[]; local_backend?: { url: string }; locale?: string };
  // Decap's own words (buttons, messages) in the editor's language too: its build carries all five.
  const locale = editorLocale();
  config.locale = locale;
  // Decap wants the local backend as an absolute URL: the dev server's own origin (src/admin/local-backend.ts).
  if (config.local_backend) config.local_backend.url = new URL(config.local_backend.url, window.location.origin).href;
  for (const collection of config.collections) {
    if (collection.format === contentFormats.markdownBody) continue;
    cms.registerCustomFormat(collection.format, collection.extension, {
      fromFile: readEntry,
      toFile: (value) => jsonToFile(value, collection.fields),
    });
  }
  exactPicker(cms);
  cms.registerCustomFormat(contentFormats.markdownBody, "md", { fromFile: markdownFromFile, toFile: (value) => markdownToFile(value as { body?: unknown }) });
  // A saved change is a change now: lastUpdated tells the truth without the editor typing it
  // (the change note stays theirs to write, and `npm run check` asks for it). On `npm start`
  // the entry is then checked as it would be saved, by the same rules as `npm run check`
  // (src/admin/form-check.ts): a refused entry is not saved unless the editor says so.
  installStyles();
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      forgetSave();
      let data = entry.get("data") as ImmutableMap;
      // The file could not be read: the form shows it empty, and saving would write the empty form over it.
      if (data.has(unreadable)) throw new Refusal(`${editorWords().unreadable} (${String(data.get(unreadable))})`);
      const collection = config.collections.find((c) => c.name === entry.get("collection"));
      if (collection?.fields.some((field) => field.name === "lastUpdated")) data = data.set("lastUpdated", utcNow());
      const markdown = collection?.format === contentFormats.markdownBody;
      const newRecord = entry.get("newRecord") === true;
      // A new profile: its file is named by the disease and language chosen, and starts as `npm run new` starts it.
      let profile: string | undefined;
      if (markdown && newRecord) {
        const disease = data.get(profileTarget.disease);
        const language = data.get(profileTarget.language);
        if (typeof disease !== "string" || !disease || (language !== "nl" && language !== "en")) throw new Refusal(editorWords().profileTarget);
        if (language === "nl" && data.get("body") === newProfileBody("en")) data = data.set("body", newProfileBody("nl"));
        profile = `${disease}.${language}`;
      }
      if (!collection) return data;
      const value = data.toJS();
      const name = markdown ? (profile ?? String(entry.get("slug"))) : String((value as { slug?: unknown }).slug ?? "");
      const request: FormCheckRequest = {
        folder: collection.folder.split("/").pop()!,
        name,
        extension: markdown ? "md" : "json",
        text: markdown ? markdownToFile(value as { body?: unknown }) : jsonToFile(value, collection.fields),
        newRecord,
        locale,
      };
      const answer = await check(request);
      showProblems(answer.problems);
      if (answer.problems.length > 0 && !(await confirmSaveAnyway(answer.problems))) throw new Refusal(`${editorWords().heading}. ${editorWords().notSaved}`);
      saved = { problems: answer.problems, marks: answer.translation?.needsTranslation ?? [], collection: collection.name, slug: name };
      // One language of a text changed: the others are marked for translation, and a change
      // note written in one language stands in for the others until they are translated.
      const translation = answer.translation;
      if (translation) {
        for (const [locale, text] of Object.entries(translation.changeNote ?? {})) data = data.setIn(["changeNote", locale], text);
        const marks = data.get("needsTranslation") as { clear?: () => { push(...items: string[]): unknown } } | undefined;
        data = data.set("needsTranslation", typeof marks?.clear === "function" ? marks.clear().push(...translation.needsTranslation) : translation.needsTranslation);
        showTranslationMarks(translation.needsTranslation);
      }
      return data;
    },
  });
  // A reference is deleted only when nothing cites it (the form offers deleting references alone).
  cms.registerEventListener({
    name: "preUnpublish",
    handler: async ({ entry }) => {
      if (entry.get("collection") !== "references") return;
      const answer = await check({ folder: "references", name: String(entry.get("slug")), extension: "json", text: "", newRecord: false, remove: true, locale });
      if (answer.problems.length > 0) {
        showProblems(answer.problems);
        throw new Refusal(`${editorWords().stillCited} ${answer.problems.map((p) => p.found).join("; ")}`);
      }
    },
  });
  // What is on screen is what is on disk: after a save the entry is read again from its file
  // (with the time, change notes and translation marks the save wrote), so a second save never
  // writes back what the form showed before the first. The reload says what the save did.
  cms.registerEventListener({
    name: "postSave",
    handler: () => {
      if (!saved) return;
      rememberSave(saved.problems, saved.marks, refreshed);
      const entry = `#/collections/${saved.collection}/entries/${encodeURIComponent(saved.slug)}`;
      saved = undefined;
      reloading = true;
      window.location.replace(entry);
      window.location.reload();
    },
  });
  showSaveStatus();
  cms.init({ config });
}

/** The content the check reads besides the entry: the site's snapshot (content-snapshot.ts).
 *  Online it is what the host built, read once; on `npm start` the working tree, read at each save. */
let snapshot: Promise<Record<string, string>> | undefined;
const contentRoot = "/content";

/** The same check as `npm run check`, in the browser, whatever the backend: the entry's problems
 *  in the editor's language, and what saving it does to its translation marks. */
async function check(request: FormCheckRequest): Promise<{ problems: FormProblem[]; translation?: { needsTranslation: string[]; changeNote?: Record<string, string> } }> {
  const live = ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
  if (live || !snapshot) {
    const url = new URL(contentSnapshotPath.replace("/admin/", ""), document.baseURI);
    // On npm start the working tree's, through the local backend's guard (POST, JSON).
    const request = live ? { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}", cache: "no-store" as const } : {};
    snapshot = fetch(url, request).then((response) => {
      if (!response.ok) throw new Error(`${contentSnapshotPath}: ${response.status}`);
      return response.json() as Promise<Record<string, string>>;
    });
  }
  try {
    fillFolder("/", await snapshot);
    return { problems: checkEntry(contentRoot, request), translation: translationsOf(contentRoot, request) };
  } catch (error) {
    snapshot = undefined;
    throw new Refusal(`${editorWords().checkFailed} (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The generated files the last save on `npm start` also rewrote (src/admin/local-backend.ts
 *  names them in its answer), for the save's status. */
let refreshed: string[] = [];
const send = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const response = await send(input, init);
  if (typeof init?.body === "string" && init.body.includes('"action":"persistEntry"') && response.ok) {
    refreshed = ((await response.clone().json().catch(() => ({}))) as { refreshed?: string[] }).refreshed ?? [];
  }
  return response;
};

/** Decap asks "leave with unsaved changes?" while it still counts a just-saved new entry as
 *  changed (on unload, and in a confirm box as it moves to the new entry's address); the reload
 *  after a save is no leaving. Registered before Decap's own listener. */
let reloading = false;
window.addEventListener("beforeunload", (event) => {
  if (reloading) event.stopImmediatePropagation();
});
const confirmBox = window.confirm.bind(window);
window.confirm = (message) => reloading || confirmBox(message);

/** The save under way: what the check said, and the entry to read again once it is written. */
let saved: { problems: FormProblem[]; marks: string[]; collection: string; slug: string } | undefined;

/**
 * The relation picker, keeping only what matches what the editor typed. Decap searches with the
 * `fuzzy` package: each letter in order, anywhere in a field, so "kenya" found "Know every
 * nearby yacht anchorage"; it has no setting for that (its relation options are collection,
 * value_field, search_fields, display_fields, filters, options_length). Its own picker is kept,
 * with its options filtered: every word typed must appear in a search field.
 */
function exactPicker(cms: Decap): void {
  const relation = cms.getWidget("relation");
  if (!relation || typeof relation.control !== "function") return;
  type Option = { data: unknown };
  type Props = { field: { get(key: string): { toJS?: () => unknown } | undefined } };
  const Base = relation.control as new (props: Props) => { loadOptions: (typed: string, done: (options: Option[]) => void) => void };
  class ExactPicker extends Base {
    constructor(props: Props) {
      super(props);
      const load = this.loadOptions;
      const fields = (props.field.get("search_fields")?.toJS?.() as string[] | undefined) ?? [];
      this.loadOptions = (typed, done) => load(typed, (options) => done(typed.trim() === "" ? options : options.filter((option) => matchesTyped(typed, option.data, fields))));
    }
  }
  cms.registerWidget("relation", ExactPicker, relation.preview, relation.schema);
}

document.addEventListener("DOMContentLoaded", () => {
  start().catch((error: unknown) => document.body.append(el("p", {}, error instanceof Error ? error.message : String(error))));
});
