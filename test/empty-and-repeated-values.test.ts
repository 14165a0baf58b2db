// Smaller silent acceptances, each refused with file and reason: Markdown that
// would give empty headings, list items or link texts; dates in year 0 or 9999; an entry
// written twice in a list that means a set.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { contentRefusal, editJson } from "./helpers.ts";

const problemsOf = (change: (content: string) => void) => contentRefusal(change);

test("Markdown with an empty heading, an empty list item or an empty link text is refused with its line", () => {
  const problems = problemsOf((c) => writeFileSync(path.join(c, "diseases/malaria.en.md"), "## What it is\n\nText.\n\n## \n\n- one\n-\n- three\n\nSee [](https://www.who.int/malaria).\n"));
  assert.match(problems, /diseases\/malaria\.en\.md:5\b.*expected a heading with text; found an empty heading/);
  assert.match(problems, /diseases\/malaria\.en\.md:\d+\b.*expected list items with text; found an empty list item/);
  assert.match(problems, /diseases\/malaria\.en\.md:11\b.*expected a link with text; found a link without text/);
});

test("dates in year 0 or 9999 are refused", () => {
  const problems = problemsOf((c) => {
    editJson(path.join(c, "countries/kenya.json"), (k) => (k.reviewed = "0000-01-01"));
    editJson(path.join(c, "vaccines/measles.json"), (v) => (v.lastUpdated = "9999-12-31T00:00:00Z"));
  });
  assert.match(problems, /countries\/kenya\.json:\d+:\d+: (.*\()?reviewed\)?: expected a date between 1900 and 2100; found "0000-01-01"/);
  assert.match(problems, /vaccines\/measles\.json:\d+:\d+: (.*\()?lastUpdated\)?: expected a date between 1900 and 2100; found "9999-12-31T00:00:00Z"/);
});

test("an entry written twice in protectsAgainst or a disease's sources is refused", () => {
  const problems = problemsOf((c) => {
    editJson(path.join(c, "vaccines/measles.json"), (v) => (v.protectsAgainst = ["measles", "measles"]));
    editJson(path.join(c, "diseases/malaria.json"), (d) => (d.sources = [d.sources[0], d.sources[0]]));
  });
  assert.match(problems, /vaccines\/measles\.json:\d+:\d+: (.*\()?protectsAgainst\)?: expected each entry once \(this list is a set\)/);
  assert.match(problems, /diseases\/malaria\.json:\d+:\d+: (.*\()?sources\)?: expected each entry once \(this list is a set\)/);
});

test.run();
