// A trip plan in words, once: the trip page (in the browser), its worked example (HTML) and the
// Markdown for language models all show these lines, so they cannot phrase a rule differently.
// What a line says about one country is that country page's statement, unchanged
// (src/lib/site/statements.ts); the plan adds only what the trip makes of it.
import { countryStatements, type CountryStatement, type StatementWords } from "../site/statements.ts";
import { clinicAdvice, levelRank, type Itinerary, type Limit, type Traveller, type TripData, type TripPlan } from "./plan.ts";
import { mayBeOutOfDate } from "../site/notices.ts";

/** "unknown": the answer depends on something the plan was not told; never shown as clear. */
export type Severity = "required" | "advised" | "clear" | "info" | "unknown";

/** The mark beside each line, so severity never rests on colour alone (page and script alike). */
export const severityIcons: Record<Severity, string> = { required: "!", advised: "+", clear: "✓", info: "i", unknown: "?" };

export interface Line {
  severity: Severity;
  text: string;
}

/** A plan in words: each field as describePlan's result names it. */
export type PlanDescription = ReturnType<typeof describePlan>;

export interface Wording {
  /** The `trip` UI strings of the locale. */
  strings: Record<string, string>;
  countryName: (slug: string) => string;
  vaccineName: (slug: string) => string;
  /** A YYYY-MM-DD day as the locale writes it. */
  date: (day: string) => string;
  /** "may be out of date: last confirmed on {date}", the country page's words for a notice past its review day. */
  noticeStale: string;
  /** The country page's statements (the planner data's `statements`). */
  statements: (country: string) => readonly CountryStatement[];
}

/** The plan's words in a locale, with the names of the data's countries and vaccines (the bulk
 * file's or the planner's); each country's statements are worked out once, when first named. */
export function wordingOf(strings: Record<string, string>, pageWords: StatementWords, noticeStale: string, date: Wording["date"], data: Pick<TripData, "countries" | "vaccines">): Wording {
  const countries = new Map(data.countries.map((c) => [c.slug, c]));
  const vaccines = new Map(data.vaccines.map((v) => [v.slug, v.name]));
  const countryName = (slug: string) => countries.get(slug)?.name ?? slug;
  const statements = new Map<string, CountryStatement[]>();
  return {
    strings,
    noticeStale,
    date,
    countryName,
    vaccineName: (slug) => vaccines.get(slug) ?? slug,
    statements: (slug) => {
      const country = countries.get(slug);
      if (country && !statements.has(slug)) statements.set(slug, countryStatements(country, pageWords, countryName));
      return statements.get(slug) ?? [];
    },
  };
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function describePlan(plan: TripPlan, itinerary: Itinerary, traveller: Traveller, w: Wording) {
  const t = (key: string, values: Record<string, string | number> = {}) => fill(w.strings[key] ?? key, values);
  const unconfirmed = (text: string, sourced: boolean) => (sourced ? text : `${text} (${t("unconfirmed")})`);
  // Every country statement the lines repeat, once each, so they can be held against the pages.
  const stated = new Map<string, CountryStatement & { country: string }>();
  /** A country page's statement in its words, recorded as said; undefined where the page has none. */
  const say = (country: string, about: string): string | undefined => {
    const statement = w.statements(country).find((s) => s.about === about);
    if (!statement) return undefined;
    stated.set(`${country} ${about}`, { country, ...statement });
    return unconfirmed(statement.text, statement.confirmed);
  };
  const triggerKey = { origin: "triggerOrigin", stay: "triggerStay", transit: "triggerTransit" } as const;

  // A limit stands beside what it limits, with the catalog's reason.
  const limitText = (l: Limit) => t(l.category === "not-given" ? "limitNotGiven" : "limitPrecaution", { reason: l.reason });
  const tooLate = new Map((plan.startBy.timeShort?.certificatesTooLate ?? []).map((c) => [c.stop, c]));
  const borders = plan.borders.map((border) => {
    const name = w.countryName(border.country);
    const lines: Line[] = [];
    const c = border.yellowFeverCertificate;
    const listed = border.yellowFeverFromCountries.map(w.countryName).join(", ");
    if (c?.status === "exempt-by-age") lines.push({ severity: "info", text: t("certExempt", { months: c.minimumAgeMonths ?? 0 }) });
    else if (c?.status === "if-transit-counts") {
      // Both readings of a rule whose source gives no duration, and no choice between them.
      const transits = c.triggers.map((trigger) => w.countryName(trigger.country)).join(", ");
      lines.push({ severity: "unknown", text: unconfirmed(t("certIfTransitCounts", { country: name, transit: transits }), c.sourced) });
    } else if (c) {
      const triggers = c.triggers.map((trigger) => t(triggerKey[trigger.kind], { country: w.countryName(trigger.country) })).join(", ");
      const text = unconfirmed(c.rule === "all-travellers" ? t("certAll") : listed ? t("certFromListed", { countries: triggers }) : t("certFrom", { countries: triggers }), c.sourced);
      lines.push({ severity: "required", text: c.status === "if-leaving-airport" ? `${t("certTransit")}: ${text}` : text });
      // What a required certificate means when the vaccine does not fit this traveller.
      const notGiven = c.vaccineLimits.find((l) => l.category === "not-given");
      const precaution = c.vaccineLimits.find((l) => l.category === "precaution");
      if (notGiven) lines.push({ severity: "required", text: t("certVaccineNotGiven", { reason: notGiven.reason, country: name }) });
      else if (precaution) lines.push({ severity: "advised", text: t("certVaccinePrecaution", { reason: precaution.reason, country: name }) });
      const late = tooLate.get(border.stop);
      if (late) lines.push({ severity: "required", text: t("certTooLate", { date: w.date(late.validFrom), arrival: w.date(border.arrivalDate!) }) });
      else lines.push({ severity: "info", text: c.vaccinateBy ? t("vaccinateBy", { date: w.date(c.vaccinateBy) }) : t("vaccinateBeforeArrival") });
    } else if (border.yellowFeverDependsOnStart) lines.push({ severity: "unknown", text: listed ? t("certDependsOnStartListed", { country: name, countries: listed }) : t("certDependsOnStart", { country: name }) });
    else if (border.yellowFeverNotTriggered) lines.push({ severity: "clear", text: listed ? t("certNotTriggeredListed", { country: name, countries: listed }) : t("certNotTriggered", { country: name }) });
    else lines.push({ severity: "clear", text: t("certNone") });
    // The rule itself, as the country's page states it.
    const rule = say(border.country, "certificate");
    if (rule) lines.push({ severity: "info", text: rule });
    for (const v of border.requiredVaccines) {
      // A requirement can be conditional (pilgrims, arrivals from polio-affected countries): the
      // country's own note says who, so it is shown with the requirement.
      const text = `${v.name}: ${say(border.country, `vaccine:${v.vaccine}`)}`;
      if (v.status === "depends-on-start" || v.status === "for-those-named") lines.push({ severity: "unknown", text: `${t(v.status === "depends-on-start" ? "requiredDependsOnStart" : "requiredForThoseNamed")}: ${text}` });
      else lines.push({ severity: "required", text: v.status === "if-leaving-airport" ? `${t("certTransit")}: ${text}` : text });
    }
    for (const v of border.vaccinesNotTriggered) {
      lines.push({ severity: "clear", text: `${t("requiredNotTriggered", { vaccine: v.name, countries: v.fromCountries.map(w.countryName).join(", ") })} (${say(border.country, `vaccine:${v.vaccine}`)})` });
    }
    const when = [border.kind === "transit" ? t("transit") : null, t("arrivalDay", { day: Math.floor(border.arrivalHours / 24) + 1 }), border.arrivalDate ? w.date(border.arrivalDate) : null];
    return { country: border.country, heading: t("arrival", { country: name }), when: when.filter(Boolean).join(" · "), lines };
  });

  const advised = plan.advisedVaccines.map((v): Line => {
    // Each stay in the words of its country's page: level or advice, how far it extends, the note.
    const where = [...v.stops]
      .sort((a, b) => levelRank[a.level] - levelRank[b.level])
      .map((s) => `${w.countryName(s.country)}: ${say(s.country, `vaccine:${v.vaccine}`)}`);
    const early = v.early ? [t("earlyDose", { months: v.early.fromMonths, below: v.early.belowMonths })] : [];
    // A certificate at a border makes the vaccine required for the trip: said first, with each
    // border and the day to be vaccinated by, so the list and the borders give one answer.
    const required = v.requiredAt.map((r) => {
      const late = tooLate.get(r.stop);
      const asked = t(r.status === "required" ? "requiredAtBorder" : "requiredAtTransit", { country: w.countryName(r.country) });
      if (late) return `${asked}: ${t("certTooLate", { date: w.date(late.validFrom), arrival: w.date(plan.borders[r.stop]!.arrivalDate!) })}`;
      return `${asked}, ${r.vaccinateBy ? t("listBy", { date: w.date(r.vaccinateBy) }) : t("listBeforeLeaving")}`;
    });
    const exempt = v.exemptAt.map((e) => t("exemptInList", { country: w.countryName(e.country), months: e.minimumAgeMonths }));
    const ifTransit = (v.ifTransitCounts ?? []).map((r) => t("listIfTransitCounts", { country: w.countryName(r.country), transit: r.transits.map(w.countryName).join(", ") }));
    const limits = v.limits.map(limitText);
    const notGiven = v.limits.some((l) => l.category === "not-given");
    const severity = v.level === "entry-requirement" ? "required" : notGiven ? "info" : "advised";
    return { severity, text: `${v.name}: ${[...required, ...ifTransit, ...exempt, ...early, ...where, ...limits].filter(Boolean).join("; ")}` };
  });

  const malaria = plan.malaria.map((m): Line => {
    // Risk and tablets, areas, season and prevention as the country's page states them.
    const [risk, ...rows] = ["malaria", "malaria-areas", "malaria-season", "malaria-prevention"].map((about) => say(m.country, about));
    const drugs = m.drugs.length ? t("drugs", { drugs: m.drugs.map((d) => (d.limits.length ? `${d.name} (${d.limits.map(limitText).join("; ")})` : d.name)).join(", ") }) : null;
    const text = [`${w.countryName(m.country)}: ${risk}`, ...rows, drugs].filter(Boolean).join(" · ");
    return { severity: m.risk === "none" ? "clear" : m.tablets === "advised" ? "required" : "advised", text };
  });

  // Stays only, as for malaria: an airport transit is not a stay in the country.
  const stays = [...new Set(itinerary.stops.flatMap((stop) => (stop.kind === "stay" ? [stop.country] : [])))];
  const risks = stays.flatMap((country) =>
    w.statements(country).flatMap(({ about }): Line[] => (about.startsWith("risk:") ? [{ severity: "info", text: `${w.countryName(country)}: ${say(country, about)}` }] : [])),
  );

  const s = plan.startBy;
  const short = s.timeShort;
  // When time is short the general advice's days are past: the weeks stand as the advice, and
  // what still helps and what no longer fits come first.
  const dated = !short && s.clinic.from !== null && s.clinic.until !== null;
  const minimumText = (r: (typeof s.minimums)[number]) =>
    `${w.vaccineName(r.vaccine)}${r.border !== undefined ? ` (${w.countryName(plan.borders[r.border]!.country)})` : ""}: ${dated && r.date ? t("minimumByDate", { days: r.days, date: w.date(r.date) }) : t("minimumDays", { days: r.days })}`;
  const start: Line[] = [];
  const urgent: Line[] = [];
  if (short) {
    urgent.push({ severity: "required", text: t("timeShort", { days: short.daysLeft }) });
    const inTime = short.inTime.map(w.vaccineName).join(", ");
    urgent.push({ severity: "info", text: inTime ? t("timeShortHelps", { vaccines: inTime }) : t("timeShortHelpsNone") });
    if (short.late.length) urgent.push({ severity: "advised", text: t("timeShortLate", { vaccines: short.late.map((l) => `${w.vaccineName(l.vaccine)} (${t("minimumDays", { days: l.days })})`).join(", ") }) });
  }
  start.push({
    severity: "info",
    text: dated
      ? t("clinicByDate", { from: w.date(s.clinic.from!), until: w.date(s.clinic.until!), min: s.clinic.latestWeeks, max: s.clinic.earliestWeeks })
      : t("clinicWeeks", { min: s.clinic.latestWeeks, max: s.clinic.earliestWeeks }),
  });
  start.push({ severity: "info", text: s.minimums.length ? t("minimums", { list: s.minimums.map(minimumText).join("; ") }) : t("noMinimums") });

  const warnings = plan.warnings.map((warning): Line => {
    switch (warning.kind) {
      case "live-vaccine-in-pregnancy":
        return { severity: "required", text: t("warnLive", { vaccine: warning.name }) };
      case "below-minimum-age":
        return { severity: "info", text: t("warnAge", { country: w.countryName(warning.country), months: warning.minimumAgeMonths }) };
      case "malaria-in-pregnancy":
        return { severity: "required", text: t("warnMalariaPregnancy", { countries: warning.countries.map(w.countryName).join(", ") }) };
      case "pregnancy-risk":
        return { severity: "required", text: t(warning.disease === "zika" ? "warnZikaPregnancy" : "warnHepatitisEPregnancy", { countries: warning.countries.map(w.countryName).join(", ") }) };
    }
  });
  // Pregnancy first, then age: what changes whether to travel before what changes a dose.
  const rank = (line: Line) => (line.severity === "required" ? 0 : 1);
  urgent.push(...warnings.sort((a, b) => rank(a) - rank(b)));


  const route = [itinerary.from, ...itinerary.stops.map((stop) => stop.country)].filter((slug): slug is string => slug !== null).map(w.countryName).join(" → ");
  const leaving = plan.leaving.map((x): Line => ({ severity: "advised", text: `${w.countryName(x.country)}: ${say(x.country, `leaving:${x.vaccine}`)}` }));
  // Past its review day a notice is said to be possibly out of date, as on the country page.
  const notices = plan.notices.map((n): Line => {
    const stale = mayBeOutOfDate(n, traveller.today ?? undefined) ? ` (${fill(w.noticeStale, { date: w.date(n.confirmed) })})` : "";
    return { severity: "advised", text: `${w.countryName(n.country)}: ${n.statement}${stale}. ${n.advice}` };
  });
  const source = clinicAdvice.source;
  return {
    route,
    // Who the plan is for (so a printout says whose plan it is).
    traveller: travellerWords(traveller, t, w),
    // What cannot wait, first: time is short, and the warnings of pregnancy and age.
    urgent,
    notices,
    borders,
    // Requirements on leaving a country of the trip, under their own heading.
    leaving,
    advised,
    malaria,
    risks,
    stated: [...stated.values()],
    start,
    // Where the general clinic advice comes from.
    startSource: { text: `${source.publisher}: ${source.title}`, url: source.url },
  };
}

/** "Traveller: age 30 years · pregnant · departure date 1 March 2027", with what is not given said so. */
function travellerWords(traveller: Traveller, t: (key: string, values?: Record<string, string | number>) => string, w: Wording): string {
  const age = traveller.ageMonths;
  const ageText = age === null ? t("fromNone") : age >= 24 && age % 12 === 0 ? `${age / 12} ${t("years")}` : `${age} ${t("months")}`;
  const parts = [`${t("age")}: ${ageText}`, ...(traveller.pregnant ? [t("pregnant")] : []), ...(traveller.breastfeeding ? [t("breastfeeding")] : []), `${t("departure")}: ${traveller.departure ? w.date(traveller.departure) : t("fromNone")}`];
  return `${t("travellerLegend")}: ${parts.join(" · ")}`;
}
