// The build checks its own output before it counts as done: every planned file written, each JSON
// file valid against its strict published schema, each envelope's URLs within this build.
import type { ErrorObject, ValidateFunction } from "ajv";
import { SaxesParser } from "saxes";
import { describeValue, formatPath, valueAt } from "../content/problems.ts";
import { fileText, type FileContent } from "../render/file-bytes.ts";
import { bundledSchemaFile, resourceKinds, resourceNames, type ResourceKind } from "../published/resources.ts";
import type { Page } from "../site/pages.ts";
import { notFoundProblemPath } from "../site/not-found.ts";
import { outputPathFor, routes } from "../site/routes.ts";
import { locales } from "../locales.ts";
import type { Site } from "../site/site.ts";
import { cachedValidators } from "./standalone.ts";

/** The strict published JSON Schemas as ajv validators (src/lib/verify/standalone.ts). */
export function jsonSchemaValidators(): Record<ResourceKind, ValidateFunction> {
  return (validators ??= cachedValidators());
}

let validators: Record<ResourceKind, ValidateFunction> | undefined;

/** What the build wrote: site-relative URL → the file as its template handed it over. */
export type Written = ReadonlyMap<string, FileContent>;

export type CheckedPage = Pick<Page, "route" | "kind" | "locale">;

/** Every site-relative URL the build writes a file for (the targets an envelope may point at):
 *  the pages' files, each locale's own files, and the root files. */
export function plannedFiles(pages: readonly Pick<Page, "route">[]): Set<string> {
  const perLocale = locales.flatMap((l) => [routes.llms(l), routes.changesFeed(l), ...Object.values(routes.developers(l))]);
  const root = [routes.llms(), "/sitemap.xml", "/robots.txt", "/_headers", notFoundProblemPath, ...resourceKinds.map((kind) => routes.schema(resourceNames[kind].file)), routes.schema(bundledSchemaFile)];
  return new Set([...pages.flatMap((p) => [p.route.html, p.route.markdown, p.route.json]), ...perLocale, ...root]);
}

/** Checks what the build wrote: every planned file, each file's content. */
export function verifySite(written: Written, site: Pick<Site, "outline" | "siteUrl">): string[] {
  const planned = plannedFiles(site.outline);
  const missing = [...planned].filter((url) => !written.has(url)).map((url) => `${outputPathFor(url)}: expected a written file; found none`);
  return [...missing, ...fileProblems(site.outline, written, site.siteUrl, planned)];
}

/** Each written file's problems; `resources` says which JSON files are resources, `planned` what an envelope may link to. */
export function fileProblems(resources: readonly CheckedPage[], written: Written, siteUrl: string, planned: ReadonlySet<string>): string[] {
  const resourceOfJson = new Map(resources.map((page) => [page.route.json, page]));
  const validators = jsonSchemaValidators();
  const problems: string[] = [];
  for (const [url, content] of written) {
    const text = fileText(content);
    problems.push(...characterProblems(url, text));
    const page = resourceOfJson.get(url);
    if (page) problems.push(...resourceProblems(page, text, validators, siteUrl, planned));
    else if (/\.(xml|atom)$/.test(url)) problems.push(...xmlProblems(url, text));
  }
  return problems;
}

/** Characters no output file may hold: controls but tab and line breaks, noncharacters, lone surrogates (src/lib/content/text-rules.ts keeps them out of content). */
const forbiddenInOutput = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The same characters but lone surrogates, which String.isWellFormed finds twice as fast as the lookarounds above. */
const controlOrNoncharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/;

/** The first forbidden character of a file, counted in characters. */
function characterProblems(url: string, text: string): string[] {
  const match = !controlOrNoncharacter.test(text) && text.isWellFormed() ? null : forbiddenInOutput.exec(text);
  return match ? [`${outputPathFor(url)}: expected no control character, noncharacter or lone surrogate; found U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")} at character ${match.index + 1}`] : [];
}

/** Every XML file (sitemap, Atom feeds) parses with a strict XML 1.0 parser, as feed readers' do. */
function xmlProblems(url: string, text: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  let first: string | undefined;
  parser.on("error", (error) => {
    first ??= error.message;
  });
  try {
    parser.write(text);
    parser.close();
  } catch (error) {
    first ??= (error as Error).message;
  }
  return first ? [`${outputPathFor(url)}: expected well-formed XML 1.0; found ${first}`] : [];
}

/** A resource's JSON file, checked with ajv as a client's validator would (at a fraction of zod's cost, docs/performance.md). */
function resourceProblems(page: CheckedPage, text: string, validators: Record<ResourceKind, ValidateFunction>, siteUrl: string, planned: ReadonlySet<string>): string[] {
  const jsonFile = outputPathFor(page.route.json);
  let envelope: Page["envelope"];
  try {
    envelope = JSON.parse(text) as Page["envelope"];
  } catch (error) {
    return [`${jsonFile}: expected parseable JSON; found ${(error as Error).message}`];
  }
  const validate = validators[page.kind];
  if (!validate(envelope)) return (validate.errors ?? []).map((error) => `${jsonFile}: ${describeSchemaError(error, envelope)}`);
  return envelopeProblems(page, envelope, siteUrl, planned);
}

/** What a valid envelope must also hold: its locale, links to files of this build, and the catalogs' sources. */
function envelopeProblems(page: CheckedPage, envelope: Page["envelope"], siteUrl: string, planned: ReadonlySet<string>): string[] {
  const jsonFile = outputPathFor(page.route.json);
  const problems: string[] = [];
  if (envelope.inLanguage !== page.locale) problems.push(`${jsonFile}: inLanguage: expected "${page.locale}" (the path's locale); found "${envelope.inLanguage}"`);
  const resolves = (absoluteUrl: string) => absoluteUrl.startsWith(`${siteUrl}/`) && planned.has(absoluteUrl.slice(siteUrl.length));
  const urls: [string, string][] = [
    ["canonicalUrl", envelope.canonicalUrl],
    ["markdownUrl", envelope.markdownUrl],
    ...envelope.alternateLocales.map((a, i): [string, string] => [`alternateLocales[${i}].url`, a.url]),
  ];
  for (const [field, url] of urls) {
    if (!resolves(url)) problems.push(`${jsonFile}: ${field}: expected a URL of a file in this build; found ${JSON.stringify(url)}`);
  }
  if (page.kind === "catalog") {
    // An empty catalog is exempt; every populated entry needs a sourceUrl.
    (envelope.data as { sourceUrl?: unknown }[]).forEach((entry, i) => {
      if (typeof entry.sourceUrl !== "string" || !entry.sourceUrl.startsWith("https://")) {
        problems.push(`${jsonFile}: data[${i}].sourceUrl: expected an https URL; found ${JSON.stringify(entry.sourceUrl)}`);
      }
    });
  }
  return problems;
}

/** An ajv error in the field-path form of every other build message: "data[0].live: must be boolean; found "yes"". */
function describeSchemaError(error: ErrorObject, root: unknown): string {
  const path: PropertyKey[] = error.instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (error.keyword === "required") return `${formatPath([...path, (error.params as { missingProperty: string }).missingProperty])}: expected a value; found nothing (the field is missing)`;
  if (error.keyword === "additionalProperties") return `${formatPath([...path, (error.params as { additionalProperty: string }).additionalProperty])}: expected no such field; found one`;
  if (error.keyword === "unevaluatedProperties") return `${formatPath([...path, (error.params as { unevaluatedProperty: string }).unevaluatedProperty])}: expected no such field; found one`;
  return `${formatPath(path) || "(root)"}: ${error.message ?? "invalid"}; found ${describeValue(valueAt(root, path))}`;
}
