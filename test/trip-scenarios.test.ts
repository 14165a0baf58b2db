// The clinician's scenarios (docs/trip-scenarios.md), row by row through the planner on the real
// content, in five locales: each row's checks on the plan, and in every locale the same answers
// (the same lines with the same severities, no placeholder left, the unknowns said in that
// locale's words). The table is the test's input, so a row cannot drift from what is tested.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import type { UiStrings } from "../src/lib/content/ui-schema.ts";
import { locales, type Locale } from "../src/lib/locales.ts";
import { buildPages, type CountryListPage, type CountryPage, type TripDataPage } from "../src/lib/site/pages.ts";
import { describePlan, type PlanDescription } from "../src/lib/trip/describe.ts";
import { wordingFor } from "../src/lib/trip/page.ts";
import { planTrip, unknownCountries, type TripData, type TripPlan } from "../src/lib/trip/plan.ts";
import { parseTripQuery, type ParsedTrip } from "../src/lib/trip/query.ts";
import { suggestCountries } from "../src/lib/trip/suggest.ts";
import { repoRoot, setUp } from "./helpers.ts";
import { readScenarios } from "./support/trip-scenarios.ts";

let data: Record<Locale, TripData>;
let ui: Record<Locale, UiStrings>;
let countryPages: CountryPage[];
let countryList: Record<Locale, CountryListPage>;
const scenarios = readScenarios();

setUp(test, () => {
  const content = loadContent(path.join(repoRoot, "content"));
  ui = content.ui as Record<Locale, UiStrings>;
  const pages = buildPages(content, "https://example.org");
  // The file the planner downloads, as the browser reads it.
  data = Object.fromEntries(locales.map((l) => [l, pages.find((p): p is TripDataPage => p.kind === "tripData" && p.locale === l)!.envelope.data])) as unknown as Record<Locale, TripData>;
  countryPages = pages.filter((p): p is CountryPage => p.kind === "country");
  countryList = Object.fromEntries(locales.map((l) => [l, pages.find((p): p is CountryListPage => p.kind === "countryList" && p.locale === l)!])) as Record<Locale, CountryListPage>;
});

/** Checks only a browser can make (the phone's first screen, an edited form): the page test runs them. */
const browserOnly = new Set(["phone-first", "stale-on-edit", "print-states-traveller"]);

test("the table holds at least 25 scenarios, each with a check and a source", () => {
  assert.ok(scenarios.length >= 25, `${scenarios.length} scenarios`);
  assert.equal(
    scenarios.map((s) => s.number),
    scenarios.map((_, i) => i + 1),
    "numbered in order",
  );
  for (const s of scenarios) assert.ok(s.checks.length > 0 && s.source.length > 10 && s.says.length > 10, `row ${s.number}`);
});

const certificateStatus = (plan: TripPlan, country: string): string => {
  const border = plan.borders.find((b) => b.country === country);
  if (!border) throw new Error(`no border ${country}`);
  if (border.yellowFeverCertificate) return border.yellowFeverCertificate.status;
  if (border.yellowFeverDependsOnStart) return "depends-on-start";
  if (border.yellowFeverNotTriggered) return "not-triggered";
  return "none";
};

/** Runs one check of a row against the plan and its English words; throws what differs. */
function check(spec: string, plan: TripPlan, parsed: ParsedTrip, words: PlanDescription, locale: Locale): void {
  const [, key, at, value] = /^([a-z-]+)(?:@([a-z-]+))?(?:=(.+))?$/.exec(spec) ?? [];
  const t = ui[locale].trip;
  const borderLines = (country: string) =>
    words.borders
      .find((b) => b.country === country)!
      .lines.map((l) => l.text)
      .join("\n");
  switch (key) {
    case "cert":
      assert.is(certificateStatus(plan, at!), value, spec);
      if (value === "depends-on-start") {
        const lines = words.borders.find((b) => b.country === at)!.lines;
        assert.ok(lines.some((l) => l.severity === "unknown") && !lines.some((l) => l.severity === "clear"), `${spec}: said as unknown, never a tick`);
      }
      return;
    case "first":
      assert.is(plan.advisedVaccines[0]?.vaccine, value, spec);
      assert.is(words.advised[0]?.severity, "required", `${spec}: marked required in the list`);
      for (const border of plan.advisedVaccines[0]!.requiredAt) {
        const name = data[locale].countries.find((c) => c.slug === border.country)!.name;
        assert.ok(words.advised[0]!.text.includes(name), `${spec}: the list names ${name}`);
      }
      return;
    case "level":
      assert.is(plan.advisedVaccines.find((v) => v.vaccine === at)?.level, value, spec);
      return;
    case "by":
      assert.is(plan.borders.find((b) => b.country === at)?.yellowFeverCertificate?.vaccinateBy, value, spec);
      return;
    case "both-readings": {
      // A transit under a rule with no duration: both readings said, neither made a requirement.
      const certificate = plan.borders.find((b) => b.country === at)?.yellowFeverCertificate;
      assert.is(certificate?.status, "if-transit-counts", spec);
      const trigger = certificate!.triggers.find((tr) => tr.unknownTransit)!;
      const nameOf = (slug: string) => data[locale].countries.find((c) => c.slug === slug)!.name;
      const said = t.certIfTransitCounts.replaceAll("{country}", nameOf(at!)).replaceAll("{transit}", nameOf(trigger.country));
      assert.ok(borderLines(at!).includes(said), `${spec}: "${said}"`);
      assert.not.ok(plan.advisedVaccines.some((v) => v.requiredAt.some((r) => r.country === at)), `${spec}: never required in the list`);
      return;
    }
    case "unconfirmed":
      assert.ok(borderLines(at!).includes(t.unconfirmed), `${spec}: "${t.unconfirmed}" at the border`);
      return;
    case "clinic": {
      const [from, until] = value!.split("..");
      assert.equal([plan.startBy.clinic.from, plan.startBy.clinic.until], [from, until], spec);
      return;
    }
    case "short":
      assert.is(plan.startBy.timeShort?.daysLeft, Number(value), spec);
      assert.is(words.urgent[0]!.severity, "required", `${spec}: said first`);
      assert.is(words.urgent[0]!.text, t.timeShort.replace("{days}", value!), `${spec}: said first`);
      return;
    case "too-late":
      assert.ok(plan.startBy.timeShort?.certificatesTooLate.some((c) => c.country === at), spec);
      return;
    case "default":
      assert.is(parsed.assumedStays.length, Number(value), spec);
      return;
    case "warn": {
      const [kind, about, disease] = value!.split(":");
      const subject = (w: TripPlan["warnings"][number]) => (w.kind === "live-vaccine-in-pregnancy" ? [w.vaccine] : w.kind === "below-minimum-age" ? [w.country] : w.countries);
      assert.ok(plan.warnings.some((w) => w.kind === kind && subject(w).includes(about!) && (disease === undefined || (w.kind === "pregnancy-risk" && w.disease === disease))), spec);
      return;
    }
    case "leads": {
      // The first line of the plan, before the borders, is this warning or "time is short".
      const first = words.urgent[0]?.text ?? "";
      const key = value === "short" ? "timeShort" : value === "malaria-in-pregnancy" ? "warnMalariaPregnancy" : value === "zika" ? "warnZikaPregnancy" : value!;
      const template = t[key as keyof typeof t] ?? key;
      assert.ok(first.startsWith(template.split("{")[0]!), `${spec}: the plan starts with "${template}", not "${first}"`);
      return;
    }
    case "page": {
      // The plan says what the country's page says, word for word (the page's view model).
      const page = countryPages.find((p) => p.locale === locale && p.envelope.data.slug === at)!;
      const statement = page.statements.find((s) => s.about === value);
      assert.ok(statement, `${spec}: the page states it`);
      const lines = [...words.urgent, ...words.borders.flatMap((b) => b.lines), ...words.leaving, ...words.advised, ...words.malaria, ...words.risks].map((l) => l.text);
      assert.ok(lines.some((line) => line.includes(statement!.text)), `${spec}: "${statement!.text}" in the plan`);
      return;
    }
    case "not-scheduled": {
      // A vaccine not given at this age is never in "when to start".
      const start = [...words.urgent, ...words.start].map((l) => l.text).join("\n");
      const name = data[locale].vaccines.find((v) => v.slug === value)!.name;
      assert.ok(plan.advisedVaccines.find((v) => v.vaccine === value)?.limits.some((l) => l.category === "not-given"), `${spec}: not given at this age`);
      assert.not.ok(plan.startBy.minimums.some((m) => m.vaccine === value) || start.includes(name), `${spec}: "${name}" not scheduled`);
      return;
    }
    case "early": {
      const index = plan.advisedVaccines.findIndex((v) => v.vaccine === value && v.early);
      assert.ok(index !== -1, spec);
      assert.ok(plan.startBy.minimums.some((m) => m.vaccine === value), `${spec}: scheduled`);
      return;
    }
    case "traveller": {
      // The plan states whose it is: each part of the traveller, in the locale's words.
      for (const part of value!.split(",")) {
        const expected = part === "pregnant" ? t.pregnant : part === "breastfeeding" ? t.breastfeeding : /^\d+m$/.test(part) ? `${part.slice(0, -1)} ${t.months}` : /^\d+y$/.test(part) ? `${part.slice(0, -1)} ${t.years}` : part;
        assert.ok(words.traveller.includes(expected), `${spec}: "${expected}" in "${words.traveller}"`);
      }
      return;
    }
    case "for-those-named": {
      // Asked only of those its note names: said as an unknown with the note, never as "required".
      assert.is(plan.borders.find((b) => b.country === at)?.requiredVaccines.find((v) => v.vaccine === value)?.status, "for-those-named", spec);
      const name = data[locale].vaccines.find((v) => v.slug === value)!.name;
      const line = words.borders.find((b) => b.country === at)!.lines.find((l) => l.text.includes(name))!;
      assert.equal([line.severity, line.text.startsWith(t.requiredForThoseNamed)], ["unknown", true], `${spec}: "${line.text}"`);
      return;
    }
    case "notice": {
      const index = plan.notices.findIndex((n) => n.country === at && n.slug === value);
      assert.ok(index !== -1, spec);
      assert.ok(words.notices[index]!.text.includes(plan.notices[index]!.statement), `${spec}: in its country page's words`);
      return;
    }
    case "required":
      assert.ok(plan.borders.find((b) => b.country === at)?.requiredVaccines.some((v) => v.vaccine === value), spec);
      return;
    case "limit": {
      const vaccine = plan.advisedVaccines.find((v) => v.vaccine === at)!;
      const limit = vaccine.limits.find((l) => l.category === value);
      assert.ok(limit, spec);
      const line = words.advised[plan.advisedVaccines.indexOf(vaccine)]!.text;
      assert.ok(line.includes(limit!.reason), `${spec}: the reason beside it, "${limit!.reason}"`);
      return;
    }
    case "drug": {
      const stop = plan.malaria.findIndex((m) => m.drugs.some((d) => d.slug === at && d.limits.some((l) => l.category === value)));
      assert.ok(stop !== -1, spec);
      const limit = plan.malaria[stop]!.drugs.find((d) => d.slug === at)!.limits.find((l) => l.category === value)!;
      assert.ok(words.malaria[stop]!.text.includes(limit.reason), `${spec}: the reason beside it`);
      return;
    }
    case "cert-vaccine": {
      const limits = plan.borders.find((b) => b.country === at)?.yellowFeverCertificate?.vaccineLimits ?? [];
      assert.ok(limits.some((l) => l.category === value), spec);
      return;
    }
    case "leaving": {
      const index = plan.leaving.findIndex((x) => x.country === at && x.vaccine === value);
      assert.ok(index !== -1, spec);
      assert.ok(words.leaving[index]!.text.includes(plan.leaving[index]!.appliesTo), `${spec}: says who`);
      assert.not.ok(plan.borders.find((b) => b.country === at)!.requiredVaccines.some((v) => v.vaccine === value), `${spec}: never an entry rule`);
      return;
    }
    case "not-required": {
      const index = plan.advisedVaccines.findIndex((v) => v.vaccine === value);
      if (index === -1) return;
      assert.is.not(plan.advisedVaccines[index]!.level, "entry-requirement", spec);
      assert.is.not(words.advised[index]!.severity, "required", spec);
      return;
    }
    default:
      if (browserOnly.has(key!)) return;
      throw new Error(`unknown check "${spec}"`);
  }
}

for (const scenario of scenarios) {
  test(`scenario ${scenario.number}: ${scenario.says}`, () => {
    const parsed = parseTripQuery(new URLSearchParams(scenario.query));
    assert.equal(parsed.problems, [], "the link reads");
    const traveller = { ...parsed.traveller, today: scenario.today };
    const unknown = scenario.checks.find((c) => c.startsWith("unknown="));
    if (unknown) {
      for (const locale of locales) {
        assert.equal(unknownCountries(data[locale], parsed.itinerary), [unknown.slice("unknown=".length)], `${locale}: named, nothing planned`);
        // What the reader may have meant, in every locale's search.
        for (const spec of scenario.checks.filter((c) => c.startsWith("suggest@"))) {
          const [, typed, slug] = /^suggest@([a-z-]+)=([a-z-]+)$/.exec(spec)!;
          const rows = countryList[locale].destinations.map((d) => ({ slug: d.slug, names: d.searchNames }));
          assert.is(suggestCountries(typed!, rows)[0], slug, `${locale}: ${spec}`);
        }
      }
      return;
    }
    const english = planTrip(data.en, parsed.itinerary, traveller);
    const shape = (d: PlanDescription) =>
      JSON.stringify([d.urgent.map((l) => l.severity), d.notices.map((l) => l.severity), d.borders.map((b) => b.lines.map((l) => l.severity)), d.leaving.map((l) => l.severity), d.advised.map((l) => l.severity), d.malaria.map((l) => l.severity), d.risks.map((l) => l.severity), d.start.map((l) => l.severity)]);
    const wordsIn = (locale: Locale) => describePlan(planTrip(data[locale], parsed.itinerary, traveller), parsed.itinerary, traveller, wordingFor(ui[locale], data[locale]));
    const englishShape = shape(wordsIn("en"));
    for (const locale of locales) {
      const plan = planTrip(data[locale], parsed.itinerary, traveller);
      const words = describePlan(plan, parsed.itinerary, traveller, wordingFor(ui[locale], data[locale]));
      for (const spec of scenario.checks) check(spec, plan, parsed, words, locale);
      const all = [words.route, words.traveller, ...words.urgent, ...words.notices, ...words.borders.flatMap((b) => [b.heading, b.when, ...b.lines.map((l) => l.text)]), ...words.leaving, ...words.advised, ...words.malaria, ...words.risks, ...words.start].map((x) => (typeof x === "string" ? x : x.text));
      assert.not.ok(all.some((text) => /\{\w+\}/.test(text)), `${locale}: no placeholder left`);
      assert.is(shape(words), englishShape, `${locale}: the same answers as in English`);
      assert.equal(JSON.stringify(plan.borders.map((b) => certificateStatus(plan, b.country))), JSON.stringify(english.borders.map((b) => certificateStatus(english, b.country))), `${locale}: same certificates`);
    }
  });
}

test.run();
