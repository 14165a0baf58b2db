/// <reference lib="dom" />
// The site as people meet it, in a real browser (Debian's Chromium driven by playwright-core), on
// the shared build of the real content: the summary's three answers on a phone's first screen, the
// forgiving search, the A–Z index without a script, the maps and their text alternatives, the
// language menu, titles, print, the page weight budget, the root page and the 404 page. Every
// page kind in every locale and width is checked in test/pages-browser.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import type { Page } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { setUp } from "./helpers.ts";
import { assertAccessible, openRealSite, origin, type RealSiteBrowser, type VisitOptions } from "./support/real-site-browser.ts";

/** A small phone's first screen (iPhone SE and similar). */
const phone = { width: 375, height: 667 };
let site: RealSiteBrowser;
let siteDir: string;
const visit = (urlPath: string, options?: VisitOptions) => site.visit(urlPath, options);

setUp(test, async () => {
  site = await openRealSite();
  siteDir = site.siteDir;
});

test.after(async () => {
  await site?.close();
});

/** Where each answer's first line ends on the page, and what the answers say. */
async function answersOf(page: Page) {
  return page.$$eval(".glance .answer", (answers) =>
    answers.map((answer) => {
      const lines = Array.from(answer.querySelectorAll(".status"));
      return {
        topic: answer.querySelector("h3")!.id,
        severity: answer.className.replace("answer ", ""),
        text: (answer as HTMLElement).innerText,
        lines: lines.map((line) => ({
          severity: line.className.replace("status ", ""),
          hasIcon: line.querySelector("svg.sev-icon use") !== null,
          text: (line.querySelector(".status-text") as HTMLElement).innerText,
          bottom: (line.querySelector(".status-text") as HTMLElement).getBoundingClientRect().bottom,
        })),
      };
    }),
  );
}

for (const locale of locales) {
  test(`${locale}: the summary's three answers are on a phone's first screen (${phone.width}×${phone.height}) for Brazil, Thailand, India and Kenya`, async () => {
    for (const slug of ["brazil", "thailand", "india", "kenya"]) {
      const page = await visit(`/${locale}/travel/${slug}/`, phone);
      const answers = await answersOf(page);
      assert.equal(
        answers.map((a) => a.topic),
        ["answer-required", "answer-advised", "answer-malaria"],
        slug,
      );
      for (const answer of answers) {
        for (const line of answer.lines.slice(0, 1)) {
          assert.ok(line.bottom <= phone.height, `${locale}/${slug}: "${line.text}" ends at ${Math.round(line.bottom)} px, below the first screen`);
          assert.ok(line.hasIcon, `${locale}/${slug}: "${line.text}" has an icon`);
        }
      }
      await page.context().close();
    }
  });
}

test("Brazil: no certificate, but yellow-fever vaccination is recommended right in the summary, with colour, icon and text", async () => {
  const page = await visit("/en/travel/brazil/", phone);
  const [required, advised, malaria] = await answersOf(page);
  assert.equal(required!.lines.map((l) => [l.severity, l.text]), [["sev-none", "No vaccination certificate required"]]);
  // Brazil's recommendation covers most of the country, not all: the qualifier comes with it.
  const brazil = JSON.parse(readFileSync(new URL("../content/countries/brazil.json", import.meta.url), "utf8"));
  assert.is(brazil.yellowFever.extent, "some-areas");
  assert.equal(advised!.lines[0]!.text, `Yellow-fever vaccination recommended, in some areas only (${brazil.yellowFever.extentSummary.en})`);
  assert.is(advised!.lines[0]!.severity, "sev-medium");
  assert.is(advised!.severity, "sev-medium");
  const iconColour = await page.$eval(".answer .status.sev-medium svg", (svg) => getComputedStyle(svg).color);
  const noneColour = await page.$eval(".answer .status.sev-none svg", (svg) => getComputedStyle(svg).color);
  assert.is.not(iconColour, noneColour, "the two severities differ in colour");
  // Brazil's risk is in some areas only: the headline keeps that qualifier.
  assert.match(malaria!.lines[0]!.text, /^(Low|Moderate|High) risk in some areas \(.+\): /);
  assert.match(malaria!.text, /Where: Mainly rural and forested parts of the Amazon/);
  assert.match(malaria!.text, /tablets/i);
  await page.context().close();
});

test("Thailand and India: the certificate rule for arrivals from risk countries is stated with its condition, and nothing says 'None'", async () => {
  for (const slug of ["thailand", "india"]) {
    const page = await visit(`/en/travel/${slug}/`, phone);
    const [required] = await answersOf(page);
    assert.is(required!.severity, "sev-medium", slug);
    assert.match(required!.lines[0]!.text, /^Yellow-fever certificate only if you arrive from a country with risk of yellow fever$/);
    assert.match(required!.text, /From the age of \d+ months/);
    assert.not.match(required!.text, /\bNone\b/);
    await page.context().close();
  }
});

test("vaccines on a country page link to their own pages, which the catalogue links too", async () => {
  const page = await visit("/en/travel/thailand/");
  const link = page.locator('.glance a[href$="/en/data/vaccinations/hepatitis-a/"]').first();
  await link.click();
  await page.waitForLoadState("load");
  assert.is(new URL(page.url()).pathname, "/en/data/vaccinations/hepatitis-a/");
  assert.match(await page.locator("h1").innerText(), /hepatitis a/i);
  await page.goto(new URL("/en/data/vaccinations/", page.url()).href);
  assert.is(await page.locator('#vaccine-hepatitis-a a[href$="/en/data/vaccinations/hepatitis-a/"]').count(), 1, "the catalogue's entry links its page");
  await page.context().close();
});

/** Types into the list page's search and returns the visible rows' names, in order. */
async function searchList(page: Page, query: string): Promise<string[]> {
  await page.fill("#destination-search", query);
  return page.locator("#destinations tbody tr:visible th").allInnerTexts();
}

test("the country list search forgives: other locales, codes, other names, no accents, typing slips, prefixes first, and a helpful empty state", async () => {
  const page = await visit("/en/travel/", { width: 320 });
  const cases: [string, string][] = [
    ["bra", "Brazil"],
    ["uk", "United Kingdom"],
    ["BR", "Brazil"],
    ["Brasilien", "Brazil"],
    ["holland", "Netherlands"],
    ["Burma", "Myanmar"],
    ["cote d ivoire", "Côte d’Ivoire"],
    ["nederland", "Netherlands"],
    ["Zanzibar", "Tanzania"],
    // Typing slips: two letters swapped, one missing, one wrong (src/lib/trip/suggest.ts).
    ["tanzaina", "Tanzania"],
    ["kenja", "Kenya"],
    ["phillipines", "Philippines"],
  ];
  for (const [query, first] of cases) {
    const names = await searchList(page, query);
    assert.is(names[0]?.normalize("NFC").replace("'", "’"), first.replace("'", "’"), `"${query}" finds ${names.slice(0, 3).join(", ")}`);
  }
  assert.equal(await searchList(page, "bra").then((n) => n.indexOf("Gibraltar") > n.indexOf("Brazil")), true, "prefix matches before matches inside a name");
  assert.equal(await searchList(page, "qqqq"), []);
  assert.match(await page.locator("[data-search] [role=status]").innerText(), /No destination matches “qqqq”.*A–Z/);
  await searchList(page, "");
  assert.is(await page.locator("#destinations tbody tr:visible").count(), await page.locator("#destinations tbody tr").count());
  await page.context().close();
});

test("the home page search finds a destination by another language's name and opens it", async () => {
  const page = await visit("/nl/", { width: 320 });
  await page.fill("#home-search", "brasil");
  await page.locator(".search-results a").first().waitFor();
  assert.is(await page.locator(".search-results a").first().innerText(), "Brazilië");
  await page.press("#home-search", "Enter");
  await page.waitForURL(`${origin}/nl/travel/brazil/`);
  await page.context().close();
});

test("without JavaScript the list offers an A–Z index that jumps to the letter, and hides the search box", async () => {
  const page = await visit("/fr/travel/", { width: 320, javaScript: false });
  assert.is(await page.locator("[data-search]").isVisible(), false);
  await page.click('.az a[href="#az-T"]');
  assert.is(new URL(page.url()).hash, "#az-T");
  assert.match(await page.locator("#az-T th").innerText(), /^T/);
  const top = await page.locator("#az-T").evaluate((row) => row.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 100, `the T row is at the top (${top})`);
  await page.context().close();
});

test("risk maps and the locator map are in the HTML with text alternatives in the page's language, and need no script", async () => {
  const page = await visit("/de/travel/", { javaScript: false });
  const maps = page.locator("figure.map svg[role=img]");
  assert.is(await maps.count(), 2);
  for (const [i, title] of ["Gelbfieber-Übertragungsrisiko nach Land", "Malariarisiko nach Land"].entries()) {
    const svg = maps.nth(i);
    const labelledBy = (await svg.getAttribute("aria-labelledby"))!.split(" ");
    assert.is(await page.locator(`[id="${labelledBy[0]}"]`).textContent(), title);
    assert.match((await page.locator(`[id="${labelledBy[1]}"]`).textContent()) ?? "", /Weltkarte.*Kein Risiko: \d+/);
    assert.ok((await svg.locator("use").count()) > 150, "country shapes");
    assert.ok((await svg.locator("circle.marker").count()) > 20, "markers for small countries");
  }
  assert.ok((await page.locator("figure.map .legend li").count()) >= 10);
  await page.locator("figure.map details summary").first().click();
  assert.ok(await page.locator('figure.map details a[href="/de/travel/brazil/"]').first().isVisible());
  const country = await visit("/es/travel/singapore/", { javaScript: false });
  assert.is(await country.locator("figure.locator svg title").textContent(), "Ubicación de Singapur en el mapa");
  assert.is(await country.locator("figure.locator .target-ring").count(), 1, "a small country is ringed");
  await country.context().close();
  const disease = await visit("/en/travel/diseases/malaria/", { javaScript: false });
  assert.is(await disease.locator("figure.map svg title").textContent(), "Malaria risk by country");
  await disease.context().close();
  await page.context().close();
});

test("the language menu keeps the page", async () => {
  const page = await visit("/nl/travel/kenya/", { width: 320 });
  await page.click(".language-nav summary");
  await page.click('.language-nav a[hreflang="es"]');
  await page.waitForLoadState("load");
  assert.is(new URL(page.url()).pathname, "/es/travel/kenya/");
  assert.is(await page.locator("html").getAttribute("lang"), "es");
  const header = await page.locator(".site-header").evaluate((h) => h.getBoundingClientRect().height);
  assert.ok(header < 120, `the header fits in two rows (${header} px)`);
  await page.context().close();
});

test("titles follow one pattern: the page, then the site; the home page is the site's name once", async () => {
  const cases: [string, string][] = [
    ["/en/", "Travel Health Reference"],
    ["/es/travel/brazil/", "Brasil: vacunas · Referencia de salud para viajeros"],
    ["/de/travel/", "Reiseempfehlungen nach Land · Reisegesundheit Nachschlagewerk"],
  ];
  for (const [urlPath, title] of cases) {
    const page = await visit(urlPath);
    assert.is(await page.title(), title);
    await page.context().close();
  }
});

test("print: each link's address once, and the notice printed with the content", async () => {
  const page = await visit("/en/travel/kenya/");
  await page.emulateMedia({ media: "print" });
  const after = await page.$$eval('a[rel="external"]', (links) =>
    links.map((a) => ({ bare: a.textContent === a.getAttribute("href"), after: getComputedStyle(a, "::after").content })),
  );
  assert.ok(after.length > 0);
  for (const link of after) assert.is(link.after === "none" || link.after === "normal", link.bare, JSON.stringify(link));
  assert.is(await page.locator(".site-footer .notice").isVisible(), true);
  assert.is(await page.locator(".site-footer").evaluate((f) => getComputedStyle(f).breakBefore), "avoid");
  await page.context().close();
});

test("page weight budget: every HTML page with our stylesheet and script transfers at most 50 KB gzipped, a country page at most 25 KB", () => {
  const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
  const assets = gzipped(path.join(siteDir, "assets/site.css")) + gzipped(path.join(siteDir, "assets/site.js"));
  const over: string[] = [];
  let pages = 0;
  for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(siteDir, file);
    const budget = /^\w\w\/travel\/(?!diseases\/)[^/]+\/index\.html$/.test(relative) ? 25 * 1024 : 50 * 1024;
    const size = gzipped(file) + assets;
    pages++;
    if (size > budget) over.push(`${relative}: ${(size / 1024).toFixed(1)} KB`);
  }
  assert.ok(pages > 1200, `${pages} pages`);
  assert.equal(over, []);
});

test("the root page follows the browser's language, and works as a plain chooser", async () => {
  const page = await visit("/", { locale: "es-ES" });
  await page.waitForURL(`${origin}/es/`);
  await page.context().close();
  const chooser = await visit("/?choose", { locale: "es-ES" });
  assert.is(new URL(chooser.url()).pathname, "/");
  assert.is(await chooser.locator('main a[hreflang="fr"]').count(), 1);
  await assertAccessible(chooser, "/");
  await chooser.context().close();
});

test("the 404 page speaks the language of the address, then the browser's, with a search and the way home", async () => {
  const page = await visit("/de/travel/atlantis/", { locale: "fr-FR" });
  assert.is(await page.locator("html").getAttribute("lang"), "de");
  assert.is(await page.locator("main section[lang]:visible").count(), 1);
  assert.is(await page.locator("h1").innerText(), "Seite nicht gefunden");
  assert.is(await page.locator('main section[lang="de"] a[href="/de/"]').count(), 1);
  await page.fill("#search-de", "kenia");
  await page.locator('section[lang="de"] .search-results a').first().waitFor();
  assert.is(await page.locator('section[lang="de"] .search-results a').first().getAttribute("href"), "/de/travel/kenya/");
  await page.context().close();
  const browserLanguage = await visit("/nowhere", { locale: "fr-FR" });
  assert.is(await browserLanguage.locator("main section[lang]:visible").getAttribute("lang"), "fr");
  await browserLanguage.context().close();
  const noScript = await visit("/nowhere", { javaScript: false });
  assert.is(await noScript.locator("main section[lang]").count(), 5);
  await noScript.context().close();
});

test.run();
