// Build settings from the environment, read and checked in one place.
import path from "node:path";
import { BuildFailure } from "./failure.ts";

export interface BuildConfig {
  /** Absolute base URL without a trailing slash; every URL in the output starts with it. */
  siteUrl: string;
  /** Folder of the editors' content files. */
  contentDir: string;
  /** Address integrators write to about the API and its terms (OpenAPI info.contact); a preview's default when absent. */
  contactEmail?: string;
}

export const defaultSiteUrl = "http://localhost:8080";
/** The contact of a local preview: a reserved documentation domain, never a real mailbox. */
export const defaultContactEmail = "developers@example.org";

/** Hosts whose build is a deploy (netlify.toml, README "Deploying"): the variable each sets. */
const deployHosts: { name: string; variable: string; value: string }[] = [
  { name: "Netlify", variable: "NETLIFY", value: "true" },
  { name: "Cloudflare Pages", variable: "CF_PAGES", value: "1" },
];

export function readConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  const host = deployHosts.find((h) => env[h.variable] === h.value);
  if (host && !env.SITE_URL) {
    throw new BuildFailure(`SITE_URL: expected the site's public address, set in the environment variables of ${host.name}; found nothing (a deploy would publish ${defaultSiteUrl} in every URL).`);
  }
  if (host && !env.CONTACT_EMAIL) {
    throw new BuildFailure(`CONTACT_EMAIL: expected the address integrators write to about the API and its licence, set in the environment variables of ${host.name}; found nothing (a deploy would publish ${defaultContactEmail} as the contact).`);
  }
  const siteUrl = normaliseSiteUrl(env.SITE_URL || defaultSiteUrl);
  return { siteUrl, contentDir: contentDirFrom(env), contactEmail: checkedContactEmail(env.CONTACT_EMAIL || defaultContactEmail) };
}

/** One plain address (name@host.tld), as OpenAPI's contact.email and a mailto: link need it. */
function checkedContactEmail(raw: string): string {
  if (!/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(raw)) {
    throw new BuildFailure(`CONTACT_EMAIL: expected one e-mail address such as developers@travel.example.org; found ${JSON.stringify(raw)}`);
  }
  return raw;
}

/**
 * SITE_URL as the one form every output URL is built from: scheme and host in lower case, no
 * default port, no trailing slash. Anything that would not survive that unchanged in meaning is
 * refused, naming SITE_URL: other schemes, credentials (they would be published), a query or
 * fragment, whitespace or controls (the URL parser drops some silently), backslashes and dot
 * segments (it rewrites them).
 */
export function normaliseSiteUrl(raw: string): string {
  const refuse = (why: string): never => {
    throw new BuildFailure(`SITE_URL: expected an absolute http:// or https:// address such as https://travel.example.org/health, without credentials, query, fragment or whitespace; found ${JSON.stringify(raw)}, ${why}`);
  };
  if (/[\s\u0000-\u001F\u007F-\u009F]/.test(raw)) refuse("which holds whitespace or a control character");
  if (raw.includes("?")) refuse("which has a query (?)");
  if (raw.includes("#")) refuse("which has a fragment (#)");
  if (raw.includes("\\")) refuse("which has a backslash");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse("which is not an absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") refuse(`whose scheme is ${url.protocol.slice(0, -1)}`);
  if (raw.slice(url.protocol.length + 2).split("/")[0]!.includes("@")) refuse("which has credentials (user@ or user:password@), which every page would publish");
  if (!url.hostname) refuse("which has no host");
  if (/\/\.{1,2}(\/|$)/.test(raw.slice(url.protocol.length + 2))) refuse("which has . or .. path segments");
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** The content folder: CONTENT_DIR, relative to the working directory, or content/. */
export function contentDirFrom(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.CONTENT_DIR || "content");
}

/**
 * A build without SITE_URL publishes localhost URLs in every file and in the OpenAPI `servers`:
 * fine for a local preview, wrong for a deploy (deploy hosts are refused in readConfig). The
 * build says so loudly, so nobody publishes such a build by mistake.
 */
export function localBuildWarning(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.SITE_URL && env.CONTACT_EMAIL) return undefined;
  if (env.SITE_URL) return `WARNING: CONTACT_EMAIL is not set. The OpenAPI contact and the developers' page name ${defaultContactEmail}, which nobody reads. Set CONTACT_EMAIL before publishing.`;
  return `WARNING: SITE_URL is not set. This is a LOCAL build: every URL in _site (and the OpenAPI servers) points at ${defaultSiteUrl}. Set SITE_URL to the deployed base URL (and CONTACT_EMAIL to the publisher's address) before publishing.`;
}
