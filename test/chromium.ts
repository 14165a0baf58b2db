// Debian's Chromium for the browser suites, started the one way this machine allows: headless,
// and without the background networking that the closed network here refuses.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromium as chromiumTool, requireTool } from "./tools.ts";

export interface LaunchOptions {
  /** Hosts the browser reaches at a local server instead of through DNS, e.g. the origin a site was built for. */
  hosts?: Record<string, string>;
}

/** The flags every Chromium here starts with: no sandbox as root, and none of the background
 *  networking the closed network refuses. */
export const chromiumFlags = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** How long Playwright waits for a page, an element or an event before a test fails. Each wait ends
 *  as soon as the thing happens; Playwright's own 30 s failed the form editor's page loads at load
 *  27 from other work, and a test a busy machine can fail is a defect. */
export const waitLimitMs = 180_000;

export async function launchChromium({ hosts = {} }: LaunchOptions = {}): Promise<Browser> {
  // Chromium's own resolver rule: `MAP host:80 127.0.0.1:port`, so pages keep the origin they were built for.
  const rules = Object.entries(hosts).map(([origin, server]) => {
    const from = new URL(origin);
    return `MAP ${from.hostname}:${from.port || (from.protocol === "https:" ? 443 : 80)} ${new URL(server).host}`;
  });
  const browser = await chromium.launch({
    executablePath: requireTool(chromiumTool),
    headless: true,
    args: [
      ...chromiumFlags,
      ...(rules.length > 0 ? [`--host-resolver-rules=${rules.join(",")}`] : []),
    ],
  });
  // Every context (browser.newPage makes one too) waits up to waitLimitMs.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(waitLimitMs);
    return context;
  };
  return browser;
}

/** axe-core's own browser bundle, read once per test process. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's violations on the page as it is now, one line each. Every rule runs, and violations
 * come back in full. axe is put into the page once and stays there when the viewport changes, so
 * a page checked at two widths pays for it once (a wrapper that injects it twice per run cost
 * about 0.4 s per check on small pages). `resultTypes: ["violations"]` keeps one example node of
 * each passing, incomplete and inapplicable rule instead of all of them (axe-core's documented
 * option for large pages: the country list has 7,000 passing nodes). Our pages have no frames,
 * so axe runs in the page itself.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
}
