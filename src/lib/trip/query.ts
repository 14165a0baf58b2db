// A trip in the URL, so a plan can be bookmarked and shared:
//   ?from=netherlands&stops=brazil:14,ghana:t6,india:10&age=30y&pregnant=1&breastfeeding=1&depart=2027-03-01
// `stops` lists slugs in order; `:N` is a stay of N days, `:tN` an airport transit of N hours, and
// a slug alone (what a person or an assistant types) a stay of defaultStayDays, which the page shows.
import type { Itinerary, Stop, Traveller } from "./plan.ts";

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const maxStops = 12;
/** The stay assumed for a stop given without a length (and for "Add to a trip"). */
export const defaultStayDays = 14;

export type QueryProblem =
  | { kind: "bad-stop"; value: string }
  | { kind: "too-many-stops"; max: number }
  | { kind: "bad-age"; value: string }
  | { kind: "bad-date"; value: string }
  | { kind: "bad-from"; value: string };

export type ParsedTrip = ReturnType<typeof parseTripQuery>;

/** Departures the planner takes: a year outside these is a typing mistake (0050 for 2050), refused, never read as another year. */
export const departureYears = { first: 2000, last: 2100 } as const;
/** The longest transit and stay a link may give; a longer one is refused, never shortened. */
export const maxTransitHours = 96;
export const maxStayDays = 3650;

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < departureYears.first || year > departureYears.last) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function parseStop(value: string): Stop | null {
  if (slugPattern.test(value)) return { country: value, kind: "stay", days: defaultStayDays };
  const match = /^([a-z0-9-]+):(t?)(\d{1,4})$/.exec(value);
  if (!match || !slugPattern.test(match[1]!)) return null;
  const amount = Number(match[3]);
  if (amount < 1) return null;
  if (amount > (match[2] ? maxTransitHours : maxStayDays)) return null;
  return match[2] ? { country: match[1]!, kind: "transit", hours: amount } : { country: match[1]!, kind: "stay", days: amount };
}

export function parseTripQuery(params: URLSearchParams) {
  const problems: QueryProblem[] = [];
  /** An optional parameter as `read` reads it; given but unreadable, a problem of `kind`. */
  const optional = <T>(name: string, kind: "bad-from" | "bad-age" | "bad-date", read: (value: string) => T | null): T | null => {
    const value = params.get(name) ?? "";
    const result = value === "" ? null : read(value);
    if (value !== "" && result === null) problems.push({ kind, value });
    return result;
  };
  const from = optional("from", "bad-from", (value) => (slugPattern.test(value) ? value : null));
  const stops: Stop[] = [];
  // Indexes of the stops given without a length, which get defaultStayDays.
  const assumedStays: number[] = [];
  for (const value of (params.get("stops") ?? "").split(",").filter((v) => v !== "")) {
    const stop = parseStop(value);
    if (stop && !value.includes(":")) assumedStays.push(stops.length);
    if (stop) stops.push(stop);
    else problems.push({ kind: "bad-stop", value });
  }
  if (stops.length > maxStops) {
    problems.push({ kind: "too-many-stops", max: maxStops });
    stops.length = maxStops;
    while (assumedStays.length && assumedStays.at(-1)! >= maxStops) assumedStays.pop();
  }
  const ageMonths = optional("age", "bad-age", (value) => {
    const match = /^(\d{1,4})([my])$/.exec(value);
    return match ? Number(match[1]) * (match[2] === "y" ? 12 : 1) : null;
  });
  const departure = optional("depart", "bad-date", (value) => (isDate(value) ? value : null));
  return { itinerary: { from, stops }, traveller: { ageMonths, pregnant: params.get("pregnant") === "1", ...(params.get("breastfeeding") === "1" ? { breastfeeding: true } : {}), departure }, problems, assumedStays };
}

/** The query string of a trip (without `?`), the inverse of parseTripQuery. */
export function tripQuery(itinerary: Itinerary, traveller: Traveller): string {
  const params = new URLSearchParams();
  if (itinerary.from) params.set("from", itinerary.from);
  if (itinerary.stops.length) {
    params.set("stops", itinerary.stops.map((s) => (s.kind === "stay" ? `${s.country}:${s.days}` : `${s.country}:t${s.hours}`)).join(","));
  }
  if (traveller.ageMonths !== null) {
    params.set("age", traveller.ageMonths % 12 === 0 && traveller.ageMonths >= 24 ? `${traveller.ageMonths / 12}y` : `${traveller.ageMonths}m`);
  }
  if (traveller.pregnant) params.set("pregnant", "1");
  if (traveller.breastfeeding) params.set("breastfeeding", "1");
  if (traveller.departure) params.set("depart", traveller.departure);
  // Commas and colons are safe in a query and keep shared links readable.
  return params.toString().replace(/%2C/g, ",").replace(/%3A/g, ":");
}
