// Build settings from the environment (src/lib/config.ts): what is accepted, and what is refused
// with a message that names the setting.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readConfig } from "../src/lib/config.ts";

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

test("on Netlify and Cloudflare Pages a missing SITE_URL is refused, never replaced by the local default", () => {
  assert.match(refusal({ NETLIFY: "true" }), /^SITE_URL: expected the site's public address, set in the environment variables of Netlify; found nothing/);
  assert.match(refusal({ CF_PAGES: "1" }), /^SITE_URL: .* environment variables of Cloudflare Pages/);
  assert.is(readConfig({ NETLIFY: "true", SITE_URL: "https://travel.example.org" }).siteUrl, "https://travel.example.org");
  assert.is(readConfig({}).siteUrl, "http://localhost:8080");
});

test.run();
