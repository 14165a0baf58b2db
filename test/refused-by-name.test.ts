// Hostile or unlucky content is refused by name (file, field path, what was expected and found),
// never with a TypeError, never published raw, never dropped silently: slugs and field names that
// are also names of JavaScript's Object (`constructor`, `__proto__`), bidi controls and invisible
// format characters in any text, and URL fields holding characters a URL cannot hold.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, contentRefusal, editJson, makeFixture, readText } from "./helpers.ts";

test("a country whose slug is `constructor` builds like any other, with its alternate names", async () => {
  const content = makeFixture();
  const from = path.join(content, "countries/ghana.json");
  editJson(from, (ghana) => (ghana.slug = "constructor"));
  renameSync(from, path.join(content, "countries/constructor.json"));
  writeFileSync(path.join(content, "alternate-names.json"), JSON.stringify({ names: { constructor: ["Gold Coast"], kenya: ["Kenia Land"] } }));
  const result = await build(content);
  assert.is(result.status, 0, result.stderr);
  const country = JSON.parse(readText(result.outDir, "/en/travel/constructor.json"));
  assert.is(country.data.slug, "constructor");
  assert.is(country.data.name, "Ghana");
  // The destination list the search reads carries the alternate name under the right country.
  const list = readText(result.outDir, "/en/travel/");
  assert.match(list, /data-names="[^"]*\|gold coast"><th scope="row"><a href="[^"]*\/constructor\/"/);
});

test("a field named __proto__ is refused with its path, in a content file and in alternate-names.json", () => {
  const problems = contentRefusal((content) => {
    const kenya = path.join(content, "countries/kenya.json");
    writeFileSync(kenya, readFileSync(kenya, "utf8").replace('"region": "africa",', '"region": "africa", "__proto__": { "region": "asia" },'));
    writeFileSync(path.join(content, "alternate-names.json"), '{ "names": { "__proto__": ["Somewhere"], "kenya": ["Kenia Land"] } }\n');
  });
  assert.match(problems, /countries\/kenya\.json:\d+:\d+: __proto__: expected a field name of the schema \(JavaScript reserves __proto__, so it can never be one\); found a field named "__proto__"/);
  assert.match(problems, /alternate-names\.json:1:\d+: names › __proto__ \(names\.__proto__\): expected a field name of the schema/);
  assert.not.match(problems, /\[object Object\]|function Object|native code/, "field names are shown as written");
});

test("a field or key named like a property of Object is reported as its path", () => {
  const problems = contentRefusal((content) => {
    writeFileSync(path.join(content, "alternate-names.json"), '{ "names": { "constructor": ["Nowhere"] } }\n');
    writeFileSync(path.join(content, "map-places.json"), '{ "shapeNames": { "toString": "Nowhere" }, "points": {} }\n');
    editJson(path.join(content, "countries/kenya.json"), (kenya) => (kenya.vaccines[0].constructor = "x"));
  });
  assert.match(problems, /alternate-names\.json: names › constructor \(names\.constructor\): expected the slug of a file in countries\/; found "constructor"/);
  assert.match(problems, /map-places\.json: shape names › to string \(shapeNames\.toString\): expected a key that is an ISO 3166-1 alpha-2 code such as XK; found the key "toString"/);
  assert.match(problems, /countries\/kenya\.json:\d+:\d+: the 1st vaccine › constructor \(vaccines\[0\]\.constructor\): expected no such field/);
  assert.not.match(problems, /\[object Object\]|function Object|native code/);
});

test("bidi controls and invisible format characters are refused in every text field, with file and field", () => {
  const problems = contentRefusal((content) => {
    editJson(path.join(content, "countries/kenya.json"), (kenya) => {
      kenya.vaccines[1].note.en = "\u202Edeinuqer ton";
      kenya.changeNote.de = "Erst\u200Bveröffentlicht.";
      kenya.malaria.prevention.fr = "A\u2066B\u2069";
    });
    editJson(path.join(content, "references/who-ith-country-list.json"), (reference) => (reference.title = `${reference.title}\uFEFF`));
    const body = path.join(content, "diseases/malaria.en.md");
    writeFileSync(body, readFileSync(body, "utf8").replace(/\n/, "\n\u200F"));
  });
  const expected = "expected text without bidirectional controls or invisible format characters";
  assert.match(problems, new RegExp(`countries/kenya\\.json:\\d+:\\d+: .*\\(vaccines\\[1\\]\\.note\\.en\\): ${expected}.*; found U\\+202E at character 1`));
  assert.match(problems, new RegExp(`countries/kenya\\.json:\\d+:\\d+: .*\\(changeNote\\.de\\): ${expected}.*; found U\\+200B at character 5`));
  assert.match(problems, new RegExp(`countries/kenya\\.json:\\d+:\\d+: .*\\(malaria\\.prevention\\.fr\\): ${expected}.*; found U\\+2066 at character 2`));
  assert.match(problems, new RegExp(`references/who-ith-country-list\\.json:\\d+:\\d+: .*title: ${expected}.*; found U\\+FEFF`));
  assert.match(problems, new RegExp(`diseases/malaria\\.en\\.md: line 2: ${expected}.*; found U\\+200F at character 1`));
});

test("every URL field, lcrUrl among them, is checked by the content check, naming file and field", () => {
  const hostile = 'https://example.org/a"><script>alert(1)</script>';
  const problems = contentRefusal((content) => {
    editJson(path.join(content, "countries/kenya.json"), (kenya) => (kenya.lcrUrl = hostile));
    editJson(path.join(content, "diseases/malaria.json"), (malaria) => (malaria.sources = ["https://www.who.int/malaria{x}"]));
    editJson(path.join(content, "references/who-ith-country-list.json"), (reference) => (reference.url = "https://www.who.int/ith/<list>"));
  });
  const expected = "expected an https URL of the characters a URL may hold";
  assert.match(problems, new RegExp(`countries/kenya\\.json:\\d+:\\d+: .*\\(lcrUrl\\): ${expected}.*; found "https://example\\.org/a\\\\"><script>`));
  assert.match(problems, new RegExp(`diseases/malaria\\.json:\\d+:\\d+: .*\\(sources\\[0\\]\\): ${expected}`));
  assert.match(problems, new RegExp(`references/who-ith-country-list\\.json:\\d+:\\d+: URL \\(url\\): ${expected}`));
});

test.run();
