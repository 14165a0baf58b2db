// The HTML body of each page kind: the same facts as the JSON, laid out so that "what do I need
// for X" is answered at a glance. Everything from content is escaped by the html`` tag.
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import { yellowFeverRuleView } from "../site/yellow-fever-rules.ts";
import type { Block, Inline } from "../published/schemas.ts";
import type { BulkPage, CatalogPage, ChangesPage, NoticesPage, CountryListPage, CountryPage, DiseaseIndexPage, DiseasePage, MalariaDrugPage, MalariaDrugsPage, Page, TombstonePage, TripDataPage, VaccinePage } from "../site/pages.ts";
import { ageBandLines, categoryWords, shortLimits } from "../site/limits.ts";
import { routes } from "../site/routes.ts";
import { citationsHtml } from "./citations.ts";
import type { SummaryAnswer, SummaryLine } from "../site/summary.ts";
import { malariaCell, malariaRiskWords, summaryReviewNote, yellowFeverCell, yellowFeverRecommendationWords } from "../site/summary.ts";
import type { Locale } from "../locales.ts";
import { formatDate } from "./dates.ts";
import { html, section, type SafeHtml } from "./escape.ts";
import { severityIcon } from "./icons.ts";
import { azIndex, initialOf, letterAnchors, letterId, searchBox } from "./search.ts";
import { locatorMap, riskMap, worldMapDefs, type RiskMapKind } from "./maps.ts";
import { malariaDisease, yellowFeverDisease } from "../content/links.ts";
import { mayBeOutOfDate } from "../site/notices.ts";
import type { OutbreakNotice } from "../published/schemas.ts";

type Href = (path: string) => string;

function inline(runs: readonly Inline[]): SafeHtml {
  return html`${runs.map((run) => {
    switch (run.type) {
      case "text":
        return html`${run.text}`;
      case "strong":
        return html`<strong>${run.text}</strong>`;
      case "emphasis":
        return html`<em>${run.text}</em>`;
      case "link":
        return html`<a href="${run.href}">${run.text}</a>`;
    }
  })}`;
}

function blocks(list: readonly Block[]): SafeHtml {
  return html`${list.map((block) => {
    switch (block.type) {
      case "heading":
        // The page has h1 and the profile section h2, so profile headings move one level down.
        return block.level === 2 ? html`<h3>${block.text}</h3>\n` : html`<h4>${block.text}</h4>\n`;
      case "paragraph":
        return html`<p>${inline(block.content)}</p>\n`;
      case "list": {
        const items = block.items.map((item) => html`<li>${inline(item)}</li>`);
        return block.ordered ? html`<ol>${items}</ol>\n` : html`<ul>${items}</ul>\n`;
      }
    }
  })}`;
}

// In print the address follows the link text, unless the text is the address (src/assets/site.css).
const externalLink = (url: string, text: string = url) => html`<a href="${url}" rel="external"${text === url ? html` class="bare-url"` : ""}>${text}</a>`;

function facts(rows: [string, SafeHtml | string][]): SafeHtml {
  return html`<dl class="facts">
${rows.map(([term, value]) => html`<div><dt>${term}</dt><dd>${value}</dd></div>\n`)}</dl>
`;
}

/** A vaccine's name, linked to its own page. */
function vaccineLink(locale: Locale, vaccine: { slug: string; name: string }, href: Href): SafeHtml {
  return html`<a href="${href(routes.entityHtml(locale, "vaccine", vaccine.slug))}">${vaccine.name}</a>`;
}

/** One status line: icon, text and (where there is one) detail; the icon repeats what the text says. */
function statusLine(l: SummaryLine, locale: Locale, href: Href, clampDetail = false, phoneSummary: string | null = null): SafeHtml {
  const names = html`${l.vaccines.map((v, i) => html`${i ? ", " : ""}${vaccineLink(locale, v, href)}`)}`;
  // On a phone a long list of "some travellers" vaccines points to the list below instead.
  const vaccines = !l.vaccines.length
    ? ""
    : phoneSummary && l.severity === "low"
      ? html`: <span class="wide-only">${names}</span><a class="phone-only" href="#vaccines">${phoneSummary}</a>`
      : html`: ${names}`;
  return html`<li class="status sev-${l.severity}">${severityIcon(l.severity)}<span><span class="status-text">${l.text}</span>${vaccines}${
    l.detail ? html` <span class="detail${clampDetail ? " clamp" : ""}">${l.detail}</span>` : ""
  }${l.link ? html` <a href="#${l.link.anchor}">${l.link.text}</a>` : ""}</span></li>`;
}

function summary(answers: readonly SummaryAnswer[], ui: UiStrings, locale: Locale, href: Href, note: string | null = null): SafeHtml {
  return html`<section class="glance" aria-labelledby="glance">
<h2 id="glance" class="visually-hidden">${ui.summary.heading}</h2>
${note ? html`<p class="glance-note">${note}</p>
` : ""}${answers.map(
  (a) => html`<div class="answer sev-${a.severity}">
<h3 id="answer-${a.topic}">${a.heading}</h3>
<ul class="status-list">${a.lines.map((l) => statusLine(l, locale, href, a.topic === "malaria", a.topic === "advised" ? ui.country.vaccinesHeading : null))}</ul>
</div>
`,
)}</section>
`;
}

/** A notice's line; past reviewBy it says it may be out of date (hidden until then, and re-read
 *  on load by the page's script from data-review-by, so an old page does not present it as current). */
function noticeLine(n: OutbreakNotice, ui: UiStrings, locale: Locale): SafeHtml {
  const stale = formatText(ui.notices.stale, { date: formatDate(n.confirmed, locale) });
  return html`<span data-review-by="${n.reviewBy}">${n.statement}<span class="notice-stale"${mayBeOutOfDate(n) ? "" : html` hidden`}> (${stale})</span></span>`;
}

function noticeHtml(n: OutbreakNotice, ui: UiStrings, locale: Locale, href: Href, heading: "h2" | "h3"): SafeHtml {
  const w = ui.notices;
  const day = (date: string) => html`<time datetime="${date}">${formatDate(date, locale)}</time>`;
  const rows: [string, SafeHtml | string][] = [[w.summary, n.summary], [w.advice, n.advice]];
  if (n.adviceChange) rows.push([w.adviceChange, n.adviceChange]);
  rows.push([w.where, html`${n.countries.map((c, i) => html`${i ? ", " : ""}<a href="${href(routes.country(locale, c.slug).html)}">${c.name}</a>${c.areas ? ` (${c.areas})` : ""}`)}`]);
  rows.push([w.reported, html`${day(n.reported)} (${n.reportedBy})`], [w.confirmed, day(n.confirmed)], [w.reviewBy, day(n.reviewBy)]);
  if (n.ended) rows.push([w.ended, day(n.ended)]);
  rows.push([ui.country.sources, citationsHtml({ evidence: "confirmed", notConfirmed: [], citations: n.citations }, ui, locale)]);
  return html`<section class="notice" aria-labelledby="notice-${n.slug}">
${heading === "h2" ? html`<h2 id="notice-${n.slug}">${noticeLine(n, ui, locale)}</h2>` : html`<h3 id="notice-${n.slug}">${noticeLine(n, ui, locale)}</h3>`}
${facts(rows)}</section>
`;
}

function notices(page: NoticesPage, ui: UiStrings, href: Href): SafeHtml {
  const [active, ended] = [page.envelope.data.filter((n) => !n.ended), page.envelope.data.filter((n) => n.ended)];
  return html`<p class="lead">${ui.notices.intro}</p>
${active.length ? active.map((n) => noticeHtml(n, ui, page.locale, href, "h2")) : html`<p>${ui.notices.none}</p>
`}${
    ended.length ? html`<h2>${ui.notices.history}</h2>
${ended.map((n) => noticeHtml(n, ui, page.locale, href, "h3"))}` : ""
  }`;
}

function countryList(page: CountryListPage, ui: UiStrings, href: Href): SafeHtml {
  const firstOf = letterAnchors(page.destinations);
  const cell = (lines: SummaryLine[]) => html`<ul class="status-list">${lines.map((l) => statusLine(l, page.locale, href))}</ul>`;
  return html`<p class="lead">${ui.countryList.intro}</p>
${searchBox(ui, page.destinations.length, "destination-search")}${azIndex(page.destinations, ui)}${worldMapDefs()}<div class="maps">
${riskMap("yellow-fever", page.destinations, ui, page.locale, href, "map-yellow-fever")}${riskMap("malaria", page.destinations, ui, page.locale, href, "map-malaria")}</div>
<table class="country-table" id="destinations" data-destinations>
<thead><tr><th scope="col">${ui.countryList.columnCountry}</th><th scope="col">${ui.countryList.columnYellowFever}</th><th scope="col">${ui.countryList.columnMalaria}</th></tr></thead>
<tbody>
${page.destinations.map((d) => {
  const letter = initialOf(d.name);
  const anchor = firstOf.get(letter) === d.slug ? html` id="${letterId(letter)}"` : "";
  return html`<tr${anchor} data-names="${d.searchNames.join("|")}"><th scope="row"><a href="${href(routes.country(page.locale, d.slug).html)}">${d.name}</a></th><td data-label="${ui.countryList.columnYellowFever}">${cell(yellowFeverCell(d.yellowFever, ui))}</td><td data-label="${ui.countryList.columnMalaria}">${cell(malariaCell(d.malaria, ui))}</td></tr>\n`;
})}</tbody>
</table>
`;
}

function country(page: CountryPage, ui: UiStrings, href: Href): SafeHtml {
  const d = page.envelope.data;
  const levels = (["entry-requirement", "all-travellers", "some-travellers"] as const)
    .map((level) => ({ level, entries: d.vaccines.filter((v) => v.level === level) }))
    .filter((group) => group.entries.length > 0);
  const yf = d.yellowFever;
  const rule = yellowFeverRuleView(yf, ui);
  const sources = (fact: Parameters<typeof citationsHtml>[0]): [string, SafeHtml] => [ui.country.sources, citationsHtml(fact, ui, page.locale)];
  const m = d.malaria;
  const malariaRows: [string, string | SafeHtml][] = [[ui.country.malariaRisk, malariaRiskWords(m.risk, m.extentSummary, ui)]];
  if (m.whoPreventionType) malariaRows.push([ui.country.preventionType, html`${ui.malariaPrevention[m.whoPreventionType]} <small>(${ui.country.preventionTypeSource})</small>`]);
  if (m.areas) malariaRows.push([ui.country.areas, m.areas]);
  if (m.season) malariaRows.push([ui.country.season, m.season]);
  if (m.prevention) malariaRows.push([ui.country.prevention, m.prevention]);
  malariaRows.push([ui.country.tablets, ui.malariaTablets[m.tablets]]);
  // Each drug with its limits beside it, linked to the drug list that says more.
  if (page.malariaDrugs.length) {
    malariaRows.push([
      ui.country.drugs,
      html`<ul class="drugs">${page.malariaDrugs.map((drug) => html`<li><a href="${href(routes.malariaDrug(page.locale, drug.slug).html)}">${drug.name}</a>: ${shortLimits(drug, ui)}</li>`)}</ul>`,
    ]);
  }
  if (m.discrepancy) malariaRows.push([ui.country.discrepancy, m.discrepancy]);
  malariaRows.push(sources(m));

  const noticeSection = (heading: string, id: string, list: OutbreakNotice[]) => (list.length ? section(id, heading, list.map((n) => noticeHtml(n, ui, page.locale, href, "h3"))) : "");
  // Active notices lead the first screen in one item marked like a medium one of the summary, each
  // by its disease (and areas), short enough to leave the summary there too; the earliest reviewBy
  // decides the warning, and each notice's statement and dates are in the section below.
  const areas = (n: OutbreakNotice) => n.countries.find((c) => c.slug === d.slug)?.areas;
  const due = d.notices.map((n) => n.reviewBy).sort()[0]!;
  const noticeLines = d.notices.length
    ? html`<ul class="status-list notice-lines"><li class="status sev-medium">${severityIcon("medium")}<span data-review-by="${due}">${ui.notices.heading}: ${d.notices.map(
        (n, i) => html`${i ? ", " : ""}<a href="#notice-${n.slug}">${n.disease.name}${areas(n) ? ` (${areas(n)})` : ""}</a>`,
      )}<span class="notice-stale"${mayBeOutOfDate({ reviewBy: due }) ? "" : html` hidden`}> (${ui.notices.staleShort})</span></span></li></ul>
`
    : "";
  return html`${noticeLines}${summary(page.summary, ui, page.locale, href, summaryReviewNote(d, ui))}<p class="trip-add-link"><a href="${href(`${routes.trip(page.locale).html}?add=${d.slug}`)}">${ui.trip.addToTrip}</a></p>
${locatorMap(page.placement, d.name, ui)}${noticeSection(ui.notices.heading, "notices", d.notices)}<section class="summary" aria-labelledby="vaccines">
<h2 id="vaccines">${ui.country.vaccinesHeading}</h2>
${d.vaccines.length === 0 ? html`<p>${ui.country.noVaccines}</p>\n` : ""}${levels.map(
    ({ level, entries }) => html`<div class="level level-${level}">
<h3>${ui.vaccineLevel[level]}</h3>
<ul>
${entries.map(
  (v) =>
    html`<li><strong>${vaccineLink(page.locale, v, href)}</strong>${v.note ? html`: ${v.note}` : ""}${
      v.fromCountries.length ? html` ${formatText(ui.summary.onlyFrom, { countries: v.fromCountries.map((c) => c.name).join(", ") })}` : ""
    }${page.vaccineEntries[v.slug] ? html`<div class="limits">${ui.catalog.limitsLabel}: ${shortLimits(page.vaccineEntries[v.slug]!, ui)}</div>` : ""}${
      html`<div class="sources">${ui.country.sources}: ${citationsHtml(v, ui, page.locale)}</div>`
    }</li>\n`,
)}</ul>
</div>
`,
  )}<h3>${ui.country.routineHeading}</h3>
<p>${ui.country.routineText}</p>
<ul class="inline-list">
${d.routineVaccinations.vaccines.map((v) => html`<li>${vaccineLink(page.locale, v, href)}</li>\n`)}</ul>
</section>
${
  d.exitRequirements.length
    ? section(
        "exit-requirements",
        ui.country.exitHeading,
        html`<ul>
${d.exitRequirements.map((x) => html`<li><strong>${x.name}</strong>: ${ui.country.appliesTo} ${x.appliesTo}${x.note ? html`. ${x.note}` : ""}<div class="sources">${ui.country.sources}: ${citationsHtml(x, ui, page.locale)}</div></li>\n`)}</ul>
`,
      )
    : ""
}${section(
    "yellow-fever",
    ui.country.yellowFeverHeading,
    html`${facts([
      [ui.country.transmissionRisk, ui.yellowFeverRisk[yf.transmissionRisk]],
      [ui.country.whoRecommendation, yellowFeverRecommendationWords(yf, ui)],
      sources(yf),
      [ui.country.certificate, rule.certificate],
      [ui.yellowFeverRules.meaningLabel, html`${rule.meaning.before}<a href="${href(routes.yellowFeverRules(page.locale).html)}">${rule.meaning.link}</a>${rule.meaning.after}`],
      sources(yf.certificate),
      ...(yf.discrepancy ? [[ui.country.discrepancy, yf.discrepancy] as [string, string]] : []),
    ])}${yf.note ? html`<p>${yf.note}</p>\n` : ""}`,
  )}${section("malaria", ui.country.malariaHeading, facts(malariaRows))}${
    d.otherRisks.length
      ? section("other-risks", ui.country.otherRisksHeading, html`<ul>\n${d.otherRisks.map((r) => html`<li><a href="${href(routes.disease(page.locale, r.slug).html)}">${r.name}</a>${r.note ? html`: ${r.note}` : ""}</li>\n`)}</ul>\n`)
      : ""
  }${noticeSection(ui.notices.history, "notice-history", d.noticeHistory)}${section(
    "sources",
    ui.site.sourcesHeading,
    facts([
      [ui.site.adviceSource, externalLink(d.adviceSource.url, d.adviceSource.name)],
      ...(d.lcrUrl ? [[ui.site.originalAdvice, externalLink(d.lcrUrl)] as [string, SafeHtml]] : []),
      [ui.site.reviewed, d.review.reviewed ? html`<time datetime="${d.review.reviewed}">${formatDate(d.review.reviewed, page.locale)}</time>` : ui.site.notReviewed],
      [ui.country.sourcingLabel, ui.sourcing[d.review.sourcing]],
    ]),
  )}`;
}

function diseaseIndex(page: DiseaseIndexPage, ui: UiStrings, href: Href): SafeHtml {
  return html`<p class="lead">${ui.diseaseIndex.intro}</p>
<ul class="card-list">
${page.envelope.data.map((d) => html`<li><a href="${href(routes.disease(page.locale, d.slug).html)}">${d.name}</a><p>${d.summary}</p></li>\n`)}</ul>
`;
}

function disease(page: DiseasePage, ui: UiStrings, href: Href): SafeHtml {
  const d = page.envelope.data;
  const fallback = d.profileInLanguage !== page.locale;
  // The two diseases whose risk the content records per country get their world map.
  const mapKind: RiskMapKind | null = d.slug === yellowFeverDisease ? "yellow-fever" : d.slug === malariaDisease ? "malaria" : null;
  return html`<p class="lead">${d.summary}</p>
${mapKind ? html`${worldMapDefs()}${riskMap(mapKind, page.destinations, ui, page.locale, href, `map-${mapKind}`)}` : ""}${section(
    "profile",
    formatText(ui.disease.profileHeading, { disease: d.name }),
    html`${fallback ? html`<p class="language-note">${formatText(ui.disease.profileLanguageNote, { language: ui.languages[d.profileInLanguage] })}</p>\n` : ""}<div class="profile"${fallback ? html` lang="${d.profileInLanguage}"` : ""}>
${blocks(d.profile.blocks)}</div>
`,
  )}${section("vaccines", ui.disease.vaccinesHeading, d.vaccines.length ? html`<ul>${d.vaccines.map((v) => html`<li>${v.name}</li>`)}</ul>\n` : html`<p>${ui.site.none}</p>\n`)}${section(
    "countries",
    ui.disease.countriesHeading,
    d.countries.length
      ? html`<ul class="inline-list">\n${d.countries.map((c) => html`<li><a href="${href(routes.country(page.locale, c.slug).html)}">${c.name}</a></li>\n`)}</ul>\n`
      : html`<p>${ui.disease.noCountries}</p>\n`,
  )}${section(
    "sources",
    ui.disease.sourcesHeading,
    html`<ul>
${d.lcrUrl ? html`<li>${ui.site.originalAdvice}: ${externalLink(d.lcrUrl)}</li>\n` : ""}${d.sources.map((s) => html`<li>${externalLink(s)}</li>\n`)}</ul>
<p>${ui.site.reviewed}: <time datetime="${d.reviewed}">${formatDate(d.reviewed, page.locale)}</time></p>
`,
  )}`;
}

function catalog(page: CatalogPage, ui: UiStrings, href: Href): SafeHtml {
  const entries = page.envelope.data;
  if (entries.length === 0) return html`<p class="lead">${ui.catalog.intro}</p>\n<p>${ui.catalog.empty}</p>\n`;
  return html`<p class="lead">${ui.catalog.intro}</p>
<nav class="toc" aria-labelledby="catalog-contents">
<h2 id="catalog-contents">${ui.catalog.contents}</h2>
<ol>${entries.map((v) => html`<li><a href="#vaccine-${v.slug}">${v.name}</a></li>`)}</ol>
</nav>
${entries.map(
  (v) => html`<section class="vaccine" aria-labelledby="vaccine-${v.slug}">
<h2 id="vaccine-${v.slug}"><a href="${href(routes.vaccine(page.locale, v.slug).html)}">${v.name}</a></h2>
${vaccineFacts(v, page.locale, ui, href)}</section>
`,
)}<p><a href="${href(routes.malariaDrugs(page.locale).html)}">${ui.catalog.drugsLink}</a></p>
`;
}

/** What the catalog says of one vaccine, on the catalog and on the vaccine's own page. */
function vaccineFacts(v: VaccinePage["envelope"]["data"], locale: Locale, ui: UiStrings, href: Href): SafeHtml {
  return facts([
    [ui.catalog.protectsAgainst, html`${v.protectsAgainst.map((d, i) => html`${i ? ", " : ""}<a href="${href(routes.disease(locale, d.slug).html)}">${d.name}</a>`)}`],
    [ui.catalog.live, v.live ? ui.catalog.liveYes : ui.catalog.liveNo],
    [ui.catalog.routine, v.routine ? ui.site.yes : ui.site.no],
    [ui.catalog.schedule, v.schedule],
    ...(v.minimumLeadTimeDays !== null ? [[ui.catalog.leadTime, formatText(ui.catalog.leadTimeDays, { days: v.minimumLeadTimeDays })] as [string, string]] : []),
    ...limitRows(v, ui, locale),
    [ui.catalog.source, externalLink(v.sourceUrl)],
  ]);
}

function vaccine(page: VaccinePage, ui: UiStrings, href: Href): SafeHtml {
  return html`${vaccineFacts(page.envelope.data, page.locale, ui, href)}<p><a href="${href(routes.catalog(page.locale).html)}">${ui.catalog.title}</a></p>
`;
}

/** Age, (weight,) pregnancy and breastfeeding of a vaccine or drug, each with its sources. */
function limitRows(entry: CatalogPage["envelope"]["data"][number] | MalariaDrugsPage["envelope"]["data"][number], ui: UiStrings, locale: Locale): [string, SafeHtml][] {
  const cited = (fact: Parameters<typeof citationsHtml>[0]) => html`<div class="sources">${ui.country.sources}: ${citationsHtml(fact, ui, locale)}</div>`;
  const weight = "minimumWeightKg" in entry ? entry.minimumWeightKg : undefined;
  const category = (limit: typeof entry.pregnancy) => html`<strong class="limit limit-${limit.category}">${categoryWords(limit.category, ui)}</strong>. ${limit.reason}${cited(limit)}`;
  return [
    [ui.limits.age, html`<ul class="age-bands">${ageBandLines(entry.age, ui).map((line) => html`<li>${line}</li>`)}</ul>${cited(entry.age)}`],
    ...(weight === undefined
      ? []
      : [[ui.limits.weight, weight ? html`${formatText(ui.limits.fromWeight, { kg: weight.kg })}. ${weight.reason}${cited(weight)}` : html`${ui.limits.noWeightLimit}`] as [string, SafeHtml]]),
    [ui.limits.pregnancy, category(entry.pregnancy)],
    [ui.limits.breastfeeding, category(entry.breastfeeding)],
  ];
}

function malariaDrugs(page: MalariaDrugsPage, ui: UiStrings, href: Href): SafeHtml {
  return html`<p class="lead">${ui.malariaDrugs.intro}</p>
${page.envelope.data.map(
  (d) => html`<section class="vaccine" aria-labelledby="drug-${d.slug}">
<h2 id="drug-${d.slug}"><a href="${href(routes.malariaDrug(page.locale, d.slug).html)}">${d.name}</a></h2>
${drugFacts(d, page.locale, ui)}</section>
`,
)}`;
}

/** What the drug list says of one drug, on the list and on the drug's own page. */
function drugFacts(d: MalariaDrugPage["envelope"]["data"], locale: Locale, ui: UiStrings): SafeHtml {
  const cited = (fact: Parameters<typeof citationsHtml>[0]) => html`<div class="sources">${ui.country.sources}: ${citationsHtml(fact, ui, locale)}</div>`;
  return facts([
    [ui.malariaDrugs.schedule, html`${d.schedule.text}${cited(d.schedule)}`],
    ...limitRows(d, ui, locale),
    [ui.malariaDrugs.contraindication, html`${d.contraindication.text}${cited(d.contraindication)}`],
  ]);
}

function malariaDrug(page: MalariaDrugPage, ui: UiStrings, href: Href): SafeHtml {
  return html`<p class="lead">${ui.malariaDrugs.intro}</p>
${drugFacts(page.envelope.data, page.locale, ui)}<p><a href="${href(routes.malariaDrugs(page.locale).html)}">${ui.malariaDrugs.title}</a></p>
`;
}

function changes(page: ChangesPage, ui: UiStrings, href: Href): SafeHtml {
  const htmlPath = (entry: ChangesPage["envelope"]["data"][number]) => routes.entityHtml(page.locale, entry.resource, entry.slug);
  return html`<p class="lead">${ui.changes.intro}</p>
<p><a href="${href(routes.changesFeed(page.locale))}" type="application/atom+xml">${ui.changes.atomLink}</a></p>
<ol class="changes">
${page.envelope.data.map(
  (entry) =>
    html`<li><time datetime="${entry.lastUpdated}">${formatDate(entry.lastUpdated, page.locale)}</time> · ${ui.changes[entry.resource]}${entry.removal ? ` (${ui.changes.removed})` : ""}: <a href="${href(htmlPath(entry))}">${entry.name}</a>. ${entry.note}${
      entry.removal?.replacement ? html` ${ui.changes.replacedBy}: <a href="${href(routes.entityHtml(page.locale, entry.resource, entry.removal.replacement.slug))}">${entry.removal.replacement.slug}</a>` : ""
    }</li>
`,
)}</ol>
`;
}

function tombstone(page: TombstonePage, ui: UiStrings, href: Href): SafeHtml {
  const d = page.envelope.data;
  return html`<p class="lead">${formatText(ui.tombstone.text, { name: d.name, date: formatDate(d.removed, page.locale) })}</p>
<p>${d.reason}</p>
<p>${d.replacement ? html`${ui.tombstone.replacedBy}: <a href="${href(routes.entityHtml(page.locale, d.resource, d.replacement.slug))}">${d.replacement.slug}</a>` : ui.tombstone.noReplacement}</p>
`;
}

/** A page about a data file (all.json, trip.json): what it holds, how much, the download and one more way in. */
function dataFile(page: BulkPage | TripDataPage, intro: string, counts: string, href: Href, more: SafeHtml): SafeHtml {
  return html`<p class="lead">${intro}</p>
<p>${counts}</p>
<ul>
<li><a href="${href(page.route.json)}" type="application/json" download>${page.route.json.split("/").at(-1)}</a> (JSON)</li>
${more}</ul>
`;
}

function bulk(page: BulkPage, ui: UiStrings, href: Href): SafeHtml {
  const d = page.envelope.data;
  const counts = formatText(ui.bulk.counts, { countries: d.countries.length, diseases: d.diseases.length, vaccines: d.vaccines.length });
  return dataFile(page, ui.bulk.intro, counts, href, html`<li><a href="${href(routes.llms(page.locale))}" type="text/plain">llms.txt</a> (Markdown): ${ui.llms.localeIndex}</li>\n`);
}

function tripData(page: TripDataPage, ui: UiStrings, href: Href): SafeHtml {
  const counts = formatText(ui.tripData.counts, { countries: page.envelope.data.countries.length, vaccines: page.envelope.data.vaccines.length });
  return dataFile(page, ui.tripData.intro, counts, href, html`<li><a href="${href(routes.trip(page.locale).html)}">${ui.tripData.plannerLink}</a></li>\n`);
}

const bodies: { [K in Page["kind"]]: (page: Extract<Page, { kind: K }>, ui: UiStrings, href: Href) => SafeHtml } = { countryList, country, diseaseIndex, disease, catalog, vaccine, malariaDrugs, malariaDrug, notices, changes, bulk, tripData, tombstone };

export function renderPageBody(page: Page, ui: UiStrings, href: Href): SafeHtml {
  return (bodies[page.kind] as (page: Page, ui: UiStrings, href: Href) => SafeHtml)(page, ui, href);
}
