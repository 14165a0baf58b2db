// The real build on a small fixture, read back as a client would.
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { build, listFiles, makeFixture, readJson, readText, repoRoot, siteUrl, treeDigest, type BuildResult, setUp } from "./helpers.ts";

let site: BuildResult;
const uiLastUpdated = JSON.parse(readFileSync(path.join(repoRoot, "content/ui/en.json"), "utf8")).lastUpdated as string;

setUp(test, async () => {
  site = await build(makeFixture());
  assert.is(site.status, 0, site.stderr);
});

const resources = (locale: string) => [
  `/${locale}/travel.json`,
  `/${locale}/travel/kenya.json`,
  `/${locale}/travel/diseases.json`,
  `/${locale}/travel/diseases/malaria.json`,
  `/${locale}/data/vaccinations.json`,
];

test("every resource has the envelope of docs/api.md, with URLs that resolve to written files", () => {
  for (const locale of locales) {
    for (const url of resources(locale)) {
      const file = readJson(site.outDir, url);
      assert.equal(Object.keys(file), ["$schema", "schemaVersion", "inLanguage", "canonicalUrl", "markdownUrl", "alternateLocales", "lastUpdated", "data"], url);
      assert.is(file.schemaVersion, 1);
      assert.ok(file.$schema.startsWith(`${siteUrl}/schemas/`) && readJson(site.outDir, file.$schema).$id.startsWith("urn:"), file.$schema);
      assert.is(file.inLanguage, locale);
      assert.is(file.markdownUrl, `${siteUrl}${url.replace(/\.json$/, ".md")}`);
      assert.ok(file.canonicalUrl.startsWith(`${siteUrl}/${locale}/`) && file.canonicalUrl.endsWith("/"), file.canonicalUrl);
      assert.match(readText(site.outDir, file.canonicalUrl), /^<!DOCTYPE html>/);
      assert.match(readText(site.outDir, file.markdownUrl), /^---\n[\s\S]*?\n---\n\n# /);
      assert.equal(
        file.alternateLocales.map((a: { inLanguage: string }) => a.inLanguage),
        locales.filter((l) => l !== locale),
      );
      for (const alternate of file.alternateLocales) {
        assert.is(alternate.url, `${siteUrl}${url.replace(`/${locale}/`, `/${alternate.inLanguage}/`)}`);
        assert.is(readJson(site.outDir, alternate.url).inLanguage, alternate.inLanguage);
      }
      assert.match(file.lastUpdated, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  }
});

test("lastUpdated comes from the content, never the build clock", () => {
  assert.is(readJson(site.outDir, "/en/travel/kenya.json").lastUpdated, "2026-10-02T09:30:00Z");
  // Iceland (2026-08-01) names the measles profile, whose name changed on 2026-10-01.
  assert.is(readJson(site.outDir, "/en/travel/iceland.json").lastUpdated, "2026-10-01T10:00:00Z");
  // A list is as new as its newest item or its own text.
  const newest = ["2026-10-02T09:30:00Z", uiLastUpdated].sort().at(-1);
  assert.is(readJson(site.outDir, "/en/travel.json").lastUpdated, newest);
});

test("names and advice-source strings follow the locale of the path", () => {
  const expected = { nl: "Kenia", en: "Kenya", de: "Kenia", fr: "Kenya", es: "Kenia" } as const;
  for (const locale of locales) {
    const kenya = readJson(site.outDir, `/${locale}/travel/kenya.json`).data;
    assert.is(kenya.name, expected[locale]);
    assert.is(kenya.lcrUrl, "https://wwwnc.cdc.gov/travel/destinations/traveler/none/kenya");
  }
  assert.is(readJson(site.outDir, "/fr/travel/kenya.json").data.adviceSource.name, "Organisation mondiale de la Santé");
  assert.is(readJson(site.outDir, "/nl/travel/kenya.json").data.vaccines[0].name, "Hepatitis A-vaccin");
  assert.is(readJson(site.outDir, "/en/travel/ghana.json").data.lcrUrl, null);
  // The country list is sorted by name in the locale: IJsland sorts as I in Dutch.
  assert.equal(readJson(site.outDir, "/nl/travel.json").data.map((c: { name: string }) => c.name), ["Ghana", "IJsland", "Kenia"]);
});

test("profileInLanguage: nl and en use their own body, de/fr/es fall back to en, then nl", () => {
  const language = (locale: string, slug: string) => readJson(site.outDir, `/${locale}/travel/diseases/${slug}.json`).data.profileInLanguage;
  assert.equal(locales.map((l) => language(l, "malaria")), ["nl", "en", "en", "en", "en"]);
  assert.equal(locales.map((l) => language(l, "yellow-fever")), ["en", "en", "en", "en", "en"]);
  assert.equal(locales.map((l) => language(l, "hepatitis-a")), ["nl", "nl", "nl", "nl", "nl"]);
  const blocks = readJson(site.outDir, "/de/travel/diseases/malaria.json").data.profile.blocks;
  assert.equal(blocks[0], { type: "heading", level: 2, text: "What it is" });
  assert.equal(blocks[1].content.at(-2), { type: "link", text: "WHO", href: "https://www.who.int/travel-advice" });
  assert.equal(blocks[3], { type: "list", ordered: false, items: [[{ type: "text", text: "Avoid " }, { type: "strong", text: "bites" }], [{ type: "text", text: "Get " }, { type: "emphasis", text: "vaccinated" }]] });
  // The HTML marks the fallback text with its language and says so in the page's language.
  const html = readText(site.outDir, "/de/travel/diseases/malaria/");
  assert.match(html, /<div class="profile" lang="en">/);
  assert.match(html, /nicht auf Deutsch verfügbar; er wird auf Englisch angezeigt/);
  assert.not.match(readText(site.outDir, "/en/travel/diseases/malaria/"), /class="language-note"/);
});

test("a disease profile links the countries derived from the country advice", () => {
  const countries = (slug: string) => readJson(site.outDir, `/en/travel/diseases/${slug}.json`).data.countries.map((c: { slug: string }) => c.slug);
  assert.equal(countries("malaria"), ["ghana", "kenya"]);
  assert.equal(countries("yellow-fever"), ["ghana", "kenya"]);
  assert.equal(countries("measles"), ["iceland"]);
  assert.equal(countries("hepatitis-a"), ["kenya"]);
  const link = readJson(site.outDir, "/es/travel/diseases/malaria.json").data.countries[1];
  assert.equal(link, { slug: "kenya", name: "Kenia", url: `${siteUrl}/es/travel/kenya.json` });
  assert.is(readJson(site.outDir, link.url).data.slug, "kenya");
});

test("the vaccine catalog carries a sourceUrl on every entry", () => {
  const catalog = readJson(site.outDir, "/en/data/vaccinations.json").data;
  assert.equal(catalog.map((v: { slug: string }) => v.slug), ["hepatitis-a", "measles", "yellow-fever"]);
  for (const entry of catalog) assert.match(entry.sourceUrl, /^https:\/\//);
});

test("every resource exists as JSON, Markdown and HTML in all five locales, plus home, root and 404 pages", async () => {
  const files = new Set(listFiles(site.outDir));
  for (const locale of locales) {
    for (const route of ["travel", "travel/kenya", "travel/ghana", "travel/iceland", "travel/diseases", "travel/diseases/measles", "data/vaccinations"]) {
      for (const file of [`${locale}/${route}.json`, `${locale}/${route}.md`, `${locale}/${route}/index.html`]) assert.ok(files.has(file), file);
    }
    assert.ok(files.has(`${locale}/index.html`));
  }
  assert.ok(files.has("index.html") && files.has("404.html") && files.has("assets/site.css"));
});

test("two builds of the same content are byte-identical", async () => {
  const again = await build(makeFixture());
  assert.is(again.status, 0, again.stderr);
  assert.is(treeDigest(again.outDir), treeDigest(site.outDir));
});

test("a deleted country disappears from _site, with nothing stale left behind", async () => {
  const content = makeFixture();
  const first = await build(content);
  assert.ok(existsSync(path.join(first.outDir, "en/travel/ghana.json")));
  rmSync(path.join(content, "countries/ghana.json"));
  const second = await build(content, first.outDir);
  assert.is(second.status, 0, second.stderr);
  const files = listFiles(first.outDir);
  assert.not.ok(files.some((f) => f.includes("ghana")), files.filter((f) => f.includes("ghana")).join(", "));
  assert.not.ok(JSON.stringify(readJson(first.outDir, "/en/travel.json")).includes("ghana"));
  assert.equal(readJson(first.outDir, "/en/travel/diseases/malaria.json").data.countries.map((c: { slug: string }) => c.slug), ["kenya"]);
});

test("an empty vaccine catalog publishes data: [] and passes verification", async () => {
  const result = await build(makeFixture("empty-catalog"));
  assert.is(result.status, 0, result.stderr);
  for (const locale of locales) assert.equal(readJson(result.outDir, `/${locale}/data/vaccinations.json`).data, []);
  assert.match(readText(result.outDir, "/fr/data/vaccinations/"), /Le catalogue ne contient encore aucun vaccin\./);
});

test.run();
