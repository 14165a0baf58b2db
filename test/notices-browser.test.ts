/// <reference lib="dom" />
// An outbreak notice in Chromium, on a page built from the fixture: on a 375×667 phone the country
// page's first screen shows the notice's line; and the page, built while the notice was current,
// says "may be out of date: last confirmed on …" once the browser's clock is past reviewBy (a
// faked clock, set before the page's scripts run), without a rebuild. A page built after reviewBy
// is read again the other way: with the clock before it, the line no longer says so.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { launchChromium } from "./chromium.ts";
import { build, editJson, makeFixture, setUp, tempDir } from "./helpers.ts";
import { serveStatic, type StaticServer } from "./static-server.ts";

let current: StaticServer;
let overdue: StaticServer;
let browser: Browser;

async function serveBuild(change: (content: string) => void = () => {}): Promise<StaticServer> {
  const outDir = path.join(tempDir(), "_site");
  const server = await serveStatic(outDir);
  const content = makeFixture();
  change(content);
  const result = await build(content, outDir, { SITE_URL: server.origin });
  assert.is(result.status, 0, result.stderr);
  return server;
}

setUp(test, async () => {
  current = await serveBuild();
  overdue = await serveBuild((c) =>
    editJson(path.join(c, "notices/measles-kenya-2026.json"), (n) => Object.assign(n, { confirmed: "2026-04-01", reviewBy: "2026-05-01", reviewed: "2026-04-01", lastUpdated: "2026-04-01T09:00:00Z" })),
  );
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  await current?.close();
  await overdue?.close();
});

/** A phone whose clock reads `now` (ISO) from before the first script of the page runs. */
async function phoneAt(server: StaticServer, urlPath: string, now?: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
  if (now) {
    // A string, not a function: the test's compiler would add helpers the page does not have.
    await page.addInitScript(`{
      const fixed = ${Date.parse(now)};
      const Real = Date;
      class Faked extends Real {
        constructor(...args) { if (args.length === 0) super(fixed); else super(...args); }
        static now() { return fixed; }
      }
      globalThis.Date = Faked;
    }`);
  }
  await page.goto(`${server.origin}${urlPath}`);
  await page.waitForLoadState("load");
  return page;
}

const line = (page: Page) => page.locator(".notice-lines li").first();

test("on a 375×667 phone the Kenya page's first screen shows the notice's line, in German, above the summary", async () => {
  const page = await phoneAt(current, "/de/travel/kenya/", "2026-12-01T08:00:00Z");
  assert.is((await line(page).innerText()).trim(), "Ausbrüche: Masern (Nairobi)");
  const box = (await line(page).boundingBox())!;
  assert.ok(box.y >= 0 && box.y + box.height <= 667, `the line ends at ${Math.round(box.y + box.height)} px, within the first screen`);
  assert.ok(await line(page).isVisible());
  await page.close();
});

test("a page built before reviewBy says 'may be out of date: last confirmed on …' once the clock is past it", async () => {
  const page = await phoneAt(current, "/en/travel/kenya/", "2027-01-15T08:00:00Z");
  assert.is((await line(page).innerText()).trim(), "Outbreaks: Measles (Nairobi) (may be out of date)");
  // The section below, with the report's date and publisher, and the notices page say it too.
  assert.is((await page.locator("h3#notice-measles-kenya-2026").innerText()).trim(), "Outbreak: Measles in Nairobi, reported by WHO Regional Office for Africa on March 2, 2026 (may be out of date: last confirmed on October 1, 2026)");
  const list = await phoneAt(current, "/en/travel/notices/", "2027-01-15T08:00:00Z");
  assert.ok(await list.locator("#notice-measles-kenya-2026 .notice-stale").isVisible());
  await page.close();
  await list.close();
});

test("a page built after reviewBy says it may be out of date, and not when the clock reads a day before reviewBy", async () => {
  const now = await phoneAt(overdue, "/en/travel/kenya/");
  assert.match(await line(now).innerText(), /\(may be out of date\)$/);
  assert.match(await now.locator("h3#notice-measles-kenya-2026").innerText(), /\(may be out of date: last confirmed on April 1, 2026\)$/);
  const before = await phoneAt(overdue, "/en/travel/kenya/", "2026-04-30T23:00:00Z");
  assert.not.ok(await before.locator(".notice-lines .notice-stale").isVisible());
  await now.close();
  await before.close();
});

test.run();
