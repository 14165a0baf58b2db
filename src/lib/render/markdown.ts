// The Markdown mirror of a page, for language-model readers: the same facts as the JSON, as a
// readable document. All content text goes through escapeMarkdown, so it cannot add structure.
import type { UiStrings } from "../content/ui-schema.ts";
import { formatText } from "../content/ui-schema.ts";
import type { Block, Inline } from "../published/schemas.ts";
import type { BulkPage, CatalogPage, ChangesPage, CountryListPage, CountryPage, DiseaseIndexPage, DiseasePage, Page } from "../site/pages.ts";
import { citationsMarkdown } from "./citations.ts";
import { escapeMarkdown as md, markdownLink } from "./escape.ts";

/** The Markdown mirror of a JSON URL (seed §4 rule 1: same route, `.md`). */
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

function countryList(page: CountryListPage, ui: Ui): string[] {
  return [
    md(ui.countryList.intro),
    page.envelope.data
      .map(
        (c) =>
          `- ${markdownLink(c.name, mirror(c.url))}: ${md(ui.countryList.columnYellowFever)}: ${md(ui.yellowFeverCertificate[c.yellowFeverCertificate])}; ${md(ui.countryList.columnMalaria)}: ${md(ui.malariaRisk[c.malariaRisk])}`,
      )
      .join("\n"),
  ];
}

function country(page: CountryPage, ui: Ui): string[] {
  const d = page.envelope.data;
  const out: string[] = [`## ${md(ui.country.vaccinesHeading)}`];
  if (d.vaccines.length === 0) out.push(md(ui.country.noVaccines));
  for (const level of ["entry-requirement", "all-travellers", "some-travellers"] as const) {
    const entries = d.vaccines.filter((v) => v.level === level);
    if (entries.length === 0) continue;
    out.push(`### ${md(ui.vaccineLevel[level])}`);
    out.push(
      entries
        .map((v) => {
          const line = `- **${md(v.name)}**${v.note ? `: ${md(v.note)}` : ""}`;
          const cited = v.level === "entry-requirement" || v.citations;
          return cited ? `${line}\n  - ${md(ui.country.sources)}:\n${citationsMarkdown(v.citations, ui, page.locale, "    ")}` : line;
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
            `- **${md(x.name)}**: ${md(ui.country.appliesTo)} ${md(x.appliesTo)}${x.note ? `. ${md(x.note)}` : ""}\n  - ${md(ui.country.sources)}:\n${citationsMarkdown(x.citations, ui, page.locale, "    ")}`,
        )
        .join("\n"),
    );
  }
  const sources = (citations: Parameters<typeof citationsMarkdown>[0]) => `- ${md(ui.country.sources)}:\n${citationsMarkdown(citations, ui, page.locale)}`;
  out.push(`## ${md(ui.country.routineHeading)}`, md(ui.country.routineText), d.routineVaccinations.vaccines.map((v) => `- ${md(v.name)}`).join("\n"));

  const yf = d.yellowFever;
  const certificate = [ui.yellowFeverCertificate[yf.certificate.requirement]];
  if (yf.certificate.minimumAgeMonths !== null) certificate.push(formatText(ui.country.minimumAge, { months: yf.certificate.minimumAgeMonths }));
  if (yf.certificate.includesTransit) certificate.push(ui.country.includesTransit);
  if (yf.certificate.transitMinimumHours !== null) certificate.push(formatText(ui.country.transitMinimumHours, { hours: yf.certificate.transitMinimumHours }));
  out.push(
    `## ${md(ui.country.yellowFeverHeading)}`,
    [
      fact(ui.country.transmissionRisk, md(ui.yellowFeverRisk[yf.transmissionRisk])),
      fact(ui.country.whoRecommendation, md(ui.yellowFeverRecommendation[yf.whoRecommendation])),
      sources(yf.citations),
      fact(ui.country.certificate, md(certificate.join("; "))),
      sources(yf.certificate.citations),
      ...(yf.discrepancy ? [fact(ui.country.discrepancy, md(yf.discrepancy))] : []),
      ...(yf.note ? [`- ${md(yf.note)}`] : []),
    ].join("\n"),
  );

  const m = d.malaria;
  out.push(
    `## ${md(ui.country.malariaHeading)}`,
    [
      fact(ui.country.malariaRisk, md(ui.malariaRisk[m.risk])),
      ...(m.whoPreventionType
        ? [fact(ui.country.preventionType, `${md(ui.malariaPrevention[m.whoPreventionType])} (${md(ui.country.preventionTypeSource)})`)]
        : []),
      ...(m.areas ? [fact(ui.country.areas, md(m.areas))] : []),
      ...(m.season ? [fact(ui.country.season, md(m.season))] : []),
      ...(m.prevention ? [fact(ui.country.prevention, md(m.prevention))] : []),
      fact(ui.country.tablets, md(ui.malariaTablets[m.tablets])),
      ...(m.drugs.length ? [fact(ui.country.drugs, md(m.drugs.map((drug) => ui.malariaDrug[drug]).join(", ")))] : []),
      ...(m.discrepancy ? [fact(ui.country.discrepancy, md(m.discrepancy))] : []),
      sources(m.citations),
    ].join("\n"),
  );

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
      ...d.vaccines.map((v) => fact(v.name, markdownLink(v.sourceUrl, v.sourceUrl))),
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
  out.push(`## ${md(ui.disease.vaccinesHeading)}`, d.vaccines.length ? d.vaccines.map((v) => `- ${md(v.name)}`).join("\n") : md(ui.site.none));
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
    ...entries.map((v) =>
      [
        `## ${md(v.name)}`,
        [
          fact(ui.catalog.protectsAgainst, v.protectsAgainst.map((d) => markdownLink(d.name, mirror(d.url))).join(", ")),
          fact(ui.catalog.live, md(v.live ? ui.catalog.liveYes : ui.catalog.liveNo)),
          fact(ui.catalog.routine, md(v.routine ? ui.site.yes : ui.site.no)),
          fact(ui.catalog.schedule, md(v.schedule)),
          ...(v.minimumLeadTimeDays !== null ? [fact(ui.catalog.leadTime, md(formatText(ui.catalog.leadTimeDays, { days: v.minimumLeadTimeDays })))] : []),
          fact(ui.catalog.source, markdownLink(v.sourceUrl, v.sourceUrl)),
        ].join("\n"),
      ].join("\n\n"),
    ),
  ];
}

function changes(page: ChangesPage, ui: Ui): string[] {
  return [
    md(ui.changes.intro),
    page.envelope.data.map((entry) => `- ${md(entry.lastUpdated)}: ${md(ui.changes[entry.resource])} ${markdownLink(entry.name, mirror(entry.url))}: ${md(entry.note)}`).join("\n"),
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
  ];
}

function body(page: Page, ui: Ui): string[] {
  switch (page.kind) {
    case "countryList":
      return countryList(page, ui);
    case "country":
      return country(page, ui);
    case "diseaseIndex":
      return diseaseIndex(page, ui);
    case "disease":
      return disease(page, ui);
    case "catalog":
      return catalog(page, ui);
    case "changes":
      return changes(page, ui);
    case "bulk":
      return bulk(page, ui);
  }
}

export interface MarkdownDocument {
  title: string;
  lastUpdated: string;
  reviewed?: string;
  htmlUrl: string;
  jsonUrl: string;
  /** JSON URLs of the same resource in the other locales. */
  alternates: { inLanguage: Page["locale"]; url: string }[];
  body: string[];
}

/** The frame every Markdown mirror shares: title, notice, facts about the file, languages. */
export function markdownDocument(doc: MarkdownDocument, ui: Ui, uiFor: (locale: Page["locale"]) => Ui): string {
  const header = [
    `# ${md(doc.title)}`,
    `> ${md(ui.site.notice)}`,
    [
      fact(ui.site.lastUpdated, md(doc.lastUpdated)),
      ...(doc.reviewed ? [fact(ui.site.reviewed, md(doc.reviewed))] : []),
      fact("HTML", markdownLink(doc.htmlUrl, doc.htmlUrl)),
      fact(ui.site.jsonLink, markdownLink(doc.jsonUrl, doc.jsonUrl)),
    ].join("\n"),
  ];
  const languages = [
    `## ${md(ui.site.otherLanguages)}`,
    doc.alternates.map((a) => `- ${markdownLink(uiFor(a.inLanguage).languageName, mirror(a.url))}`).join("\n"),
  ];
  return `${[...header, ...doc.body, ...languages].join("\n\n")}\n`;
}

/** Renders a page as Markdown; `uiFor` gives the UI strings of any locale (for language names). */
export function toMarkdown(page: Page, ui: Ui, uiFor: (locale: Page["locale"]) => Ui): string {
  const e = page.envelope;
  return markdownDocument(
    {
      title: page.title,
      lastUpdated: e.lastUpdated,
      // A country's review date is null until its facts were checked against cited references.
      ...("review" in e.data ? { reviewed: e.data.review.reviewed ?? ui.site.notReviewed } : "reviewed" in e.data ? { reviewed: e.data.reviewed } : {}),
      htmlUrl: e.canonicalUrl,
      jsonUrl: e.markdownUrl.replace(/\.md$/, ".json"),
      alternates: e.alternateLocales,
      body: body(page, ui),
    },
    ui,
    uiFor,
  );
}

const rendered = new WeakMap<Page, string>();

/** toMarkdown, once per page and build: the mirrors and llms-full.txt share the result. */
export function markdownOf(page: Page, uiFor: (locale: Page["locale"]) => Ui): string {
  let text = rendered.get(page);
  if (text === undefined) {
    text = toMarkdown(page, uiFor(page.locale), uiFor);
    rendered.set(page, text);
  }
  return text;
}

/** Drops the memo of pages whose Markdown no later pass of this build needs (src/lib/site/parts.ts). */
export function forgetMarkdown(pages: readonly Page[]): void {
  for (const page of pages) rendered.delete(page);
}
