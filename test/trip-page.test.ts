// The trip planner as the build publishes it: a page and a Markdown explanation in every locale,
// reachable from the header, every country page and the sitemap, with a worked example that the
// same rules compute from the content, and a script whose integrity hash matches its bytes.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, editJson, makeFixture, readText, setUp, siteUrl } from "./helpers.ts";

const locales = ["nl", "en", "de", "fr", "es"];
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
    const config = JSON.parse(/<script type="application\/json" id="trip-config">(.*?)<\/script>/s.exec(page)![1]!);
    assert.is(config.dataUrl, `/health/${locale}/data/all.json`);
    const bulk = JSON.parse(readText(outDir, `/${locale}/data/all.json`));
    assert.ok(bulk.data.countries.length > 0, "the data URL holds the countries the planner reads");
    assert.ok(page.includes('class="trip-noscript"'), "explains itself without JavaScript");
  }
});

test("page weight: the page and its script stay within the stated budget (gzip)", () => {
  // README, "Trip planner": page HTML at most 8 KB and script at most 10 KB compressed; the data
  // (all.json) is the API's own bulk file and is measured in the README, not here.
  const gzipped = (relative: string) => gzipSync(readFileSync(path.join(outDir, relative)), { level: 9 }).length;
  assert.ok(gzipped("en/trip/index.html") <= 8 * 1024, `page: ${gzipped("en/trip/index.html")} bytes`);
  assert.ok(gzipped("assets/trip.js") <= 10 * 1024, `script: ${gzipped("assets/trip.js")} bytes`);
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
