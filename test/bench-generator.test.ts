// The benchmark's synthetic content generator produces content the build accepts, at the
// expected size (issue: performance; scripts/bench/generate-content.ts).
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { generateContent } from "../scripts/bench/generate-content.ts";
import { loadContent } from "../src/lib/content/load.ts";
import { buildPages } from "../src/lib/site/pages.ts";
import { repoRoot, siteUrl, tempDir } from "./helpers.ts";

test("2x synthetic content loads, validates and builds pages like the real content", () => {
  const real = loadContent(path.join(repoRoot, "content"));
  const out = path.join(tempDir("bench-"), "content");
  generateContent(2, out);
  const synthetic = loadContent(out);
  assert.is(synthetic.countries.length, 2 * real.countries.length);
  assert.is(synthetic.vaccines.length, 2 * real.vaccines.length);
  assert.is(synthetic.diseases.length, 2 * real.diseases.length - 2); // yellow fever and malaria are shared
  assert.is(buildPages(synthetic, siteUrl).filter((p) => p.kind === "country").length, 5 * synthetic.countries.length);
});

test.run();
