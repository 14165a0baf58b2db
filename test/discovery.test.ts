// Discovery files as their readers use them: llms.txt (llmstxt.org), the sitemap protocol with
// hreflang alternates, robots.txt, the Atom feed, the bulk file, and the _headers rules served
// over HTTP by a static server configured from the file itself.
import { readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { headersFor } from "../src/lib/site/headers.ts";
import { jsonSchemaValidators } from "../src/lib/verify/output.ts";
import { build, listFiles, makeFixture, readJson, readText, repoRoot, siteUrl, type BuildResult, setUp } from "./helpers.ts";
import { parseHeadersFile, serveStatic } from "./static-server.ts";

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

/** The `- [text](url): description` entries of an llms.txt. */
const llmsEntries = (text: string) =>
  [...text.matchAll(/^- \[((?:[^\]\\]|\\.)*)\]\((\S+)\)(?:: (.*))?$/gm)].map((m) => ({ text: m[1]!.replace(/\\(.)/g, "$1"), url: m[2]!, description: (m[3] ?? "").replace(/\\(.)/g, "$1") }));
const ui = (locale: string) => JSON.parse(readFileSync(path.join(repoRoot, "content/ui", `${locale}.json`), "utf8"));
const metaDescription = (htmlUrl: string) => /<meta name="description" content="([^"]*)">/.exec(readText(site.outDir, htmlUrl))![1]!.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/**
 * A description belongs to its target when it is made of the target's own facts: a country's
 * certificate rule and malaria risk from its JSON, a disease's summary, a vaccine's diseases, a
 * full-text part's real size, a locale index of that locale, any other page's own description.
 */
/** "Pregnancy: " as the locale writes a limit's label before its category. */
const limitLabel = (strings: any, key: "pregnancy" | "breastfeeding") => strings.limits.short.replace("{label}", strings.limits[key]).split("{category}")[0];

function assertDescriptionBelongs(entry: { text: string; url: string; description: string }, locale: string): void {
  const where = `${entry.url} "${entry.description}"`;
  assert.ok(files.includes(fileOf(entry.url)), `${where}: target exists`);
  assert.ok(entry.description.length > 0, `${where}: has a description`);
  const strings = ui(locale);
  if (entry.url.endsWith("/llms.txt")) {
    const target = readText(site.outDir, entry.url);
    assert.ok(entry.url.endsWith(`/${locale}/llms.txt`), where);
    assert.is(entry.description, strings.llms.localeIndex, where);
    assert.ok(llmsEntries(target).filter((e) => e.url.endsWith(".md")).every((e) => e.url.startsWith(`${siteUrl}/${locale}/`)), `${where}: lists only its locale`);
    return;
  }
  if (entry.url.includes("/llms-index/")) {
    const names = llmsEntries(readText(site.outDir, entry.url)).filter((e) => !e.url.endsWith("/llms.txt"));
    assert.ok(entry.url.startsWith(`${siteUrl}/${locale}/`), where);
    assert.is(Number(/\d+/.exec(entry.description)![0]), names.length, `${where}: its number of names`);
    return;
  }
  if (entry.url.includes("/llms-full/")) {
    const bytes = Buffer.byteLength(readText(site.outDir, entry.url));
    const [kilobytes, tokens] = [...entry.description.matchAll(/\d[\d.,\s]*/g)].map((m) => Number(m[0].replace(/\D/g, "")));
    assert.is(kilobytes, Math.ceil(bytes / 1000), `${where}: kB`);
    assert.is(tokens, Math.ceil(bytes / 4000) * 1000, `${where}: tokens`);
    return;
  }
  const jsonFile = fileOf(entry.url).replace(/\.md$/, ".json");
  const json = files.includes(jsonFile) && !jsonFile.endsWith("openapi.json") ? readJson(site.outDir, `/${jsonFile}`) : null;
  if (json?.data?.yellowFever) {
    const d = json.data;
    const risk = d.malaria.extentSummary === null ? strings.malariaRisk[d.malaria.risk] : strings.summary.malariaSomeAreas.replace("{risk}", strings.malariaRisk[d.malaria.risk]).replace("{extent}", d.malaria.extentSummary);
    // A fact on secondary sources alone, or on none, says so here too; so does a confirmed fact
    // whose quotes do not state what the line says of it.
    const unconfirmed = (fact: { evidence: string; notConfirmed: string[] }, attributes: string[] = []) =>
      fact.evidence === "secondary-only" || fact.evidence === "unsourced"
        ? ` (${strings.summary.unconfirmed})`
        : fact.evidence === "confirmed" && attributes.some((a) => fact.notConfirmed.includes(a))
          ? ` (${strings.summary.detailUnconfirmed})`
          : "";
    const certificate = d.yellowFever.certificate;
    const rule = certificate.fromCountries.length
      ? strings.yellowFeverRules.onlyFrom.replace("{countries}", certificate.fromCountries.map((c: { name: string }) => c.name).join(", "))
      : strings.yellowFeverCertificate[certificate.requirement];
    assert.ok(entry.description.startsWith(`${strings.countryList.columnYellowFever}: ${rule}${unconfirmed(certificate, ["requirement", "fromCountries"])}; `), `${where}: ${entry.description}`);
    // The malaria risk keeps its qualifier where only some areas are at risk.
    assert.ok(entry.description.includes(`; ${strings.countryList.columnMalaria}: ${risk}${unconfirmed(d.malaria, ["risk", "extent"])}`), `${where}: ${entry.description}`);
    for (const exit of d.exitRequirements) assert.ok(entry.description.includes(`${exit.name}${unconfirmed(exit, ["appliesTo"])}`), `${where}: leaving`);
  } else if (json?.data?.profile) {
    assert.is(entry.description, json.data.summary, where);
  } else if (/\/data\/vaccinations\/[a-z0-9-]+\.md$/.test(entry.url)) {
    // A vaccine of the catalog, linked to its own file.
    const vaccine = json.data;
    assert.is(vaccine.name, entry.text, `${where}: the vaccine's own file`);
    const described = `${strings.catalog.protectsAgainst}: ${vaccine.protectsAgainst.map((d: any) => d.name).join(", ")}; ${strings.catalog.live}: ${vaccine.live ? strings.site.yes : strings.site.no}; `;
    assert.ok(entry.description.startsWith(described), `${where}: ${entry.description}`);
    // The limits follow, so a reader of the index never sees a vaccine without them.
    assert.ok(entry.description.includes(limitLabel(strings, "pregnancy")) && entry.description.includes(limitLabel(strings, "breastfeeding")), where);
  } else if (/\/data\/malaria-drugs\/[a-z0-9-]+\.md$/.test(entry.url)) {
    assert.is(json.data.name, entry.text, `${where}: the drug's own file`);
    assert.ok(entry.description.includes(limitLabel(strings, "pregnancy")) && entry.description.includes(limitLabel(strings, "breastfeeding")), where);
  } else {
    // The page's own HTML, named in the mirror's front matter.
    const html = /^canonicalUrl: "([^"]+)"$/m.exec(readText(site.outDir, entry.url))![1]!;
    assert.is(entry.description, metaDescription(html), where);
  }
}

test("/llms.txt has the llmstxt.org shape, links each locale's index and full text, and describes each link truly", () => {
  const text = readText(site.outDir, "/llms.txt");
  const lines = text.split("\n");
  assert.match(lines[0]!, /^# \S/);
  assert.ok(lines.some((l) => l.startsWith("> ")), "summary blockquote");
  const sections = text.split(/^## /m).slice(1);
  assert.is(sections.length, 5);
  sections.forEach((section, i) => {
    const locale = locales[i]!;
    const entries = llmsEntries(section);
    for (const entry of entries) assertDescriptionBelongs(entry, locale);
    const urls = entries.map((e) => e.url);
    assert.ok(urls.includes(`${siteUrl}/${locale}/llms.txt`), `${locale}: index`);
    assert.ok(urls.includes(`${siteUrl}/${locale}/developers/openapi.md`), `${locale}: developers`);
    const indexes = files.filter((f) => f.startsWith(`${locale}/llms-index/`)).map((f) => `${siteUrl}/${f}`);
    assert.ok(indexes.length >= 3, `${locale}: names indexes`);
    assert.equal(urls.filter((u) => u.includes("/llms-index/")).sort(), indexes.sort(), `${locale}: every names index`);
  });
});

test("from /llms.txt every country, disease and vaccine of every locale is at most two hops away, through indexes of at most 15 kB", () => {
  const small = (url: string) => Buffer.byteLength(readText(site.outDir, url)) <= 15_000;
  assert.ok(small(`${siteUrl}/llms.txt`), "/llms.txt itself");
  const reached = new Set<string>();
  let frontier = [`${siteUrl}/llms.txt`];
  for (let hop = 1; hop <= 2; hop++) {
    const next: string[] = [];
    for (const index of frontier) {
      for (const { text, url } of llmsEntries(readText(site.outDir, index))) {
        reached.add(`${url} ${text}`);
        if (url.endsWith(".txt") && small(url)) next.push(url);
      }
    }
    frontier = next;
  }
  for (const locale of locales) {
    const reaches = (url: string, name: string) => reached.has(`${siteUrl}${url} ${name}`);
    for (const country of readJson(site.outDir, `/${locale}/travel.json`).data) assert.ok(reaches(`/${locale}/travel/${country.slug}.md`, country.name), `${locale}: ${country.slug}`);
    for (const disease of readJson(site.outDir, `/${locale}/travel/diseases.json`).data) assert.ok(reaches(`/${locale}/travel/diseases/${disease.slug}.md`, disease.name), `${locale}: ${disease.slug}`);
    for (const vaccine of readJson(site.outDir, `/${locale}/data/vaccinations.json`).data) assert.ok(reaches(`/${locale}/data/vaccinations/${vaccine.slug}.md`, vaccine.name), `${locale}: ${vaccine.slug}`);
  }
});

test("/{locale}/llms.txt lists every Markdown mirror of its locale, each described from its own content", () => {
  for (const locale of locales) {
    const text = readText(site.outDir, `/${locale}/llms.txt`);
    assert.match(text, /^# .+\n\n> .+\n\n/);
    const entries = llmsEntries(text);
    for (const entry of entries) assertDescriptionBelongs(entry, locale);
    const linked = new Set(entries.map((e) => fileOf(e.url)).filter((f) => f.endsWith(".md")));
    const mirrors = files.filter((f) => f.startsWith(`${locale}/`) && f.endsWith(".md"));
    assert.equal([...linked].sort(), mirrors.sort());
    const vaccines = readJson(site.outDir, `/${locale}/data/vaccinations.json`).data;
    assert.is(entries.filter((e) => e.url.endsWith("/data/vaccinations.md")).length, 1, `${locale}: the catalog`);
    for (const vaccine of vaccines) assert.is(entries.filter((e) => e.url.endsWith(`/data/vaccinations/${vaccine.slug}.md`)).length, 1, `${locale}: ${vaccine.slug}`);
    const parts = files.filter((f) => f.startsWith(`${locale}/llms-full/`)).map((f) => `${siteUrl}/${f}`);
    assert.ok(parts.length >= 3, `${locale}: full-text parts`);
    assert.equal(entries.map((e) => e.url).filter((u) => u.includes("/llms-full/")).sort(), parts.sort(), `${locale}: every full-text part`);
  }
});

test("the full text comes in parts of at most 100,000 tokens that hold every mirror's body once, the notice once per part", () => {
  for (const locale of locales) {
    const notice = ui(locale).site.notice;
    const parts = files.filter((f) => f.startsWith(`${locale}/llms-full/`)).map((f) => readFileSync(path.join(site.outDir, f), "utf8"));
    for (const part of parts) {
      assert.ok(Buffer.byteLength(part) <= 400_000, "at most 100,000 tokens (bytes / 4)");
      assert.is(part.split(notice).length - 1, 1, "the notice once");
    }
    const all = parts.join("\n");
    const mirrors = files.filter((f) => f.startsWith(`${locale}/`) && f.endsWith(".md") && !f.endsWith("data/all.md") && !f.endsWith("data/trip.md"));
    // A vaccine's or drug's own file repeats its entry of the catalog or the drug list, which the
    // full text holds once: its body, but for the link back to the list, is there already.
    const entryOfList = (mirror: string) => /\/data\/(vaccinations|malaria-drugs)\/[a-z0-9-]+\.md$/.test(mirror);
    for (const mirror of mirrors.filter(entryOfList)) {
      const blocks = readFileSync(path.join(site.outDir, mirror), "utf8").split("\n\n");
      const end = blocks.findIndex((b) => b === `## ${ui(locale).site.otherLanguages}`);
      for (const block of blocks.slice(4, end - 1)) assert.ok(all.includes(block), `${mirror}: its entry in a part`);
      assert.is(all.split(`: <${siteUrl}/${mirror}> · `).length - 1, 0, `${mirror}: no source line of its own`);
    }
    for (const mirror of mirrors.filter((m) => !entryOfList(m))) {
      const url = `${siteUrl}/${mirror}`;
      assert.is(all.split(`: <${url}> · `).length - 1, 1, `${mirror}: one source line`);
      // The body: after the title, notice and facts, before the other languages.
      const blocks = readFileSync(path.join(site.outDir, mirror), "utf8").split("\n\n");
      const start = 4;
      assert.ok(blocks[0]!.startsWith("---\n") && blocks[1]!.startsWith("# ") && blocks[2]!.startsWith("> ") && blocks[3]!.startsWith("- "), `${mirror}: frame`);
      const end = blocks.findIndex((b) => b === `## ${ui(locale).site.otherLanguages}`);
      assert.ok(start > 0 && end > start, `${mirror}: frame found`);
      assert.ok(all.includes(blocks.slice(start, end).join("\n\n")), `${mirror}: body in a part`);
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
  // The form editor (/admin/, noindex) is no page for readers or search engines.
  const pages = files.filter((f) => f.endsWith("index.html") && f !== "index.html" && f !== "admin/index.html").map((f) => `${siteUrl}/${f.replace(/index\.html$/, "")}`);
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

test("each locale's Atom feed is Atom XML with entries (the notices' too), newest first, carrying the editors' notes", () => {
  for (const locale of locales) {
    const text = readText(site.outDir, `/${locale}/changes.atom`);
    assert.is(XMLValidator.validate(text), true);
    const feed = xml.parse(text).feed;
    assert.is(feed["@xmlns"], "http://www.w3.org/2005/Atom");
    assert.ok(feed.id && feed.updated && feed.title);
    const entries = feed.entry as any[];
    // Three countries, four diseases, three vaccines and the one outbreak notice.
    assert.is(entries.length, 3 + 4 + 3 + 1);
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
    // Each bundled item is its own file's data plus where that file is and when it last changed.
    const kenya = readJson(site.outDir, `/${locale}/travel/kenya.json`);
    assert.equal(all.data.countries.find((c: any) => c.slug === "kenya"), { ...kenya.data, url: `${siteUrl}/${locale}/travel/kenya.json`, lastUpdated: kenya.lastUpdated });
    const malaria = readJson(site.outDir, `/${locale}/travel/diseases/malaria.json`);
    assert.equal(all.data.diseases.find((d: any) => d.slug === "malaria"), { ...malaria.data, url: `${siteUrl}/${locale}/travel/diseases/malaria.json`, lastUpdated: malaria.lastUpdated });
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

test("_headers names the Markdown mirror of every HTML page that has one, as the page itself does", () => {
  const rules = parseHeadersFile(readText(site.outDir, "/_headers"));
  const pages = files.filter((f) => f.endsWith("index.html"));
  let linked = 0;
  for (const file of pages) {
    const urlPath = `/${file.replace(/index\.html$/, "")}`;
    const inPage = /<link rel="alternate" type="text\/markdown" href="([^"]+)">/.exec(readFileSync(path.join(site.outDir, file), "utf8"))?.[1];
    const header = headersFor(urlPath, rules).Link;
    if (!inPage) {
      assert.is(header, undefined, `${urlPath}: no mirror, no Link`);
      continue;
    }
    linked++;
    const mirror = inPage.slice(new URL(siteUrl).origin.length + new URL(siteUrl).pathname.length);
    assert.is(header, `<${mirror}>; rel="alternate"; type="text/markdown"`, urlPath);
    assert.ok(files.includes(mirror.slice(1)), `${urlPath}: ${mirror} exists`);
  }
  assert.ok(linked > pages.length / 2, "most pages have a mirror");
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
