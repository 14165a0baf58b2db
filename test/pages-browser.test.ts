/// <reference lib="dom" />
// Every page kind in all five locales, in a real browser (Debian's Chromium driven by
// playwright-core) on the shared build of the real content: no sideways scrolling at 320, 375 and
// 1280 px and no axe violation of any impact at 320 px in every locale; axe at 1280 px in German
// (below); in dark mode too; and screenshots for a person in screenshots/.
//
// What each width can catch on its own: the words differ by locale, so every locale is checked at
// every width for sideways scrolling (a resize and one measurement each), and with axe at 320 px,
// where long words crowd the most and a missing or empty translation shows as a nameless link or
// button. What axe finds at 1280 px and not at 320 px comes from the wide layout (colours, target
// sizes, what is shown only there), which is the same markup and stylesheet in every locale: one
// locale checks it, German, whose long words fill the wide layout most. It saves 52 axe runs and
// 52 wide screenshots of a suite that was the longest of `npm test`.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { setUp } from "./helpers.ts";
import { axeViolations } from "./chromium.ts";
import { assertAccessible, assertNoSidewaysScroll, openRealSite, screenshots, type RealSiteBrowser, type VisitOptions } from "./support/real-site-browser.ts";

/** Desktop screenshots show the whole page with SCREENSHOTS=full, else the first screen (whole
 *  pages cost a fifth of this suite's time, and are for a person, not an assertion). */
const wholePages = process.env.SCREENSHOTS === "full";
let site: RealSiteBrowser;
const visit = (urlPath: string, options?: VisitOptions) => site.visit(urlPath, options);

setUp(test, async () => {
  site = await openRealSite();
});

test.after(async () => {
  await site?.close();
});

/** One page of each kind, as a traveller or a developer opens it. */
const pageKinds = (locale: string) => [
  { kind: "home", path: `/${locale}/` },
  { kind: "country-list", path: `/${locale}/travel/` },
  { kind: "country", path: `/${locale}/travel/brazil/` },
  // A country with outbreak notices on its first screen.
  { kind: "country-notices", path: `/${locale}/travel/colombia/` },
  { kind: "disease-index", path: `/${locale}/travel/diseases/` },
  { kind: "disease", path: `/${locale}/travel/diseases/yellow-fever/` },
  { kind: "catalogue", path: `/${locale}/data/vaccinations/` },
  { kind: "malaria-drugs", path: `/${locale}/data/malaria-drugs/` },
  { kind: "notices", path: `/${locale}/travel/notices/` },
  { kind: "changes", path: `/${locale}/changes/` },
  { kind: "bulk", path: `/${locale}/data/all/` },
  { kind: "developers", path: `/${locale}/developers/` },
  { kind: "not-found", path: `/${locale}/travel/atlantis/` },
];

for (const locale of locales) {
  const wide = locale === "de";
  test(`${locale}: every page kind fits 320, 375 and 1280 px without scrolling sideways, has no axe violation at 320 px${wide ? " or 1280 px" : ""}, and is photographed`, async () => {
    for (const { kind, path: urlPath } of pageKinds(locale)) {
      const page = await visit(urlPath, { width: 320 });
      await assertNoSidewaysScroll(page, `${urlPath} at 320 px`);
      await assertAccessible(page, `${urlPath} at 320 px`);
      await page.screenshot({ path: path.join(screenshots, `${kind}-${locale}-320.png`), fullPage: false });
      await page.setViewportSize({ width: 375, height: 800 });
      await assertNoSidewaysScroll(page, `${urlPath} at 375 px`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await assertNoSidewaysScroll(page, `${urlPath} at 1280 px`);
      if (wide) {
        await assertAccessible(page, `${urlPath} at 1280 px`);
        await page.screenshot({ path: path.join(screenshots, `${kind}-${locale}-1280.png`), fullPage: wholePages });
      }
      await page.context().close();
    }
  });
}

test("the axe check reports what it should: a button without a name and text too faint to read", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><main><h1>A page</h1><button></button><p style="color:#eee;background:#fff">faint</p></main></html>`);
  const violations = await axeViolations(page);
  assert.equal(violations.map((v) => v.split(":")[0]).sort(), ["critical button-name", "serious color-contrast"]);
  await context.close();
});

test("dark mode: the country page and the list have no contrast or other axe violation", async () => {
  for (const urlPath of ["/en/travel/thailand/", "/de/travel/"]) {
    const page = await visit(urlPath, { width: 320, colorScheme: "dark" });
    await assertAccessible(page, `${urlPath} in dark mode`);
    await page.screenshot({ path: path.join(screenshots, `dark-${urlPath.replace(/\W+/g, "-")}320.png`) });
    await page.context().close();
  }
});

test.run();
