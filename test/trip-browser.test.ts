// The trip planner in a real browser (Debian's Chromium via playwright-core), opened from shared
// URLs as a traveller would: the certificate at the border an earlier stop triggers (and not in
// the reverse order), advised vaccines, the start date, warnings, in English and Spanish, with
// axe clean; and "Add to a trip" from a country page.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { axeViolations, launchChromium } from "./chromium.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, editJson, makeFixture, repoRoot, setUp, tempDir } from "./helpers.ts";
import { serveStatic, type StaticServer } from "./static-server.ts";

const screenshots = path.join(repoRoot, "screenshots");
let server: StaticServer;
let browser: Browser;

setUp(test, async () => {
  const content = makeFixture();
  // Iceland asks a certificate of travellers arriving from a country with risk (Kenya and Ghana
  // are endemic in the fixture), from 9 months, transit not counted.
  editJson(path.join(content, "countries/iceland.json"), (c) => {
    c.yellowFever.certificate = { ...c.yellowFever.certificate, requirement: "arriving-from-risk-countries", includesTransit: false, minimumAgeMonths: 9 };
  });
  const outDir = path.join(tempDir(), "_site");
  server = await serveStatic(outDir);
  const result = await build(content, outDir, { SITE_URL: server.origin });
  assert.is(result.status, 0, result.stderr);
  browser = await launchChromium();
  mkdirSync(screenshots, { recursive: true });
});

test.after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(urlPath: string, width = 1280, ready = ".trip-result h2, .trip-change > summary"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  // Chromium asks for /favicon.ico on its own; that request is not the page's doing.
  page.on("console", (message) => message.type() === "error" && !message.location().url.endsWith("/favicon.ico") && errors.push(`${message.text()} ${message.location().url}`));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.origin}${urlPath}`);
  await page.locator(ready).first().waitFor();
  assert.equal(errors, [], `${urlPath}: console errors`);
  return page;
}

/** The text of each border's block, keyed by its heading. */
async function borders(page: Page): Promise<Record<string, string>> {
  await page.locator(".trip-borders").waitFor();
  const blocks = await page.locator(".trip-borders > li").evaluateAll((items) => items.map((li) => [li.querySelector("h4")!.textContent!, li.textContent!]));
  return Object.fromEntries(blocks);
}

async function assertAxeClean(page: Page, label: string) {
  assert.equal(await axeViolations(page), [], `${label}: axe violations`);
}

test("en: a shared URL shows the certificate at Iceland, triggered by the stay in Kenya; reversed, none there", async () => {
  const page = await open("/en/trip/?from=iceland&stops=kenya:7,iceland:5");
  const forward = await borders(page);
  assert.match(forward["Arriving in Iceland"]!, /Yellow-fever certificate required, because you arrive from a country with risk: Kenya \(stay\)/);
  assert.is(await page.locator(".trip-borders > li").nth(1).locator(".trip-required .trip-icon").count(), 1, "severity shown by an icon as well as colour");
  assert.is(await page.locator("#trip-from").inputValue(), "iceland", "the form shows the shared plan");
  await assertAxeClean(page, "trip, en");
  await page.screenshot({ path: path.join(screenshots, "trip-en-1280.png"), fullPage: true });
  await page.context().close();

  const reverse = await open("/en/trip/?from=iceland&stops=iceland:5,kenya:7");
  const back = await borders(reverse);
  assert.not.match(back["Arriving in Iceland"]!, /certificate required/);
  assert.match(back["Arriving in Iceland"]!, /No certificate at this border: Iceland asks one only of travellers who were in a country with risk/);
  await reverse.context().close();
});

test("es: the same plan in Spanish with advised vaccines, the start date and the pregnancy warning, on a phone", async () => {
  const page = await open("/es/trip/?stops=kenya:7,iceland:5&pregnant=1&depart=2027-03-01", 375);
  const text = await page.locator(".trip-result").innerText();
  assert.match(text, /Certificado de fiebre amarilla obligatorio, porque llega desde un país con riesgo: Kenia \(estancia\)/);
  assert.match(text, /Vacúnese a más tardar el 26 de febrero de 2027/, "10 days before arriving in Iceland on 8 March");
  // Yellow fever is live: in pregnancy the catalog's category stands beside it ("Vacuna viva: …"),
  // or, where the data carries none, a warning says it is live.
  assert.match(text, /vacuna atenuada|Vacuna viva/, "yellow fever in pregnancy is qualified");
  assert.ok((await page.locator(".trip-result .trip-lines").count()) >= 3, "borders, advice and malaria lines");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `no sideways scrolling on a phone (${width} px)`);
  await assertAxeClean(page, "trip, es");
  await page.screenshot({ path: path.join(screenshots, "trip-es-375.png"), fullPage: true });
  await page.context().close();
});

test("the form: adding a stop and submitting writes the plan into the URL", async () => {
  const page = await open("/en/trip/");
  // A picker holds its countries once used, as a reader's tap or Tab gives it focus.
  await page.locator("#trip-from").focus();
  await page.selectOption("#trip-from", "kenya");
  await page.locator(".trip-stops select").first().focus();
  await page.locator(".trip-stops select").first().selectOption("iceland");
  await page.getByRole("button", { name: "Show the plan" }).click();
  assert.match(page.url(), /\?from=kenya&stops=iceland:14$/);
  assert.match((await borders(page))["Arriving in Iceland"]!, /Kenya \(where the trip starts\)/);
  await page.context().close();
});

test("removing a stop keeps the keyboard in the form: on the first stop left, then on Add a stop", async () => {
  const page = await open("/en/trip/");
  const stops = page.locator(".trip-stops > li");
  await page.locator(".trip-add").click();
  await page.locator(".trip-add").click();
  assert.is(await stops.count(), 3);
  const firstStopFocused = () => page.evaluate(() => document.activeElement === document.querySelector(".trip-stops select"));
  while ((await stops.count()) > 1) {
    await page.locator(".trip-remove").last().click();
    assert.is(await firstStopFocused(), true, "focus on the first stop's country");
  }
  await page.locator(".trip-remove").click();
  assert.is(await stops.count(), 0);
  assert.is(await page.evaluate(() => document.activeElement?.className), "trip-add", "focus on Add a stop when no stop is left");
  await page.context().close();
});

test("Add to a trip on a country page starts a plan, and a second one joins it", async () => {
  const page = await open("/en/travel/kenya/", 1280, ".trip-add-link");
  await page.getByRole("link", { name: "Add to a trip" }).click();
  await page.locator(".trip-borders").waitFor();
  assert.match(page.url(), /\/en\/trip\/\?stops=kenya:14$/);
  await page.goto(`${server.origin}/en/travel/iceland/`);
  await page.getByRole("link", { name: "Add to a trip" }).click();
  await page.locator(".trip-borders").waitFor();
  assert.match(page.url(), /stops=kenya:14,iceland:14$/);
  await page.context().close();
});

// Never mislead: a plan only of what was asked, one answer per question, an unknown start said.
const storedPlan = (page: Page) => page.evaluate(() => localStorage.getItem("trip:last"));

test("a link with a misspelt country plans nothing, names it, suggests from the search names, and stores nothing", async () => {
  const page = await open("/en/trip/?from=iceland&stops=kenia:14", 1280, ".trip-noplan");
  assert.is(await page.locator(".trip-borders").count(), 0, "no plan of a country nobody chose");
  const problem = page.locator(".trip-problems li").first();
  await problem.locator("a").waitFor();
  assert.match(await problem.innerText(), /“kenia” is not a country this site knows\. Did you mean: Kenya/);
  assert.match((await problem.locator("a").getAttribute("href"))!, /\?from=iceland&stops=kenya:14$/);
  assert.is(await page.locator(".trip-stops select").first().inputValue(), "", "the stop keeps no country rather than the first in the list");
  assert.is(await storedPlan(page), null, "nothing stored");
  await problem.locator("a").click();
  assert.match((await borders(page))["Arriving in Kenya"]!, /No yellow-fever certificate asked|certificate/);
  await page.context().close();
});

test("?add=atlantis keeps the last plan as it was, says what it could not add, and plans nothing", async () => {
  const page = await open("/en/trip/?stops=kenya:7");
  await page.locator(".trip-borders").waitFor();
  assert.is(await storedPlan(page), "stops=kenya:7");
  await page.goto(`${server.origin}/en/trip/?add=atlantis`);
  await page.locator(".trip-noplan").waitFor();
  await page.locator(".trip-problems li").first().getByText("No country of that name was found").waitFor();
  assert.match(await page.locator(".trip-problems").innerText(), /“atlantis” is not a country this site knows/);
  assert.is(await storedPlan(page), "stops=kenya:7", "the last plan is untouched, so the next Add does not inherit Atlantis");
  await page.context().close();
});

test("stops without a stay length get the default, shown in the form and said above the plan", async () => {
  const page = await open("/en/trip/?stops=kenya,iceland");
  await page.locator(".trip-borders").waitFor();
  assert.match(await page.locator(".trip-notices").innerText(), /No length of stay was given for Kenya, Iceland: 14 days are assumed/);
  assert.equal(await page.locator(".trip-stops input").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), ["14", "14"]);
  await page.context().close();
});

test("the pickers start empty; a stop with no country chosen gives no plan", async () => {
  const page = await open("/en/trip/");
  assert.is(await page.locator("#trip-from").inputValue(), "");
  assert.is(await page.locator(".trip-stops select").first().inputValue(), "", "no silent first country");
  await page.getByRole("button", { name: "Show the plan" }).click();
  assert.match(await page.locator(".trip-result").innerText(), /Choose a country for stop 1 to see a plan/);
  assert.is(await page.locator(".trip-borders").count(), 0);
  await page.context().close();
});

test("Add to a trip in a fresh browser says what it added, and a rule that depends on the unknown start says so, with no ✓", async () => {
  const page = await open("/en/travel/iceland/", 1280, ".trip-add-link");
  await page.getByRole("link", { name: "Add to a trip" }).click();
  await page.locator(".trip-borders").waitFor();
  assert.match(await page.locator(".trip-notices").innerText(), /Added Iceland as a stay of 14 days/);
  const iceland = page.locator(".trip-borders > li").first();
  assert.match(await iceland.innerText(), /Depends on where the trip starts: Iceland asks a yellow-fever certificate/);
  assert.is(await iceland.locator(".trip-clear").count(), 0, "no green tick on an unknown route");
  await page.context().close();
});

test("one answer: the certificate at Iceland's border is the first line of the vaccine list, on screen and in print", async () => {
  const page = await open("/en/trip/?from=iceland&stops=kenya:7,iceland:5&depart=2027-03-01");
  const list = page.locator(".trip-advised-list");
  await list.waitFor();
  const first = list.locator("li").first();
  // Arriving on day 8 (8 March): 10 days before that is 26 February.
  assert.match(await first.innerText(), /Yellow fever.*: required: a certificate is asked when arriving in Iceland, be vaccinated by 26 February 2027/);
  assert.match((await borders(page))["Arriving in Iceland"]!, /Be vaccinated by 26 February 2027/, "the border gives the same date");
  assert.is(await first.locator(".trip-icon").innerText(), "!");
  await page.emulateMedia({ media: "print" });
  assert.ok(await first.isVisible(), "the printed checklist shows the same line");
  await page.context().close();
});

test("opening a shared plan on a phone moves nothing on screen: the planner's space is there before the plan", async () => {
  for (const urlPath of ["/en/trip/?from=iceland&stops=kenya:14,iceland:7", "/es/trip/"]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${server.origin}${urlPath}`);
    await page.locator(".trip-change > summary").waitFor();
    await page.waitForTimeout(300);
    const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    assert.ok(total < 0.05, `${urlPath}: layout shift ${total}`);
    await context.close();
  }
});

test("without JavaScript the page explains itself and links the countries", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.origin}/en/trip/`);
  assert.ok(await page.locator(".trip-noscript").isVisible());
  assert.ok(await page.locator('.trip-noscript a[href="/en/travel/"]').isVisible());
  assert.not.ok(await page.locator(".trip-app").isVisible(), "no empty planner without the script");
  await page.goto(`${server.origin}/en/travel/`);
  assert.not.ok(await page.locator(".search").isVisible(), "no search box that cannot search");
  await context.close();
});

test.run();
