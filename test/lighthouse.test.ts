// Lighthouse's mobile preset on the pages people use most (test/support/lighthouse.ts), for what
// the load on the machine does not decide: accessibility, best practices and SEO 100, no layout
// shift above 0.1, and the bytes and requests each page costs. The performance score and blocking
// time depend on how busy the machine is: `npm run lighthouse` measures them
// (docs/performance.md), no test does, and this one asks Lighthouse for nothing else.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { setUp } from "./helpers.ts";
import { figures, lighthousePages, loadIndependent, startLighthouse } from "./support/lighthouse.ts";

let lighthouse: Awaited<ReturnType<typeof startLighthouse>> | undefined;
setUp(test, async () => {
  lighthouse = await startLighthouse();
});

/**
 * What a page may transfer and how many requests: the page-weight budget of test/browser.test.ts
 * (a country page 25 KB, any other page 50 KB, compressed) and the planner's budget for a shared
 * plan (60 KB, README "Trip planner"), plus the icon a browser asks for; requests: the page, its
 * stylesheet, its script and the icon, and the planner's own script and data.
 */
const budget = (kind: string) =>
  kind.includes("planner") ? { kilobytes: 60, requests: 6 } : kind === "country" ? { kilobytes: 25, requests: 4 } : { kilobytes: 50, requests: 4 };

for (const [kind, urlPath] of lighthousePages) {
  const { kilobytes, requests } = budget(kind);
  test(`${kind} (${urlPath}): accessibility, best practices and SEO 100, layout shift <= 0.1, at most ${kilobytes} KB in ${requests} requests`, async () => {
    const found = figures(await lighthouse!.audit(urlPath, loadIndependent));
    const explain = `${urlPath}: ${JSON.stringify({ accessibility: found.accessibility, bestPractices: found.bestPractices, seo: found.seo })}; below full marks: ${found.belowFullMarks.join(", ")}`;
    assert.is(found.accessibility, 100, explain);
    assert.is(found.bestPractices, 100, explain);
    assert.is(found.seo, 100, explain);
    assert.ok(found.layoutShift <= 0.1, `${urlPath}: cumulative layout shift ${found.layoutShift}`);
    assert.ok(found.bytes <= kilobytes * 1024, `${urlPath}: ${(found.bytes / 1024).toFixed(1)} KB transferred; budget ${kilobytes} KB`);
    assert.ok(found.requests <= requests, `${urlPath}: ${found.requests} requests; budget ${requests}`);
  });
}

test.after(() => lighthouse?.stop());

test.run();
