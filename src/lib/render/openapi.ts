// The OpenAPI 3.1 description of the API, one per locale (docs/api.md): every GET path
// and its Markdown mirror, tagged and described in the document's locale, `locale` (a closed enum)
// and `slug` (a pattern with real examples: new slugs need no new version) parameters, named
// component schemas from the published zod schemas, one real example per operation (recorded at
// the current release, src/lib/site/api-examples.ts), 404 documented, the API declared public (`security: []`), envelope metadata as x-.
import type { UiStrings } from "../content/ui-schema.ts";
import { formatText } from "../content/ui-schema.ts";
import { locales, type Locale } from "../locales.ts";
import { bundledSchemaFile, openApiComponentSchemas, publishedResources, resourceKinds, schemaUrl, type JsonSchema, type ResourceKind } from "../published/json-schemas.ts";
import { schemaVersion } from "../published/schemas.ts";
import { contentLicence, termsFragment } from "../published/terms.ts";
import { currentRelease } from "../published/changelog.ts";
import { developersMarkdownDoc } from "./developers.ts";
import { markdownDocument } from "./markdown.ts";
import { routes, type Route } from "../site/routes.ts";
import type { Site } from "../site/site.ts";
import { contractExamples, contractLastUpdated, exampleSlugs, markdownStart, withoutFrontMatter } from "../site/api-examples.ts";

const template = "{locale}" as Locale;
const slugPattern = "^[a-z0-9]+(-[a-z0-9]+)*$";

const tagNames = ["countries", "data", "diseases", "interface", "vaccines"] as const;
type Tag = (typeof tagNames)[number];

interface Operation {
  // A tombstone has no operation of its own: it answers at a removed country's or disease's path.
  kind: Exclude<ResourceKind, "tombstone"> | "developers";
  route: Route;
  operationId: string;
  tag: Tag;
  slugParameter?: "CountrySlug" | "DiseaseSlug" | "VaccineSlug" | "MalariaDrugSlug";
  /** A removed slug's path answers with its tombstone (countries and diseases). */
  tombstones?: true;
}

const operations: Operation[] = [
  { kind: "countryList", route: routes.countryList(template), operationId: "getCountryList", tag: "countries" },
  { kind: "country", route: routes.country(template, "{slug}"), operationId: "getCountryRequirements", tag: "countries", slugParameter: "CountrySlug", tombstones: true },
  { kind: "diseaseIndex", route: routes.diseaseIndex(template), operationId: "getDiseaseIndex", tag: "diseases" },
  { kind: "disease", route: routes.disease(template, "{slug}"), operationId: "getDiseaseProfile", tag: "diseases", slugParameter: "DiseaseSlug", tombstones: true },
  { kind: "catalog", route: routes.catalog(template), operationId: "getVaccinationCatalog", tag: "vaccines" },
  { kind: "vaccine", route: routes.vaccine(template, "{slug}"), operationId: "getVaccine", tag: "vaccines", slugParameter: "VaccineSlug" },
  { kind: "malariaDrugs", route: routes.malariaDrugs(template), operationId: "getMalariaDrugs", tag: "vaccines" },
  { kind: "malariaDrug", route: routes.malariaDrug(template, "{slug}"), operationId: "getMalariaDrug", tag: "vaccines", slugParameter: "MalariaDrugSlug" },
  { kind: "notices", route: routes.notices(template), operationId: "getNotices", tag: "countries" },
  { kind: "changes", route: routes.changes(template), operationId: "getChanges", tag: "data" },
  { kind: "bulk", route: routes.bulk(template), operationId: "getAllData", tag: "data" },
  { kind: "tripData", route: routes.tripData(template), operationId: "getTripData", tag: "data" },
  { kind: "developers", route: routes.developers(template), operationId: "getInterfaceDescription", tag: "interface" },
];

const uiKey = (kind: Operation["kind"]) => (kind === "developers" ? "openapi" : kind);

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** What an operation's 200 answers in JSON: its resource, or (at a removed slug's path) its tombstone. */
function responseSchema(op: Operation): JsonSchema {
  const component = componentRef(op.kind === "developers" ? "OpenApiDocument" : publishedResources[op.kind].component);
  return op.tombstones ? { oneOf: [component, componentRef(publishedResources.tombstone.component)] } : component;
}

/** Each JSON operation's 200 response schema, by operationId: what the release check compares (snapshot.ts). */
export function operationResponses(): Record<string, JsonSchema> {
  return Object.fromEntries(operations.map((op) => [op.operationId, responseSchema(op)]));
}

/** The tags, sorted by name (Spectral's openapi-tags-alphabetical), each with its name and text in the locale. */
const tags = (ui: UiStrings) => tagNames.map((name) => ({ name, "x-displayName": ui.api[`${name}Tag`], description: ui.api[`${name}TagText`] }));

export function buildOpenApi(site: Site, locale: Locale): JsonSchema {
  const ui = site.ui[locale];
  const absolute = (path: string) => `${site.siteUrl}${path}`;
  const ref = (name: string, section = "schemas") => ({ $ref: `#/components/${section}/${name}` });
  const route = routes.developers(locale);

  const root = {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: ui.developers.apiTitle,
      summary: ui.developers.description,
      description: [
        ui.developers.intro,
        ui.site.notice,
        ui.api.extensionText,
        ui.developers.versioningText,
        ui.developers.sourcesText,
        ui.developers.licenceText,
        `${ui.developers.schemasLink} (/schemas/): ${[...resourceKinds.map((kind) => schemaUrl(site.siteUrl, kind)), absolute(routes.schema(bundledSchemaFile))].join(", ")}. ${ui.api.schemasText}`,
        ui.api.descriptionsLanguage,
      ].join("\n\n"),
      version: currentRelease().version,
      termsOfService: `${absolute(route.html)}#${termsFragment}`,
      contact: { name: ui.site.name, url: absolute(route.html), email: site.contactEmail },
      license: { name: contentLicence.name, url: contentLicence.url },
    },
    servers: [{ url: site.siteUrl }],
    "x-schemaVersion": schemaVersion,
    "x-inLanguage": locale,
    "x-canonicalUrl": absolute(route.html),
    "x-markdownUrl": absolute(route.markdown),
    "x-alternateLocales": locales.filter((l) => l !== locale).map((l) => ({ inLanguage: l, url: absolute(routes.developers(l).json) })),
    "x-lastUpdated": contractLastUpdated(site, locale),
  };

  const jsonExample = (kind: Operation["kind"]): unknown => {
    if (kind === "developers") return root;
    return contractExamples(site, locale).json[kind];
  };
  const markdownExample = (kind: Operation["kind"]): string | undefined => {
    // Its first lines are the contract's texts and links; the date they show is the document's own,
    // since the mirror's (which follows the trip planner it explains) moves with every edit.
    if (kind === "developers") return markdownStart(withoutFrontMatter(markdownDocument({ ...developersMarkdownDoc(site, locale), lastUpdated: root["x-lastUpdated"] }, ui, (l) => site.ui[l])));
    return contractExamples(site, locale).markdown[kind];
  };
  const examples = (value: unknown, summary: string) => (value === undefined ? {} : { examples: { [locale]: { summary, value } } });

  const paths: Record<string, unknown> = {};
  for (const op of operations) {
    const parameters = [ref("Locale", "parameters"), ...(op.slugParameter ? [ref(op.slugParameter, "parameters")] : []), ref("IfNoneMatch", "parameters")];
    const validators = { ETag: ref("ETag", "headers"), "Last-Modified": ref("LastModified", "headers") };
    const label = ui.resource[uiKey(op.kind)];
    // The JSON file and its Markdown mirror: the same parameters, validators and answers.
    const get = (operationId: string, summary: string, description: string, content: Record<string, unknown>) => ({
      get: {
        operationId,
        summary,
        description,
        tags: [op.tag],
        parameters,
        responses: { "200": { description: summary, headers: validators, content }, "304": ref("NotModified", "responses"), "404": ref("NotFound", "responses") },
      },
    });
    paths[op.route.json] = get(op.operationId, label, ui.apiOperation[uiKey(op.kind)], {
      "application/json": { schema: responseSchema(op), ...examples(jsonExample(op.kind), ui.api.exampleSummary) },
    });
    paths[op.route.markdown] = get(`${op.operationId}Markdown`, `${label} (Markdown)`, formatText(ui.apiOperation.markdown, { resource: label }), {
      "text/markdown": { schema: { type: "string" }, ...examples(markdownExample(op.kind), ui.api.markdownExampleSummary) },
    });
  }

  const slugParameter = (slugs: string[], description: string) => ({
    name: "slug",
    in: "path",
    required: true,
    description,
    schema: { type: "string", pattern: slugPattern, ...(slugs.length ? { examples: slugs.slice(0, 3) } : {}) },
    ...(slugs[0] ? { example: slugs[0] } : {}),
  });
  return {
    ...root,
    // Public and read-only: no security scheme applies to any operation.
    security: [],
    // The developers' page lists every schema under /schemas/ (which has no index of its own).
    externalDocs: { description: `${ui.developers.schemasLink}: ${ui.api.schemasText}`, url: absolute(route.html) },
    tags: tags(ui),
    paths,
    components: {
      schemas: openApiComponentSchemas(),
      parameters: {
        Locale: { name: "locale", in: "path", required: true, description: ui.api.localeParameter, schema: ref("Locale"), example: locale },
        CountrySlug: slugParameter(exampleSlugs(site).country, ui.api.countrySlugParameter),
        DiseaseSlug: slugParameter(exampleSlugs(site).disease, ui.api.diseaseSlugParameter),
        VaccineSlug: slugParameter(exampleSlugs(site).vaccine, ui.api.vaccineSlugParameter),
        MalariaDrugSlug: slugParameter(exampleSlugs(site).malariaDrug, ui.api.malariaDrugSlugParameter),
        IfNoneMatch: { name: "If-None-Match", in: "header", required: false, description: ui.api.ifNoneMatchParameter, schema: { type: "string" }, example: '"6744b2c0-1a2b"' },
      },
      headers: {
        ETag: { description: ui.api.etagHeader, schema: { type: "string" } },
        LastModified: { description: ui.api.lastModifiedHeader, schema: { type: "string" } },
      },
      responses: {
        NotModified: { description: ui.api.notModified },
        NotFound: {
          description: ui.developers.notFound,
          // nginx with the shipped config, and Netlify under the prefixes of netlify.toml, answer a
          // JSON path with a problem document (RFC 9457); other hosts, and Markdown paths, with the
          // site's 404 page.
          content: {
            "application/problem+json": { schema: ref("Problem") },
            "text/html": { schema: { type: "string" } },
          },
        },
      },
    },
  };
}
