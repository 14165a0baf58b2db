// Adversarial content, one named case each: refused with a clear message, or inert everywhere
// (HTML, Markdown, JSON, Atom, sitemap).
import { writeFileSync } from "node:fs";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, contentRefusal, editJson, makeFixture, plainProblem, readJson, readText } from "./helpers.ts";

/** Loads broken content in-process and returns the problem lines. */
const refusal = (breakContent: (content: string) => void) => contentRefusal(breakContent, plainProblem);

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

test("text that would break JSON, Markdown, HTML or XML comes out inert everywhere", async () => {
  // HTML itself is refused by the check (text-rules.ts); what remains is text that looks like markup.
  const name = `Ke]]> "nya' & | a | b | \u2028 1 < 2 > 0 <3 & co`;
  const content = makeFixture();
  editJson(path.join(content, "countries/kenya.json"), (k) => {
    for (const locale of Object.keys(k.name)) k.name[locale] = name;
  });
  writeFileSync(
    path.join(content, "diseases/malaria.en.md"),
    // Tables and HTML are refused (markdown-blocks.ts); what remains is text that looks like them.
    "## Pipes\n\nA cell | b | and 1 < 2 > 0, entity &amp;lt;script&amp;gt; and &lt;b&gt;x&lt;/b&gt;.\n",
  );
  const site = await build(content);
  assert.is(site.status, 0, site.stderr);
  // JSON: verbatim.
  assert.is(readJson(site.outDir, "/en/travel/kenya.json").data.name, name);
  // Atom and sitemap: still well-formed XML, and the name round-trips.
  const atom = readText(site.outDir, "/en/changes.atom");
  assert.is(XMLValidator.validate(atom), true);
  const titles = [new XMLParser({ isArray: (tag) => tag === "entry" }).parse(atom).feed.entry].flat().map((e: any) => e.title);
  assert.ok(titles.some((t: string) => t.includes("Ke]]>")), titles.join("\n"));
  assert.is(XMLValidator.validate(readText(site.outDir, "/sitemap.xml")), true);
  // HTML: no element from the text.
  const html = readText(site.outDir, "/en/travel/kenya/");
  assert.not.match(html, /<x>|<b>x<\/b>|<!-- c -->/);
  const profile = readText(site.outDir, "/en/travel/diseases/malaria/");
  assert.ok(profile.includes("A cell | b | and 1 &lt; 2 &gt; 0") && profile.includes("&lt;b&gt;x&lt;/b&gt;"), profile);
  assert.not.match(profile, /<table|<b>x/);
  // Markdown: rendered by a permissive renderer, still no elements from the text.
  const rendered = new MarkdownIt({ html: true }).render(readText(site.outDir, "/en/travel/kenya.md") + readText(site.outDir, "/en/travel/diseases/malaria.md"));
  assert.not.match(rendered, /<x>|<b>x<\/b>|<table|<!-- c -->/);
});

test.run();
