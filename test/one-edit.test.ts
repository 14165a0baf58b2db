// What a one-country edit changes in the output, read as a mirror would: the files that show that
// country, the lists and feeds that name its change, and nothing else. Here Iceland, which the
// country list's first items show; the contract (every locale's OpenAPI document, the schemas)
// does not change with it, since its examples are recorded at the API release
// (src/lib/site/api-examples.ts). The editor runs `npm run generate` after each edit, as the check
// asks (content/derived-dates.ts): a disease profile that lists Iceland changes only when what it
// shows of Iceland (its name) changes, not with every edit of Iceland's file.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { loadContent } from "../src/lib/content/load.ts";
import { staleDerivedDates, writeDerivedDates } from "../src/lib/content/derived-dates.ts";
import { staleApiExamples, writeApiExamples } from "../src/lib/site/api-examples.ts";
import { clearSiteCache, loadSite } from "../src/lib/site/site.ts";
import { currentRelease } from "../src/lib/published/changelog.ts";
import { build, editJson, listFiles, makeFixture, readJson, setUp, siteUrl, type BuildResult } from "./helpers.ts";

let content: string;
let before: BuildResult;
let noteEdit: BuildResult;
let renamed: BuildResult;

/** What `npm run generate` does to content/derived-dates.json and content/api-examples.json. */
const generate = (dir: string) => {
  writeDerivedDates(dir, loadContent(dir));
  clearSiteCache();
  writeApiExamples(dir, loadSite({ siteUrl: "http://localhost:8080", contentDir: dir }));
  clearSiteCache();
};
/** What an editor does after an edit: `npm run generate`, then a build, which must succeed. */
async function generateAndBuild(dir: string): Promise<BuildResult> {
  generate(dir);
  const result = await build(dir);
  assert.is(result.status, 0, result.stderr);
  return result;
}
const contractFiles = (files: string[]) => files.filter((file) => file.startsWith("schemas/") || file.endsWith("/developers/openapi.json"));

setUp(test, async () => {
  content = makeFixture();
  before = await generateAndBuild(content);
  editJson(path.join(content, "countries/iceland.json"), (iceland) => {
    iceland.lastUpdated = "2026-11-01T08:00:00Z";
    iceland.changeNote.en = "Checked again.";
  });
  noteEdit = await generateAndBuild(content);
  // Then a second edit that changes what the disease profiles show of Iceland: its name.
  editJson(path.join(content, "countries/iceland.json"), (iceland) => {
    iceland.lastUpdated = "2026-11-02T08:00:00Z";
    iceland.name.en = "Iceland (Ísland)";
    iceland.changeNote.en = "Name as the country writes it.";
  });
  renamed = await generateAndBuild(content);
});

const changedFiles = (a: BuildResult, b: BuildResult) => listFiles(a.outDir).filter((file) => !readFileSync(path.join(a.outDir, file)).equals(readFileSync(path.join(b.outDir, file))));
const diseaseProfiles = /^en\/travel\/diseases\/[a-z-]+(\.json|\.md|\/index\.html)$/;

test("a one-country edit changes the country's own files, the lists, feeds and indexes that show it, and nothing else", () => {
  const english = changedFiles(before, noteEdit).filter((file) => file.startsWith("en/"));
  // Each changed file, by what makes it change.
  const expected = [
    /^en\/travel\/iceland(\.json|\.md|\/index\.html)$/, // the country itself
    /^en\/travel(\.json|\.md|\/index\.html)$/, // the country list: Iceland's lastUpdated, the list's date
    /^en\/changes(\.json|\.md|\.atom|\/index\.html)$/, // the change feed: Iceland's new note
    /^en\/data\/all(\.json|\.md|\/index\.html)$/, // all data: Iceland's section
    /^en\/llms-full\//, // the full text holds the country's page
    /^en\/trip(\.md|\/index\.html)$/, // the trip planner carries all data
    /^en\/developers(\/openapi\.md|\/index\.html)$/, // the developers' page shows this build's change feed as an example
    /^en\/rules\/yellow-fever(\.md|\/index\.html)$/, // the yellow-fever rules list every country's rule and date
  ];
  const unexplained = english.filter((file) => !expected.some((pattern) => pattern.test(file)));
  assert.equal(unexplained, []);
  assert.ok(english.includes("en/travel/iceland.json"));
  // The disease profiles that list Iceland show only its slug and name: none changed, nor the index of their dates.
  const listingIceland = readJson(before.outDir, "/en/travel/diseases.json").data.filter((d: { slug: string }) =>
    readJson(before.outDir, `/en/travel/diseases/${d.slug}.json`).data.countries.some((c: { slug: string }) => c.slug === "iceland"),
  );
  assert.ok(listingIceland.length > 0, "some profile lists Iceland");
  assert.equal(english.filter((file) => diseaseProfiles.test(file) || file === "en/travel/diseases.json"), []);
  // The contract: the schemas and every locale's OpenAPI document, though its country list example shows Iceland.
  assert.equal(contractFiles(changedFiles(before, noteEdit)), []);
  assert.is(readJson(noteEdit.outDir, "/en/developers/openapi.json").paths["/{locale}/travel.json"].get.responses["200"].content["application/json"].examples.en.value.data[1].slug, "iceland");
  for (const untouched of ["en/travel/kenya.json", "en/travel/ghana.md", "en/data/vaccinations.json", "en/llms.txt", "en/llms-index/countries-africa.txt"]) {
    assert.not.ok(english.includes(untouched), `${untouched} changed`);
  }
});

test("renaming the country changes exactly the disease profiles that show its name, dated by that edit", () => {
  const changed = changedFiles(noteEdit, renamed).filter((file) => diseaseProfiles.test(file));
  // The profiles that list Iceland, and the two whose page maps every country's risk by name.
  const listing = readJson(renamed.outDir, "/en/travel/diseases.json")
    .data.map((d: { slug: string }) => d.slug)
    .filter((slug: string) => ["malaria", "yellow-fever"].includes(slug) || readJson(renamed.outDir, `/en/travel/diseases/${slug}.json`).data.countries.some((c: { slug: string }) => c.slug === "iceland"));
  assert.ok(listing.length < readJson(renamed.outDir, "/en/travel/diseases.json").data.length, "some profile does not show Iceland");
  assert.equal(
    changed.sort(),
    listing.flatMap((slug: string) => [`en/travel/diseases/${slug}.json`, `en/travel/diseases/${slug}.md`, `en/travel/diseases/${slug}/index.html`]).sort(),
  );
  for (const slug of listing) assert.is(readJson(renamed.outDir, `/en/travel/diseases/${slug}.json`).lastUpdated, "2026-11-02T08:00:00Z", slug);
});

test("a vaccine edit changes a country page only when it changes what the page shows of the vaccine (its name), not its schedule", async () => {
  const dir = makeFixture();
  const first = await generateAndBuild(dir);
  // Measles is on every page's routine list, hepatitis A in Kenya's advice: neither page shows a schedule.
  for (const slug of ["measles", "hepatitis-a"]) {
    editJson(path.join(dir, `vaccines/${slug}.json`), (vaccine) => {
      vaccine.lastUpdated = "2026-11-01T08:00:00Z";
      vaccine.schedule.en = `${vaccine.schedule.en} Checked again.`;
    });
  }
  const schedule = await generateAndBuild(dir);
  const countryPages = /^(nl|en|de|fr|es)\/travel\/(?!diseases[./])[a-z-]+(\.json|\.md|\/index\.html)$/;
  assert.ok(changedFiles(first, schedule).includes("en/data/vaccinations.json"), "the catalog shows the schedule");
  assert.equal(changedFiles(first, schedule).filter((file) => countryPages.test(file)), []);
  assert.is(readJson(schedule.outDir, "/en/travel/kenya.json").lastUpdated, readJson(first.outDir, "/en/travel/kenya.json").lastUpdated);

  editJson(path.join(dir, "vaccines/hepatitis-a.json"), (vaccine) => {
    vaccine.lastUpdated = "2026-11-02T08:00:00Z";
    vaccine.name.en = "Hepatitis A vaccine (inactivated)";
  });
  const renamed = await generateAndBuild(dir);
  // Only Kenya names hepatitis A; every locale's page of it changes, since the names of all five are hashed.
  const changed = changedFiles(schedule, renamed).filter((file) => countryPages.test(file));
  assert.equal(changed.sort(), locales.flatMap((l) => [`${l}/travel/kenya.json`, `${l}/travel/kenya.md`, `${l}/travel/kenya/index.html`]).sort());
  assert.is(readJson(renamed.outDir, "/en/travel/kenya.json").lastUpdated, "2026-11-02T08:00:00Z");
  assert.ok(readJson(renamed.outDir, "/en/travel/kenya.json").data.vaccines.some((v: { name: string }) => v.name === "Hepatitis A vaccine (inactivated)"));
});

test("without npm run generate after such an edit, the check warns and names that command", () => {
  const dir = makeFixture();
  generate(dir);
  // Freshly generated, nothing to warn of: the warning below is the edit's, not a warning every time.
  assert.equal(staleDerivedDates(dir, loadContent(dir), (file) => path.basename(file)), []);
  editJson(path.join(dir, "countries/iceland.json"), (iceland) => {
    iceland.lastUpdated = "2026-11-03T08:00:00Z";
    iceland.name.en = "Iceland (renamed)";
  });
  const loaded = loadContent(dir);
  const warnings = staleDerivedDates(dir, loaded, (file) => path.basename(file));
  assert.is(warnings.length, 1);
  assert.match(warnings[0]!.found, /run npm run generate/);
  assert.is(warnings[0]!.file, "derived-dates.json");
});

test("a new API release records the examples anew: the OpenAPI documents then show the edit, never dated before it; until generate runs, the check warns", async () => {
  const record = path.join(content, "api-examples.json");
  editJson(record, (examples) => {
    examples.release = "1.0.0";
  });
  const warnings = staleApiExamples(content, loadContent(content), (file) => path.basename(file));
  assert.is(warnings.length, 1);
  assert.match(warnings[0]!.found, /^1\.0\.0 \(run npm run generate\)$/);
  assert.match(warnings[0]!.expected, new RegExp(currentRelease().version.replaceAll(".", "\\.")));
  generate(content);
  assert.is(readJson(path.dirname(record), "/api-examples.json").release, currentRelease().version);
  const released = await build(content);
  assert.is(released.status, 0, released.stderr);
  const changed = contractFiles(changedFiles(renamed, released));
  assert.equal(changed.sort(), locales.map((locale) => `${locale}/developers/openapi.json`).sort());
  const document = readJson(released.outDir, "/en/developers/openapi.json");
  const shown = document.paths["/{locale}/travel.json"].get.responses["200"].content["application/json"].examples.en.value.data[1];
  assert.equal([shown.name, shown.lastUpdated], ["Iceland (Ísland)", "2026-11-02T08:00:00Z"]);
  // Never dated earlier than a file its examples show.
  const shownDates: string[] = Object.values<any>(document.paths).flatMap((item) => Object.values<any>(item.get.responses["200"].content).flatMap((media) => media.examples?.en?.value?.lastUpdated ?? []));
  // Without dated examples the comparison below would hold for any document.
  assert.ok(shownDates.length > 0, "some example is dated");
  assert.ok(shownDates.every((date) => date <= document["x-lastUpdated"]), `${document["x-lastUpdated"]}: ${shownDates.join(" ")}`);
  // The record carries no site address (generate ran with another one): each deploy writes its own.
  assert.not.match(readFileSync(record, "utf8"), /localhost:8080/);
  assert.is(document.paths["/{locale}/travel.json"].get.responses["200"].content["application/json"].examples.en.value.canonicalUrl, `${siteUrl}/en/travel/`);
});

test("a country's or disease's lastUpdated is the same in its own file, in its list and in the bulk file", () => {
  for (const locale of locales) {
    const read = (url: string) => readJson(noteEdit.outDir, url);
    const all = read(`/${locale}/data/all.json`).data;
    for (const item of read(`/${locale}/travel.json`).data) {
      const own = read(`/${locale}/travel/${item.slug}.json`).lastUpdated;
      assert.is(item.lastUpdated, own, `${locale} ${item.slug}: country list`);
      assert.is(all.countries.find((c: { slug: string }) => c.slug === item.slug).lastUpdated, own, `${locale} ${item.slug}: all.json`);
    }
    for (const item of read(`/${locale}/travel/diseases.json`).data) {
      const own = read(`/${locale}/travel/diseases/${item.slug}.json`).lastUpdated;
      assert.is(item.lastUpdated, own, `${locale} ${item.slug}: disease index`);
      assert.is(all.diseases.find((d: { slug: string }) => d.slug === item.slug).lastUpdated, own, `${locale} ${item.slug}: all.json`);
    }
  }
});

test.run();
