// The trip planner refuses a departure or a length it cannot take, with the link's message,
// instead of reading it as something else: year 0050 is not 1950 or 2050, and a transit of 9,999
// hours is not 96.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { departureYears, maxStayDays, maxTransitHours, parseTripQuery } from "../src/lib/trip/query.ts";

const parse = (query: string) => parseTripQuery(new URLSearchParams(query));

test("a departure outside the years the planner takes is refused, not reinterpreted", () => {
  for (const depart of ["0050-06-01", "1950-06-01", "9999-12-31", `${departureYears.last + 1}-01-01`]) {
    const parsed = parse(`stops=ghana:10&depart=${depart}`);
    assert.is(parsed.traveller.departure, null, depart);
    assert.equal(parsed.problems, [{ kind: "bad-date", value: depart }], depart);
  }
  assert.is(parse("stops=ghana:10&depart=2050-06-01").traveller.departure, "2050-06-01");
  assert.equal(parse("stops=ghana:10&depart=2050-06-01").problems, []);
});

test("a transit or stay longer than the planner takes is refused, not shortened", () => {
  const long = parse(`stops=ghana:t9999,brazil:${maxStayDays + 1},kenya:t${maxTransitHours},india:${maxStayDays}`);
  assert.equal(long.problems, [
    { kind: "bad-stop", value: "ghana:t9999" },
    { kind: "bad-stop", value: `brazil:${maxStayDays + 1}` },
  ]);
  assert.equal(long.itinerary.stops, [
    { country: "kenya", kind: "transit", hours: maxTransitHours },
    { country: "india", kind: "stay", days: maxStayDays },
  ]);
});

test.run();
