// The real content under content/ (not fixtures): the published counts and the consistency
// rules that matter at this size, checked on the loaded model the build uses.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { diseasesOfCountry, yellowFeverDisease } from "../src/lib/content/links.ts";
import { repoRoot } from "./helpers.ts";

const content = loadContent(path.join(repoRoot, "content"));
const vaccineBySlug = new Map(content.vaccines.map((v) => [v.slug, v]));

test("the content covers at least 195 destinations, 20 diseases and 15 vaccines", () => {
  assert.ok(content.countries.length >= 195, `${content.countries.length} countries`);
  assert.ok(content.diseases.length >= 20, `${content.diseases.length} diseases`);
  assert.ok(content.vaccines.length >= 15, `${content.vaccines.length} vaccines`);
});

test("every disease has a profile body in both nl and en", () => {
  for (const disease of content.diseases) assert.ok(disease.bodies.nl && disease.bodies.en, disease.slug);
});

test("a certificate required of all travellers comes with the yellow-fever vaccine as an entry requirement", () => {
  const requiring = content.countries.filter((c) => c.yellowFever.certificate.requirement === "all-travellers");
  assert.ok(requiring.length > 0);
  for (const country of requiring) {
    const entry = country.vaccines.find((v) => vaccineBySlug.get(v.vaccine)?.protectsAgainst.includes(yellowFeverDisease));
    assert.is(entry?.level, "entry-requirement", country.slug);
  }
});

test("a malaria risk above none carries prevention advice, and where tablets may be taken, the drugs or where to ask", () => {
  for (const country of content.countries.filter((c) => c.malaria.risk !== "none")) {
    const { prevention, tablets, drugs } = country.malaria;
    assert.ok(prevention, country.slug);
    // A source that leaves tablets to the itinerary may name no drug: the advice then says who decides.
    assert.ok(tablets === "not-advised" || drugs.length > 0 || /travel clinic/.test(prevention.en), country.slug);
  }
});

test("no reference is a generic page standing in for country rules, and no polio exit rule is an entry requirement", () => {
  // Pages that state no country's rule: disease fact sheets, the travel-advice index, topic pages.
  const generic = /\/fact-?sheets?\/detail\/|\/travel-advice\/?$|\/health-topics\/[^/]+\/?$|\/ith\/?$/i;
  for (const reference of content.references) assert.not.ok(generic.test(new URL(reference.url).pathname), `${reference.slug}: ${reference.url}`);
  assert.ok(generic.test(new URL("https://www.who.int/news-room/fact-sheets/detail/malaria").pathname));
  for (const country of content.countries) {
    const polio = country.vaccines.find((v) => v.vaccine === "polio" && v.level === "entry-requirement");
    assert.not.ok(polio && /leaving the country|on departure/i.test(polio.note?.en ?? ""), `${country.slug}: a rule on leaving belongs in exitRequirements`);
  }
});

test("every disease is named by some country's advice or says why not, and every vaccine protects against a listed disease", () => {
  const linked = new Set(content.countries.flatMap((c) => [...diseasesOfCountry(c, vaccineBySlug)]));
  for (const disease of content.diseases) assert.ok(linked.has(disease.slug) !== (disease.unlinkedReason !== undefined), disease.slug);
  const diseases = new Set(content.diseases.map((d) => d.slug));
  for (const vaccine of content.vaccines) for (const d of vaccine.protectsAgainst) assert.ok(diseases.has(d), `${vaccine.slug} → ${d}`);
});

test("names are distinct per locale, so no two destinations read the same", () => {
  for (const locale of ["nl", "en", "de", "fr", "es"] as const) {
    const names = content.countries.map((c) => c.name[locale]);
    assert.is(new Set(names).size, names.length, locale);
  }
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
