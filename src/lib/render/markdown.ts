// The Markdown mirror of a page, for language-model readers: the same facts as the JSON, as a
// readable document. All content text goes through escapeMarkdown, so it cannot add structure.
import type { UiStrings } from "../content/ui-schema.ts";
import { formatText } from "../content/ui-schema.ts";
import type { Block, Inline } from "../published/schemas.ts";
import type { BulkPage, CatalogPage, ChangesPage, NoticesPage, CountryListPage, CountryPage, DiseaseIndexPage, DiseasePage, MalariaDrugPage, MalariaDrugsPage, Page, TombstonePage, TripDataPage, VaccinePage } from "../site/pages.ts";
import { ageBandLines, categoryLine, shortLimits } from "../site/limits.ts";
import { certificateSummaryWords, confirmationWords, malariaRiskWords, qualified, yellowFeverRecommendationWords } from "../site/summary.ts";
import { citationsMarkdown } from "./citations.ts";
import type { Locale } from "../locales.ts";
import { routes } from "../site/routes.ts";
import { fileContent, type FileContent } from "./file-bytes.ts";
import { escapeMarkdown as md, markdownLink, markdownUrl } from "./escape.ts";
import { frontMatter } from "./front-matter.ts";
import { yellowFeverRuleView } from "../site/yellow-fever-rules.ts";
import { summaryReviewNote } from "../site/summary.ts";
import { mayBeOutOfDate } from "../site/notices.ts";
import { formatDate } from "./dates.ts";
import type { OutbreakNotice } from "../published/schemas.ts";

/** The Markdown mirror of a JSON URL: the same route, with `.md` for `.json`. */
const mirror = (jsonUrl: string) => jsonUrl.replace(/\.json$/, ".md");

type Ui = UiStrings;

function inline(runs: readonly Inline[]): string {
  return runs
    .map((run) => {
      switch (run.type) {
        case "text":
          return md(run.text);
        case "strong":
          return `**${md(run.text)}**`;
        case "emphasis":
          return `*${md(run.text)}*`;
        case "link":
          return markdownLink(run.text, run.href);
      }
    })
    .join("");
}

export function blocksToMarkdown(blocks: readonly Block[], headingOffset = 0): string[] {
  return blocks.map((block) => {
    switch (block.type) {
      case "heading":
        return `${"#".repeat(block.level + headingOffset)} ${md(block.text)}`;
      case "paragraph":
        return inline(block.content);
      case "list":
        return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "-"} ${inline(item)}`).join("\n");
    }
  });
}

const fact = (label: string, value: string) => `- ${md(label)}: ${value}`;

/** A fact's sources, as a list under its line. */
const sourcesBelow = (ui: Ui, locale: Locale, fact: Parameters<typeof citationsMarkdown>[0]) => `  - ${md(ui.country.sources)}:\n${citationsMarkdown(fact, ui, locale, "    ")}`;

/** A country's rule, recommendation and malaria risk as its own page's summary says them, each
 *  with what its sources do not confirm: its line in the country list and in llms.txt. */
export function countryLine(c: Pick<CountryListPage["destinations"][number], "yellowFever" | "malaria">, ui: Ui): string {
  const yf = c.yellowFever;
  const advice = yf.whoRecommendation === "not-recommended" ? "" : `; ${qualified(yellowFeverRecommendationWords(yf, ui), confirmationWords(yf, ["whoRecommendation", "extent"], ui))}`;
  const malaria = qualified(malariaRiskWords(c.malaria.risk, c.malaria.extentSummary, ui), confirmationWords(c.malaria, ["risk", "extent"], ui));
  return `${ui.countryList.columnYellowFever}: ${certificateSummaryWords(yf.certificate, ui)}${advice}; ${ui.countryList.columnMalaria}: ${malaria}`;
}

function countryList(page: CountryListPage, ui: Ui): string[] {
  const destinations = new Map(page.destinations.map((d) => [d.slug, d]));
  return [md(ui.countryList.intro), page.envelope.data.map((c) => `- ${markdownLink(c.name, mirror(c.url))}: ${md(countryLine(destinations.get(c.slug)!, ui))}`).join("\n")];
}

/** The summary's three answers, worded as on the HTML page (src/lib/site/summary.ts). */
function summary(page: CountryPage, ui: Ui): string[] {
  const lineText = (l: CountryPage["summary"][number]["lines"][number]) =>
    `${md(l.text)}${l.vaccines.length ? `: ${l.vaccines.map((v) => md(v.name)).join(", ")}` : ""}${l.detail ? ` (${md(l.detail)})` : ""}`;
  const note = summaryReviewNote(page.envelope.data, ui);
  return [`## ${md(ui.summary.heading)}`, ...(note ? [`*${md(note)}*`] : []), page.summary.map((answer) => `- **${md(answer.heading)}:** ${answer.lines.map(lineText).join("; ")}`).join("\n")];
}

/** A notice under its line: the line says "may be out of date" when its reviewBy passed before this build. */
function noticeMarkdown(n: OutbreakNotice, ui: Ui, locale: Locale, level = "###"): string {
  const day = (date: string) => md(formatDate(date, locale));
  const w = ui.notices;
  return [
    `${level} ${md(n.statement)}${mayBeOutOfDate(n) ? ` (*${md(formatText(w.stale, { date: formatDate(n.confirmed, locale) }))}*)` : ""}`,
    [
      fact(w.summary, md(n.summary)),
      fact(w.advice, md(n.advice)),
      ...(n.adviceChange ? [fact(w.adviceChange, md(n.adviceChange))] : []),
      fact(w.where, n.countries.map((c) => `${markdownLink(c.name, mirror(c.url))}${c.areas ? ` (${md(c.areas)})` : ""}`).join(", ")),
      fact(w.reported, `${day(n.reported)} (${md(n.reportedBy)})`),
      fact(w.confirmed, day(n.confirmed)),
      fact(w.reviewBy, day(n.reviewBy)),
      ...(n.ended ? [fact(w.ended, day(n.ended))] : []),
      `- ${md(ui.country.sources)}:\n${citationsMarkdown({ evidence: "confirmed", notConfirmed: [], citations: n.citations }, ui, locale)}`,
    ].join("\n"),
  ].join("\n\n");
}

function notices(page: NoticesPage, ui: Ui): string[] {
  const [active, ended] = [page.envelope.data.filter((n) => !n.ended), page.envelope.data.filter((n) => n.ended)];
  return [md(ui.notices.intro), ...(active.length ? active.map((n) => noticeMarkdown(n, ui, page.locale, "##")) : [md(ui.notices.none)]), ...(ended.length ? [`## ${md(ui.notices.history)}`, ...ended.map((n) => noticeMarkdown(n, ui, page.locale))] : [])];
}

function country(page: CountryPage, ui: Ui): string[] {
  const d = page.envelope.data;
  const noticeList = (heading: string, list: OutbreakNotice[]) => (list.length ? [`## ${md(heading)}`, ...list.map((n) => noticeMarkdown(n, ui, page.locale))] : []);
  const out: string[] = [...summary(page, ui), ...noticeList(ui.notices.heading, d.notices), `## ${md(ui.country.vaccinesHeading)}`];
  if (d.vaccines.length === 0) out.push(md(ui.country.noVaccines));
  for (const level of ["entry-requirement", "all-travellers", "some-travellers"] as const) {
    const entries = d.vaccines.filter((v) => v.level === level);
    if (entries.length === 0) continue;
    out.push(`### ${md(ui.vaccineLevel[level])}`);
    out.push(
      entries
        .map((v) => {
          const limits = page.vaccineEntries[v.slug];
          const from = v.fromCountries.length ? ` ${md(formatText(ui.summary.onlyFrom, { countries: v.fromCountries.map((c) => c.name).join(", ") }))}` : "";
          const line = `- **${markdownLink(v.name, mirror(v.url))}**${v.note ? `: ${md(v.note)}` : ""}${from}${limits ? `\n  - ${md(ui.catalog.limitsLabel)}: ${md(shortLimits(limits, ui))}` : ""}`;
          // Every recommendation says how far it is sourced, cited or not: the summary counts it.
          return `${line}\n${sourcesBelow(ui, page.locale, v)}`;
        })
        .join("\n"),
    );
  }
  if (d.exitRequirements.length > 0) {
    out.push(
      `## ${md(ui.country.exitHeading)}`,
      d.exitRequirements
        .map(
          (x) =>
            `- **${markdownLink(x.name, mirror(x.url))}**: ${md(ui.country.appliesTo)} ${md(x.appliesTo)}${x.note ? `. ${md(x.note)}` : ""}\n${sourcesBelow(ui, page.locale, x)}`,
        )
        .join("\n"),
    );
  }
  const sources = (fact: Parameters<typeof citationsMarkdown>[0]) => `- ${md(ui.country.sources)}:\n${citationsMarkdown(fact, ui, page.locale)}`;
  out.push(`## ${md(ui.country.routineHeading)}`, md(ui.country.routineText), d.routineVaccinations.vaccines.map((v) => `- ${markdownLink(v.name, mirror(v.url))}`).join("\n"));

  const yf = d.yellowFever;
  const rule = yellowFeverRuleView(yf, ui);
  const riskList = `${siteUrlOf(page)}${routes.yellowFeverRules(page.locale).markdown}`;
  out.push(
    `## ${md(ui.country.yellowFeverHeading)}`,
    [
      fact(ui.country.transmissionRisk, md(ui.yellowFeverRisk[yf.transmissionRisk])),
      fact(ui.country.whoRecommendation, md(yellowFeverRecommendationWords(yf, ui))),
      sources(yf),
      fact(ui.country.certificate, md(rule.certificate)),
      fact(ui.yellowFeverRules.meaningLabel, `${md(rule.meaning.before)}${markdownLink(rule.meaning.link, riskList)}${md(rule.meaning.after)}`),
      sources(yf.certificate),
      ...(yf.discrepancy ? [fact(ui.country.discrepancy, md(yf.discrepancy))] : []),
      ...(yf.note ? [`- ${md(yf.note)}`] : []),
    ].join("\n"),
  );

  const m = d.malaria;
  out.push(
    `## ${md(ui.country.malariaHeading)}`,
    [
      fact(ui.country.malariaRisk, md(malariaRiskWords(m.risk, m.extentSummary, ui))),
      ...(m.whoPreventionType
        ? [fact(ui.country.preventionType, `${md(ui.malariaPrevention[m.whoPreventionType])} (${md(ui.country.preventionTypeSource)})`)]
        : []),
      ...(m.areas ? [fact(ui.country.areas, md(m.areas))] : []),
      ...(m.season ? [fact(ui.country.season, md(m.season))] : []),
      ...(m.prevention ? [fact(ui.country.prevention, md(m.prevention))] : []),
      fact(ui.country.tablets, md(ui.malariaTablets[m.tablets])),
      // Each drug with its limits beside it, linked to its own file that says more.
      ...(page.malariaDrugs.length
        ? [
            `${fact(ui.country.drugs, markdownLink(ui.malariaDrugs.countryLink, `${siteUrlOf(page)}${routes.malariaDrugs(page.locale).markdown}`))}\n${page.malariaDrugs
              .map((drug, i) => `  - **${markdownLink(drug.name, mirror(m.drugs[i]!.url))}**: ${md(shortLimits(drug, ui))}`)
              .join("\n")}`,
          ]
        : []),
      ...(m.discrepancy ? [fact(ui.country.discrepancy, md(m.discrepancy))] : []),
      sources(m),
    ].join("\n"),
  );

  out.push(...noticeList(ui.notices.history, d.noticeHistory));
  if (d.otherRisks.length > 0) {
    out.push(
      `## ${md(ui.country.otherRisksHeading)}`,
      d.otherRisks.map((r) => `- ${markdownLink(r.name, mirror(r.url))}${r.note ? `: ${md(r.note)}` : ""}`).join("\n"),
    );
  }
  out.push(
    `## ${md(ui.site.sourcesHeading)}`,
    [
      fact(ui.site.adviceSource, markdownLink(d.adviceSource.name, d.adviceSource.url)),
      ...(d.lcrUrl ? [fact(ui.site.originalAdvice, markdownLink(d.lcrUrl, d.lcrUrl))] : []),
      fact(ui.country.sourcingLabel, md(ui.sourcing[d.review.sourcing])),
    ].join("\n"),
  );
  return out;
}

function diseaseIndex(page: DiseaseIndexPage, ui: Ui): string[] {
  return [md(ui.diseaseIndex.intro), page.envelope.data.map((d) => `- ${markdownLink(d.name, mirror(d.url))}: ${md(d.summary)}`).join("\n")];
}

function disease(page: DiseasePage, ui: Ui): string[] {
  const d = page.envelope.data;
  const out = [md(d.summary), `## ${md(formatText(ui.disease.profileHeading, { disease: d.name }))}`];
  if (d.profileInLanguage !== page.locale) {
    out.push(`*${md(formatText(ui.disease.profileLanguageNote, { language: ui.languages[d.profileInLanguage] }))}*`);
  }
  out.push(...blocksToMarkdown(d.profile.blocks, 1));
  out.push(`## ${md(ui.disease.vaccinesHeading)}`, d.vaccines.length ? d.vaccines.map((v) => `- ${markdownLink(v.name, mirror(v.url))}`).join("\n") : md(ui.site.none));
  out.push(
    `## ${md(ui.disease.countriesHeading)}`,
    d.countries.length ? d.countries.map((c) => `- ${markdownLink(c.name, mirror(c.url))}`).join("\n") : md(ui.disease.noCountries),
  );
  out.push(
    `## ${md(ui.disease.sourcesHeading)}`,
    [...(d.lcrUrl ? [fact(ui.site.originalAdvice, markdownLink(d.lcrUrl, d.lcrUrl))] : []), ...d.sources.map((s) => `- ${markdownLink(s, s)}`)].join("\n"),
  );
  return out;
}

function catalog(page: CatalogPage, ui: Ui): string[] {
  const entries = page.envelope.data;
  if (entries.length === 0) return [md(ui.catalog.intro), md(ui.catalog.empty)];
  return [
    md(ui.catalog.intro),
    ...entries.map((v) => [`## ${md(v.name)}`, vaccineFacts(v, ui, page.locale)].join("\n\n")),
    markdownLink(ui.catalog.drugsLink, `${siteUrlOf(page)}${routes.malariaDrugs(page.locale).markdown}`),
  ];
}

/** What the catalog says of one vaccine, in the catalog and in the vaccine's own file. */
function vaccineFacts(v: VaccinePage["envelope"]["data"], ui: Ui, locale: Locale): string {
  return [
    fact(ui.catalog.protectsAgainst, v.protectsAgainst.map((d) => markdownLink(d.name, mirror(d.url))).join(", ")),
    fact(ui.catalog.live, md(v.live ? ui.catalog.liveYes : ui.catalog.liveNo)),
    fact(ui.catalog.routine, md(v.routine ? ui.site.yes : ui.site.no)),
    fact(ui.catalog.schedule, md(v.schedule)),
    ...(v.minimumLeadTimeDays !== null ? [fact(ui.catalog.leadTime, md(formatText(ui.catalog.leadTimeDays, { days: v.minimumLeadTimeDays })))] : []),
    ...limitFacts(v, ui, locale),
    fact(ui.catalog.source, markdownLink(v.sourceUrl, v.sourceUrl)),
  ].join("\n");
}

function vaccine(page: VaccinePage, ui: Ui): string[] {
  return [vaccineFacts(page.envelope.data, ui, page.locale), markdownLink(ui.catalog.title, `${siteUrlOf(page)}${routes.catalog(page.locale).markdown}`)];
}

/** Age, pregnancy and breastfeeding of a vaccine or drug, each with its sources. */
function limitFacts(entry: CatalogPage["envelope"]["data"][number] | MalariaDrugsPage["envelope"]["data"][number], ui: Ui, locale: Locale): string[] {
  const weight = "minimumWeightKg" in entry ? entry.minimumWeightKg : undefined;
  return [
    `${fact(ui.limits.age, "").trimEnd()}\n${ageBandLines(entry.age, ui).map((line) => `  - ${md(line)}`).join("\n")}\n${sourcesBelow(ui, locale, entry.age)}`,
    ...(weight === undefined
      ? []
      : [weight ? `${fact(ui.limits.weight, md(`${formatText(ui.limits.fromWeight, { kg: weight.kg })}. ${weight.reason}`))}\n${sourcesBelow(ui, locale, weight)}` : fact(ui.limits.weight, md(ui.limits.noWeightLimit))]),
    `${fact(ui.limits.pregnancy, md(categoryLine(entry.pregnancy, ui)))}\n${sourcesBelow(ui, locale, entry.pregnancy)}`,
    `${fact(ui.limits.breastfeeding, md(categoryLine(entry.breastfeeding, ui)))}\n${sourcesBelow(ui, locale, entry.breastfeeding)}`,
  ];
}

function malariaDrugs(page: MalariaDrugsPage, ui: Ui): string[] {
  return [md(ui.malariaDrugs.intro), ...page.envelope.data.map((d) => [`## ${md(d.name)}`, drugFacts(d, ui, page.locale)].join("\n\n"))];
}

/** What the drug list says of one drug, in the list and in the drug's own file. */
function drugFacts(d: MalariaDrugPage["envelope"]["data"], ui: Ui, locale: Locale): string {
  return [
    `${fact(ui.malariaDrugs.schedule, md(d.schedule.text))}\n${sourcesBelow(ui, locale, d.schedule)}`,
    ...limitFacts(d, ui, locale),
    `${fact(ui.malariaDrugs.contraindication, md(d.contraindication.text))}\n${sourcesBelow(ui, locale, d.contraindication)}`,
  ].join("\n");
}

function malariaDrug(page: MalariaDrugPage, ui: Ui): string[] {
  return [md(ui.malariaDrugs.intro), drugFacts(page.envelope.data, ui, page.locale), markdownLink(ui.malariaDrugs.title, `${siteUrlOf(page)}${routes.malariaDrugs(page.locale).markdown}`)];
}

function changes(page: ChangesPage, ui: Ui): string[] {
  return [
    md(ui.changes.intro),
    page.envelope.data
      .map((entry) => {
        const removed = entry.removal ? ` (${md(ui.changes.removed)})` : "";
        const replacement = entry.removal?.replacement ? ` ${md(ui.changes.replacedBy)}: ${markdownLink(entry.removal.replacement.slug, mirror(entry.removal.replacement.url))}` : "";
        return `- ${md(entry.lastUpdated)}: ${md(ui.changes[entry.resource])}${removed} ${markdownLink(entry.name, mirror(entry.url))}: ${md(entry.note)}${replacement}`;
      })
      .join("\n"),
  ];
}

function bulk(page: BulkPage, ui: Ui): string[] {
  const d = page.envelope.data;
  const base = page.envelope.markdownUrl.replace(/\/data\/all\.md$/, "");
  return [
    md(ui.bulk.intro),
    md(formatText(ui.bulk.counts, { countries: d.countries.length, diseases: d.diseases.length, vaccines: d.vaccines.length })),
    `## ${md(ui.nav.countries)}`,
    d.countries.map((c) => `- ${markdownLink(c.name, `${base}/travel/${c.slug}.md`)}`).join("\n"),
    `## ${md(ui.nav.diseases)}`,
    d.diseases.map((c) => `- ${markdownLink(c.name, `${base}/travel/diseases/${c.slug}.md`)}`).join("\n"),
    `## ${md(ui.nav.vaccines)}`,
    `- ${markdownLink(ui.catalog.title, `${base}/data/vaccinations.md`)}`,
    `- ${markdownLink(ui.malariaDrugs.title, `${base}/data/malaria-drugs.md`)}`,
  ];
}

function tripData(page: TripDataPage, ui: Ui): string[] {
  const d = page.envelope.data;
  const base = page.envelope.markdownUrl.replace(/\/data\/trip\.md$/, "");
  return [
    md(ui.tripData.intro),
    md(formatText(ui.tripData.counts, { countries: d.countries.length, vaccines: d.vaccines.length })),
    `- ${markdownLink(ui.tripData.plannerLink, `${base}/trip.md`)}`,
  ];
}

function tombstone(page: TombstonePage, ui: Ui): string[] {
  const d = page.envelope.data;
  return [
    md(formatText(ui.tombstone.text, { name: d.name, date: d.removed })),
    md(d.reason),
    d.replacement ? `${md(ui.tombstone.replacedBy)}: ${markdownLink(d.replacement.slug, mirror(d.replacement.url))}` : md(ui.tombstone.noReplacement),
  ];
}

const bodies: { [K in Page["kind"]]: (page: Extract<Page, { kind: K }>, ui: Ui) => string[] } = { countryList, country, diseaseIndex, disease, catalog, vaccine, malariaDrugs, malariaDrug, notices, changes, bulk, tripData, tombstone };
const body = (page: Page, ui: Ui) => (bodies[page.kind] as (page: Page, ui: Ui) => string[])(page, ui);

export interface MarkdownDocument {
  title: string;
  inLanguage: Locale;
  /** The language of the body text where it differs from the page's (disease profiles). */
  profileInLanguage?: Locale;
  lastUpdated: string;
  /** When the facts were last checked against their sources; null: not yet (shown as such). */
  reviewed?: string | null;
  htmlUrl: string;
  /** The JSON of the same resource, where it has one. */
  jsonUrl?: string;
  markdownUrl: string;
  /** The locale's llms.txt: the closing pointer, so a reader who lands here finds the rest. */
  indexUrl: string;
  /** The documents the facts come from (absolute URLs, no duplicates). */
  sources: readonly string[];
  /** JSON URLs of the same resource in the other locales. */
  alternates: { inLanguage: Locale; url: string }[];
  body: string[];
}

/** The Markdown document of a page that is one per locale (the trip planner, the yellow-fever
 *  rules, the developers' reference): its route in every locale, no sources of its own. */
export function localeMarkdownDoc(
  site: { siteUrl: string; locales: readonly Locale[] },
  locale: Locale,
  page: { route: (locale: Locale) => { html: string; markdown: string }; title: string; lastUpdated: string; jsonPath?: string; body: string[] },
): MarkdownDocument {
  const abs = (path: string) => `${site.siteUrl}${path}`;
  return {
    title: page.title,
    inLanguage: locale,
    lastUpdated: page.lastUpdated,
    htmlUrl: abs(page.route(locale).html),
    jsonUrl: page.jsonPath && abs(page.jsonPath),
    markdownUrl: abs(page.route(locale).markdown),
    indexUrl: abs(routes.llms(locale)),
    sources: [],
    // The other locales' Markdown (markdownDocument maps JSON URLs to mirrors and keeps .md ones).
    alternates: site.locales.filter((l) => l !== locale).map((l) => ({ inLanguage: l, url: abs(page.route(l).markdown) })),
    body: page.body,
  };
}

const reviewedFact = (doc: MarkdownDocument, ui: Ui) => (doc.reviewed === undefined ? [] : [fact(ui.site.reviewed, md(doc.reviewed ?? ui.site.notReviewed))]);

/** The envelope's facts as YAML front matter, before anything else in the file. */
function markdownFrontMatter(doc: MarkdownDocument): string {
  return frontMatter({
    title: doc.title,
    canonicalUrl: doc.htmlUrl,
    markdownUrl: doc.markdownUrl,
    jsonUrl: doc.jsonUrl,
    inLanguage: doc.inLanguage,
    profileInLanguage: doc.profileInLanguage !== undefined && doc.profileInLanguage !== doc.inLanguage ? doc.profileInLanguage : undefined,
    lastUpdated: doc.lastUpdated,
    reviewed: doc.reviewed,
    sources: doc.sources,
    index: doc.indexUrl,
  });
}

/** The frame every Markdown mirror shares: front matter, title, notice, facts about the file,
 *  the body, languages, and a pointer back to the locale's index. */
export function markdownDocument(doc: MarkdownDocument, ui: Ui, uiFor: (locale: Locale) => Ui): string {
  const header = [
    markdownFrontMatter(doc),
    `# ${md(doc.title)}`,
    `> ${md(ui.site.notice)}`,
    [
      fact(ui.site.lastUpdated, md(doc.lastUpdated)),
      ...reviewedFact(doc, ui),
      fact("HTML", markdownLink(doc.htmlUrl, doc.htmlUrl)),
      ...(doc.jsonUrl ? [fact(ui.site.jsonLink, markdownLink(doc.jsonUrl, doc.jsonUrl))] : []),
    ].join("\n"),
  ];
  const languages = [
    `## ${md(ui.site.otherLanguages)}`,
    doc.alternates.map((a) => `- ${markdownLink(uiFor(a.inLanguage).languageName, mirror(a.url))}`).join("\n"),
  ];
  const index = `${md(ui.llms.backToIndex)}: ${markdownLink("llms.txt", doc.indexUrl)}`;
  return `${[...header, ...doc.body, ...languages, index].join("\n\n")}\n`;
}

/** A document inside a full-text part: title, one source line, the body. The part says the
 *  notice once and the index lists the other formats, so neither is repeated per document. */
export function fullTextEntry(doc: MarkdownDocument, ui: Ui): string {
  const dates = [fact(ui.site.lastUpdated, md(doc.lastUpdated)), ...reviewedFact(doc, ui)].map((line) => line.slice(2));
  return [`# ${md(doc.title)}`, `${md(ui.llms.source)}: <${markdownUrl(doc.markdownUrl)}> · ${dates.join(" · ")}`, ...doc.body].join("\n\n");
}

/** The sources a page's facts come from, for its front matter. */
function sourcesOf(page: Page): string[] {
  const urls: (string | null)[] = [];
  if (page.kind === "country") {
    const c = page.envelope.data;
    // Only the documents the page's facts cite: not the advice body's home, not a catalog page.
    const cited = [c.yellowFever.citations, c.yellowFever.certificate.citations, c.malaria.citations, ...c.vaccines.map((v) => v.citations), ...c.exitRequirements.map((x) => x.citations), ...[...c.notices, ...c.noticeHistory].map((n) => n.citations)];
    urls.push(...cited.flatMap((citations) => (citations ?? []).map((citation) => citation.url)));
  } else if (page.kind === "notices") {
    urls.push(...page.envelope.data.flatMap((n) => n.citations.map((c) => c.url)));
  } else if (page.kind === "disease") {
    urls.push(page.envelope.data.lcrUrl, ...page.envelope.data.sources);
  } else if (page.kind === "catalog" || page.kind === "vaccine") {
    const vaccines = page.kind === "catalog" ? page.envelope.data : [page.envelope.data];
    urls.push(...vaccines.map((v) => v.sourceUrl));
    urls.push(...vaccines.flatMap((v) => [v.age, v.pregnancy, v.breastfeeding].flatMap((limit) => (limit.citations ?? []).map((c) => c.url))));
  } else if (page.kind === "malariaDrugs" || page.kind === "malariaDrug") {
    const drugs = page.kind === "malariaDrugs" ? page.envelope.data : [page.envelope.data];
    const facts = drugs.flatMap((d) => [d.schedule, d.age, d.minimumWeightKg, d.pregnancy, d.breastfeeding, d.contraindication]);
    urls.push(...facts.flatMap((f) => (f?.citations ?? []).map((c) => c.url)));
  }
  return [...new Set(urls.filter((url): url is string => url !== null))];
}

/** The site's base URL, from a page's own canonical URL (its route is site-relative). */
const siteUrlOf = (page: Page) => page.envelope.canonicalUrl.slice(0, page.envelope.canonicalUrl.length - page.route.html.length);

/** A page as a Markdown document: frame facts from its envelope, body from its data. */
export function markdownDocumentOf(page: Page, ui: Ui): MarkdownDocument {
  const e = page.envelope;
  return {
    title: page.title,
    inLanguage: page.locale,
    ...(page.kind === "disease" ? { profileInLanguage: page.envelope.data.profileInLanguage } : {}),
    lastUpdated: e.lastUpdated,
    // A country's review date is null until its facts were checked against cited references.
    ...("review" in e.data ? { reviewed: e.data.review.reviewed } : "reviewed" in e.data ? { reviewed: e.data.reviewed } : {}),
    htmlUrl: e.canonicalUrl,
    jsonUrl: absoluteJsonUrl(page),
    markdownUrl: e.markdownUrl,
    indexUrl: `${siteUrlOf(page)}${routes.llms(page.locale)}`,
    sources: sourcesOf(page),
    alternates: e.alternateLocales,
    body: body(page, ui),
  };
}

const absoluteJsonUrl = (page: Page) => `${siteUrlOf(page)}${page.route.json}`;

/** Renders a page as Markdown; `uiFor` gives the UI strings of any locale (for language names). */
export function toMarkdown(page: Page, ui: Ui, uiFor: (locale: Locale) => Ui): string {
  return markdownDocument(markdownDocumentOf(page, ui), ui, uiFor);
}

/**
 * Each page's entry in its locale's full text (src/lib/render/llms.ts) is made with its mirror
 * from the same document, so the document is made once per page. Whichever comes first keeps
 * what the other needs, and the other takes it: an entry is kept as bytes (half the memory of its
 * text) only until its part is joined, not to the end of the build.
 */
const fullTextEntries = new WeakMap<Page, FileContent>();

/** Documents made for the full text before their mirror: the mirror reuses them. */
const waitingForMirror = new WeakMap<Page, MarkdownDocument>();

/** The Markdown mirror of a page. */
export function markdownOf(page: Page, uiFor: (locale: Locale) => Ui): string {
  const ui = uiFor(page.locale);
  let doc = waitingForMirror.get(page);
  if (doc) waitingForMirror.delete(page);
  else {
    doc = markdownDocumentOf(page, ui);
    fullTextEntries.set(page, fileContent(fullTextEntry(doc, ui)));
  }
  return markdownDocument(doc, ui, uiFor);
}

/** A page's entry in the full text: the one its mirror left, or made now (and its document kept for the mirror). */
export function fullTextEntryOf(page: Page, uiFor: (locale: Locale) => Ui): FileContent {
  const kept = fullTextEntries.get(page);
  if (kept !== undefined) {
    fullTextEntries.delete(page);
    return kept;
  }
  const ui = uiFor(page.locale);
  const doc = markdownDocumentOf(page, ui);
  waitingForMirror.set(page, doc);
  return fileContent(fullTextEntry(doc, ui));
}
