// The form editor's pre-save and pre-delete check on `npm start` (src/admin/form-check.ts): the
// same rules as `npm run check`, answered by field, for a save, a new or duplicated entry, and the
// deletion of a reference; and the form's collections create and find what editors ask for.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { decapConfig, type DecapField } from "../src/admin/decap-config.ts";
import { checkEntry } from "../src/admin/form-check.ts";
import { makeFixture } from "./helpers.ts";

type Collection = { name: string; create: boolean; delete: boolean; fields: DecapField[] };
const collections = (decapConfig({ branch: "main" }) as { collections: Collection[] }).collections;
const field = (collection: string, ...names: string[]) => {
  let fields = collections.find((c) => c.name === collection)!.fields;
  let found: DecapField | undefined;
  for (const name of names) {
    found = fields.find((f) => f.name === name);
    fields = (found?.fields as DecapField[]) ?? [];
  }
  return found!;
};

test("a save is checked by field: HTML, a kept change note, a missing language; a valid save has no problem", () => {
  const content = makeFixture();
  const file = path.join(content, "countries/kenya.json");
  const kenya = JSON.parse(readFileSync(file, "utf8"));
  kenya.vaccines[1].note.en = "Aged <b>9 months</b>.";
  delete kenya.name.de;
  const problems = checkEntry(content, { folder: "countries", name: "kenya", extension: "json", text: JSON.stringify(kenya, null, 2), newRecord: false });
  const byPath = new Map(problems.map((problem) => [problem.path, problem]));
  assert.match(byPath.get("vaccines[1].note.en")?.found ?? "", /the HTML tag <b>/);
  assert.is(byPath.get("vaccines[1].note.en")?.field, "the 2nd vaccine › note › English (en) (vaccines[1].note.en)");
  assert.is(byPath.get("name.de")?.found, "nothing (the field is missing)");
  assert.match(byPath.get("changeNote")?.expected ?? "", /a note saying what this edit changed/);
  assert.ok(byPath.get("vaccines[1].note.en")!.line! > 1, "with its line");
  const valid = JSON.parse(readFileSync(file, "utf8"));
  valid.vaccines[1].note.en = "Aged 9 months and over.";
  valid.changeNote.en = "Age for yellow fever given.";
  assert.equal(checkEntry(content, { folder: "countries", name: "kenya", extension: "json", text: JSON.stringify(valid, null, 2), newRecord: false }), []);
  assert.is(readFileSync(file, "utf8"), JSON.stringify(JSON.parse(readFileSync(file, "utf8")), null, 2) + "\n", "nothing written in content/");
});

test("a duplicated entry needs its own slug; a copy of a destination is named as one", () => {
  const content = makeFixture();
  const kenya = readFileSync(path.join(content, "countries/kenya.json"), "utf8");
  const same = checkEntry(content, { folder: "countries", name: "kenya", extension: "json", text: kenya, newRecord: true });
  assert.ok(same.some((p) => p.path === "slug" && /a slug no other file in content\/countries\/ has/.test(p.expected)), JSON.stringify(same));
  const copy = checkEntry(content, { folder: "countries", name: "kenia", extension: "json", text: kenya.replace('"slug": "kenya"', '"slug": "kenia"'), newRecord: true });
  assert.ok(copy.some((p) => p.path === "isoCode" && /one file per destination/.test(p.expected)), JSON.stringify(copy));
});

test("a review date in the future and a removed French text are refused by field, as npm run check refuses them", () => {
  const content = makeFixture();
  const kenya = JSON.parse(readFileSync(path.join(content, "countries/kenya.json"), "utf8"));
  kenya.lastUpdated = "2026-11-20T10:00:00Z";
  kenya.reviewed = "2026-12-24";
  kenya.changeNote.en = "Reviewed.";
  delete kenya.vaccines[1].note.fr;
  const problems = checkEntry(content, { folder: "countries", name: "kenya", extension: "json", text: JSON.stringify(kenya, null, 2), newRecord: false }, new Date("2026-11-20T10:05:00Z"));
  const byPath = new Map(problems.map((problem) => [problem.path, problem]));
  assert.match(byPath.get("reviewed")?.expected ?? "", /a day no later than the day of lastUpdated \(2026-11-20\)/);
  assert.is(byPath.get("vaccines[1].note.fr")?.found, "nothing (the field is missing)");
});

test("a profile body is checked as Markdown: a table is refused with its line", () => {
  const content = makeFixture();
  const problems = checkEntry(content, { folder: "diseases", name: "malaria.en", extension: "md", text: "## Doses\n\n| a | b |\n|---|---|\n| 1 | 2 |\n", newRecord: false });
  assert.equal(problems.map((p) => [p.line, p.found]), [[3, "a table"]]);
});

test("a reference is deleted only when nothing cites it", () => {
  const content = makeFixture();
  const cited = checkEntry(content, { folder: "references", name: "who-ith-country-list", extension: "json", text: "", newRecord: false, remove: true });
  assert.ok(cited.length > 0 && cited.every((p) => /countries\/\w+\.json:\d+ \(.*\) cites it/.test(p.found)), JSON.stringify(cited));
  const reference = JSON.parse(readFileSync(path.join(content, "references/who-ith-country-list.json"), "utf8"));
  writeFileSync(path.join(content, "references/unused.json"), JSON.stringify({ ...reference, slug: "unused" }, null, 2));
  assert.equal(checkEntry(content, { folder: "references", name: "unused", extension: "json", text: "", newRecord: false, remove: true }), []);
});

test("countries, diseases, their profiles, vaccines, notices and references are created from the form with npm run new's starting values; only references are deleted", () => {
  const created = collections.filter((c) => c.create).map((c) => c.name);
  assert.equal(created, ["countries", "diseases", "disease-profiles", "vaccines", "notices", "references"]);
  assert.equal(field("notices", "changeNote", "en").default, "Outbreak notice added.");
  assert.equal(collections.filter((c) => c.delete).map((c) => c.name), ["references"]);
  assert.equal(field("countries", "changeNote", "en").default, "Destination added.");
  // Each language's name is asked for in that language.
  assert.is(field("countries", "name", "de").default, "FILL IN: der Name des Reiseziels (de)");
  assert.is(field("countries", "name", "es").default, "FILL IN: el nombre del destino (es)");
  assert.equal(field("diseases", "changeNote", "fr").default, "Maladie ajoutée.");
  // A choice starts empty rather than with a marker that is no option.
  assert.is(field("countries", "region").default, undefined);
  // The reference picker leads with the slug (region, publisher, country) and searches every describing field.
  const picker = field("countries", "malaria", "citations");
  const reference = (picker.fields as DecapField[]).find((f) => f.name === "reference")!;
  assert.equal(reference.display_fields, ["slug", "title", "edition", "publisher"]);
  for (const name of ["slug", "publisher", "title", "edition"]) assert.ok((reference.search_fields as string[]).includes(name), name);
});

test.run();
