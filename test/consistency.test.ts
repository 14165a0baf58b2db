// Rules between and within content files (src/lib/content/consistency.ts), each proven on a copy
// of the base fixture: `npm run check` and the build refuse what these rules refuse.
import { readFileSync, writeFileSync } from "node:fs";
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

/** Kenya's certificate cited by WHO with this quote and these confirmed attributes. */
const certificateQuote = (quote: string, confirms: string[], change: (certificate: any) => void = () => {}) => (c: string) =>
  editJson(path.join(c, "countries/kenya.json"), (k) => {
    k.yellowFever.certificate.citations = [{ reference: "who-ith-country-list", locator: "Kenya", quote, ...(confirms.length ? { confirms } : {}) }];
    change(k.yellowFever.certificate);
  });

test("a confirmed number must be in the quote: an age in months or whole years, a transit in hours", () => {
  const lines = (change: (c: string) => void) => refusal(change).split("\n");
  // Kenya asks from 12 months: "1 year" and "one year" state it, "9 months" does not.
  assert.throws(() => refusal(certificateQuote("Required of travellers over 1 year of age.", ["requirement", "minimumAgeMonths"])), /the content was accepted/);
  assert.throws(() => refusal(certificateQuote("Travellers aged twelve months or more.", ["minimumAgeMonths"])), /the content was accepted/);
  const quote = "Required of travellers over 9 months of age.";
  assert.ok(
    lines(certificateQuote(quote, ["requirement", "minimumAgeMonths"])).includes(
      `countries/kenya.json: yellowFever.certificate.citations[0].confirms[1]: expected a quote that states minimumAgeMonths 12 months (correct the value, quote the words that state it, or drop it from confirms); found the quote ${JSON.stringify(quote)}`,
    ),
  );
  const transit = "Also for a transit of more than 24 hours.";
  assert.ok(
    lines(certificateQuote(transit, ["transitMinimumHours"], (cert) => (cert.transitMinimumHours = 12))).includes(
      `countries/kenya.json: yellowFever.certificate.citations[0].confirms[0]: expected a quote that states transitMinimumHours 12 hours (correct the value, quote the words that state it, or drop it from confirms); found the quote ${JSON.stringify(transit)}`,
    ),
  );
});

test("a confirmed country must be named in the quotes; a rule for named countries lists them, and only such a rule", () => {
  const listed = (quote: string) => certificateQuote(quote, ["requirement", "fromCountries"], (cert) => {
    cert.requirement = "arriving-from-listed-countries";
    cert.includesTransit = false;
    cert.fromCountries = ["ghana", "iceland"];
  });
  assert.throws(() => refusal(listed("Required of travellers arriving from Ghana or Iceland.")), /the content was accepted/);
  const quote = "Required of travellers arriving from Ghana.";
  assert.ok(
    refusal(listed(quote)).split("\n").includes(`countries/kenya.json: yellowFever.certificate.citations[0].confirms: expected a quote that names "iceland" (of fromCountries), in English or by an alternate name; found the quote ${JSON.stringify(quote)}`),
  );
  const missing = refusal(certificateQuote("Required of some travellers.", ["requirement"], (cert) => (cert.requirement = "arriving-from-listed-countries")));
  assert.ok(missing.includes('yellowFever.certificate.fromCountries: expected the countries the rule names (fromCountries), since the requirement is "arriving-from-listed-countries"'), missing);
  const stray = refusal((c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.yellowFever.certificate.fromCountries = ["ghana"])));
  assert.ok(stray.includes('yellowFever.certificate.fromCountries: expected no fromCountries unless the requirement is "arriving-from-listed-countries"; found "arriving-from-risk-countries"'), stray);
  const advice = refusal((c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.vaccines[0].fromCountries = ["ghana", "atlantis"])));
  assert.ok(advice.includes('vaccines[0].fromCountries: expected fromCountries only at level "entry-requirement"; found level "all-travellers"'), advice);
  assert.ok(advice.includes("vaccines[0].fromCountries[1]"), `an unknown country slug is refused: ${advice}`);
});

test("only an authority or advice body confirms, and only attributes the fact states", () => {
  const problems = refusal((c) => {
    const who = JSON.parse(readFileSync(path.join(c, "references/who-ith-country-list.json"), "utf8"));
    writeFileSync(path.join(c, "references/a-news-report.json"), `${JSON.stringify({ ...who, slug: "a-news-report", kind: "secondary", url: "https://news.example.org/kenya-yellow-fever" }, null, 2)}\n`);
    editJson(path.join(c, "countries/kenya.json"), (k) => {
      k.malaria.citations = [{ reference: "a-news-report", locator: "Second paragraph", quote: "High risk.", confirms: ["risk"] }];
      k.yellowFever.certificate.citations[0].confirms = ["alsoFromCountries"];
    });
  }).split("\n");
  assert.ok(problems.includes('countries/kenya.json: malaria.citations[0].confirms: expected confirms only on a citation of an authority or advice body (this reference is secondary): only such a quote confirms; found ["risk"]'), problems.join("\n"));
  assert.ok(problems.includes("countries/kenya.json: yellowFever.certificate.citations[0].confirms[0]: expected confirms to name only attributes this fact has (it has no alsoFromCountries); found alsoFromCountries"), problems.join("\n"));
});

test("a rule whose quote gives a transit duration cannot say the source gives none", () => {
  const quote = "Also for travellers who transited more than 12 hours through an airport of a country with risk.";
  const problems = refusal(certificateQuote(quote, ["requirement"]));
  assert.is(problems, `countries/kenya.json: yellowFever.certificate.transitMinimumHours: expected transitMinimumHours 12, as a cited quote gives that duration; found null (no duration), while the quote says ${JSON.stringify(quote)}`);
  assert.throws(() => refusal(certificateQuote(quote, ["requirement", "transitMinimumHours"], (cert) => (cert.transitMinimumHours = 12))), /the content was accepted/);
});

test("a summary may not contradict its detail: an unknown extent is null, prevention words agree with the tablets advice", () => {
  const unknown = refusal((c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.yellowFever.extentSummary.en = "which ones: not yet known")));
  assert.is(unknown, 'countries/kenya.json: yellowFever.extentSummary.en: expected extent null (not known: every format says so) when no cited source says which areas, not some-areas with words that say it is not known; found "which ones: not yet known"');
  const words = "Mosquito-bite prevention; antimalarial tablets are usually not needed.";
  const advised = refusal((c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.malaria.prevention.en = words)));
  assert.is(advised, `countries/kenya.json: malaria.prevention.en: expected prevention words that agree with tablets "advised" (the summary says what tablets says); found ${JSON.stringify(words)}`);
  // Saying where they are not needed is no contradiction.
  assert.throws(() => refusal((c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.malaria.prevention.en = "Take tablets in the west; tablets are not needed for Nairobi."))), /the content was accepted/);
});

test.run();
