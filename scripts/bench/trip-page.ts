// How fast a trip plan opened from a shared link answers on a phone (docs/performance.md, "Trip
// page"): a built site is served and opened in the project's Chromium at 375×812 with a
// three-stop plan, and per run it reports the main thread's busy time (Chromium's TaskDuration:
// script, style and layout; its ScriptDuration stays near 0 here, missing the deferred script),
// when the plan appears, the number of elements and options, and how far down the plan starts.
// Median of the runs. Not a test.
//   node scripts/run-ts.mjs scripts/bench/trip-page.ts <built site folder> [--runs 5]
// The site must be built for http://travel-health.test (SITE_URL), as the browser tests build it.
import { parseArgs } from "node:util";
import { launchChromium } from "../../test/chromium.ts";
import { serveStatic } from "../../test/static-server.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: "string", default: "5" } } });
const siteDir = positionals[0];
if (!siteDir) throw new Error("usage: trip-page.ts <built site folder> [--runs N]");
const origin = "http://travel-health.test";
const plan = "/en/trip/?from=netherlands&stops=brazil:14,ghana:7,india:10&age=30y&pregnant=1&depart=2027-03-01";

const server = await serveStatic(siteDir);
const browser = await launchChromium({ hosts: { [origin]: server.origin } });
const runs: { taskMs: number; planShownMs: number; elements: number; resultTop: number; pickerOptions: number }[] = [];
try {
  for (let i = 0; i < Number(values.runs); i++) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    // When the plan first appears, from the start of the navigation.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(".trip-borders")) return;
        (window as unknown as { planShown: number }).planShown = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // A small page of the same site first, so the plan opens in the renderer the metrics watch
    // (a navigation to another site starts a new renderer, whose counters start at zero).
    await page.goto(`${origin}/robots.txt`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const before = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
    await page.goto(`${origin}${plan}`);
    await page.locator(".trip-borders").waitFor();
    await page.waitForLoadState("networkidle");
    const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
    const measured = await page.evaluate(() => ({
      planShownMs: Math.round((window as unknown as { planShown: number }).planShown),
      elements: document.getElementsByTagName("*").length,
      resultTop: Math.round(document.querySelector(".trip-result")!.getBoundingClientRect().top + window.scrollY),
      pickerOptions: document.querySelectorAll(".trip-app option").length,
    }));
    const task = (list: { name: string; value: number }[]) => list.find((m) => m.name === "TaskDuration")?.value ?? 0;
    runs.push({ taskMs: Math.round((task(metrics) - task(before.metrics)) * 1000), ...measured });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`${plan} at 375×812, ${runs.length} runs`);
for (const key of ["taskMs", "planShownMs", "elements", "resultTop", "pickerOptions"] as const) {
  console.log(`${key}: median ${median(runs.map((r) => r[key]))} (runs: ${runs.map((r) => r[key]).join(", ")})`);
}
