// Field names in the editor's language (src/lib/content/editor-words.ts): every field of the
// schemas the form edits has a name in every language, the form's check names each problem's
// field in the language it is asked for with the exact path beside it, and `npm run check`
// stays English.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkEntry } from "../src/admin/form-check.ts";
import { describeField, editorTables } from "../src/lib/content/editor-words.ts";
import { contentSchemaFiles, renderContentSchema } from "../src/lib/content/json-schemas.ts";
import { phrase } from "../src/lib/content/editor-words.ts";
import { locales, type Locale } from "../src/lib/locales.ts";
import { makeFixture } from "./helpers.ts";

type Node = { properties?: Record<string, Node>; items?: Node; anyOf?: Node[]; type?: string };
const noCatalog = { countries: [], diseases: [], vaccines: [], "malaria-drugs": [], sources: [], references: [], notices: [] };

/** Every key and every list key of the entity schemas (the files the form edits), from the schemas themselves. */
function schemaFields(): { keys: Set<string>; lists: Set<string> } {
  const keys = new Set<string>();
  const lists = new Set<string>();
  const walk = (node: Node) => {
    for (const branch of node.anyOf ?? []) walk(branch);
    if (node.items) walk(node.items);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (key.startsWith("$") || (locales as readonly string[]).includes(key)) continue;
      keys.add(key);
      if ((child.anyOf ?? [child]).some((branch) => branch.type === "array")) lists.add(key);
      walk(child);
    }
  };
  const entityFiles = Object.entries(contentSchemaFiles).filter(([, file]) => file.kind !== null);
  assert.ok(entityFiles.length >= 6, "the entity schemas were found");
  for (const [name] of entityFiles) walk(JSON.parse(renderContentSchema(name, noCatalog)) as Node);
  return { keys, lists };
}

const others = locales.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");

test("every field and list of the schemas the form edits has a name in every language, and no table names a field that is gone", () => {
  const { keys, lists } = schemaFields();
  assert.ok(keys.has("extentSummary") && keys.has("minimumAgeMonths") && lists.has("bands"), [...keys].join(" "));
  for (const locale of others) {
    const table = editorTables[locale].fields;
    assert.equal([...keys].filter((key) => !Object.hasOwn(table.keys, key)), [], `${locale}: fields without a name`);
    assert.equal([...lists].filter((key) => !Object.hasOwn(table.items, key)), [], `${locale}: lists without an item noun`);
    assert.equal(Object.keys(table.keys).filter((key) => !keys.has(key)), [], `${locale}: names of fields the schemas do not have`);
    assert.equal(Object.keys(table.items).filter((key) => !lists.has(key)), [], `${locale}: item nouns of lists the schemas do not have`);
    assert.equal(Object.keys(table.locales).sort(), [...locales].sort(), `${locale}: every locale's name`);
    // A name the same as the key would be the machine's word, not the reader's.
    assert.equal([...keys].filter((key) => table.keys[key] === key), [], `${locale}: names that are the key itself`);
  }
});

test("a path in the reader's words, with the exact path beside it; English is what npm run check prints", () => {
  assert.is(describeField("yellowFever.extentSummary", "de"), "Gelbfieber › Wo, in wenigen Worten (yellowFever.extentSummary)");
  assert.is(describeField("vaccines[3].level", "de"), "Impfstoff 4 › Stufe (vaccines[3].level)");
  assert.is(describeField("vaccines[3].level", "nl"), "Vaccin 4 › Niveau (vaccines[3].level)");
  assert.is(describeField("age.bands[0].fromMonths", "fr"), "Limites d'âge › Tranche d'âge 1 › À partir de (mois) (age.bands[0].fromMonths)");
  assert.is(describeField("name.de", "es"), "Nombre › Alemán (de) (name.de)");
  assert.is(describeField("vaccines[3].level"), "the 4th vaccine › level (vaccines[3].level)");
  assert.is(describeField("", "de"), "");
});

test("a field named inside a problem's sentence is in the reader's language too; English keeps the path", () => {
  const bandEnd = { code: "bandEnd", params: { from: 9, below: 6 } } as const;
  assert.is(phrase(bandEnd, "de").expected, "ein Alter über „Ab (Monate)“ (fromMonths), also über 9, oder null");
  assert.is(phrase(bandEnd, "en").expected, "an age after fromMonths (9), or null");
  const uncited = { code: "yellowFeverExtentUncited", params: { seen: { kind: "text", text: '"some-areas"' } } } as const;
  assert.match(phrase(uncited, "fr").expected, /tant que « Fièvre jaune › Références citées » \(yellowFever\.citations\) vaut null/);
  assert.match(phrase(uncited, "es").expected, /mientras «Fiebre amarilla › Referencias citadas» \(yellowFever\.citations\) sea null/);
  assert.match(phrase(uncited, "nl").expected, /zolang ‘Gele koorts › Bronvermeldingen’ \(yellowFever\.citations\) null is/);
});

test("the form's check names each problem's field in the editor's language, and the citing field of a reference still cited", () => {
  const content = makeFixture();
  const kenya = JSON.parse(readFileSync(path.join(content, "countries/kenya.json"), "utf8"));
  kenya.vaccines[1].note.en = "Aged <b>9 months</b>.";
  const request = { folder: "countries", name: "kenya", extension: "json" as const, text: JSON.stringify(kenya, null, 2), newRecord: false };
  const fields = (locale?: Locale) => checkEntry(content, { ...request, ...(locale ? { locale } : {}) }).map((problem) => problem.field);
  assert.ok(fields("de").includes("Impfstoff 2 › Notiz › Englisch (en) (vaccines[1].note.en)"), fields("de").join(" | "));
  assert.ok(fields("de").includes("Änderungsnotiz (changeNote)"), fields("de").join(" | "));
  assert.ok(fields("es").includes("Vacuna 2 › Nota › Inglés (en) (vaccines[1].note.en)"), fields("es").join(" | "));
  assert.ok(fields().includes("the 2nd vaccine › note › English (en) (vaccines[1].note.en)"), fields().join(" | "));
  const cited = checkEntry(content, { folder: "references", name: "who-ith-country-list", extension: "json", text: "", newRecord: false, remove: true, locale: "de" });
  assert.ok(cited.length > 0, "the reference is cited");
  for (const problem of cited) assert.match(problem.found, /^countries\/\w+\.json:\d+ \(Gelbfieber › .*\(yellowFever\.[\w.[\]]+\)\) zitiert es$/, problem.found);
});

test.run();
