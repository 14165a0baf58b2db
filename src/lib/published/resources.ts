// The published resources' stable names, apart from their zod schemas (json-schemas.ts), so the
// output check's worker (src/lib/verify/worker.ts) runs without loading zod or building a schema.
import type { Page } from "../site/pages.ts";

/** One entry per published resource: its schema's file (/schemas/<file>.json) and its OpenAPI component. */
export const resourceNames = {
  countryList: { file: "country-list", component: "CountryListFile" },
  country: { file: "country-requirements", component: "CountryRequirementsFile" },
  diseaseIndex: { file: "disease-index", component: "DiseaseIndexFile" },
  disease: { file: "disease-profile", component: "DiseaseProfileFile" },
  catalog: { file: "vaccination-catalog", component: "VaccinationCatalogFile" },
  changes: { file: "changes", component: "ChangesFile" },
  bulk: { file: "all-data", component: "AllDataFile" },
} as const satisfies Record<Page["kind"], { file: string; component: string }>;

export type ResourceKind = keyof typeof resourceNames;
export const resourceKinds = Object.keys(resourceNames) as ResourceKind[];

/**
 * How deep the bulk file's lists (`data.countries`, `data.diseases`, `data.vaccines`) sit: the
 * envelope, `data`, the list. Its writer makes it entry by entry down to them
 * (src/lib/render/json-bytes.ts), its check cuts them out (src/lib/verify/json-pieces.ts).
 */
export const bulkListDepth = 3;
