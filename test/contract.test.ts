// The machine-readable contract as a client meets it: each locale's openapi.json is a valid
// OpenAPI 3.1 document, its schemas compile under ajv strict, and every JSON file the build
// writes validates against the schema its path's operation declares.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { loadSite, type Site } from "../src/lib/site/site.ts";
import { fileProblems, plannedFiles } from "../src/lib/verify/output.ts";
import { fileDatesRecord } from "../src/lib/site/file-dates.ts";
import { buildProcess, listFiles, makeFixture, readJson, readText, siteUrl, setUp, tempDir } from "./helpers.ts";
import { clientAjv } from "./support/client-ajv.ts";
import { fixtureSite } from "./support/real-site.ts";

let site: { outDir: string };
let contentDir: string;

setUp(test, async () => {
  contentDir = makeFixture();
  // A copy of the shared build of this content: two tests change a file of it for a moment.
  site = { outDir: path.join(tempDir(), "_site") };
  cpSync(await fixtureSite(), site.outDir, { recursive: true });
});

test("each locale's openapi.json is a valid OpenAPI 3.1 document (openapi-parser)", async () => {
  for (const locale of locales) {
    const document = readJson(site.outDir, `/${locale}/developers/openapi.json`);
    assert.is(document.openapi, "3.1.0");
    const result = await validate(structuredClone(document));
    assert.ok(result.valid, `${locale}: ${result.valid ? "" : compileErrors(result)}`);
    assert.is(document["x-inLanguage"], locale);
    assert.is(document["x-schemaVersion"], 1);
    assert.is(readText(site.outDir, document["x-canonicalUrl"]).slice(0, 15), "<!DOCTYPE html>");
    assert.match(readText(site.outDir, document["x-markdownUrl"]), /^---\n[\s\S]*?\n---\n\n# /);
    // Slugs grow without a new version: a pattern with real examples, never an enum.
    for (const name of ["CountrySlug", "DiseaseSlug"]) {
      const { schema } = document.components.parameters[name];
      assert.is(schema.enum, undefined, name);
      assert.is(schema.pattern, "^[a-z0-9]+(-[a-z0-9]+)*$");
    }
    assert.equal(document.components.parameters.CountrySlug.schema.examples, ["ghana", "iceland", "kenya"]);
    assert.equal(document.components.schemas.Locale.enum, [...locales]);
  }
  assert.is(readJson(site.outDir, "/fr/developers/openapi.json").info.title, "API de Référence santé voyage");
});

test("every resource path has a JSON and a Markdown operation with a 404, and operation ids are stable and unique", () => {
  const document = readJson(site.outDir, "/en/developers/openapi.json");
  const expected = ["/{locale}/travel", "/{locale}/travel/{slug}", "/{locale}/travel/diseases", "/{locale}/travel/notices", "/{locale}/travel/diseases/{slug}", "/{locale}/data/vaccinations", "/{locale}/data/vaccinations/{slug}", "/{locale}/data/malaria-drugs", "/{locale}/data/malaria-drugs/{slug}", "/{locale}/developers/openapi", "/{locale}/changes", "/{locale}/data/all", "/{locale}/data/trip"];
  assert.equal(Object.keys(document.paths).sort(), expected.flatMap((p) => [`${p}.json`, `${p}.md`]).sort());
  const ids = Object.values(document.paths).map((item: any) => item.get.operationId);
  assert.is(new Set(ids).size, ids.length);
  assert.ok(ids.includes("getCountryRequirements") && ids.includes("getDiseaseProfileMarkdown") && ids.includes("getTripData"));
  for (const [p, item] of Object.entries<any>(document.paths)) {
    assert.ok(item.get.responses["404"], `${p} documents 404`);
    assert.ok(item.get.responses["200"].content[p.endsWith(".md") ? "text/markdown" : "application/json"], p);
  }
});

/** A client's validator: ajv strict over the components of the document, looked up by path. */
/** Every resource page's view model, all locales. */
const allPages = (site: Site) => locales.flatMap((locale) => site.pages[locale]);

function clientValidator(document: any) {
  const ajv = clientAjv();
  const toDefs = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll("#/components/schemas/", "#/$defs/"));
  const $defs = toDefs(document.components.schemas);
  for (const name of Object.keys($defs)) ajv.compile({ $ref: `#/$defs/${name}`, $defs });
  const operations = Object.entries<any>(document.paths)
    .filter(([p]) => p.endsWith(".json"))
    .map(([p, item]) => ({
      pattern: new RegExp(`^${p.replace(/\./g, "\\.").replace("{locale}", "(nl|en|de|fr|es)").replace("{slug}", "([a-z0-9-]+)")}$`),
      // A component, or oneOf components (a country's or disease's path may hold a tombstone).
      validate: ajv.compile({ ...toDefs(item.get.responses["200"].content["application/json"].schema), $defs }),
      literal: !p.includes("{slug}"),
    }));
  return (urlPath: string) => {
    // A literal path wins over a template (the fixed `diseases` segment is not a slug).
    const matches = operations.filter((op) => op.pattern.test(urlPath)).sort((a, b) => Number(b.literal) - Number(a.literal));
    return matches[0]?.validate;
  };
}

// The build's record of file times (src/lib/site/file-dates.ts) is no API file: nginx answers its path 404.
const apiJsonFiles = () => listFiles(site.outDir).filter((f) => f.endsWith(".json") && !f.startsWith("schemas/") && !f.startsWith("admin/") && !f.endsWith("openapi.json") && f !== "404.json" && f !== fileDatesRecord);

test("every component schema compiles under ajv strict, and every JSON file validates against its operation's schema", () => {
  const document = readJson(site.outDir, "/en/developers/openapi.json");
  const validatorFor = clientValidator(document);
  // The API's JSON: not the JSON Schemas, nor the form editor's configuration (/admin/config.json),
  // nor the problem document a host serves for a missing path (/404.json, test/not-found.test.ts).
  const files = apiJsonFiles();
  assert.ok(files.length >= 5 * 10, `${files.length} files`);
  for (const file of files) {
    const validate = validatorFor(`/${file}`);
    assert.ok(validate, `no operation for /${file}`);
    assert.ok(validate(JSON.parse(readFileSync(path.join(site.outDir, file), "utf8"))), `${file}: ${JSON.stringify(validate.errors)}`);
  }
});

test("the schemas under /schemas/ have a host-independent $id, equal the OpenAPI components, and every JSON file names its schema", () => {
  const document = readJson(site.outDir, "/nl/developers/openapi.json");
  const files = ["country-list", "country-requirements", "disease-index", "disease-profile", "vaccination-catalog", "changes", "all-data"];
  for (const file of files) {
    const { $schema, $id, $ref, $defs } = readJson(site.outDir, `/schemas/${file}.schema.json`);
    assert.is($id, `urn:travel-health-reference:schema:v1:${file}`);
    assert.is($schema, "https://json-schema.org/draft/2020-12/schema");
    const component = $ref.replace("#/$defs/", "");
    const answers = (p: string) => {
      const schema = document.paths[p].get.responses["200"].content["application/json"]?.schema;
      return [schema?.$ref, ...(schema?.oneOf ?? []).map((s: { $ref: string }) => s.$ref)].includes(`#/components/schemas/${component}`);
    };
    assert.ok(Object.keys(document.paths).some(answers), component);
    for (const [name, schema] of Object.entries($defs)) {
      assert.equal(JSON.parse(JSON.stringify(schema).replaceAll("#/$defs/", "#/components/schemas/")), document.components.schemas[name], `${file}: ${name}`);
    }
  }
  assert.is(document.externalDocs.url, `${siteUrl}/nl/developers/`);
  for (const file of files) assert.ok(document.info.description.includes(`${siteUrl}/schemas/${file}.schema.json`), file);
  // Every enveloped file points at the served schema of its own resource.
  assert.is(readJson(site.outDir, "/de/travel/kenya.json").$schema, `${siteUrl}/schemas/country-requirements.schema.json`);
  for (const file of apiJsonFiles()) {
    const $schema = readJson(site.outDir, `/${file}`).$schema as string;
    assert.ok($schema.startsWith(`${siteUrl}/schemas/`) && readText(site.outDir, $schema).length > 0, file);
  }
});

test("published schemas are open to additions while the build's own check rejects any field we did not mean to write", () => {
  const document = readJson(site.outDir, "/en/developers/openapi.json");
  const closed: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (!node || typeof node !== "object") return;
    if ((node as { additionalProperties?: unknown }).additionalProperties === false) closed.push(at);
    for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
  };
  walk(document.components.schemas, "#/components/schemas");
  for (const file of listFiles(site.outDir).filter((f) => f.startsWith("schemas/"))) walk(readJson(site.outDir, `/${file}`), file);
  assert.equal(closed, []);

  // A file of a later build with a new optional field, at the top and deep inside.
  const kenyaFile = path.join(site.outDir, "en/travel/kenya.json");
  const original = readFileSync(kenyaFile, "utf8");
  const grown = JSON.parse(original);
  grown.servedBy = "a later version";
  grown.data.yellowFever.certificate.validForLife = true;
  assert.ok(clientValidator(document)("/en/travel/kenya.json")!(grown), "a client's validator accepts the additions");
  try {
    writeFileSync(kenyaFile, JSON.stringify(grown));
    const pages = allPages(loadSite({ siteUrl, contentDir }));
    const written = new Map(pages.flatMap((p) => Object.values(p.route)).map((url) => [url, readText(site.outDir, url)]));
    const problems = fileProblems(pages, written, siteUrl, plannedFiles(pages)).join("\n");
    assert.match(problems, /en\/travel\/kenya\.json: servedBy: expected no such field; found one/);
    assert.match(problems, /en\/travel\/kenya\.json: data\.yellowFever\.certificate\.validForLife: expected no such field; found one/);
  } finally {
    writeFileSync(kenyaFile, original);
  }
});

test("the build's verification rejects a file that lost a field or has a wrong type, naming file and field", () => {
  const kenya = path.join(site.outDir, "en/travel/kenya.json");
  const catalog = path.join(site.outDir, "de/data/vaccinations.json");
  const original = [readFileSync(kenya, "utf8"), readFileSync(catalog, "utf8")] as const;
  try {
    const broken = JSON.parse(original[0]);
    delete broken.data.reviewed;
    writeFileSync(kenya, JSON.stringify(broken));
    const wrongType = JSON.parse(original[1]);
    wrongType.data[0].live = "yes";
    writeFileSync(catalog, JSON.stringify(wrongType));
    const pages = allPages(loadSite({ siteUrl, contentDir }));
    // What the build's verifier sees: the text written for each resource file.
    const written = new Map(pages.flatMap((p) => Object.values(p.route)).map((url) => [url, readText(site.outDir, url)]));
    const problems = fileProblems(pages, written, siteUrl, plannedFiles(pages)).join("\n");
    assert.match(problems, /en\/travel\/kenya\.json: data\.reviewed: expected a value; found nothing/);
    assert.match(problems, /de\/data\/vaccinations\.json: data\[0\]\.live: must be boolean; found "yes"/);
  } finally {
    writeFileSync(kenya, original[0]);
    writeFileSync(catalog, original[1]);
  }
});

test("the developers' page shows real examples from this build and passes through the nav of every page", () => {
  const html = readText(site.outDir, "/es/developers/");
  assert.match(html, /<h1>Desarrolladores: la API JSON abierta<\/h1>/);
  assert.ok(html.includes(`curl ${siteUrl}/es/travel.json`));
  // The abbreviated response is the real file with lists cut to two items.
  const list = readJson(site.outDir, "/es/travel.json");
  const firstExample = /<details>\s*<summary>[^<]*<\/summary>\s*<pre[^>]*><code>([^<]*)<\/code><\/pre>/.exec(html)?.[1] ?? "";
  const unescaped = firstExample.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const shown = JSON.parse(unescaped);
  assert.equal(shown.data, list.data.slice(0, 2));
  assert.is(shown.canonicalUrl, list.canonicalUrl);
  assert.is(list.data.length, 3);
  assert.ok(readText(site.outDir, "/es/developers/openapi.md").includes("```json"));
  assert.match(readText(site.outDir, "/nl/travel/kenya/"), /<a href="\/health\/nl\/developers\/">Ontwikkelaars<\/a>/);
});

test("npm run build without SITE_URL warns loudly that it is a local build", () => {
  const local = buildProcess(path.join(contentDir, "no-such-folder"), undefined, { SITE_URL: "" });
  assert.match(local.stderr, /WARNING: SITE_URL is not set\. This is a LOCAL build: every URL in _site \(and the OpenAPI servers\) points at http:\/\/localhost:8080/);
  assert.not.match(buildProcess(path.join(contentDir, "no-such-folder")).stderr, /LOCAL build/);
});

test.run();
