// A sample of the clinician's scenarios (docs/trip-scenarios.md) through the trip page in
// Chromium, in five locales, on the shared build of the real content: the page shows, at
// each border and in the vaccine list and the start, the very lines the planner module words for
// that locale (same text, same severity), and a link it cannot read gives no plan.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { UiStrings } from "../src/lib/content/ui-schema.ts";
import { locales, type Locale } from "../src/lib/locales.ts";
import type { Bulk } from "../src/lib/published/schemas.ts";
import { describePlan, type Line, type Wording } from "../src/lib/trip/describe.ts";
import { tripDataOf } from "../src/lib/trip/data.ts";
import { wordingFor } from "../src/lib/trip/page.ts";
import { planTrip } from "../src/lib/trip/plan.ts";
import { parseTripQuery } from "../src/lib/trip/query.ts";
import { repoRoot, setUp } from "./helpers.ts";
import { openRealSite, origin, type RealSiteBrowser } from "./support/real-site-browser.ts";
import { readScenarios } from "./support/trip-scenarios.ts";

// One of each kind: a certificate that leads the vaccine list, an unknown start, time short with
// a certificate too late, a misspelt country, a certificate an infant cannot be vaccinated for,
// and a pregnancy with malaria on the route.
const sample = readScenarios().filter((s) => [1, 3, 17, 21, 30, 32].includes(s.number));

let site: RealSiteBrowser;

setUp(test, async () => {
  site = await openRealSite();
});

test.after(async () => {
  await site?.close();
});

const ui = (locale: Locale) => JSON.parse(readFileSync(path.join(repoRoot, "content/ui", `${locale}.json`), "utf8")) as UiStrings;
const bulk = (locale: Locale) => (JSON.parse(readFileSync(path.join(site.siteDir, locale, "data/all.json"), "utf8")) as { data: Bulk }).data;

/** The planner's words for the locale, dates as the page writes them. */
function expected(locale: Locale, query: string, today: string | null) {
  const parsed = parseTripQuery(new URLSearchParams(query));
  const data = tripDataOf(bulk(locale));
  const format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "long", timeZone: "UTC" });
  const wording: Wording = { ...wordingFor(ui(locale), bulk(locale)), date: (day) => format.format(new Date(`${day}T00:00:00Z`)) };
  return describePlan(planTrip(data, parsed.itinerary, { ...parsed.traveller, today }), parsed.itinerary, wording);
}

async function shown(page: Page, selector: string): Promise<Line[]> {
  return page.locator(selector).evaluateAll((items) =>
    items.map((li) => ({ severity: [...li.classList].find((c) => c.startsWith("trip-") && c !== "trip-status")!.slice(5) as Line["severity"], text: li.lastElementChild!.textContent! })),
  );
}

for (const scenario of sample) {
  test(`scenario ${scenario.number} in the page, five locales: ${scenario.says}`, async () => {
    for (const locale of locales) {
      const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      if (scenario.today) await page.clock.setFixedTime(new Date(`${scenario.today}T10:00:00`));
      await page.goto(`${origin}/${locale}/trip/?${scenario.query}`);
      const label = `${locale}, row ${scenario.number}`;
      if (scenario.checks.some((c) => c.startsWith("unknown="))) {
        await page.locator(".trip-noplan").waitFor();
        assert.is(await page.locator(".trip-borders").count(), 0, `${label}: no plan`);
        const typed = scenario.checks.find((c) => c.startsWith("unknown="))!.slice("unknown=".length);
        assert.ok((await page.locator(".trip-problems").innerText()).includes(typed), `${label}: names "${typed}"`);
      } else {
        await page.locator(".trip-borders").waitFor();
        const words = expected(locale, scenario.query, scenario.today);
        for (const [i, border] of words.borders.entries()) {
          assert.equal(await shown(page, `.trip-borders > li:nth-child(${i + 1}) .trip-status`), border.lines, `${label}: border ${border.country}`);
        }
        const lists = page.locator(".trip-result > ul.trip-lines");
        assert.equal(await shown(page, ".trip-result > ul.trip-lines:nth-of-type(1) > li"), words.advised, `${label}: vaccine list`);
        assert.ok((await lists.count()) >= 3, `${label}: list, malaria and start`);
        const start = await shown(page, ".trip-result > ul.trip-lines:nth-of-type(3) > li");
        assert.equal(start, words.start, `${label}: when to start`);
      }
      await context.close();
    }
  });
}

test.run();
