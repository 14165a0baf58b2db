// The terms the site publishes under (LICENSE, LICENSE-content.md), stated once for the OpenAPI
// info, the developers' page and llms.txt.

/** Our data and text; quoted excerpts of cited documents stay under their publishers' terms. */
export const contentLicence = { name: "CC BY 4.0", spdx: "CC-BY-4.0", url: "https://creativecommons.org/licenses/by/4.0/legalcode" } as const;

/** The fragment of the developers' page that states the licence and terms (OpenAPI termsOfService). */
export const termsFragment = "licence";
