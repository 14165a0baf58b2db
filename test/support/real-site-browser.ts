/// <reference lib="dom" />
// Chromium on the shared build of the real content (test/support/real-site.ts), for the browser
// suites that check the site as people meet it: open a page as a visitor would, and the checks
// every page kind must pass (no sideways scrolling, no axe violation).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { repoRoot } from "../helpers.ts";
import { serveStatic, type StaticServer } from "../static-server.ts";
import { axeViolations, launchChromium } from "../chromium.ts";
import { realSite, realSiteUrl } from "./real-site.ts";

/** Screenshots for a person to review; no test compares them. */
export const screenshots = path.join(repoRoot, "screenshots");
/** The origin the shared build was made for; the browser reaches it at our server. */
export const origin = realSiteUrl;

export interface VisitOptions {
  width?: number;
  height?: number;
  locale?: string;
  javaScript?: boolean;
  colorScheme?: "light" | "dark";
}

export interface RealSiteBrowser {
  siteDir: string;
  browser: Browser;
  /** Opens a page in a fresh context, failing on console errors and on a status other than 200 or 404. */
  visit(urlPath: string, options?: VisitOptions): Promise<Page>;
  close(): Promise<void>;
}

export async function openRealSite(): Promise<RealSiteBrowser> {
  const siteDir = await realSite();
  const server: StaticServer = await serveStatic(siteDir);
  const browser = await launchChromium({ hosts: { [origin]: server.origin } });
  mkdirSync(screenshots, { recursive: true });
  async function visit(urlPath: string, options: VisitOptions = {}): Promise<Page> {
    const context: BrowserContext = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      locale: options.locale ?? "en-GB",
      javaScriptEnabled: options.javaScript ?? true,
      colorScheme: options.colorScheme ?? "light",
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(`${origin}${urlPath}`);
    assert.ok(response?.status() === 200 || response?.status() === 404, `${urlPath}: status ${response?.status()}`);
    await page.waitForLoadState("load");
    // The browser reports the 404 status of the 404 page itself as a console error.
    const expected = response?.status() === 404 ? /status of 404/ : null;
    assert.equal(errors.filter((e) => !expected?.test(e)), [], `${urlPath}: console errors`);
    return page;
  }
  return {
    siteDir,
    browser,
    visit,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export async function assertAccessible(page: Page, label: string): Promise<void> {
  assert.equal(await axeViolations(page), [], `${label}: axe violations`);
}

export async function assertNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, clientWidth, culprit } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    // The widest element outside a scrolling box, to say what to fix: looked for only when the
    // page is too wide, not on every element of every page that fits.
    let culprit = "";
    for (const element of scrollWidth > width ? Array.from(document.body.querySelectorAll("*")) : []) {
      const box = element.getBoundingClientRect();
      if (box.right > width + 1 && !element.closest("pre")) {
        culprit = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} (${Math.round(box.right)} px)`;
        break;
      }
    }
    return { scrollWidth, clientWidth: width, culprit };
  });
  assert.ok(scrollWidth <= clientWidth, `${label}: ${scrollWidth} px wide in a ${clientWidth} px viewport; first too wide: ${culprit}`);
}
