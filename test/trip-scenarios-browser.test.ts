// A sample of the clinician's scenarios (docs/trip-scenarios.md) through the trip page in
// Chromium, across the five locales (`localesFor`), on the shared build of the real content: the page shows, at
// each border and in the vaccine list and the start, the very lines the planner module words for
// that locale (same text, same severity), and a link it cannot read gives no plan. The rows with
// checks only a browser can make run them: the answer on a phone's first screen with the form
// folded above it, an edited form marking the plan out of date, a printout that states whose plan it is.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { UiStrings } from "../src/lib/content/ui-schema.ts";
import { locales, type Locale } from "../src/lib/locales.ts";
import { describePlan, type Line, type Wording } from "../src/lib/trip/describe.ts";
import { wordingFor } from "../src/lib/trip/page.ts";
import { planTrip, type TripData } from "../src/lib/trip/plan.ts";
import { parseTripQuery } from "../src/lib/trip/query.ts";
import { repoRoot, setUp } from "./helpers.ts";
import { openRealSite, origin, type RealSiteBrowser } from "./support/real-site-browser.ts";
import { readScenarios } from "./support/trip-scenarios.ts";

// One of each kind: a certificate that leads the vaccine list, an unknown start, time short with
// a certificate too late, a misspelt country, a certificate an infant cannot be vaccinated for,
// a pregnancy with malaria on the route, and outbreak notices on the trip's days.
const browserChecks = ["phone-first", "stale-on-edit", "print-states-traveller"];
const sample = readScenarios().filter((s) => [1, 3, 17, 21, 30, 32, 39, 53].includes(s.number) || s.checks.some((c) => browserChecks.includes(c)));

let site: RealSiteBrowser;

setUp(test, async () => {
  site = await openRealSite();
});

test.after(async () => {
  await site?.close();
});

const ui = (locale: Locale) => JSON.parse(readFileSync(path.join(repoRoot, "content/ui", `${locale}.json`), "utf8")) as UiStrings;
/** The file the page downloads. */
const tripData = (locale: Locale) => (JSON.parse(readFileSync(path.join(site.siteDir, locale, "data/trip.json"), "utf8")) as { data: TripData }).data;

/** The planner's words for the locale, dates as the page writes them. */
function expected(locale: Locale, query: string, today: string | null) {
  const parsed = parseTripQuery(new URLSearchParams(query));
  const data = tripData(locale);
  const format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "long", timeZone: "UTC" });
  const wording: Wording = { ...wordingFor(ui(locale), data), date: (day) => format.format(new Date(`${day}T00:00:00Z`)) };
  const traveller = { ...parsed.traveller, today };
  return describePlan(planTrip(data, parsed.itinerary, traveller), parsed.itinerary, traveller, wording);
}

async function shown(page: Page, selector: string): Promise<Line[]> {
  return page.locator(selector).evaluateAll((items) =>
    items.map((li) => ({ severity: [...li.classList].find((c) => c.startsWith("trip-") && c !== "trip-status")!.slice(5) as Line["severity"], text: li.lastElementChild!.textContent! })),
  );
}

/**
 * The locales a row runs in. The page draws every locale's plan with one script from the planner
 * module's lines and the locale's data file, so a row's words are checked in two locales, taken in
 * turn (each locale meets three or four of these rows: 16 page loads, not 40); the rows with a
 * browser-only check run in all five, since the first screen and the printout depend on the
 * length of each language's words.
 */
const localesFor = (scenario: (typeof sample)[number], index: number): Locale[] =>
  scenario.checks.some((c) => browserChecks.includes(c)) ? [...locales] : [locales[index % locales.length]!, locales[(index + 2) % locales.length]!];

for (const [index, scenario] of sample.entries()) {
  const rowLocales = localesFor(scenario, index);
  test(`scenario ${scenario.number} in the page, in ${rowLocales.join(", ")}: ${scenario.says}`, async () => {
    for (const locale of rowLocales) {
      const context = await site.browser.newContext({ viewport: { width: 375, height: 812 } });
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
        assert.equal(await shown(page, ".trip-urgent > li"), words.urgent, `${label}: what cannot wait`);
        assert.equal(await shown(page, ".trip-outbreaks > li"), words.notices, `${label}: outbreak notices`);
        assert.equal(await shown(page, ".trip-advised-list > li"), words.advised, `${label}: vaccine list`);
        assert.equal(await shown(page, ".trip-malaria > li"), words.malaria, `${label}: malaria`);
        assert.equal(await shown(page, ".trip-start > li"), words.start, `${label}: when to start`);
        if (scenario.checks.includes("phone-first")) await phoneFirst(page, label, words.urgent[0] ?? words.borders[0]!.lines[0]!);
        if (scenario.checks.includes("print-states-traveller")) await printStatesTraveller(page, label, words.traveller);
        if (scenario.checks.includes("stale-on-edit")) await staleOnEdit(page, label, ui(locale).trip.planOutOfDate);
      }
      await context.close();
    }
  });
}

/** Opened from a link on a 375×812 phone: the form is folded above the plan, and the plan's first
 *  answer is on the first screen, without scrolling. */
async function phoneFirst(page: Page, label: string, first: Line): Promise<void> {
  assert.is(await page.locator("details.trip-change").getAttribute("open"), null, `${label}: the form is folded`);
  assert.ok(await page.locator("details.trip-change > summary").isVisible(), `${label}: "Change the trip" is there`);
  const line = page.locator(".trip-result .trip-status").first();
  assert.is((await line.innerText()).includes(first.text), true, `${label}: the plan's first line is "${first.text}"`);
  const box = (await line.boundingBox())!;
  assert.ok(box.y + box.height <= 812, `${label}: the first line ends at ${Math.round(box.y + box.height)} px, within the first screen`);
}

/** Printed: the traveller is stated; the form, the rules and the developers' section are left out. */
async function printStatesTraveller(page: Page, label: string, traveller: string): Promise<void> {
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator(".trip-traveller").isVisible(), `${label}: the traveller on paper`);
  assert.is(await page.locator(".trip-traveller").innerText(), traveller, `${label}: "${traveller}"`);
  for (const hidden of [".trip-developers", ".trip-change", ".trip-rules", ".trip-example"]) assert.not.ok(await page.locator(hidden).isVisible(), `${label}: no ${hidden} on paper`);
  await page.emulateMedia({ media: "screen" });
}

/** An edit not submitted marks the plan out of date, on screen and on paper; submitting replans. */
async function staleOnEdit(page: Page, label: string, notice: string): Promise<void> {
  await page.locator("details.trip-change > summary").click();
  await page.locator("#trip-age").fill("7");
  await page.locator("#trip-age-unit").selectOption("m");
  assert.is(await page.locator(".trip-stale-notice").innerText(), notice, `${label}: out of date`);
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator(".trip-stale-notice").isVisible(), `${label}: out of date on paper too`);
  await page.emulateMedia({ media: "screen" });
  await page.locator(".trip-submit").click();
  assert.is(await page.locator(".trip-stale-notice").count(), 0, `${label}: replanned`);
  assert.match(await page.locator(".trip-traveller").innerText(), /7/, `${label}: the new age`);
}

test.run();
