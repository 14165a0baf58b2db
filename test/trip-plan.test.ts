// The trip rules (src/lib/trip/plan.ts): named itineraries on small hand-made data whose rules are
// stated here, and properties over random itineraries.
import fc from "fast-check";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { forThoseNamed, planTrip, unknownCountries, UnknownCountryError, type Itinerary, type TripCountry, type TripData, type Traveller, type VaccineLevel } from "../src/lib/trip/plan.ts";
import { describePlan, type Wording } from "../src/lib/trip/describe.ts";
import { parseTripQuery, tripQuery } from "../src/lib/trip/query.ts";
import { suggestCountries } from "../src/lib/trip/suggest.ts";
import { countryStatements, statementWords } from "../src/lib/site/statements.ts";

// The properties below draw their cases from a fixed seed, so every run checks the same cases.
fc.configureGlobal({ seed: 42 });

type Rule = TripCountry["yellowFever"]["certificate"];
const noRule: Rule = { requirement: "none", includesTransit: false, transitMinimumHours: null, minimumAgeMonths: null, alsoFromCountries: [], fromCountries: [], evidence: "confirmed" };

function country(slug: string, options: Partial<{ risk: TripCountry["yellowFever"]["transmissionRisk"]; rule: Partial<Rule>; vaccines: [string, VaccineLevel][]; malaria: TripCountry["malaria"]["risk"] }> = {}): TripCountry {
  const vaccines = (options.vaccines ?? []).map(([v, level]) => ({ slug: v, name: v, level, live: v === "yellow-fever" || v === "mmr", note: v === "meningococcal-acwy" && level === "entry-requirement" ? "For pilgrims" : null, evidence: "confirmed" as const, fromCountries: [] }));
  const rule = { ...noRule, ...options.rule };
  const endemic = options.risk === "endemic";
  return {
    slug,
    name: slug.toUpperCase(),
    vaccines,
    yellowFever: { transmissionRisk: options.risk ?? "none", whoRecommendation: endemic ? "recommended" : "not-recommended", extent: endemic ? "whole-country" : "none", extentSummary: null, evidence: "confirmed", certificate: rule },
    malaria: { risk: options.malaria ?? "none", extentSummary: null, areas: null, season: null, prevention: null, tablets: options.malaria && options.malaria !== "none" ? "advised" : "not-advised", drugs: [], evidence: "confirmed" },
    exitRequirements: [],
    otherRisks: [],
    notices: [],
  };
}

const data: TripData = {
  countries: [
    country("brazil", { risk: "endemic", vaccines: [["hepatitis-a", "all-travellers"], ["yellow-fever", "some-travellers"], ["rabies", "some-travellers"]], malaria: "moderate" }),
    // Ghana: certificate of all travellers from 9 months.
    country("ghana", { risk: "endemic", rule: { requirement: "all-travellers", minimumAgeMonths: 9 }, vaccines: [["yellow-fever", "entry-requirement"], ["hepatitis-a", "all-travellers"], ["meningococcal-acwy", "some-travellers"]], malaria: "high" }),
    // India: from risk countries, transit included, from 9 months.
    country("india", { rule: { requirement: "arriving-from-risk-countries", includesTransit: true, minimumAgeMonths: 9 }, vaccines: [["hepatitis-a", "all-travellers"], ["typhoid", "all-travellers"]], malaria: "low" }),
    // Thailand: from risk countries, transit does not count.
    country("thailand", { rule: { requirement: "arriving-from-risk-countries", includesTransit: false, minimumAgeMonths: 12 }, vaccines: [["hepatitis-a", "some-travellers"]] }),
    // Sri Lanka: transit counts only when longer than 12 hours.
    country("sri-lanka", { rule: { requirement: "arriving-from-risk-countries", includesTransit: true, transitMinimumHours: 12, minimumAgeMonths: 9 } }),
    country("kenya", { risk: "endemic", vaccines: [["yellow-fever", "some-travellers"], ["hepatitis-a", "all-travellers"]], malaria: "high" }),
    country("tanzania", { risk: "low-potential", rule: { requirement: "arriving-from-risk-countries", includesTransit: true, minimumAgeMonths: 12 } }),
    country("saudi-arabia", { rule: { requirement: "arriving-from-risk-countries", includesTransit: false }, vaccines: [["meningococcal-acwy", "entry-requirement"]] }),
    // Egypt's rule also names low-potential Tanzania.
    { ...country("egypt", { rule: { requirement: "arriving-from-risk-countries", includesTransit: true, transitMinimumHours: 12 } }), yellowFever: { transmissionRisk: "none", whoRecommendation: "not-recommended", extent: "none", extentSummary: null, evidence: "confirmed", certificate: { ...noRule, requirement: "arriving-from-risk-countries", includesTransit: true, transitMinimumHours: 12, alsoFromCountries: [{ slug: "tanzania" }] } } },
    country("netherlands"),
  ],
  vaccines: [
    { slug: "yellow-fever", name: "yellow-fever", live: true, minimumLeadTimeDays: 10 },
    { slug: "rabies", name: "rabies", live: false, minimumLeadTimeDays: 28 },
    { slug: "hepatitis-a", name: "hepatitis-a", live: false, minimumLeadTimeDays: 14 },
    { slug: "typhoid", name: "typhoid", live: false, minimumLeadTimeDays: 14 },
    { slug: "meningococcal-acwy", name: "meningococcal-acwy", live: false, minimumLeadTimeDays: 10 },
    { slug: "mmr", name: "mmr", live: true, minimumLeadTimeDays: null },
  ],
  malariaDrugs: [],
};
const adult: Traveller = { ageMonths: 360, pregnant: false, departure: null };
const stay = (country: string, days: number) => ({ country, kind: "stay" as const, days });
const transit = (country: string, hours: number) => ({ country, kind: "transit" as const, hours });
const addDaysUtc = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const plan = (itinerary: Itinerary, traveller: Traveller = adult) => planTrip(data, itinerary, traveller);
const certificateAt = (p: ReturnType<typeof plan>, index: number) => p.borders[index]!.yellowFeverCertificate;

test("Brazil → Ghana → India: certificates at Ghana (all travellers) and at India (arriving from Ghana)", () => {
  const p = plan({ from: "netherlands", stops: [stay("brazil", 14), stay("ghana", 7), stay("india", 10)] });
  assert.is(certificateAt(p, 0), null, "Brazil asks no certificate");
  assert.is(certificateAt(p, 1)?.rule, "all-travellers");
  assert.is(certificateAt(p, 1)?.status, "required");
  const india = certificateAt(p, 2);
  assert.is(india?.status, "required");
  assert.equal(india?.triggers.map((t) => t.country), ["ghana"], "Ghana, left at India's arrival, is in the window; Brazil (7 days earlier) is not");
});

test("India alone needs no certificate; the same stops in reverse order need none at India", () => {
  assert.is(certificateAt(plan({ from: "netherlands", stops: [stay("india", 10)] }), 0), null);
  const reversed = plan({ from: "netherlands", stops: [stay("india", 10), stay("ghana", 7), stay("brazil", 14)] });
  assert.is(certificateAt(reversed, 0), null);
  assert.ok(reversed.borders[0]!.yellowFeverNotTriggered, "the page can say the rule exists but does not apply");
  assert.is(certificateAt(reversed, 1)?.rule, "all-travellers", "Ghana still asks everyone");
});

test("the 6-day window: a risk stay left 6 days before arrival counts, 7 days before does not", () => {
  const within = plan({ from: null, stops: [stay("kenya", 10), stay("netherlands", 6), stay("india", 5)] });
  assert.is(certificateAt(within, 2)?.triggers[0]?.country, "kenya");
  assert.is(certificateAt(within, 2)?.triggers[0]?.hoursBeforeArrival, 144);
  const outside = plan({ from: null, stops: [stay("kenya", 10), stay("netherlands", 7), stay("india", 5)] });
  assert.is(certificateAt(outside, 2), null);
});

test("the origin counts: a trip starting in a risk country needs the certificate at the first border", () => {
  const p = plan({ from: "kenya", stops: [stay("india", 10)] });
  assert.equal(certificateAt(p, 0)?.triggers, [{ country: "kenya", kind: "origin", hoursBeforeArrival: 0 }]);
});

test("transit rules: India counts a transit, Thailand does not, Sri Lanka only one over 12 hours", () => {
  assert.is(certificateAt(plan({ from: "netherlands", stops: [transit("kenya", 3), stay("india", 5)] }), 1)?.triggers[0]?.kind, "transit");
  assert.is(certificateAt(plan({ from: "netherlands", stops: [transit("kenya", 3), stay("thailand", 5)] }), 1), null);
  assert.is(certificateAt(plan({ from: "netherlands", stops: [transit("kenya", 12), stay("sri-lanka", 5)] }), 1), null);
  assert.is(certificateAt(plan({ from: "netherlands", stops: [transit("kenya", 13), stay("sri-lanka", 5)] }), 1)?.status, "required");
  assert.is(certificateAt(plan({ from: "kenya", stops: [stay("thailand", 5)] }), 0)?.status, "required", "a stay counts for Thailand");
});

test("a low-potential country is not a country with risk", () => {
  assert.is(certificateAt(plan({ from: "tanzania", stops: [stay("india", 5)] }), 0), null);
});

test("a low-potential country counts where the destination's rule names it", () => {
  assert.is(certificateAt(plan({ from: "tanzania", stops: [stay("egypt", 5)] }), 0)?.triggers[0]?.country, "tanzania");
  assert.is(certificateAt(plan({ from: "tanzania", stops: [stay("india", 5)] }), 0), null, "India's rule does not name it");
});

test("minimum age: an infant below it is exempt, with a warning that names the country", () => {
  const p = plan({ from: "kenya", stops: [stay("india", 5)] }, { ageMonths: 6, pregnant: false, departure: null });
  assert.is(certificateAt(p, 0)?.status, "exempt-by-age");
  assert.equal(p.warnings.map((w) => w.kind), ["below-minimum-age"]);
});

test("a transit border with a rule says it applies when leaving the airport, and other entry requirements too", () => {
  const p = plan({ from: "kenya", stops: [transit("india", 4), transit("saudi-arabia", 4), stay("netherlands", 3)] });
  assert.is(certificateAt(p, 0)?.status, "if-leaving-airport");
  // A requirement whose note says whom it is asked of is conditional on that first.
  assert.equal(p.borders[1]!.requiredVaccines.map((v) => [v.vaccine, v.status, v.note]), [["meningococcal-acwy", "for-those-named", "For pilgrims"]]);
});

test("advised vaccines: the strongest level across stays, with each stay that advises it", () => {
  const p = plan({ from: null, stops: [stay("brazil", 10), stay("ghana", 10), transit("kenya", 5)] });
  const yellowFever = p.advisedVaccines.find((v) => v.vaccine === "yellow-fever")!;
  assert.is(yellowFever.level, "entry-requirement");
  assert.equal(yellowFever.stops, [{ country: "brazil", level: "some-travellers" }, { country: "ghana", level: "entry-requirement" }], "a transit advises nothing");
  assert.equal(p.malaria.map((m) => m.country), ["brazil", "ghana"]);
});

test("start date: the longest lead time, or 10 days before the arrival that needs a certificate", () => {
  const departure = "2027-03-01";
  const p = plan({ from: "netherlands", stops: [stay("ghana", 3)] }, { ...adult, departure });
  assert.is(p.startBy.daysBeforeDeparture, 14, "hepatitis A's 14 days beat the certificate's 10");
  assert.equal(p.startBy.minimums[0], { vaccine: "hepatitis-a", days: 14, date: "2027-02-15" });
  assert.is(certificateAt(p, 0)?.vaccinateBy, "2027-02-19");
  const late = plan({ from: "netherlands", stops: [stay("netherlands", 20), stay("ghana", 3)] }, { ...adult, departure });
  assert.is(certificateAt(late, 1)?.vaccinateBy, departure, "arrival on day 20: by the day the trip starts, never during it");
  assert.is(certificateAt(late, 1)?.vaccinateDaysBeforeDeparture, 0);
});

test("pregnancy: every live vaccine the trip advises or a border requires is a warning", () => {
  const p = plan({ from: "brazil", stops: [stay("india", 5)] }, { ...adult, pregnant: true });
  assert.equal(p.warnings.map((w) => (w.kind === "live-vaccine-in-pregnancy" ? w.vaccine : w.kind)), ["yellow-fever", "malaria-in-pregnancy"], "India has malaria risk");
  assert.equal(plan({ from: "brazil", stops: [stay("india", 5)] }).warnings, [], "no warning when not pregnant");
});

test("an unknown slug is an error that names it", () => {
  try {
    plan({ from: null, stops: [stay("atlantis", 3)] });
    assert.unreachable();
  } catch (error) {
    assert.instance(error, UnknownCountryError);
    assert.is((error as UnknownCountryError).slug, "atlantis");
  }
});

test("query: a shared URL round-trips, and bad parts are reported, not guessed", () => {
  const parsed = parseTripQuery(new URLSearchParams("from=netherlands&stops=brazil:14,ghana:t6,india:10&age=30y&pregnant=1&depart=2027-03-01"));
  assert.equal(parsed.problems, []);
  assert.equal(parsed.itinerary.stops, [stay("brazil", 14), transit("ghana", 6), stay("india", 10)]);
  assert.is(parsed.traveller.ageMonths, 360);
  assert.is(tripQuery(parsed.itinerary, parsed.traveller), "from=netherlands&stops=brazil:14,ghana:t6,india:10&age=30y&pregnant=1&depart=2027-03-01");
  const bad = parseTripQuery(new URLSearchParams("stops=Brazil:14,india:0,kenya:5&age=old&depart=2027-02-30"));
  assert.equal(bad.problems.map((p) => p.kind), ["bad-stop", "bad-stop", "bad-age", "bad-date"]);
  assert.equal(bad.itinerary.stops, [stay("kenya", 5)]);
});

// Never mislead: each answer below was wrong or missing before; the words are the English UI
// strings, so what a traveller reads is checked, not only the plan's fields.
const en = JSON.parse(readFileSync(new URL("../content/ui/en.json", import.meta.url), "utf8"));
const wordingOf = (d: TripData): Wording => ({
  strings: en.trip,
  noticeStale: en.notices.stale,
  countryName: (slug) => slug.toUpperCase(),
  vaccineName: (slug) => slug,
  date: (day) => day,
  // The country pages' own statements, from the same function and the English words.
  statements: (slug) => countryStatements(d.countries.find((c) => c.slug === slug)!, statementWords(en), (named) => named.toUpperCase()),
});
const wording = wordingOf(data);
const words = (itinerary: Itinerary, traveller: Traveller = adult, d: TripData = data) => describePlan(planTrip(d, itinerary, traveller), itinerary, traveller, wordingOf(d));

test("one answer: a certificate at India's border makes yellow fever required in the vaccine list, first, naming India and the date", () => {
  const itinerary = { from: "netherlands", stops: [stay("brazil", 14), stay("india", 10)] };
  const p = plan(itinerary, { ...adult, departure: "2027-01-10" });
  assert.is(certificateAt(p, 1)?.status, "required");
  const yellowFever = p.advisedVaccines[0]!;
  assert.is(yellowFever.vaccine, "yellow-fever", "listed first, with the requirements");
  assert.is(yellowFever.level, "entry-requirement");
  assert.equal(yellowFever.requiredAt.map((r) => [r.country, r.status, r.vaccinateBy]), [["india", "required", "2027-01-10"]]);
  const line = words(itinerary, { ...adult, departure: "2027-01-10" }).advised[0]!;
  assert.is(line.severity, "required");
  assert.match(line.text, /^yellow-fever: required: a certificate is asked when arriving in INDIA, be vaccinated by 2027-01-10; BRAZIL: Vaccination recommended$/);
});

test("one answer: Kenya → Tanzania asks the certificate at Tanzania, and the list says so although no stay requires it", () => {
  const p = plan({ from: "kenya", stops: [stay("tanzania", 7)] });
  assert.is(certificateAt(p, 0)?.status, "required");
  assert.equal(p.advisedVaccines.map((v) => [v.vaccine, v.level]), [["yellow-fever", "entry-requirement"]]);
  assert.match(words({ from: "kenya", stops: [stay("tanzania", 7)] }).advised[0]!.text, /required: a certificate is asked when arriving in TANZANIA, be vaccinated before you leave, and at least 10 days before arriving there/);
});

test("dates: a certificate's 'vaccinate by' is never after the trip starts, and never less than 10 days before that border", () => {
  const departure = "2027-01-10";
  const p = plan({ from: "netherlands", stops: [stay("brazil", 14), stay("india", 10)] }, { ...adult, departure });
  assert.is(certificateAt(p, 1)?.vaccinateBy, departure, "not 14 January, a day the traveller is already in Brazil");
  const early = plan({ from: "kenya", stops: [stay("netherlands", 3), stay("india", 10)] }, { ...adult, departure });
  assert.is(certificateAt(early, 1)?.vaccinateBy, "2027-01-03", "arrival on 13 January: 10 days before it");
  fc.assert(
    fc.property(itineraryArb, travellerArb, (itinerary, traveller) => {
      const q = planTrip(data, itinerary, { ...traveller, departure });
      return q.borders.every((b) => {
        const c = b.yellowFeverCertificate;
        if (!c?.vaccinateBy) return true;
        return c.vaccinateBy <= departure && c.vaccinateBy <= addDaysUtc(b.arrivalDate!, -10);
      });
    }),
  );
});

test("dates: the general advice is 4–6 weeks before departure, with each vaccine's minimum beside it", () => {
  const p = plan({ from: "netherlands", stops: [stay("brazil", 14)] }, { ...adult, departure: "2027-03-01" });
  assert.equal(p.startBy.clinic, { earliestWeeks: 6, latestWeeks: 4, from: "2027-01-18", until: "2027-02-01" });
  assert.equal(p.startBy.minimums.map((m) => [m.vaccine, m.days, m.date]), [["rabies", 28, "2027-02-01"], ["hepatitis-a", 14, "2027-02-15"], ["yellow-fever", 10, "2027-02-19"]]);
  const start = words({ from: "netherlands", stops: [stay("brazil", 14)] }, { ...adult, departure: "2027-03-01" }).start.map((l) => l.text);
  assert.equal(start, [
    "See a travel clinic 4–6 weeks before departure: between 2027-01-18 and 2027-02-01. At shorter notice a visit is still worth it.",
    "The least time each vaccination needs before departure: rabies: 28 days (by 2027-02-01); hepatitis-a: 14 days (by 2027-02-15); yellow-fever: 10 days (by 2027-02-19).",
  ]);
});

test("dates: 5 days before departure, time is short: what still helps, what no longer fits, and a certificate that cannot be valid", () => {
  const traveller = { ...adult, departure: "2027-03-06", today: "2027-03-01" };
  const itinerary = { from: "netherlands", stops: [stay("kenya", 3), stay("india", 7)] };
  const p = plan(itinerary, traveller);
  assert.equal(p.startBy.timeShort, {
    daysLeft: 5,
    inTime: [],
    late: [{ vaccine: "yellow-fever", days: 10 }, { vaccine: "hepatitis-a", days: 14 }, { vaccine: "typhoid", days: 14 }],
    certificatesTooLate: [{ stop: 1, country: "india", validFrom: "2027-03-11" }],
  });
  const d = words(itinerary, traveller);
  const start = [...d.urgent, ...d.start].map((l) => l.text).join("\n");
  assert.match(d.urgent[0]!.text, /^Time is short: you leave in 5 days\./, "said first, before the borders");
  assert.match(start, /Still worth doing: see a travel clinic now\. Malaria tablets/);
  assert.match(start, /Not in full time before you leave: yellow-fever \(10 days\), hepatitis-a \(14 days\), typhoid \(14 days\)/);
  assert.not.match(start, /2027-0[12]-/, "no date already past is given as a deadline");
  assert.match(d.borders[1]!.lines.map((l) => l.text).join("\n"), /Too late for a valid certificate: vaccinated today, it is valid only from 2027-03-11, and you arrive on 2027-03-09/);
  assert.match(d.advised[0]!.text, /arriving in INDIA: Too late for a valid certificate/, "the vaccine list gives the same answer");
  assert.is(plan(itinerary, { ...traveller, today: "2027-01-01" }).startBy.timeShort, null, "two months ahead, time is not short");
});

test("an unknown start is unknown: a rule that looks back 6 days says it depends on where the trip starts, never ✓", () => {
  const p = plan({ from: null, stops: [stay("india", 5)] });
  assert.is(p.borders[0]!.yellowFeverDependsOnStart, true);
  assert.is(p.borders[0]!.yellowFeverNotTriggered, false);
  const lines = words({ from: null, stops: [stay("india", 5)] }).borders[0]!.lines;
  assert.equal(lines.map((l) => l.severity), ["unknown", "info"], "the answer, then the rule as the page states it");
  assert.ok(lines[1]!.text.startsWith(`${en.country.certificate}: ${en.yellowFeverCertificate["arriving-from-risk-countries"]}`), lines[1]!.text);
  assert.ok(lines[1]!.text.includes(en.yellowFeverRules.transitAny), "any transit, the source giving no duration, as the page says it");
  assert.match(lines[0]!.text, /^Depends on where the trip starts: INDIA asks a yellow-fever certificate of travellers who were in a country with risk in the 6 days before arriving/);
  assert.is(plan({ from: "netherlands", stops: [stay("india", 5)] }).borders[0]!.yellowFeverNotTriggered, true, "a known start settles it");
  assert.is(plan({ from: null, stops: [stay("netherlands", 7), stay("india", 5)] }).borders[1]!.yellowFeverNotTriggered, true, "an unknown start 7 days back is outside the window");
  fc.assert(
    fc.property(itineraryArb, travellerArb, (itinerary, traveller) =>
      describePlan(planTrip(data, { ...itinerary, from: null }, traveller), { ...itinerary, from: null }, traveller, wording).borders.every(
        (b, i) => i > 0 || !b.lines.some((l) => l.severity === "clear" && /none of your earlier places/.test(l.text)),
      ),
    ),
  );
});

test("unknowns as unknowns: a transit under a rule with no duration gives both readings, never a requirement nor a vaccine to have", () => {
  const itinerary = { from: "netherlands", stops: [transit("kenya", 2), stay("india", 5)] };
  const p = plan(itinerary, { ...adult, departure: "2027-03-01" });
  assert.is(certificateAt(p, 1)?.status, "if-transit-counts");
  assert.equal(certificateAt(p, 1)?.triggers, [{ country: "kenya", kind: "transit", hoursBeforeArrival: 0, unknownTransit: true }]);
  const lines = words(itinerary).borders[1]!.lines;
  assert.is(lines[0]!.severity, "unknown", "neither a requirement nor a tick");
  assert.match(lines[0]!.text, /If your transit in KENYA counts, a yellow-fever certificate is required; if it does not, none is\./);
  assert.not.ok(p.advisedVaccines.some((v) => v.vaccine === "yellow-fever"), "no stay advises it, so the list does not either");
  assert.not.ok(p.startBy.minimums.some((m) => m.vaccine === "yellow-fever"), "nothing scheduled");
  // A breastfeeding mother with a stay that advises the vaccine: its precaution stands, no requirement is added.
  const nursing = planTrip(limited, { from: "netherlands", stops: [stay("brazil", 7), stay("netherlands", 7), transit("kenya", 2), stay("india", 5)] }, { ...adult, breastfeeding: true });
  const yellowFever = nursing.advisedVaccines.find((v) => v.vaccine === "yellow-fever")!;
  assert.is.not(yellowFever.level, "entry-requirement");
  assert.equal(yellowFever.requiredAt, []);
  assert.equal(yellowFever.ifTransitCounts, [{ stop: 3, country: "india", transits: ["kenya"] }]);
  assert.equal(yellowFever.limits.map((l) => `${l.kind}:${l.category}`), ["breastfeeding:precaution"]);
  const list = describePlan(nursing, { from: "netherlands", stops: [] }, { ...adult, breastfeeding: true }, wordingOf(limited)).advised.find((l) => l.text.startsWith("yellow-fever"))!;
  assert.is(list.severity, "advised", "Brazil's advice with its precaution, not a requirement");
  assert.match(list.text, /asked at INDIA's border only if your transit in KENYA counts \(its source gives no duration\)/);
  assert.is(certificateAt(plan({ from: "netherlands", stops: [transit("kenya", 13), stay("sri-lanka", 5)] }), 1)?.triggers[0]?.unknownTransit, undefined, "a rule with a duration is settled");
});

test("a rule as wide as its source: a certificate asked only of arrivals from the countries it names, and an entry requirement likewise", () => {
  const named: TripData = {
    ...data,
    countries: data.countries.map((c) =>
      c.slug === "india"
        ? { ...c, yellowFever: { ...c.yellowFever, certificate: { ...c.yellowFever.certificate, fromCountries: [{ slug: "ghana" }] } } }
        : c.slug === "saudi-arabia"
          ? { ...c, vaccines: c.vaccines.map((v) => ({ ...v, fromCountries: [{ slug: "kenya" }] })) }
          : c,
    ),
  };
  const at = (itinerary: Itinerary, index: number) => planTrip(named, itinerary, adult).borders[index]!;
  assert.is(at({ from: "brazil", stops: [stay("india", 5)] }, 0).yellowFeverNotTriggered, true, "Brazil has risk, but India's rule names only Ghana");
  assert.is(at({ from: "ghana", stops: [stay("india", 5)] }, 0).yellowFeverCertificate?.status, "required");
  const lines = describePlan(planTrip(named, { from: "brazil", stops: [stay("india", 5)] }, adult), { from: "brazil", stops: [stay("india", 5)] }, adult, wordingOf(named)).borders[0]!.lines.map((l) => l.text);
  assert.match(lines.join("\n"), /INDIA asks one only of travellers who were in GHANA in the 6 days before arriving/);
  assert.match(lines.join("\n"), /Required only when arriving from GHANA/, "the rule as the page states it");
  assert.equal(at({ from: "netherlands", stops: [stay("saudi-arabia", 5)] }, 0).requiredVaccines, [], "not arriving from Kenya");
  assert.equal(at({ from: "netherlands", stops: [stay("saudi-arabia", 5)] }, 0).vaccinesNotTriggered.map((v) => v.vaccine), ["meningococcal-acwy"]);
  assert.not.ok(planTrip(named, { from: "netherlands", stops: [stay("saudi-arabia", 5)] }, adult).advisedVaccines.some((v) => v.vaccine === "meningococcal-acwy"), "nor required in the list");
  assert.equal(at({ from: "kenya", stops: [stay("saudi-arabia", 5)] }, 0).requiredVaccines.map((v) => [v.vaccine, v.status]), [["meningococcal-acwy", "required"]]);
  assert.equal(at({ from: null, stops: [stay("saudi-arabia", 5)] }, 0).requiredVaccines.map((v) => v.status), ["depends-on-start"]);
});

test("unknowns as unknowns: a rule without a source says it is not yet confirmed, in the plan's words", () => {
  const unsourced: TripData = { ...data, countries: data.countries.map((c) => (c.slug === "india" ? { ...c, yellowFever: { ...c.yellowFever, certificate: { ...c.yellowFever.certificate, evidence: "secondary-only" } } } : c)) };
  const itinerary = { from: "kenya", stops: [stay("india", 5)] };
  assert.match(words(itinerary, adult, unsourced).borders[0]!.lines[0]!.text, /\(not yet confirmed by an official source\)$/);
  assert.not.match(words(itinerary).borders[0]!.lines[0]!.text, /not yet confirmed/, "a sourced rule is stated plainly");
});

test("a country in its page's words: yellow fever with the page's advice, its extent and its note; the confirmation beside it; recorded as stated", () => {
  const brazil = (yellowFever: Partial<TripCountry["yellowFever"]>, note: string | null = null): TripData => ({
    ...data,
    countries: data.countries.map((c) =>
      c.slug === "brazil" ? { ...c, yellowFever: { ...c.yellowFever, ...yellowFever }, vaccines: c.vaccines.map((v) => (v.slug === "yellow-fever" ? { ...v, note } : v)) } : c,
    ),
  });
  const itinerary = { from: "netherlands", stops: [stay("brazil", 14)] };
  const line = (d: TripData) => words(itinerary, adult, d).advised.find((l) => l.text.startsWith("yellow-fever"))!.text;
  assert.is(line(data), "yellow-fever: BRAZIL: Vaccination recommended", "the page's advice, not only 'advised for some travellers'");
  assert.is(line(brazil({ extent: "some-areas", extentSummary: "not the coast" }, "Not for Rio alone")), "yellow-fever: BRAZIL: Vaccination recommended, in some areas only (not the coast): Not for Rio alone");
  assert.is(line(brazil({ extent: null })), "yellow-fever: BRAZIL: Vaccination recommended (whole country or only some areas: not yet known)");
  assert.is(line(brazil({ whoRecommendation: "generally-not-recommended" })), "yellow-fever: BRAZIL: Vaccination generally not recommended");
  assert.is(line(brazil({ evidence: "secondary-only" })), "yellow-fever: BRAZIL: Vaccination recommended (not yet confirmed by an official source)");
  const stated = words(itinerary).stated.filter((s) => s.country === "brazil");
  assert.equal(stated.map((s) => s.about).sort(), countryStatements(data.countries.find((c) => c.slug === "brazil")!, statementWords(en), (named) => named).map((s) => s.about).sort(), "a stay states everything its page says");
});

test("a plan only of what was asked: unknown slugs are named, a stop without a length gets the default and says so", () => {
  assert.equal(unknownCountries(data, { from: "netherlands", stops: [stay("kenia", 14), stay("brazil", 3), stay("atlantis", 2)] }), ["kenia", "atlantis"]);
  assert.equal(unknownCountries(data, { from: "narnia", stops: [stay("brazil", 3)] }), ["narnia"]);
  const parsed = parseTripQuery(new URLSearchParams("stops=brazil,india:10"));
  assert.equal(parsed.problems, []);
  assert.equal(parsed.itinerary.stops, [stay("brazil", 14), stay("india", 10)]);
  assert.equal(parsed.assumedStays, [0]);
  const names = [
    { slug: "kenya", names: ["kenya", "kenia", "ke", "ken", "republic of kenya"] },
    { slug: "brazil", names: ["brazil", "brazilie", "brasilien", "bresil", "brasil", "br", "bra"] },
  ];
  assert.equal(suggestCountries("kenia", names), ["kenya"]);
  assert.equal(suggestCountries("Brasil", names), ["brazil"]);
  assert.equal(suggestCountries("atlantis", names), []);
});

// Medical limits (the catalog's age bands, pregnancy and breastfeeding categories, drugs' limits):
// hand-made here with their reasons, as the published catalog gives them.
const reason = (text: string) => text;
const limited: TripData = {
  countries: data.countries.map((c) => (c.slug === "kenya" ? { ...c, malaria: { ...c.malaria, drugs: ["atovaquone-proguanil", "doxycycline"] } } : c)),
  vaccines: data.vaccines.map((v) =>
    v.slug === "yellow-fever"
      ? {
          ...v,
          age: { bands: [{ fromMonths: 0, belowMonths: 6, category: "not-given" as const, reason: reason("never under 6 months; reconsider the trip") }, { fromMonths: 6, belowMonths: 9, category: "precaution" as const, reason: reason("6 to 9 months only if travel cannot be avoided") }] },
          pregnancy: { category: "precaution" as const, reason: reason("live vaccine: only if travel cannot be postponed") },
          breastfeeding: { category: "precaution" as const, reason: reason("may reach a baby under 9 months") },
        }
      : v.slug === "hepatitis-a"
        ? { ...v, age: { bands: [{ fromMonths: 0, belowMonths: 12, category: "not-given" as const, reason: reason("not before 12 months") }] }, pregnancy: { category: "no-known-risk" as const, reason: reason("inactivated") } }
        : v.slug === "typhoid"
          ? { ...v, age: { bands: [{ fromMonths: 0, belowMonths: 24, category: "not-given" as const, reason: reason("not before 2 years") }] } }
          : v,
  ),
  malariaDrugs: [
    { slug: "atovaquone-proguanil", name: "Atovaquone-proguanil", minimumWeightKg: { kg: 5, reason: reason("from 5 kg") }, pregnancy: { category: "precaution" as const, reason: reason("not enough data in pregnancy") } },
    { slug: "doxycycline", name: "Doxycycline", age: { bands: [{ fromMonths: 0, belowMonths: 96, category: "not-given" as const, reason: reason("not under 8 years") }] }, pregnancy: { category: "contraindicated" as const, reason: reason("harms the unborn child's teeth and bones") } },
  ],
};
const infant = (months: number): Traveller => ({ ageMonths: months, pregnant: false, departure: null });

test("a 7-month-old to Ghana: no certificate below 9 months, and nowhere a 'required' yellow fever; the vaccine's precaution and hepatitis A's age beside them", () => {
  const itinerary = { from: "netherlands", stops: [stay("ghana", 14)] };
  const p = planTrip(limited, itinerary, infant(7));
  assert.is(certificateAt(p, 0)?.status, "exempt-by-age");
  const yellowFever = p.advisedVaccines.find((v) => v.vaccine === "yellow-fever")!;
  assert.is.not(yellowFever.level, "entry-requirement");
  assert.equal(yellowFever.limits, [{ kind: "age", category: "precaution", reason: "6 to 9 months only if travel cannot be avoided" }]);
  const d = words(itinerary, infant(7), limited);
  const list = d.advised.map((l) => `${l.severity} ${l.text}`).join("\n");
  assert.not.match(list, /Required for entry/, "no red requirement the border does not ask");
  assert.match(list, /advised yellow-fever: no certificate asked in GHANA below 9 months; only with precaution: 6 to 9 months only if travel cannot be avoided/);
  assert.match(list, /info hepatitis-a: .*not given: not before 12 months/);
});

test("a certificate the vaccine cannot meet: under 6 months not given (exemption letter, reconsider the trip); at 7 months a precaution", () => {
  const itinerary = { from: "tanzania", stops: [stay("egypt", 5)] };
  const young = planTrip(limited, itinerary, infant(5));
  assert.is(certificateAt(young, 0)?.status, "required", "Egypt's rule gives no minimum age");
  assert.equal(certificateAt(young, 0)?.vaccineLimits.map((l) => l.category), ["not-given"]);
  const lines = words(itinerary, infant(5), limited).borders[0]!.lines.map((l) => l.text).join("\n");
  assert.match(lines, /The yellow-fever vaccine is not given to this traveller \(never under 6 months; reconsider the trip\)\. A doctor can write an exemption letter, which the International Health Regulations ask borders to take into account; ask whether EGYPT accepts it, or reconsider the trip\./);
  assert.match(words(itinerary, infant(7), limited).borders[0]!.lines.map((l) => l.text).join("\n"), /The yellow-fever vaccine only with precaution \(6 to 9 months only if travel cannot be avoided\)/);
  assert.equal(certificateAt(planTrip(limited, itinerary, infant(30)), 0)?.vaccineLimits, [], "no limit at 30 months");
});

test("pregnant to Kenya: malaria in pregnancy is said, each drug by its category, yellow fever by its own; no bare 'ask a doctor'", () => {
  const itinerary = { from: "netherlands", stops: [stay("kenya", 14)] };
  const traveller = { ...adult, pregnant: true };
  const p = planTrip(limited, itinerary, traveller);
  assert.equal(p.warnings.map((w) => w.kind), ["malaria-in-pregnancy"], "yellow fever's pregnancy category stands beside it, not as a generic live-vaccine warning");
  assert.equal(p.malaria[0]!.drugs.map((d) => [d.slug, d.limits.map((l) => l.category)]), [["atovaquone-proguanil", ["precaution"]], ["doxycycline", ["not-given"]]]);
  const d = words(itinerary, traveller, limited);
  assert.match(d.malaria[0]!.text, /tablets named: Atovaquone-proguanil \(only with precaution: not enough data in pregnancy\), Doxycycline \(not given: harms the unborn child's teeth and bones\)/);
  assert.match(d.urgent[0]!.text, /^Malaria in pregnancy is more dangerous for mother and child: where possible, avoid the areas with malaria risk \(KENYA\)/);
  assert.match(d.advised.find((l) => l.text.startsWith("yellow-fever"))!.text, /only with precaution: live vaccine: only if travel cannot be postponed/);
  assert.not.match(d.advised.find((l) => l.text.startsWith("hepatitis-a"))!.text, /precaution|not given/, "no known risk: no mark");
});

test("a child: a drug's minimum age and weight beside it; typhoid not before 2 years; breastfeeding by its category", () => {
  const itinerary = { from: "netherlands", stops: [stay("kenya", 14), stay("india", 5)] };
  const p = planTrip(limited, itinerary, infant(18));
  assert.equal(p.malaria[0]!.drugs.map((d) => [d.slug, d.limits.map((l) => `${l.kind}:${l.category}`)]), [["atovaquone-proguanil", ["weight:precaution"]], ["doxycycline", ["age:not-given"]]]);
  assert.equal(p.advisedVaccines.find((v) => v.vaccine === "typhoid")!.limits.map((l) => l.reason), ["not before 2 years"]);
  assert.equal(planTrip(limited, itinerary, adult).malaria[0]!.drugs.map((d) => d.limits), [[], []], "an adult: no limit applies");
  const nursing = planTrip(limited, itinerary, { ...adult, breastfeeding: true });
  assert.equal(nursing.advisedVaccines.find((v) => v.vaccine === "yellow-fever")!.limits.map((l) => `${l.kind}:${l.category}`), ["breastfeeding:precaution"]);
  assert.is(parseTripQuery(new URLSearchParams("stops=kenya:3&breastfeeding=1")).traveller.breastfeeding, true);
});

test("pregnant: Zika and hepatitis E where a stay's country names them, each with what to do, first; never where no stay names them", () => {
  const named: TripData = { ...data, countries: data.countries.map((c) => (c.slug === "india" ? { ...c, otherRisks: ["zika", "hepatitis-e", "dengue"].map((slug) => ({ slug, name: slug, note: null })) } : c)) };
  const pregnant = { ...adult, pregnant: true };
  const p = planTrip(named, { from: "netherlands", stops: [stay("india", 10), transit("brazil", 3)] }, pregnant);
  assert.equal(p.warnings.filter((w) => w.kind === "pregnancy-risk").map((w) => (w.kind === "pregnancy-risk" ? [w.disease, w.countries] : [])), [["zika", ["india"]], ["hepatitis-e", ["india"]]]);
  const urgent = words({ from: "netherlands", stops: [stay("india", 10)] }, pregnant, named).urgent.map((l) => l.text).join("\n");
  assert.match(urgent, /Zika \(INDIA\) can harm an unborn child: discuss the trip with a clinician and consider delaying it/);
  assert.match(urgent, /Hepatitis E \(INDIA\) is much more severe late in pregnancy and there is no vaccine for travellers: take particular care with food and drinking water/);
  assert.not.ok(planTrip(named, { from: "netherlands", stops: [transit("india", 3), stay("kenya", 5)] }, pregnant).warnings.some((w) => w.kind === "pregnancy-risk"), "a transit is not a stay");
  assert.not.ok(planTrip(named, { from: "netherlands", stops: [stay("india", 10)] }, adult).warnings.some((w) => w.kind === "pregnancy-risk"), "only in pregnancy");
});

test("outbreak notices: those of each stop that apply on its days, ended ones for a trip in the past, marked when past their review day", () => {
  const notice = (slug: string, reported: string, ended: string | null) => ({ slug, statement: `Outbreak: ${slug}`, advice: "Take care.", reported, confirmed: reported, reviewBy: "2026-03-01", ended });
  const withNotices: TripData = { ...data, countries: data.countries.map((c) => (c.slug === "kenya" ? { ...c, notices: [notice("marburg", "2025-03-13", "2025-03-20"), notice("cholera", "2025-12-01", null)] } : c)) };
  const itinerary = { from: "netherlands", stops: [stay("brazil", 14), stay("kenya", 7)] };
  const shown = (traveller: Traveller) => planTrip(withNotices, itinerary, traveller).notices.map((n) => `${n.country} ${n.slug}`);
  assert.equal(shown({ ...adult, departure: "2025-03-01" }), ["kenya marburg"], "in Kenya from 15 March 2025: the Marburg outbreak, not yet the cholera one");
  assert.equal(shown({ ...adult, departure: "2025-03-10" }), [], "in Kenya from 24 March: Marburg had ended on the 20th");
  assert.equal(shown({ ...adult, departure: "2027-01-10" }), ["kenya cholera"], "a trip ahead: what has not ended");
  assert.equal(shown({ ...adult, departure: null, today: "2025-03-15" }), ["kenya marburg"], "no departure: today's");
  assert.equal(shown({ ...adult, departure: null }), ["kenya cholera"], "no day at all: what has not ended");
  const words = (today: string) => describePlan(planTrip(withNotices, itinerary, { ...adult, departure: "2027-01-10", today }), itinerary, { ...adult, departure: "2027-01-10", today }, wordingOf(withNotices)).notices.map((l) => l.text);
  assert.equal(words("2026-01-15"), ["KENYA: Outbreak: cholera. Take care."]);
  assert.equal(words("2026-06-01"), ["KENYA: Outbreak: cholera (may be out of date: last confirmed on 2025-12-01). Take care."], "past its review day, as the country page says it");
});

// Properties over random itineraries of the countries above.
const slugs = data.countries.map((c) => c.slug);
const stopArb = fc.oneof(
  fc.record({ country: fc.constantFrom(...slugs), kind: fc.constant("stay" as const), days: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ country: fc.constantFrom(...slugs), kind: fc.constant("transit" as const), hours: fc.integer({ min: 1, max: 30 }) }),
);
const itineraryArb = fc.record({ from: fc.option(fc.constantFrom(...slugs), { nil: null }), stops: fc.array(stopArb, { minLength: 1, maxLength: 6 }) });
const travellerArb = fc.record({ ageMonths: fc.option(fc.integer({ min: 0, max: 1200 }), { nil: null }), pregnant: fc.boolean(), departure: fc.constant(null) });

/** Each vaccine the stays advise, at the strongest level a stay gives. */
function stayAdvice(p: ReturnType<typeof plan>): [string, VaccineLevel][] {
  const rank = { "entry-requirement": 0, "all-travellers": 1, "some-travellers": 2 };
  return p.advisedVaccines.filter((v) => v.stops.length).map((v) => [v.vaccine, v.stops.map((s) => s.level).sort((a, b) => rank[a] - rank[b])[0]!]);
}

test("property: adding a stop never removes an advised vaccine nor weakens its level", () => {
  fc.assert(
    fc.property(itineraryArb, stopArb, fc.nat(), travellerArb, (itinerary, extra, at, traveller) => {
      // What the stays advise; a certificate at a border can come or go with the order of stops.
      const before = stayAdvice(planTrip(data, itinerary, traveller));
      const stops = [...itinerary.stops];
      stops.splice(at % (stops.length + 1), 0, extra);
      const after = new Map(stayAdvice(planTrip(data, { ...itinerary, stops }, traveller)));
      const rank = { "entry-requirement": 0, "all-travellers": 1, "some-travellers": 2 };
      return before.every(([vaccine, level]) => after.has(vaccine) && rank[after.get(vaccine)!] <= rank[level]);
    }),
  );
});

test("property: a one-country trip gives that country's own advice", () => {
  fc.assert(
    fc.property(fc.constantFrom(...data.countries), fc.integer({ min: 1, max: 60 }), travellerArb, (c, days, traveller) => {
      // Age unknown: an infant below a rule's minimum age is exempt from that requirement.
      const p = planTrip(data, { from: null, stops: [stay(c.slug, days)] }, { ...traveller, ageMonths: null });
      // A requirement of those its note names is advice for the rest.
      const own = c.vaccines.map((v) => [v.slug, forThoseNamed(v) ? "some-travellers" : v.level]).sort();
      return JSON.stringify(p.advisedVaccines.map((v) => [v.vaccine, v.level]).sort()) === JSON.stringify(own) && p.malaria[0]!.risk === c.malaria.risk;
    }),
  );
});

test("property: order matters only through a rule — advice is the same for any order of the same stays", () => {
  fc.assert(
    fc.property(itineraryArb, travellerArb, (itinerary, traveller) => {
      const key = (i: Itinerary) => JSON.stringify(stayAdvice(planTrip(data, i, traveller)).sort());
      return key(itinerary) === key({ ...itinerary, stops: [...itinerary.stops].reverse() });
    }),
  );
});

test("property: every certificate 'from risk countries' names a trigger that is a risk country within 6 days", () => {
  fc.assert(
    fc.property(itineraryArb, travellerArb, (itinerary, traveller) => {
      const p = planTrip(data, itinerary, traveller);
      return p.borders.every((b) => {
        const c = b.yellowFeverCertificate;
        if (!c || c.rule === "all-travellers") return true;
        return c.triggers.length > 0 && c.triggers.every((t) => (["brazil", "ghana", "kenya"].includes(t.country) || (b.country === "egypt" && t.country === "tanzania")) && t.hoursBeforeArrival <= 144);
      });
    }),
  );
});

test("property: the query string round-trips every valid trip", () => {
  fc.assert(
    fc.property(itineraryArb, travellerArb, fc.option(fc.date({ min: new Date("2020-01-01"), max: new Date("2040-12-31"), noInvalidDate: true }), { nil: null }), (itinerary, traveller, day) => {
      const withDate = { ...traveller, departure: day ? day.toISOString().slice(0, 10) : null };
      const parsed = parseTripQuery(new URLSearchParams(tripQuery(itinerary, withDate)));
      return parsed.problems.length === 0 && JSON.stringify(parsed.itinerary) === JSON.stringify(itinerary) && JSON.stringify(parsed.traveller) === JSON.stringify(withDate);
    }),
  );
});

test.run();
