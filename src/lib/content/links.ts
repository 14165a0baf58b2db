// Which diseases a country's advice names: derived from its vaccines, yellow-fever and malaria
// sections and other risks, never typed twice. Used by the checks and by the disease pages.
import type { CountryContent, VaccineContent } from "./schemas.ts";

/** The diseases that a country's yellow-fever and malaria sections link to. */
export const yellowFeverDisease = "yellow-fever";
export const malariaDisease = "malaria";

export function diseasesOfCountry(country: CountryContent, vaccineBySlug: ReadonlyMap<string, VaccineContent>): Set<string> {
  const slugs = new Set(country.otherRisks.map((risk) => risk.disease));
  for (const entry of [...country.vaccines, ...country.exitRequirements]) {
    for (const disease of vaccineBySlug.get(entry.vaccine)?.protectsAgainst ?? []) slugs.add(disease);
  }
  if (country.yellowFever.transmissionRisk !== "none") slugs.add(yellowFeverDisease);
  if (country.malaria.risk !== "none") slugs.add(malariaDisease);
  return slugs;
}
