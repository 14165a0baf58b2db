// Translations and changes tracked: one language of a text changed marks the others until they are
// translated (the form's save, the check's warning, the report's count); a change note written in
// one language stands in for the others, marked; a profile body edit needs its disease's date and
// note, and with them reaches the change feed.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { translationUpdate } from "../src/lib/content/translations.ts";
import { build, contentRefusal, editJson, makeFixture, readText, repoRoot, runTs } from "./helpers.ts";

const text = (word: string) => ({ nl: `${word} nl`, en: `${word} en`, de: `${word} de`, fr: `${word} fr`, es: `${word} es` });

test("one language of a text changed marks the other four; translating one unmarks it; a change note in one language stands in for the others", () => {
  const before = { changeNote: text("First"), vaccines: [{ note: null }, { note: text("Old") }] };
  const after = structuredClone(before) as any;
  after.vaccines[1].note.en = "New en";
  after.changeNote.en = "Note revised.";
  const update = translationUpdate(before, after);
  assert.equal(update.needsTranslation.sort(), ["changeNote.de", "changeNote.es", "changeNote.fr", "changeNote.nl", "vaccines[1].note.de", "vaccines[1].note.es", "vaccines[1].note.fr", "vaccines[1].note.nl"]);
  assert.equal(update.changeNote, { nl: "Note revised.", en: "Note revised.", de: "Note revised.", fr: "Note revised.", es: "Note revised." });
  // Later the German note is translated: its mark goes, the others stay.
  const translated = { ...structuredClone(after), needsTranslation: update.needsTranslation } as any;
  const next = structuredClone(translated) as any;
  next.vaccines[1].note.de = "Neu";
  assert.equal(translationUpdate(translated, next).needsTranslation.filter((mark: string) => mark.startsWith("vaccines")).sort(), ["vaccines[1].note.es", "vaccines[1].note.fr", "vaccines[1].note.nl"]);
  // All five changed together: nothing to mark.
  const all = structuredClone(before) as any;
  all.vaccines[1].note = text("All new");
  all.changeNote = text("All new note");
  assert.equal(translationUpdate(before, all), { needsTranslation: [] });
});

const check = (content: string) => spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/check-content.ts")], { cwd: repoRoot, env: { ...process.env, CONTENT_DIR: content }, encoding: "utf8" });

test("npm run check warns of each text to translate with its file and line, and counts them; a mark naming no text is an error", () => {
  const content = makeFixture();
  editJson(path.join(content, "countries/kenya.json"), (k) => (k.needsTranslation = ["vaccines[1].note.de", "vaccines[1].note.fr"]));
  const result = check(content);
  assert.is(result.status, 0, result.stderr);
  assert.match(result.stdout, /Translations to bring up to date: 2 \(countries 2, diseases 0, vaccines 0, malaria drugs 0\)\./);
  assert.match(result.stderr, /warning: \S*countries\/kenya\.json:\d+: the 2nd vaccine › note › German \(de\) \(vaccines\[1\]\.note\.de\): needs translating, another language of this text changed since/);
  const problems = contentRefusal((c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.needsTranslation = ["vaccines[0].note.de"])));
  assert.match(problems, /countries\/kenya\.json:\d+:\d+: .*\(needsTranslation\[0\]\): expected the path of one language of a text in this file \(remove the mark once it is translated\); found "vaccines\[0\]\.note\.de", which names no such text/);
});

test("npm run check warns of a text edited in one language in a text editor, where the others are not marked", () => {
  const content = makeFixture();
  const git = (...args: string[]) => execFileSync("git", ["-C", content, "-c", "user.name=Editor", "-c", "user.email=editor@example.test", ...args], { encoding: "utf8" });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "fixture");
  editJson(path.join(content, "countries/kenya.json"), (k) => {
    k.vaccines[1].note.nl = "Geadviseerd buiten de kust en in het westen.";
    k.lastUpdated = "2026-11-20T10:00:00Z";
    k.changeNote = { nl: "Gele koorts.", en: "Yellow fever.", de: "Gelbfieber.", fr: "Fièvre jaune.", es: "Fiebre amarilla." };
    k.needsTranslation = ["vaccines[1].note.en"];
  });
  const result = check(content);
  assert.is(result.status, 0, result.stderr);
  for (const locale of ["de", "fr", "es"]) {
    assert.match(result.stderr, new RegExp(`warning: \\S*countries/kenya\\.json:\\d+:\\d+: .*\\(vaccines\\[1\\]\\.note\\.${locale}\\): expected a translation of the text's new wording, or this path in needsTranslation`));
  }
  assert.not.match(result.stderr, /vaccines\[1\]\.note\.en\): expected a translation/, "a marked language is not warned of twice");
});

test("a profile body edit with its disease's new date and note reaches the change feed", async () => {
  const content = makeFixture();
  writeFileSync(path.join(content, "diseases/malaria.en.md"), `${readFileSync(path.join(content, "diseases/malaria.en.md"), "utf8")}\nBite prevention matters at dusk.\n`);
  editJson(path.join(content, "diseases/malaria.json"), (d) => {
    d.lastUpdated = "2026-11-20T10:00:00Z";
    d.changeNote = { ...d.changeNote, en: "Profile: bite prevention at dusk added." };
  });
  const result = await build(content);
  assert.is(result.status, 0, result.stderr);
  const feed = readText(result.outDir, "/en/changes.atom");
  const entry = feed.split("<entry>").find((part) => part.includes("Profile: bite prevention at dusk added."));
  assert.ok(entry, feed.slice(0, 1500));
  assert.match(entry!, /2026-11-20T10:00:00Z/);
});

test.run();
