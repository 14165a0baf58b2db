// Checks between content files: references resolve, and the advice does not contradict itself.
import type { Content } from "./load.ts";
import { diseasesOfCountry, malariaDisease, yellowFeverDisease } from "./links.ts";
import type { ContentProblem } from "./problems.ts";


type Display = (folder: string, slug: string) => string;

/** Slugs of the files present in each folder, whether or not they are valid themselves. */
export interface PresentSlugs {
  countries: ReadonlySet<string>;
  sources: ReadonlySet<string>;
  diseases: ReadonlySet<string>;
  vaccines: ReadonlySet<string>;
}

export function checkConsistency(content: Content, present: PresentSlugs, display: Display): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { sources, diseases } = present;
  const vaccines = new Map(content.vaccines.map((v) => [v.slug, v]));
  for (const vaccine of content.vaccines) {
    vaccine.protectsAgainst.forEach((disease, i) => {
      if (!diseases.has(disease)) {
        problems.push({ file: display("vaccines", vaccine.slug), path: `protectsAgainst[${i}]`, expected: "a slug of a file in content/diseases/", found: JSON.stringify(disease) });
      }
    });
  }

  for (const country of content.countries) {
    const file = display("countries", country.slug);
    const add = (path: string, expected: string, found: string) => problems.push({ file, path, expected, found });

    if (!sources.has(country.adviceSource)) add("adviceSource", "a slug of a file in content/sources/", JSON.stringify(country.adviceSource));

    const seenVaccines = new Set<string>();
    country.vaccines.forEach((entry, i) => {
      if (!present.vaccines.has(entry.vaccine)) add(`vaccines[${i}].vaccine`, "a slug of a file in content/vaccines/", JSON.stringify(entry.vaccine));
      if (seenVaccines.has(entry.vaccine)) add(`vaccines[${i}].vaccine`, "each vaccine once per country", `${JSON.stringify(entry.vaccine)} again`);
      seenVaccines.add(entry.vaccine);
    });
    const seenRisks = new Set<string>();
    country.otherRisks.forEach((risk, i) => {
      if (!diseases.has(risk.disease)) add(`otherRisks[${i}].disease`, "a slug of a file in content/diseases/", JSON.stringify(risk.disease));
      if (seenRisks.has(risk.disease)) add(`otherRisks[${i}].disease`, "each disease once per country", `${JSON.stringify(risk.disease)} again`);
      seenRisks.add(risk.disease);
    });

    const { yellowFever, malaria } = country;
    const certificate = yellowFever.certificate;
    if (certificate.requirement === "none") {
      if (certificate.minimumAgeMonths !== null) add("yellowFever.certificate.minimumAgeMonths", "null when no certificate is required", String(certificate.minimumAgeMonths));
      if (certificate.includesTransit) add("yellowFever.certificate.includesTransit", "false when no certificate is required", "true");
    }
    if (certificate.requirement === "all-travellers") {
      // Only decidable when every listed vaccine file is itself valid.
      const decidable = country.vaccines.every((entry) => vaccines.has(entry.vaccine));
      const listed = !decidable || country.vaccines.some(
        (entry) => entry.level === "entry-requirement" && vaccines.get(entry.vaccine)?.protectsAgainst.includes(yellowFeverDisease),
      );
      if (!listed) add("vaccines", "the yellow-fever vaccine at level \"entry-requirement\", since every traveller needs a certificate", "no such entry");
    }
    if (yellowFever.transmissionRisk !== "none" && !diseases.has(yellowFeverDisease)) {
      add("yellowFever.transmissionRisk", `a disease file content/diseases/${yellowFeverDisease}.json to link to`, "none");
    }

    if (malaria.risk === "none") {
      for (const field of ["whoPreventionType", "areas", "season"] as const) {
        if (malaria[field] !== null) add(`malaria.${field}`, "null when the malaria risk is \"none\"", "a value");
      }
    } else {
      if (malaria.whoPreventionType === null) add("malaria.whoPreventionType", `one of "A", "B", "C", "D" when the risk is "${malaria.risk}"`, "null");
      if (malaria.prevention === null) add("malaria.prevention", `prevention advice when the risk is "${malaria.risk}"`, "null");
      if (!diseases.has(malariaDisease)) add("malaria.risk", `a disease file content/diseases/${malariaDisease}.json to link to`, "none");
    }
  }

  // Every disease is part of some country's advice, or its file says why not. Only decidable
  // when every country file is valid; otherwise the broken file is the problem to report.
  if (content.countries.length < present.countries.size) return problems;
  const linked = new Set(content.countries.flatMap((country) => [...diseasesOfCountry(country, vaccines)]));
  for (const disease of content.diseases) {
    const file = display("diseases", disease.slug);
    if (!linked.has(disease.slug) && disease.unlinkedReason === undefined) {
      problems.push({ file, path: "unlinkedReason", expected: "a reason why no country's advice names this disease (or a country that does)", found: "no country and no reason" });
    }
    if (linked.has(disease.slug) && disease.unlinkedReason !== undefined) {
      problems.push({ file, path: "unlinkedReason", expected: "no reason, since countries' advice names this disease", found: JSON.stringify(disease.unlinkedReason) });
    }
  }
  return problems;
}
