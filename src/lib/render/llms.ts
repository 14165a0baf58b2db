// The way in for language models (llmstxt.org): /llms.txt points to each locale's
// index and full text; /{locale}/llms.txt lists every Markdown page with a one-line description
// taken from the content; the full text comes in parts that each fit a model's context.
import { fileContent, joinedFile, type FileContent } from "./file-bytes.ts";
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import { developersMarkdownDoc, licenceMarkdown } from "./developers.ts";
import { escapeMarkdown as md, markdownLink } from "./escape.ts";
import { countryLine, fullTextEntry, fullTextEntryOf, type MarkdownDocument } from "./markdown.ts";
import type { CountryPage, Page } from "../site/pages.ts";
import { tripMarkdownDoc } from "../trip/page.ts";
import { routes } from "../site/routes.ts";
import { yellowFeverRulesMarkdownDoc } from "./yellow-fever-rules.ts";
import { shortLimits } from "../site/limits.ts";
import { mayBeOutOfDate } from "../site/notices.ts";
import { formatDate } from "./dates.ts";
import { confirmationWords, qualified } from "../site/summary.ts";
import type { Site } from "../site/site.ts";

/** At most about 100,000 tokens per part, counting a token as 4 bytes, so a part fits a model's context. */
export const fullTextPartMaxBytes = 100_000 * 4;

/** One line: what a page holds, from its own content. */
export function describePage(page: Page, ui: UiStrings): string {
  switch (page.kind) {
    case "country": {
      // A rule on leaving is named as one, never as an entry rule.
      const d = page.envelope.data;
      const leaving = d.exitRequirements.length ? `; ${ui.summary.leavingHeading}: ${d.exitRequirements.map((x) => qualified(x.name, confirmationWords(x, ["appliesTo"], ui))).join(", ")}` : "";
      return `${countryLine(d, ui)}${leaving}`;
    }
    case "disease":
      return page.envelope.data.summary;
    default:
      return page.description;
  }
}

/** One line per vaccine of the catalog and per malaria drug: what it is for, and its limits, linked to its own file. */
function entryLines(page: Page, ui: UiStrings): string[] {
  const own = (route: { markdown: string }) => page.envelope.markdownUrl.replace(page.route.markdown, route.markdown);
  if (page.kind === "notices") return page.envelope.data.filter((n) => !n.ended).map((n) => `- ${md(n.statement)}${mayBeOutOfDate(n) ? ` (${md(formatText(ui.notices.stale, { date: formatDate(n.confirmed, page.locale) }))})` : ""}`);
  if (page.kind === "malariaDrugs") return page.envelope.data.map((d) => `- ${markdownLink(d.name, own(routes.malariaDrug(page.locale, d.slug)))}: ${md(shortLimits(d, ui))}`);
  if (page.kind !== "catalog") return [];
  return page.envelope.data.map(
    (v) =>
      `- ${markdownLink(v.name, own(routes.vaccine(page.locale, v.slug)))}: ${md(`${ui.catalog.protectsAgainst}: ${v.protectsAgainst.map((d) => d.name).join(", ")}; ${ui.catalog.live}: ${v.live ? ui.site.yes : ui.site.no}; ${shortLimits(v, ui)}`)}`,
  );
}

export interface FullTextPart {
  /** File name without extension, e.g. `countries-africa` or `countries-africa-2`. */
  name: string;
  title: string;
  path: string;
  bytes: number;
}

interface PartGroup {
  name: string;
  title: string;
  /** Each document's entry (src/lib/render/markdown.ts, fullTextEntry), in order. */
  entries: FileContent[];
}

/** A locale's country pages region by region, as the full text and the names indexes group them. */
function countriesByRegion(site: Site, locale: Locale): { name: string; title: string; countries: CountryPage[] }[] {
  const regionOf = new Map(site.content.countries.map((c) => [c.slug, c.region]));
  const countries = site.pages[locale].filter((p): p is CountryPage => p.kind === "country");
  return [...new Set(regionOf.values())].sort().map((region) => ({
    name: `countries-${region}`,
    title: formatText(site.ui[locale].llms.partCountries, { region: site.ui[locale].region[region] }),
    countries: countries.filter((p) => regionOf.get(p.envelope.data.slug) === region),
  }));
}

function groupsOf(site: Site, locale: Locale): PartGroup[] {
  const ui = site.ui[locale];
  const uiFor = (l: Locale) => site.ui[l];
  const pages = site.pages[locale];
  const entriesOf = (kind: Page["kind"]) => pages.filter((p) => p.kind === kind).map((p) => fullTextEntryOf(p, uiFor));
  const entry = (doc: MarkdownDocument) => fileContent(fullTextEntry(doc, ui));
  return [
    // The bulk file's and the planner data's mirrors only describe a file and link the others, so they have no place in the full text.
    { name: "general", title: ui.llms.partGeneral, entries: [...entriesOf("countryList"), entry(yellowFeverRulesMarkdownDoc(site, locale)), ...entriesOf("diseaseIndex"), ...entriesOf("catalog"), ...entriesOf("malariaDrugs"), entry(tripMarkdownDoc(site, locale)), ...entriesOf("notices"), ...entriesOf("changes"), entry(developersMarkdownDoc(site, locale))] },
    { name: "diseases", title: ui.llms.partDiseases, entries: entriesOf("disease") },
    ...countriesByRegion(site, locale).map(({ name, title, countries }) => ({ name, title, entries: countries.map((p) => fullTextEntryOf(p, uiFor)) })),
  ].filter((group) => group.entries.length > 0);
}

const separator = "\n\n---\n\n";

/** A part's file: its title and the notice, then the entries between separators. */
function partFile(title: string, entries: readonly FileContent[], ui: UiStrings): FileContent {
  const pieces: FileContent[] = [`# ${md(`${ui.site.name}: ${title}`)}\n\n> ${md(ui.site.notice)}${separator}`];
  entries.forEach((entry, i) => pieces.push(...(i === 0 ? [entry] : [separator, entry])));
  pieces.push("\n");
  return joinedFile(pieces);
}

/**
 * Packs entries, in order, into the fewest runs whose text (the part's own `overhead` plus each
 * entry and its separator) stays within `maxBytes`; an entry larger than that gets a run alone.
 */
export function packEntries<E extends FileContent>(entries: readonly E[], maxBytes: number, overhead: number): E[][] {
  const runs: E[][] = [[]];
  let size = overhead;
  for (const entry of entries) {
    const bytes = Buffer.byteLength(entry) + separator.length;
    if (runs.at(-1)!.length > 0 && size + bytes > maxBytes) {
      runs.push([]);
      size = overhead;
    }
    runs.at(-1)!.push(entry);
    size += bytes;
  }
  return runs;
}

/** A group's documents as one part, or as numbered parts where one would be too large. */
function split(group: PartGroup, ui: UiStrings): { title: string; file: FileContent }[] {
  const overhead = Buffer.byteLength(partFile(formatText(ui.llms.partNumber, { title: group.title, number: 99, total: 99 }), [], ui));
  const runs = packEntries(group.entries, fullTextPartMaxBytes, overhead);
  if (runs.length === 1) return [{ title: group.title, file: partFile(group.title, runs[0]!, ui) }];
  return runs.map((run, i) => {
    const title = formatText(ui.llms.partNumber, { title: group.title, number: i + 1, total: runs.length });
    return { title, file: partFile(title, run, ui) };
  });
}

interface Rendered {
  parts: FullTextPart[];
  /** Each part's file, kept as bytes until its template hands it over. */
  files: Map<string, FileContent>;
}

const memo = new WeakMap<Site, Map<Locale, Rendered>>();

function render(site: Site, locale: Locale): Rendered {
  const ui = site.ui[locale];
  const parts: FullTextPart[] = [];
  const files = new Map<string, FileContent>();
  for (const group of groupsOf(site, locale)) {
    const pieces = split(group, ui);
    pieces.forEach((piece, i) => {
      const name = pieces.length === 1 ? group.name : `${group.name}-${i + 1}`;
      const path = routes.llmsPart(locale, name);
      parts.push({ name, title: piece.title, path, bytes: Buffer.byteLength(piece.file) });
      files.set(path, piece.file);
    });
  }
  return { parts, files };
}

function rendered(site: Site, locale: Locale): Rendered {
  let byLocale = memo.get(site);
  if (!byLocale) memo.set(site, (byLocale = new Map()));
  let result = byLocale.get(locale);
  if (!result) byLocale.set(locale, (result = render(site, locale)));
  return result;
}

/** The full-text parts of a locale, with their sizes (the text is rendered once per build). */
export function fullTextParts(site: Site, locale: Locale): FullTextPart[] {
  return rendered(site, locale).parts;
}

/** The file of one part. Each part file is written once, so it is not kept afterwards. */
export function fullTextPart(site: Site, locale: Locale, path: string): FileContent {
  const result = rendered(site, locale);
  const file = result.files.get(path) ?? render(site, locale).files.get(path);
  if (file === undefined) throw new Error(`No full-text part ${path}`);
  result.files.delete(path);
  return file;
}

/** "123 kB, about 31,000 tokens" (tokens as bytes / 4, rounded to the thousand above). */
function sizeText(bytes: number, locale: Locale, ui: UiStrings): string {
  const number = new Intl.NumberFormat(locale);
  return formatText(ui.llms.partSize, { kilobytes: number.format(Math.ceil(bytes / 1000)), tokens: number.format(Math.ceil(bytes / 4 / 1000) * 1000) });
}

const partLines = (site: Site, locale: Locale) =>
  fullTextParts(site, locale).map((part) => `- ${markdownLink(part.title, `${site.siteUrl}${part.path}`)}: ${md(sizeText(part.bytes, locale, site.ui[locale]))}`);

/** At most about 15 kB per names index, so a reader spends little on the way to a page. */
export const namesIndexMaxBytes = 15_000;

export interface NamesIndex {
  /** File name without extension, e.g. `countries-africa` or `countries-africa-2`. */
  name: string;
  title: string;
  path: string;
  /** `- [Name](Markdown URL)` lines. */
  lines: string[];
}

/** A locale's names indexes: its countries region by region, its diseases, its vaccines; names and links only. */
export function namesIndexes(site: Site, locale: Locale): NamesIndex[] {
  const ui = site.ui[locale];
  const pages = site.pages[locale];
  const link = (name: string, url: string) => `- ${markdownLink(name, url)}`;
  const groups = [
    ...countriesByRegion(site, locale).map(({ name, title, countries }) => ({ name, title, lines: countries.map((p) => link(p.envelope.data.name, p.envelope.markdownUrl)) })),
    { name: "diseases", title: ui.llms.partDiseases, lines: pages.filter((p) => p.kind === "disease").map((p) => link(p.title, p.envelope.markdownUrl)) },
    { name: "vaccines", title: ui.catalog.title, lines: pages.filter((p) => p.kind === "vaccine").sort((a, b) => a.title.localeCompare(b.title, locale)).map((p) => link(p.title, p.envelope.markdownUrl)) },
  ].filter((group) => group.lines.length > 0);
  return groups.flatMap((group) => {
    const runs = packEntries(group.lines.map((line) => `${line}\n`), namesIndexMaxBytes, 1000);
    return runs.map((run, i) => {
      const name = runs.length === 1 ? group.name : `${group.name}-${i + 1}`;
      const title = runs.length === 1 ? group.title : formatText(ui.llms.partNumber, { title: group.title, number: i + 1, total: runs.length });
      return { name, title, path: routes.llmsNames(locale, name), lines: run.map((line) => line.trimEnd()) };
    });
  });
}

/** One names index as a file: its title, where the descriptions are, then a line per name. */
export function namesIndexFile(site: Site, locale: Locale, index: NamesIndex): string {
  const ui = site.ui[locale];
  return `${[`# ${md(`${ui.site.name}: ${index.title}`)}`, `> ${md(ui.site.notice)}`, `- ${markdownLink(`llms.txt (${ui.languageName})`, `${site.siteUrl}${routes.llms(locale)}`)}: ${md(ui.llms.localeIndex)}`, `## ${md(index.title)}`, index.lines.join("\n")].join("\n\n")}\n`;
}

/** The pages that are one per locale, each named by its route and its UI section alike. */
type LocalePage = "countryList" | "diseaseIndex" | "catalog" | "malariaDrugs" | "notices" | "changes" | "trip" | "developers" | "yellowFeverRules";

/** One line of an llms.txt: a page that is one per locale, linked by its title, and its description. */
const pageLine = (site: Site, locale: Locale, page: LocalePage) =>
  `- ${markdownLink(site.ui[locale][page].title, `${site.siteUrl}${routes[page](locale).markdown}`)}: ${md(site.ui[locale][page].description)}`;

/** /llms.txt: for each language, its index, its names indexes (every country, disease and vaccine one hop further) and its entry points. */
export function llmsTxt(site: Site): string {
  const en = site.ui.en;
  const abs = (path: string) => `${site.siteUrl}${path}`;
  const sections = site.locales.map((locale) => {
    const ui = site.ui[locale];
    return [
      `## ${md(ui.languageName)}`,
      [
        `- ${markdownLink(`llms.txt (${ui.languageName})`, abs(routes.llms(locale)))}: ${md(ui.llms.localeIndex)}`,
        ...namesIndexes(site, locale).map((index) => `- ${markdownLink(index.title, abs(index.path))}: ${md(formatText(ui.llms.namesIndex, { count: index.lines.length }))}`),
        ...(["countryList", "diseaseIndex", "catalog", "malariaDrugs", "notices", "changes", "trip", "developers"] as const).map((page) => pageLine(site, locale, page)),
      ].join("\n"),
    ].join("\n\n");
  });
  return `${[`# ${md(en.site.name)}`, `> ${md(en.site.description)} ${md(en.site.notice)}`, licenceMarkdown(en, site.contactEmail), ...sections].join("\n\n")}\n`;
}

/** /{locale}/llms.txt: every Markdown page of the locale with a line from its content, then the full-text parts. */
export function localeLlmsTxt(site: Site, locale: Locale): string {
  const ui = site.ui[locale];
  const pages = site.pages[locale];
  const entries = (kinds: Page["kind"][]) =>
    pages.filter((p) => kinds.includes(p.kind)).flatMap((p) => [`- ${markdownLink(p.title, p.envelope.markdownUrl)}: ${md(describePage(p, ui))}`, ...entryLines(p, ui)]);
  const section = (title: string, lines: string[]) => [`## ${md(title)}`, lines.join("\n")];
  return `${[
    `# ${md(ui.site.name)}`,
    `> ${md(ui.site.description)} ${md(ui.site.notice)}`,
    licenceMarkdown(ui, site.contactEmail),
    md(formatText(ui.llms.fullTextIntro, { tokens: new Intl.NumberFormat(locale).format(fullTextPartMaxBytes / 4) })),
    ...section(ui.nav.countries, [pageLine(site, locale, "yellowFeverRules"), ...entries(["notices", "countryList", "country"])]),
    ...section(ui.nav.diseases, entries(["diseaseIndex", "disease"])),
    ...section(ui.nav.vaccines, entries(["catalog", "malariaDrugs"])),
    ...section(ui.nav.developers, [pageLine(site, locale, "trip"), pageLine(site, locale, "developers")]),
    ...section(ui.llms.fullTextHeading, partLines(site, locale)),
    "## Optional",
    entries(["changes", "bulk", "tripData"]).join("\n"),
  ].join("\n\n")}\n`;
}
