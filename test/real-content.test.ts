// The real content under content/ (not fixtures) covers what the site promises. Its validity is
// the content check's (npm run check, src/lib/content/), not this file's.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { repoRoot } from "./helpers.ts";

const content = loadContent(path.join(repoRoot, "content"));

test("the content covers at least 195 destinations, 20 diseases and 15 vaccines", () => {
  assert.ok(content.countries.length >= 195, `${content.countries.length} countries`);
  assert.ok(content.diseases.length >= 20, `${content.diseases.length} diseases`);
  assert.ok(content.vaccines.length >= 15, `${content.vaccines.length} vaccines`);
});

test("every disease has a profile body in both nl and en", () => {
  for (const disease of content.diseases) assert.ok(disease.bodies.nl && disease.bodies.en, disease.slug);
});

// The deprecated v1 fields state no review and no source that the content lacks: the JSON's
// top-level reviewed is the file's own review date, and sourceUrl is the address of a reference
// that the section cites and that is an authority or a national travel-advice body.
test("real content: data.reviewed and each sourceUrl never claim a review or a source the content does not have", async () => {
  const { buildPages } = await import("../src/lib/site/pages.ts");
  const countryBySlug = new Map(content.countries.map((c) => [c.slug, c]));
  const referenceBySlug = new Map(content.references.map((r) => [r.slug, r]));
  const pages = buildPages(content, "https://example.test", ["en"]).filter((page) => page.kind === "country");
  assert.is(pages.length, content.countries.length);
  let checkedSources = 0;
  for (const page of pages) {
    const data = page.envelope.data as import("../src/lib/published/schemas.ts").CountryRequirements;
    const country = countryBySlug.get(data.slug)!;
    assert.is(data.reviewed, country.reviewed, `${data.slug}: data.reviewed`);
    assert.is(data.review.reviewed, country.reviewed, `${data.slug}: review.reviewed`);
    for (const [section, citations] of [
      ["yellowFever", country.yellowFever.citations],
      ["malaria", country.malaria.citations],
    ] as const) {
      const sourceUrl = data[section].sourceUrl;
      const confirming = (citations ?? []).map((c) => referenceBySlug.get(c.reference)!).filter((r) => r.kind === "authority" || r.kind === "advice-body");
      if (confirming.length === 0) assert.is(sourceUrl, null, `${data.slug}.${section}: no authority cited, so no sourceUrl`);
      else {
        assert.is(sourceUrl, confirming[0]!.url, `${data.slug}.${section}: the first authority cited`);
        checkedSources++;
      }
    }
  }
  assert.ok(checkedSources > 100, `${checkedSources} sections with an authority's sourceUrl`);
});

test("real content: every reference has a kind, and no fact of a reviewed file rests on secondary sources alone", () => {
  const referenceBySlug = new Map(content.references.map((r) => [r.slug, r]));
  for (const reference of content.references) assert.ok(["authority", "advice-body", "clinical-service", "secondary"].includes(reference.kind), reference.slug);
  for (const country of content.countries.filter((c) => c.reviewed !== null)) {
    for (const fact of [country.yellowFever.citations, country.yellowFever.certificate.citations, country.malaria.citations]) {
      if (fact === null) continue;
      assert.ok(
        fact.some((c) => referenceBySlug.get(c.reference)!.kind !== "secondary"),
        `${country.slug}: a reviewed file with a fact on secondary sources alone`,
      );
    }
  }
});

test.run();
