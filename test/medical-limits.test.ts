// Medical limits are content with citations: each vaccine's ages, pregnancy and breastfeeding
// category, each malaria drug's age or weight, pregnancy and breastfeeding category and main
// contraindication; a country's malaria risk says how far it extends. What the content must
// hold, and what the content check refuses.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { ageBandAt, minimumAgeMonths } from "../src/lib/content/medical-limits.ts";
import { malariaDrugs } from "../src/lib/content/schemas.ts";
import { contentRefusal, editJson, plainProblem, repoRoot } from "./helpers.ts";

const content = loadContent(path.join(repoRoot, "content"));
const vaccine = (slug: string) => content.vaccines.find((v) => v.slug === slug)!;
const drug = (slug: string) => content.malariaDrugs.find((d) => d.slug === slug)!;

test("live vaccines that harm in pregnancy say contraindicated, not 'ask a doctor'", () => {
  for (const slug of ["mmr", "dengue"]) assert.is(vaccine(slug).pregnancy.category, "contraindicated", slug);
  // Yellow fever: only when the trip cannot be postponed.
  assert.is(vaccine("yellow-fever").pregnancy.category, "precaution");
});

test("the ages travellers ask about: hepatitis A from 12 months, typhoid injection from 2 years, yellow fever 6-9 months a precaution", () => {
  assert.is(minimumAgeMonths(vaccine("hepatitis-a").age), 12);
  assert.is(ageBandAt(vaccine("hepatitis-a").age, 11)?.category, "not-given");
  assert.is(ageBandAt(vaccine("hepatitis-a").age, 12), null);
  assert.is(minimumAgeMonths(vaccine("typhoid-injectable").age), 24);
  const yf = vaccine("yellow-fever").age;
  assert.is(ageBandAt(yf, 5)?.category, "not-given");
  assert.is(ageBandAt(yf, 7)?.category, "precaution");
  assert.is(ageBandAt(yf, 9), null);
  assert.is(ageBandAt(yf, 60 * 12)?.category, "precaution");
  assert.is(minimumAgeMonths(yf), 6);
  assert.is(minimumAgeMonths(vaccine("hepatitis-b").age), null, "given from birth");
});

test("every malaria drug a country may name has its limits on file, each sourced or said to be not yet sourced", () => {
  assert.equal(content.malariaDrugs.map((d) => d.slug).sort(), [...malariaDrugs].sort());
  assert.is(minimumAgeMonths(drug("doxycycline").age), 96, "doxycycline: not before 8 years");
  assert.is(minimumAgeMonths(drug("tafenoquine").age), 216, "tafenoquine: adults only");
  assert.is(drug("atovaquone-proguanil").minimumWeightKg?.kg, 5);
  for (const slug of ["doxycycline", "tafenoquine"]) assert.is(drug(slug).pregnancy.category, "contraindicated", slug);
  assert.is(drug("chloroquine").pregnancy.category, "no-known-risk");
  // The limits a traveller is most likely to meet are cited, not merely asserted.
  for (const slug of ["atovaquone-proguanil", "doxycycline", "tafenoquine"]) {
    const d = drug(slug);
    assert.ok(d.pregnancy.citations && d.contraindication.citations, `${slug}: pregnancy and contraindication cited`);
  }
});

test("every country with a malaria risk says how far it extends, with the limiting words where only some areas are at risk", () => {
  for (const country of content.countries) {
    const { risk, extent, extentSummary } = country.malaria;
    if (risk === "none") assert.is(extent, undefined, country.slug);
    else assert.ok(extent === "whole-country" || (extent === "some-areas" && extentSummary), country.slug);
  }
  const bySlug = (slug: string) => content.countries.find((c) => c.slug === slug)!.malaria;
  assert.is(bySlug("south-africa").extent, "some-areas");
  assert.is(bySlug("south-africa").extentSummary!.en, "mainly the north-east");
  assert.match(bySlug("indonesia").extentSummary!.en, /no risk in Bali/);
  assert.is(bySlug("nigeria").extent, "whole-country");
});

test("the content check refuses overlapping or backwards age bands, a missing extent, and a some-areas risk without its words", () => {
  const problems = contentRefusal((c) => {
    editJson(path.join(c, "vaccines/yellow-fever.json"), (v) => {
      v.age.bands = [
        { fromMonths: 0, belowMonths: 6, category: "not-given", reason: v.age.bands[0].reason },
        { fromMonths: 5, belowMonths: 9, category: "precaution", reason: v.age.bands[0].reason },
        { fromMonths: 30, belowMonths: 20, category: "precaution", reason: v.age.bands[0].reason },
      ];
    });
    editJson(path.join(c, "countries/ghana.json"), (g) => delete g.malaria.extent);
    editJson(path.join(c, "countries/kenya.json"), (k) => delete k.malaria.extentSummary);
    editJson(path.join(c, "countries/iceland.json"), (i) => (i.malaria.extent = "some-areas"));
  }, plainProblem).split("\n");
  const expected = [
    /vaccines\/yellow-fever\.json: age\.bands\[1\]: expected an age band that does not overlap age\.bands\[0\]; found 5–9 months/,
    /vaccines\/yellow-fever\.json: age\.bands\[2\]\.belowMonths: expected an age after fromMonths \(30\), or null; found 20/,
    /countries\/ghana\.json: malaria\.extent: expected "whole-country" or "some-areas": how far the risk extends; found nothing \(the field is missing\)/,
    /countries\/kenya\.json: malaria\.extentSummary: expected the few words that limit the headline .*; found nothing/,
    /countries\/iceland\.json: malaria\.extent: expected no extent when the malaria risk is "none"; found "some-areas"/,
  ];
  for (const pattern of expected) assert.ok(problems.some((line) => pattern.test(line)), `${pattern}\n${problems.join("\n")}`);
});

test("a country naming a malaria drug without a file is refused, and a drug's citations must exist", () => {
  const problems = contentRefusal((c) => {
    editJson(path.join(c, "countries/ghana.json"), (g) => (g.malaria.drugs = ["atovaquone-proguanil", "mefloquine"]));
    editJson(path.join(c, "malaria-drugs/atovaquone-proguanil.json"), (d) => (d.pregnancy.citations = [{ reference: "no-such-document", locator: "p. 1", quote: null }]));
  }, plainProblem);
  assert.match(problems, 'countries/ghana.json: malaria.drugs[1]: expected a slug of a file in content/malaria-drugs/; found "mefloquine"');
  assert.match(problems, 'malaria-drugs/atovaquone-proguanil.json: pregnancy.citations[0].reference: expected a slug of a file in content/references/; found "no-such-document"');
});

test.run();
