// The form's own rules (Decap CMS's field validation, on the configuration generated from the
// schemas) over every content file: each opens and saves unchanged, and none is refused by a rule
// the schema does not have (a list the schema lets be empty asked to be filled, a null asked for).
// Decap's rules, as its build (3.16) applies them: a field is required unless it says
// `required: false`, and required means not null, not "" and not an empty list (validatePresence);
// a pattern applies to a value that is there (validatePattern); a number is held to min and max
// (NumberControl.isValid, where null compares as 0); a group's fields are checked even when the
// group is null. The browser tests show the real form agreeing on a country without tablets.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { decapConfig, type DecapField } from "../src/admin/decap-config.ts";
import { jsonToFile, markdownFromFile, markdownToFile } from "../src/admin/formats.ts";
import { repoRoot } from "./helpers.ts";

type Collection = { name: string; folder: string; extension: string; fields: DecapField[] };
const collections = (decapConfig({ branch: "main" }) as unknown as { collections: Collection[] }).collections;

const empty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** Decap's refusals of `value` under `fields`, as "path: rule". */
export function formRefusals(fields: readonly DecapField[], value: unknown, at = ""): string[] {
  const refusals: string[] = [];
  const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  for (const field of fields) {
    const here = at ? `${at}.${field.name}` : field.name;
    refusals.push(...fieldRefusals(field, record[field.name], here));
  }
  return refusals;
}

function fieldRefusals(field: DecapField, item: unknown, here: string): string[] {
  if (field.widget === "hidden") return [];
  if (field.required !== false && empty(item)) return [`${here}: required`];
  const refusals: string[] = [];
  const pattern = field.pattern as [string, string] | undefined;
  if (pattern && !empty(item) && !new RegExp(pattern[0]).test(String(item))) refusals.push(`${here}: pattern ${pattern[0]}`);
  if (field.widget === "number" && item !== "") {
    const value = item as number;
    if ((typeof field.min === "number" && value < field.min) || (typeof field.max === "number" && value > field.max)) refusals.push(`${here}: range`);
  }
  if (field.widget === "object") refusals.push(...formRefusals(field.fields as DecapField[], item, here));
  if (field.widget === "list" && Array.isArray(item)) {
    item.forEach((entry, i) => {
      if (field.fields) refusals.push(...formRefusals(field.fields as DecapField[], entry, `${here}[${i}]`));
      else if (field.field) refusals.push(...fieldRefusals(field.field as DecapField, entry, `${here}[${i}]`));
    });
  }
  return refusals;
}

test("every content file passes the form's own rules, and saves byte for byte as it is", () => {
  let files = 0;
  const refused: string[] = [];
  const changed: string[] = [];
  for (const collection of collections) {
    const folder = path.join(repoRoot, collection.folder);
    for (const name of readdirSync(folder).filter((file) => file.endsWith(`.${collection.extension}`) && (collection.extension === "md") === /\.(nl|en)\.md$/.test(file))) {
      const text = readFileSync(path.join(folder, name), "utf8");
      files++;
      if (collection.extension === "md") {
        if (markdownToFile(markdownFromFile(text)) !== text) changed.push(name);
        continue;
      }
      const value = JSON.parse(text);
      refused.push(...formRefusals(collection.fields, value).map((refusal) => `${collection.name}/${name} ${refusal}`));
      if (jsonToFile(value, collection.fields) !== text) changed.push(`${collection.name}/${name}`);
    }
  }
  assert.ok(files > 400, `${files} files`);
  assert.equal(refused, [], `${refused.length} refusals`);
  assert.equal(changed, []);
});

test("the model is Decap's: an empty list where the schema asks for one entry, and a wrong date, are refused", () => {
  const countries = collections.find((collection) => collection.name === "countries")!;
  const kenya = JSON.parse(readFileSync(path.join(repoRoot, "content/countries/kenya.json"), "utf8"));
  assert.equal(formRefusals(countries.fields, { ...kenya, reviewed: "2026-1-2" }), ["reviewed: pattern ^\\d{4}-\\d{2}-\\d{2}$"]);
  const vaccines = collections.find((collection) => collection.name === "vaccines")!;
  const vaccine = JSON.parse(readFileSync(path.join(repoRoot, "content/vaccines/yellow-fever.json"), "utf8"));
  assert.equal(formRefusals(vaccines.fields, { ...vaccine, protectsAgainst: [] }), ["protectsAgainst: required"]);
});

test.run();
