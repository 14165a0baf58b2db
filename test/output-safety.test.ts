// Text from content cannot change the structure of any output: it comes out inert in HTML and
// Markdown, and verbatim (as data) in JSON. The HTML of every page is valid.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { HtmlValidate } from "html-validate";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { build, editJson, listFiles, makeFixture, readJson, readText, type BuildResult, setUp } from "./helpers.ts";

// The content check refuses whole HTML tags and character references in text (text-rules.ts), so
// the hostile text here is what it lets through: a tag left open, which a page that did not
// escape it would still turn into an element, and Markdown that must not become formatting.
const hostileName = "Kenya <script src=//x.test/a.js";
const hostileNote = '<img src=x onerror="alert(1)" [click](javascript:alert(1)) **bold** | pipe & `code` # hash';
let site: BuildResult;

setUp(test, async () => {
  const content = makeFixture();
  editJson(path.join(content, "countries/kenya.json"), (kenya) => {
    for (const locale of locales) kenya.name[locale] = hostileName;
    kenya.vaccines[0].note = Object.fromEntries(locales.map((l) => [l, hostileNote]));
  });
  writeFileSync(
    path.join(content, "diseases/malaria.en.md"),
    // Raw HTML is refused in a profile body (editor-messages.test.ts); written as entities it is
    // text that looks like HTML, and must stay text.
    '## Raw HTML\n\n&lt;script&gt;alert(1)&lt;/script&gt;\n\nText &lt;img src=x onerror="alert(1)"&gt; and &lt;!-- comment --&gt; and &lt;b&gt; entity.\n\n- item &lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt;\n',
  );
  site = await build(content);
  assert.is(site.status, 0, site.stderr);
});

// A rendering that trusts raw HTML, as a careless Markdown consumer would.
const permissive = new MarkdownIt({ html: true });

function assertNoActiveHtml(html: string, where: string) {
  // Our own deferred script is the only one allowed.
  assert.not.match(html, /<script(?![^>]*\ssrc="[^"]*\/assets\/site\.js")/i, `${where}: script element`);
  assert.not.match(html, /<img/i, `${where}: img element`);
  assert.not.match(html, /<[a-z][^>]*\son\w+\s*=/i, `${where}: event handler attribute`);
  assert.not.match(html, /href="javascript:/i, `${where}: javascript: link`);
}

test("hostile text is escaped in every HTML page", () => {
  for (const locale of locales) {
    for (const url of [`/${locale}/travel/kenya/`, `/${locale}/travel/`, `/${locale}/travel/diseases/malaria/`]) {
      const html = readText(site.outDir, url);
      assertNoActiveHtml(html, url);
    }
  }
  const html = readText(site.outDir, "/en/travel/kenya/");
  assert.ok(html.includes("Kenya &lt;script src=//x.test/a.js"));
  assert.ok(html.includes("&lt;img src=x onerror=&quot;alert(1)&quot; [click](javascript:alert(1)) **bold**"));
  const profile = readText(site.outDir, "/en/travel/diseases/malaria/");
  assert.ok(profile.includes("&lt;script&gt;alert(1)&lt;/script&gt;"));
  assert.ok(profile.includes("&lt;!-- comment --&gt; and &lt;b&gt; entity."));
});

test("hostile text stays text in the Markdown mirrors, even for a renderer that allows HTML", () => {
  for (const locale of locales) {
    for (const url of [`/${locale}/travel/kenya.md`, `/${locale}/travel.md`, `/${locale}/travel/diseases/malaria.md`, `/${locale}/travel/diseases/yellow-fever.md`]) {
      const rendered = permissive.render(readText(site.outDir, url));
      assertNoActiveHtml(rendered, url);
      assert.not.match(rendered, /<strong>bold<\/strong>/, `${url}: content Markdown became formatting`);
      assert.not.match(rendered, /<code>/, `${url}: content Markdown became code`);
    }
  }
  const rendered = permissive.render(readText(site.outDir, "/en/travel/kenya.md"));
  assert.ok(rendered.includes("Kenya &lt;script src=//x.test/a.js"), rendered);
  assert.ok(rendered.includes("[click](javascript:alert(1)) **bold** | pipe &amp; `code`"), rendered);
});

test("JSON keeps the text verbatim as data", () => {
  const kenya = readJson(site.outDir, "/en/travel/kenya.json").data;
  assert.is(kenya.name, hostileName);
  assert.is(kenya.vaccines[0].note, hostileNote);
  const blocks = readJson(site.outDir, "/en/travel/diseases/malaria.json").data.profile.blocks;
  assert.equal(blocks[1], { type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script>" }] });
});

test("every HTML page passes html-validate (recommended + document) without warnings", async () => {
  const validator = new HtmlValidate({ extends: ["html-validate:recommended", "html-validate:document"] });
  const pages = listFiles(site.outDir).filter((file) => file.endsWith(".html"));
  assert.ok(pages.length >= 40, `only ${pages.length} pages`);
  const failures: string[] = [];
  for (const file of pages) {
    const report = await validator.validateString(readFileSync(path.join(site.outDir, file), "utf8"), file);
    for (const result of report.results) {
      for (const message of result.messages) failures.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  assert.is(failures.length, 0, failures.slice(0, 20).join("\n"));
});

test.run();
