// The trip page in Chromium refuses what it cannot take, with a message, and plans nothing from
// it: a link with a departure in year 0050 or a 9,999-hour transit, and the same typed into the
// form. Without the refusal the page planned 1950 and 96 hours.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { launchChromium } from "./chromium.ts";
import { build, makeFixture, setUp, tempDir } from "./helpers.ts";
import { serveStatic, type StaticServer } from "./static-server.ts";

let server: StaticServer;
let browser: Browser;

setUp(test, async () => {
  const outDir = path.join(tempDir(), "_site");
  server = await serveStatic(outDir);
  const result = await build(makeFixture(), outDir, { SITE_URL: server.origin });
  assert.is(result.status, 0, result.stderr);
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(urlPath: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.origin}${urlPath}`);
  await page.locator(".trip-change > summary").waitFor();
  return page;
}

const problemsOf = (page: Page) => page.locator(".trip-problems li").allTextContents();

test("a link with a departure in year 0050 or a 9,999-hour transit says so and keeps neither", async () => {
  const page = await open("/en/trip/?stops=ghana:t9999,kenya:10&depart=0050-06-01");
  await page.locator(".trip-problems li").first().waitFor();
  const problems = await problemsOf(page);
  assert.ok(problems.some((p) => p.includes("0050-06-01")), problems.join(" | "));
  assert.ok(problems.some((p) => p.includes("ghana:t9999")), problems.join(" | "));
  const text = (await page.locator("main").textContent()) ?? "";
  assert.not.match(text, /1950|96 hours/, "nothing planned from a reinterpreted value");
  assert.is(await page.locator("#trip-departure").inputValue(), "");
  await page.close();
});

test("the same typed into the form is refused with the link's message, and no plan is shown", async () => {
  const page = await open("/en/trip/?stops=kenya:10&depart=2027-03-01");
  await page.locator(".trip-result h2").waitFor();
  await page.locator(".trip-change > summary").click();
  await page.locator("#trip-departure").fill("0050-06-01");
  await page.locator(".trip-submit").click();
  await page.locator(".trip-problems li").first().waitFor();
  assert.ok((await problemsOf(page)).some((p) => p.includes("0050-06-01")));
  assert.is(await page.locator(".trip-result h2").count(), 0, "no plan for year 0050");
  await page.close();
});

test.run();
