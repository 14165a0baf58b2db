// The trip planner as the build publishes it: a page and a Markdown explanation in every locale,
// reachable from the header, every country page and the sitemap, with a worked example that the
// same rules compute from the content, and a script whose integrity hash matches its bytes.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, editJson, makeFixture, readText, setUp, siteUrl } from "./helpers.ts";
import { realSite } from "./support/real-site.ts";
import { readScenarios } from "./support/trip-scenarios.ts";
import { planTrip, unknownCountries, type TripData } from "../src/lib/trip/plan.ts";
import { parseTripQuery } from "../src/lib/trip/query.ts";
import { unpackTripData } from "../src/lib/trip/data.ts";

const locales = ["nl", "en", "de", "fr", "es"];
/** The planner's data as the trip page carries it, unpacked as its script does. */
const pageData = (page: string) => unpackTripData(JSON.parse(/<script type="application\/json" id="trip-data">(.*?)<\/script>/s.exec(page)![1]!));
let outDir = "";

setUp(test, async () => {
  const content = makeFixture();
  // Iceland asks a certificate of travellers arriving from a risk country (Ghana and Kenya are
  // endemic in the fixture): the worked example then has a border where the rule applies.
  editJson(path.join(content, "countries/iceland.json"), (c) => {
    c.yellowFever.certificate = { ...c.yellowFever.certificate, requirement: "arriving-from-risk-countries", includesTransit: false, minimumAgeMonths: 9 };
  });
  const result = await build(content);
  assert.is(result.status, 0, result.stderr);
  outDir = result.outDir;
});

test("every locale has /{l}/trip/ with the rules, the script with a matching integrity hash, and its data URL", () => {
  const script = readFileSync(path.join(outDir, "assets/trip.js"));
  const integrity = `sha384-${createHash("sha384").update(script).digest("base64")}`;
  for (const locale of locales) {
    const page = readText(outDir, `/${locale}/trip/`);
    assert.ok(page.includes(`src="/health/assets/trip.js" integrity="${integrity}"`), `${locale}: script tag with SRI`);
    const data = JSON.parse(readText(outDir, `/${locale}/data/trip.json`));
    assert.ok(data.data.countries.length > 0, "the API's file holds the countries the planner reads");
    assert.is(pageData(page).countries.length, data.data.countries.length, "and the page carries them");
    assert.ok(page.includes('class="trip-noscript"'), "explains itself without JavaScript");
  }
});

test("the data the page carries gives every scenario the same plan as trip.json and the full bulk file, in every locale", async () => {
  // trip.json drops what the rules do not read, the page's copy the citations too; a field they
  // start reading that either drops would change a plan here (the bulk file holds every field).
  const site = await realSite();
  const scenarios = readScenarios();
  assert.ok(scenarios.length >= 25, "the clinician's scenario table");
  for (const locale of locales) {
    const bulk = JSON.parse(readFileSync(path.join(site, `${locale}/data/all.json`), "utf8")).data;
    // The bulk file links each drug ({slug, name, url}); the planner's data names it by slug.
    for (const country of bulk.countries) country.malaria.drugs = country.malaria.drugs.map((d: { slug: string }) => d.slug);
    // The planner reads a country's notices, active and ended, as one list.
    for (const country of bulk.countries) country.notices = [...country.notices, ...country.noticeHistory];
    const full = bulk as TripData;
    const planner = JSON.parse(readFileSync(path.join(site, `${locale}/data/trip.json`), "utf8")).data as TripData;
    const carried = pageData(readFileSync(path.join(site, `${locale}/trip/index.html`), "utf8"));
    for (const scenario of scenarios) {
      const parsed = parseTripQuery(new URLSearchParams(scenario.query));
      if (parsed.problems.length > 0 || unknownCountries(full, parsed.itinerary).length > 0) continue;
      const traveller = { ...parsed.traveller, today: scenario.today };
      assert.equal(planTrip(planner, parsed.itinerary, traveller), planTrip(full, parsed.itinerary, traveller), `${locale}: scenario ${scenario.number}`);
      assert.equal(planTrip(carried, parsed.itinerary, traveller), planTrip(full, parsed.itinerary, traveller), `${locale}: scenario ${scenario.number}, the page's copy`);
    }
  }
});

test("a shared plan transfers at most 60 KB compressed on the real content: page (with the planner's data), stylesheet and scripts", async () => {
  // Everything the planner page loads before it shows a plan, as the shipped nginx configuration
  // sends it: the build's compressed copies, gzip for a server without the brotli module (the
  // larger), brotli with it. The country list (names for suggestions) loads only when a stop
  // cannot be read.
  const site = await realSite();
  const size = (file: string) => statSync(path.join(site, file)).size;
  for (const locale of locales) {
    const page = readFileSync(path.join(site, `${locale}/trip/index.html`), "utf8");
    const loaded = [...page.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    const files = [`${locale}/trip/index.html`, ...loaded].map((url: string) => url.replace(/^\//, ""));
    assert.ok(pageData(page).countries.length > 200, `${locale}: the planner's data is in the page`);
    const missing = files.flatMap((file) => [`${file}.gz`, `${file}.br`]).filter((copy) => !existsSync(path.join(site, copy)));
    assert.equal(missing, [], `${locale}: every file the planner loads has its compressed copies`);
    const gzip = Object.fromEntries(files.map((file) => [file, size(`${file}.gz`)]));
    const total = (sizes: Record<string, number>) => Object.values(sizes).reduce((a, b) => a + b, 0);
    const brotli = total(Object.fromEntries(files.map((file) => [file, size(`${file}.br`)])));
    assert.ok(total(gzip) <= 60 * 1024, `${locale}: ${total(gzip)} bytes with gzip ${JSON.stringify(gzip)}`);
    assert.ok(brotli < total(gzip), `${locale}: brotli ${brotli} bytes, gzip ${total(gzip)}`);
  }
});

test("the worked example shows the certificate at the border whose rule the earlier stop triggers, naming that stop", () => {
  const markdown = readText(outDir, "/en/trip.md");
  const iceland = /### Arriving in Iceland[^\n]*\n\n([^#]*)/.exec(markdown)?.[1] ?? "";
  assert.match(iceland, /Yellow-fever certificate required, because you arrive from a country with risk: Ghana \(stay\)/);
  assert.match(markdown, /6 days before you arrive/, "the window is stated where it is used");
  assert.match(markdown, /Countries with only a low potential for exposure count only where the destination.s rule names them/, "'country with risk' is defined");
  const html = readText(outDir, "/en/trip/");
  assert.ok(html.includes("Yellow-fever certificate required, because you arrive from a country with risk: Ghana (stay)"), "HTML and Markdown say the same");
  const open = /\[Open this example in the planner\]\(([^)]+)\)/.exec(markdown)![1]!;
  assert.is(open, `${siteUrl}/en/trip/?stops=ghana:10,iceland:7`);
});

test("the developers' page and its Markdown explain the same computation with the same worked example", () => {
  const sentence = "Yellow-fever certificate required, because you arrive from a country with risk: Ghana (stay)";
  assert.ok(readText(outDir, "/en/developers/").includes(sentence));
  const markdown = readText(outDir, "/en/developers/openapi.md");
  assert.ok(markdown.includes(sentence));
  assert.match(markdown, /yellowFever\.certificate \(requirement, includesTransit, transitMinimumHours, minimumAgeMonths\)/);
});

test("the Markdown is in each locale's language and links the other locales' Markdown", () => {
  assert.match(readText(outDir, "/nl/trip.md"), /^---\n[\s\S]*?\n---\n\n# Reis plannen/);
  assert.match(readText(outDir, "/es/trip.md"), /^---\n[\s\S]*?\n---\n\n# Planificar un viaje/);
  assert.ok(readText(outDir, "/de/trip.md").includes(`(${siteUrl}/fr/trip.md)`));
});

test("reachable: the header of every page, every country page, the sitemap with alternates, and llms.txt", () => {
  for (const locale of locales) {
    assert.ok(readText(outDir, `/${locale}/travel/diseases/`).includes(`href="/health/${locale}/trip/"`), `${locale}: header link`);
    assert.ok(readText(outDir, `/${locale}/travel/kenya/`).includes(`href="/health/${locale}/trip/?add=kenya"`), `${locale}: Add to a trip`);
    assert.ok(readText(outDir, `/${locale}/llms.txt`).includes(`(${siteUrl}/${locale}/trip.md)`));
  }
  const sitemap = readText(outDir, "/sitemap.xml");
  const entry = sitemap.split("<url>").find((u) => u.includes(`<loc>${siteUrl}/es/trip/</loc>`));
  assert.ok(entry, "the Spanish planner is in the sitemap");
  for (const locale of locales) assert.ok(entry!.includes(`hreflang="${locale}" href="${siteUrl}/${locale}/trip/"`));
});

test.run();
