// The form editor's configuration is generated from the content schemas (never a second model),
// the build publishes it with Decap's files, /admin/ alone gets the editor's CSP while every other
// file keeps the public one, and `npm start` mounts the local backend that saves into content/.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { siteConfig } from "../eleventy.config.ts";
import { decapConfig, readCmsBackend, type DecapField } from "../src/admin/decap-config.ts";
import { localBackend } from "../src/admin/local-backend.ts";
import { buildFailureBanner, recordBuild } from "../src/admin/build-status.ts";
import { emptiesAsSchema, jsonToFile, markdownToFile, orderKeys } from "../src/admin/formats.ts";
import { renderContentSchema } from "../src/lib/content/json-schemas.ts";
import { folderOfKind, slugReferences, type EntityKind } from "../src/lib/content/slug-references.ts";
import { locales } from "../src/lib/locales.ts";
import { adminContentSecurityPolicy, contentSecurityPolicy, headerRules, headersFor } from "../src/lib/site/headers.ts";
import { build, listFiles, makeFixture, readText, setUp, siteUrl } from "./helpers.ts";
import { parseHeadersFile } from "./static-server.ts";

type Schema = { type?: string; format?: string; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
type Config = { backend: Record<string, unknown>; collections: { name: string; folder: string; extension: string; fields?: DecapField[] }[] };

const kinds: EntityKind[] = ["country", "disease", "vaccine", "source", "reference"];
const config = decapConfig({ branch: "main" }) as unknown as Config;
const noCatalog = { countries: [], diseases: [], vaccines: [], "malaria-drugs": [], sources: [], references: [], notices: [] };

/** Every value's path in a schema (`[]` for list items) with its schema, nulls set aside. */
function schemaLeaves(node: Schema, at: string, into = new Map<string, Schema>()): Map<string, Schema> {
  const value = node.anyOf?.find((branch) => branch.type !== "null") ?? node;
  into.set(at, value);
  for (const [name, child] of Object.entries(value.properties ?? {})) schemaLeaves(child, at ? `${at}.${name}` : name, into);
  if (value.items) schemaLeaves(value.items, `${at}[]`, into);
  return into;
}

function formFields(fields: readonly DecapField[], at: string, into = new Map<string, DecapField>()): Map<string, DecapField> {
  for (const field of fields) {
    const here = at ? `${at}.${field.name}` : field.name;
    into.set(here, field);
    if (Array.isArray(field.fields)) formFields(field.fields as DecapField[], field.widget === "list" ? `${here}[]` : here, into);
    if (field.field) into.set(`${here}[]`, field.field as DecapField);
  }
  return into;
}

let outDir: string;
setUp(test, async () => {
  const result = await build(makeFixture());
  assert.is(result.status, 0, result.stderr);
  outDir = result.outDir;
});

test("every field of every content schema has its form field, with the widget its type calls for", () => {
  for (const kind of kinds) {
    const schema = JSON.parse(renderContentSchema(`${kind}.schema.json`, noCatalog)) as Schema;
    const leaves = schemaLeaves(schema, "");
    leaves.delete("");
    const collection = config.collections.find((c) => c.name === folderOfKind[kind])!;
    assert.is(collection.folder, `content/${folderOfKind[kind]}`);
    const fields = formFields(collection.fields!, "");
    const references = new Map(slugReferences[kind].map((reference) => [reference.field, reference.folder]));
    // Lists are compared by their own field (a list, a multiple select or a relation picker) and the fields of their items.
    const named = (keys: Iterable<string>) => [...keys].filter((at) => !at.endsWith("[]")).sort();
    assert.equal(named(fields.keys()), named(leaves.keys()), `${kind}: form fields = schema fields`);
    for (const [at, node] of leaves) {
      if (at.endsWith("[]")) continue;
      const field = fields.get(at)!;
      const where = `${kind} ${at}`;
      const folder = references.get(at) ?? references.get(`${at}[]`);
      if (folder) {
        assert.is(field.widget, "relation", where);
        assert.is(field.collection, folder, where);
        assert.is(field.value_field, "slug", where);
        assert.is(field.multiple, references.has(`${at}[]`), where);
        assert.ok(config.collections.some((c) => c.name === folder), `${where}: the picked collection exists`);
      } else if (node.enum) {
        assert.is(field.widget, "select", where);
        assert.equal((field.options as { value: unknown }[]).map((option) => option.value), node.enum, where);
      } else if (node.type === "array" && node.items?.enum) {
        assert.is(field.widget, "select", where);
        assert.is(field.multiple, true, where);
      } else if (node.format === "date") {
        // A text field keeps the file's value as it is (a date picker showed another format as empty and saved null).
        assert.is(field.widget, "string", where);
        const pattern = new RegExp((field.pattern as string[])[0]!);
        assert.ok(pattern.test("2026-10-02") && !pattern.test("02-10-2026"), where);
      } else if (node.format === "date-time") {
        assert.is(field.widget, "string", where);
        const pattern = new RegExp((field.pattern as string[])[0]!);
        assert.ok(pattern.test("2026-10-02T09:30:00Z") && !pattern.test("2026-10-02 09:30"), where);
      } else if (node.type === "object" && Object.keys(node.properties ?? {}).join() === locales.join()) {
        assert.is(field.widget, "object", where);
        assert.equal((field.fields as DecapField[]).map((f) => f.name), [...locales], `${where}: the five locales together, in order`);
      } else if (at !== "$schema") {
        const widget = { string: "string", integer: "number", boolean: "boolean", object: "object", array: "list" }[node.type ?? ""];
        assert.is(field.widget, widget, where);
      }
      assert.ok(field.label && field.label !== field.name.replace(/\[\]$/, "") || locales.includes(field.name as never) || at.endsWith("[]"), `${where}: labelled from the schema's title`);
    }
  }
  const profiles = config.collections.find((c) => c.name === "disease-profiles")!;
  assert.is(profiles.extension, "md");
  // A new profile is named by its disease and language; the body is the Markdown, starting as `npm run new` starts it.
  assert.equal(profiles.fields!.map((f) => [f.name, f.widget]), [["newProfileDisease", "relation"], ["newProfileLanguage", "select"], ["body", "markdown"]]);
  assert.is((profiles as unknown as { create: boolean }).create, true);
  assert.is((profiles as unknown as { slug: string }).slug, "{{fields.newProfileDisease}}.{{fields.newProfileLanguage}}");
  assert.equal((profiles.fields![1]!.options as { value: string }[]).map((o) => o.value), ["nl", "en"]);
  // The toolbar offers what a profile body may hold, and nothing the check refuses (quote, code, strikethrough).
  const body = profiles.fields![2]!;
  assert.equal(body.modes, ["raw"]);
  assert.match(String(body.default), /^## FILL IN: a heading in English\n/);
  assert.equal(body.buttons, ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list"]);
  assert.equal(body.editor_components, []);
});

test("the production backend is GitHub, from CMS_REPO, CMS_BRANCH and CMS_AUTH_URL; bad settings are refused by name", () => {
  assert.equal(readCmsBackend({}), { repo: undefined, branch: "main" });
  const backend = readCmsBackend({ CMS_REPO: "travel-health/content", CMS_BRANCH: "live", CMS_AUTH_URL: "https://auth.example.org" });
  assert.equal((decapConfig(backend) as unknown as Config).backend, {
    name: "github",
    repo: "travel-health/content",
    branch: "live",
    base_url: "https://auth.example.org",
    commit_messages: { update: "Form editor: update {{collection}} {{slug}}", create: "Form editor: add {{collection}} {{slug}}" },
  });
  // Online, each save opens a pull request (Decap's editorial workflow) instead of committing to main.
  assert.is((decapConfig(backend) as unknown as { publish_mode: string }).publish_mode, "editorial_workflow");
  // The deploy preview of each pull request is built for its own address.
  const netlify = readFileSync(new URL("../netlify.toml", import.meta.url), "utf8");
  assert.match(netlify, /^\[context\.deploy-preview\]\n\s+command = "SITE_URL=\$DEPLOY_PRIME_URL npx @11ty\/eleventy"$/m);
  assert.throws(() => readCmsBackend({ CMS_REPO: "https://github.com/x/y" }), /CMS_REPO: expected the GitHub repository as owner\/name/);
  assert.throws(() => readCmsBackend({ CMS_AUTH_URL: "http://auth.example.org/x" }), /CMS_AUTH_URL/);
});

test("the build publishes the generated configuration, the page, our script and Decap's files; nothing from elsewhere", () => {
  assert.equal(JSON.parse(readText(outDir, "/admin/config.json")), decapConfig(readCmsBackend({})));
  const page = readText(outDir, "/admin/index.html");
  const scripts = [...page.matchAll(/<script src="([^"]+)" integrity="[^"]+"><\/script>/g)].map((m) => m[1]);
  assert.equal(scripts, ["admin.js", "decap/decap-cms.js"]);
  const files = listFiles(outDir).filter((file) => file.startsWith("admin/"));
  for (const script of scripts) assert.ok(files.includes(`admin/${script}`), script);
  // Decap loads its chunks from beside its script: every one it names is there.
  const decap = readText(outDir, "/admin/decap/decap-cms.js");
  assert.ok(files.filter((file) => /^admin\/decap\/\d+\.decap-cms\.js$/.test(file)).length > 10);
  assert.not.match(decap, /https:\/\/unpkg\.com|cdn\.jsdelivr/);
});

test("/admin/ alone gets the form editor's CSP; every other file keeps the public one, each set by exactly one rule", () => {
  const rules = parseHeadersFile(readText(outDir, "/_headers"));
  assert.equal(rules, parseHeadersFile(`${headerRules.map((r) => [r.pattern, ...Object.entries(r.headers).map(([n, v]) => `  ${n}: ${v}`)].join("\n")).join("\n")}\n`));
  const urls = ["/", "/nl/", "/en/travel/kenya/", ...listFiles(outDir).filter((file) => !file.startsWith(".") && file !== "_headers").map((file) => `/${file}`)];
  for (const url of urls) {
    const setting = rules.filter((rule) => "Content-Security-Policy" in rule.headers && "Content-Security-Policy" in headersFor(url, [rule]));
    assert.is(setting.length, 1, `${url}: one rule sets the CSP (${setting.map((r) => r.pattern).join(", ")})`);
    assert.is(headersFor(url, rules)["Content-Security-Policy"], url.startsWith("/admin/") ? adminContentSecurityPolicy : contentSecurityPolicy, url);
  }
  assert.ok(urls.some((url) => url.startsWith("/admin/decap/")));
  assert.not.match(contentSecurityPolicy, /unsafe/);
});

test("npm start's dev server answers the form editor's local backend from the content folder, to this machine only", async () => {
  const content = makeFixture();
  // Eleventy's configuration object, as far as this is concerned: what setServerOptions received.
  let serverOptions: { middleware?: ReturnType<typeof localBackend>[] } = {};
  const eleventyConfig = new Proxy({}, { get: (_, name) => (name === "setServerOptions" ? (options: typeof serverOptions) => (serverOptions = options) : () => undefined) });
  siteConfig({ config: { contentDir: content, siteUrl }, editorKey: "0123456789abcdef0123456789abcdef" })(eleventyConfig as never);
  // The dev server runs its middleware in order, each handing on to the next, then serves files.
  const middleware: ReturnType<typeof localBackend> = (request, response, next) => {
    const run = (i: number): void => (i < (serverOptions.middleware ?? []).length ? serverOptions.middleware![i]!(request, response, () => run(i + 1)) : next());
    run(0);
  };
  const server = createServer((request, response) => middleware(request, response, () => response.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ask = (body: unknown) => fetch(`${origin}/api/v1`, { method: "POST", headers: { "Content-Type": "application/json", Origin: origin, Cookie: "form-editor-key=0123456789abcdef0123456789abcdef" }, body: JSON.stringify(body) });
    assert.equal(await (await ask({ action: "info" })).json(), { repo: path.basename(path.dirname(content)), publish_modes: ["simple"], type: "local_fs" });
    const entry = (await (await ask({ action: "getEntry", params: { branch: "main", path: "content/countries/kenya.json" } })).json()) as { data: string };
    assert.is(entry.data, readFileSync(path.join(content, "countries/kenya.json"), "utf8"));
    assert.is((await fetch(`${origin}/elsewhere`)).status, 404, "other paths go on to the site");
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  let status = 0;
  const fromAfar = { url: "/api/v1", method: "POST", headers: {}, socket: { remoteAddress: "192.0.2.7" } };
  const response = { writeHead: (code: number) => ((status = code), { end: () => undefined }) };
  middleware(fromAfar as never, response as never, () => assert.unreachable("not passed on"));
  assert.is(status, 403);
});

test("npm start's banner of a failed rebuild holds a content value as it is: `$'` and `$&` in it insert nothing", () => {
  recordBuild("The content has 1 problem:\n  - countries/kenya.json: name: found \"$' and $&\"");
  try {
    let sent = "";
    const response = { getHeader: () => "text/html; charset=utf-8", end: (body: string) => ((sent = body), response) };
    buildFailureBanner({ url: "/en/" } as never, response as never, () => undefined);
    (response.end as (body: string) => unknown)("<!DOCTYPE html><body><p>Page</p></body>");
    assert.is(sent.split("<p>Page</p>").length, 2, "the page once");
    assert.ok(sent.includes("found &quot;$' and $&amp;&quot;"), sent);
  } finally {
    recordBuild(undefined);
  }
});

test("saved JSON keeps the files' key order and layout; profiles stay plain Markdown", () => {
  const fields = [{ name: "slug" }, { name: "name", fields: locales.map((name) => ({ name })) }, { name: "list", fields: [{ name: "a" }, { name: "b" }] }];
  const shuffled = { list: [{ b: 2, a: 1 }], extra: true, name: { es: "e", en: "n", nl: "l", fr: "f", de: "d" }, slug: "x" };
  assert.is(JSON.stringify(orderKeys(shuffled, fields)), '{"slug":"x","name":{"nl":"l","en":"n","de":"d","fr":"f","es":"e"},"list":[{"a":1,"b":2}],"extra":true}');
  assert.is(jsonToFile({ b: 1, a: null }, [{ name: "a" }, { name: "b" }]), '{\n  "a": null,\n  "b": 1\n}\n');
  assert.is(markdownToFile({ body: "## Title\n\nText.\n\n\n" }), "## Title\n\nText.\n");
});

test("fields left empty are saved as the schema expects: null where it takes null, absent where optional", () => {
  const references = config.collections.find((c) => c.name === "references")!;
  // A reference without an edition, and no note: edition is null, note is left out (not "").
  const reference = JSON.parse(jsonToFile({ slug: "x", publisher: "P", title: "T", edition: "", url: "https://example.org/doc", consulted: "2026-10-02", note: "" }, references.fields!));
  assert.is(reference.edition, null);
  assert.not.ok("note" in reference);
  const countries = config.collections.find((c) => c.name === "countries")!;
  const country = emptiesAsSchema(
    {
      lcrUrl: "",
      reviewed: "",
      vaccines: [
        { vaccine: "a", level: "some-travellers", note: { nl: "", en: "", de: "", fr: "", es: "" }, citations: [] },
        { vaccine: "b", level: "entry-requirement", note: null, citations: null },
      ],
      yellowFever: { certificate: { minimumAgeMonths: "", alsoFromCountries: [] }, note: { nl: "" } },
    },
    countries.fields!,
  ) as any;
  assert.equal([country.lcrUrl, country.reviewed], [null, null]);
  // A note left empty in all five languages is no note; an empty list of citations that was not there stays away; a null stays null.
  assert.equal(country.vaccines[0], { vaccine: "a", level: "some-travellers", note: null });
  assert.equal(country.vaccines[1], { vaccine: "b", level: "entry-requirement", note: null, citations: null });
  // Fields the schema requires but that may be null are written as null when the form has nothing; alsoFromCountries is optional.
  assert.equal(country.yellowFever.certificate, { minimumAgeMonths: null, transitMinimumHours: null, citations: null });
  assert.is(country.yellowFever.note, null);
});

test("the published content snapshot is the built content folder's, not the environment's", () => {
  const snapshot = JSON.parse(readFileSync(path.join(outDir, "admin/content.json"), "utf8")) as Record<string, string>;
  // Only the fixture has this notice; only the repository's content has the second.
  assert.ok("content/notices/measles-kenya-2026.json" in snapshot);
  assert.not.ok("content/notices/oropouche-americas-2025.json" in snapshot);
});

test.run();
