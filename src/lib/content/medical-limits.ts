// Reading the medical limits of a vaccine or malaria drug (content/vaccines/, content/malaria-drugs/):
// one place that says which age band applies, so the pages, the Markdown, the JSON and the trip
// planner cannot read the same limits differently.
import type { AgeBand, AgeLimits } from "./schemas.ts";

/** The band an age in months falls in, or null: no age limit at that age. */
export function ageBandAt(limits: AgeLimits, ageMonths: number): AgeBand | null {
  return limits.bands.find((band) => ageMonths >= band.fromMonths && (band.belowMonths === null || ageMonths < band.belowMonths)) ?? null;
}

/** The youngest age in months at which it is given at all (precaution or not), or null when it is
 *  given from birth. */
export function minimumAgeMonths(limits: AgeLimits): number | null {
  let age = 0;
  // Bands do not overlap (content check); walk up from birth through the not-given ones.
  for (;;) {
    const band = ageBandAt(limits, age);
    if (!band || band.category !== "not-given") return age === 0 ? null : age;
    if (band.belowMonths === null) return null;
    age = band.belowMonths;
  }
}
