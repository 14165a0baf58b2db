/// <reference lib="dom" />
// A headline keeps its qualifier: on a phone 320 px wide, the malaria answer of a country whose
// risk is limited to some areas shows "in some areas" and the limiting words ("north-east only",
// "no risk in Bali") in full on the first screen, in every locale (real content, Chromium).
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { repoRoot, setUp } from "./helpers.ts";
import { openRealSite, type RealSiteBrowser } from "./support/real-site-browser.ts";

let site: RealSiteBrowser;
setUp(test, async () => {
  site = await openRealSite();
});
test.after(async () => {
  await site?.close();
});

/** The first screen of a small phone. */
const phone = { width: 320, height: 640 };

for (const locale of locales) {
  test(`${locale}: South Africa's and Indonesia's malaria headline says "in some areas" and where, whole and on the first screen at 320 px`, async () => {
    const ui = JSON.parse(readFileSync(path.join(repoRoot, "content/ui", `${locale}.json`), "utf8"));
    for (const slug of ["south-africa", "indonesia"]) {
      const country = JSON.parse(readFileSync(path.join(repoRoot, "content/countries", `${slug}.json`), "utf8"));
      const words = (ui.summary.malariaSomeAreas as string).replace("{risk}", ui.malariaRisk[country.malaria.risk]).replace("{extent}", country.malaria.extentSummary[locale]);
      const page = await site.visit(`/${locale}/travel/${slug}/`, phone);
      const seen = await page.evaluate((expected) => {
        const text = document.querySelector("#answer-malaria")?.parentElement?.querySelector(".status-text");
        const node = text?.firstChild;
        const at = node?.textContent?.indexOf(expected) ?? -1;
        if (!text || !node || at < 0) return { found: false, text: text?.textContent ?? "", bottom: 0, clipped: false };
        // Where the qualifier's last word ends on the screen.
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + expected.length);
        const rects = Array.from(range.getClientRects());
        // Clipped: the text, or a box around it, hides part of it (a line clamp, overflow hidden).
        let clipped = false;
        for (let e: Element | null = text; e && e !== document.body; e = e.parentElement) {
          const style = getComputedStyle(e);
          if ((style.overflow !== "visible" || style.webkitLineClamp !== "none") && e.scrollHeight > e.clientHeight + 1) clipped = true;
        }
        return { found: true, text: text.textContent ?? "", bottom: Math.max(...rects.map((r) => r.bottom)), clipped };
      }, words);
      assert.ok(seen.found, `${slug} (${locale}): "${words}" in the malaria headline, found "${seen.text}"`);
      assert.not.ok(seen.clipped, `${slug} (${locale}): the headline is not clipped`);
      assert.ok(seen.bottom <= phone.height, `${slug} (${locale}): the qualifier ends at ${Math.round(seen.bottom)} px, below the first screen (${phone.height} px)`);
      await page.context().close();
    }
  });
}

test.run();
