// Rules between and within content files (src/lib/content/consistency.ts), each proven on a copy
// of the base fixture: `npm run check` and the build refuse what these rules refuse.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { contentRefusal, editJson, plainProblem } from "./helpers.ts";

/** The problems of a change, with paths in the content folder. */
const refusal = (change: (content: string) => void) => contentRefusal(change, plainProblem).replace(/^.*?\/content\//gm, "");

test("a reference to a generic page (a fact sheet, the travel-advice index, a topic page) cannot stand in for a country's rule", () => {
  for (const url of ["https://www.who.int/news-room/fact-sheets/detail/malaria", "https://www.who.int/travel-advice", "https://www.who.int/health-topics/yellow-fever/", "https://www.who.int/ith"]) {
    const problems = refusal((c) => editJson(path.join(c, "references/who-ith-country-list.json"), (r) => (r.url = url)));
    assert.is(problems, `references/who-ith-country-list.json: url: expected the page that states the rule cited (not a disease fact sheet, the travel-advice index, a topic page or the ITH home page); found ${JSON.stringify(url)}`);
  }
});

test("a list of a country that means a set names each entry once: a repeat is refused where it repeats", () => {
  const problems = refusal((c) =>
    editJson(path.join(c, "countries/kenya.json"), (k) => {
      k.vaccines.push(k.vaccines[1]); // Kenya has two: the repeat is the third, vaccines[2]
      k.otherRisks = [{ disease: "malaria", note: null }, { disease: "malaria", note: null }];
    }),
  );
  assert.ok(problems.split("\n").includes('countries/kenya.json: vaccines[2].vaccine: expected each vaccine once per country; found "yellow-fever" again'), problems);
  assert.ok(problems.split("\n").includes('countries/kenya.json: otherRisks[1].disease: expected each disease once per country; found "malaria" again'), problems);
});

test("an entry requirement whose note speaks of leaving the country belongs in exitRequirements", () => {
  const problems = refusal((c) =>
    editJson(path.join(c, "countries/kenya.json"), (k) => {
      k.vaccines[0] = { ...k.vaccines[0], level: "entry-requirement", citations: null, note: { nl: "Bij vertrek.", en: "Proof required on departure.", de: "Bei Ausreise.", fr: "Au départ.", es: "A la salida." } };
    }),
  );
  // Other rules may speak of the same entry (its citations); this one names the level.
  assert.ok(problems.split("\n").includes('countries/kenya.json: vaccines[0].level: expected a rule on leaving the country in exitRequirements, not an entry requirement; found a note that speaks of leaving: "Proof required on departure."'), problems);
});

test("tablets to consider with no drug named say who decides (a travel clinic)", () => {
  const consider = (prevention: string) => (c: string) =>
    editJson(path.join(c, "countries/kenya.json"), (k) => {
      k.malaria.tablets = "consider";
      k.malaria.drugs = [];
      k.malaria.prevention.en = prevention;
    });
  assert.is(refusal(consider("Mosquito-bite prevention.")), 'countries/kenya.json: malaria.prevention.en: expected advice that says who decides on tablets (a travel clinic), since tablets are "consider" and no drug is named; found "Mosquito-bite prevention."');
  assert.throws(() => refusal(consider("Mosquito-bite prevention; ask a travel clinic whether tablets suit your trip.")), /the content was accepted/);
});

test.run();
