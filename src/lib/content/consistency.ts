// Checks between content files: the advice does not contradict itself. (Whether each named slug
// exists is checked for every file, valid or not, in slug-references.ts.)
import { citedFacts, confirming, evidenceOf, limitFacts } from "./citations.ts";
import { checkConfirms, checkQuotedDuration, type Add, type ConfirmContext } from "./confirmations.ts";
import type { Content } from "./model.ts";
import { diseasesOfCountry, malariaDisease, yellowFeverDisease } from "./links.ts";
import { seenOf, type ContentProblem } from "./problems.ts";
import { said } from "./editor-words.ts";
import type { AgeBand, ContentFolder, ReferenceContent } from "./schemas.ts";
import { timestampOf } from "../timestamps.ts";

type Display = (folder: string, slug: string) => string;

/** The shared reference of the WHO country list: the only document that assigns a country its
 *  WHO malaria prevention type. */
export const whoCountryListReference = "who-ith-country-list";

/**
 * Pages that state no country's rule, so they cannot stand in for one: disease fact sheets, the
 * travel-advice index, topic pages, the home of International travel and health.
 */
const genericPage = /\/fact-?sheets?\/detail\/|\/travel-advice\/?$|\/health-topics\/[^/]+\/?$|\/ith\/?$/i;

const unknownWords = /\b(?:not (?:yet )?known|unknown)\b/i;

/** Prevention words that contradict the tablets advice the summary states: "not needed" (without
 *  saying where or for whom) beside advised or consider, "take/consider tablets" beside not-advised. */
const tabletsNotNeeded = /\b(?:no (?:antimalarial |malaria )?tablets are|(?:antimalarial |malaria )?tablets are (?:usually |generally )?not) (?:needed|advised|recommended)(?! (?:for|in|on|outside|when|except|during))\b/i;
const tabletsTaken = /\b(?:take|consider) (?:antimalarial |malaria )?tablets\b/i;

/** A note that describes a rule on leaving the country: it belongs in exitRequirements. */
const leavingRule = /leaving the country|on departure/i;

/** Age bands that a reader can apply: each ends after it starts, and none overlaps another. */
function checkAgeBands(file: string, bands: readonly AgeBand[], problems: ContentProblem[]): void {
  const end = (band: AgeBand) => band.belowMonths ?? Infinity;
  bands.forEach((band, i) => {
    if (band.belowMonths !== null && band.belowMonths <= band.fromMonths) {
      problems.push({ file, path: `age.bands[${i}].belowMonths`, ...said("bandEnd", { from: band.fromMonths, below: band.belowMonths }) });
    }
    bands.forEach((other, j) => {
      if (j > i && band.fromMonths < end(other) && other.fromMonths < end(band)) {
        problems.push({ file, path: `age.bands[${j}]`, ...said("bandOverlap", { other: `age.bands[${i}]`, from: other.fromMonths, below: String(other.belowMonths ?? "∞") }) });
      }
    });
  });
}

/**
 * How far a risk extends, the same rules for malaria and yellow fever: an extent exactly where
 * there is a risk, and with "some-areas" the few words that limit the headline, short enough to
 * stay on a phone's first screen. For yellow fever, null says no cited source gives the extent.
 */
function checkExtent(
  field: "malaria" | "yellowFever",
  hasRisk: boolean,
  fact: { extent?: "whole-country" | "some-areas" | null | undefined; extentSummary?: Record<string, string> | null | undefined },
  add: Add,
): void {
  const { extent } = fact;
  const unknownAllowed = field === "yellowFever";
  if (hasRisk === (extent === undefined) || (extent === null && !unknownAllowed)) {
    const seen = seenOf(extent);
    if (field === "malaria") add("malaria.extent", said(hasRisk ? "extentNeeded" : "extentNotAllowed", { seen }));
    else add("yellowFever.extent", said(hasRisk ? "yellowFeverExtentNeeded" : "yellowFeverExtentNotAllowed", { seen }));
  }
  const summary = fact.extentSummary ?? null;
  // "Some areas, which ones: not known" is an unknown extent: null, which every format says as one.
  if (summary !== null && unknownWords.test(summary.en ?? "")) add(`${field}.extentSummary.en`, said("extentSummaryUnknown", { text: JSON.stringify(summary.en ?? "") }));
  if ((extent === "some-areas") !== (summary !== null)) add(`${field}.extentSummary`, said(extent === "some-areas" ? "extentSummaryNeeded" : "extentSummaryNotAllowed"));
  for (const [locale, words] of Object.entries(summary ?? {})) {
    if (words.length > 60) add(`${field}.extentSummary.${locale}`, said("extentSummaryLength", { count: words.length }));
  }
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
    problems.push({ file, path: "lastUpdated", ...said("lastUpdatedFuture", { now: timestampOf(now), text: JSON.stringify(entity.lastUpdated) }) });
  }
  if (entity.reviewed !== null && entity.reviewed > entity.lastUpdated.slice(0, 10)) {
    problems.push({ file, path: "reviewed", ...said("reviewedAfterUpdate", { day: entity.lastUpdated.slice(0, 10), text: JSON.stringify(entity.reviewed) }) });
  }
}

/** A list that means a set: an entry named again is reported where it repeats. */
function onceEach<T>(items: readonly T[] | undefined, place: (i: number) => string, key: (item: T) => string, what: "vaccine" | "drug" | "disease" | "country", add: Add): void {
  const seen = new Set<string>();
  items?.forEach((item, i) => {
    if (seen.has(key(item))) add(place(i), said("onceEach", { what, text: JSON.stringify(key(item)) }));
    seen.add(key(item));
  });
}

/** What a check of confirmations needs: the references' kinds and every name of each country. */
export function confirmContextOf(content: Pick<Content, "countries" | "references" | "alternateNames">): ConfirmContext {
  const countryBySlug = new Map(content.countries.map((c) => [c.slug, c]));
  return {
    references: new Map(content.references.map((r) => [r.slug, r])),
    countryNames: (slug) => [...Object.values(countryBySlug.get(slug)?.name ?? {}), ...(content.alternateNames.get(slug) ?? [])],
  };
}

/** The day `days` after a YYYY-MM-DD day. */
export const daysAfter = (day: string, days: number): string => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

/** An outbreak notice's dates tell one story, and it rests on dated reports of authorities or advice bodies. */
function checkNotices(content: Content, references: ReadonlyMap<string, ReferenceContent>, display: Display, problems: ContentProblem[]): void {
  for (const notice of content.notices) {
    const file = display("notices", notice.slug);
    const add: Add = (path, words) => problems.push({ file, path, ...words });
    onceEach(notice.countries, (i) => `countries[${i}].country`, (entry) => entry.country, "country", add);
    const { reported, confirmed, reviewBy, ended } = notice;
    if (confirmed < reported) add("confirmed", said("noticeConfirmed", { reported, text: confirmed }));
    const latest = daysAfter(confirmed, 90);
    if (reviewBy <= confirmed || reviewBy > latest) add("reviewBy", said("noticeReviewBy", { confirmed, latest, text: reviewBy }));
    const updated = notice.lastUpdated.slice(0, 10);
    if (ended !== null && (ended < reported || ended > updated)) add("ended", said("noticeEnded", { reported, updated, text: ended }));
    const cited = notice.citations.map((citation) => references.get(citation.reference));
    cited.forEach((reference, i) => {
      if (!reference) return; // a missing file is reported where it is named
      const text = JSON.stringify(reference.slug);
      if (!confirming.has(reference.kind)) add(`citations[${i}].reference`, said("noticeCitationKind", { kind: reference.kind, text }));
      else if (reference.dated === null) add(`citations[${i}].reference`, said("noticeCitationUndated", { text }));
    });
    const dates = cited.flatMap((reference) => (reference?.dated ? [reference.dated] : []));
    if (cited.every(Boolean) && !dates.includes(reported)) add("reported", said("noticeReported", { dates: dates.join(", ") || "none", text: reported }));
  }
}

/** `present`: the slugs of the files in each folder, whether or not they are valid themselves. */
export function checkConsistency(content: Content, present: Record<ContentFolder, ReadonlySet<string>>, display: Display): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const references = new Map(content.references.map((r) => [r.slug, r]));
  checkNotices(content, references, display, problems);
  const { diseases } = present;
  const confirmContext = confirmContextOf(content);
  const limited = [...content.vaccines.map((item) => ({ folder: "vaccines", item })), ...content.malariaDrugs.map((item) => ({ folder: "malaria-drugs", item }))];
  for (const { folder, item } of limited) {
    const file = display(folder, item.slug);
    checkAgeBands(file, item.age.bands, problems);
    for (const fact of limitFacts(item)) checkConfirms(fact, confirmContext, (path, words) => problems.push({ file, path, ...words }));
  }
  const vaccines = new Map(content.vaccines.map((v) => [v.slug, v]));
  for (const reference of content.references) {
    if (genericPage.test(new URL(reference.url).pathname)) {
      problems.push({ file: display("references", reference.slug), path: "url", ...said("genericReference", { text: JSON.stringify(reference.url) }) });
    }
  }

  // lcrUrl names the page of a national travel-advice body the file was checked against: a
  // reference of that kind, registered like any other (content/README.md).
  const adviceBodyPages = new Set(content.references.filter((r) => r.kind === "advice-body").map((r) => r.url));
  const checkLcrUrl = (file: string, lcrUrl: string | null) => {
    if (lcrUrl !== null && !adviceBodyPages.has(lcrUrl)) {
      problems.push({ file, path: "lcrUrl", ...said("lcrUrl", { text: JSON.stringify(lcrUrl) }) });
    }
  };
  for (const disease of content.diseases) checkLcrUrl(display("diseases", disease.slug), disease.lcrUrl);

  const countryRisk = new Map(content.countries.map((c) => [c.slug, c.yellowFever.transmissionRisk]));
  for (const country of content.countries) {
    const file = display("countries", country.slug);
    const add: Add = (path, words) => problems.push({ file, path, ...words });

    checkLcrUrl(file, country.lcrUrl);
    // A review date says every fact was checked: none may rest on secondary sources alone, and
    // no rule a traveller must meet may be uncited (advice may be explicitly unsourced).
    for (const fact of citedFacts(country)) checkConfirms(fact, confirmContext, add);
    if (country.reviewed !== null) {
      for (const fact of citedFacts(country)) {
        if (fact.citations === null && fact.rule) {
          add(fact.path, said("reviewedUnsourced"));
        } else if (fact.citations !== null && fact.citations.every((c) => references.has(c.reference)) && evidenceOf(fact.citations, references) === "secondary-only") {
          add(fact.path, said("reviewedSecondary"));
        }
      }
    }

    onceEach(country.vaccines, (i) => `vaccines[${i}].vaccine`, (entry) => entry.vaccine, "vaccine", add);
    onceEach(country.exitRequirements, (i) => `exitRequirements[${i}].vaccine`, (entry) => entry.vaccine, "vaccine", add);
    onceEach(country.otherRisks, (i) => `otherRisks[${i}].disease`, (risk) => risk.disease, "disease", add);
    country.vaccines.forEach((entry, i) => {
      if (entry.level === "entry-requirement" && entry.citations === undefined) {
        add(`vaccines[${i}].citations`, said("entryRequirementUncited"));
      }
      if (entry.fromCountries !== undefined && entry.level !== "entry-requirement") {
        add(`vaccines[${i}].fromCountries`, said("fromCountriesLevel", { text: JSON.stringify(entry.level) }));
      }
      if (entry.level === "entry-requirement" && leavingRule.test(entry.note?.en ?? "")) {
        add(`vaccines[${i}].level`, said("leavingRule", { text: JSON.stringify(entry.note!.en) }));
      }
    });

    const { yellowFever, malaria } = country;
    const certificate = yellowFever.certificate;
    if (certificate.requirement === "none") {
      if (certificate.minimumAgeMonths !== null) add("yellowFever.certificate.minimumAgeMonths", said("noCertificateAge", { text: String(certificate.minimumAgeMonths) }));
      if (certificate.includesTransit) add("yellowFever.certificate.includesTransit", said("noCertificateTransit"));
    }
    if (!certificate.includesTransit && certificate.transitMinimumHours !== null) {
      add("yellowFever.certificate.transitMinimumHours", said("transitHours", { text: String(certificate.transitMinimumHours) }));
    }
    certificate.alsoFromCountries?.forEach((slug, i) => {
      const path = `yellowFever.certificate.alsoFromCountries[${i}]`;
      if (certificate.requirement !== "arriving-from-risk-countries") add(path, said("alsoFromRequirement", { text: JSON.stringify(slug) }));
      // Whether the file exists is checked for every file in slug-references.ts.
      else if (countryRisk.get(slug) === "endemic" || countryRisk.get(slug) === "transitional") add(path, said("alsoFromRisk", { text: JSON.stringify(slug), risk: String(countryRisk.get(slug)) }));
    });
    onceEach(certificate.alsoFromCountries, (i) => `yellowFever.certificate.alsoFromCountries[${i}]`, (slug) => slug, "country", add);
    // The countries a rule is limited to are there exactly when the rule says so.
    const namesCountries = certificate.requirement === "arriving-from-listed-countries";
    if (namesCountries && certificate.fromCountries === undefined) add("yellowFever.certificate.fromCountries", said("fromCountriesNeeded"));
    if (!namesCountries && certificate.fromCountries !== undefined) {
      add("yellowFever.certificate.fromCountries", said("fromCountriesRequirement", { text: JSON.stringify(certificate.requirement) }));
    }
    checkQuotedDuration(certificate, "yellowFever.certificate", add);
    if (certificate.requirement === "all-travellers") {
      // Only decidable when every listed vaccine file is itself valid.
      const decidable = country.vaccines.every((entry) => vaccines.has(entry.vaccine));
      const listed = !decidable || country.vaccines.some(
        (entry) => entry.level === "entry-requirement" && vaccines.get(entry.vaccine)?.protectsAgainst.includes(yellowFeverDisease),
      );
      if (!listed) add("vaccines", said("yellowFeverVaccineMissing"));
    }
    checkExtent("yellowFever", yellowFever.transmissionRisk !== "none", yellowFever, add);
    if (yellowFever.extent != null && yellowFever.citations === null) add("yellowFever.extent", said("yellowFeverExtentUncited", { seen: seenOf(yellowFever.extent) }));
    if (yellowFever.transmissionRisk !== "none" && !diseases.has(yellowFeverDisease)) {
      add("yellowFever.transmissionRisk", said("diseaseFileMissing", { slug: yellowFeverDisease }));
    }

    onceEach(malaria.drugs, (i) => `malaria.drugs[${i}]`, (drug) => drug, "drug", add);
    if (malaria.tablets === "advised" && malaria.drugs.length === 0) {
      add("malaria.drugs", said("drugsWhenAdvised"));
    }
    // A source that leaves tablets to the itinerary may name no drug: the advice then says who decides.
    if (malaria.tablets === "consider" && malaria.drugs.length === 0 && malaria.prevention !== null && !/travel clinic/i.test(malaria.prevention.en)) {
      add("malaria.prevention.en", said("whoDecides", { text: JSON.stringify(malaria.prevention.en) }));
    }
    // A WHO prevention type is published only as the cited WHO country list states it for this
    // country; without such a citation the drugs say what is advised.
    const type = malaria.whoPreventionType;
    if (type !== null && malaria.risk !== "none") {
      const statesType = (malaria.citations ?? []).some(
        (c) => c.reference === whoCountryListReference && c.quote !== null && new RegExp(`\\b${type}\\b`).test(c.quote),
      );
      if (!statesType) {
        add("malaria.whoPreventionType", said("preventionType", { reference: whoCountryListReference, type: String(type), text: JSON.stringify(type) }));
      }
    }
    checkExtent("malaria", malaria.risk !== "none", malaria, add);
    const prevention = malaria.prevention?.en ?? "";
    if ((malaria.tablets === "not-advised" ? tabletsTaken : tabletsNotNeeded).test(prevention)) {
      add("malaria.prevention.en", said("preventionContradicts", { tablets: malaria.tablets, text: JSON.stringify(prevention) }));
    }
    if (malaria.risk === "none") {
      for (const field of ["whoPreventionType", "areas", "season"] as const) {
        if (malaria[field] !== null) add(`malaria.${field}`, said("nullWhenNoRisk"));
      }
      if (malaria.tablets !== "not-advised") add("malaria.tablets", said("notAdvisedWhenNoRisk", { text: JSON.stringify(malaria.tablets) }));
      if (malaria.drugs.length > 0) add("malaria.drugs", said("noDrugsWhenNoRisk", { count: malaria.drugs.length }));
    } else {
      if (malaria.prevention === null) add("malaria.prevention", said("preventionNeeded", { risk: malaria.risk }));
      if (!diseases.has(malariaDisease)) add("malaria.risk", said("diseaseFileMissing", { slug: malariaDisease }));
    }
  }

  // Every disease is part of some country's advice, or its file says why not. Only decidable
  // when every country file is valid; otherwise the broken file is the problem to report.
  if (content.countries.length < present.countries.size) return problems;
  // A disease an outbreak notice names is part of the advice too.
  const linked = new Set([...content.countries.flatMap((country) => [...diseasesOfCountry(country, vaccines)]), ...content.notices.map((notice) => notice.disease)]);
  for (const disease of content.diseases) {
    const file = display("diseases", disease.slug);
    if (!linked.has(disease.slug) && disease.unlinkedReason === undefined) {
      problems.push({ file, path: "unlinkedReason", ...said("unlinkedReasonNeeded") });
    }
    if (linked.has(disease.slug) && disease.unlinkedReason !== undefined) {
      problems.push({ file, path: "unlinkedReason", ...said("unlinkedReasonNotAllowed", { text: JSON.stringify(disease.unlinkedReason) }) });
    }
  }
  return problems;
}
