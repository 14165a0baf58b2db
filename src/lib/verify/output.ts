// The build checks its own output before it counts as done (DESIGN §6): every JSON file parses
// against its published schema, every URL in an envelope resolves to a written file, and the
// sourceUrl rule of seed §2.3 (rules 4 and 5) holds on the emitted catalogs.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { formatPath } from "../content/problems.ts";
import {
  countryListFileSchema,
  countryRequirementsFileSchema,
  diseaseIndexFileSchema,
  diseaseProfileFileSchema,
  vaccinationCatalogFileSchema,
} from "../published/schemas.ts";
import type { Page } from "../site/pages.ts";
import { outputPathFor } from "../site/routes.ts";

export const fileSchemas: Record<Page["kind"], z.ZodType> = {
  countryList: countryListFileSchema,
  country: countryRequirementsFileSchema,
  diseaseIndex: diseaseIndexFileSchema,
  disease: diseaseProfileFileSchema,
  catalog: vaccinationCatalogFileSchema,
};

export function verifyOutput(outDir: string, siteUrl: string, pages: readonly Page[]): string[] {
  const problems: string[] = [];
  const fileFor = (url: string) => path.join(outDir, outputPathFor(url));
  const resolves = (absoluteUrl: string) => absoluteUrl.startsWith(`${siteUrl}/`) && existsSync(fileFor(absoluteUrl.slice(siteUrl.length)));

  for (const page of pages) {
    const jsonFile = outputPathFor(page.route.json);
    for (const url of [page.route.html, page.route.markdown, page.route.json]) {
      if (!existsSync(fileFor(url))) problems.push(`${outputPathFor(url)}: expected a written file; found none`);
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(fileFor(page.route.json), "utf8"));
    } catch (error) {
      problems.push(`${jsonFile}: expected parseable JSON; found ${(error as Error).message}`);
      continue;
    }
    const parsed = fileSchemas[page.kind].safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${jsonFile}: ${formatPath(issue.path) || "(root)"}: ${issue.message}`);
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
  return problems;
}
