// What the trip planner reads, cut from the bulk file's data: the planner downloads this instead
// of every country's full advice (a tenth of the bytes), and the build's worked example plans on
// the same object, so the page and the browser cannot compute from different data. Each fact
// keeps how far it is sourced (evidence); its citations stay in the country's own file.
import type { Bulk, TripDataPublished } from "../published/schemas.ts";
import type { TripData } from "./plan.ts";

export function tripDataOf(bulk: Pick<Bulk, "countries" | "vaccines" | "malariaDrugs">): TripDataPublished {
  return {
    countries: bulk.countries.map((country) => ({
      slug: country.slug,
      name: country.name,
      vaccines: country.vaccines.map((v) => ({ slug: v.slug, name: v.name, level: v.level, live: v.live, note: v.note, evidence: v.evidence, fromCountries: v.fromCountries.map(({ slug }) => ({ slug })) })),
      yellowFever: {
        transmissionRisk: country.yellowFever.transmissionRisk,
        extent: country.yellowFever.extent,
        extentSummary: country.yellowFever.extentSummary,
        certificate: {
          requirement: country.yellowFever.certificate.requirement,
          includesTransit: country.yellowFever.certificate.includesTransit,
          transitMinimumHours: country.yellowFever.certificate.transitMinimumHours,
          minimumAgeMonths: country.yellowFever.certificate.minimumAgeMonths,
          alsoFromCountries: country.yellowFever.certificate.alsoFromCountries.map(({ slug }) => ({ slug })),
          fromCountries: country.yellowFever.certificate.fromCountries.map(({ slug }) => ({ slug })),
          evidence: country.yellowFever.certificate.evidence,
        },
      },
      exitRequirements: country.exitRequirements.map(({ slug, name, appliesTo, evidence }) => ({ slug, name, appliesTo, evidence })),
      malaria: { risk: country.malaria.risk, areas: country.malaria.areas, prevention: country.malaria.prevention, tablets: country.malaria.tablets, drugs: country.malaria.drugs.map(({ slug }) => slug) },
    })),
    vaccines: bulk.vaccines.map(({ slug, name, live, minimumLeadTimeDays, age, pregnancy, breastfeeding }) => ({ slug, name, live, minimumLeadTimeDays, age, pregnancy, breastfeeding })),
    malariaDrugs: bulk.malariaDrugs.map(({ slug, name, age, minimumWeightKg, pregnancy, breastfeeding }) => ({ slug, name, age, minimumWeightKg, pregnancy, breastfeeding })),
  };
}

/** The published file is what the planner needs: a field the rules start reading must be published first. */
export const asTripData = (data: TripDataPublished): TripData => data;
