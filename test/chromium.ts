// Debian's Chromium for the browser suites, started the one way this machine allows: headless,
// and without the background networking that the closed network here refuses.
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromium as chromiumTool, requireTool } from "./tools.ts";

export interface LaunchOptions {
  /** Hosts the browser reaches at a local server instead of through DNS, e.g. the origin a site was built for. */
  hosts?: Record<string, string>;
}

export function launchChromium({ hosts = {} }: LaunchOptions = {}): Promise<Browser> {
  // Chromium's own resolver rule: `MAP host:80 127.0.0.1:port`, so pages keep the origin they were built for.
  const rules = Object.entries(hosts).map(([origin, server]) => {
    const from = new URL(origin);
    return `MAP ${from.hostname}:${from.port || (from.protocol === "https:" ? 443 : 80)} ${new URL(server).host}`;
  });
  return chromium.launch({
    executablePath: requireTool(chromiumTool),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...(rules.length > 0 ? [`--host-resolver-rules=${rules.join(",")}`] : []),
    ],
  });
}

/**
 * axe-core's violations on the page as it is now, one line each. Every rule runs, and violations
 * come back in full; two settings only drop work whose result nobody reads, which was most of
 * the suite's time on the country list (7,000 passing nodes):
 * - legacy mode runs axe in the page itself; the default mode also opens a blank page per run to
 *   merge the results of frames, and our pages have no frames;
 * - `resultTypes: ["violations"]` keeps one example node of each passing, incomplete and
 *   inapplicable rule instead of all of them (axe-core's documented option for large pages).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
}
