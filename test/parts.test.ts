// The build's passes (src/lib/site/parts.ts): every page exactly once, bounded passes, and each
// locale's bulk file and then its own files in passes of their own after its other pages, the root files last.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { locales } from "../src/lib/locales.ts";
import { buildPages } from "../src/lib/site/pages.ts";
import { planParts, wholeSite } from "../src/lib/site/parts.ts";
import { sitemapXml } from "../src/lib/site/discovery.ts";
import { fileText } from "../src/lib/render/file-bytes.ts";
import { clearSiteCache, loadSite } from "../src/lib/site/site.ts";
import { makeFixture, siteUrl } from "./helpers.ts";

const contentDir = makeFixture();
const pages = buildPages(loadContent(contentDir), siteUrl);

test("small passes cover every page once, locale by locale; each locale's own files, then its bulk file, in passes of their own after its pages; the root files last and alone", () => {
  const parts = planParts(pages, 7);
  assert.ok(parts.length > locales.length, `expected several passes, found ${parts.length}`);
  for (const part of parts) assert.ok(part.resources.length <= 7);
  const rendered = parts.flatMap((part) => part.resources);
  assert.is(rendered.length, pages.length);
  assert.is(new Set(rendered).size, pages.length);
  assert.equal([...new Set(rendered.map((page) => page.locale))], [...locales]);
  for (const locale of locales) {
    const withFiles = parts.filter((part) => part.locales.includes(locale));
    assert.is(withFiles.length, 1, `${locale}: its own files in exactly one pass`);
    const own = parts.indexOf(withFiles[0]!);
    // The largest files of a locale (bulk file, full text) never share a pass with its other pages, nor with each other.
    assert.equal(parts[own]!.resources, [], `${locale}: its own files' pass renders no resource page`);
    const lastOther = parts.findLastIndex((part) => part.resources.some((page) => page.locale === locale && page.kind !== "bulk"));
    assert.is(lastOther, own - 1, `${locale}: its own files right after its other pages`);
    assert.equal(
      parts[own + 1]!.resources.map((page) => [page.locale, page.kind]),
      [[locale, "bulk"]],
      `${locale}: its bulk file alone in the pass after its own files`,
    );
    assert.equal(parts[own + 1]!.locales, []);
    // The bulk pass is the locale's last: its view models go after it, and after no other pass.
    assert.equal(
      parts.flatMap((part, i) => (part.finishes.includes(locale) ? [i] : [])),
      [own + 1],
      `${locale}: its view models let go after its bulk file, its last pass`,
    );
    assert.ok(!parts.slice(own + 2).some((part) => part.resources.some((page) => page.locale === locale) || part.locales.includes(locale)), `${locale}: no pass after its last`);
  }
  assert.equal(parts.map((part) => part.root), [...parts.slice(1).map(() => false), true]);
  assert.equal(parts.at(-1)!.resources, [], "the root files' pass renders no resource page");
  assert.equal(parts.at(-1)!.locales, []);
  assert.equal(parts.at(-1)!.finishes, []);
});

test("a site that fits one pass is rendered in one pass, as the dev server does", () => {
  const [only, ...rest] = planParts(pages, pages.length);
  assert.is(rest.length, 0);
  assert.is(only!.resources.length, pages.length);
  assert.equal(only!.locales, [...locales]);
  assert.ok(only!.root);
  assert.equal(only!.finishes, [...locales]);
});

test("a site of up to wholeSiteUpTo pages is one pass even when that is more than a pass holds; a larger one gets passes of the pass size", () => {
  assert.equal(planParts(pages, 7, pages.length), [wholeSite(locales.flatMap((locale) => pages.filter((page) => page.locale === locale)))]);
  const parts = planParts(pages, 7, pages.length - 1);
  assert.ok(parts.length > locales.length * 2 + 1, `expected passes per locale; found ${parts.length}`);
  for (const part of parts) assert.ok(part.resources.length <= 7);
});

test("the whole site as one pass (dev server, bare Eleventy) writes every page, locale and root file", () => {
  const whole = wholeSite(pages);
  assert.is(whole.resources, pages);
  assert.equal(whole.locales, [...locales]);
  assert.ok(whole.root);
});

test("the site's outline names every page of every locale, and each locale's view models are built on their own", () => {
  clearSiteCache();
  const site = loadSite({ siteUrl, contentDir });
  // The whole site's pages, locale by locale, are the pages each locale builds alone.
  const byLocale = locales.flatMap((locale) => site.pagesOf(locale));
  assert.equal(byLocale, locales.flatMap((locale) => pages.filter((page) => page.locale === locale)));
  assert.is(site.outline.length, pages.length);
  for (const entry of site.outline) {
    const page = site.pagesOf(entry.locale)[entry.index]!;
    assert.equal([entry.kind, entry.locale, entry.route, entry.alternates, entry.lastUpdated], [page.kind, page.locale, page.route, page.alternates, page.envelope.lastUpdated]);
  }
  // Kept until let go, then built afresh (the same pages, new objects).
  const english = site.pagesOf("en");
  assert.is(site.pagesOf("en"), english);
  site.forgetPages(["en"]);
  const rebuilt = site.pagesOf("en");
  assert.is.not(rebuilt, english);
  assert.equal(rebuilt, english);
  clearSiteCache();
});

test("the root files' pass builds no view model: the sitemap's dates come from the outline", () => {
  clearSiteCache();
  const site = loadSite({ siteUrl, contentDir });
  const viewModelSeconds = site.timings.buildPages;
  const sitemap = fileText(sitemapXml(site));
  assert.is(site.timings.buildPages, viewModelSeconds, "no locale's view models were built for the sitemap");
  // The dates it wrote are those of the view models (trip page: its bulk data; rules page: the countries).
  for (const locale of locales) {
    const pages = site.pagesOf(locale);
    const bulk = pages.find((page) => page.kind === "bulk")!.envelope.lastUpdated;
    const ui = site.ui[locale].lastUpdated;
    const trip = bulk > ui ? bulk : ui;
    assert.ok(sitemap.includes(`<loc>${siteUrl}/${locale}/trip/</loc>\n    <lastmod>${trip}</lastmod>`), `${locale}: trip page dated ${trip}`);
  }
  clearSiteCache();
});

test.run();
