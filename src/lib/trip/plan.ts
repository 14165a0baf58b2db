// The trip rules, once: given an itinerary and a traveller, which certificates each
// border asks for and why, which vaccines the trip advises, malaria per stop, when to start and
// what to watch out for. Pure and dependency-free, so the build (worked examples, Markdown) and
// the browser (the trip page, bundled with esbuild) run the same code on the same published data
// (`/{locale}/data/trip.json`).
//
// The rules, as the International Health Regulations (2005) and the WHO country list state them:
// - a certificate "for travellers arriving from countries with risk of yellow-fever transmission"
//   is asked at a border when the traveller was in such a country in the 6 days before arriving
//   (the incubation period; the window Timatic also asks for);
// - a country with risk is one whose `transmissionRisk` is `endemic` or `transitional`; a
//   `low-potential` country is not on WHO's list of countries with risk and does not count, unless
//   the destination's rule names it (`certificate.alsoFromCountries`, e.g. Egypt's rule names
//   Eritrea, Rwanda, Somalia, Tanzania and Zambia);
// - an airport transit counts only where the destination's rule `includesTransit`, and, where the
//   rule gives `transitMinimumHours`, only a transit longer than that;
// - the certificate is valid from 10 days after vaccination (IHR Annex 7), so the vaccine must be
//   given at least 10 days before the arrival that needs it, and never later than the day the
//   trip starts (the plan is for what can be done before leaving home);
// - a rule that names the countries it applies to (`certificate.fromCountries`) is asked only of
//   travellers arriving from those, whatever WHO's list says (Colombia's names Angola, Brazil, the
//   Democratic Republic of the Congo and Uganda); the same for a vaccine entry requirement, asked
//   only of travellers arriving from the countries it names (the place just before that border);
// - where a rule includes transit but its source gives no duration (`transitMinimumHours: null`),
//   the plan does not choose a reading: it states what follows from each ("if your transit counts:
//   certificate; if not: none") and turns neither into a requirement or a vaccine to have.
import { compareCodePoints } from "../order.ts";
import { isNotYetConfirmed } from "../evidence.ts";
import type { TripDataPublished } from "../published/schemas.ts";
import { noticesOn } from "../site/notices.ts";

export const yellowFeverWindowHours = 6 * 24;
export const certificateValidAfterDays = 10;

/** When to see a travel clinic, as a national advice body words it: "Ideally, you should see a
 * health care provider at least 4–6 weeks before your international trip", and "Even if you are
 * leaving soon, a quick visit to a travel medicine provider can help". Read 2026-11-25. */
export const clinicAdvice = {
  earliestWeeks: 6,
  latestWeeks: 4,
  source: { publisher: "CDC", title: "Last-Minute Travelers", url: "https://wwwnc.cdc.gov/travel/page/last-minute-travelers", consulted: "2026-11-25" },
} as const;

/** A country as the rules read it: as /{locale}/data/trip.json publishes it (src/lib/trip/data.ts). */
export type TripCountry = TripDataPublished["countries"][number];
export type VaccineLevel = TripCountry["vaccines"][number]["level"];
export type Notice = TripCountry["notices"][number];

/** Medical limits as the catalog publishes them, without their citations (the trip page leaves
 * them out: src/lib/trip/data.ts), and absent where the data has none yet. */
export interface MedicalLimits {
  age?: { bands: readonly { fromMonths: number; belowMonths: number | null; category: "not-given" | "precaution"; reason: string }[] };
  pregnancy?: { category: "contraindicated" | "precaution" | "no-known-risk"; reason: string };
  breastfeeding?: { category: "contraindicated" | "precaution" | "no-known-risk"; reason: string };
}

/** The fields of a vaccine that the rules read (`data.vaccines[]` of /{locale}/data/trip.json). */
export interface TripVaccine extends MedicalLimits {
  slug: string;
  name: string;
  live: boolean;
  minimumLeadTimeDays: number | null;
}

/** A published malaria drug (`data.malariaDrugs[]`), with its limits. */
export interface TripDrug extends MedicalLimits {
  slug: string;
  name: string;
  minimumWeightKg?: { kg: number; reason: string } | null;
}

export interface TripData {
  countries: readonly TripCountry[];
  vaccines: readonly TripVaccine[];
  malariaDrugs: readonly TripDrug[];
}

/** A limit that applies to this traveller, with the catalog's one-line reason. */
export interface Limit {
  kind: "age" | "weight" | "pregnancy" | "breastfeeding";
  category: "not-given" | "precaution";
  reason: string;
}

/** Below this age a drug's minimum weight is stated beside it: the plan does not know the weight. */
const weightMattersBelowMonths = 12 * 12;

/** The limits of a vaccine or drug for this traveller: by age, weight (children), pregnancy, breastfeeding. */
export function limitsFor(item: MedicalLimits & { minimumWeightKg?: TripDrug["minimumWeightKg"] }, traveller: Traveller): Limit[] {
  const limits: Limit[] = [];
  const age = traveller.ageMonths;
  if (age !== null && item.age) {
    const band = item.age.bands.find((b) => age >= b.fromMonths && (b.belowMonths === null || age < b.belowMonths));
    if (band) limits.push({ kind: "age", category: band.category, reason: band.reason });
  }
  if (age !== null && age < weightMattersBelowMonths && item.minimumWeightKg) limits.push({ kind: "weight", category: "precaution", reason: item.minimumWeightKg.reason });
  const category = (c: "contraindicated" | "precaution") => (c === "contraindicated" ? "not-given" : "precaution");
  if (traveller.pregnant && item.pregnancy && item.pregnancy.category !== "no-known-risk") limits.push({ kind: "pregnancy", category: category(item.pregnancy.category), reason: item.pregnancy.reason });
  if (traveller.breastfeeding && item.breastfeeding && item.breastfeeding.category !== "no-known-risk") limits.push({ kind: "breastfeeding", category: category(item.breastfeeding.category), reason: item.breastfeeding.reason });
  return limits;
}

export type Stop = { country: string; kind: "stay"; days: number } | { country: string; kind: "transit"; hours: number };

export interface Itinerary {
  /** Where the trip starts (the traveller was there until departure), or null if not given. */
  from: string | null;
  stops: Stop[];
}

export interface Traveller {
  ageMonths: number | null;
  pregnant: boolean;
  breastfeeding?: boolean;
  /** Departure day, YYYY-MM-DD, or null: then dates are given as days before departure. */
  departure: string | null;
  /** Today, YYYY-MM-DD, so a date already past can say that time is short; absent or null: not known. */
  today?: string | null;
}

/** The earlier place that makes a "from risk countries" rule apply at a border. */
export interface Trigger {
  country: string;
  /** "origin" is where the trip starts; else the stop's kind. */
  kind: "origin" | "stay" | "transit";
  /** Hours between leaving that place and arriving at the border. */
  hoursBeforeArrival: number;
  /** A transit under a rule whose source gives no duration: it counts in one reading, not in the other. */
  unknownTransit?: true;
}

export type CertificateStatus =
  /** Required at this border. */
  | "required"
  /** Below the rule's minimum age. */
  | "exempt-by-age"
  /** The border is an airport transit: the rule applies if the traveller passes immigration. */
  | "if-leaving-airport"
  /** Only an earlier transit could trigger the rule, and its source gives no duration: required if
   *  that transit counts, not if it does not. Never a requirement nor a reason to vaccinate. */
  | "if-transit-counts";

export interface CertificateAtBorder {
  rule: Exclude<TripCountry["yellowFever"]["certificate"]["requirement"], "none">;
  status: CertificateStatus;
  /** Why a "from risk countries" rule applies: the earliest-listed place in the window. */
  triggers: Trigger[];
  minimumAgeMonths: number | null;
  /** Latest day to be vaccinated for this arrival (YYYY-MM-DD), when the departure is known. */
  vaccinateBy: string | null;
  /** The same, in days before departure (0 or more). */
  vaccinateDaysBeforeDeparture: number;
  /** false: the rule is not yet confirmed by an official source (its citations are null). */
  sourced: boolean;
  /** The yellow-fever vaccine's limits for this traveller: what a required certificate then means. */
  vaccineLimits: Limit[];
}

export interface RequiredVaccineAtBorder {
  vaccine: string;
  name: string;
  /** Who the requirement applies to, as the country's advice says (e.g. pilgrims only), or null. */
  note: string | null;
  /** depends-on-start: the requirement names countries and the trip's start, the place arrived from, is not given;
   *  for-those-named: its note names whom it is asked of (Hajj pilgrims), which the plan cannot know. */
  status: "required" | "if-leaving-airport" | "depends-on-start" | "for-those-named";
}

export interface Border {
  /** Index of the stop in the itinerary. */
  stop: number;
  country: string;
  kind: Stop["kind"];
  /** Hours after departure at which the traveller arrives. */
  arrivalHours: number;
  arrivalDate: string | null;
  yellowFeverCertificate: CertificateAtBorder | null;
  /** A rule "from risk countries" exists here but no place in the window triggers it. */
  yellowFeverNotTriggered: boolean;
  /** The same rule, no known place triggers it, but the trip's start is unknown and within the
   * window: whether a certificate is asked depends on where the trip starts. */
  yellowFeverDependsOnStart: boolean;
  /** The countries the certificate rule names as the only ones it is asked after (empty: WHO's list). */
  yellowFeverFromCountries: string[];
  /** Entry requirements that name the countries they apply to, none of which this traveller arrives from. */
  vaccinesNotTriggered: { vaccine: string; name: string; fromCountries: string[] }[];
  requiredVaccines: RequiredVaccineAtBorder[];
}

export interface AdvisingStay {
  country: string;
  level: VaccineLevel;
}

export interface AdvisedVaccine {
  vaccine: string;
  name: string;
  /** The strongest level across the stays that advise it. */
  level: VaccineLevel;
  live: boolean;
  minimumLeadTimeDays: number | null;
  /** Each stay that advises it, with its own level and, for yellow fever, where in the country
   * the advice holds when that is only some areas or not known. */
  stops: AdvisingStay[];
  /** Borders whose certificate rule applies to this trip (yellow fever only): the vaccine is then
   * required, by the date each border sets. */
  requiredAt: { stop: number; country: string; status: "required" | "if-leaving-airport"; vaccinateBy: string | null; vaccinateDaysBeforeDeparture: number }[];
  /** Borders that ask for it only if an earlier transit counts, which their rule's source leaves open (yellow fever only). */
  ifTransitCounts?: { stop: number; country: string; transits: string[] }[];
  /** Stays whose certificate rule asks for it, but not at this traveller's age (yellow fever only). */
  exemptAt: { country: string; minimumAgeMonths: number }[];
  /** Its limits for this traveller (age, pregnancy, breastfeeding), each with the reason. */
  limits: Limit[];
  /** An early dose for an infant before travel (earlyDose), not advised by a country: from which
   *  age the catalogue gives it, and below which age it counts as early. */
  early?: { fromMonths: number; belowMonths: number };
}

export interface MalariaAtStop {
  stop: number;
  country: string;
  risk: TripCountry["malaria"]["risk"];
  tablets: "advised" | "consider" | "not-advised" | null;
  areas: string | null;
  prevention: string | null;
  /** The drugs the country's advice names, each with its limits for this traveller. */
  drugs: { slug: string; name: string; limits: Limit[] }[];
}

export type Warning =
  | { kind: "live-vaccine-in-pregnancy"; vaccine: string; name: string }
  | { kind: "below-minimum-age"; country: string; minimumAgeMonths: number }
  | { kind: "malaria-in-pregnancy"; countries: string[] }
  /** An infection that is graver in pregnancy, where a stay's country names it (pregnancyRisks). */
  | { kind: "pregnancy-risk"; disease: PregnancyRisk; countries: string[] };

/** Infections that are graver in pregnancy, and what to do, as the cited bodies say it:
 * - Zika: "Women who are pregnant should discuss their travel plans with their health care
 *   provider and consider delaying travel to any area where locally acquired Zika infection is
 *   occurring" (WHO, 12 February 2016, as Reuters reported it:
 *   http://in.reuters.com/article/health-zika-who-travel-idINL8N15R2V2); the virus also spreads
 *   through sex (the site's Zika profile).
 * - Hepatitis E: "during the third trimester of pregnancy, hepatitis E takes a much more severe
 *   form, with a case-fatality rate reaching 20% or higher"; "Travellers should follow the general
 *   conditions for avoiding potentially contaminated food and drinking-water" (WHO, International
 *   travel and health, Hepatitis E: http://www.who.int/ith/diseases/hepatitisE/en/).
 * The plan names them only where a stay's country names the disease among its risks. */
export const pregnancyRisks = ["zika", "hepatitis-e"] as const;
export type PregnancyRisk = (typeof pregnancyRisks)[number];

/** An early measles (MMR) dose for infants: "Infants 6–11 months of age should get 1 early dose of
 * MMR vaccine before international travel" (CDC, MMR vaccine for international travel, flyer,
 * as the catalogue's MMR entry cites it). From what age the catalogue's age bands say; below 12
 * months it is early and does not count towards the routine doses. */
export const earlyDose = { vaccine: "mmr", belowMonths: 12 } as const;

export interface StartBy {
  /** Days before departure by which to start, from lead times and the 10-day certificate rule. */
  daysBeforeDeparture: number;
  /** The general advice (clinicAdvice): see a clinic between these days, when the departure is known. */
  clinic: { earliestWeeks: number; latestWeeks: number; from: string | null; until: string | null };
  /** Each vaccine's own minimum before departure (a lead time, or a certificate's 10 days before
   *  the border that asks it), longest first, beside the general advice. */
  minimums: { vaccine: string; days: number; date: string | null; border?: number }[];
  /** When today is past the general advice's latest day: what still helps and what cannot be done in time. */
  timeShort: TimeShort | null;
}

export interface TimeShort {
  daysLeft: number;
  /** Vaccines whose minimum still fits before departure. */
  inTime: string[];
  /** Vaccines whose minimum no longer fits: a dose may still help in part, a clinic can say. */
  late: { vaccine: string; days: number }[];
  /** Borders whose certificate cannot be valid on arrival any more (valid only from validFrom). */
  certificatesTooLate: { stop: number; country: string; validFrom: string }[];
}

/** A requirement on leaving a stay's country: never an entry rule. */
export interface Leaving {
  stop: number;
  country: string;
  vaccine: string;
  name: string;
  appliesTo: string;
}

export interface TripPlan {
  /** The outbreak notices of each stop that apply on its days (without a departure: today's, else those not ended). */
  notices: (Notice & { stop: number; country: string })[];
  borders: Border[];
  leaving: Leaving[];
  advisedVaccines: AdvisedVaccine[];
  malaria: MalariaAtStop[];
  startBy: StartBy;
  warnings: Warning[];
}

/** The slugs of an itinerary that the data does not know, in the order given (from first). */
export function unknownCountries(data: TripData, itinerary: Itinerary): string[] {
  const known = new Set(data.countries.map((c) => c.slug));
  const slugs = [itinerary.from, ...itinerary.stops.map((s) => s.country)].filter((slug): slug is string => slug !== null && !known.has(slug));
  return [...new Set(slugs)];
}

/** Days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export class UnknownCountryError extends Error {
  readonly slug: string;
  constructor(slug: string) {
    super(`Unknown country slug "${slug}"`);
    this.slug = slug;
  }
}

const levelRank: Record<VaccineLevel, number> = { "entry-requirement": 0, "all-travellers": 1, "some-travellers": 2 };

export function isYellowFeverRiskCountry(country: { yellowFever: Pick<TripCountry["yellowFever"], "transmissionRisk"> }): boolean {
  const risk = country.yellowFever.transmissionRisk;
  return risk === "endemic" || risk === "transitional";
}

function stopHours(stop: Stop): number {
  return stop.kind === "stay" ? stop.days * 24 : stop.hours;
}

/** YYYY-MM-DD plus whole days, in UTC so time zones cannot shift the day. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Is an earlier place one the destination's rule counts: WHO-listed risk, or named by the rule? */
function countsForRule(certificate: TripCountry["yellowFever"]["certificate"], place: TripCountry): boolean {
  const only = certificate.fromCountries;
  if (only.length) return only.some((c) => c.slug === place.slug);
  return isYellowFeverRiskCountry(place) || certificate.alsoFromCountries.some((c) => c.slug === place.slug);
}

/** An entry requirement (other than the certificate) that names no countries but whose note says whom it is asked of. */
export const forThoseNamed = (v: TripCountry["vaccines"][number]) => v.level === "entry-requirement" && v.slug !== "yellow-fever" && !v.fromCountries.length && v.note !== null;

/** Does an earlier transit count for this destination's rule? */
function transitCounts(certificate: TripCountry["yellowFever"]["certificate"], hours: number): boolean {
  if (!certificate.includesTransit) return false;
  const minimum = certificate.transitMinimumHours ?? null;
  return minimum === null || hours > minimum;
}

export function planTrip(data: TripData, itinerary: Itinerary, traveller: Traveller): TripPlan {
  const countryBySlug = new Map(data.countries.map((c) => [c.slug, c]));
  const vaccineBySlug = new Map(data.vaccines.map((v) => [v.slug, v]));
  const drugBySlug = new Map(data.malariaDrugs.map((d) => [d.slug, d]));
  const country = (slug: string) => {
    const found = countryBySlug.get(slug);
    if (!found) throw new UnknownCountryError(slug);
    return found;
  };
  const origin = itinerary.from === null ? null : country(itinerary.from);
  const stops = itinerary.stops.map((stop) => ({ stop, country: country(stop.country) }));

  // Arrival and departure in hours after the trip starts. Travel time between places is not
  // known and taken as zero: that can only widen the 6-day window, never miss a border's rule.
  const times: { arrival: number; leave: number }[] = [];
  let clock = 0;
  for (const { stop } of stops) {
    times.push({ arrival: clock, leave: clock + stopHours(stop) });
    clock += stopHours(stop);
  }
  const dateAt = (hours: number) => (traveller.departure ? addDays(traveller.departure, Math.floor(hours / 24)) : null);

  const warnings: Warning[] = [];
  const borders: Border[] = stops.map(({ stop, country: here }, index) => {
    const arrival = times[index]!.arrival;
    const certificate = here.yellowFever.certificate;
    let yellowFeverCertificate: CertificateAtBorder | null = null;
    let yellowFeverNotTriggered = false;
    let yellowFeverDependsOnStart = false;

    if (certificate.requirement !== "none") {
      const triggers: Trigger[] = [];
      if (certificate.requirement === "arriving-from-risk-countries") {
        // Earlier places, nearest first; the origin was left at hour 0.
        const earlier: { country: TripCountry; kind: Trigger["kind"]; hours: number; leave: number }[] = [];
        for (let j = index - 1; j >= 0; j--) {
          const previous = stops[j]!;
          earlier.push({ country: previous.country, kind: previous.stop.kind, hours: stopHours(previous.stop), leave: times[j]!.leave });
        }
        if (origin) earlier.push({ country: origin, kind: "origin", hours: Infinity, leave: 0 });
        for (const place of earlier) {
          const gap = arrival - place.leave;
          if (gap > yellowFeverWindowHours) break;
          if (place.country.slug === here.slug || !countsForRule(certificate, place.country)) continue;
          if (place.kind === "transit" && !transitCounts(certificate, place.hours)) continue;
          const unknown = place.kind === "transit" && certificate.transitMinimumHours === null;
          triggers.push({ country: place.country.slug, kind: place.kind, hoursBeforeArrival: gap, ...(unknown ? { unknownTransit: true as const } : {}) });
        }
      }
      // A place that surely counts settles it; transits of unknown weight matter only without one.
      const sure = triggers.filter((t) => !t.unknownTransit);
      const onlyIfTransitCounts = certificate.requirement !== "all-travellers" && sure.length === 0 && triggers.length > 0;
      if (!onlyIfTransitCounts && sure.length) triggers.splice(0, triggers.length, ...sure);
      const applies = certificate.requirement === "all-travellers" || triggers.length > 0;
      // Without a starting place, a rule that looks back 6 days cannot be settled while the start
      // is inside that window: say that it depends, never that it does not apply.
      yellowFeverDependsOnStart = !applies && origin === null && arrival <= yellowFeverWindowHours;
      yellowFeverNotTriggered = !applies && !yellowFeverDependsOnStart;
      if (applies) {
        const minimum = certificate.minimumAgeMonths;
        const tooYoung = traveller.ageMonths !== null && minimum !== null && traveller.ageMonths < minimum;
        if (tooYoung && !onlyIfTransitCounts) warnings.push({ kind: "below-minimum-age", country: here.slug, minimumAgeMonths: minimum });
        // At least 10 days before this arrival, and never after the trip starts.
        const daysIn = Math.floor(arrival / 24);
        const vaccinateDaysBeforeDeparture = Math.max(0, certificateValidAfterDays - daysIn);
        yellowFeverCertificate = {
          rule: certificate.requirement,
          status: tooYoung ? "exempt-by-age" : onlyIfTransitCounts ? "if-transit-counts" : stop.kind === "transit" ? "if-leaving-airport" : "required",
          triggers,
          minimumAgeMonths: minimum,
          vaccinateBy: traveller.departure ? addDays(traveller.departure, -vaccinateDaysBeforeDeparture) : null,
          vaccinateDaysBeforeDeparture,
          sourced: !isNotYetConfirmed(certificate.evidence),
          vaccineLimits: tooYoung ? [] : limitsFor(vaccineBySlug.get("yellow-fever") ?? {}, traveller),
        };
      }
    }

    // Other entry requirements (the yellow-fever vaccine is covered by the certificate rule). One
    // that names countries is asked of travellers arriving from one of them: the place just before.
    const arrivingFrom = index > 0 ? stops[index - 1]!.country.slug : (origin?.slug ?? null);
    const requiredVaccines: RequiredVaccineAtBorder[] = [];
    const vaccinesNotTriggered: Border["vaccinesNotTriggered"] = [];
    for (const v of here.vaccines) {
      if (v.level !== "entry-requirement" || v.slug === "yellow-fever") continue;
      const named = v.fromCountries.map((c) => c.slug);
      if (named.length && arrivingFrom !== null && !named.includes(arrivingFrom)) {
        vaccinesNotTriggered.push({ vaccine: v.slug, name: v.name, fromCountries: named });
        continue;
      }
      requiredVaccines.push({
        vaccine: v.slug,
        name: v.name,
        note: v.note,
        status: named.length && arrivingFrom === null ? "depends-on-start" : forThoseNamed(v) ? "for-those-named" : stop.kind === "transit" ? "if-leaving-airport" : "required",
      });
    }

    return {
      stop: index,
      country: here.slug,
      kind: stop.kind,
      arrivalHours: arrival,
      arrivalDate: dateAt(arrival),
      yellowFeverCertificate,
      yellowFeverNotTriggered,
      yellowFeverDependsOnStart,
      yellowFeverFromCountries: certificate.fromCountries.map((c) => c.slug),
      requiredVaccines,
      vaccinesNotTriggered,
    };
  });

  // Advice comes from the stays: an airport transit is not a stay in the country.
  const advised = new Map<string, AdvisedVaccine>();
  /** The vaccine's entry in the list, created at `level` the first time it is named. */
  const entryOf = (slug: string, level: VaccineLevel): AdvisedVaccine => {
    const vaccine = vaccineBySlug.get(slug);
    if (!advised.has(slug)) advised.set(slug, { vaccine: slug, name: vaccine?.name ?? slug, level, live: vaccine?.live ?? true, minimumLeadTimeDays: vaccine?.minimumLeadTimeDays ?? null, stops: [], requiredAt: [], exemptAt: [], limits: [] });
    return advised.get(slug)!;
  };
  const exemptAt: AdvisedVaccine["exemptAt"] = [];
  stops.forEach(({ stop, country: here }, index) => {
    if (stop.kind !== "stay") return;
    for (const entry of here.vaccines) {
      // An entry requirement asked only of arrivals from other countries: the border says so.
      if (borders[index]!.vaccinesNotTriggered.some((v) => v.vaccine === entry.slug)) continue;
      // A requirement of those its note names is advice for the rest: never listed as required of all.
      const level = forThoseNamed(entry) ? "some-travellers" : entry.level;
      const stay: AdvisingStay = { country: here.slug, level };
      // A certificate this traveller is too young for is not a requirement: the border says so,
      // and the vaccine keeps only what other stays advise, with its age limit beside it.
      const certificate = borders[index]!.yellowFeverCertificate;
      if (entry.slug === "yellow-fever" && entry.level === "entry-requirement" && certificate?.status === "exempt-by-age") {
        exemptAt.push({ country: here.slug, minimumAgeMonths: certificate.minimumAgeMonths ?? 0 });
        continue;
      }
      const known = entryOf(entry.slug, level);
      if (!known.stops.some((s) => s.country === here.slug)) {
        known.stops.push(stay);
        if (levelRank[level] < levelRank[known.level]) known.level = level;
      }
    }
  });
  // Yellow fever as the borders make it, also when no stay advises it.
  const yellowFeverEntry = () => entryOf("yellow-fever", "some-travellers");
  // One answer per question: where a border's certificate rule applies, the yellow-fever vaccine
  // is required for this trip, whatever the stays advise, naming that border and its date.
  for (const border of borders) {
    const c = border.yellowFeverCertificate;
    if (!c || c.status === "exempt-by-age") continue;
    // A reading, not an answer: said beside the advice of a stay, never made into one.
    if (c.status === "if-transit-counts") {
      const known = advised.get("yellow-fever");
      if (known) (known.ifTransitCounts ??= []).push({ stop: border.stop, country: border.country, transits: c.triggers.map((t) => t.country) });
      continue;
    }
    const entry = yellowFeverEntry();
    if (c.status === "required") entry.level = "entry-requirement";
    entry.requiredAt.push({ stop: border.stop, country: border.country, status: c.status, vaccinateBy: c.vaccinateBy, vaccinateDaysBeforeDeparture: c.vaccinateDaysBeforeDeparture });
  }
  for (const exempt of exemptAt) yellowFeverEntry().exemptAt.push(exempt);
  // An infant old enough for an early MMR dose by the catalogue's bands, and young enough for it to be early.
  const mmr = vaccineBySlug.get(earlyDose.vaccine);
  const age = traveller.ageMonths;
  if (mmr && age !== null && age < earlyDose.belowMonths && stops.some(({ stop }) => stop.kind === "stay") && !advised.has(mmr.slug)) {
    const notGivenNow = limitsFor(mmr, traveller).some((l) => l.kind === "age" && l.category === "not-given");
    if (!notGivenNow) {
      const fromMonths = Math.max(0, ...(mmr.age?.bands ?? []).filter((b) => b.category === "not-given" && b.fromMonths === 0).map((b) => b.belowMonths ?? 0));
      entryOf(mmr.slug, "all-travellers").early = { fromMonths, belowMonths: earlyDose.belowMonths };
    }
  }
  for (const entry of advised.values()) entry.limits = limitsFor(vaccineBySlug.get(entry.vaccine) ?? {}, traveller);
  const advisedVaccines = [...advised.values()].sort((a, b) => levelRank[a.level] - levelRank[b.level] || compareCodePoints(a.vaccine, b.vaccine));

  const malaria: MalariaAtStop[] = stops.flatMap(({ stop, country: here }, index) =>
    stop.kind === "stay"
      ? [
          {
            stop: index,
            country: here.slug,
            risk: here.malaria.risk,
            tablets: here.malaria.tablets,
            areas: here.malaria.areas,
            prevention: here.malaria.prevention,
            drugs: here.malaria.drugs.flatMap((slug) => {
              const drug = drugBySlug.get(slug);
              return drug ? [{ slug, name: drug.name, limits: limitsFor(drug, traveller) }] : [];
            }),
          },
        ]
      : [],
  );

  // Start: the longest lead time of an advised vaccine, or the 10 days before the first arrival
  // that needs a yellow-fever certificate, whichever is earlier.
  // One reason per vaccine, its longest; a border's certificate date names that border.
  type Reason = { vaccine: string; days: number; border?: number };
  const longest = new Map<string, Reason>();
  const consider = (reason: Reason) => {
    const known = longest.get(reason.vaccine);
    if (!known || reason.days > known.days || (reason.days === known.days && reason.border !== undefined && known.border === undefined)) longest.set(reason.vaccine, reason);
  };
  // A vaccine not given at this traveller's age (or in pregnancy) is never scheduled.
  const givable = advisedVaccines.filter((v) => !v.limits.some((l) => l.category === "not-given"));
  for (const v of givable) if (v.minimumLeadTimeDays !== null) consider({ vaccine: v.vaccine, days: v.minimumLeadTimeDays });
  for (const border of borders) {
    const c = border.yellowFeverCertificate;
    if (c && c.status !== "exempt-by-age" && c.status !== "if-transit-counts" && !c.vaccineLimits.some((l) => l.category === "not-given")) consider({ vaccine: "yellow-fever", days: c.vaccinateDaysBeforeDeparture, border: border.stop });
  }
  const reasons = [...longest.values()];
  const daysBeforeDeparture = reasons.reduce((max, r) => Math.max(max, r.days), 0);
  const before = (days: number) => (traveller.departure ? addDays(traveller.departure, -days) : null);
  const minimums = reasons
    .filter((r) => r.days > 0)
    .map((r) => ({ ...r, date: before(r.days) }))
    .sort((a, b) => b.days - a.days || compareCodePoints(a.vaccine, b.vaccine));
  const startBy: StartBy = {
    daysBeforeDeparture,
    clinic: { earliestWeeks: clinicAdvice.earliestWeeks, latestWeeks: clinicAdvice.latestWeeks, from: before(clinicAdvice.earliestWeeks * 7), until: before(clinicAdvice.latestWeeks * 7) },
    minimums,
    timeShort: null,
  };
  if (traveller.departure && traveller.today) {
    const daysLeft = Math.max(0, daysBetween(traveller.today, traveller.departure));
    if (daysLeft < Math.max(clinicAdvice.latestWeeks * 7, daysBeforeDeparture)) {
      const certificatesTooLate = borders.flatMap((b) => {
        const c = b.yellowFeverCertificate;
        if (!c || c.status === "exempt-by-age" || c.status === "if-transit-counts") return [];
        const validFrom = addDays(traveller.today!, certificateValidAfterDays);
        return b.arrivalDate! < validFrom ? [{ stop: b.stop, country: b.country, validFrom }] : [];
      });
      const leadOf = givable.filter((v) => v.minimumLeadTimeDays !== null);
      startBy.timeShort = {
        daysLeft,
        inTime: leadOf.filter((v) => v.minimumLeadTimeDays! <= daysLeft).map((v) => v.vaccine),
        late: leadOf.filter((v) => v.minimumLeadTimeDays! > daysLeft).map((v) => ({ vaccine: v.vaccine, days: v.minimumLeadTimeDays! })),
        certificatesTooLate,
      };
    }
  }

  if (traveller.pregnant) {
    // Yellow fever is among them wherever a border requires it. Where the catalog gives a
    // pregnancy category, the limit stands beside the vaccine instead.
    for (const v of advisedVaccines) if (v.live && !vaccineBySlug.get(v.vaccine)?.pregnancy) warnings.push({ kind: "live-vaccine-in-pregnancy", vaccine: v.vaccine, name: v.name });
    const withMalaria = malaria.filter((m) => m.risk !== "none");
    if (withMalaria.length) warnings.push({ kind: "malaria-in-pregnancy", countries: withMalaria.map((m) => m.country) });
    for (const disease of pregnancyRisks) {
      const named = stops.filter(({ stop, country: here }) => stop.kind === "stay" && here.otherRisks.some((r) => r.slug === disease));
      const countries = [...new Set(named.map(({ country: here }) => here.slug))];
      if (countries.length) warnings.push({ kind: "pregnancy-risk", disease, countries });
    }
  }

  const leaving: Leaving[] = stops.flatMap(({ stop, country: here }, index) =>
    stop.kind === "stay"
      ? here.exitRequirements.map((x) => ({ stop: index, country: here.slug, vaccine: x.slug, name: x.name, appliesTo: x.appliesTo }))
      : [],
  );

  // Each stop's days; without a departure, today; not even that: "9999-12-31" keeps those not ended.
  const notices = stops.flatMap(({ country: here }, index) => {
    const unknown = traveller.today ?? "9999-12-31";
    const [from, to] = traveller.departure ? [dateAt(times[index]!.arrival)!, dateAt(times[index]!.leave)!] : [unknown, unknown];
    return noticesOn(here.notices, from, to).map(({ slug, statement, advice, reported, confirmed, reviewBy, ended }) => ({ slug, statement, advice, reported, confirmed, reviewBy, ended, stop: index, country: here.slug }));
  });

  return { notices, borders, leaving, advisedVaccines, malaria, startBy, warnings };
}
