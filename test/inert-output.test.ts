// Text from content cannot change the structure of any output: it comes out inert in HTML and
// Markdown (even for a renderer that allows HTML), verbatim (as data) in JSON, well-formed in Atom
// and the sitemap; every HTML page is valid. Should a template ever emit a character a format
// forbids, the build's own verification refuses it (src/lib/verify/output.ts), including a strict
// XML 1.0 parse.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { HtmlValidate } from "html-validate";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { build, type BuildResult, editJson, listFiles, makeFixture, readJson, readText, setUp } from "./helpers.ts";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { fileProblems } from "../src/lib/verify/output.ts";

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
  // HTML: the name's < and & are escaped wherever it stands.
  const html = readText(site.outDir, "/en/travel/kenya/");
  assert.ok(html.includes("&lt;3 &amp; co"), "the name, escaped");
  assert.not.ok(html.includes("<3"), "the name's < as written");
  const profile = readText(site.outDir, "/en/travel/diseases/malaria/");
  assert.ok(profile.includes("A cell | b | and 1 &lt; 2 &gt; 0") && profile.includes("&lt;b&gt;x&lt;/b&gt;"), profile);
  assert.not.match(profile, /<table|<b>x/);
  // Markdown: rendered by a permissive renderer, still no elements from the text.
  const rendered = new MarkdownIt({ html: true }).render(readText(site.outDir, "/en/travel/kenya.md") + readText(site.outDir, "/en/travel/diseases/malaria.md"));
  assert.not.match(rendered, /<b>x<\/b>|<table/);
});

test("the build's verification refuses output with a control character, and XML that a strict parser rejects", () => {
  const written = new Map([
    ["/en/changes.atom", '<?xml version="1.0" encoding="utf-8"?>\n<feed><title>A\u0001B</title></feed>\n'],
    ["/sitemap.xml", '<?xml version="1.0" encoding="utf-8"?>\n<urlset><url></urlset>\n'],
    ["/en/travel.md", "# Travel \u009b31m\n"],
  ]);
  const problems = fileProblems([], written, "https://example.test", new Set()).join("\n");
  assert.match(problems, /en\/changes\.atom: expected no control character, noncharacter or lone surrogate; found U\+0001/);
  assert.match(problems, /en\/changes\.atom: expected well-formed XML 1\.0; found .*disallowed character/);
  assert.match(problems, /sitemap\.xml: expected well-formed XML 1\.0; found .*unexpected close tag/);
  assert.match(problems, /en\/travel\.md: expected no control character, noncharacter or lone surrogate; found U\+009B/);
});

test("a large file as bytes gets the message it gets as text, characters counted in the whole text", () => {
  // Three-byte and four-byte characters on every line, so byte and character positions differ.
  const line = "Reizen naar “Kenia” … 😀 gele koorts\n";
  const large = line.repeat(Math.ceil(3e6 / Buffer.byteLength(line)));
  const feed = (body: string) => `<?xml version="1.0" encoding="utf-8"?>\n<feed>${body}</feed>\n`;
  const files: [string, string][] = [
    ["/en/llms-full/general-1.txt", `${large}A\u0001B`],
    ["/en/llms-full/general-2.txt", `${large.slice(0, 1_500_000)}\uFFFE${large.slice(1_500_000)}`],
    ["/en/changes.atom", feed(`<title>${large}</title>`)],
    ["/sitemap.xml", feed(`<title>${large}</titel>`)],
  ];
  for (const [url, text] of files) {
    const check = (content: Buffer | string) => fileProblems([], new Map([[url, content]]), "https://example.test", new Set());
    assert.equal(check(Buffer.from(text, "utf8")), check(text), url);
  }
  const problems = fileProblems([], new Map(files.map(([url, text]) => [url, Buffer.from(text, "utf8")])), "https://example.test", new Set()).join("\n");
  assert.ok(problems.includes(`en/llms-full/general-1.txt: expected no control character, noncharacter or lone surrogate; found U+0001 at character ${large.length + 2}`), problems);
  assert.ok(problems.includes("en/llms-full/general-2.txt: expected no control character, noncharacter or lone surrogate; found U+FFFE at character 1500001"), problems);
  assert.not.match(problems, /changes\.atom/);
  assert.match(problems, /sitemap\.xml: expected well-formed XML 1\.0; found .*unexpected close tag/);
});

test.run();
