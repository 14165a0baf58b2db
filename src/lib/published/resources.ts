// The published resources' stable names, apart from their zod schemas (json-schemas.ts).

/** One entry per published resource: its schema's file (/schemas/<file>.json) and its OpenAPI component. */
export const resourceNames = {
  countryList: { file: "country-list", component: "CountryListFile" },
  country: { file: "country-requirements", component: "CountryRequirementsFile" },
  diseaseIndex: { file: "disease-index", component: "DiseaseIndexFile" },
  disease: { file: "disease-profile", component: "DiseaseProfileFile" },
  catalog: { file: "vaccination-catalog", component: "VaccinationCatalogFile" },
  vaccine: { file: "vaccine", component: "VaccineFile" },
  malariaDrugs: { file: "malaria-drug-list", component: "MalariaDrugListFile" },
  malariaDrug: { file: "malaria-drug", component: "MalariaDrugFile" },
  notices: { file: "notices", component: "NoticesFile" },
  changes: { file: "changes", component: "ChangesFile" },
  bulk: { file: "all-data", component: "AllDataFile" },
  tripData: { file: "trip-data", component: "TripDataFile" },
  tombstone: { file: "tombstone", component: "TombstoneFile" },
} as const satisfies Record<string, { file: string; component: string }>;

export type ResourceKind = keyof typeof resourceNames;

/** The one schema file with every named shape of every resource (/schemas/<file>.schema.json). */
export const bundledSchemaFile = "travel-health-reference";
export const resourceKinds = Object.keys(resourceNames) as ResourceKind[];

