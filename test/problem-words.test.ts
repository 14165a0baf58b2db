// The content check's problems in the editor's language (content/ui/editor/, phrased by
// src/lib/content/editor-words.ts): every
// locale has a sentence for every problem code, and the form's check answers in the language it
// is asked for, while `npm run check` stays English.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { checkEntry } from "../src/admin/form-check.ts";
import { editorTables, phrase, type ProblemCode, type ProblemWords } from "../src/lib/content/editor-words.ts";
import { newDisease, newProfileBody, newVaccine } from "../src/lib/content/scaffold.ts";
import { markerWords } from "../src/lib/content/fill-in-markers.ts";
import { locales } from "../src/lib/locales.ts";
import { contentProblems, editJson, makeFixture } from "./helpers.ts";

const codes = Object.keys(editorTables.en.problems) as ProblemCode[];

/** Parameters every code can be phrased with (each code reads the ones it names). */
const sample = {
  key: "colour", type: "string", seen: { kind: "list", count: 2 }, values: '"a", "b"', format: "date", rule: "slug", message: "a message", origin: "array", minimum: 2, maximum: 3,
  char: "U+202E", at: 4, body: false, what: "tag", html: "<b>", first: 1900, last: 2100, text: '"x"', from: 9, below: "12", other: "age.bands[1]", now: "2026-11-20T10:00:00Z", day: "2026-11-20",
  risk: "endemic", slug: "malaria", reference: "who-ith-country-list", count: 70, level: 4, max: 200, name: "kenya", reserved: '"diseases"', folder: "countries", iso: false, locale: "de",
  files: ["countries/kenya.json", "countries/kenia.json"], file: "references/a.json", place: "countries/kenya.json:12", field: "",
  kind: "secondary", attribute: "minimumAgeMonths", quote: "\"from 9 months\"", hours: 12, tablets: "consider",
  reported: "2026-03-02", confirmed: "2026-10-01", latest: "2026-12-30", updated: "2026-10-01", dates: "2026-03-02",
};
const overrides: Partial<Record<ProblemCode, Record<string, unknown>>> = { onceEach: { what: "vaccine" } };

test("every locale has a plain sentence for every problem: expected and found, with the parameters filled in", () => {
  for (const locale of locales) {
    const table = editorTables[locale].problems;
    assert.equal(Object.keys(table).sort(), [...codes].sort(), `${locale}: the same codes as English`);
    for (const code of codes) {
      const words = { code, params: { ...sample, ...overrides[code] } } as unknown as ProblemWords;
      const { expected, found } = phrase(words, locale);
      for (const [part, text] of [["expected", expected], ["found", found]] as const) {
        assert.ok(typeof text === "string" && text.trim() !== "", `${locale} ${code}.${part} is a sentence`);
        assert.not.match(text, /undefined|\[object|NaN/, `${locale} ${code}.${part}: ${text}`);
      }
    }
  }
});

test("the other locales are translations, not English copies", () => {
  for (const locale of locales.filter((l) => l !== "en")) {
    // The English kept words are data (a JSON value, a schema message passed through).
    const same = codes.filter((code) => {
      const words = { code, params: { ...sample, ...overrides[code] } } as unknown as ProblemWords;
      return phrase(words, locale).expected === phrase(words, "en").expected;
    });
    assert.equal(same, ["schema"], `${locale}: codes phrased as in English`);
  }
});

test("the check's problems carry their code, so the form can phrase them: a broken country and a broken profile body", () => {
  const problems = contentProblems((content) => {
    editJson(path.join(content, "countries/kenya.json"), (k) => {
      k.vaccines[1].note.en = "Aged <b>9 months</b>.";
      delete k.name.de;
      k.reviewed = "2026-13-01";
      k.malaria.tablets = "maybe";
    });
    writeFileSync(path.join(content, "diseases/malaria.en.md"), "## Doses\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
  }, new Date("2026-11-20T10:00:00Z"));
  assert.ok(problems.length >= 5, JSON.stringify(problems));
  assert.ok(problems.some((problem) => problem.file.endsWith("diseases/malaria.en.md")), "the profile body's table is among them");
  for (const problem of problems) {
    assert.ok(problem.words, `${problem.file} ${problem.path}: ${problem.expected} carries a code`);
    assert.equal(phrase(problem.words!, "en"), { expected: problem.expected, found: problem.found }, "English is what npm run check prints");
  }
});

test("the form's check answers in the editor's language; without a language, in English", () => {
  const content = makeFixture();
  const kenya = JSON.parse(readFileSync(path.join(content, "countries/kenya.json"), "utf8"));
  kenya.vaccines[1].note.en = "Aged <b>9 months</b>.";
  delete kenya.name.de;
  const request = { folder: "countries", name: "kenya", extension: "json" as const, text: JSON.stringify(kenya, null, 2), newRecord: false };
  const byPath = (locale?: "de" | "fr" | "nl" | "es") => new Map(checkEntry(content, { ...request, ...(locale ? { locale } : {}) }).map((p) => [p.path, p]));
  const english = byPath();
  assert.is(english.get("name.de")?.found, "nothing (the field is missing)");
  assert.is(english.get("changeNote")?.found, "the note of the previous change");
  const german = byPath("de");
  assert.is(german.get("name.de")?.found, "nichts (das Feld fehlt)");
  assert.is(german.get("vaccines[1].note.en")?.found, "das HTML-Tag <b>");
  assert.match(german.get("changeNote")?.expected ?? "", /^eine Notiz, die sagt, was diese Bearbeitung geändert hat/);
  assert.is(byPath("fr").get("name.de")?.found, "rien (le champ manque)");
  assert.is(byPath("nl").get("name.de")?.found, "niets (het veld ontbreekt)");
  assert.is(byPath("es").get("name.de")?.found, "nada (falta el campo)");
  // A profile body's Markdown, in Dutch.
  const body = checkEntry(content, { folder: "diseases", name: "malaria.nl", extension: "md", text: "## Doses\n\n| a | b |\n|---|---|\n| 1 | 2 |\n", newRecord: false, locale: "nl" });
  assert.equal(body.map((p) => [p.line, p.found]), [[3, "een tabel"]]);
});

test("a starting file asks for each language's text in that language, and the check phrases the marker in the reader's language", () => {
  const disease = newDisease("dengue", "2026-11-20T10:00:00Z") as { name: Record<string, string>; summary: Record<string, string> };
  assert.is(disease.name.nl, "FILL IN: de naam van de ziekte (nl)");
  assert.is(disease.name.de, "FILL IN: der Name der Krankheit (de)");
  assert.is(disease.summary.fr, "FILL IN: une phrase pour la liste des maladies (fr)");
  assert.is((newVaccine("x", "") as { schedule: Record<string, string> }).schedule.es, "FILL IN: las dosis y su calendario en una frase (es)");
  // Five languages, five different instructions (none left in English).
  for (const text of [disease.name, disease.summary]) assert.is(new Set(Object.values(text).map((marker) => marker.replace(/ \(\w\w\)$/, ""))).size, 5, JSON.stringify(text));
  assert.is(newProfileBody("nl"), "## FILL IN: een kop in het Nederlands\n\nFILL IN: het profiel in het Nederlands: alleen alinea's, eenvoudige lijsten, **vet**, *nadruk* en https://-links\n");

  const content = makeFixture();
  const request = { folder: "diseases", name: "dengue", extension: "json" as const, text: JSON.stringify(disease, null, 2), newRecord: true };
  const expected = (locale: "de" | "en") => new Map(checkEntry(content, { ...request, locale }).map((p) => [p.path, p.expected]));
  assert.is(expected("de").get("name.nl"), "auszufüllen: der Name der Krankheit (nl)");
  assert.is(expected("de").get("summary.fr"), "auszufüllen: ein Satz für die Übersicht der Krankheiten (fr)");
  // A field without a language keeps its marker in English in the file; the check phrases it in the reader's language.
  assert.is((disease as unknown as { reviewed: string }).reviewed, "FILL IN: the day you checked the facts, YYYY-MM-DD");
  assert.is(expected("de").get("reviewed"), "auszufüllen: der Tag, an dem Sie die Fakten geprüft haben, JJJJ-MM-TT");
  assert.is(expected("de").get("sources[0]"), "auszufüllen: die https-Adresse einer Seite einer Behörde, auf der das Profil beruht");
  assert.is(phrase({ code: "fillIn", params: markerWords("endemic, transitional, low-potential or none (WHO)") }, "es").expected, "por rellenar: endemic, transitional, low-potential o none (OMS)");
  // English (npm run check) as before, whichever language the marker is written in.
  assert.is(expected("en").get("name.nl"), "the disease's name (nl)");
  assert.is(expected("en").get("name.de"), "the disease's name (de)");
  assert.is(expected("en").get("reviewed"), "the day you checked the facts, YYYY-MM-DD");
  // A Dutch profile body's markers are Dutch; a French reader reads them in French.
  const body = checkEntry(content, { folder: "diseases", name: "malaria.nl", extension: "md", text: newProfileBody("nl"), newRecord: false, locale: "fr" });
  assert.equal(body.map((p) => [p.line, p.expected]), [
    [1, "à compléter : un titre en néerlandais"],
    [3, "à compléter : le profil en néerlandais : uniquement des paragraphes, des listes simples, **gras**, *emphase* et des liens https://"],
  ]);
  // A marker someone wrote by hand is quoted as written.
  const own = checkEntry(content, { folder: "diseases", name: "malaria.en", extension: "md", text: "## Malaria\n\nFILL IN: ask the clinic\n", newRecord: false, locale: "de" });
  assert.equal(own.map((p) => p.expected), ["auszufüllen: ask the clinic"]);
});

test("the words are data checked like the interface texts: a missing code, a parameter English does not give, a bad format, each with file and field", () => {
  const problems = contentProblems((content) => {
    editJson(path.join(content, "ui/editor/de.json"), (de) => {
      delete de.problems.image;
      de.problems.linkText.found = "ein Link ohne {words}";
      de.problems.emptyHeading.expected = "eine Überschrift mit {text:shouting}";
      de.form.heading = "Prüfung {";
    });
  });
  const at = (field: string) => problems.filter((problem) => problem.file.endsWith("ui/editor/de.json") && problem.path === field).map((problem) => problem.found);
  assert.equal(at("problems.image"), ["nothing (the field is missing)"]);
  assert.equal(at("problems.linkText.found"), ["{words}"]);
  assert.equal(at("problems.emptyHeading.expected"), ["{text}", "shouting"]);
  assert.equal(at("form.heading"), ["a { or } that is not a placeholder (a misspelt one?)"]);
  assert.is(problems.filter((problem) => !problem.file.endsWith("ui/editor/de.json")).length, 0, JSON.stringify(problems));
});

test.run();
