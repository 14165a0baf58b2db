// Types as code generators make them: every named shape is titled with its component name,
// enumerations are components of their own, one bundled schema holds every shape once, and the
// commands docs/api.md gives (openapi-typescript; quicktype for Python and Go, with nothing but the
// bundled schema's address) make types named after the components (without titles, and with a
// union at the bundle's root, quicktype invents PurpleLocalizedLink, DatumResource and a merged
// all-optional class).
// The OpenAPI document describes 304 and the Markdown media type so generated clients handle them.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { InputData, JSONSchemaInput, JSONSchemaStore, quicktype, type JSONSchema, type LanguageName } from "quicktype-core";
import { locales } from "../src/lib/locales.ts";
import { resourceNames } from "../src/lib/published/resources.ts";
import { build, makeFixture, readJson, repoRoot, setUp, siteUrl, tempDir, type BuildResult } from "./helpers.ts";

// Every published resource, as resources.ts names them (a new resource is checked without editing this test).
const files = Object.values(resourceNames).map((names) => names.file);
const fileComponents = Object.values(resourceNames).map((names) => names.component);
let site: BuildResult;
let bundle: { $id: string; title: string; $defs: Record<string, { title?: string }>; properties: Record<string, { $ref: string }> };

setUp(test, async () => {
  site = await build(makeFixture());
  assert.is(site.status, 0, site.stderr);
  bundle = readJson(site.outDir, "/schemas/travel-health-reference.schema.json");
});

/** Every `$ref` anywhere in a value. */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) key === "$ref" && typeof v === "string" ? found.push(v) : refs(v, found);
  }
  return found;
}

test("every $defs entry of every published schema, and every OpenAPI component, is titled with its name", () => {
  for (const file of files) {
    const schema = readJson(site.outDir, `/schemas/${file}.schema.json`);
    for (const [name, shape] of Object.entries(schema.$defs as Record<string, { title?: string }>)) assert.is(shape.title, name, `${file}: ${name}`);
  }
  for (const locale of locales) {
    const components = readJson(site.outDir, `/${locale}/developers/openapi.json`).components.schemas as Record<string, { title?: string }>;
    for (const [name, shape] of Object.entries(components)) assert.is(shape.title, name, `${locale}: ${name}`);
  }
});

test("the bundled schema holds every component once, resolves every reference inside itself and accepts each file kind", () => {
  const components = readJson(site.outDir, "/en/developers/openapi.json").components.schemas;
  assert.equal(Object.keys(bundle.$defs).sort(), Object.keys(components).sort());
  for (const ref of refs(bundle)) assert.ok(bundle.$defs[ref.replace("#/$defs/", "")] && ref.startsWith("#/$defs/"), ref);
  assert.equal(Object.entries(bundle.properties), fileComponents.map((c) => [c, { $ref: `#/$defs/${c}` }]));
  assert.match(bundle.$id, /^urn:travel-health-reference:schema:v1:/);
  // The developers' page names it beside the per-resource schemas.
  assert.ok(readJson(site.outDir, "/en/developers/openapi.json").info.description.includes(`${siteUrl}/schemas/travel-health-reference.schema.json`));
});

test("an enumeration used in several places is one named component, referenced from each", () => {
  const defs = bundle.$defs as Record<string, any>;
  const inlineEnums = new Map<string, string[]>();
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}[${i}]`));
    else if (value && typeof value === "object") {
      const node = value as Record<string, unknown>;
      if (Array.isArray(node.enum) && !Object.values(defs).includes(node)) {
        const key = JSON.stringify(node.enum);
        inlineEnums.set(key, [...(inlineEnums.get(key) ?? []), where]);
      }
      for (const [k, v] of Object.entries(node)) visit(v, `${where}.${k}`);
    }
  };
  for (const [name, shape] of Object.entries(defs)) visit(shape, name);
  const namedEnums = Object.values(defs).filter((d) => Array.isArray(d.enum)).map((d) => JSON.stringify(d.enum));
  for (const [values, places] of inlineEnums) {
    assert.ok(places.length === 1, `${values} is repeated inline at ${places.join(", ")}`);
    assert.not.ok(namedEnums.includes(values), `${values} is a component and also inline at ${places[0]}`);
  }
  assert.equal(defs.MalariaRisk.enum, ["none", "low", "moderate", "high"]);
  assert.is(defs.CountrySummary.properties.malariaRisk.$ref, "#/$defs/MalariaRisk");
  assert.is(defs.Malaria.properties.risk.$ref, "#/$defs/MalariaRisk");
});

test("a field described as deprecated is marked deprecated: true, and the changelog names each deprecated field", () => {
  const changelog = readFileSync(path.join(repoRoot, "docs/api-changelog.md"), "utf8");
  const found: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}[${i}]`));
    else if (value && typeof value === "object") {
      const node = value as { description?: string; deprecated?: boolean; properties?: Record<string, unknown> };
      if (/^deprecated\b/i.test(node.description ?? "")) assert.is(node.deprecated, true, `${where}: "${node.description}"`);
      for (const [name, property] of Object.entries(node.properties ?? {})) {
        if ((property as { deprecated?: boolean }).deprecated) found.push(name);
      }
      for (const [k, v] of Object.entries(node)) visit(v, `${where}.${k}`);
    }
  };
  visit(bundle.$defs, "$defs");
  assert.ok(found.length > 0, "some field is deprecated");
  for (const name of new Set(found)) assert.ok(changelog.includes(`\`${name}\``) || changelog.includes(`.${name}\``), `the changelog names ${name}`);
});

/** The code-generation commands of docs/api.md ("Generated code"), one per line of its block. */
const commands = (() => {
  const docs = readFileSync(path.join(repoRoot, "docs/api.md"), "utf8");
  const block = /## Generated code[\s\S]*?```sh\n([\s\S]*?)```/.exec(docs)?.[1];
  assert.ok(block, "docs/api.md has a Generated code section with a sh block");
  return block!.trim().split("\n").map((line) => line.split(/\s+/));
})();
const command = (tool: string, lang?: string) => {
  const found = commands.find((c) => c[1] === tool && (!lang || c[c.indexOf("--lang") + 1] === lang));
  assert.ok(found, `docs/api.md gives the ${tool} ${lang ?? ""} command`);
  return found!;
};

/**
 * quicktype's models as the docs' command makes them (the CLI is quicktype-core's): its options,
 * and the bundled schema at the address it names as the only source.
 */
async function generate(lang: "python" | "go"): Promise<string> {
  const args = command("quicktype", lang);
  const url = args.at(-1)!;
  assert.is(url, `https://travel-health.example/schemas/travel-health-reference.schema.json`);
  assert.equal(args.slice(2, 4), ["--src-lang", "schema"]);
  const rendererOptions: Record<string, string> = {};
  for (let i = 4; i < args.length - 1; i++) {
    const option = args[i]!.replace(/^--/, "");
    if (option === "lang" || option === "o") i++;
    else if (option === "package" || option === "python-version") rendererOptions[option] = args[++i]!;
    else rendererOptions[option] = "true";
  }
  class Site extends JSONSchemaStore {
    async fetch(address: string): Promise<JSONSchema> {
      assert.is(address, url);
      return bundle as JSONSchema;
    }
  }
  const input = new JSONSchemaInput(new Site());
  // As the CLI adds a schema given by address; the top level (the root) is named by its title.
  await input.addSource({ name: bundle.title, uris: [url] });
  const inputData = new InputData();
  inputData.addInput(input);
  return (await quicktype({ inputData, lang: lang as LanguageName, rendererOptions })).lines.join("\n");
}

/** A type quicktype may name beyond the components: the root, and the tag enum of a tagged union it merges into one class. */
const allowed = (name: string) => name in bundle.$defs || name === bundle.title || (name.endsWith("Type") && name.slice(0, -4) in bundle.$defs);

const namedShapes = [...fileComponents, "CountryRequirements", "DiseaseProfile", "CatalogVaccine", "Citation", "YellowFeverCertificate", "Malaria", "Review", "AlternateLocale", "LocalizedLink"];
const namedEnums = ["MalariaRisk", "YellowFeverCertificateRequirement", "ProfileLanguage", "Locale"];

test("the docs' quicktype command makes Python classes named after the components, none invented from property paths", async () => {
  const python = await generate("python");
  const classes = [...python.matchAll(/^@dataclass\nclass (\w+):/gm)].map((m) => m[1]!);
  const enums = [...python.matchAll(/^class (\w+)\(Enum\):/gm)].map((m) => m[1]!);
  assert.ok(classes.length >= 30, `${classes.length} classes`);
  for (const name of [...classes, ...enums]) assert.ok(allowed(name), `class ${name} is not a component`);
  for (const name of namedShapes) assert.ok(classes.includes(name), `class ${name}`);
  for (const name of namedEnums) assert.ok(enums.includes(name), `enum ${name}`);
  assert.not.match(python, /class (Purple|Fluffy|Tentacled|Sticky|Indigo)\w*|class \w*(Datum|Element)\b/);
});

// Go puts enumeration constants in the package's namespace beside the structs, and quicktype
// names a constant before a struct it reached through $ref: a component named like an
// enumeration value (Change.resource "vaccine" and a component "Vaccine") loses its name.
test("the docs' quicktype command makes Go structs and string types named after the components, none invented", async () => {
  const go = await generate("go");
  const structs = [...go.matchAll(/^type (\w+) struct \{/gm)].map((m) => m[1]!);
  const strings = [...go.matchAll(/^type (\w+) string$/gm)].map((m) => m[1]!);
  assert.ok(structs.length >= 30, `${structs.length} structs`);
  for (const name of [...structs, ...strings]) assert.ok(allowed(name), `type ${name} is not a component`);
  for (const name of namedShapes) assert.ok(structs.includes(name), `struct ${name}`);
  for (const name of namedEnums) assert.ok(strings.includes(name), `string type ${name}`);
  assert.not.match(go, /type (Purple|Fluffy|Tentacled|Sticky|Indigo)\w*|type \w*(Datum|Element)\b/);
});

test("the docs' openapi-typescript command makes one type per component of the OpenAPI document", () => {
  const args = command("openapi-typescript");
  assert.is(args[2], "https://travel-health.example/en/developers/openapi.json");
  const out = path.join(tempDir("openapi-ts-"), "travel-health.d.ts");
  const run = spawnSync(path.join(repoRoot, "node_modules/.bin/openapi-typescript"), [path.join(site.outDir, "en/developers/openapi.json"), ...args.slice(3).map((a, i, all) => (all[i - 1] === "-o" ? out : a))], { encoding: "utf8" });
  assert.is(run.status, 0, run.stderr);
  const types = readFileSync(out, "utf8");
  for (const name of Object.keys(bundle.$defs)) assert.match(types, new RegExp(`^\\s+${name}: `, "m"), name);
});

test("every operation documents 304 and its validators, and the Markdown operations answer text/markdown", () => {
  for (const locale of locales) {
    const document = readJson(site.outDir, `/${locale}/developers/openapi.json`);
    assert.ok(document.components.responses.NotModified.description.length > 0);
    assert.not.ok("content" in document.components.responses.NotModified, "a 304 has no body");
    for (const [route, item] of Object.entries(document.paths as Record<string, { get: any }>)) {
      const { responses, parameters } = item.get;
      assert.equal(responses["304"], { $ref: "#/components/responses/NotModified" }, route);
      assert.equal(Object.keys(responses["200"].headers).sort(), ["ETag", "Last-Modified"], route);
      assert.ok(parameters.some((p: { $ref?: string }) => p.$ref === "#/components/parameters/IfNoneMatch"), route);
      assert.equal(Object.keys(responses["200"].content), [route.endsWith(".md") ? "text/markdown" : "application/json"], route);
    }
  }
});

test.run();
