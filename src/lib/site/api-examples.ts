// The examples the OpenAPI documents show: the first file of each kind (lists cut to two items) and
// the first lines of its Markdown mirror, plus the first slugs. While content/api-examples.json
// holds a record made at the API changelog's current release, the documents show that record, so
// they change with the contract and not with every content edit; without a current record (a
// fixture, or a release nobody has run `npm run generate` for) they show this build's files.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { apiExamplesFile, siteUrlToken } from "../content/api-examples.ts";
import { holdsText } from "../content/file-text.ts";
import type { ApiExamples, Content } from "../content/model.ts";
import type { ContentProblem } from "../content/problems.ts";
import type { Locale } from "../locales.ts";
import { currentRelease } from "../published/changelog.ts";
import { resourceKinds, type ResourceKind } from "../published/json-schemas.ts";
import { toMarkdown } from "../render/markdown.ts";
import type { Page } from "./pages.ts";
import type { Site } from "./site.ts";
import { newest } from "../timestamps.ts";
import { tripLastUpdated } from "../trip/page.ts";

type LocaleExamples = ApiExamples["locales"][string];

/**
 * The kinds whose first file is an example in the OpenAPI document. The change list and the bulk
 * file change with every edit (their first items are the newest), so they have none there: the
 * developers' page shows them.
 */
export const contractExampleKinds: readonly ResourceKind[] = resourceKinds.filter((kind) => kind !== "changes" && kind !== "bulk");

/** The page of this locale an operation's example is taken from: the first of its kind. */
export const examplePage = (site: Site, locale: Locale, kind: ResourceKind): Page | undefined => site.pages[locale].find((p) => p.kind === kind);

/** Lists cut to two items, so an example shows the shape without the bulk. */
export function abbreviate(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(abbreviate);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, abbreviate(v)]));
  return value;
}

/** A Markdown file's body: its front matter's dates follow edits the document does not show. */
export const withoutFrontMatter = (text: string): string => text.replace(/^---\n[\s\S]*?\n---\n\n/, "");

/** The first lines of a Markdown file, enough to show its shape. */
export const markdownStart = (text: string): string => text.split("\n").slice(0, 12).join("\n");

/** The contract's date: the API changelog's newest entry. */
export const contractDate = (): string => `${currentRelease().date}T00:00:00Z`;

/** A JSON value with every occurrence of `from` in it replaced (neither holds a character JSON escapes). */
const replacedIn = <T,>(value: T, from: string, to: string): T => JSON.parse(JSON.stringify(value).replaceAll(from, to)) as T;

/** The newest lastUpdated of the files this build's examples for one locale show (the contract's date at least). */
export function liveExamplesLastUpdated(site: Site, locale: Locale): string {
  return newest(contractDate(), ...contractExampleKinds.flatMap((kind) => examplePage(site, locale, kind)?.envelope.lastUpdated ?? []));
}

/** This build's examples for one locale. */
export function liveExamples(site: Site, locale: Locale): LocaleExamples {
  const json: LocaleExamples["json"] = {};
  const markdown: LocaleExamples["markdown"] = {};
  for (const kind of contractExampleKinds) {
    const page = examplePage(site, locale, kind);
    if (!page) continue;
    json[kind] = abbreviate(page.envelope);
    // toMarkdown, not markdownOf: an example is no mirror, so it leaves the mirror's hand-over of
    // its full-text entry (render/markdown.ts) alone.
    markdown[kind] = markdownStart(withoutFrontMatter(toMarkdown(page, site.ui[locale], (l) => site.ui[l])));
  }
  return { lastUpdated: liveExamplesLastUpdated(site, locale), json, markdown };
}

const liveSlugs = (content: Content): ApiExamples["slugs"] => ({
  country: content.countries.slice(0, 3).map((c) => c.slug),
  disease: content.diseases.slice(0, 3).map((d) => d.slug),
  vaccine: content.vaccines.slice(0, 3).map((v) => v.slug),
  malariaDrug: content.malariaDrugs.slice(0, 3).map((d) => d.slug),
});

/** The record, when it was made at the current release. */
const currentRecord = (content: Content): ApiExamples | undefined => (content.apiExamples?.release === currentRelease().version ? content.apiExamples : undefined);

const shown = new WeakMap<Site, Partial<Record<Locale, LocaleExamples>>>();

/** The examples this locale's OpenAPI document shows: the record of the current release, or this build's files. */
export function contractExamples(site: Site, locale: Locale): LocaleExamples {
  const perLocale = shown.get(site) ?? {};
  shown.set(site, perLocale);
  const recorded = currentRecord(site.content)?.locales[locale];
  return (perLocale[locale] ??= recorded ? replacedIn(recorded, siteUrlToken, site.siteUrl) : liveExamples(site, locale));
}

/** When this locale's OpenAPI document last changed: its contract, its texts, or the files its examples show (a content edit leaves it alone). */
export function contractLastUpdated(site: Site, locale: Locale): string {
  return newest(contractDate(), site.ui[locale].lastUpdated, contractExamples(site, locale).lastUpdated);
}

/** When the developers' page and its mirror last changed: the contract, this build's files it shows as examples, and the trip planner they explain. */
export function developersLastUpdated(site: Site, locale: Locale): string {
  return newest(contractLastUpdated(site, locale), liveExamplesLastUpdated(site, locale), tripLastUpdated(site, locale));
}

/** The slugs the OpenAPI documents give as examples of their slug parameters. */
export const exampleSlugs = (site: Site): ApiExamples["slugs"] => currentRecord(site.content)?.slugs ?? liveSlugs(site.content);

/** The text of content/api-examples.json for this site: the record kept while its release is current, else a new one from this build's files. */
export function renderApiExamples(site: Site): string {
  const record = currentRecord(site.content) ?? {
    release: currentRelease().version,
    slugs: liveSlugs(site.content),
    locales: Object.fromEntries(site.locales.map((locale) => [locale, liveExamples(site, locale)])),
  };
  const tokenized = replacedIn({ release: record.release, slugs: record.slugs, locales: record.locales }, site.siteUrl, siteUrlToken);
  const file = {
    $comment: "Written by npm run generate (src/lib/site/api-examples.ts) at each API release (docs/api-changelog.md): the examples the OpenAPI documents show until the next release. Do not edit.",
    ...tokenized,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Writes content/api-examples.json under `root` when it is missing or was made at an older release; returns whether it wrote. */
export function writeApiExamples(root: string, site: Site): boolean {
  const file = path.join(root, apiExamplesFile);
  if (existsSync(file) && currentRecord(site.content)) return false;
  const text = renderApiExamples(site);
  if (holdsText(file, text)) return false;
  writeFileSync(file, text);
  return true;
}

/** A warning for a record made at another release: the OpenAPI documents then show this build's files, which change with every edit. */
export function staleApiExamples(root: string, content: Content, display: (file: string) => string): ContentProblem[] {
  const file = path.join(root, apiExamplesFile);
  if (!content.apiExamples || currentRecord(content)) return [];
  return [{ file: display(file), path: "release", expected: `the API's current release ${currentRelease().version}, so the OpenAPI examples change only with the contract`, found: `${content.apiExamples.release} (run npm run generate)` }];
}
