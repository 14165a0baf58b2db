// The build checks its own output before it counts as done: every resource file was
// written, every JSON file parses against its published schema, every URL in an envelope points at
// a file of this build, and every populated catalog entry has an https sourceUrl.
// It checks the text Eleventy wrote, part by part, so a large build never holds all of it at once.
import type { ErrorObject, ValidateFunction } from "ajv";
import { SaxesParser } from "saxes";
import { describeValue, formatPath, valueAt } from "../content/problems.ts";
import { locales, type Locale } from "../locales.ts";
import { fileText, type FileContent } from "../render/file-bytes.ts";
import { cutArrays, pieceBytes } from "./json-pieces.ts";
import { bulkListDepth, resourceKinds, resourceNames, type ResourceKind } from "../published/resources.ts";
import type { Page } from "../site/pages.ts";
import type { RenderPart } from "../site/parts.ts";
import { outputPathFor, routes } from "../site/routes.ts";
import type { Site } from "../site/site.ts";
import * as precompiled from "./validators.generated.js";

/**
 * The strict form of the published JSON Schemas (every object closed) as ajv validators (2020-12,
 * strict, all errors, formats), compiled ahead of time (src/lib/verify/standalone.ts).
 */
export function jsonSchemaValidators(): Record<ResourceKind, ValidateFunction> {
  return precompiled;
}

/** What an Eleventy pass wrote: site-relative URL (as in the routes) → the file as its template handed it over. */
export type Written = ReadonlyMap<string, FileContent>;

/** What a pass was to write: its resource pages, and which locales' own files and whether the root files. */
export interface PartToCheck {
  resources: readonly CheckedPage[];
  locales: readonly Locale[];
  root: boolean;
}

/** What the check needs of a resource page: where its files are, and what it is. */
export type CheckedPage = Pick<Page, "route" | "kind" | "locale">;

/** The files a part writes besides its resources: its locales' own files, and the root files. */
export function siteWideFiles(part: { locales: readonly Locale[]; root: boolean }): string[] {
  return [
    ...part.locales.flatMap((l) => [routes.llms(l), routes.changesFeed(l), ...Object.values(routes.developers(l))]),
    ...(part.root ? [routes.llms(), "/sitemap.xml", "/robots.txt", "/_headers", ...resourceKinds.map((kind) => routes.schema(resourceNames[kind].file))] : []),
  ];
}

/** Every site-relative URL the build writes a file for: the targets an envelope may point at. */
export function plannedFiles(pages: readonly Pick<Page, "route">[]): Set<string> {
  return new Set([...pages.flatMap((p) => [p.route.html, p.route.markdown, p.route.json]), ...siteWideFiles({ locales: [...locales], root: true })]);
}

function missingFiles(urls: readonly string[], written: { has(url: string): boolean }): string[] {
  return urls.filter((url) => !written.has(url)).map((url) => `${outputPathFor(url)}: expected a written file; found none`);
}

const plannedBySite = new WeakMap<Site, Set<string>>();

/** Checks what one Eleventy pass wrote (site-relative URL → file) against what it was to write. */
export function verifyPass(part: RenderPart, written: Written, site: Site): string[] {
  let planned = plannedBySite.get(site);
  if (!planned) plannedBySite.set(site, (planned = plannedFiles(site.outline)));
  return verifyPart(part, written, site.siteUrl, planned);
}

/**
 * Checks what one pass wrote: its resources, and the site-wide files it was to write. Each file's
 * text is decoded once and let go before the next, so the pass's files stay bytes.
 */
export function verifyPart(part: PartToCheck, written: Written, siteUrl: string, planned: ReadonlySet<string>): string[] {
  const check = passCheck(part, siteUrl, planned);
  for (const [url, content] of written) check.file(url, content);
  return check.end(written);
}

/**
 * The check of one pass a file at a time, for files that arrive while the pass renders
 * (worker.ts): `file` checks each as it comes, `end` adds the files the pass did not write.
 * The problems come in the order verifyPart gives them: missing files, then each file's.
 */
export function passCheck(part: PartToCheck, siteUrl: string, planned: ReadonlySet<string>) {
  const resourceOfJson = new Map(part.resources.map((page) => [page.route.json, page]));
  const validators = jsonSchemaValidators();
  const problems: string[] = [];
  return {
    file(url: string, content: FileContent): void {
      const page = resourceOfJson.get(url);
      if (page?.kind === "bulk" && typeof content !== "string") {
        problems.push(...bulkProblems(page, content, validators, siteUrl, planned));
      } else if (page) {
        // A resource's JSON is parsed whole: one decoded text serves both checks.
        const text = fileText(content);
        problems.push(...characterProblems(url, [text]), ...resourceProblems(page, text, validators, siteUrl, planned));
      } else {
        problems.push(...characterProblems(url, textPieces(content)));
        if (/\.(xml|atom)$/.test(url)) problems.push(...xmlProblems(url, textPieces(content)));
      }
    },
    /** The pass's problems, given every URL it wrote. */
    end(written: { has(url: string): boolean }): string[] {
      const missing = [...part.resources.flatMap((page) => missingFiles([page.route.html, page.route.markdown, page.route.json], written)), ...missingFiles(siteWideFiles(part), written)];
      return [...missing, ...problems];
    },
  };
}

/**
 * A file's text in pieces (json-pieces.ts, pieceBytes), cut between characters, so a large file
 * (the full text, the sitemap, the bulk file) is never one string. Text is one piece.
 */
function* textPieces(content: FileContent, bytesPerPiece = pieceBytes): Generator<string> {
  if (typeof content === "string") {
    yield content;
    return;
  }
  for (let start = 0; start < content.length; ) {
    let end = Math.min(start + bytesPerPiece, content.length);
    // A byte 10xxxxxx continues a character: cut before the next one that starts.
    while (end < content.length && (content[end]! & 0xc0) === 0x80) end++;
    yield content.toString("utf8", start, end);
    start = end;
  }
}

/** Characters no output file may hold: controls but tab and line breaks, noncharacters, lone surrogates (src/lib/content/text-rules.ts keeps them out of content). */
const forbiddenInOutput = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The same characters but lone surrogates, which String.isWellFormed finds twice as fast as the lookarounds above. */
const controlOrNoncharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/;

const allowedCharacters = (text: string) => !controlOrNoncharacter.test(text) && text.isWellFormed();

/** The first forbidden character of a file, counted in characters of its whole text. Pieces decoded from bytes cannot hold a lone surrogate. */
function characterProblems(url: string, pieces: Iterable<string>): string[] {
  let before = 0;
  for (const text of pieces) {
    const match = allowedCharacters(text) ? null : forbiddenInOutput.exec(text);
    if (match) return [`${outputPathFor(url)}: expected no control character, noncharacter or lone surrogate; found U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")} at character ${before + match.index + 1}`];
    before += text.length;
  }
  return [];
}

/** Every XML file (sitemap, Atom feeds) parses with a strict XML 1.0 parser, as feed readers' do. */
function xmlProblems(url: string, pieces: Iterable<string>): string[] {
  const parser = new SaxesParser({ xmlns: true });
  let first: string | undefined;
  parser.on("error", (error) => {
    first ??= error.message;
  });
  try {
    for (const text of pieces) parser.write(text);
    parser.close();
  } catch (error) {
    first ??= (error as Error).message;
  }
  return first ? [`${outputPathFor(url)}: expected well-formed XML 1.0; found ${first}`] : [];
}

/**
 * Checks a resource's JSON file. The JSON Schema is generated from the zod schema, so
 * ajv checks the published contract as a client's validator would, closed to any field we did not
 * mean to write, at a fraction of zod's cost on large files (docs/performance.md).
 */
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

/**
 * Checks the bulk file as resourceProblems does, in pieces (json-pieces.ts): the envelope with its
 * lists left empty, then each list's elements a batch at a time in the envelope's place, so the
 * schema sees every element where the file has it. Whatever does not cut or parse cleanly is
 * checked whole instead, for the same message as any other file.
 */
function bulkProblems(page: CheckedPage, bytes: Buffer, validators: Record<ResourceKind, ValidateFunction>, siteUrl: string, planned: ReadonlySet<string>): string[] {
  const url = page.route.json;
  const whole = () => [...characterProblems(url, textPieces(bytes)), ...resourceProblems(page, bytes.toString("utf8"), validators, siteUrl, planned)];
  const cut = cutArrays(bytes, bulkListDepth);
  // The skeleton and the batches hold every character but the commas between batches: a
  // forbidden one in any of them is looked for again in the whole file, to say where it is.
  if (!cut || !allowedCharacters(cut.skeleton)) return whole();
  let envelope: Page["envelope"];
  try {
    envelope = JSON.parse(cut.skeleton) as Page["envelope"];
  } catch {
    return whole();
  }
  const jsonFile = outputPathFor(page.route.json);
  const validate = validators[page.kind];
  const problems = validate(envelope) ? [] : (validate.errors ?? []).map((error) => `${jsonFile}: ${describeSchemaError(error, envelope)}`);
  for (const list of cut.arrays) {
    const holder = valueAt(envelope, list.path.slice(0, -1)) as Record<string | number, unknown> | undefined;
    const key = list.path.at(-1)!;
    // Not an empty list where the scan cut one (a key given twice): let the whole parse decide.
    if (!Array.isArray(holder?.[key]) || (holder[key] as unknown[]).length > 0) return whole();
    const pointer = `${list.path.map((part) => `/${String(part).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("")}/`;
    for (const { start, end, firstIndex } of list.batches) {
      const text = bytes.toString("utf8", start, end);
      if (!allowedCharacters(text)) return whole();
      try {
        holder[key] = JSON.parse(`[${text}]`);
      } catch {
        return whole();
      }
      // The batch's element i is the list's element firstIndex + i.
      const shift = (path: PropertyKey[]) => path.map((part, i) => (i === list.path.length ? (part as number) + firstIndex : part));
      if (!validate(envelope)) {
        for (const error of validate.errors ?? []) if (error.instancePath.startsWith(pointer)) problems.push(`${jsonFile}: ${describeSchemaError(error, envelope, shift)}`);
      }
    }
    holder[key] = [];
  }
  return problems.length > 0 ? problems : envelopeProblems(page, envelope, siteUrl, planned);
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
function describeSchemaError(error: ErrorObject, root: unknown, shown: (path: PropertyKey[]) => PropertyKey[] = (path) => path): string {
  const found: PropertyKey[] = error.instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  // `found` is where the value is in `root`; `path` is where the file has it.
  const path = shown(found);
  if (error.keyword === "required") return `${formatPath([...path, (error.params as { missingProperty: string }).missingProperty])}: expected a value; found nothing (the field is missing)`;
  if (error.keyword === "additionalProperties") return `${formatPath([...path, (error.params as { additionalProperty: string }).additionalProperty])}: expected no such field; found one`;
  if (error.keyword === "unevaluatedProperties") return `${formatPath([...path, (error.params as { unevaluatedProperty: string }).unevaluatedProperty])}: expected no such field; found one`;
  return `${formatPath(path) || "(root)"}: ${error.message ?? "invalid"}; found ${describeValue(valueAt(root, found))}`;
}
