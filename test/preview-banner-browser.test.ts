// `npm start` (eleventy --serve) as the editor's preview: when a rebuild fails, the pages it still
// serves are the last good build, so each carries a banner with the problems until a rebuild
// succeeds. Seen in Debian's Chromium, against a copy of the fixture content.
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import type { Browser } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { launchChromium } from "./chromium.ts";
import { startDevServer } from "./dev-server.ts";
import { editJson, makeFixture, setUp } from "./helpers.ts";

let content: string;
let own: string;
let editorUrl: string;
let devServer: ChildProcess;
let browser: Browser;
let log: () => string = () => "";

setUp(test, async () => {
  content = makeFixture();
  const started = await startDevServer(content);
  devServer = started.process;
  own = started.origin;
  editorUrl = started.editorUrl;
  log = started.log;
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  devServer?.kill();
});

/** Waits until the dev server's page at `url` does (or does not) carry the banner. */
async function waitForBanner(url: string, present: boolean): Promise<string> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const html = await (await fetch(`${own}${url}`)).text();
    if (html.includes('id="build-failed"') === present) return html;
    if (Date.now() > deadline) throw new Error(`banner ${present ? "never appeared" : "never went"} on ${url}:\n${log().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test("a failed rebuild puts a banner with the problems on every page the preview still serves, until a rebuild succeeds", async () => {
  const page = await browser.newPage();
  await page.goto(`${own}/en/travel/kenya/`);
  assert.is(await page.locator("#build-failed").count(), 0, "no banner after a good build");
  // An edit the check refuses, saved to the file (as a text editor, or the form's "save anyway", would).
  editJson(path.join(content, "countries/kenya.json"), (k) => (k.vaccines[1].note.en = "Aged <b>9 months</b>."));
  await waitForBanner("/en/travel/kenya/", true);
  await page.goto(`${own}/en/travel/ghana/`);
  const banner = page.locator("#build-failed");
  assert.ok(await banner.isVisible(), "the banner is visible");
  const text = await banner.innerText();
  assert.match(text, /The last rebuild failed: this page is the last good build, without your latest change\./);
  assert.match(text, /countries\/kenya\.json:\d+:\d+: .*vaccines\[1\]\.note\.en.*found the HTML tag <b>/);
  // A Dutch page says it in Dutch.
  const dutch = await (await fetch(`${own}/nl/travel/ghana/`)).text();
  assert.match(dutch, /De laatste herbouw is mislukt: deze pagina is de laatste goede versie/);
  assert.not.match(dutch, /The last rebuild failed/);
  // The form editor itself carries no banner.
  assert.not.match(await (await fetch(`${own}/admin/`)).text(), /build-failed/);
  editJson(path.join(content, "countries/kenya.json"), (k) => (k.vaccines[1].note.en = "Aged 9 months and over."));
  await waitForBanner("/en/travel/ghana/", false);
  // A page of its own: the open one may be reloading itself, on the dev server's word that the
  // rebuild succeeded, and a second reload would be aborted.
  await page.close();
  const after = await browser.newPage();
  await after.goto(`${own}/en/travel/ghana/`);
  assert.is(await after.locator("#build-failed").count(), 0, "the banner goes with a good rebuild");
  await after.close();
});

test("a rebuild reloads the preview's pages but not the form editor: what the editor typed stays", async () => {
  // The pages get the dev server's live-reload script; the form's page does not.
  const page = await browser.newPage();
  const reloads = () => page.evaluate(() => document.querySelector('script[src*="reload-client"]') !== null);
  await page.goto(`${own}/en/travel/kenya/`);
  assert.ok(await reloads(), "a page of the preview reloads itself after a rebuild");
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto(editorUrl);
  assert.not.ok(await reloads(), "the form's page does not");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Countries" }).first().click();
  await page.getByText("Ghana (ghana)").click();
  await page.getByText("africa: Africa.").waitFor();
  await page.locator('input[value="Ghana"]').nth(1).fill("Typed, not yet saved.");
  // Another file saved (a text editor, a checkout): the dev server rebuilds.
  const before = log().length;
  editJson(path.join(content, "countries/kenya.json"), () => undefined);
  const deadline = Date.now() + 90_000;
  while (!/Wrote \d+ files/.test(log().slice(before)) && Date.now() < deadline) await page.waitForTimeout(200);
  assert.match(log().slice(before), /Wrote \d+ files/, "the dev server rebuilt");
  await page.waitForTimeout(3000);
  assert.is(loads, 1, "the form's page was not reloaded");
  const typed = await page.locator("input").evaluateAll((inputs) => inputs.filter((input) => (input as HTMLInputElement).value === "Typed, not yet saved.").length);
  assert.is(typed, 1, "what the editor typed is still in the form");
  await page.close();
});

test.run();
