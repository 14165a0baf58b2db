// Build settings from the environment, read and checked in one place.
import path from "node:path";
import { BuildFailure } from "./failure.ts";
import { pagesPerPart } from "./site/parts.ts";

export interface BuildConfig {
  /** Absolute base URL without a trailing slash; every URL in the output starts with it. */
  siteUrl: string;
  /** Folder of the editors' content files. */
  contentDir: string;
}

export const defaultSiteUrl = "http://localhost:8080";

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
  const siteUrl = (env.SITE_URL || defaultSiteUrl).replace(/\/+$/, "");
  let parsed: URL | undefined;
  try {
    parsed = new URL(siteUrl);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash || parsed.username) {
    throw new BuildFailure(`SITE_URL: expected an absolute http(s) URL without query, fragment or credentials; found ${JSON.stringify(env.SITE_URL)}`);
  }
  return { siteUrl, contentDir: contentDirFrom(env) };
}

/** The content folder: CONTENT_DIR, relative to the working directory, or content/. */
export function contentDirFrom(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.CONTENT_DIR || "content");
}

/** Resource pages per Eleventy pass: BUILD_PAGES_PER_PART (for tests and tuning), a whole number from 1. */
export function readPagesPerPart(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.BUILD_PAGES_PER_PART;
  if (text === undefined || text === "") return pagesPerPart;
  if (!/^[1-9]\d{0,8}$/.test(text.trim())) throw new BuildFailure(`BUILD_PAGES_PER_PART: expected a whole number of pages from 1; found ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * A build without SITE_URL publishes localhost URLs in every file and in the OpenAPI `servers`:
 * fine for a local preview, wrong for a deploy (deploy hosts are refused in readConfig). The
 * build says so loudly, so nobody publishes such a build by mistake.
 */
export function localBuildWarning(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.SITE_URL) return undefined;
  return `WARNING: SITE_URL is not set. This is a LOCAL build: every URL in _site (and the OpenAPI servers) points at ${defaultSiteUrl}. Set SITE_URL to the deployed base URL before publishing.`;
}
