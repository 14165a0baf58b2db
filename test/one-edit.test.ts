// What a one-country edit changes in the output, read as a mirror would: the files that show that
// country, the lists and feeds that name its change, and nothing else. Here Iceland, which the
// country list's first items show, so the OpenAPI example of that list changes with it; the
// schemas never do.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { build, editJson, listFiles, makeFixture, readJson, setUp, type BuildResult } from "./helpers.ts";

let before: BuildResult;
let after: BuildResult;

setUp(test, async () => {
  const content = makeFixture();
  before = await build(content);
  assert.is(before.status, 0, before.stderr);
  editJson(path.join(content, "countries/iceland.json"), (iceland) => {
    iceland.lastUpdated = "2026-11-01T08:00:00Z";
    iceland.changeNote.en = "Checked again.";
  });
  after = await build(content);
  assert.is(after.status, 0, after.stderr);
});

const changedFiles = () => listFiles(before.outDir).filter((file) => !readFileSync(path.join(before.outDir, file)).equals(readFileSync(path.join(after.outDir, file))));

test("a one-country edit changes the country's own files, the lists, feeds and indexes that show it, and nothing else", () => {
  const english = changedFiles().filter((file) => file.startsWith("en/"));
  // Each changed file, by what makes it change.
  const expected = [
    /^en\/travel\/iceland(\.json|\.md|\/index\.html)$/, // the country itself
    /^en\/travel(\.json|\.md|\/index\.html)$/, // the country list: Iceland's lastUpdated, the list's date
    /^en\/changes(\.json|\.md|\.atom|\/index\.html)$/, // the change feed: Iceland's new note
    /^en\/data\/all(\.json|\.md|\/index\.html)$/, // all data: Iceland's section
    /^en\/llms-full\//, // the full text holds the country's page
    /^en\/trip(\.md|\/index\.html)$/, // the trip planner carries all data
    /^en\/developers(\/openapi\.md|\/index\.html)$/, // the developers' page shows the change feed as an example
    /^en\/developers\/openapi\.json$/, // its example of the country list shows Iceland's lastUpdated
    /^en\/rules\/yellow-fever(\.md|\/index\.html)$/, // the yellow-fever rules list every country's rule and date
    /^en\/travel\/diseases\/[a-z-]+(\.json|\.md|\/index\.html)$/, // disease profiles that list Iceland: their date follows the countries they list
    /^en\/travel\/diseases\.json$/, // the disease index carries each profile's lastUpdated
  ];
  const unexplained = english.filter((file) => !expected.some((pattern) => pattern.test(file)));
  assert.equal(unexplained, []);
  assert.ok(english.includes("en/travel/iceland.json"));
  assert.equal(changedFiles().filter((file) => file.startsWith("schemas/")), []);
  for (const untouched of ["en/travel/kenya.json", "en/travel/ghana.md", "en/data/vaccinations.json", "en/llms.txt", "en/llms-index/countries-africa.txt"]) {
    assert.not.ok(english.includes(untouched), `${untouched} changed`);
  }
});

test("a country's or disease's lastUpdated is the same in its own file, in its list and in the bulk file", () => {
  for (const locale of locales) {
    const read = (url: string) => readJson(after.outDir, url);
    const all = read(`/${locale}/data/all.json`).data;
    for (const item of read(`/${locale}/travel.json`).data) {
      const own = read(`/${locale}/travel/${item.slug}.json`).lastUpdated;
      assert.is(item.lastUpdated, own, `${locale} ${item.slug}: country list`);
      assert.is(all.countries.find((c: { slug: string }) => c.slug === item.slug).lastUpdated, own, `${locale} ${item.slug}: all.json`);
    }
    for (const item of read(`/${locale}/travel/diseases.json`).data) {
      const own = read(`/${locale}/travel/diseases/${item.slug}.json`).lastUpdated;
      assert.is(item.lastUpdated, own, `${locale} ${item.slug}: disease index`);
      assert.is(all.diseases.find((d: { slug: string }) => d.slug === item.slug).lastUpdated, own, `${locale} ${item.slug}: all.json`);
    }
  }
});

test.run();
