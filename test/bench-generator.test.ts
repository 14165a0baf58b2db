// The benchmark's synthetic content generator produces content the build accepts, at the
// expected size (issue: performance; scripts/bench/generate-content.ts).
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { generateContent } from "../scripts/bench/generate-content.ts";
import { loadContent } from "../src/lib/content/load.ts";
import type { CountryRequirements } from "../src/lib/published/schemas.ts";
import { buildPages } from "../src/lib/site/pages.ts";
import { repoRoot, siteUrl, tempDir } from "./helpers.ts";

test("2x synthetic content loads, validates and builds pages like the real content", () => {
  const realContent = loadContent(path.join(repoRoot, "content"));
  const out = path.join(tempDir("bench-"), "content");
  assert.is(generateContent(2, out), false, "2x: every copy has a two-letter code of its own");
  const synthetic = loadContent(out);
  assert.is(synthetic.countries.length, 2 * realContent.countries.length);
  assert.is(synthetic.vaccines.length, 2 * realContent.vaccines.length);
  assert.is(synthetic.diseases.length, 2 * realContent.diseases.length - 2); // yellow fever and malaria are shared
  const pages = buildPages(synthetic, siteUrl);
  assert.is(pages.filter((p) => p.kind === "country").length, 5 * synthetic.countries.length);
  // A copy's country page is as large as the real one: the output grows linearly with the factor.
  const kenya = (from: typeof pages, slug: string) =>
    from.find((p) => p.kind === "country" && p.locale === "en" && (p.envelope.data as CountryRequirements).slug === slug)!.envelope.data as CountryRequirements;
  const real = kenya(buildPages(realContent, siteUrl), "kenya");
  for (const copy of [kenya(pages, "kenya"), kenya(pages, "kenya-1")]) {
    assert.is(copy.routineVaccinations.vaccines.length, real.routineVaccinations.vaccines.length);
    assert.is(copy.vaccines.length, real.vaccines.length);
    // Only the renamed slugs and names differ ("kenya-1", "Kenya 2", ...).
    assert.ok(Math.abs(JSON.stringify(copy).length - JSON.stringify(real).length) < 300);
  }
});

test("beyond the free two-letter codes, copies share their original's code, and the generator says so", () => {
  const out = path.join(tempDir("bench-"), "content");
  assert.is(generateContent(3, out), true);
  // What the bench's build lifts (scripts/bench/one-destination-lifted.mjs): the one-destination check refuses it.
  assert.throws(() => loadContent(out), /same ISO code|isoCode/);
});

test.run();
