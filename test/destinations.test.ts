// Destinations as travellers meet them, on the real content: the summary's wording (what is
// required, what is advised, malaria), the names the search knows, and the editors' lists that
// help the search and the maps, which the build validates like every other content file.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { buildPages, type CountryListPage, type CountryPage } from "../src/lib/site/pages.ts";
import { fold } from "../src/lib/site/fold.ts";
import { searchNames } from "../src/lib/site/search.ts";
import { build, editJson, makeFixture, repoRoot, setUp } from "./helpers.ts";

let pages: ReturnType<typeof buildPages>;

setUp(test, () => {
  pages = buildPages(loadContent(path.join(repoRoot, "content")), "https://example.org");
});

function summaryOf(slug: string, locale = "en") {
  const page = pages.find((p): p is CountryPage => p.kind === "country" && p.locale === locale && p.envelope.data.slug === slug)!;
  return Object.fromEntries(page.summary.map((a) => [a.topic, a]));
}

test("Brazil: no certificate is required, and yellow-fever vaccination is still advised at a glance", () => {
  const { required, advised } = summaryOf("brazil");
  assert.equal(required!.lines.map((l) => [l.severity, l.text]), [["none", "No vaccination certificate required"]]);
  // Most of Brazil, not all of it: the recommendation keeps its qualifier.
  assert.match(advised!.lines[0]!.text, /^Yellow-fever vaccination recommended, in some areas only \(.*Fortaleza/);
  assert.is(advised!.lines[0]!.link?.anchor, "yellow-fever");
  assert.not.ok(advised!.lines.some((l) => l.vaccines.some((v) => v.slug === "yellow-fever")), "not named twice");
});

test("Thailand: the certificate rule for arrivals from risk countries says its conditions, and no line says none is required", () => {
  const { required } = summaryOf("thailand");
  assert.is(required!.severity, "medium");
  assert.is(required!.lines[0]!.text, "Yellow-fever certificate only if you arrive from a country with risk of yellow fever");
  assert.match(required!.lines[0]!.detail ?? "", /transit of more than 12 hours.*From the age of 9 months/);
  assert.not.ok(required!.lines.some((l) => l.severity === "none"));
});

test("a rule that names extra countries says so; a requirement on leaving is never shown as one for entering", () => {
  assert.match(summaryOf("nepal").required!.lines[0]!.detail ?? "", /Also when you arrive from Uruguay\./);
  const pakistan = summaryOf("pakistan").leaving!;
  const exit = pakistan.lines.find((l) => l.text === "When leaving the country")!;
  assert.equal(exit.vaccines.map((v) => v.slug), ["polio"]);
  assert.is(exit.detail, "Residents and visitors staying more than 4 weeks, of all ages");
});

test("the malaria answer gives the risk and the tablets advice in one line, and where", () => {
  const malaria = summaryOf("thailand", "de").malaria!;
  assert.is(malaria.lines.length, 1);
  // The risk keeps its qualifier: Thailand's is in some areas only, and says which.
  assert.match(malaria.lines[0]!.text, /^Geringes Risiko in einigen Gebieten \(Grenzwälder; nicht in Bangkok oder Phuket\): Malariatabletten/);
  assert.match(malaria.lines[0]!.detail ?? "", /^Wo: /);
  assert.equal(summaryOf("iceland").malaria!.lines.map((l) => [l.severity, l.text]), [["none", "No malaria risk"]]);
});

test("search names: every locale's name, ISO codes, the dataset's aliases and the editors' names, folded", () => {
  assert.is(fold("  Côte d’Ivoire / Ελλάδα ßtraße Øresund "), "cote d ivoire sstrasse oresund");
  const list = pages.find((p): p is CountryListPage => p.kind === "countryList" && p.locale === "fr")!;
  const names = (slug: string) => list.destinations.find((d) => d.slug === slug)!.searchNames;
  for (const name of ["united kingdom", "royaume uni", "vereinigtes konigreich", "gb", "gbr", "uk", "great britain", "england", "schotland"]) {
    assert.ok(names("united-kingdom").includes(name), name);
  }
  assert.ok(names("myanmar").includes("burma"));
  assert.ok(names("cote-d-ivoire").includes("ivory coast"));
  assert.equal(searchNames({ isoCode: "XK", name: { nl: "Kosovo", en: "Kosovo", de: "Kosovo", fr: "Kosovo", es: "Kosovo" } }), ["kosovo", "xk", "xkk", "republiek kosovo"]);
});

test("every destination is on the maps: a shape, or a marker point", () => {
  const list = pages.find((p): p is CountryListPage => p.kind === "countryList" && p.locale === "en")!;
  const missing = list.destinations.filter((d) => !d.placement.shape && !d.placement.point).map((d) => d.slug);
  assert.equal(missing, []);
  const placed = (slug: string) => list.destinations.find((d) => d.slug === slug)!.placement;
  assert.is(placed("kosovo").shape?.properties.name, "Kosovo", "by the editors' shape name");
  assert.equal(placed("reunion").point, [55.54, -21.12], "drawn as part of France, so a point");
  assert.is(placed("reunion").shape, null);
  assert.is(placed("brazil").shape?.properties.name, "Brazil");
});

test("the build refuses wrong editors' lists and a destination it cannot place, naming file, field and value, all at once", async () => {
  const content = makeFixture();
  writeFileSync(path.join(content, "alternate-names.json"), JSON.stringify({ names: { atlantis: ["Lost City"], kenya: [""] } }));
  writeFileSync(path.join(content, "map-places.json"), JSON.stringify({ shapeNames: { GH: "Gold Coast" }, points: { AQ: [0, -90] } }));
  editJson(path.join(content, "countries/iceland.json"), (c) => (c.isoCode = "ZZ"));
  const result = await build(content);
  assert.is(result.status, 1, result.stderr);
  for (const message of [
    /alternate-names\.json: .*\(?names\.kenya\[0\]\)?: expected .*; found an empty string/,
    /map-places\.json: .*\(?shapeNames\.GH\)?: expected the name of a country shape in world-atlas .*; found "Gold Coast"/,
    /map-places\.json: .*\(?points\.AQ\)?: expected the isoCode of a file in countries\/; found "AQ"/,
    /countries\/iceland\.json\S*: .*\(?isoCode\)?: expected a code that world-atlas draws, or an entry for it under points or shapeNames in map-places\.json; found "ZZ"/,
  ]) {
    assert.match(result.stderr, message);
  }
});

test("the editors' list may not name a destination that does not exist", async () => {
  const content = makeFixture();
  writeFileSync(path.join(content, "alternate-names.json"), JSON.stringify({ names: { atlantis: ["Lost City"] } }));
  const result = await build(content);
  assert.is(result.status, 1, result.stderr);
  assert.match(result.stderr, /alternate-names\.json: .*\(?names\.atlantis\)?: expected the slug of a file in countries\/; found "atlantis"/);
});

test.run();
