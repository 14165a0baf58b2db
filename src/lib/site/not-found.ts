// A missing JSON path is answered with a problem document (RFC 9457) wherever the host lets us
// choose the body: nginx returns it from its configuration (deploy/nginx-site.conf), Netlify
// serves /404.json with status 404 for the path prefixes in netlify.toml. One text for both;
// test/not-found.test.ts holds the two files to it.
import { locales } from "../locales.ts";
import type { Problem } from "../published/schemas.ts";

export const notFoundProblem: Problem = {
  type: "about:blank",
  title: "Not Found",
  status: 404,
  detail: `No file at this address. Every locale (${locales.join(", ")}) lists its countries at /{locale}/travel.json and its diseases at /{locale}/travel/diseases.json; slugs are lowercase ASCII kebab-case.`,
};

/** The problem document as a file of the site, for hosts that serve a file as a 404. */
export const notFoundProblemPath = "/404.json";

/**
 * Where Netlify answers a missing path with the problem document. Its rules match path prefixes,
 * not extensions, so these are the prefixes under which the JSON files are; a missing HTML or
 * Markdown path under them gets the problem document too. Files that exist are served as they
 * are (the rules are not forced).
 */
export const netlifyNotFoundPrefixes: readonly string[] = ["/schemas/", ...locales.flatMap((locale) => [`/${locale}/travel/`, `/${locale}/data/`])];
