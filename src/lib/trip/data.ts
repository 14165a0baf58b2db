// What the trip planner reads, cut from the bulk file's data: the planner downloads this instead
// of every country's full advice (a tenth of the bytes), and the build's worked example plans on
// the same object, so the page and the browser cannot compute from different data. Each fact
// keeps how far it is sourced (evidence); its citations stay in the country's own file.
import type { Bulk, TripDataPublished } from "../published/schemas.ts";
import { pregnancyRisks, type TripData } from "./plan.ts";

/** The planner's data of a locale: with the facts the country pages word (src/lib/site/statements.ts), so the plan words them the same. */
export function tripDataOf(bulk: Pick<Bulk, "countries" | "vaccines" | "malariaDrugs">): TripDataPublished {
  return {
    countries: bulk.countries.map((country) => ({
      slug: country.slug,
      name: country.name,
      vaccines: country.vaccines.map((v) => ({ slug: v.slug, name: v.name, level: v.level, live: v.live, note: v.note, evidence: v.evidence, fromCountries: v.fromCountries.map(({ slug }) => ({ slug })) })),
      yellowFever: {
        transmissionRisk: country.yellowFever.transmissionRisk,
        whoRecommendation: country.yellowFever.whoRecommendation,
        extent: country.yellowFever.extent,
        extentSummary: country.yellowFever.extentSummary,
        evidence: country.yellowFever.evidence,
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
      exitRequirements: country.exitRequirements.map(({ slug, name, appliesTo, note, evidence }) => ({ slug, name, appliesTo, note, evidence })),
      malaria: (({ risk, extentSummary, areas, season, prevention, tablets, drugs, evidence }) => ({ risk, extentSummary, areas, season, prevention, tablets, drugs: drugs.map((drug) => drug.slug), evidence }))(country.malaria),
      // Only those the planner reads: the risks graver in pregnancy.
      otherRisks: country.otherRisks.filter(({ slug }) => (pregnancyRisks as readonly string[]).includes(slug)).map(({ slug }) => ({ slug })),
    })),
    vaccines: bulk.vaccines.map(({ slug, name, live, minimumLeadTimeDays, age, pregnancy, breastfeeding }) => ({ slug, name, live, minimumLeadTimeDays, age, pregnancy, breastfeeding })),
    malariaDrugs: bulk.malariaDrugs.map(({ slug, name, age, minimumWeightKg, pregnancy, breastfeeding }) => ({ slug, name, age, minimumWeightKg, pregnancy, breastfeeding })),
  };
}

/** The published file is what the planner needs: a field the rules start reading must be published first. */
export const asTripData = (data: TripDataPublished): TripData => data;
