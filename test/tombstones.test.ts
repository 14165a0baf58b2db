// A removed or renamed slug stays answered: the editors record it in content/removals.json, the
// old address answers in every locale with a tombstone (JSON, Markdown, HTML: what happened, when,
// what replaces it), and the change feeds list the removal. Read here as a client reads the
// output; the check refuses a removal that does not hold.
import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { build, contentRefusal, makeFixture, plainProblem, readJson, readText, setUp, siteUrl, type BuildResult } from "./helpers.ts";
import { clientAjv } from "./support/client-ajv.ts";

const everyLocale = (text: string) => Object.fromEntries(locales.map((locale) => [locale, `${text} (${locale})`]));

const renamed = {
  resource: "country",
  slug: "kenia",
  name: everyLocale("Kenia"),
  removed: "2026-11-20T10:00:00Z",
  reason: everyLocale("Renamed: the slug is now kenya"),
  replacement: "kenya",
};
const withdrawn = {
  resource: "disease",
  slug: "old-fever",
  name: everyLocale("Old fever"),
  removed: "2026-11-21T09:00:00Z",
  reason: everyLocale("Withdrawn: no source describes it"),
  replacement: null,
};

const writeRemovals = (content: string, removals: unknown[]) => writeFileSync(path.join(content, "removals.json"), `${JSON.stringify({ removals }, null, 2)}\n`);

let site: BuildResult;

setUp(test, async () => {
  const content = makeFixture();
  writeRemovals(content, [renamed, withdrawn]);
  site = await build(content);
  assert.is(site.status, 0, site.stderr);
});

test("a removed country's and disease's old JSON addresses answer in every locale with a tombstone that validates against the published schema", () => {
  const bundle = readJson(site.outDir, "/schemas/travel-health-reference.schema.json");
  const ajv = clientAjv();
  const validate = ajv.compile({ ...bundle, anyOf: undefined, $ref: "#/$defs/TombstoneFile" });
  const valid = (value: unknown): boolean => validate(value);
  for (const locale of locales) {
    const country = readJson(site.outDir, `/${locale}/travel/kenia.json`);
    assert.ok(valid(country), JSON.stringify(validate.errors));
    assert.is(country.$schema, `${siteUrl}/schemas/tombstone.schema.json`);
    assert.equal(country.data, {
      resource: "country",
      slug: "kenia",
      name: `Kenia (${locale})`,
      removed: "2026-11-20T10:00:00Z",
      reason: `Renamed: the slug is now kenya (${locale})`,
      replacement: { slug: "kenya", url: `${siteUrl}/${locale}/travel/kenya.json` },
    });
    assert.is(country.lastUpdated, "2026-11-20T10:00:00Z");
    // The replacement's address is a file of the build.
    assert.is(readJson(site.outDir, `/${locale}/travel/kenya.json`).data.slug, "kenya");
    const disease = readJson(site.outDir, `/${locale}/travel/diseases/old-fever.json`);
    assert.ok(valid(disease), JSON.stringify(validate.errors));
    assert.is(disease.data.replacement, null);
    assert.is(disease.data.resource, "disease");
  }
  // Its file date is the removal, so a mirror's Last-Modified says when it went.
  assert.is(statSync(path.join(site.outDir, "en/travel/kenia.json")).mtime.toISOString(), "2026-11-20T10:00:00.000Z");
});

test("the OpenAPI document says a country's or disease's path may answer with a tombstone", () => {
  for (const locale of locales) {
    const document = readJson(site.outDir, `/${locale}/developers/openapi.json`);
    for (const route of ["/{locale}/travel/{slug}.json", "/{locale}/travel/diseases/{slug}.json"]) {
      const schema = document.paths[route].get.responses["200"].content["application/json"].schema;
      assert.ok(schema.oneOf.some((s: { $ref: string }) => s.$ref === "#/components/schemas/TombstoneFile"), `${locale} ${route}`);
    }
    assert.is(document.components.schemas.TombstoneFile.title, "TombstoneFile");
  }
});

test("the change feed lists each removal with its date, reason and replacement, in JSON, Markdown, HTML and Atom", () => {
  for (const locale of locales) {
    const feed = readJson(site.outDir, `/${locale}/changes.json`);
    const entry = feed.data.find((e: { slug: string }) => e.slug === "kenia");
    assert.equal(entry, {
      resource: "country",
      slug: "kenia",
      name: `Kenia (${locale})`,
      url: `${siteUrl}/${locale}/travel/kenia.json`,
      lastUpdated: "2026-11-20T10:00:00Z",
      note: `Renamed: the slug is now kenya (${locale})`,
      removal: { replacement: { slug: "kenya", url: `${siteUrl}/${locale}/travel/kenya.json` } },
    });
    const withdrawnEntry = feed.data.find((e: { slug: string }) => e.slug === "old-fever");
    assert.equal(withdrawnEntry.removal, { replacement: null });
    // An entity that was edited, not removed, has no removal member.
    assert.not.ok("removal" in feed.data.find((e: { slug: string }) => e.slug === "iceland"));
    // Newest first, removals among the edits.
    const dates = feed.data.map((e: { lastUpdated: string }) => e.lastUpdated);
    assert.equal(dates, [...dates].sort().reverse());
    assert.ok(feed.lastUpdated >= "2026-11-21T09:00:00Z");
  }
  const markdown = readText(site.outDir, "/en/changes.md");
  assert.match(markdown, /Kenia \(en\)\]\([^)]*\/en\/travel\/kenia\.md\): Renamed: the slug is now kenya \(en\) Replaced by: \[kenya\]\([^)]*\/en\/travel\/kenya\.md\)/);
  const page = readText(site.outDir, "/en/changes/index.html");
  assert.match(page, /<a href="[^"]*travel\/kenia\/">Kenia \(en\)<\/a>\. Renamed: the slug is now kenya \(en\) Replaced by: <a href="[^"]*travel\/kenya\/">kenya<\/a>/);
  const atom = readText(site.outDir, "/en/changes.atom");
  assert.match(atom, /<title>Country \(Removed\): Kenia \(en\)<\/title>/);
  assert.match(atom, /<link rel="alternate" type="application\/json" href="[^"]*\/en\/travel\/kenia\.json"\/>/);
});

test("the tombstone's Markdown and HTML say what happened and link the replacement; the sitemap leaves them out", () => {
  const markdown = readText(site.outDir, "/en/travel/kenia.md");
  assert.match(markdown, /Kenia \(en\) was removed on 2026-11-20T10:00:00Z\./);
  assert.match(markdown, /Look now at: \[kenya\]\([^)]*\/en\/travel\/kenya\.md\)/);
  const html = readText(site.outDir, "/en/travel/kenia/index.html");
  assert.match(html, /Renamed: the slug is now kenya \(en\)/);
  assert.match(html, /Look now at: <a href="[^"]*travel\/kenya\/">kenya<\/a>/);
  assert.match(readText(site.outDir, "/en/travel/diseases/old-fever.md"), /Nothing replaces it\./);
  const sitemap = readText(site.outDir, "/sitemap.xml");
  assert.not.match(sitemap, /kenia|old-fever/);
  assert.match(sitemap, /\/en\/travel\/kenya\//);
});

test("the check refuses a removal whose slug still has a file, whose replacement has none, or that comes twice", () => {
  const refusal = contentRefusal((content) => writeRemovals(content, [{ ...renamed, slug: "ghana" }, { ...renamed, replacement: "atlantis" }, renamed, { ...withdrawn, replacement: "old-fever" }]), plainProblem);
  assert.match(refusal, /removals\.json: removals\[0\]\.slug: expected a slug no file in content\/countries\/ has \(delete countries\/ghana\.json when you remove it, or remove this entry\); found "ghana", and countries\/ghana\.json exists/);
  assert.match(refusal, /removals\.json: removals\[1\]\.replacement: expected the slug of a file in content\/countries\/ that replaces it, or null; found "atlantis", which has no file in content\/countries\//);
  assert.match(refusal, /removals\.json: removals\[2\]\.slug: expected one entry per removed country; found "kenia" again \(also removals\[1\]\)/);
  assert.match(refusal, /removals\.json: removals\[3\]\.replacement: expected the slug of a file in content\/diseases\/ that replaces it, or null; found "old-fever", the removed slug itself/);
  // A removal after the build's clock is refused too, naming the field.
  const future = contentRefusal((content) => writeRemovals(content, [{ ...withdrawn, removed: "2999-01-01T00:00:00Z" }]), plainProblem);
  assert.match(future, /removals\.json: removals\[0\]\.removed: expected a time no later than now/);
  // And a field of the wrong shape is named by the schema check.
  const shape = contentRefusal((content) => writeRemovals(content, [{ ...withdrawn, resource: "planet" }]), plainProblem);
  assert.match(shape, /removals\.json: removals\[0\]\.resource/);
});

test.run();
