// Lighthouse's mobile preset on the pages people use most, served by the shipped nginx
// configuration over HTTPS with its compression (the build's brotli copies of the planner's files
// included), in Debian's Chromium. test/lighthouse.test.ts checks what load does not decide
// (accessibility, best practices, SEO, layout shift, bytes and requests); `npm run lighthouse`
// (scripts/lighthouse.ts) measures what it does (performance score, blocking time).
import { spawn } from "node:child_process";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { chromiumFlags } from "../chromium.ts";
import { freePort, tempDir } from "../helpers.ts";
import { startNginx } from "../nginx-server.ts";
import { chromium as chromiumTool, requireTool } from "../tools.ts";
import { realSite } from "./real-site.ts";

/** The site is built for this origin; Chromium reaches it at the local nginx through a resolver rule. */
const origin = "https://travel-health.test";

/** Page kind → path, across the locales. */
export const lighthousePages: [string, string][] = [
  ["home", "/en/"],
  ["country", "/es/travel/kenya/"],
  ["disease", "/nl/travel/diseases/malaria/"],
  ["catalogue", "/de/data/vaccinations/"],
  ["empty planner", "/fr/trip/"],
  ["planner from a shared link", "/en/trip/?from=netherlands&stops=brazil:14,india:10"],
  ["planner from a shared link", "/es/trip/?from=netherlands&stops=kenya:14,tanzania:7"],
];

/**
 * What the test reads: the categories load does not decide, and the three figures of the
 * performance category it checks. Lighthouse then skips the rest of that category (its simulated
 * timings) and the full-page screenshot, which cost most of an audit and decide nothing the test asserts.
 */
export const loadIndependent = {
  onlyCategories: ["accessibility", "best-practices", "seo"],
  onlyAudits: ["cumulative-layout-shift", "total-byte-weight", "network-requests"],
  disableFullPageScreenshot: true,
};

/** Builds the real content for this origin (once per inputs: test/support/real-site.ts), serves it with nginx and starts Chromium; `audit` runs Lighthouse on a path, with `settings` such as `loadIndependent`. */
export async function startLighthouse(): Promise<{ audit: (urlPath: string, settings?: typeof loadIndependent) => Promise<Result>; stop: () => void }> {
  const siteDir = await realSite(origin);
  const server = await startNginx([{ root: siteDir, tlsName: "travel-health.test" }]);
  const debuggingPort = await freePort();
  const chrome = spawn(requireTool(chromiumTool), [
    "--headless=new",
    ...chromiumFlags,
    `--user-data-dir=${tempDir("lighthouse-profile-")}`,
    `--remote-debugging-port=${debuggingPort}`,
    `--host-resolver-rules=MAP travel-health.test:443 127.0.0.1:${server.ports[0]}`,
    // The certificate is made for this run (test/nginx-server.ts); no authority signed it.
    "--ignore-certificate-errors",
    "about:blank",
  ], { stdio: "ignore" });
  const stop = () => {
    chrome.kill();
    server.stop();
  };
  // Ready once its DevTools endpoint answers.
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) break;
    } catch (error) {
      if (tries > 100) {
        stop();
        throw new Error(`Chromium's DevTools endpoint did not answer: ${error}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const audit = async (urlPath: string, settings = {}) => {
    const result = await lighthouse(`${origin}${urlPath}`, { port: debuggingPort, output: "json", logLevel: "error", ...settings });
    if (!result) throw new Error(`${urlPath}: Lighthouse returned no result`);
    if (result.lhr.runtimeError) throw new Error(`${urlPath}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  };
  return { audit, stop };
}

/** A report's figures: category scores (0–100), blocking time and largest paint (ms), layout shift, bytes transferred and requests over the network (NaN, or 0 for a score, where the audit did not run). */
export function figures(lhr: Result) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // Requests over the network: a data: URL inside the page is not one.
  const requests = ((lhr.audits["network-requests"]?.details as { items?: { url: string }[] } | undefined)?.items ?? []).filter((item) => !item.url.startsWith("data:")).length;
  const belowFullMarks = ["performance", "accessibility", "best-practices", "seo"].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${ref.id} ${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    blockingMs: value("total-blocking-time"),
    largestPaintMs: value("largest-contentful-paint"),
    layoutShift: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    requests,
    belowFullMarks,
  };
}
