// Checks between content files: the advice does not contradict itself. (Whether each named slug
// exists is checked for every file, valid or not, in slug-references.ts.)
import { citedFacts, evidenceOf } from "./citations.ts";
import type { Content } from "./model.ts";
import { diseasesOfCountry, malariaDisease, yellowFeverDisease } from "./links.ts";
import type { ContentProblem } from "./problems.ts";
import type { AgeBand } from "./schemas.ts";

type Display = (folder: string, slug: string) => string;

/** The shared reference of the WHO country list: the only document that assigns a country its
 *  WHO malaria prevention type. */
export const whoCountryListReference = "who-ith-country-list";

/**
 * Pages that state no country's rule, so they cannot stand in for one: disease fact sheets, the
 * travel-advice index, topic pages, the home of International travel and health.
 */
const genericPage = /\/fact-?sheets?\/detail\/|\/travel-advice\/?$|\/health-topics\/[^/]+\/?$|\/ith\/?$/i;

/** A note that describes a rule on leaving the country: it belongs in exitRequirements. */
const leavingRule = /leaving the country|on departure/i;

/** Slugs of the files present in each folder, whether or not they are valid themselves. */
export interface PresentSlugs {
  countries: ReadonlySet<string>;
  sources: ReadonlySet<string>;
  references: ReadonlySet<string>;
  diseases: ReadonlySet<string>;
  vaccines: ReadonlySet<string>;
  malariaDrugs: ReadonlySet<string>;
}

/** Age bands that a reader can apply: each ends after it starts, and none overlaps another. */
function checkAgeBands(file: string, bands: readonly AgeBand[], problems: ContentProblem[]): void {
  const end = (band: AgeBand) => band.belowMonths ?? Infinity;
  bands.forEach((band, i) => {
    if (band.belowMonths !== null && band.belowMonths <= band.fromMonths) {
      problems.push({ file, path: `age.bands[${i}].belowMonths`, expected: `an age after fromMonths (${band.fromMonths}), or null`, found: String(band.belowMonths) });
    }
    bands.forEach((other, j) => {
      if (j > i && band.fromMonths < end(other) && other.fromMonths < end(band)) {
        problems.push({ file, path: `age.bands[${j}]`, expected: `an age band that does not overlap age.bands[${i}]`, found: `${other.fromMonths}–${other.belowMonths ?? "∞"} months` });
      }
    });
  });
}

/** Dates that tell the truth, as far as a machine can tell: no change after the build's clock,
 *  and no review later than the change it reviewed. */
export function checkDates(
  file: string,
  entity: { lastUpdated: string; reviewed: string | null },
  now: Date,
  problems: ContentProblem[],
): void {
  if (Date.parse(entity.lastUpdated) > now.getTime()) {
    problems.push({ file, path: "lastUpdated", expected: `a time no later than the build's clock (${now.toISOString().replace(/\.\d{3}Z$/, "Z")})`, found: JSON.stringify(entity.lastUpdated) });
  }
  if (entity.reviewed !== null && entity.reviewed > entity.lastUpdated.slice(0, 10)) {
    problems.push({
      file,
      path: "reviewed",
      expected: `a day no later than the day of lastUpdated (${entity.lastUpdated.slice(0, 10)}); a review without a change is still a change: set lastUpdated and changeNote`,
      found: JSON.stringify(entity.reviewed),
    });
  }
}

export function checkConsistency(content: Content, present: PresentSlugs, display: Display, now: Date = new Date()): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { diseases } = present;
  for (const disease of content.diseases) checkDates(display("diseases", disease.slug), disease, now, problems);
  for (const vaccine of content.vaccines) {
    checkDates(display("vaccines", vaccine.slug), vaccine, now, problems);
    checkAgeBands(display("vaccines", vaccine.slug), vaccine.age.bands, problems);
  }
  for (const drug of content.malariaDrugs) {
    checkDates(display("malaria-drugs", drug.slug), drug, now, problems);
    checkAgeBands(display("malaria-drugs", drug.slug), drug.age.bands, problems);
  }
  const vaccines = new Map(content.vaccines.map((v) => [v.slug, v]));
  for (const reference of content.references) {
    if (genericPage.test(new URL(reference.url).pathname)) {
      problems.push({ file: display("references", reference.slug), path: "url", expected: "the page that states the rule cited (not a disease fact sheet, the travel-advice index, a topic page or the ITH home page)", found: JSON.stringify(reference.url) });
    }
  }

  const references = new Map(content.references.map((r) => [r.slug, r]));
  // lcrUrl names the page of a national travel-advice body the file was checked against: a
  // reference of that kind, registered like any other (content/README.md).
  const adviceBodyPages = new Set(content.references.filter((r) => r.kind === "advice-body").map((r) => r.url));
  const checkLcrUrl = (file: string, lcrUrl: string | null) => {
    if (lcrUrl !== null && !adviceBodyPages.has(lcrUrl)) {
      problems.push({ file, path: "lcrUrl", expected: 'null, or the url of a reference of kind "advice-body" in content/references/ that this file was checked against', found: JSON.stringify(lcrUrl) });
    }
  };
  for (const disease of content.diseases) checkLcrUrl(display("diseases", disease.slug), disease.lcrUrl);

  const countryRisk = new Map(content.countries.map((c) => [c.slug, c.yellowFever.transmissionRisk]));
  for (const country of content.countries) {
    const file = display("countries", country.slug);
    const add = (path: string, expected: string, found: string) => problems.push({ file, path, expected, found });

    checkDates(file, country, now, problems);
    checkLcrUrl(file, country.lcrUrl);
    // A review date says every fact was checked: none may rest on secondary sources alone, and
    // no rule a traveller must meet may be uncited (advice may be explicitly unsourced).
    if (country.reviewed !== null) {
      for (const fact of citedFacts(country)) {
        if (fact.citations === null && fact.rule) {
          add(fact.path, "the references of this rule, since the file is marked reviewed (or reviewed: null until a source is found)", "null (not yet sourced)");
        } else if (fact.citations !== null && fact.citations.every((c) => references.has(c.reference)) && evidenceOf(fact.citations, references) === "secondary-only") {
          add(fact.path, "an authority, advice body or clinical service among the references, since the file is marked reviewed (or reviewed: null until one is found)", "secondary references only");
        }
      }
    }

    const seenVaccines = new Set<string>();
    country.vaccines.forEach((entry, i) => {
      if (seenVaccines.has(entry.vaccine)) add(`vaccines[${i}].vaccine`, "each vaccine once per country", `${JSON.stringify(entry.vaccine)} again`);
      seenVaccines.add(entry.vaccine);
      if (entry.level === "entry-requirement" && entry.citations === undefined) {
        add(`vaccines[${i}].citations`, "the references of this entry requirement, or null when it is not yet sourced", "nothing (the field is missing)");
      }
      if (entry.level === "entry-requirement" && leavingRule.test(entry.note?.en ?? "")) {
        add(`vaccines[${i}].level`, "a rule on leaving the country in exitRequirements, not an entry requirement", `a note that speaks of leaving: ${JSON.stringify(entry.note!.en)}`);
      }
    });
    const seenExits = new Set<string>();
    country.exitRequirements.forEach((entry, i) => {
      if (seenExits.has(entry.vaccine)) add(`exitRequirements[${i}].vaccine`, "each vaccine once per country", `${JSON.stringify(entry.vaccine)} again`);
      seenExits.add(entry.vaccine);
    });
    const seenRisks = new Set<string>();
    country.otherRisks.forEach((risk, i) => {
      if (seenRisks.has(risk.disease)) add(`otherRisks[${i}].disease`, "each disease once per country", `${JSON.stringify(risk.disease)} again`);
      seenRisks.add(risk.disease);
    });

    const { yellowFever, malaria } = country;
    const certificate = yellowFever.certificate;
    if (certificate.requirement === "none") {
      if (certificate.minimumAgeMonths !== null) add("yellowFever.certificate.minimumAgeMonths", "null when no certificate is required", String(certificate.minimumAgeMonths));
      if (certificate.includesTransit) add("yellowFever.certificate.includesTransit", "false when no certificate is required", "true");
    }
    if (!certificate.includesTransit && certificate.transitMinimumHours !== null) {
      add("yellowFever.certificate.transitMinimumHours", "null when includesTransit is false", String(certificate.transitMinimumHours));
    }
    const seenAlso = new Set<string>();
    certificate.alsoFromCountries?.forEach((slug, i) => {
      const path = `yellowFever.certificate.alsoFromCountries[${i}]`;
      if (certificate.requirement !== "arriving-from-risk-countries") add(path, 'no extra countries unless the requirement is "arriving-from-risk-countries"', JSON.stringify(slug));
      // Whether the file exists is checked for every file in slug-references.ts.
      else if (countryRisk.get(slug) === "endemic" || countryRisk.get(slug) === "transitional") add(path, "a country without WHO-listed risk (countries with risk always count)", `${JSON.stringify(slug)}, whose risk is ${countryRisk.get(slug)}`);
      if (seenAlso.has(slug)) add(path, "each country once", `${JSON.stringify(slug)} again`);
      seenAlso.add(slug);
    });
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

    const seenDrugs = new Set<string>();
    malaria.drugs.forEach((drug, i) => {
      if (seenDrugs.has(drug)) add(`malaria.drugs[${i}]`, "each drug once", `${JSON.stringify(drug)} again`);
      seenDrugs.add(drug);
    });
    if (malaria.tablets === "advised" && malaria.drugs.length === 0) {
      add("malaria.drugs", "the advised drugs, as the cited source names them, when tablets are \"advised\"", "an empty list");
    }
    // A source that leaves tablets to the itinerary may name no drug: the advice then says who decides.
    if (malaria.tablets === "consider" && malaria.drugs.length === 0 && malaria.prevention !== null && !/travel clinic/i.test(malaria.prevention.en)) {
      add("malaria.prevention.en", "advice that says who decides on tablets (a travel clinic), since tablets are \"consider\" and no drug is named", JSON.stringify(malaria.prevention.en));
    }
    // A WHO prevention type is published only as the cited WHO country list states it for this
    // country; without such a citation the drugs say what is advised.
    const type = malaria.whoPreventionType;
    if (type !== null && malaria.risk !== "none") {
      const statesType = (malaria.citations ?? []).some(
        (c) => c.reference === whoCountryListReference && c.quote !== null && new RegExp(`\\b${type}\\b`).test(c.quote),
      );
      if (!statesType) {
        add(
          "malaria.whoPreventionType",
          `null, unless malaria.citations cite "${whoCountryListReference}" with a quote stating type ${type} for this country`,
          `${JSON.stringify(type)} without such a citation`,
        );
      }
    }
    if ((malaria.risk === "none") !== (malaria.extent === undefined)) {
      add("malaria.extent", malaria.risk === "none" ? "no extent when the malaria risk is \"none\"" : "\"whole-country\" or \"some-areas\": how far the risk extends", malaria.extent === undefined ? "nothing (the field is missing)" : JSON.stringify(malaria.extent));
    }
    const summary = malaria.extentSummary ?? null;
    if ((malaria.extent === "some-areas") !== (summary !== null)) {
      add(
        "malaria.extentSummary",
        malaria.extent === "some-areas" ? "the few words that limit the headline (\"north-east only\", \"no risk in Bali\") when the risk is in some areas" : "null or absent unless the extent is \"some-areas\"",
        summary === null ? "nothing" : "a value",
      );
    }
    for (const [locale, words] of Object.entries(summary ?? {})) {
      if (words.length > 60) add(`malaria.extentSummary.${locale}`, "at most 60 characters, so the headline keeps it on a phone's first screen", `${words.length} characters`);
    }
    if (malaria.risk === "none") {
      for (const field of ["whoPreventionType", "areas", "season"] as const) {
        if (malaria[field] !== null) add(`malaria.${field}`, "null when the malaria risk is \"none\"", "a value");
      }
      if (malaria.tablets !== "not-advised") add("malaria.tablets", "\"not-advised\" when the malaria risk is \"none\"", JSON.stringify(malaria.tablets));
      if (malaria.drugs.length > 0) add("malaria.drugs", "an empty list when the malaria risk is \"none\"", `a list of ${malaria.drugs.length}`);
    } else {
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
