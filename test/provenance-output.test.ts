// The provenance as clients see it: each fact's references resolved next to it in the
// JSON (validated by the build against the published schemas), the Markdown and the HTML, "not
// yet sourced" where a fact has none, exit requirements apart from entry requirements, and the
// v1 fields kept as strings for old clients.
import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { build, editJson, makeFixture, readJson, readText, repoRoot, setUp, siteUrl, type BuildResult } from "./helpers.ts";

let site: BuildResult;
const ui = Object.fromEntries(locales.map((l) => [l, JSON.parse(readFileSync(path.join(repoRoot, "content/ui", `${l}.json`), "utf8"))]));
const polioStatement = JSON.parse(readFileSync(path.join(repoRoot, "content/references/who-polio-ihr-statement.json"), "utf8"));
const countryList = JSON.parse(readFileSync(path.join(repoRoot, "test/fixtures/base/references/who-ith-country-list.json"), "utf8"));
const exitQuote = "Ensure that all residents and long-term visitors (i.e. > four weeks) … receive a dose of bOPV or IPV …";

setUp(test, async () => {
  const dir = makeFixture();
  cpSync(path.join(repoRoot, "content/references/who-polio-ihr-statement.json"), path.join(dir, "references/who-polio-ihr-statement.json"));
  // A polio vaccine whose profile is the measles one renamed: enough for an exit requirement.
  cpSync(path.join(dir, "vaccines/measles.json"), path.join(dir, "vaccines/polio.json"));
  editJson(path.join(dir, "vaccines/polio.json"), (v) => Object.assign(v, { slug: "polio", routine: false }));
  editJson(path.join(dir, "countries/ghana.json"), (g) => {
    g.exitRequirements = [
      {
        vaccine: "polio",
        appliesTo: { nl: "Inwoners", en: "Residents and visitors staying longer than 4 weeks", de: "Einwohner", fr: "Résidents", es: "Residentes" },
        note: null,
        citations: [{ reference: "who-polio-ihr-statement", locator: "Temporary recommendations", quote: exitQuote }],
      },
    ];
  });
  site = await build(dir);
  assert.is(site.status, 0, site.stderr);
});

test("JSON: each fact carries its resolved references, or null when not yet sourced", () => {
  const kenya = readJson(site.outDir, "/en/travel/kenya.json").data;
  const expected = [
    {
      reference: "who-ith-country-list",
      publisher: countryList.publisher,
      title: countryList.title,
      edition: countryList.edition,
      url: countryList.url,
      consulted: countryList.consulted,
      locator: 'Country list, entry "Kenya"',
      quote: null,
    },
  ];
  assert.equal(kenya.yellowFever.citations, expected);
  assert.equal(kenya.yellowFever.certificate.citations, expected);
  assert.is(kenya.malaria.citations, null);
  assert.equal(kenya.review, { reviewed: "2026-10-02", sourcing: "partly-sourced" });
  assert.is(kenya.malaria.tablets, "advised");
  assert.equal(kenya.malaria.drugs, ["atovaquone-proguanil"]);
  const ghana = readJson(site.outDir, "/en/travel/ghana.json").data;
  const yellowFeverEntry = ghana.vaccines.find((v: { level: string }) => v.level === "entry-requirement");
  assert.is(yellowFeverEntry.citations, null, "an unsourced entry requirement says so");
});

test("JSON: the v1 fields stay strings: sourceUrl is the first cited reference or the advice source, reviewed a date", () => {
  const kenya = readJson(site.outDir, "/en/travel/kenya.json").data;
  assert.is(kenya.yellowFever.sourceUrl, countryList.url);
  assert.is(kenya.malaria.sourceUrl, kenya.adviceSource.url);
  assert.is(kenya.reviewed, "2026-10-02");
  const iceland = readJson(site.outDir, "/en/travel/iceland.json").data;
  assert.is(iceland.review.reviewed, null);
  assert.equal(iceland.review.sourcing, "unsourced");
  assert.is(iceland.reviewed, "2026-08-01", "never reviewed: the day of the last change, as the field's description says");
});

test("JSON: an exit requirement is published apart from the entry requirements", () => {
  const ghana = readJson(site.outDir, "/en/travel/ghana.json").data;
  assert.equal(ghana.exitRequirements.map((x: { slug: string }) => x.slug), ["polio"]);
  assert.is(ghana.exitRequirements[0].appliesTo, "Residents and visitors staying longer than 4 weeks");
  assert.is(ghana.exitRequirements[0].citations[0].url, polioStatement.url);
  assert.ok(!ghana.vaccines.some((v: { slug: string }) => v.slug === "polio"), "polio is not among the vaccines to enter");
  assert.equal(readJson(site.outDir, "/en/travel/kenya.json").data.exitRequirements, []);
});

test("Markdown and HTML of every locale show the references next to the facts, and 'not yet sourced' where so", () => {
  for (const locale of locales) {
    const markdown = readText(site.outDir, `/${locale}/travel/kenya.md`);
    const yellowFever = markdown.slice(markdown.indexOf(`## ${ui[locale].country.yellowFeverHeading}`), markdown.indexOf(`## ${ui[locale].country.malariaHeading}`));
    assert.ok(yellowFever.includes(`](${countryList.url})`), `${locale}: the yellow-fever section links its reference`);
    // Markdown escapes punctuation with backslashes; compare the text without them.
    const malaria = markdown.slice(markdown.indexOf(`## ${ui[locale].country.malariaHeading}`)).replace(/\\/g, "");
    assert.ok(malaria.includes(`*${ui[locale].country.notYetSourced}*`), `${locale}: malaria is marked not yet sourced`);

    const html = readText(site.outDir, `${siteUrl}/${locale}/travel/ghana/`);
    const exit = html.slice(html.indexOf('id="exit-requirements"'), html.indexOf('id="yellow-fever"'));
    assert.ok(exit.includes(ui[locale].country.exitHeading), `${locale}: exit-requirements section`);
    assert.ok(exit.includes(`href="${polioStatement.url}"`), `${locale}: the exit rule's reference sits next to it`);
    const kenyaHtml = readText(site.outDir, `${siteUrl}/${locale}/travel/kenya/`);
    const yellowFeverHtml = kenyaHtml.slice(kenyaHtml.indexOf('id="yellow-fever"'), kenyaHtml.indexOf('id="malaria"'));
    assert.ok(yellowFeverHtml.includes(`<cite><a href="${countryList.url}" rel="external">`), `${locale}: yellow-fever reference in the HTML`);
    const malariaHtml = kenyaHtml.slice(kenyaHtml.indexOf('id="malaria"'));
    assert.ok(malariaHtml.includes(`<span class="unsourced">`), `${locale}: malaria marked not yet sourced in the HTML`);
  }
});

test.run();
