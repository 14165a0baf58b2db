// The build checks its own output before it counts as done (DESIGN §6): every JSON file parses
// against its published schema, every URL in an envelope resolves to a written file, and the
// sourceUrl rule of seed §2.3 (rules 4 and 5) holds on the emitted catalogs.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { formatPath } from "../content/problems.ts";
import { locales } from "../locales.ts";
import { jsonSchemaOf, publishedResources, resourceKinds, type ResourceKind } from "../published/json-schemas.ts";
import type { Page } from "../site/pages.ts";
import { outputPathFor, routes } from "../site/routes.ts";

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

let compiled: Record<ResourceKind, ValidateFunction> | undefined;

/** The published JSON Schemas compiled once per process with ajv (2020-12, strict, all errors, formats). */
export function jsonSchemaValidators(): Record<ResourceKind, ValidateFunction> {
  if (!compiled) {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    compiled = Object.fromEntries(resourceKinds.map((kind) => [kind, ajv.compile(jsonSchemaOf(kind))])) as Record<ResourceKind, ValidateFunction>;
  }
  return compiled;
}

export function verifyOutput(outDir: string, siteUrl: string, pages: readonly Page[]): string[] {
  const problems: string[] = [];
  const fileFor = (url: string) => path.join(outDir, outputPathFor(url));
  const resolves = (absoluteUrl: string) => absoluteUrl.startsWith(`${siteUrl}/`) && existsSync(fileFor(absoluteUrl.slice(siteUrl.length)));
  /** Reports each site-relative URL without a written file; returns those that are missing. */
  const requireFiles = (urls: string[]) => {
    const missing = urls.filter((url) => !existsSync(fileFor(url)));
    for (const url of missing) problems.push(`${outputPathFor(url)}: expected a written file; found none`);
    return missing;
  };

  for (const page of pages) {
    const jsonFile = outputPathFor(page.route.json);
    if (requireFiles([page.route.html, page.route.markdown, page.route.json]).includes(page.route.json)) continue;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(fileFor(page.route.json), "utf8"));
    } catch (error) {
      problems.push(`${jsonFile}: expected parseable JSON; found ${(error as Error).message}`);
      continue;
    }
    // Both checks: zod (the source of truth) and the generated JSON Schema (what clients use),
    // so a schema that drifts from the output fails here, not in a client.
    const parsed = publishedResources[page.kind].schema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${jsonFile}: ${formatPath(issue.path) || "(root)"}: ${issue.message}`);
      continue;
    }
    const validate = jsonSchemaValidators()[page.kind];
    if (!validate(json)) {
      for (const error of validate.errors ?? []) problems.push(`${jsonFile}: ${error.instancePath || "(root)"}: ${error.message ?? "invalid"} (JSON Schema)`);
      continue;
    }
    const envelope = parsed.data as Page["envelope"];
    if (envelope.inLanguage !== page.locale) problems.push(`${jsonFile}: inLanguage: expected "${page.locale}" (the path's locale); found "${envelope.inLanguage}"`);
    const urls: [string, string][] = [
      ["canonicalUrl", envelope.canonicalUrl],
      ["markdownUrl", envelope.markdownUrl],
      ...envelope.alternateLocales.map((a, i): [string, string] => [`alternateLocales[${i}].url`, a.url]),
    ];
    for (const [field, url] of urls) {
      if (!resolves(url)) problems.push(`${jsonFile}: ${field}: expected a URL of a file in this build; found ${JSON.stringify(url)}`);
    }
    if (page.kind === "catalog") {
      // Seed §2.3 rules 4 and 5: an empty catalog is exempt; every populated entry needs a sourceUrl.
      (envelope.data as { sourceUrl?: unknown }[]).forEach((entry, i) => {
        if (typeof entry.sourceUrl !== "string" || !entry.sourceUrl.startsWith("https://")) {
          problems.push(`${jsonFile}: data[${i}].sourceUrl: expected an https URL; found ${JSON.stringify(entry.sourceUrl)}`);
        }
      });
    }
  }
  requireFiles([
    routes.llms(),
    "/sitemap.xml",
    "/robots.txt",
    "/_headers",
    ...locales.flatMap((l) => [routes.llms(l), routes.llmsFull(l), routes.changesFeed(l), ...Object.values(routes.developers(l))]),
    ...resourceKinds.map((kind) => routes.schema(publishedResources[kind].file)),
  ]);
  return problems;
}
