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
  assert.is(readConfig({ NETLIFY: "true", SITE_URL: "https://travel.example.org", CONTACT_EMAIL: "api@travel.example.org" }).siteUrl, "https://travel.example.org");
  assert.is(readConfig({}).siteUrl, "http://localhost:8080");
});

test("on a deploy host a missing CONTACT_EMAIL is refused; a preview names a documentation address; a malformed one is refused", () => {
  assert.match(refusal({ NETLIFY: "true", SITE_URL: "https://travel.example.org" }), /^CONTACT_EMAIL: expected the address .* environment variables of Netlify; found nothing/);
  assert.match(refusal({ CF_PAGES: "1", SITE_URL: "https://travel.example.org" }), /^CONTACT_EMAIL: .* Cloudflare Pages/);
  assert.is(readConfig({ CF_PAGES: "1", SITE_URL: "https://travel.example.org", CONTACT_EMAIL: "api@travel.example.org" }).contactEmail, "api@travel.example.org");
  assert.is(readConfig({}).contactEmail, "developers@example.org");
  assert.match(refusal({ CONTACT_EMAIL: "mailto:api@example.org" }), /^CONTACT_EMAIL: expected one e-mail address .* found "mailto:api@example.org"/);
  assert.match(refusal({ CONTACT_EMAIL: "a@b.org, c@d.org" }), /^CONTACT_EMAIL: expected one e-mail address/);
});


const hostileSiteUrls: [string, string][] = [
  ["ftp://example.org", "whose scheme is ftp"],
  ["javascript:alert(1)", "whose scheme is javascript"],
  ["https://user:secret@example.org", "which has credentials"],
  ["https://user@example.org", "which has credentials"],
  ["https://example.org/health?x=1", "which has a query (?)"],
  ["https://example.org/health?", "which has a query (?)"],
  ["https://example.org/#top", "which has a fragment (#)"],
  [" https://example.org", "which holds whitespace or a control character"],
  ["https://exam ple.org", "which holds whitespace or a control character"],
  ["https://example.org/a\tb", "which holds whitespace or a control character"],
  ["https://example.org\\health", "which has a backslash"],
  ["https://example.org/a/../health", "which has . or .. path segments"],
  ["example.org", "which is not an absolute URL"],
  ["https://", "which is not an absolute URL"],
];
for (const [value, why] of hostileSiteUrls) {
  test(`SITE_URL ${JSON.stringify(value)} is refused, naming SITE_URL`, () => {
    const message = refusal({ SITE_URL: value });
    assert.ok(message.startsWith("SITE_URL: expected an absolute http:// or https:// address"), message);
    assert.ok(message.includes(`found ${JSON.stringify(value)}, ${why}`), message);
  });
}

test("SITE_URL is normalised once: lower-case scheme and host, no default port, no trailing slash", () => {
  assert.is(readConfig({ SITE_URL: "HTTPS://Example.ORG:443/Health/" }).siteUrl, "https://example.org/Health");
  assert.is(readConfig({ SITE_URL: "http://localhost:8080/" }).siteUrl, "http://localhost:8080");
  assert.is(readConfig({ SITE_URL: "https://xn--bcher-kva.example/" }).siteUrl, "https://xn--bcher-kva.example");
  assert.is(readConfig({ SITE_URL: "https://bücher.example" }).siteUrl, "https://xn--bcher-kva.example");
});

test.run();
