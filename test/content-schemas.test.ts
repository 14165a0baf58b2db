// The editors' JSON Schemas are generated from the zod schemas; the committed copies must match,
// every content file must point at the right one, and every field, choice and pattern in them
// speaks to a person.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { contentSchemaFiles, readSlugCatalog, renderContentSchema } from "../src/lib/content/json-schemas.ts";
import { repoRoot } from "./helpers.ts";

const catalog = readSlugCatalog(path.join(repoRoot, "content"));
const schemas = Object.fromEntries(Object.keys(contentSchemaFiles).map((name) => [name, JSON.parse(renderContentSchema(name, catalog))]));

test("committed content/schemas/*.schema.json match the zod schemas and the content's slugs (run `npm run generate` after a change)", () => {
  for (const name of Object.keys(contentSchemaFiles)) {
    const committed = readFileSync(path.join(repoRoot, "content/schemas", name), "utf8");
    assert.ok(committed === renderContentSchema(name, catalog), `content/schemas/${name} is out of date: run npm run generate`);
  }
});

test("every content file names its JSON Schema in $schema", () => {
  const expected: Record<string, string> = { countries: "country", diseases: "disease", vaccines: "vaccine", sources: "source", references: "reference", ui: "ui" };
  for (const [folder, kind] of Object.entries(expected)) {
    for (const name of readdirSync(path.join(repoRoot, "content", folder)).filter((n) => n.endsWith(".json"))) {
      const file = JSON.parse(readFileSync(path.join(repoRoot, "content", folder, name), "utf8"));
      assert.is(file.$schema, `../schemas/${kind}.schema.json`, `content/${folder}/${name}`);
    }
  }
});

/** Every schema node with the path that leads to it. */
function* nodes(node: any, where: string): Generator<[string, any]> {
  if (!node || typeof node !== "object") return;
  yield [where, node];
  for (const [name, child] of Object.entries(node.properties ?? {})) yield* nodes(child, `${where}.${name}`);
  if (node.items) yield* nodes(node.items, `${where}[]`);
  for (const [i, child] of (node.anyOf ?? []).entries()) yield* nodes(child, `${where}|${i}`);
  for (const [i, child] of (node.allOf ?? []).entries()) yield* nodes(child, `${where}&${i}`);
}

test("every field has a title and a description", () => {
  for (const [name, schema] of Object.entries(schemas)) {
    for (const [where, node] of nodes(schema, name)) {
      for (const [field, child] of Object.entries<any>(node.properties ?? {})) {
        assert.ok(typeof child.title === "string" && child.title.length > 1, `${where}.${field} has no title`);
        assert.ok(typeof child.description === "string" && child.description.length > 10, `${where}.${field} has no description`);
      }
      if (node.items && node.items.type === "object") assert.ok(node.items.title && node.items.description, `${where}[] has no title or description`);
    }
  }
});

test("every choice has a description, and every pattern a sentence instead of the regular expression", () => {
  let enums = 0;
  for (const [name, schema] of Object.entries(schemas)) {
    for (const [where, node] of nodes(schema, name)) {
      if (Array.isArray(node.enum)) {
        enums++;
        assert.is(node.markdownEnumDescriptions?.length, node.enum.length, `${where}: one description per value`);
        for (const description of node.markdownEnumDescriptions) assert.ok(typeof description === "string" && description.length > 2, `${where}: ${description}`);
      }
      if (node.pattern !== undefined) assert.ok(typeof node.patternErrorMessage === "string" && !node.patternErrorMessage.includes("^"), `${where}: pattern without a message`);
    }
  }
  assert.ok(enums > 10);
  const reviewed = schemas["country.schema.json"].properties.reviewed.anyOf[0];
  assert.is(reviewed.patternErrorMessage, "Expected a date written YYYY-MM-DD, such as 2026-11-23.");
});

test("fields naming another file offer exactly the slugs of the files that exist", () => {
  const country = schemas["country.schema.json"].properties;
  const vaccineSlugs = readdirSync(path.join(repoRoot, "content/vaccines")).map((n) => n.replace(/\.json$/, "")).sort();
  assert.equal([...country.vaccines.items.properties.vaccine.enum].sort(), vaccineSlugs);
  assert.ok(country.vaccines.items.properties.vaccine.markdownEnumDescriptions.includes("Yellow fever vaccine"));
  assert.equal(
    [...country.otherRisks.items.properties.disease.enum].sort(),
    readdirSync(path.join(repoRoot, "content/diseases")).filter((n) => n.endsWith(".json")).map((n) => n.replace(/\.json$/, "")).sort(),
  );
  assert.equal([...country.adviceSource.enum].sort(), ["cdc", "lcr", "who"]);
  const citation = country.yellowFever.properties.certificate.properties.citations.anyOf[0].items.properties.reference;
  assert.is(citation.enum.length, readdirSync(path.join(repoRoot, "content/references")).length);
  assert.match(citation.errorMessage, /Not a reference in content\/references\//);
  assert.ok(schemas["vaccine.schema.json"].properties.protectsAgainst.items.enum.includes("yellow-fever"));
});

test.run();
