// One derivation: the planner, run over a stay in every country in five locales on the file it
// downloads (trip.json), says about that country exactly what the country page's view model says
// (src/lib/site/statements.ts): every statement, word for word, with the same confirmation state,
// and nothing the page does not say.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import type { UiStrings } from "../src/lib/content/ui-schema.ts";
import { locales } from "../src/lib/locales.ts";
import { buildPages, type CountryPage, type Page, type TripDataPage } from "../src/lib/site/pages.ts";
import { describePlan } from "../src/lib/trip/describe.ts";
import { wordingFor } from "../src/lib/trip/page.ts";
import { planTrip, type TripData } from "../src/lib/trip/plan.ts";
import { repoRoot, setUp } from "./helpers.ts";

let pages: Page[];
let ui: Record<string, UiStrings>;

setUp(test, () => {
  const content = loadContent(path.join(repoRoot, "content"));
  ui = content.ui;
  pages = buildPages(content, "https://example.org");
});

test("a stay in each country: the plan's statements about it are its page's, 0 differences", () => {
  const differences: string[] = [];
  let compared = 0;
  for (const locale of locales) {
    const data = pages.find((p): p is TripDataPage => p.kind === "tripData" && p.locale === locale)!.envelope.data as TripData;
    const wording = wordingFor(ui[locale]!, data);
    for (const page of pages.filter((p): p is CountryPage => p.kind === "country" && p.locale === locale)) {
      const slug = page.envelope.data.slug;
      const itinerary = { from: null, stops: [{ country: slug, kind: "stay" as const, days: 14 }] };
      const traveller = { ageMonths: 360, pregnant: false, departure: null };
      const stated = describePlan(planTrip(data, itinerary, traveller), itinerary, traveller, wording).stated.filter((s) => s.country === slug);
      const key = (s: { about: string; text: string; confirmed: boolean }) => `${s.about} | ${s.text} | ${s.confirmed}`;
      const onPage = new Set(page.statements.map(key));
      const inPlan = new Set(stated.map(key));
      for (const k of onPage) if (!inPlan.has(k)) differences.push(`${locale} ${slug}: the page says, the plan does not: ${k}`);
      for (const k of inPlan) if (!onPage.has(k)) differences.push(`${locale} ${slug}: the plan says, the page does not: ${k}`);
      compared += page.statements.length;
    }
  }
  assert.ok(compared > 233 * 5 * 5, `${compared} statements compared`);
  assert.equal(differences, [], `${differences.length} differences`);
});

test("the statements are what the page shows: the vaccine notes, the yellow-fever advice with its extent, malaria's season, the other risks", () => {
  const kenya = pages.find((p): p is CountryPage => p.kind === "country" && p.locale === "en" && p.envelope.data.slug === "kenya")!;
  const text = (about: string) => kenya.statements.find((s) => s.about === about)?.text ?? "";
  const d = kenya.envelope.data;
  assert.ok(text("vaccine:yellow-fever").endsWith(d.vaccines.find((v) => v.slug === "yellow-fever")!.note!), "the note, which names the areas");
  assert.ok(text("vaccine:yellow-fever").startsWith(ui.en!.yellowFeverRecommendation.recommended), "the page's yellow-fever advice, not only a level");
  assert.ok(text("malaria-season").endsWith(d.malaria.season!));
  const risk = d.otherRisks.find((r) => r.slug === "dengue")!;
  assert.is(text("risk:dengue"), `${risk.name}: ${risk.note}`, "the other risks, as the page lists them");
});

test("Saudi Arabia's pilgrims' requirements (no countries named, the note says who) read as required of those named, on the page's first screen and in the plan", () => {
  const page = pages.find((p): p is CountryPage => p.kind === "country" && p.locale === "en" && p.envelope.data.slug === "saudi-arabia")!;
  const required = page.summary.find((a) => a.topic === "required")!;
  const pilgrims = required.lines.filter((l) => l.vaccines.some((v) => v.slug === "meningococcal-acwy" || v.slug === "polio"));
  assert.is(pilgrims.length, 2);
  for (const l of pilgrims) {
    assert.is(l.severity, "medium", "conditional, as a certificate for arrivals from risk countries is");
    assert.match(l.detail ?? "", /pilgrims/, "who, beside it");
  }
  const data = pages.find((p): p is TripDataPage => p.kind === "tripData" && p.locale === "en")!.envelope.data as TripData;
  const itinerary = { from: "netherlands", stops: [{ country: "saudi-arabia", kind: "stay" as const, days: 10 }] };
  const traveller = { ageMonths: 360, pregnant: false, departure: null };
  const plan = planTrip(data, itinerary, traveller);
  assert.equal(plan.borders[0]!.requiredVaccines.map((v) => [v.vaccine, v.status]), [["meningococcal-acwy", "for-those-named"], ["polio", "for-those-named"]]);
  const words = describePlan(plan, itinerary, traveller, wordingFor(ui.en!, data));
  const lines = [...words.urgent, ...words.borders[0]!.lines, ...words.advised];
  assert.not.ok(lines.some((l) => l.severity === "required" && /Meningococcal|Polio/.test(l.text)), "never required of every traveller");
  assert.ok(words.borders[0]!.lines.some((l) => l.severity === "unknown" && l.text.startsWith(ui.en!.trip.requiredForThoseNamed) && l.text.includes("pilgrims")));
  assert.is.not(plan.advisedVaccines[0]!.vaccine, "meningococcal-acwy", "not leading the list as a requirement");
});

test.run();
