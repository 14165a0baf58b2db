// One view model per resource and locale. JSON, Markdown and HTML are three renderings of the
// same Page, so the formats cannot drift apart.
import type { Content, DiseaseWithBodies } from "../content/load.ts";
import { citedFacts, evidenceOf, firstConfirmingReference, sourcingStatus, type EvidenceState } from "../content/citations.ts";
import { unconfirmedAttributes } from "../content/confirmations.ts";
import { diseasesOfCountry } from "../content/links.ts";
import type { AgeLimits, Citation, CountryContent, MedicalCategory, NoticeContent, ReferenceContent, VaccineContent } from "../content/schemas.ts";
import { formatDate } from "../render/dates.ts";
import { minimumAgeMonths } from "../content/medical-limits.ts";
import { formatText } from "../content/ui-schema.ts";
import { locales, profileFallbackOrder, type Locale } from "../locales.ts";
import {
  schemaVersion,
  type CountryListItem,
  type CountryRequirements,
  type DiseaseIndexItem,
  type DiseaseProfile,
  type Envelope,
  type VaccinationEntry,
  type MalariaDrugEntry,
  type OutbreakNotice,
  type Bulk,
  type ChangeEntry,
  type TripDataPublished,
  type Tombstone,
  type publishedCertificateRules,
} from "../published/schemas.ts";
import type { Removal } from "../content/removals.ts";
import { countryShownSince, shownSince } from "../content/derived-dates.ts";
import { tripDataOf } from "../trip/data.ts";
import { schemaUrl } from "../published/json-schemas.ts";
import { resourceNames } from "../published/resources.ts";
import type { PublishedCitation } from "../published/provenance.ts";
import { routes, type Route } from "./routes.ts";
import { placementOf, type Placement } from "../maps/world.ts";
import { searchNames } from "./search.ts";
import { countrySummary, type SummaryAnswer } from "./summary.ts";
import { countryStatements, statementWords, type CountryStatement } from "./statements.ts";
import { yellowFeverDisease } from "../content/links.ts";
import { compareCodePoints } from "../order.ts";
import { newest } from "../timestamps.ts";

export interface Crumb {
  label: string;
  url: string;
}

interface PageOf<K extends string, D> {
  kind: K;
  locale: Locale;
  route: Route;
  title: string;
  description: string;
  breadcrumbs: Crumb[];
  /** The same resource in all five locales, this one included (for hreflang). */
  alternates: { locale: Locale; route: Route }[];
  envelope: Envelope<D>;
}

/** A destination as the search, the A–Z index and the risk maps see it (HTML only). */
export interface Destination {
  slug: string;
  name: string;
  yellowFever: CountryRequirements["yellowFever"];
  malaria: CountryRequirements["malaria"];
  /** Folded names the search matches (src/lib/site/search.ts). */
  searchNames: string[];
  placement: Placement;
}

export type CountryListPage = PageOf<"countryList", CountryListItem[]> & { destinations: Destination[] };
export type CountryPage = PageOf<"country", CountryRequirements> & {
  summary: SummaryAnswer[];
  placement: Placement;
  headTitle: string;
  /** The drugs malaria.drugs names, with their limits, so the page states them beside the advice. */
  malariaDrugs: MalariaDrugEntry[];
  /** The catalog entries of the vaccines the page advises, so each states its limits beside it. */
  vaccineEntries: Record<string, VaccinationEntry>;
  /** What the page says, statement by statement, as the trip planner repeats it (statements.ts). */
  statements: CountryStatement[];
};
export type DiseaseIndexPage = PageOf<"diseaseIndex", DiseaseIndexItem[]>;
export type DiseasePage = PageOf<"disease", DiseaseProfile> & { destinations: Destination[] };
export type CatalogPage = PageOf<"catalog", VaccinationEntry[]>;
export type VaccinePage = PageOf<"vaccine", VaccinationEntry>;
export type MalariaDrugsPage = PageOf<"malariaDrugs", MalariaDrugEntry[]>;
export type MalariaDrugPage = PageOf<"malariaDrug", MalariaDrugEntry>;
export type NoticesPage = PageOf<"notices", OutbreakNotice[]>;
export type ChangesPage = PageOf<"changes", ChangeEntry[]>;
export type BulkPage = PageOf<"bulk", Bulk>;
export type TripDataPage = PageOf<"tripData", TripDataPublished>;
export type TombstonePage = PageOf<"tombstone", Tombstone>;
export type Page = CountryListPage | CountryPage | DiseaseIndexPage | DiseasePage | CatalogPage | VaccinePage | MalariaDrugsPage | MalariaDrugPage | NoticesPage | ChangesPage | BulkPage | TripDataPage | TombstonePage;
// Every kind of page is a published resource with a stable name.
resourceNames satisfies Record<Page["kind"], unknown>;

const levelOrder = { "entry-requirement": 0, "all-travellers": 1, "some-travellers": 2 } as const;

/** How far the yellow-fever risk extends: "none" without risk, null where no cited source says. */
function yellowFeverExtentOf(country: CountryContent): "whole-country" | "some-areas" | "none" | null {
  return country.yellowFever.transmissionRisk === "none" ? "none" : (country.yellowFever.extent ?? null);
}

/** The certificate rule in version 1's values: a rule for named countries only asks at most what
 *  arriving-from-risk-countries asks; its countries are published in `fromCountries` beside it. */
function publishedRequirement(requirement: CountryContent["yellowFever"]["certificate"]["requirement"]): (typeof publishedCertificateRules)[number] {
  return requirement === "arriving-from-listed-countries" ? "arriving-from-risk-countries" : requirement;
}

/** The deprecated v1 `sourceUrl` of a yellow-fever or malaria section: the first authority or
 *  advice body cited for it, or null; never a page the fact was not checked against. */
function legacySourceUrl(citations: readonly Citation[] | null, references: ReadonlyMap<string, ReferenceContent>): string | null {
  return firstConfirmingReference(citations, references)?.url ?? null;
}

const optionalSourceUrl = (url: string | null): { sourceUrl?: string } => (url === null ? {} : { sourceUrl: url });

/** A fact's evidence state and its citations resolved to their references (null: not yet sourced),
 *  derived here once; every format renders them from the view model. */
function cited(
  citations: readonly Citation[] | null | undefined,
  references: ReadonlyMap<string, ReferenceContent>,
  values: Record<string, unknown> = {},
): { evidence: EvidenceState; notConfirmed: string[]; citations: PublishedCitation[] | null } {
  return {
    evidence: evidenceOf(citations ?? null, references),
    notConfirmed: unconfirmedAttributes({ citations: citations ? [...citations] : null, values }, references),
    citations:
      citations?.map((citation) => {
        const reference = references.get(citation.reference)!;
        return {
          reference: reference.slug,
          publisher: reference.publisher,
          kind: reference.kind,
          host: reference.host ?? null,
          title: reference.title,
          edition: reference.edition,
          url: reference.url,
          consulted: reference.consulted,
          locator: citation.locator,
          quote: citation.quote,
          confirms: [...(citation.confirms ?? [])],
        };
      }) ?? null,
  };
}

/** A vaccine's or drug's age limits as published: the bands, the derived minimum age, the citations. */
function publishedAge(limits: AgeLimits, locale: Locale, references: ReadonlyMap<string, ReferenceContent>) {
  return { minimumAgeMonths: minimumAgeMonths(limits), bands: limits.bands.map((band) => ({ ...band, reason: band.reason[locale] })), ...cited(limits.citations, references, { bands: limits.bands }) };
}

function publishedCategory(limit: MedicalCategory, locale: Locale, references: ReadonlyMap<string, ReferenceContent>) {
  return { category: limit.category, reason: limit.reason[locale], ...cited(limit.citations, references, { category: limit.category }) };
}

/** Diseases linked from the country advice: each disease's countries (never typed twice). */
function countriesByDisease(content: Content, vaccineBySlug: ReadonlyMap<string, VaccineContent>): Map<string, CountryContent[]> {
  const countriesOfDisease = new Map<string, CountryContent[]>(content.diseases.map((d) => [d.slug, []]));
  for (const country of content.countries) {
    for (const slug of diseasesOfCountry(country, vaccineBySlug)) countriesOfDisease.get(slug)?.push(country);
  }
  return countriesOfDisease;
}

/** When each page last changed: the newest change of everything it shows (the view models and the outline alike). */
function pageDates(content: Content) {
  const drugBySlug = new Map(content.malariaDrugs.map((d) => [d.slug, d]));
  // Its own edit, each named drug's (the page states their limits), and since when it shows what it
  // shows of the vaccines, diseases and countries it names (derived-dates.ts): an edit of a
  // vaccine's limits leaves the pages that only name it alone.
  const countryShown = countryShownSince(content);
  const noticesOf = (c: CountryContent) => content.notices.filter((n) => n.countries.some((entry) => entry.country === c.slug)).map((n) => n.lastUpdated);
  const country = (c: CountryContent) =>
    newest(c.lastUpdated, ...c.malaria.drugs.map((slug) => drugBySlug.get(slug)!.lastUpdated), countryShown.get(c.slug) ?? c.lastUpdated, ...noticesOf(c));
  // A profile's own edit, and since when it shows what it shows of the countries and vaccines
  // (derived-dates.ts): a country's edit that changes nothing the profile shows leaves it alone.
  const shown = shownSince(content);
  const disease = (d: DiseaseWithBodies) => newest(d.lastUpdated, shown.get(d.slug) ?? d.lastUpdated);
  const ui = (locale: Locale) => content.ui[locale].lastUpdated;
  const catalog = (locale: Locale) => newest(ui(locale), ...content.vaccines.map((v) => v.lastUpdated));
  const malariaDrugs = (locale: Locale) => newest(ui(locale), ...content.malariaDrugs.map((d) => d.lastUpdated));
  return {
    country,
    disease,
    // A list item carries its own file's lastUpdated (the same value as in that file and in the
    // bulk file), and a list is as new as its newest item.
    countryList: (locale: Locale) => newest(ui(locale), ...content.countries.map(country)),
    diseaseIndex: (locale: Locale) => newest(ui(locale), ...content.diseases.map(disease)),
    catalog,
    malariaDrugs,
    notices: (locale: Locale) => newest(ui(locale), ...content.notices.map((n) => n.lastUpdated)),
    changes: (locale: Locale) => newest(ui(locale), ...[...content.countries, ...content.diseases, ...content.vaccines].map((e) => e.lastUpdated), ...content.removals.map((r) => r.removed)),
    // The bulk file bundles the countries, the diseases and the catalog.
    bulk: (locale: Locale) => newest(ui(locale), ...content.countries.map(country), ...content.diseases.map(disease), catalog(locale), malariaDrugs(locale)),
    // The planner's data: the countries, the catalog and the malaria drugs, not the diseases.
    tripData: (locale: Locale) => newest(ui(locale), ...content.countries.map(country), catalog(locale), malariaDrugs(locale)),
  };
}

/** Where a removed entity was published: the catalog for a vaccine, whose own file goes with it. */
function oldRoute(removal: Removal, locale: Locale): Route {
  return removal.resource === "vaccine" ? routes.catalog(locale) : routes[removal.resource](locale, removal.slug);
}

/**
 * Builds the pages of the given locales (all by default) from validated content, in the same
 * order as the whole site's pages of those locales. Pure: same content, same pages.
 */
export function buildPages(content: Content, siteUrl: string, pageLocales: readonly Locale[] = locales): Page[] {
  const absolute = (path: string) => `${siteUrl}${path}`;
  const countryBySlug = new Map(content.countries.map((c) => [c.slug, c]));
  const vaccineBySlug = new Map(content.vaccines.map((v) => [v.slug, v]));
  const diseaseBySlug = new Map(content.diseases.map((d) => [d.slug, d]));
  const sourceBySlug = new Map(content.sources.map((s) => [s.slug, s]));
  const referenceBySlug = new Map(content.references.map((r) => [r.slug, r]));
  const drugBySlug = new Map<string, (typeof content.malariaDrugs)[number]>(content.malariaDrugs.map((d) => [d.slug, d]));
  const routineVaccines = content.vaccines.filter((v) => v.routine);
  const collators = Object.fromEntries(locales.map((l) => [l, new Intl.Collator(l)])) as Record<Locale, Intl.Collator>;
  const byName = (locale: Locale) => (a: { name: string }, b: { name: string }) => collators[locale].compare(a.name, b.name);

  const dates = pageDates(content);
  const countriesOfDisease = countriesByDisease(content, vaccineBySlug);

  function localized<K extends Page["kind"], D>(
    kind: K,
    routeFor: (locale: Locale) => Route,
    build: (locale: Locale) => { title: string; description: string; breadcrumbs: Crumb[]; lastUpdated: string; data: D },
  ): PageOf<K, D>[] {
    const alternates = locales.map((locale) => ({ locale, route: routeFor(locale) }));
    return pageLocales.map((locale) => {
      const route = routeFor(locale);
      const { lastUpdated, data, ...texts } = build(locale);
      return {
        kind,
        locale,
        route,
        ...texts,
        alternates,
        envelope: {
          $schema: schemaUrl(siteUrl, kind),
          schemaVersion,
          inLanguage: locale,
          canonicalUrl: absolute(route.html),
          markdownUrl: absolute(route.markdown),
          alternateLocales: alternates.filter((a) => a.locale !== locale).map((a) => ({ inLanguage: a.locale, url: absolute(a.route.json) })),
          lastUpdated,
          data,
        },
      };
    });
  }

  /** A locale's page of a resource that is one file per locale: its title and description from the UI strings. */
  const listPage = <K extends "countryList" | "diseaseIndex" | "catalog" | "malariaDrugs" | "notices" | "changes" | "bulk" | "tripData", D>(kind: K, data: (locale: Locale) => D) =>
    localized(kind, routes[kind], (locale) => ({
      title: content.ui[locale][kind].title,
      description: content.ui[locale][kind].description,
      breadcrumbs: [home(locale)],
      lastUpdated: dates[kind](locale),
      data: data(locale),
    }));

  const home = (locale: Locale): Crumb => ({ label: content.ui[locale].site.home, url: routes.home(locale) });
  // The list page a page belongs to, by its title.
  type List = "countryList" | "diseaseIndex" | "catalog" | "malariaDrugs";
  const crumbOf = (list: List, locale: Locale): Crumb => ({ label: content.ui[locale][list].title, url: routes[list](locale).html });
  const link = (route: Route, slug: string, name: string) => ({ slug, name, url: absolute(route.json) });
  const countryLink = (locale: Locale, c: CountryContent) => link(routes.country(locale, c.slug), c.slug, c.name[locale]);
  const diseaseLink = (locale: Locale, d: DiseaseWithBodies) => link(routes.disease(locale, d.slug), d.slug, d.name[locale]);
  // A reference to a vaccine or a drug points at its own small file, not at the whole catalog.
  const vaccineLink = (locale: Locale, v: VaccineContent) => link(routes.vaccine(locale, v.slug), v.slug, v.name[locale]);
  const drugLink = (locale: Locale, slug: string) => link(routes.malariaDrug(locale, slug), slug, drugBySlug.get(slug)!.name[locale]);

  const countryList = listPage("countryList", (locale) =>
    content.countries
      .map((c) => ({
        ...countryLink(locale, c),
        isoCode: c.isoCode,
        lastUpdated: dates.country(c),
        yellowFeverCertificate: publishedRequirement(c.yellowFever.certificate.requirement),
        malariaRisk: c.malaria.risk,
        malariaExtent: c.malaria.extent ?? ("none" as const),
        malariaExtentSummary: c.malaria.extentSummary?.[locale] ?? null,
        yellowFeverRecommendation: c.yellowFever.whoRecommendation,
        yellowFeverExtent: yellowFeverExtentOf(c),
        yellowFeverExtentSummary: c.yellowFever.extentSummary?.[locale] ?? null,
      }))
      .sort(byName(locale)),
  );

  // A notice as published, its one line derived here: in a country's file that country's areas (or its name).
  const noticeOf = (n: NoticeContent, locale: Locale, only?: string): OutbreakNotice => {
    const disease = diseaseBySlug.get(n.disease)!;
    const countries = n.countries.map(({ country, areas }) => ({ ...countryLink(locale, countryBySlug.get(country)!), areas: areas?.[locale] ?? null }));
    const place = only ? countries.filter((c) => c.slug === only).map((c) => c.areas ?? c.name) : countries.map((c) => (c.areas ? `${c.name} (${c.areas})` : c.name));
    const reports = n.citations.map((c) => referenceBySlug.get(c.reference)!);
    const reportedBy = reports.find((r) => r.dated === n.reported)!.publisher;
    const date = formatDate(n.reported, locale);
    return {
      slug: n.slug,
      statement: formatText(content.ui[locale].notices.statement, { disease: disease.name[locale], place: place.join(", "), publisher: reportedBy, date }),
      disease: diseaseLink(locale, disease),
      countries,
      summary: n.summary[locale],
      advice: n.advice[locale],
      adviceChange: n.adviceChange?.[locale] ?? null,
      reported: n.reported,
      reportedBy,
      confirmed: n.confirmed,
      reviewBy: n.reviewBy,
      ended: n.ended,
      lastUpdated: n.lastUpdated,
      note: n.changeNote[locale],
      citations: cited(n.citations, referenceBySlug).citations!.map((c, i) => ({ ...c, dated: reports[i]!.dated })),
    };
  };
  // Newest report first; an ended notice is history, never dropped.
  const byReport = [...content.notices].sort((a, b) => compareCodePoints(b.reported, a.reported) || compareCodePoints(a.slug, b.slug));
  const noticesOf = (locale: Locale, ended: boolean, only?: string) =>
    byReport.filter((n) => (n.ended !== null) === ended && (!only || n.countries.some((c) => c.country === only))).map((n) => noticeOf(n, locale, only));
  const notices = listPage("notices", (locale) => [...noticesOf(locale, false), ...noticesOf(locale, true)]);

  const countries = content.countries.flatMap((country) => {
    const listed = country.vaccines.map((entry, i) => ({ entry, i, vaccine: vaccineBySlug.get(entry.vaccine)! }));
    const exits = country.exitRequirements.map((entry, i) => ({ entry, i, vaccine: vaccineBySlug.get(entry.vaccine)! }));
    // Each fact with the attributes it states, so what no quote confirms is derived here once.
    const factAt = new Map(citedFacts(country).map((fact) => [fact.path, fact]));
    const cite = (path: string) => {
      const fact = factAt.get(path)!;
      return cited(fact.citations, referenceBySlug, fact.values);
    };
    const risks = country.otherRisks.map((risk) => ({ risk, disease: diseaseBySlug.get(risk.disease)! }));
    const source = sourceBySlug.get(country.adviceSource)!;
    const lastUpdated = dates.country(country);
    return localized("country", (locale) => routes.country(locale, country.slug), (locale) => {
      const ui = content.ui[locale];
      const name = country.name[locale];
      return {
        title: formatText(ui.country.title, { country: name }),
        description: formatText(ui.country.description, { country: name }),
        breadcrumbs: [home(locale), crumbOf("countryList", locale)],
        lastUpdated,
        data: {
          slug: country.slug,
          name,
          isoCode: country.isoCode,
          lcrUrl: country.lcrUrl,
          adviceSource: { slug: source.slug, name: source.name[locale], url: source.url },
          // Deprecated, the same as review.reviewed: a review date only where there was a review.
          reviewed: country.reviewed,
          vaccines: listed
            .map(({ entry, i, vaccine }) => ({
              ...vaccineLink(locale, vaccine),
              level: entry.level,
              note: entry.note?.[locale] ?? null,
              live: vaccine.live,
              // Deprecated: only a reference this recommendation cites is its source.
              ...optionalSourceUrl(legacySourceUrl(entry.citations ?? null, referenceBySlug)),
              fromCountries: (entry.fromCountries ?? []).map((slug) => countryLink(locale, countryBySlug.get(slug)!)),
              ...cite(`vaccines[${i}].citations`),
            }))
            .sort((a, b) => levelOrder[a.level] - levelOrder[b.level] || collators[locale].compare(a.name, b.name)),
          routineVaccinations: { vaccines: routineVaccines.map((v) => vaccineLink(locale, v)).sort(byName(locale)) },
          yellowFever: {
            transmissionRisk: country.yellowFever.transmissionRisk,
            whoRecommendation: country.yellowFever.whoRecommendation,
            certificate: {
              requirement: publishedRequirement(country.yellowFever.certificate.requirement),
              includesTransit: country.yellowFever.certificate.includesTransit,
              minimumAgeMonths: country.yellowFever.certificate.minimumAgeMonths,
              transitMinimumHours: country.yellowFever.certificate.transitMinimumHours,
              alsoFromCountries: (country.yellowFever.certificate.alsoFromCountries ?? []).map((slug) => countryLink(locale, countryBySlug.get(slug)!)),
              fromCountries: (country.yellowFever.certificate.fromCountries ?? []).map((slug) => countryLink(locale, countryBySlug.get(slug)!)),
              ...cite("yellowFever.certificate.citations"),
            },
            note: country.yellowFever.note?.[locale] ?? null,
            sourceUrl: legacySourceUrl(country.yellowFever.citations, referenceBySlug),
            extent: yellowFeverExtentOf(country),
            extentSummary: country.yellowFever.extentSummary?.[locale] ?? null,
            discrepancy: country.yellowFever.discrepancy?.[locale] ?? null,
            ...cite("yellowFever.citations"),
          },
          malaria: {
            risk: country.malaria.risk,
            whoPreventionType: country.malaria.whoPreventionType,
            areas: country.malaria.areas?.[locale] ?? null,
            season: country.malaria.season?.[locale] ?? null,
            prevention: country.malaria.prevention?.[locale] ?? null,
            sourceUrl: legacySourceUrl(country.malaria.citations, referenceBySlug),
            extent: country.malaria.extent ?? ("none" as const),
            extentSummary: country.malaria.extentSummary?.[locale] ?? null,
            tablets: country.malaria.tablets,
            drugs: country.malaria.drugs.map((slug) => drugLink(locale, slug)),
            discrepancy: country.malaria.discrepancy?.[locale] ?? null,
            ...cite("malaria.citations"),
          },
          exitRequirements: exits
            .map(({ entry, i, vaccine }) => ({
              ...vaccineLink(locale, vaccine),
              appliesTo: entry.appliesTo[locale],
              note: entry.note?.[locale] ?? null,
              ...cite(`exitRequirements[${i}].citations`),
            }))
            .sort(byName(locale)),
          review: { reviewed: country.reviewed, sourcing: sourcingStatus(country) },
          otherRisks: risks
            .map(({ risk, disease }) => ({ ...diseaseLink(locale, disease), note: risk.note?.[locale] ?? null }))
            .sort(byName(locale)),
          notices: noticesOf(locale, false, country.slug),
          noticeHistory: noticesOf(locale, true, country.slug),
        },
      };
    });
  });

  const diseaseIndex = listPage("diseaseIndex", (locale) =>
    content.diseases
      .map((d) => ({ ...diseaseLink(locale, d), summary: d.summary[locale], lastUpdated: dates.disease(d) }))
      .sort(byName(locale)),
  );

  const diseases = content.diseases.flatMap((disease) => {
    const linkedCountries = countriesOfDisease.get(disease.slug) ?? [];
    const vaccines = content.vaccines.filter((v) => v.protectsAgainst.includes(disease.slug));
    const lastUpdated = dates.disease(disease);
    return localized("disease", (locale) => routes.disease(locale, disease.slug), (locale) => {
      const ui = content.ui[locale];
      const name = disease.name[locale];
      // The loader guarantees at least one of the nl and en bodies.
      const profileInLanguage = profileFallbackOrder(locale).find((l) => disease.bodies[l])!;
      return {
        title: name,
        description: formatText(ui.disease.description, { disease: name }),
        breadcrumbs: [home(locale), crumbOf("diseaseIndex", locale)],
        lastUpdated,
        data: {
          slug: disease.slug,
          name,
          summary: disease.summary[locale],
          lcrUrl: disease.lcrUrl,
          sources: [...disease.sources],
          reviewed: disease.reviewed,
          profileInLanguage,
          profile: { blocks: disease.bodies[profileInLanguage]! },
          countries: linkedCountries.map((c) => countryLink(locale, c)).sort(byName(locale)),
          vaccines: vaccines.map((v) => vaccineLink(locale, v)).sort(byName(locale)),
        },
      };
    });
  });

  const vaccineEntry = (v: VaccineContent, locale: Locale): VaccinationEntry => ({
        slug: v.slug,
        name: v.name[locale],
        protectsAgainst: v.protectsAgainst.map((slug) => diseaseLink(locale, diseaseBySlug.get(slug)!)).sort(byName(locale)),
        live: v.live,
        routine: v.routine,
        schedule: v.schedule[locale],
        minimumLeadTimeDays: v.minimumLeadTimeDays,
        sourceUrl: v.sourceUrl,
        age: publishedAge(v.age, locale, referenceBySlug),
        pregnancy: publishedCategory(v.pregnancy, locale, referenceBySlug),
        breastfeeding: publishedCategory(v.breastfeeding, locale, referenceBySlug),
        reviewed: v.reviewed,
        lastUpdated: v.lastUpdated,
      });
  const catalog = listPage("catalog", (locale) => content.vaccines.map((v) => vaccineEntry(v, locale)).sort(byName(locale)));
  // What a vaccine's and a drug's own page share: its name, its list in the breadcrumbs, its date.
  const entryPage = (e: { name: Record<Locale, string>; lastUpdated: string }, locale: Locale, list: "catalog" | "malariaDrugs", description: string) => ({
    title: e.name[locale],
    description,
    breadcrumbs: [home(locale), crumbOf(list, locale)],
    lastUpdated: e.lastUpdated,
  });
  // Each vaccine and drug on its own, as in the list (its entry's lastUpdated), so a link to one
  // reads a few kilobytes instead of the whole list.
  const vaccines = content.vaccines.flatMap((v) =>
    localized("vaccine", (locale) => routes.vaccine(locale, v.slug), (locale) => ({
      ...entryPage(v, locale, "catalog", formatText(content.ui[locale].catalog.vaccineDescription, { vaccine: v.name[locale] })),
      data: vaccineEntry(v, locale),
    })),
  );

  const drugEntry = (d: (typeof content.malariaDrugs)[number], locale: Locale): MalariaDrugEntry => {
    const citedText = (fact: { text: Record<Locale, string>; citations: readonly Citation[] | null }) => ({ text: fact.text[locale], ...cited(fact.citations, referenceBySlug) });
    return ({
        slug: d.slug,
        name: d.name[locale],
        schedule: citedText(d.schedule),
        age: publishedAge(d.age, locale, referenceBySlug),
        minimumWeightKg: d.minimumWeightKg && { kg: d.minimumWeightKg.kg, reason: d.minimumWeightKg.reason[locale], ...cited(d.minimumWeightKg.citations, referenceBySlug) },
        pregnancy: publishedCategory(d.pregnancy, locale, referenceBySlug),
        breastfeeding: publishedCategory(d.breastfeeding, locale, referenceBySlug),
        contraindication: citedText(d.contraindication),
        reviewed: d.reviewed,
        lastUpdated: d.lastUpdated,
      });
  };
  const malariaDrugs = listPage("malariaDrugs", (locale) => content.malariaDrugs.map((d) => drugEntry(d, locale)).sort(byName(locale)));
  const drugs = content.malariaDrugs.flatMap((d) =>
    localized("malariaDrug", (locale) => routes.malariaDrug(locale, d.slug), (locale) => ({
      ...entryPage(d, locale, "malariaDrugs", formatText(content.ui[locale].malariaDrugs.drugDescription, { drug: d.name[locale] })),
      data: drugEntry(d, locale),
    })),
  );

  // The latest change of every entity and every removal, newest first (ties by kind and slug, for stable output).
  const replacementOf = (removal: Removal, locale: Locale) =>
    removal.replacement === null ? null : { slug: removal.replacement, url: absolute(routes[removal.resource](locale, removal.replacement).json) };
  const changedEntities = [
    ...content.countries.map((c) => ({ resource: "country" as const, entity: c, route: (l: Locale) => routes.country(l, c.slug) })),
    ...content.diseases.map((d) => ({ resource: "disease" as const, entity: d, route: (l: Locale) => routes.disease(l, d.slug) })),
    ...content.vaccines.map((v) => ({ resource: "vaccine" as const, entity: v, route: (l: Locale) => routes.vaccine(l, v.slug) })),
  ].map(({ resource, entity, route }) => ({ resource, slug: entity.slug, name: entity.name, lastUpdated: entity.lastUpdated, note: entity.changeNote, route, removal: null as Removal | null }));
  const removedEntities = content.removals.map((r) => ({ resource: r.resource, slug: r.slug, name: r.name, lastUpdated: r.removed, note: r.reason, route: (l: Locale) => oldRoute(r, l), removal: r }));
  const changeList = [...changedEntities, ...removedEntities].sort(
    (a, b) => compareCodePoints(b.lastUpdated, a.lastUpdated) || compareCodePoints(a.resource, b.resource) || compareCodePoints(a.slug, b.slug),
  );
  const changes = listPage("changes", (locale) =>
    changeList.map(({ resource, slug, name, lastUpdated, note, route, removal }) => ({
      resource,
      slug,
      name: name[locale],
      url: absolute(route(locale).json),
      lastUpdated,
      note: note[locale],
      ...(removal ? { removal: { replacement: replacementOf(removal, locale) } } : {}),
    })),
  );

  // A removed country's or disease's old address: what happened, when, and where to look now (a
  // vaccine had no address of its own).
  const removedPages = content.removals.filter((r): r is Removal & { resource: "country" | "disease" } => r.resource !== "vaccine");
  const tombstones = removedPages.flatMap((removal) =>
    localized("tombstone", (locale) => oldRoute(removal, locale), (locale) => {
      const ui = content.ui[locale];
      const name = removal.name[locale];
      return {
        title: name,
        description: formatText(ui.tombstone.description, { name }),
        breadcrumbs: [home(locale), crumbOf(removal.resource === "country" ? "countryList" : "diseaseIndex", locale)],
        lastUpdated: removal.removed,
        data: { resource: removal.resource, slug: removal.slug, name, removed: removal.removed, reason: removal.reason[locale], replacement: replacementOf(removal, locale) },
      };
    }),
  );

  // The bulk file reuses the data of the pages above: one source, no second rendering. Each
  // bundled country and disease says where its own file is and when it last changed.
  type Built<D> = { locale: Locale; route: Route; envelope: Envelope<D> };
  const dataOf = <D,>(pages: Built<D>[], locale: Locale) => pages.filter((p) => p.locale === locale).map((p) => p.envelope.data);
  const bundledOf = <D extends object>(pages: Built<D>[], locale: Locale) =>
    pages
      .filter((p) => p.locale === locale)
      .map((p) => ({ ...p.envelope.data, url: absolute(p.route.json), lastUpdated: p.envelope.lastUpdated }));
  const bulk = listPage("bulk", (locale) => ({
    countries: bundledOf(countries, locale).sort(byName(locale)),
    diseases: bundledOf(diseases, locale).sort(byName(locale)),
    vaccines: dataOf(catalog, locale)[0] ?? [],
    malariaDrugs: dataOf(malariaDrugs, locale)[0] ?? [],
  }));

  const tripData = listPage("tripData", (locale) => tripDataOf(dataOf(bulk, locale)[0]!));

  // What the HTML shows beyond the published data: the summary's wording, and the destinations
  // as the search, the A–Z index and the maps see them. Derived once here, per locale.
  const isYellowFeverVaccine = (slug: string) => vaccineBySlug.get(slug)?.protectsAgainst.includes(yellowFeverDisease) ?? false;
  // Frozen: Eleventy copies or proxies the data of paginated pages unless an object is frozen,
  // and these share the map geometry between pages.
  const placements = new Map(content.countries.map((c) => [c.slug, Object.freeze(placementOf(c, content.mapPlaces))]));
  const namesOf = new Map(content.countries.map((c) => [c.slug, searchNames(c, content.alternateNames.get(c.slug))]));
  const perLocale = <T,>(make: (locale: Locale) => T) => Object.fromEntries(pageLocales.map((l) => [l, make(l)])) as Record<Locale, T>;
  const drugsOf = perLocale((locale) => new Map((dataOf(malariaDrugs, locale)[0] ?? []).map((d) => [d.slug, d])));
  const vaccinesOf = perLocale((locale) => Object.freeze(Object.fromEntries((dataOf(catalog, locale)[0] ?? []).map((v) => [v.slug, v]))));
  const countryPages: CountryPage[] = countries.map((page) => ({
    ...page,
    summary: countrySummary(page.envelope.data, content.ui[page.locale], isYellowFeverVaccine),
    placement: placements.get(page.envelope.data.slug)!,
    headTitle: formatText(content.ui[page.locale].country.headTitle, { country: page.envelope.data.name }),
    malariaDrugs: page.envelope.data.malaria.drugs.map(({ slug }) => drugsOf[page.locale].get(slug)!),
    vaccineEntries: vaccinesOf[page.locale],
    statements: countryStatements(page.envelope.data, statementWords(content.ui[page.locale]), (slug) => countryBySlug.get(slug)?.name[page.locale] ?? slug),
  }));
  const destinations = perLocale((locale) =>
    countryPages
      .filter((page) => page.locale === locale)
      .map(({ envelope: { data } }): Destination => ({
        slug: data.slug,
        name: data.name,
        yellowFever: data.yellowFever,
        malaria: data.malaria,
        searchNames: namesOf.get(data.slug)!,
        placement: placements.get(data.slug)!,
      }))
      .sort(byName(locale))
      .map((d) => Object.freeze(d)),
  );
  for (const list of Object.values(destinations)) Object.freeze(list);
  const withDestinations = <P extends { locale: Locale }>(page: P) => ({ ...page, destinations: destinations[page.locale] });

  return [
    ...countryList.map(withDestinations),
    ...countryPages,
    ...diseaseIndex,
    ...diseases.map(withDestinations),
    ...catalog,
    ...vaccines,
    ...malariaDrugs,
    ...drugs,
    ...notices,
    ...changes,
    ...bulk,
    ...tripData,
    ...tombstones,
  ];
}
