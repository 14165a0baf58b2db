// Discovery files as their readers use them: llms.txt (llmstxt.org), the sitemap protocol with
// hreflang alternates, robots.txt, the Atom feed, the bulk file, and the _headers rules served
// over HTTP by a static server configured from the file itself.
import { readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { headersFor, parseHeadersFile } from "../src/lib/site/headers.ts";
import { jsonSchemaValidators } from "../src/lib/verify/output.ts";
import { build, listFiles, makeFixture, readJson, readText, siteUrl, type BuildResult, setUp } from "./helpers.ts";
import { serveStatic } from "./static-server.ts";

let site: BuildResult;
let files: string[];
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["url", "xhtml:link", "entry", "link"].includes(name) });
const fileOf = (url: string) => {
  assert.ok(url.startsWith(`${siteUrl}/`), url);
  const relative = url.slice(siteUrl.length + 1);
  return relative === "" || relative.endsWith("/") ? `${relative}index.html` : relative;
};
const markdownLinks = (text: string) => [...text.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]!);

setUp(test, async () => {
  site = await build(makeFixture());
  assert.is(site.status, 0, site.stderr);
  files = listFiles(site.outDir);
});

test("/llms.txt has the llmstxt.org shape and every link in it resolves", () => {
  const text = readText(site.outDir, "/llms.txt");
  const lines = text.split("\n");
  assert.match(lines[0]!, /^# \S/);
  assert.ok(lines.some((l) => l.startsWith("> ")), "summary blockquote");
  assert.is(lines.filter((l) => l.startsWith("## ")).length, 5);
  const links = markdownLinks(text);
  assert.ok(links.length >= 5 * 6);
  for (const link of links) assert.ok(files.includes(fileOf(link)), link);
  for (const locale of locales) assert.ok(links.includes(`${siteUrl}/${locale}/developers/openapi.md`));
});

test("/{locale}/llms.txt lists every Markdown mirror of its locale, and llms-full.txt holds them all", () => {
  for (const locale of locales) {
    const text = readText(site.outDir, `/${locale}/llms.txt`);
    assert.match(text, /^# .+\n\n> .+\n\n## /);
    const linked = new Set(markdownLinks(text).map(fileOf).filter((f) => f.endsWith(".md")));
    const mirrors = files.filter((f) => f.startsWith(`${locale}/`) && f.endsWith(".md"));
    assert.equal([...linked].sort(), mirrors.sort());
    const full = readText(site.outDir, `/${locale}/llms-full.txt`);
    for (const mirror of mirrors.filter((f) => !f.endsWith("data/all.md"))) {
      assert.ok(full.includes(readFileSync(path.join(site.outDir, mirror), "utf8")), `${mirror} in llms-full.txt`);
    }
  }
});

test("the sitemap lists every page with complete, symmetric hreflang alternates and lastmod from the content", () => {
  const text = readText(site.outDir, "/sitemap.xml");
  assert.is(XMLValidator.validate(text), true);
  const urlset = xml.parse(text).urlset;
  assert.is(urlset["@xmlns"], "http://www.sitemaps.org/schemas/sitemap/0.9");
  assert.is(urlset["@xmlns:xhtml"], "http://www.w3.org/1999/xhtml");
  const entries = new Map<string, { lastmod: string; alternates: Record<string, string> }>();
  for (const url of urlset.url) {
    const alternates = Object.fromEntries(url["xhtml:link"].map((l: any) => [l["@hreflang"], l["@href"]]));
    entries.set(url.loc, { lastmod: url.lastmod, alternates });
  }
  const pages = files.filter((f) => f.endsWith("index.html") && f !== "index.html").map((f) => `${siteUrl}/${f.replace(/index\.html$/, "")}`);
  assert.equal([...entries.keys()].sort(), pages.sort());
  for (const [loc, entry] of entries) {
    assert.equal(Object.keys(entry.alternates).sort(), [...locales, "x-default"].sort(), loc);
    for (const locale of locales) {
      const other = entries.get(entry.alternates[locale]!);
      assert.ok(other, `${loc} → ${entry.alternates[locale]}`);
      assert.equal(other!.alternates, entry.alternates, `alternates of ${loc} and ${entry.alternates[locale]} agree`);
    }
  }
  assert.is(entries.get(`${siteUrl}/nl/travel/kenya/`)!.lastmod, readJson(site.outDir, "/nl/travel/kenya.json").lastUpdated);
  assert.match(readText(site.outDir, "/robots.txt"), new RegExp(`^Sitemap: ${siteUrl}/sitemap\\.xml$`, "m"));
});

test("each locale's Atom feed is Atom XML with entries, newest first, carrying the editors' notes", () => {
  for (const locale of locales) {
    const text = readText(site.outDir, `/${locale}/changes.atom`);
    assert.is(XMLValidator.validate(text), true);
    const feed = xml.parse(text).feed;
    assert.is(feed["@xmlns"], "http://www.w3.org/2005/Atom");
    assert.ok(feed.id && feed.updated && feed.title);
    const entries = feed.entry as any[];
    assert.is(entries.length, 3 + 4 + 3);
    const updated = entries.map((e) => e.updated);
    assert.equal(updated, [...updated].sort().reverse());
    for (const entry of entries) assert.ok(entry.id && entry.title && entry.summary && entry.link.length === 2);
  }
  const changes = readJson(site.outDir, "/en/changes.json").data;
  assert.equal(changes[0], { resource: "country", slug: "kenya", name: "Kenya", url: `${siteUrl}/en/travel/kenya.json`, lastUpdated: "2026-10-02T09:30:00Z", note: "First published." });
  assert.match(readText(site.outDir, "/fr/travel/kenya/"), new RegExp(`<link rel="alternate" type="application/atom\\+xml" href="${siteUrl}/fr/changes.atom"`));
});

test("all.json holds every country, disease and vaccine of the locale and validates against its schema", () => {
  const validate = jsonSchemaValidators().bulk;
  for (const locale of locales) {
    const all = readJson(site.outDir, `/${locale}/data/all.json`);
    assert.ok(validate(structuredClone(all)), JSON.stringify(validate.errors));
    assert.is(all.data.countries.length, 3);
    assert.is(all.data.diseases.length, 4);
    assert.equal(all.data.vaccines, readJson(site.outDir, `/${locale}/data/vaccinations.json`).data);
    assert.equal(all.data.countries.find((c: any) => c.slug === "kenya"), readJson(site.outDir, `/${locale}/travel/kenya.json`).data);
  }
  const openapi = readJson(site.outDir, "/en/developers/openapi.json");
  assert.ok(openapi.paths["/{locale}/data/all.json"].get.responses["200"]);
});

test("_headers covers every output extension, and no header is set twice for one path", () => {
  const rules = parseHeadersFile(readText(site.outDir, "/_headers"));
  const byExtension = new Map(files.map((f) => [path.extname(f) || f, `/${f}`]));
  for (const [extension, sample] of byExtension) {
    const headers = headersFor(sample, rules);
    assert.ok(headers["X-Content-Type-Options"] === "nosniff" && headers["Cache-Control"], `${extension}: ${JSON.stringify(headers)}`);
    if ([".json", ".md", ".txt", ".xml", ".atom"].includes(extension)) assert.ok(headers["Content-Type"]?.includes("charset=utf-8"), extension);
    const names = rules.filter((rule) => Object.keys(headersFor(sample, [rule])).length > 0).flatMap((rule) => Object.keys(rule.headers));
    assert.is(new Set(names).size, names.length, `${sample}: a header set by two rules`);
  }
});

test("over HTTP, JSON and Markdown come with their media type and CORS, HTML with the security headers", async () => {
  const rules = parseHeadersFile(readText(site.outDir, "/_headers"));
  const server = await serveStatic(site.outDir, (urlPath) => headersFor(urlPath, rules));
  try {
    const json = await fetch(`${server.origin}/es/travel/kenya.json`);
    assert.is(json.headers.get("content-type"), "application/json; charset=utf-8");
    assert.is(json.headers.get("access-control-allow-origin"), "*");
    assert.is(((await json.json()) as { inLanguage: string }).inLanguage, "es");
    const markdown = await fetch(`${server.origin}/es/travel/kenya.md`);
    assert.is(markdown.headers.get("content-type"), "text/markdown; charset=utf-8");
    assert.is(markdown.headers.get("access-control-allow-origin"), "*");
    const page = await fetch(`${server.origin}/es/travel/kenya/`);
    assert.match(page.headers.get("content-security-policy") ?? "", /script-src 'self'/);
    assert.is(page.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
    assert.is(page.headers.get("access-control-allow-origin"), null);
  } finally {
    await server.close();
  }
});

test.run();
