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

async function open(urlPath: string, width = 1280, ready = ".trip-result h2, .trip-form"): Promise<Page> {
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

  const reverse = await open("/en/trip/?stops=iceland:5,kenya:7");
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
  assert.match(text, /vacuna atenuada/, "yellow fever is live: a warning in pregnancy");
  assert.ok((await page.locator(".trip-result .trip-lines").count()) >= 3, "borders, advice and malaria lines");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `no sideways scrolling on a phone (${width} px)`);
  await assertAxeClean(page, "trip, es");
  await page.screenshot({ path: path.join(screenshots, "trip-es-375.png"), fullPage: true });
  await page.context().close();
});

test("the form: adding a stop and submitting writes the plan into the URL", async () => {
  const page = await open("/en/trip/");
  await page.selectOption("#trip-from", "kenya");
  await page.locator(".trip-stops select").first().selectOption("iceland");
  await page.getByRole("button", { name: "Show the plan" }).click();
  assert.match(page.url(), /\?from=kenya&stops=iceland:14$/);
  assert.match((await borders(page))["Arriving in Iceland"]!, /Kenya \(where the trip starts\)/);
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

test("without JavaScript the page explains itself and links the countries", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.origin}/en/trip/`);
  assert.ok(await page.locator(".trip-noscript").isVisible());
  assert.ok(await page.locator('.trip-noscript a[href="/en/travel/"]').isVisible());
  await context.close();
});

test.run();
