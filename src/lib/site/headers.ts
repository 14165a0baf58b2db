import { locales, type Locale } from "../locales.ts";
import { routes } from "./routes.ts";

// HTTP header rules for static hosts (https://developers.cloudflare.com/pages/configuration/headers/), written as `_headers` (the format Netlify and Cloudflare
// Pages read) and documented for nginx in the README. One list, so the file, the docs and the
// test server cannot disagree.

// Unversioned URLs: let caches keep a copy but revalidate it, so a deploy shows at once.
const revalidate = "public, max-age=0, must-revalidate";
// Scripts of other origins may read the validator and the mirror link, not only the body.
const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "ETag, Link" };

/** Pages run only our own stylesheet and script (no inline code), so this policy holds. */
export const contentSecurityPolicy =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The form editor at /admin/ runs Decap CMS, which needs more than the public pages:
 * `'unsafe-eval'` (its config validation compiles schemas with `new Function`, decap-cms issue
 * #2138, and it instantiates WebAssembly), inline styles (it styles with emotion at run time),
 * `data:`/`blob:` images (previews), and the GitHub API and avatars when it signs in to GitHub.
 * Nothing else: its scripts are ours (/admin/decap/), its local backend is on the same origin.
 */
export const adminContentSecurityPolicy =
  "default-src 'none'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com; font-src 'self'; connect-src 'self' https://api.github.com; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The path prefix of the form editor. */
export const adminPathPrefix = "/admin/";

/**
 * Where the public policy applies: every top-level entry of the site except /admin/. Hosts join
 * (Cloudflare) or repeat the values of a header that two matching rules set, and a second CSP only
 * adds restrictions, so the public rule must not match /admin/ at all: `/*` would.
 */
export const publicPolicyPatterns: readonly string[] = [
  "/",
  "/index.html",
  "/404.html",
  "/404.json",
  "/favicon.ico",
  "/llms.txt",
  "/robots.txt",
  "/sitemap.xml",
  "/assets/*",
  "/schemas/*",
  ...locales.map((locale) => `/${locale}/*`),
];

export interface HeaderRule {
  /** A `_headers` path pattern: `*` matches any characters, `:name` one path segment, which the
   *  header values may repeat (Cloudflare Pages placeholders). */
  pattern: string;
  headers: Record<string, string>;
}

export const headerRules: HeaderRule[] = [
  {
    pattern: "/*",
    headers: {
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cache-Control": revalidate,
    },
  },
  ...publicPolicyPatterns.map((pattern) => ({ pattern, headers: { "Content-Security-Policy": contentSecurityPolicy } })),
  { pattern: `${adminPathPrefix}*`, headers: { "Content-Security-Policy": adminContentSecurityPolicy, "X-Robots-Tag": "noindex" } },
  { pattern: "/*.json", headers: { "Content-Type": "application/json; charset=utf-8", ...cors } },
  { pattern: "/*.md", headers: { "Content-Type": "text/markdown; charset=utf-8", ...cors } },
  { pattern: "/*.txt", headers: { "Content-Type": "text/plain; charset=utf-8", ...cors } },
  { pattern: "/*.xml", headers: { "Content-Type": "application/xml; charset=utf-8", ...cors } },
  { pattern: "/*.atom", headers: { "Content-Type": "application/atom+xml; charset=utf-8", ...cors } },
  ...markdownLinkRules(),
];

/**
 * Every HTML page with a Markdown mirror names it, one rule per route shape, written
 * from the routes themselves with placeholders for the locale and slug. The disease index
 * (`/{l}/travel/diseases/`) has the shape of a country page, whose rule already names its mirror.
 */
function markdownLinkRules(): HeaderRule[] {
  const kinds = ["countryList", "country", "disease", "catalog", "vaccine", "malariaDrugs", "malariaDrug", "bulk", "tripData", "changes", "developers", "trip", "yellowFeverRules"] as const;
  return kinds.map((kind) => {
    const route = routes[kind](":locale" as Locale, ":slug");
    return { pattern: route.html, headers: { Link: `<${route.markdown}>; rel="alternate"; type="text/markdown"` } };
  });
}

export function renderHeadersFile(rules: readonly HeaderRule[] = headerRules): string {
  return `${rules.map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")).join("\n")}\n`;
}

/** The headers for a path: every matching rule applies. Hosts differ on a header set by two
 *  matching rules (Cloudflare joins the values), so the rules never do that; a test checks it. */
export function headersFor(urlPath: string, rules: readonly HeaderRule[] = headerRules): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const source = rule.pattern
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")
      .replace(/:(\w+)/g, "(?<$1>[^/]+)");
    const match = new RegExp(`^${source}$`).exec(urlPath);
    if (!match) continue;
    const fill = (value: string) => value.replace(/:(\w+)/g, (whole, name: string) => match.groups?.[name] ?? whole);
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = fill(value);
  }
  return headers;
}
