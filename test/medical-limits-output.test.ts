// The medical limits as a client reads them: the catalog's JSON, Markdown and HTML state each
// vaccine's ages, pregnancy and breastfeeding category with their sources; the malaria drug list
// is a resource of its own; a country names each advised drug with its limits beside it; and a
// malaria risk limited to some areas says so wherever it is summarised. Built from the small
// fixture, read back from the output, in five locales.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { build, makeFixture, readJson, readText, setUp, type BuildResult } from "./helpers.ts";
import { clientAjv } from "./support/client-ajv.ts";

const ui = Object.fromEntries(locales.map((l) => [l, JSON.parse(readFileSync(path.join("content/ui", `${l}.json`), "utf8"))]));

let site: BuildResult;
setUp(test, async () => {
  site = await build(makeFixture());
  assert.is(site.status, 0, site.stderr);
});

/** The published (open) JSON Schema a client downloads from the site. */
function publishedValidator(name: string) {
  const ajv = clientAjv({ strict: false });
  return ajv.compile(JSON.parse(readText(site.outDir, `/schemas/${name}.schema.json`)));
}

test("the catalog's JSON gives each vaccine its age bands, minimum age, pregnancy and breastfeeding category, valid under the published schema", () => {
  const validate = publishedValidator("vaccination-catalog");
  for (const locale of locales) {
    const file: any = readJson(site.outDir, `/${locale}/data/vaccinations.json`);
    assert.ok(validate(structuredClone(file)), JSON.stringify(validate.errors));
    const bySlug = Object.fromEntries(file.data.map((v: any) => [v.slug, v]));
    assert.is(bySlug["hepatitis-a"].age.minimumAgeMonths, 12);
    assert.is(bySlug["measles"].pregnancy.category, "contraindicated", "a live measles vaccine is contraindicated in pregnancy");
    const yf = bySlug["yellow-fever"].age.bands;
    assert.equal(yf.map((b: any) => [b.fromMonths, b.belowMonths, b.category]), [[0, 6, "not-given"], [6, 9, "precaution"], [720, null, "precaution"]]);
    assert.ok(yf.every((b: any) => typeof b.reason === "string" && b.reason.length > 0), `${locale}: each band says why`);
    // Not yet sourced is said, not hidden: null citations, never an empty list.
    assert.ok(bySlug["hepatitis-a"].pregnancy.citations === null || bySlug["hepatitis-a"].pregnancy.citations.length > 0);
  }
});

test("the catalog's Markdown and HTML state the limits beside each vaccine, in every locale", () => {
  for (const locale of locales) {
    const markdown = readText(site.outDir, `/${locale}/data/vaccinations.md`);
    const page = readText(site.outDir, `/${locale}/data/vaccinations/`);
    const l = ui[locale].limits;
    for (const text of [markdown, page]) {
      assert.ok(text.includes(l.pregnancy) && text.includes(l.breastfeeding) && text.includes(l.age), `${locale}: limit labels`);
      assert.ok(text.includes(l.contraindicated), `${locale}: the measles vaccine is contraindicated in pregnancy`);
      assert.ok(text.includes(l.ageUnder.replace("{age}", l.months.replace("{count}", "12"))), `${locale}: hepatitis A under 12 months`);
    }
    // No "ask a doctor" for live vaccines in pregnancy: the category says what applies.
    assert.not.match(markdown, /ask a doctor/i);
  }
});

test("the malaria drug list is a resource: JSON valid under its published schema, Markdown and HTML, each drug with weight, pregnancy and contraindication", () => {
  const validate = publishedValidator("malaria-drug-list");
  for (const locale of locales) {
    const file: any = readJson(site.outDir, `/${locale}/data/malaria-drugs.json`);
    assert.ok(validate(structuredClone(file)), JSON.stringify(validate.errors));
    const [ap] = file.data;
    assert.is(ap.slug, "atovaquone-proguanil");
    assert.is(ap.minimumWeightKg.kg, 5);
    assert.is(ap.pregnancy.category, "precaution");
    assert.ok(ap.contraindication.text.length > 0);
    const markdown = readText(site.outDir, `/${locale}/data/malaria-drugs.md`);
    const page = readText(site.outDir, `/${locale}/data/malaria-drugs/`);
    const weight = ui[locale].limits.fromWeight.replace("{kg}", "5");
    for (const text of [markdown, page]) {
      assert.ok(text.includes(ap.name) && text.includes(weight) && text.includes(ap.contraindication.text), `${locale}: drug, weight and contraindication`);
    }
    // The bulk file carries the same list.
    assert.equal(readJson(site.outDir, `/${locale}/data/all.json`).data.malariaDrugs, file.data);
  }
});

test("a country that advises a drug shows the drug's limits beside it, in the HTML, the Markdown and llms.txt", () => {
  for (const locale of locales) {
    const l = ui[locale].limits;
    const limits = `${l.fromWeight.replace("{kg}", "5")}; ${l.short.replace("{label}", l.pregnancy).replace("{category}", l.precaution)}`;
    assert.ok(readText(site.outDir, `/${locale}/travel/kenya.md`).includes(limits), `${locale}: Markdown`);
    assert.ok(readText(site.outDir, `/${locale}/travel/kenya/`).includes(limits), `${locale}: HTML`);
    assert.ok(readText(site.outDir, `/${locale}/llms.txt`).includes(limits), `${locale}: llms.txt lists the drug with its limits`);
  }
});

test("a malaria risk in some areas keeps its qualifier in the JSON, the country list, the summary, the Markdown and llms.txt", () => {
  for (const locale of locales) {
    const kenya = readJson(site.outDir, `/${locale}/travel/kenya.json`).data.malaria;
    assert.is(kenya.extent, "some-areas");
    assert.ok(kenya.extentSummary);
    assert.is(readJson(site.outDir, `/${locale}/travel/ghana.json`).data.malaria.extent, "whole-country");
    assert.is(readJson(site.outDir, `/${locale}/travel/iceland.json`).data.malaria.extent, "none");
    const listed = readJson(site.outDir, `/${locale}/travel.json`).data.find((c: any) => c.slug === "kenya");
    assert.equal([listed.malariaExtent, listed.malariaExtentSummary], ["some-areas", kenya.extentSummary]);
    const words = ui[locale].summary.malariaSomeAreas.replace("{risk}", ui[locale].malariaRisk.high).replace("{extent}", kenya.extentSummary);
    for (const url of [`/${locale}/travel/kenya/`, `/${locale}/travel/kenya.md`, `/${locale}/travel/`, `/${locale}/travel.md`, `/${locale}/llms.txt`]) {
      assert.ok(readText(site.outDir, url).includes(words), `${url}: "${words}"`);
    }
    // Whole-country risk reads without a qualifier.
    assert.not.ok(readText(site.outDir, `/${locale}/travel/ghana.md`).includes(ui[locale].summary.malariaSomeAreas.split("{extent}")[0]!.replace("{risk}", ui[locale].malariaRisk.high)));
  }
});

test("the malaria map draws a some-areas risk apart from a whole-country risk, with a legend saying so", () => {
  for (const locale of locales) {
    const page = readText(site.outDir, `/${locale}/travel/`);
    const map = page.slice(page.indexOf('id="map-malaria"'));
    assert.ok(map.includes(ui[locale].maps.someAreas), `${locale}: legend`);
    // Kenya's shape carries the striped class; Ghana's (whole country) does not.
    assert.match(map, /class="m-high partial"/);
    assert.match(map, /class="m-high"/);
  }
});

test.run();
