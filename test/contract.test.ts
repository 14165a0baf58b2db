// The machine-readable contract as a client meets it: each locale's openapi.json is a valid
// OpenAPI 3.1 document, its schemas compile under ajv strict, and every JSON file the build
// writes validates against the schema its path's operation declares.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { loadSite } from "../src/lib/site/site.ts";
import { plannedFiles, verifyPart } from "../src/lib/verify/output.ts";
import { build, listFiles, makeFixture, readJson, readText, siteUrl, type BuildResult, setUp } from "./helpers.ts";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;
let site: BuildResult;
let contentDir: string;

setUp(test, async () => {
  contentDir = makeFixture();
  site = await build(contentDir);
  assert.is(site.status, 0, site.stderr);
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
    assert.equal(document.components.parameters.CountrySlug.schema.enum, ["ghana", "iceland", "kenya"]);
    assert.equal(document.components.parameters.Locale.schema.enum, [...locales]);
  }
  assert.is(readJson(site.outDir, "/fr/developers/openapi.json").info.title, "API de Référence santé voyage");
});

test("every path of the seed has a JSON and a Markdown operation with a 404, and operation ids are stable and unique", () => {
  const document = readJson(site.outDir, "/en/developers/openapi.json");
  const expected = ["/{locale}/travel", "/{locale}/travel/{slug}", "/{locale}/travel/diseases", "/{locale}/travel/diseases/{slug}", "/{locale}/data/vaccinations", "/{locale}/developers/openapi", "/{locale}/changes", "/{locale}/data/all"];
  assert.equal(Object.keys(document.paths).sort(), expected.flatMap((p) => [`${p}.json`, `${p}.md`]).sort());
  const ids = Object.values(document.paths).map((item: any) => item.get.operationId);
  assert.is(new Set(ids).size, ids.length);
  assert.ok(ids.includes("getCountryRequirements") && ids.includes("getDiseaseProfileMarkdown"));
  for (const [p, item] of Object.entries<any>(document.paths)) {
    assert.ok(item.get.responses["404"], `${p} documents 404`);
    assert.ok(item.get.responses["200"].content[p.endsWith(".md") ? "text/markdown" : "application/json"], p);
  }
});

/** A client's validator: ajv strict over the components of the document, looked up by path. */
function clientValidator(document: any) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  const validators = Object.fromEntries(Object.entries<any>(document.components.schemas).map(([name, schema]) => [name, ajv.compile(schema)]));
  const operations = Object.entries<any>(document.paths)
    .filter(([p]) => p.endsWith(".json"))
    .map(([p, item]) => ({
      pattern: new RegExp(`^${p.replace(/\./g, "\\.").replace("{locale}", "(nl|en|de|fr|es)").replace("{slug}", "([a-z0-9-]+)")}$`),
      schemaRef: item.get.responses["200"].content["application/json"].schema.$ref as string | undefined,
      literal: !p.includes("{slug}"),
    }));
  return (urlPath: string) => {
    // A literal path wins over a template (the fixed `diseases` segment is not a slug).
    const matches = operations.filter((op) => op.pattern.test(urlPath)).sort((a, b) => Number(b.literal) - Number(a.literal));
    const ref = matches[0]?.schemaRef;
    return ref ? validators[ref.split("/").at(-1)!] : undefined;
  };
}

test("every component schema compiles under ajv strict, and every JSON file validates against its operation's schema", () => {
  const document = readJson(site.outDir, "/en/developers/openapi.json");
  const validatorFor = clientValidator(document);
  const files = listFiles(site.outDir).filter((f) => f.endsWith(".json") && !f.startsWith("schemas/") && !f.endsWith("openapi.json"));
  assert.ok(files.length >= 5 * 10, `${files.length} files`);
  for (const file of files) {
    const validate = validatorFor(`/${file}`);
    assert.ok(validate, `no operation for /${file}`);
    assert.ok(validate(JSON.parse(readFileSync(path.join(site.outDir, file), "utf8"))), `${file}: ${JSON.stringify(validate.errors)}`);
  }
});

test("the schemas under /schemas/ have a stable $id and equal the OpenAPI components", () => {
  const document = readJson(site.outDir, "/nl/developers/openapi.json");
  for (const [name, component] of Object.entries<any>(document.components.schemas)) {
    const file = name.replace(/File$/, "").replace(/[A-Z]/g, (c, i) => `${i ? "-" : ""}${c.toLowerCase()}`);
    const { $schema, $id, ...schema } = readJson(site.outDir, `/schemas/${file}.schema.json`);
    assert.is($id, `${siteUrl}/schemas/${file}.schema.json`);
    assert.is($schema, "https://json-schema.org/draft/2020-12/schema");
    assert.equal(schema, component);
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
    const pages = loadSite({ siteUrl, contentDir }).pages;
    // What the build's verifier sees: the text written for each resource file.
    const written = new Map(pages.flatMap((p) => Object.values(p.route)).map((url) => [url, readText(site.outDir, url)]));
    const problems = verifyPart({ resources: pages, locales: [], root: false }, written, siteUrl, plannedFiles(pages)).join("\n");
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
  const firstExample = /<details>\s*<summary>[^<]*<\/summary>\s*<pre><code>([^<]*)<\/code><\/pre>/.exec(html)?.[1] ?? "";
  const unescaped = firstExample.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const shown = JSON.parse(unescaped);
  assert.equal(shown.data, list.data.slice(0, 2));
  assert.is(shown.canonicalUrl, list.canonicalUrl);
  assert.is(list.data.length, 3);
  assert.ok(readText(site.outDir, "/es/developers/openapi.md").includes("```json"));
  assert.match(readText(site.outDir, "/nl/travel/kenya/"), /<a href="\/health\/nl\/developers\/">Ontwikkelaars<\/a>/);
});

test.run();
