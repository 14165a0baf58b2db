// Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) on the pages people use
// most, served by the shipped nginx configuration over HTTPS with its compression (the build's
// brotli copies of the planner's files included), in Debian's Chromium: performance at least 95,
// accessibility, best practices and SEO 100, and no layout shift above 0.1. The test runner runs
// this file alone, after the others, so that another file's processes do not take the CPU the
// simulation measures.
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { chromiumFlags } from "./chromium.ts";
import { build, freePort, repoRoot, setUp, tempDir } from "./helpers.ts";
import { startNginx } from "./nginx-server.ts";
import { chromium as chromiumTool, requireTool } from "./tools.ts";

/** The site is built for this origin; Chromium reaches it at the local nginx through a resolver rule. */
const origin = "https://travel-health.test";

/** Page kind → path, across the locales. */
const pages: [string, string][] = [
  ["home", "/en/"],
  ["country", "/es/travel/kenya/"],
  ["disease", "/nl/travel/diseases/malaria/"],
  ["catalogue", "/de/data/vaccinations/"],
  ["empty planner", "/fr/trip/"],
  ["planner from a shared link", "/en/trip/?from=netherlands&stops=brazil:14,india:10"],
  ["planner from a shared link", "/es/trip/?from=netherlands&stops=kenya:14,tanzania:7"],
];

let chrome: ChildProcess | undefined;
let debuggingPort = 0;
let stopNginx = () => {};

setUp(test, async () => {
  const site = await build(path.join(repoRoot, "content"), undefined, { SITE_URL: origin });
  assert.is(site.status, 0, site.stderr);
  const server = await startNginx([{ root: site.outDir, tlsName: "travel-health.test" }]);
  stopNginx = server.stop;
  debuggingPort = await freePort();
  chrome = spawn(requireTool(chromiumTool), [
    "--headless=new",
    ...chromiumFlags,
    `--user-data-dir=${tempDir("lighthouse-profile-")}`,
    `--remote-debugging-port=${debuggingPort}`,
    `--host-resolver-rules=MAP travel-health.test:443 127.0.0.1:${server.ports[0]}`,
    // The certificate is made for this run (test/nginx-server.ts); no authority signed it.
    "--ignore-certificate-errors",
    "about:blank",
  ], { stdio: "ignore" });
  // Ready once its DevTools endpoint answers.
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) break;
    } catch (error) {
      if (tries > 100) throw new Error(`Chromium's DevTools endpoint did not answer: ${error}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

for (const [kind, urlPath] of pages) {
  test(`${kind} (${urlPath}): performance >= 95, accessibility, best practices and SEO 100, layout shift <= 0.1`, async () => {
    const result = await lighthouse(`${origin}${urlPath}`, { port: debuggingPort, output: "json", logLevel: "error" });
    assert.ok(result, `${urlPath}: Lighthouse returned no result`);
    const { lhr } = result;
    // LIGHTHOUSE_REPORTS=<folder> keeps each page's full report, to see what an audit found.
    if (process.env.LIGHTHOUSE_REPORTS) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${urlPath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.json`), JSON.stringify(lhr, null, 1));
    assert.is(lhr.runtimeError, undefined, `${urlPath}: ${lhr.runtimeError?.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = (id: string) =>
      lhr.categories[id]!.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${ref.id} ${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score}`);
    const scores = { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") };
    const explain = `${urlPath}: ${JSON.stringify(scores)}; below full marks: ${["performance", "accessibility", "best-practices", "seo"].flatMap(failing).join(", ")}`;
    assert.ok(scores.performance >= 95, explain);
    assert.is(scores.accessibility, 100, explain);
    assert.is(scores["best-practices"], 100, explain);
    assert.is(scores.seo, 100, explain);
    const shift = lhr.audits["cumulative-layout-shift"]?.numericValue ?? Infinity;
    assert.ok(shift <= 0.1, `${urlPath}: cumulative layout shift ${shift}`);
  });
}

test.after(() => {
  chrome?.kill();
  stopNginx();
});

test.run();
