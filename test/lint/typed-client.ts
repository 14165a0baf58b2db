// A small client as a developer would write it against the generated types (openapi-typescript
// writes ./api.d.ts beside this file in the test): it reads a country, a disease, the catalog and
// the OpenAPI document with no cast (a tombstone at a country's or disease's address is told apart
// by a type guard), follows a country's links to a vaccine and a malaria drug, and prints what it
// read. Compiled with `tsc --strict`.
import type { components, paths } from "./api.js";

type Schemas = components["schemas"];
type JsonPath = {
  [P in keyof paths]: paths[P]["get"]["responses"][200]["content"] extends { "application/json": unknown } ? P : never;
}[keyof paths];
type JsonOf<P extends JsonPath> = paths[P]["get"]["responses"][200]["content"]["application/json"];
type Locale = Schemas["Locale"];

// `published` is the base URL the site's links name; the test serves the build at `base`.
const [base = "", countrySlug = "", diseaseSlug = "", published = base] = process.argv.slice(2);

async function get<P extends JsonPath>(path: P, locale: Locale, slug = ""): Promise<JsonOf<P>> {
  const response = await fetch(`${base}${path.replace("{locale}", locale).replace("{slug}", slug)}`);
  if (!response.ok) throw new Error(`${response.status} for ${path}`);
  return response.json();
}

/** The file a link points to, with the type of the operation that serves that path. */
async function follow<P extends JsonPath>(link: { url: string }, _path: P): Promise<JsonOf<P>> {
  const response = await fetch(link.url.replace(published, base));
  if (!response.ok) throw new Error(`${response.status} for ${link.url}`);
  return response.json();
}

/** A removed country's or disease's address answers with a tombstone: what happened and where to look now. */
function isTombstone<T extends { data: object }>(file: T | Schemas["TombstoneFile"]): file is Schemas["TombstoneFile"] {
  return "removed" in file.data;
}
function present<T extends { data: object }>(file: T | Schemas["TombstoneFile"]): T {
  if (isTombstone(file)) throw new Error(`${file.data.slug} was removed on ${file.data.removed}: ${file.data.reason} (now: ${file.data.replacement?.url ?? "nothing"})`);
  return file;
}

const country: Schemas["CountryRequirementsFile"] = present(await get("/{locale}/travel/{slug}.json", "en", countrySlug));
const vaccines: Schemas["VaccineAdvice"][] = country.data.vaccines;
const yellowFever: Schemas["YellowFever"] = country.data.yellowFever;
const certificate: Schemas["YellowFeverCertificate"] = yellowFever.certificate;
const malaria: Schemas["Malaria"] = country.data.malaria;
const otherRisks: Schemas["OtherRisk"][] = country.data.otherRisks;
const alternates: Schemas["AlternateLocale"][] = country.alternateLocales;
const citations: Schemas["Citation"][] = yellowFever.citations ?? [];
const exits: Schemas["ExitRequirement"][] = country.data.exitRequirements;
const review: Schemas["Review"] = country.data.review;

const vaccine: Schemas["VaccineFile"] = await follow(vaccines[0]!, "/{locale}/data/vaccinations/{slug}.json");
const vaccineFacts: Schemas["CatalogVaccine"] = vaccine.data;
const drugLinks: Schemas["LocalizedLink"][] = malaria.drugs;
const drug: Schemas["MalariaDrugFile"] = await follow(drugLinks[0]!, "/{locale}/data/malaria-drugs/{slug}.json");
const drugFacts: Schemas["MalariaDrug"] = drug.data;

const disease: Schemas["DiseaseProfileFile"] = present(await get("/{locale}/travel/diseases/{slug}.json", "nl", diseaseSlug));
const blocks: Schemas["ProfileBlock"][] = disease.data.profile.blocks;
const headings = blocks.flatMap((block) => (block.type === "heading" ? [block.text] : []));
const countries: Schemas["LocalizedLink"][] = disease.data.countries;

const catalog: Schemas["VaccinationCatalogFile"] = await get("/{locale}/data/vaccinations.json", "de");
const entries: Schemas["CatalogVaccine"][] = catalog.data;

const list: Schemas["CountrySummary"][] = (await get("/{locale}/travel.json", "fr")).data;
const index: Schemas["DiseaseSummary"][] = (await get("/{locale}/travel/diseases.json", "es")).data;

const openapi: Schemas["OpenApiDocument"] = await get("/{locale}/developers/openapi.json", "es");

console.log(
  JSON.stringify({
    country: country.data.name,
    schemaVersion: country.schemaVersion,
    vaccines: vaccines.map((v) => `${v.slug}:${v.level}:${v.url}`),
    certificate: certificate.requirement,
    malaria: malaria.risk,
    otherRisks: otherRisks.map((r) => r.slug),
    alternates: alternates.map((a) => a.inLanguage),
    citations: citations.map((c) => c.reference),
    exits: exits.map((e) => e.slug),
    sourcing: review.sourcing,
    vaccine: { slug: vaccineFacts.slug, minimumAgeMonths: vaccineFacts.age.minimumAgeMonths, live: vaccineFacts.live },
    drug: { slug: drugFacts.slug, pregnancy: drugFacts.pregnancy.category },
    disease: disease.data.name,
    headings,
    countries: countries.map((c) => c.slug),
    catalog: entries.map((v) => v.slug),
    list: list.map((c) => c.slug),
    index: index.map((d) => d.slug),
    openapi: { version: openapi.openapi, title: openapi.info.title, inLanguage: openapi["x-inLanguage"] },
  }),
);
