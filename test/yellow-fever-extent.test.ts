// A yellow-fever recommendation keeps its qualifier: how far the risk extends (the whole country,
// some areas with the words that limit it, or not known) is content, and every summary of the
// recommendation (the view model, the country page, the Markdown, the llms.txt line, the country
// list) and the world map say it. Argentina's risk is the north-east only, never the whole
// country down to Tierra del Fuego. Real content, five locales; then what the content check refuses.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import type { UiStrings } from "../src/lib/content/ui-schema.ts";
import { locales, type Locale } from "../src/lib/locales.ts";
import { escapeHtml } from "../src/lib/render/escape.ts";
import { renderPageBody } from "../src/lib/render/html-pages.ts";
import { toMarkdown } from "../src/lib/render/markdown.ts";
import { describePage } from "../src/lib/render/llms.ts";
import { buildPages, type CountryPage, type Page } from "../src/lib/site/pages.ts";
import { contentRefusal, editJson, plainProblem, repoRoot, setUp } from "./helpers.ts";

let pages: Page[] = [];
let ui: Record<Locale, UiStrings>;
let content: ReturnType<typeof loadContent>;

setUp(test, () => {
  content = loadContent(path.join(repoRoot, "content"));
  ui = content.ui as Record<Locale, UiStrings>;
  pages = buildPages(content, "https://example.org");
});

const countryPage = (locale: Locale, slug: string) => pages.find((p): p is CountryPage => p.kind === "country" && p.locale === locale && p.envelope.data.slug === slug)!;
const html = (page: Page) => renderPageBody(page, ui[page.locale], (p) => p).value;
const markdown = (page: Page) => toMarkdown(page, ui[page.locale], (l) => ui[l]);

for (const locale of locales) {
  test(`${locale}: Argentina's yellow-fever recommendation says "in some areas only" and where, in every format; the map stripes it`, () => {
    const page = countryPage(locale, "argentina");
    const yf = page.envelope.data.yellowFever;
    assert.is(yf.extent, "some-areas");
    // The words an editor wrote, from the content file, not from the program.
    const where = content.countries.find((c) => c.slug === "argentina")!.yellowFever.extentSummary![locale];
    assert.match(where, /Misiones/);
    assert.is(yf.extentSummary, where);
    const words = ui[locale].summary.yellowFeverSomeAreas.replace("{advice}", ui[locale].summary.yellowFeverRecommended).replace("{extent}", where);
    const advised = page.summary.find((a) => a.topic === "advised")!;
    assert.ok(advised.lines.some((l) => l.text === words), `summary: "${words}" in ${JSON.stringify(advised.lines.map((l) => l.text))}`);
    assert.ok(html(page).includes(escapeHtml(words)), "HTML summary");
    assert.ok(markdown(page).includes(words.replace(/[()]/g, "\\$&")) || markdown(page).includes(words), "Markdown summary");
    assert.ok(describePage(page, ui[locale]).includes(where), `llms.txt line: ${describePage(page, ui[locale])}`);

    const list = pages.find((p) => p.kind === "countryList" && p.locale === locale)!;
    const listed = (list.envelope.data as { slug: string; yellowFeverExtent: string | null; yellowFeverExtentSummary: string | null }[]).find((c) => c.slug === "argentina")!;
    assert.equal([listed.yellowFeverExtent, listed.yellowFeverExtentSummary], ["some-areas", where]);
    const listPage = html(list);
    const map = listPage.slice(listPage.indexOf('id="map-yellow-fever"'), listPage.indexOf('id="map-malaria"'));
    assert.ok(map.includes(escapeHtml(ui[locale].maps.someAreas)), "the yellow-fever map's legend explains the stripes");
    assert.match(map, /class="m-high partial"/, "area-limited yellow fever is striped");
    assert.match(map, /class="m-high"\/>/, "whole-country yellow fever stays filled");
    // A country too small for its shape (Trinidad and Tobago) is a marker: striped too.
    assert.match(map, /class="marker m-high partial"/, "a small area-limited country's marker is striped");
    const name = page.envelope.data.name;
    assert.ok(map.includes(`${escapeHtml(name)}</a> (${escapeHtml(ui[locale].maps.someAreasListed)})`), `the map's list says ${name} is at risk in some areas only`);
    const cell = ui[locale].summary.yellowFeverSomeAreas.replace("{advice}", ui[locale].listCell.recommended).replace("{extent}", where);
    assert.ok(listPage.includes(escapeHtml(cell)), `the country list's cell keeps the qualifier: "${cell}"`);
  });
}

test("every country with yellow-fever risk says how far it extends, or that this is not known; never the whole country by default", () => {
  const atRisk = content.countries.filter((c) => c.yellowFever.transmissionRisk !== "none");
  assert.ok(atRisk.length >= 40, `${atRisk.length} countries with yellow-fever risk`);
  for (const c of atRisk) {
    assert.ok(c.yellowFever.extent !== undefined, `${c.slug}: extent present`);
    if (c.yellowFever.extent !== null) assert.ok(c.yellowFever.citations !== null, `${c.slug}: a known extent rests on citations`);
  }
  const unknown = atRisk.filter((c) => c.yellowFever.extent === null && c.yellowFever.whoRecommendation !== "not-recommended");
  // Without such a country the loop below would assert nothing (the next test covers one made up).
  assert.ok(unknown.length > 0, "some recommended country's extent is not known");
  for (const c of unknown) {
    for (const locale of locales) {
      const page = countryPage(locale, c.slug);
      const advised = page.summary.find((a) => a.topic === "advised")!;
      const said = ui[locale].summary.yellowFeverExtentUnknown.split("{advice}")[1]!;
      assert.ok(advised.lines.some((l) => l.text.endsWith(said)), `${locale}/${c.slug}: summary says the extent is not known`);
      assert.ok(describePage(page, ui[locale]).includes(said), `${locale}/${c.slug}: llms.txt line says the extent is not known`);
    }
  }
  // Countries whose risk is only in parts, per the authorities read: never "whole-country".
  for (const slug of ["argentina", "brazil", "ecuador", "peru", "panama", "trinidad-and-tobago", "sudan", "somalia"]) {
    assert.is(content.countries.find((c) => c.slug === slug)!.yellowFever.extent, "some-areas", slug);
  }
});

test("an extent no source gives is said to be not known in the summary, the llms.txt line and the map (dotted, with its legend), never drawn as the whole country", () => {
  const changed = loadContent(path.join(repoRoot, "content"));
  const ghana = changed.countries.find((c) => c.slug === "ghana")!;
  ghana.yellowFever.extent = null;
  ghana.yellowFever.extentSummary = null;
  const rebuilt = buildPages(changed, "https://example.org");
  for (const locale of locales) {
    const page = rebuilt.find((p): p is CountryPage => p.kind === "country" && p.locale === locale && p.envelope.data.slug === "ghana")!;
    assert.is(page.envelope.data.yellowFever.extent, null);
    const said = ui[locale].summary.yellowFeverExtentUnknown.replace("{advice}", ui[locale].summary.yellowFeverRecommended);
    assert.ok(page.summary.find((a) => a.topic === "advised")!.lines.some((l) => l.text === said), `${locale}: "${said}"`);
    assert.ok(describePage(page, ui[locale]).includes(ui[locale].summary.yellowFeverExtentUnknown.replace("{advice}", ui[locale].yellowFeverRecommendation.recommended)), `${locale}: llms.txt line`);
    const listPage = html(rebuilt.find((p) => p.kind === "countryList" && p.locale === locale)!);
    const map = listPage.slice(listPage.indexOf('id="map-yellow-fever"'), listPage.indexOf('id="map-malaria"'));
    assert.match(map, /class="m-high extent-unknown"/, `${locale}: dotted, not filled`);
    assert.ok(map.includes(escapeHtml(ui[locale].maps.extentUnknown)), `${locale}: the legend explains the dots`);
    assert.ok(map.includes(`${escapeHtml(page.envelope.data.name)}</a> (${escapeHtml(ui[locale].maps.extentUnknownListed)})`), `${locale}: the map's list says so`);
  }
});

test("the content check refuses a yellow-fever extent without its words, with a locale missing, too long, without risk, or without a source", () => {
  const problems = contentRefusal((c) => {
    editJson(path.join(c, "countries/kenya.json"), (k) => delete k.yellowFever.extentSummary.de);
    editJson(path.join(c, "countries/ghana.json"), (g) => {
      g.yellowFever.extent = "some-areas";
      g.yellowFever.citations = [{ reference: "who-ith-country-list", locator: "Country list, entry \"Ghana\"", quote: null }];
    });
    editJson(path.join(c, "countries/iceland.json"), (i) => (i.yellowFever.extent = "whole-country"));
  }, plainProblem).split("\n");
  const tooLong = "not Nairobi, Mombasa, the coastal districts of Kilifi, Kwale and Lamu";
  const more = contentRefusal((c) => {
    editJson(path.join(c, "countries/ghana.json"), (g) => (g.yellowFever.extent = "whole-country"));
    editJson(path.join(c, "countries/kenya.json"), (k) => {
      k.yellowFever.extentSummary.en = tooLong;
      delete k.yellowFever.extent;
    });
  }, plainProblem).split("\n");
  const expected = [
    /countries\/kenya\.json: yellowFever\.extentSummary\.de: expected .*found nothing/,
    /countries\/ghana\.json: yellowFever\.extentSummary: expected the few words that limit the headline .*; found nothing/,
    /countries\/iceland\.json: yellowFever\.extent: expected no extent when the yellow-fever transmission risk is "none"; found "whole-country"/,
  ];
  for (const pattern of expected) assert.ok(problems.some((line) => pattern.test(line)), `${pattern}\n${problems.join("\n")}`);
  const expectedMore = [
    /countries\/ghana\.json: yellowFever\.extent: expected null \(not known\) while yellowFever\.citations is null: a known extent rests on a cited source; found "whole-country"/,
    /countries\/kenya\.json: yellowFever\.extent: expected "whole-country" or "some-areas", or null when no cited source says: how far the risk extends; found nothing \(the field is missing\)/,
    new RegExp(`countries/kenya\\.json: yellowFever\\.extentSummary\\.en: expected at most 60 characters.*; found ${tooLong.length} characters`),
  ];
  for (const pattern of expectedMore) assert.ok(more.some((line) => pattern.test(line)), `${pattern}\n${more.join("\n")}`);
});

test.run();
