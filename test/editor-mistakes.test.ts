// What editors get wrong, each caught by the content check with file, line and a plain sentence:
// HTML in a text, a destination saved twice under two slugs, a trailing comma, and every problem
// of a file in one run (no waves), including the edit-date check's against git.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { schemasToRefresh, staleSchemas } from "../src/lib/content/json-schemas.ts";
import { contentRefusal, editJson, makeFixture, repoRoot, runTs } from "./helpers.ts";

test("HTML in a note, a name or a UI string is refused by name, on its line", () => {
  const problems = contentRefusal((c) => {
    editJson(path.join(c, "countries/kenya.json"), (k) => (k.vaccines[1].note.en = "Children aged <b>9 months</b> and over."));
    editJson(path.join(c, "vaccines/measles.json"), (v) => (v.name.fr = "Rougeole &amp; rubéole"));
  });
  assert.match(problems, /countries\/kenya\.json:\d+:\d+: the 2nd vaccine › note › English \(en\) \(vaccines\[1\]\.note\.en\): expected plain text without HTML[^;]*; found the HTML tag <b>/);
  assert.match(problems, /vaccines\/measles\.json:\d+:\d+: name › French \(fr\) \(name\.fr\): expected plain text without HTML[^;]*; found the HTML character reference &amp;/);
  // A comparison sign is not HTML.
  assert.not.match(contentRefusalOr((c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.vaccines[1].note.en = "Children <9 months: not advised."))), /HTML/);
});

/** The problems of a change, or "" when the content is accepted. */
function contentRefusalOr(change: (content: string) => void): string {
  try {
    return contentRefusal(change);
  } catch (error) {
    if ((error as Error).message === "the content was accepted") return "";
    throw error;
  }
}

test("the same destination under a second slug is refused: same ISO code, or same name in any locale", () => {
  const problems = contentRefusal((c) => {
    copyFileSync(path.join(c, "countries/kenya.json"), path.join(c, "countries/kenia.json"));
    editJson(path.join(c, "countries/kenia.json"), (k) => (k.slug = "kenia"));
    // Another copy with its own ISO code but Ghana's German name.
    editJson(path.join(c, "countries/iceland.json"), (i) => (i.name.de = "GHANA"));
  });
  // Each file of a pair names the other: the check cannot know which one is the copy.
  for (const [file, other] of [["kenya", "kenia"], ["kenia", "kenya"]]) {
    assert.match(problems, new RegExp(`countries/${file}\\.json:\\d+:\\d+: ISO code \\(isoCode\\): expected an ISO code no other country file has \\(one file per destination: keep one of \\S*countries/${file}\\.json and \\S*countries/${other}\\.json, and delete the copy\\); found "KE", also the code in \\S*countries/${other}\\.json`));
    assert.match(problems, new RegExp(`countries/${file}\\.json:\\d+:\\d+: name › Dutch \\(nl\\) \\(name\\.nl\\): expected a name no other country file has`));
  }
  assert.match(problems, /countries\/iceland\.json:\d+:\d+: name › German \(de\) \(name\.de\): expected a name no other country file has \(one file per destination: keep one of \S*countries\/iceland\.json and \S*countries\/ghana\.json, and delete the copy\); found "GHANA", also the German name in \S*countries\/ghana\.json/);
});

test("every problem of a file comes in one run: its HTML, its schema errors, its slug and its dates", () => {
  const problems = contentRefusal((c) =>
    editJson(path.join(c, "countries/kenya.json"), (k) => {
      k.slug = "kenia";
      k.vaccines[1].note.en = "Aged <i>9 months</i>.";
      k.vaccines[0].level = "required";
      k.reviewed = "2026-12-01";
    }),
  );
  assert.match(problems, /kenya\.json:\d+:\d+: slug: expected the file name "kenya"; found "kenia"/);
  assert.match(problems, /kenya\.json:\d+:\d+: .*\(vaccines\[1\]\.note\.en\): expected plain text without HTML/);
  assert.match(problems, /kenya\.json:\d+:\d+: .*\(vaccines\[0\]\.level\): expected one of/);
  assert.match(problems, /kenya\.json:\d+:\d+: reviewed: expected a day no later than the day of lastUpdated \(2026-10-02\)/);
});

test("a trailing comma gives its line and column, and the file's and other files' problems are still reported", () => {
  const problems = contentRefusal((c) => {
    const file = path.join(c, "countries/ghana.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"region": "africa",', '"region": "afrika",').replace(/("es": "[^"]*")(\n\s*\},\n\s*"region")/, "$1,$2"));
    // A missing comma is read past too: the file's other problems follow (its name has no languages).
    writeFileSync(path.join(c, "sources/who.json"), '{\n  "slug": "who"\n  "name": {}\n}\n');
    // A file whose syntax cannot be read past: its one problem, and the check goes on.
    writeFileSync(path.join(c, "sources/cdc.json"), '{\n  "slug": "cdc",\n  "name": \n}\n');
    editJson(path.join(c, "vaccines/measles.json"), (v) => (v.live = "yes"));
  });
  assert.match(problems, /countries\/ghana\.json:10:18: expected no comma after the last field of an object \(remove this comma\); found a comma before the closing \}\n/);
  assert.is(problems.match(/remove this comma/g)?.length, 1, "one problem for the comma");
  assert.match(problems, /countries\/ghana\.json:\d+:\d+: region: expected one of "africa"/);
  assert.match(problems, /sources\/who\.json:3:3: expected a comma/);
  assert.match(problems, /sources\/who\.json:3:\d+: name › Dutch \(nl\) \(name\.nl\): expected/);
  assert.match(problems, /sources\/cdc\.json:4:1: expected a value/);
  assert.not.match(problems, /sources\/cdc\.json:\d+:\d+: (?!expected a value)/, "nothing else of a file that cannot be read");
  assert.match(problems, /vaccines\/measles\.json:\d+:\d+: live: expected a value of type boolean; found "yes"/);
});

test("a broken file never asks for npm run generate, which refuses to write schemas from it; one read past a missing comma keeps its label", () => {
  const content = makeFixture();
  mkdirSync(path.join(content, "schemas"));
  for (const { file, text } of schemasToRefresh(content)) writeFileSync(file, text);
  const ghana = path.join(content, "countries/ghana.json");
  const text = readFileSync(ghana, "utf8");
  writeFileSync(ghana, text.replace('"isoCode": "GH",', '"isoCode": "GH"'));
  assert.equal(staleSchemas(content), [], "read past the missing comma: the same names, so the same schemas");
  writeFileSync(ghana, text.replace('"isoCode": "GH",', '"isoCode": ,'));
  assert.equal(staleSchemas(content), [], "not readable: the file is the problem, not the schemas");
  const generate = spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/generate.ts")], { cwd: repoRoot, env: { ...process.env, CONTENT_DIR: content }, encoding: "utf8" });
  assert.is(generate.status, 1);
  assert.match(generate.stderr, /content\/countries\/ghana\.json cannot be read as JSON: fix it first/);
});

const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-C", cwd, "-c", "user.name=Editor", "-c", "user.email=editor@example.test", ...args], { encoding: "utf8" });
const check = (content: string) => spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/check-content.ts")], { cwd: repoRoot, env: { ...process.env, CONTENT_DIR: content }, encoding: "utf8" });

test("`npm run check` reports a kept change note together with the file's other problems, and asks a body edit for a date and a note", () => {
  const content = makeFixture();
  git(content, "init", "-q");
  git(content, "add", "-A");
  git(content, "commit", "-q", "-m", "fixture");
  editJson(path.join(content, "countries/kenya.json"), (k) => {
    k.vaccines[1].note.en = "Aged <b>9 months</b>.";
    k.region = "afrika";
  });
  writeFileSync(path.join(content, "diseases/malaria.en.md"), `${readFileSync(path.join(content, "diseases/malaria.en.md"), "utf8")}\nA new paragraph.\n`);
  const result = check(content);
  assert.is(result.status, 1, result.stdout);
  const stderr = result.stderr;
  assert.match(stderr, /kenya\.json:\d+:\d+: .*\(vaccines\[1\]\.note\.en\): expected plain text without HTML/);
  assert.match(stderr, /kenya\.json:\d+:\d+: region: expected one of/);
  assert.match(stderr, /kenya\.json:\d+:\d+: last updated \(lastUpdated\): expected the time of this edit .*since the file differs from the last commit; found the committed time/);
  assert.match(stderr, /kenya\.json:\d+:\d+: change note \(changeNote\): expected a note saying what this edit changed/);
  assert.match(stderr, /diseases\/malaria\.json:\d+:\d+: last updated \(lastUpdated\): expected the time of this edit .*since its profile body \S*diseases\/malaria\.en\.md differs from the last commit/);
  assert.match(stderr, /diseases\/malaria\.json:\d+:\d+: change note \(changeNote\): expected a note saying what this edit changed, since its profile body/);
});

test.run();
