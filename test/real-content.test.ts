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

test.run();
