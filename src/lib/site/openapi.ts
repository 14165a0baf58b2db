// The OpenAPI 3.1 description of the API, one per locale (seed §2.2, DESIGN §3): every GET path
// and its Markdown mirror, `locale` and `slug` parameters with the slugs known at build time,
// response schemas from the published zod schemas, 404 documented, envelope metadata as x-.
import type { UiStrings } from "../content/ui-schema.ts";
import { locales, type Locale } from "../locales.ts";
import { jsonSchemaOf, publishedResources, resourceKinds, type JsonSchema, type ResourceKind } from "../published/json-schemas.ts";
import { schemaVersion } from "../published/schemas.ts";
import { routes, type Route } from "./routes.ts";
import type { Site } from "./site.ts";

const template = "{locale}" as Locale;

interface Operation {
  kind: ResourceKind | "developers";
  route: Route;
  operationId: string;
  slugParameter?: "CountrySlug" | "DiseaseSlug";
}

const operations: Operation[] = [
  { kind: "countryList", route: routes.countryList(template), operationId: "getCountryList" },
  { kind: "country", route: routes.country(template, "{slug}"), operationId: "getCountryRequirements", slugParameter: "CountrySlug" },
  { kind: "diseaseIndex", route: routes.diseaseIndex(template), operationId: "getDiseaseIndex" },
  { kind: "disease", route: routes.disease(template, "{slug}"), operationId: "getDiseaseProfile", slugParameter: "DiseaseSlug" },
  { kind: "catalog", route: routes.catalog(template), operationId: "getVaccinationCatalog" },
  { kind: "changes", route: routes.changes(template), operationId: "getChanges" },
  { kind: "bulk", route: routes.bulk(template), operationId: "getAllData" },
  { kind: "developers", route: routes.developers(template), operationId: "getInterfaceDescription" },
];

const resourceLabel = (ui: UiStrings, kind: Operation["kind"]) => ui.resource[kind === "developers" ? "openapi" : kind];

/** The newest content change anything in this locale's API draws from. */
export function apiLastUpdated(site: Site, locale: Locale): string {
  return site.pages
    .filter((page) => page.locale === locale)
    .map((page) => page.envelope.lastUpdated)
    .reduce((a, b) => (b > a ? b : a), site.ui[locale].lastUpdated);
}

export function buildOpenApi(site: Site, locale: Locale): JsonSchema {
  const ui = site.ui[locale];
  const absolute = (path: string) => `${site.siteUrl}${path}`;
  const ref = (name: string, section = "schemas") => ({ $ref: `#/components/${section}/${name}` });
  const paths: Record<string, unknown> = {};
  for (const op of operations) {
    const parameters = [ref("Locale", "parameters"), ...(op.slugParameter ? [ref(op.slugParameter, "parameters")] : [])];
    const label = resourceLabel(ui, op.kind);
    const jsonSchema = op.kind === "developers" ? { type: "object", description: label } : ref(publishedResources[op.kind].component);
    paths[op.route.json] = {
      get: {
        operationId: op.operationId,
        summary: label,
        parameters,
        responses: {
          "200": { description: label, content: { "application/json": { schema: jsonSchema } } },
          "404": ref("NotFound", "responses"),
        },
      },
    };
    paths[op.route.markdown] = {
      get: {
        operationId: `${op.operationId}Markdown`,
        summary: `${label} (Markdown)`,
        parameters,
        responses: {
          "200": { description: `${label} (Markdown)`, content: { "text/markdown": { schema: { type: "string" } } } },
          "404": ref("NotFound", "responses"),
        },
      },
    };
  }
  const slugParameter = (slugs: string[], description: string) => ({
    name: "slug",
    in: "path",
    required: true,
    description,
    schema: { type: "string", enum: slugs },
  });
  const route = routes.developers(locale);
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: ui.developers.apiTitle,
      summary: ui.developers.description,
      description: [ui.developers.intro, ui.site.notice, ui.developers.sourcesText, ui.developers.versioningText].join("\n\n"),
      version: `${schemaVersion}.0.0`,
    },
    servers: [{ url: site.siteUrl }],
    "x-schemaVersion": schemaVersion,
    "x-inLanguage": locale,
    "x-canonicalUrl": absolute(route.html),
    "x-markdownUrl": absolute(route.markdown),
    "x-alternateLocales": locales.filter((l) => l !== locale).map((l) => ({ inLanguage: l, url: absolute(routes.developers(l).json) })),
    "x-lastUpdated": apiLastUpdated(site, locale),
    paths,
    components: {
      schemas: Object.fromEntries(resourceKinds.map((kind) => [publishedResources[kind].component, jsonSchemaOf(kind)])),
      parameters: {
        Locale: { name: "locale", in: "path", required: true, description: "nl, en, de, fr or es", schema: { type: "string", enum: [...locales] } },
        CountrySlug: slugParameter(site.content.countries.map((c) => c.slug), ui.resource.country),
        DiseaseSlug: slugParameter(site.content.diseases.map((d) => d.slug), ui.resource.disease),
      },
      responses: {
        NotFound: { description: ui.developers.notFound, content: { "text/html": { schema: { type: "string" } } } },
      },
    },
  };
}
