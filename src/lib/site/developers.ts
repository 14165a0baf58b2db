// The developers' reference page, one view model per locale, rendered as HTML and as the
// Markdown mirror /{locale}/developers/openapi.md. Its examples are real files of this build.
import type { Locale } from "../locales.ts";
import { bundledSchemaFile, publishedResources, resourceKinds, schemaUrl, type ResourceKind } from "../published/json-schemas.ts";
import { envelopeFieldDescriptions } from "../published/schemas.ts";
import { abbreviate, developersLastUpdated } from "./api-examples.ts";
import { routes } from "./routes.ts";
import type { Site } from "./site.ts";
import { newest } from "../timestamps.ts";

/** The newest content change anything in this locale's API draws from. */
export function apiLastUpdated(site: Site, locale: Locale): string {
  return newest(site.ui[locale].lastUpdated, ...site.outline.filter((page) => page.locale === locale).map((page) => page.lastUpdated));
}

export interface DevelopersView {
  locale: Locale;
  lastUpdated: string;
  openApiUrl: string;
  examples: { kind: ResourceKind; label: string; path: string; requestUrl: string; response: string; schemaUrl: string }[];
  envelopeFields: { name: string; description: string }[];
  schemas: { label: string; url: string }[];
  contactEmail: string;
}

export function buildDevelopersView(site: Site, locale: Locale): DevelopersView {
  const ui = site.ui[locale];
  const examples = resourceKinds.flatMap((kind) => {
    const page = site.pages[locale].find((p) => p.kind === kind);
    if (!page) return [];
    // A tombstone answers at a removed country's path.
    const route = (kind === "tombstone" ? routes.country : routes[kind])("{locale}" as Locale, "{slug}");
    return [
      {
        kind,
        label: ui.resource[kind],
        path: route.json,
        requestUrl: `${site.siteUrl}${page.route.json}`,
        response: JSON.stringify(abbreviate(page.envelope), null, 2),
        schemaUrl: schemaUrl(site.siteUrl, kind),
      },
    ];
  });
  return {
    locale,
    lastUpdated: developersLastUpdated(site, locale),
    openApiUrl: `${site.siteUrl}${routes.developers(locale).json}`,
    examples,
    envelopeFields: Object.entries(envelopeFieldDescriptions).map(([name, description]) => ({ name, description })),
    schemas: [
      ...resourceKinds.map((kind) => ({ label: publishedResources[kind].file, url: schemaUrl(site.siteUrl, kind) })),
      { label: bundledSchemaFile, url: `${site.siteUrl}${routes.schema(bundledSchemaFile)}` },
    ],
    contactEmail: site.contactEmail,
  };
}
