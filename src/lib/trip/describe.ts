// A trip plan in words, once: the trip page (in the browser), its worked example (HTML) and the
// Markdown for language models all show these lines, so they cannot phrase a rule differently.
import { clinicAdvice, type AdvisingStay, type Itinerary, type Limit, type TripPlan } from "./plan.ts";

/** "unknown": the answer depends on something the plan was not told; never shown as clear. */
export type Severity = "required" | "advised" | "clear" | "info" | "unknown";

/** The mark beside each line, so severity never rests on colour alone (page and script alike). */
export const severityIcons: Record<Severity, string> = { required: "!", advised: "+", clear: "✓", info: "i", unknown: "?" };

export interface Line {
  severity: Severity;
  text: string;
}

export interface BorderDescription {
  country: string;
  heading: string;
  when: string;
  lines: Line[];
}

export interface PlanDescription {
  route: string;
  borders: BorderDescription[];
  /** Requirements on leaving a country of the trip, under their own heading. */
  leaving: Line[];
  advised: Line[];
  malaria: Line[];
  /** The general clinic advice, each vaccine's minimum and, when time is short, what still helps. */
  start: Line[];
  /** Where the general clinic advice comes from. */
  startSource: { text: string; url: string };
  warnings: Line[];
}

export interface Wording {
  /** The `trip` UI strings of the locale. */
  strings: Record<string, string>;
  levels: Record<string, string>;
  malariaRisk: Record<string, string>;
  countryName: (slug: string) => string;
  vaccineName: (slug: string) => string;
  /** A YYYY-MM-DD day as the locale writes it. */
  date: (day: string) => string;
}

const order = ["entry-requirement", "all-travellers", "some-travellers"];

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function describePlan(plan: TripPlan, itinerary: Itinerary, w: Wording): PlanDescription {
  const t = (key: string, values: Record<string, string | number> = {}) => fill(w.strings[key] ?? key, values);
  const triggerKey = { origin: "triggerOrigin", stay: "triggerStay", transit: "triggerTransit" } as const;

  // A limit stands beside what it limits, with the catalog's reason.
  const limitText = (l: Limit) => t(l.category === "not-given" ? "limitNotGiven" : "limitPrecaution", { reason: l.reason });
  const unconfirmed = (text: string, sourced: boolean) => (sourced ? text : `${text} (${t("unconfirmed")})`);
  const tooLate = new Map((plan.startBy.timeShort?.certificatesTooLate ?? []).map((c) => [c.stop, c]));
  const borders = plan.borders.map((border): BorderDescription => {
    const name = w.countryName(border.country);
    const lines: Line[] = [];
    const c = border.yellowFeverCertificate;
    if (c?.status === "exempt-by-age") lines.push({ severity: "info", text: t("certExempt", { months: c.minimumAgeMonths ?? 0 }) });
    else if (c) {
      const triggers = c.triggers.map((trigger) => t(triggerKey[trigger.kind], { country: w.countryName(trigger.country) })).join(", ");
      const text = unconfirmed(c.rule === "all-travellers" ? t("certAll") : t("certFrom", { countries: triggers }), c.sourced);
      lines.push({ severity: "required", text: c.status === "if-leaving-airport" ? `${t("certTransit")}: ${text}` : text });
      for (const trigger of c.triggers.filter((tr) => tr.assumedAnyTransit)) lines.push({ severity: "info", text: t("transitAssumed", { country: name, transit: w.countryName(trigger.country) }) });
      // What a required certificate means when the vaccine does not fit this traveller.
      const notGiven = c.vaccineLimits.find((l) => l.category === "not-given");
      const precaution = c.vaccineLimits.find((l) => l.category === "precaution");
      if (notGiven) lines.push({ severity: "required", text: t("certVaccineNotGiven", { reason: notGiven.reason, country: name }) });
      else if (precaution) lines.push({ severity: "advised", text: t("certVaccinePrecaution", { reason: precaution.reason, country: name }) });
      const late = tooLate.get(border.stop);
      if (late) lines.push({ severity: "required", text: t("certTooLate", { date: w.date(late.validFrom), arrival: w.date(border.arrivalDate!) }) });
      else lines.push({ severity: "info", text: c.vaccinateBy ? t("vaccinateBy", { date: w.date(c.vaccinateBy) }) : t("vaccinateBeforeArrival") });
    } else if (border.yellowFeverDependsOnStart) lines.push({ severity: "unknown", text: t("certDependsOnStart", { country: name }) });
    else lines.push({ severity: "clear", text: border.yellowFeverNotTriggered ? t("certNotTriggered", { country: name }) : t("certNone") });
    for (const v of border.requiredVaccines) {
      // A requirement can be conditional (pilgrims, arrivals from polio-affected countries): the
      // country's own note says who, so it is shown with the requirement.
      const text = unconfirmed(`${t("requiredVaccine", { vaccine: v.name })}${v.note ? ` (${v.note})` : ""}`, v.sourced);
      lines.push({ severity: "required", text: v.status === "if-leaving-airport" ? `${t("certTransit")}: ${text}` : text });
    }
    const when = [border.kind === "transit" ? t("transit") : null, t("arrivalDay", { day: Math.floor(border.arrivalHours / 24) + 1 }), border.arrivalDate ? w.date(border.arrivalDate) : null];
    return { country: border.country, heading: t("arrival", { country: name }), when: when.filter(Boolean).join(" · "), lines };
  });

  const advised = plan.advisedVaccines.map((v): Line => {
    const groups = new Map<string, string[]>();
    const place = (s: AdvisingStay) => {
      const name = w.countryName(s.country);
      if (s.area?.kind === "some-areas") return t("inSomeAreas", { country: name, extent: s.area.words });
      return s.area?.kind === "not-known" ? t("areaNotKnown", { country: name }) : name;
    };
    for (const s of v.stops) groups.set(s.level, [...(groups.get(s.level) ?? []), place(s)]);
    const where = [...groups.entries()]
      .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
      .map(([level, names]) => t("advisedIn", { level: w.levels[level] ?? level, countries: names.join(", ") }))
      .join("; ");
    // A certificate at a border makes the vaccine required for the trip: said first, with each
    // border and the day to be vaccinated by, so the list and the borders give one answer.
    const required = v.requiredAt.map((r) => {
      const late = tooLate.get(r.stop);
      const asked = t(r.status === "required" ? "requiredAtBorder" : "requiredAtTransit", { country: w.countryName(r.country) });
      if (late) return `${asked}: ${t("certTooLate", { date: w.date(late.validFrom), arrival: w.date(plan.borders[r.stop]!.arrivalDate!) })}`;
      return `${asked}, ${r.vaccinateBy ? t("listBy", { date: w.date(r.vaccinateBy) }) : t("listBeforeLeaving")}`;
    });
    const exempt = v.exemptAt.map((e) => t("exemptInList", { country: w.countryName(e.country), months: e.minimumAgeMonths }));
    const limits = v.limits.map(limitText);
    const notGiven = v.limits.some((l) => l.category === "not-given");
    const severity = v.level === "entry-requirement" ? "required" : notGiven ? "info" : "advised";
    return { severity, text: `${v.name}: ${[...required, ...exempt, where, ...limits].filter(Boolean).join("; ")}` };
  });

  const malaria = plan.malaria.map((m): Line => {
    const tablets = m.tablets === "advised" ? t("tabletsAdvised") : m.tablets === "consider" ? t("tabletsConsider") : m.risk === "none" ? null : t("tabletsNo");
    const drugs = m.drugs.length ? t("drugs", { drugs: m.drugs.map((d) => (d.limits.length ? `${d.name} (${d.limits.map(limitText).join("; ")})` : d.name)).join(", ") }) : null;
    const text = [`${w.countryName(m.country)}: ${w.malariaRisk[m.risk] ?? m.risk}`, tablets, m.areas, drugs].filter(Boolean).join(" · ");
    return { severity: m.risk === "none" ? "clear" : m.tablets === "advised" ? "required" : "advised", text };
  });

  const s = plan.startBy;
  const short = s.timeShort;
  // When time is short the general advice's days are past: the weeks stand as the advice, and
  // what still helps and what no longer fits come first.
  const dated = !short && s.clinic.from !== null && s.clinic.until !== null;
  const minimumText = (r: (typeof s.minimums)[number]) =>
    `${w.vaccineName(r.vaccine)}${r.border !== undefined ? ` (${w.countryName(plan.borders[r.border]!.country)})` : ""}: ${dated && r.date ? t("minimumByDate", { days: r.days, date: w.date(r.date) }) : t("minimumDays", { days: r.days })}`;
  const start: Line[] = [];
  if (short) {
    start.push({ severity: "required", text: t("timeShort", { days: short.daysLeft }) });
    const inTime = short.inTime.map(w.vaccineName).join(", ");
    start.push({ severity: "info", text: inTime ? t("timeShortHelps", { vaccines: inTime }) : t("timeShortHelpsNone") });
    if (short.late.length) start.push({ severity: "advised", text: t("timeShortLate", { vaccines: short.late.map((l) => `${w.vaccineName(l.vaccine)} (${t("minimumDays", { days: l.days })})`).join(", ") }) });
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
    }
  });

  const route = [itinerary.from, ...itinerary.stops.map((stop) => stop.country)].filter((slug): slug is string => slug !== null).map(w.countryName).join(" → ");
  const leaving = plan.leaving.map((x): Line => ({ severity: "advised", text: unconfirmed(t("leavingLine", { country: w.countryName(x.country), vaccine: x.name, who: x.appliesTo }), x.sourced) }));
  const source = clinicAdvice.source;
  return { route, borders, leaving, advised, malaria, start, startSource: { text: `${source.publisher}: ${source.title}`, url: source.url }, warnings };
}
