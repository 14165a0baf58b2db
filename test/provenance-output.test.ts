// The provenance as clients see it: each fact's references resolved next to it in the
// JSON (validated by the build against the published schemas), the Markdown and the HTML, "not
// yet sourced" where a fact has none, exit requirements apart from entry requirements, and the
// v1 fields kept as strings for old clients.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
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

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/"/g, "&quot;");
const formatHost = (text: string, host: string) => text.replace("{host}", host);
const reference = (slug: string, kind: string, publisher: string) => ({
  $schema: "../schemas/reference.schema.json",
  slug,
  publisher,
  kind,
  title: `${publisher}: Ghana`,
  edition: null,
  url: `https://example.org/${slug}`,
  consulted: "2026-11-20",
  dated: null,
});

setUp(test, async () => {
  const dir = makeFixture();
  writeFileSync(path.join(dir, "references/news-ghana.json"), JSON.stringify(reference("news-ghana", "secondary", "A newspaper")));
  writeFileSync(path.join(dir, "references/clinic-ghana.json"), JSON.stringify(reference("clinic-ghana", "clinical-service", "A travel clinic")));
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
    g.malaria.citations = [{ reference: "news-ghana", locator: "Second paragraph", quote: null }];
    g.yellowFever.citations = [{ reference: "clinic-ghana", locator: "Yellow fever", quote: null }];
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
      kind: "authority",
      host: "1library.net",
      title: countryList.title,
      edition: countryList.edition,
      url: countryList.url,
      consulted: countryList.consulted,
      locator: 'Country list, entry "Kenya"',
      quote: null,
      confirms: [],
    },
  ];
  assert.equal(kenya.yellowFever.citations, expected);
  assert.is(kenya.yellowFever.evidence, "confirmed");
  assert.equal(kenya.yellowFever.certificate.citations, expected);
  assert.is(kenya.malaria.citations, null);
  assert.is(kenya.malaria.evidence, "unsourced");
  assert.equal(kenya.review, { reviewed: "2026-10-02", sourcing: "partly-sourced" });
  assert.is(kenya.malaria.tablets, "advised");
  assert.equal(kenya.malaria.drugs, [{ slug: "atovaquone-proguanil", name: "Atovaquone-proguanil (Malarone)", url: `${siteUrl}/en/data/malaria-drugs/atovaquone-proguanil.json` }]);
  const ghana = readJson(site.outDir, "/en/travel/ghana.json").data;
  const yellowFeverEntry = ghana.vaccines.find((v: { level: string }) => v.level === "entry-requirement");
  assert.is(yellowFeverEntry.citations, null, "an unsourced entry requirement says so");
  assert.is(yellowFeverEntry.evidence, "unsourced");
});

test("JSON: a fact cited only by a clinical service is supported, only by secondary sources not yet confirmed", () => {
  const ghana = readJson(site.outDir, "/en/travel/ghana.json").data;
  assert.is(ghana.malaria.evidence, "secondary-only");
  assert.equal(ghana.malaria.citations.map((c: { kind: string }) => c.kind), ["secondary"]);
  assert.is(ghana.malaria.sourceUrl, null, "a news report is no sourceUrl");
  assert.is(ghana.yellowFever.evidence, "supported");
  assert.is(ghana.yellowFever.sourceUrl, null, "a clinical service is no authority either");
  assert.is(ghana.exitRequirements[0].evidence, "confirmed");
});

test("JSON: the deprecated fields claim nothing the content lacks: sourceUrl is the first authority cited or null, reviewed the review's date or null", () => {
  const kenya = readJson(site.outDir, "/en/travel/kenya.json").data;
  assert.is(kenya.yellowFever.sourceUrl, countryList.url);
  assert.is(kenya.malaria.sourceUrl, null, "no source: no address, not the advice body's page");
  assert.is(kenya.reviewed, "2026-10-02");
  const iceland = readJson(site.outDir, "/en/travel/iceland.json").data;
  assert.is(iceland.review.reviewed, null);
  assert.equal(iceland.review.sourcing, "unsourced");
  assert.is(iceland.reviewed, null, "never reviewed: null, not the day of the last change");
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
    assert.ok(malaria.includes(`*${ui[locale].evidence.unsourced}*`), `${locale}: malaria is marked not yet sourced`);
    const ghanaMarkdown = readText(site.outDir, `/${locale}/travel/ghana.md`).replace(/\\/g, "");
    assert.ok(ghanaMarkdown.includes(`*${ui[locale].evidence["secondary-only"]}*`), `${locale}: a fact on secondary sources alone says it is not yet confirmed`);
    assert.ok(ghanaMarkdown.includes(`*${ui[locale].evidence.supported}*`), `${locale}: a fact on a clinical service says it is supported`);
    assert.ok(ghanaMarkdown.includes(`(${ui[locale].referenceKind.secondary})`), `${locale}: each reference says what kind it is`);

    const html = readText(site.outDir, `${siteUrl}/${locale}/travel/ghana/`);
    const exit = html.slice(html.indexOf('id="exit-requirements"'), html.indexOf('id="yellow-fever"'));
    assert.ok(exit.includes(ui[locale].country.exitHeading), `${locale}: exit-requirements section`);
    assert.ok(exit.includes(`href="${polioStatement.url}"`), `${locale}: the exit rule's reference sits next to it`);
    const kenyaHtml = readText(site.outDir, `${siteUrl}/${locale}/travel/kenya/`);
    const yellowFeverHtml = kenyaHtml.slice(kenyaHtml.indexOf('id="yellow-fever"'), kenyaHtml.indexOf('id="malaria"'));
    assert.ok(yellowFeverHtml.includes(`<cite><a href="${countryList.url}" rel="external">`), `${locale}: yellow-fever reference in the HTML`);
    const malariaHtml = kenyaHtml.slice(kenyaHtml.indexOf('id="malaria"'));
    assert.ok(malariaHtml.includes(`<span class="evidence evidence-unsourced">${escapeHtml(ui[locale].evidence.unsourced)}</span>`), `${locale}: malaria marked not yet sourced in the HTML`);
    const ghanaHtml = readText(site.outDir, `${siteUrl}/${locale}/travel/ghana/`);
    assert.ok(ghanaHtml.includes(`<span class="evidence evidence-secondary-only">`), `${locale}: not yet confirmed in the HTML`);
    assert.ok(kenyaHtml.includes(escapeHtml(formatHost(ui[locale].country.copyHostedBy, "1library.net"))), `${locale}: the host of a copy is named`);
  }
});

test.run();
