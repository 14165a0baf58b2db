// A reader test: fixed questions asked of the Markdown alone, as a language model would
// answer them, starting at the locale's llms.txt and following at most two linked files. Each
// answer must come from a rule stated in the Markdown (the certificate line, the definition of
// "a country with risk" and its list, the malaria lines, the catalog), so a missing definition or
// link fails the test. The answers are checked against the fixture's own design and against the
// trip planner applied to the JSON of the same build. The questions live here, not in the content.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { planTrip, type Stop } from "../src/lib/trip/plan.ts";
import { build, editJson, makeFixture, readJson, readText, repoRoot, siteUrl, setUp } from "./helpers.ts";

let outDir: string;
const locale = "en";
const ui = JSON.parse(readFileSync(path.join(repoRoot, "content/ui/en.json"), "utf8"));

setUp(test, async () => {
  // The fixture's countries, set up so the questions have known answers: Ghana has endemic risk;
  // Kenya low potential; Iceland asks for a certificate from countries with risk, counting an
  // airport transit only beyond 12 hours; Atlantis (a copy of Iceland) asks for it also from
  // travellers coming from Kenya, as its source names it, and counts no transit.
  const content = makeFixture();
  const file = (slug: string) => path.join(content, "countries", `${slug}.json`);
  editJson(file("kenya"), (c) => {
    c.yellowFever.transmissionRisk = "low-potential";
  });
  editJson(file("iceland"), (c) => {
    c.yellowFever.certificate = { ...c.yellowFever.certificate, requirement: "arriving-from-risk-countries", includesTransit: true, transitMinimumHours: 12, minimumAgeMonths: 9 };
  });
  const atlantis = JSON.parse(readFileSync(file("iceland"), "utf8"));
  atlantis.slug = "atlantis";
  // One file per destination: the copy needs a code of its own (Greenland's, for the map).
  atlantis.isoCode = "GL";
  atlantis.name = { nl: "Atlantis", en: "Atlantis", de: "Atlantis", fr: "Atlantide", es: "Atlántida" };
  atlantis.yellowFever.certificate = { ...atlantis.yellowFever.certificate, includesTransit: false, transitMinimumHours: null, alsoFromCountries: ["kenya"] };
  writeFileSync(file("atlantis"), JSON.stringify(atlantis, null, 2));
  const result = await build(content);
  assert.is(result.status, 0, result.stderr);
  outDir = result.outDir;
});

/** Reads Markdown as a model would: by URL, counting the files it opens after the index. */
class Reader {
  opened: string[] = [];
  readonly limit: number;
  constructor(limit = 2) {
    this.limit = limit;
  }
  index(): string {
    return readText(outDir, `${siteUrl}/${locale}/llms.txt`);
  }
  open(url: string): string {
    this.opened.push(url);
    assert.ok(this.opened.length <= this.limit, `answered within ${this.limit} files: ${this.opened.join(", ")}`);
    return readText(outDir, url);
  }
}

const unescape = (text: string) => text.replace(/\\(.)/g, "$1");
const links = (text: string) => [...text.matchAll(/\[((?:[^\]\\]|\\.)*)\]\((\S+?)\)/g)].map((m) => ({ text: unescape(m[1]!), url: m[2]! }));
/** The lines of the `## heading` section. */
function section(text: string, heading: string): string[] {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => unescape(l) === `## ${heading}`);
  assert.ok(start >= 0, `a section "${heading}"`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith("## "));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}
/** The value of a `- label: value` line. */
function fact(lines: string[], label: string): string {
  const line = lines.map(unescape).find((l) => l.startsWith(`- ${label}: `));
  assert.ok(line, `a line "${label}"`);
  return line!.slice(label.length + 4);
}
/** A UI template as a pattern whose placeholders capture. */
const pattern = (template: string) => new RegExp(template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, "(?<$1>.+?)"));

function countryPage(reader: Reader, name: string): string {
  const entry = links(reader.index()).find((l) => l.text.startsWith(`${name}:`) && l.url.endsWith(".md"));
  assert.ok(entry, `llms.txt links ${name}`);
  return reader.open(entry!.url);
}

/** "Do I need a yellow-fever certificate to enter {destination} after {stop}?", from Markdown alone. */
function certificateNeeded(destination: string, previous: { country: string; transitHours?: number }): boolean {
  const reader = new Reader();
  const yellowFever = section(countryPage(reader, destination), ui.country.yellowFeverHeading);
  const certificate = fact(yellowFever, ui.country.certificate);
  if (certificate.startsWith(ui.yellowFeverCertificate.none)) return false;
  if (certificate.startsWith(ui.yellowFeverCertificate["all-travellers"])) return true;
  assert.ok(certificate.startsWith(ui.yellowFeverCertificate["arriving-from-risk-countries"]), certificate);
  if (previous.transitHours !== undefined) {
    if (certificate.includes(ui.yellowFeverRules.transitNot)) return false;
    const hours = pattern(ui.yellowFeverRules.transitHours).exec(certificate)?.groups?.hours;
    if (hours !== undefined && previous.transitHours <= Number(hours)) return false;
    assert.ok(hours !== undefined || certificate.includes(ui.yellowFeverRules.transitAny), `the certificate line says which transits count: ${certificate}`);
  }
  // What "a country with risk" means for this rule, and the list it links.
  const meaningLine = yellowFever.find((l) => unescape(l).startsWith(`- ${ui.yellowFeverRules.meaningLabel}: `));
  assert.ok(meaningLine, "the yellow-fever section defines a country with risk");
  const named = pattern(ui.yellowFeverRules.meaningWhoPlus.split("{list}")[0]!).exec(unescape(meaningLine!))?.groups?.named;
  if (named?.split(", ").includes(previous.country)) return true;
  const list = links(meaningLine!).find((l) => l.text === ui.yellowFeverRules.title);
  assert.ok(list, "the definition links the list of countries with risk");
  const risk = links(section(reader.open(list!.url), ui.yellowFeverRules.riskHeading).join("\n")).map((l) => l.text);
  return risk.includes(previous.country);
}

/** The same question, answered by the trip planner from the JSON of the same build. */
function plannerSays(destination: string, previous: { country: string; transitHours?: number }): boolean {
  const data = readJson(outDir, `/${locale}/data/all.json`).data;
  const slug = (name: string) => data.countries.find((c: { name: string }) => c.name === name).slug;
  const before: Stop = previous.transitHours === undefined ? { country: slug(previous.country), kind: "stay", days: 3 } : { country: slug(previous.country), kind: "transit", hours: previous.transitHours };
  const plan = planTrip(data, { from: null, stops: [before, { country: slug(destination), kind: "stay", days: 7 }] }, { ageMonths: 360, pregnant: false, departure: null });
  return plan.borders[1]!.yellowFeverCertificate?.status === "required";
}

test("certificate after a route: the rule, what a country with risk means for it and the list answer it", () => {
  const cases: [string, { country: string; transitHours?: number }, boolean][] = [
    ["Iceland", { country: "Ghana" }, true], // endemic: on the list
    ["Iceland", { country: "Kenya" }, false], // low potential: not counted by a rule that follows WHO's list
    ["Atlantis", { country: "Kenya" }, true], // named by Atlantis's own rule
    ["Iceland", { country: "Ghana", transitHours: 10 }, false], // transit not longer than 12 hours
    ["Iceland", { country: "Ghana", transitHours: 14 }, true],
    ["Atlantis", { country: "Ghana", transitHours: 14 }, false], // Atlantis counts no transit
    ["Ghana", { country: "Kenya" }, true], // every traveller
  ];
  for (const [destination, previous, expected] of cases) {
    const question = `${destination} after ${previous.transitHours === undefined ? "a stay" : `a ${previous.transitHours}-hour transit`} in ${previous.country}`;
    assert.is(certificateNeeded(destination, previous), expected, question);
    assert.is(plannerSays(destination, previous), expected, `${question} (trip planner)`);
  }
});

test("certificate validity: the certificate line says from how many days after vaccination it is valid", () => {
  const reader = new Reader(1);
  const certificate = fact(section(countryPage(reader, "Iceland"), ui.country.yellowFeverHeading), ui.country.certificate);
  assert.is(Number(pattern(ui.yellowFeverRules.validity).exec(certificate)?.groups?.days), 10);
});

test("malaria tablets for a region: the country's malaria lines name the areas, the advice and the drugs", () => {
  const reader = new Reader(1);
  const malaria = section(countryPage(reader, "Kenya"), ui.country.malariaHeading);
  const expected = readJson(outDir, `/${locale}/travel/kenya.json`).data.malaria;
  assert.is(fact(malaria, ui.country.areas), expected.areas);
  assert.is(fact(malaria, ui.country.tablets), ui.malariaTablets[expected.tablets]);
  // Each advised drug is named with its limits beside it, linked to its own file, under a link to the drug list.
  assert.equal(links(fact(malaria, ui.country.drugs)).map((l) => l.text), [ui.malariaDrugs.countryLink]);
  const drugs = readJson(outDir, `/${locale}/data/malaria-drugs.json`).data;
  for (const { slug } of expected.drugs) {
    const drug = drugs.find((d: { slug: string }) => d.slug === slug);
    assert.ok(malaria.map(unescape).some((l) => l.startsWith(`  - **[${drug.name}](${siteUrl}/${locale}/data/malaria-drugs/${slug}.md)**: `) && l.includes(ui.limits.pregnancy)), `${slug} with its limits`);
  }
});

test("which vaccines are live: the catalog, linked from llms.txt, says it for each vaccine", () => {
  const reader = new Reader(1);
  const catalogLink = links(reader.index()).find((l) => l.text === ui.catalog.title);
  assert.ok(catalogLink, "llms.txt links the catalog");
  const sections = reader
    .open(catalogLink!.url)
    .split(/^## /m)
    .slice(1)
    .filter((s) => !s.startsWith(ui.site.otherLanguages));
  const live = sections.filter((s) => fact(s.split("\n"), ui.catalog.live).startsWith(ui.catalog.liveYes)).map((s) => unescape(s.split("\n")[0]!));
  const expected = readJson(outDir, `/${locale}/data/vaccinations.json`).data.filter((v: { live: boolean }) => v.live).map((v: { name: string }) => v.name);
  assert.equal(live.sort(), expected.sort());
  assert.ok(expected.length > 0 && expected.length < sections.length, "the fixture has live and non-live vaccines");
});

test.run();
