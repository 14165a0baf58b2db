// What a one-country edit changes in the output, read as a mirror would: the files that show that
// country, the lists and feeds that name its change, and nothing else. Here Iceland, which the
// country list's first items show, so the OpenAPI example of that list changes with it; the
// schemas never do.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { build, editJson, listFiles, makeFixture, setUp, type BuildResult } from "./helpers.ts";

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
  ];
  const unexplained = english.filter((file) => !expected.some((pattern) => pattern.test(file)));
  assert.equal(unexplained, []);
  assert.ok(english.includes("en/travel/iceland.json"));
  assert.equal(changedFiles().filter((file) => file.startsWith("schemas/")), []);
  for (const untouched of ["en/travel/kenya.json", "en/travel/ghana.md", "en/data/vaccinations.json", "en/travel/diseases.json", "en/llms.txt", "en/llms-index/countries-africa.txt"]) {
    assert.not.ok(english.includes(untouched), `${untouched} changed`);
  }
});

test.run();
