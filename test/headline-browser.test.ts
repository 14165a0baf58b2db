/// <reference lib="dom" />
// A headline keeps its qualifier: on a phone 320 px wide, the malaria answer of a country whose
// risk is limited to some areas shows "in some areas" and the limiting words ("north-east only",
// "no risk in Bali") in full on the first screen, and so does the yellow-fever recommendation
// ("in some areas only (only the north-east: Misiones and Corrientes provinces)"), in every
// locale (real content, Chromium).
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

/** Where the expected words end on the screen in the first `.status-text` of an answer that holds them, and whether anything clips them. */
async function seenOnPhone(slug: string, locale: string, answer: string, words: string) {
  const page = await site.visit(`/${locale}/travel/${slug}/`, phone);
  const seen = await page.evaluate(
    ({ answer, expected }) => {
      const texts = Array.from(document.querySelector(`#answer-${answer}`)?.parentElement?.querySelectorAll(".status-text") ?? []);
      const text = texts.find((t) => t.textContent?.includes(expected));
      const node = text?.firstChild;
      const at = node?.textContent?.indexOf(expected) ?? -1;
      if (!text || !node || at < 0) return { found: false, text: texts.map((t) => t.textContent).join(" | "), bottom: 0, clipped: false };
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
    },
    { answer, expected: words },
  );
  await page.context().close();
  assert.ok(seen.found, `${slug} (${locale}): "${words}" in the ${answer} headline, found "${seen.text}"`);
  assert.not.ok(seen.clipped, `${slug} (${locale}): the headline is not clipped`);
  assert.ok(seen.bottom <= phone.height, `${slug} (${locale}): the qualifier ends at ${Math.round(seen.bottom)} px, below the first screen (${phone.height} px)`);
}

const read = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), "utf8"));

for (const locale of locales) {
  test(`${locale}: South Africa's and Indonesia's malaria headline says "in some areas" and where, whole and on the first screen at 320 px`, async () => {
    const ui = read(`content/ui/${locale}.json`);
    for (const slug of ["south-africa", "indonesia"]) {
      const country = read(`content/countries/${slug}.json`);
      const words = (ui.summary.malariaSomeAreas as string).replace("{risk}", ui.malariaRisk[country.malaria.risk]).replace("{extent}", country.malaria.extentSummary[locale]);
      await seenOnPhone(slug, locale, "malaria", words);
    }
  });

  test(`${locale}: Argentina's yellow-fever recommendation says "in some areas only" and where (Misiones, Corrientes), whole and on the first screen at 320 px`, async () => {
    const ui = read(`content/ui/${locale}.json`);
    const country = read("content/countries/argentina.json");
    const words = (ui.summary.yellowFeverSomeAreas as string).replace("{advice}", ui.summary.yellowFeverRecommended).replace("{extent}", country.yellowFever.extentSummary[locale]);
    await seenOnPhone("argentina", locale, "advised", words);
  });
}

test.run();
