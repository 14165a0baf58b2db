// The loaded content as the rest of the build sees it: every entity file validated, the disease
// profiles parsed, the UI strings and the editors' lists (load.ts builds it).
import type { Locale, ProfileLocale } from "../locales.ts";
import type { ApiExamples } from "./api-examples.ts";
import type { Block } from "./markdown-blocks.ts";
import type { AlternateNames, MapPlaces } from "./places.ts";
import type { Removal } from "./removals.ts";
import type { CountryContent, DiseaseContent, MalariaDrugContent, NoticeContent, ReferenceContent, SourceContent, VaccineContent } from "./schemas.ts";
import type { UiStrings } from "./ui-schema.ts";

export type { ApiExamples } from "./api-examples.ts";

/** Per disease and country slug: a digest of what its page shows of other files, and since when (derived-dates.ts). */
export type DerivedDates = { diseases: ReadonlyMap<string, { shows: string; since: string }>; countries: ReadonlyMap<string, { shows: string; since: string }> };

export interface DiseaseWithBodies extends DiseaseContent {
  bodies: Partial<Record<ProfileLocale, Block[]>>;
}

export interface Content {
  sources: SourceContent[];
  references: ReferenceContent[];
  countries: CountryContent[];
  diseases: DiseaseWithBodies[];
  vaccines: VaccineContent[];
  /** The malaria drugs countries name, with their limits (content/malaria-drugs/). */
  malariaDrugs: MalariaDrugContent[];
  /** Outbreak notices (content/notices/; the folder may be absent: no notices). */
  notices: NoticeContent[];
  ui: Record<Locale, UiStrings>;
  /** Editors' list of other names people type for a destination (content/alternate-names.json). */
  alternateNames: AlternateNames;
  /** Editors' help for finding destinations on the map (content/map-places.json). */
  mapPlaces: MapPlaces;
  /** Editors' record of removed and renamed entities (content/removals.json). */
  removals: Removal[];
  /** Since when each disease profile shows what it shows of other files (content/derived-dates.json, written by npm run generate). */
  derivedDates: DerivedDates;
  /** The OpenAPI documents' examples as of the current contract release (content/api-examples.json, written by npm run generate), if recorded. */
  apiExamples: ApiExamples | undefined;
}
