// Build settings from the environment, read and checked in one place.
import path from "node:path";
import { BuildFailure } from "./failure.ts";

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
  return { siteUrl, contentDir: path.resolve(env.CONTENT_DIR || "content") };
}
