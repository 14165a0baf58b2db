// A trip plan in words, once: the trip page (in the browser), its worked example (HTML) and the
// Markdown for language models all show these lines, so they cannot phrase a rule differently.
import type { Itinerary, TripPlan } from "./plan.ts";

export type Severity = "required" | "advised" | "clear" | "info";

/** The mark beside each line, so severity never rests on colour alone (page and script alike). */
export const severityIcons: Record<Severity, string> = { required: "!", advised: "+", clear: "✓", info: "i" };

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
  advised: Line[];
  malaria: Line[];
  start: string;
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

  const borders = plan.borders.map((border): BorderDescription => {
    const name = w.countryName(border.country);
    const lines: Line[] = [];
    const c = border.yellowFeverCertificate;
    if (c?.status === "exempt-by-age") lines.push({ severity: "info", text: t("certExempt", { months: c.minimumAgeMonths ?? 0 }) });
    else if (c) {
      const triggers = c.triggers.map((trigger) => t(triggerKey[trigger.kind], { country: w.countryName(trigger.country) })).join(", ");
      const text = c.rule === "all-travellers" ? t("certAll") : t("certFrom", { countries: triggers });
      lines.push({ severity: "required", text: c.status === "if-leaving-airport" ? `${t("certTransit")}: ${text}` : text });
      lines.push({ severity: "info", text: c.vaccinateBy ? t("vaccinateBy", { date: w.date(c.vaccinateBy) }) : t("vaccinateBeforeArrival") });
    } else lines.push({ severity: "clear", text: border.yellowFeverNotTriggered ? t("certNotTriggered", { country: name }) : t("certNone") });
    for (const v of border.requiredVaccines) {
      // A requirement can be conditional (pilgrims, arrivals from polio-affected countries): the
      // country's own note says who, so it is shown with the requirement.
      const text = `${t("requiredVaccine", { vaccine: v.name })}${v.note ? ` (${v.note})` : ""}`;
      lines.push({ severity: "required", text: v.status === "if-leaving-airport" ? `${t("certTransit")}: ${text}` : text });
    }
    const when = [border.kind === "transit" ? t("transit") : null, t("arrivalDay", { day: Math.floor(border.arrivalHours / 24) + 1 }), border.arrivalDate ? w.date(border.arrivalDate) : null];
    return { country: border.country, heading: t("arrival", { country: name }), when: when.filter(Boolean).join(" · "), lines };
  });

  const advised = plan.advisedVaccines.map((v): Line => {
    const groups = new Map<string, string[]>();
    for (const s of v.stops) groups.set(s.level, [...(groups.get(s.level) ?? []), w.countryName(s.country)]);
    const where = [...groups.entries()]
      .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
      .map(([level, names]) => t("advisedIn", { level: w.levels[level] ?? level, countries: names.join(", ") }))
      .join("; ");
    return { severity: v.level === "entry-requirement" ? "required" : "advised", text: `${v.name}: ${where}` };
  });

  const malaria = plan.malaria.map((m): Line => {
    const tablets = m.tablets === "advised" ? t("tabletsAdvised") : m.tablets === "consider" ? t("tabletsConsider") : m.risk === "none" ? null : t("tabletsNo");
    const text = [`${w.countryName(m.country)}: ${w.malariaRisk[m.risk] ?? m.risk}`, tablets, m.areas].filter(Boolean).join(" · ");
    return { severity: m.risk === "none" ? "clear" : m.tablets === "advised" ? "required" : "advised", text };
  });

  const s = plan.startBy;
  const reasons = s.reasons
    .map((r) => (r.border !== undefined ? `${w.vaccineName(r.vaccine)} (${w.countryName(plan.borders[r.border]!.country)})` : w.vaccineName(r.vaccine)))
    .join(", ");
  const start =
    s.daysBeforeDeparture === 0
      ? t("startAnyTime")
      : s.date
        ? t("startByDate", { date: w.date(s.date), days: s.daysBeforeDeparture, reasons })
        : t("startByDays", { days: s.daysBeforeDeparture, reasons });

  const warnings = plan.warnings.map((warning): Line =>
    warning.kind === "live-vaccine-in-pregnancy"
      ? { severity: "required", text: t("warnLive", { vaccine: warning.name }) }
      : { severity: "info", text: t("warnAge", { country: w.countryName(warning.country), months: warning.minimumAgeMonths }) },
  );

  const route = [itinerary.from, ...itinerary.stops.map((stop) => stop.country)].filter((slug): slug is string => slug !== null).map(w.countryName).join(" → ");
  return { route, borders, advised, malaria, start, warnings };
}
