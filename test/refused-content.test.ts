// Bad content is refused at the content edge, each problem with file, field (or line), what was
// expected and what was found; never a TypeError, never published raw, never dropped silently:
// characters that formats forbid, in every kind of text field (src/lib/content/text-rules.ts);
// hostile slugs, file names, URLs and Markdown; empty Markdown parts, out-of-range dates and a
// set written with a repeated entry; names of JavaScript's Object as slugs and field names.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, contentRefusal, editJson, makeFixture, plainProblem, readText } from "./helpers.ts";

/** Broken content loaded in-process: each problem as file: field: expected; found (no line and column, which contentRefusal's lines have). */
const refusal = (breakContent: (content: string) => void) => contentRefusal(breakContent, plainProblem);

const hostile: [string, string, string][] = [
  ["an escape sequence (ESC)", "Kenya\u001b[2J", "U+001B at character 6"],
  ["a backspace", "Ken\bya", "U+0008 at character 4"],
  ["DEL", "Ken\u007fya", "U+007F at character 4"],
  ["a C1 control (NEL)", "Ken\u0085ya", "U+0085 at character 4"],
  ["a noncharacter", "Kenya\uFFFE", "U+FFFE at character 6"],
];

for (const [name, text, found] of hostile) {
  test(`${name} is refused in a name, a text field and a UI string, each with file and field`, () => {
    const problems = contentRefusal((c) => {
      editJson(path.join(c, "countries/kenya.json"), (k) => (k.name.fr = text));
      editJson(path.join(c, "vaccines/measles.json"), (v) => (v.schedule = { ...v.schedule, en: text }));
      editJson(path.join(c, "ui/de.json"), (ui) => (ui.site.name = text));
    });
    const expected = found.startsWith("U+FFFE") ? "expected text without Unicode noncharacters" : "expected text with no control character (no line breaks either)";
    assert.match(problems, new RegExp(`countries/kenya\\.json:\\d+:\\d+: .*\\(name\\.fr\\): ${expected.replace(/[()]/g, "\\$&")}; found ${found.replace("+", "\\+")}`));
    assert.match(problems, new RegExp(`vaccines/measles\\.json:\\d+:\\d+: .*\\(schedule\\.en\\): ${expected.replace(/[()]/g, "\\$&")}`));
    assert.match(problems, new RegExp(`ui/de\\.json:\\d+:\\d+: .*\\(site\\.name\\): ${expected.replace(/[()]/g, "\\$&")}`));
  });
}

test("a line break inside a one-line JSON text is refused; in a Markdown body tab and line breaks are fine but ESC is refused with its line", () => {
  const problems = contentRefusal((c) => {
    editJson(path.join(c, "countries/kenya.json"), (k) => (k.name.en = "Ken\nya"));
    writeFileSync(path.join(c, "diseases/malaria.en.md"), "## Heading\r\n\r\nText\twith a tab.\n\nA \u001b[31mred\u001b[0m word.\n");
  });
  assert.ok(problems.includes("(name.en): expected text with no control character (no line breaks either); found U+000A at character 4"), problems);
  assert.ok(problems.includes("diseases/malaria.en.md: line 5: expected text with no control character but tab and line breaks; found U+001B at character 3"), problems);
});

test("a lone surrogate, a bidi override and an invisible-only name are refused in names", () => {
  const problems = contentRefusal((c) => {
    const file = path.join(c, "countries/kenya.json");
    editJson(file, (k) => (k.name = { nl: "KeniaLONE", en: "\u202EKenya", de: "\u200B\u200B", fr: "Kenya", es: "Kenia" }));
    // JSON can carry half a surrogate pair as an escape; write it as an editor would.
    writeFileSync(file, readFileSync(file, "utf8").replace("LONE", "\\uD800"));
  });
  assert.ok(problems.includes("(name.nl): expected Unicode text; found a lone surrogate (half of a character)"), problems);
  assert.ok(problems.includes("(name.en): expected a name without bidirectional embedding, override or isolate characters; found U+202E at character 1"), problems);
  assert.ok(problems.includes("(name.de): expected a name with at least one visible character; found only invisible characters"), problems);
});

const slugCases: [string, string][] = [
  ["path traversal with ../", "../../etc/passwd"],
  ["percent-encoded traversal", "%2e%2e"],
  ["an absolute path", "/etc/passwd"],
  ["a Windows separator", "..\\windows"],
  ["upper case", "Kenya"],
  ["a Unicode look-alike (Cyrillic е)", "k\u0435nya"],
];
for (const [name, slug] of slugCases) {
  test(`slug: ${name} is refused`, () => {
    const problems = refusal((c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.slug = slug)));
    assert.ok(problems.includes(`countries/kenya.json: slug: expected a lowercase kebab-case slug`), problems);
  });
}

test("file names that differ only in case (would collide on case-insensitive disks) are refused", () => {
  const problems = refusal((c) => {
    writeFileSync(path.join(c, "countries/KENYA.json"), "{}");
  });
  assert.ok(problems.includes('countries/KENYA.json: expected a file named {slug}.json with a lowercase kebab-case slug; found "KENYA.json"'), problems);
});

const urlCases: [string, string][] = [
  ["javascript:", "javascript:alert(1)"],
  ["data:", "data:text/html,<script>alert(1)</script>"],
  ["plain http:", "http://www.who.int/travel-advice"],
  ["credentials in the URL", "https://user:secret@www.who.int/travel-advice"],
];
for (const [name, url] of urlCases) {
  test(`URL with ${name} is refused in lcrUrl and sourceUrl`, () => {
    const problems = refusal((c) => {
      editJson(path.join(c, "countries/kenya.json"), (k) => (k.lcrUrl = url));
      editJson(path.join(c, "vaccines/measles.json"), (v) => (v.sourceUrl = url));
    });
    assert.ok(problems.includes("countries/kenya.json: lcrUrl: expected an"), problems);
    assert.ok(problems.includes("vaccines/measles.json: sourceUrl: expected an"), problems);
  });
}

const markdownRefusals: [string, string, string][] = [
  ["an autolink to javascript:", "See <javascript:alert(1)>.", 'expected a link to an https:// or mailto: address; found "javascript:alert(1)"'],
  ["a reference-style link to javascript:", "See [here][x].\n\n[x]: javascript:alert(1)", 'expected a link to an https:// or mailto: address; found "javascript:alert(1)"'],
  ["an image", "![map](https://www.who.int/map.png)", "expected no images in a profile"],
  ["a level-1 heading", "# Title", "expected a heading of level 2 (##) or 3 (###)"],
  ["a block quote", "> quoted", "expected headings (## or ###), paragraphs and flat lists only; found a quote (> …)"],
];
for (const [name, markdown, message] of markdownRefusals) {
  test(`Markdown with ${name} is refused with its line`, () => {
    const problems = refusal((c) => writeFileSync(path.join(c, "diseases/malaria.en.md"), `## Fine\n\n${markdown}\n`));
    assert.ok(problems.includes(`diseases/malaria.en.md: line 3: ${message}`), problems);
  });
}

test("Markdown with an empty heading, an empty list item or an empty link text is refused with its line", () => {
  const problems = contentRefusal((c) => writeFileSync(path.join(c, "diseases/malaria.en.md"), "## What it is\n\nText.\n\n## \n\n- one\n-\n- three\n\nSee [](https://www.who.int/malaria).\n"));
  assert.match(problems, /diseases\/malaria\.en\.md:5\b.*expected a heading with text; found an empty heading/);
  assert.match(problems, /diseases\/malaria\.en\.md:\d+\b.*expected list items with text; found an empty list item/);
  assert.match(problems, /diseases\/malaria\.en\.md:11\b.*expected a link with text; found a link without text/);
});

test("dates in year 0 or 9999 are refused", () => {
  const problems = contentRefusal((c) => {
    editJson(path.join(c, "countries/kenya.json"), (k) => (k.reviewed = "0000-01-01"));
    editJson(path.join(c, "vaccines/measles.json"), (v) => (v.lastUpdated = "9999-12-31T00:00:00Z"));
  });
  assert.match(problems, /countries\/kenya\.json:\d+:\d+: (.*\()?reviewed\)?: expected a date between 1900 and 2100; found "0000-01-01"/);
  assert.match(problems, /vaccines\/measles\.json:\d+:\d+: (.*\()?lastUpdated\)?: expected a date between 1900 and 2100; found "9999-12-31T00:00:00Z"/);
});

test("an entry written twice in protectsAgainst or a disease's sources is refused", () => {
  const problems = contentRefusal((c) => {
    editJson(path.join(c, "vaccines/measles.json"), (v) => (v.protectsAgainst = ["measles", "measles"]));
    editJson(path.join(c, "diseases/malaria.json"), (d) => (d.sources = [d.sources[0], d.sources[0]]));
  });
  assert.match(problems, /vaccines\/measles\.json:\d+:\d+: (.*\()?protectsAgainst\)?: expected each entry once \(this list is a set\)/);
  assert.match(problems, /diseases\/malaria\.json:\d+:\d+: (.*\()?sources\)?: expected each entry once \(this list is a set\)/);
});

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
  assert.match(problems, /map-places\.json: shape names › to string \(shapeNames\.toString\): expected a key that is an ISO 3166-1 alpha-2 code such as KE; found the key "toString"/);
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
