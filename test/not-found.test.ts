// A missing JSON path as hosts answer it from our files: the problem document (RFC 9457) the build
// writes as /404.json and nginx returns from its configuration is one text, it validates against
// the published Problem schema, and netlify.toml sends the missing paths under the API's prefixes
// to it with status 404 (read here as Netlify's documented rules apply them: existing files win,
// the first matching rule answers). Cloudflare Pages gets no rule: its _redirects cannot answer
// with a 404 status.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { netlifyNotFoundPrefixes, notFoundProblem } from "../src/lib/site/not-found.ts";
import { build, makeFixture, readJson, readText, repoRoot, setUp, type BuildResult } from "./helpers.ts";
import { clientAjv } from "./support/client-ajv.ts";

let site: BuildResult;

setUp(test, async () => {
  site = await build(makeFixture());
  assert.is(site.status, 0, site.stderr);
});

interface NetlifyRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/** The [[redirects]] tables of netlify.toml (flat keys only, as we write them). */
function netlifyRedirects(): NetlifyRule[] {
  const text = readFileSync(path.join(repoRoot, "netlify.toml"), "utf8");
  return text
    .split(/^\[\[redirects\]\]$/m)
    .slice(1)
    .map((table) => {
      const value = (key: string) => [...table.matchAll(/^\s*(\w+)\s*=\s*("[^"]*"|\S+)\s*$/gm)].find((m) => m[1] === key)?.[2];
      const text = (key: string) => JSON.parse(value(key) ?? "null") as string;
      return { from: text("from"), to: text("to"), status: Number(value("status") ?? 301), force: value("force") === "true" };
    });
}

/** What Netlify serves for a path, by its documented rules: a file that exists, else the first matching rule, else /404.html. */
function netlifyServes(urlPath: string, rules: NetlifyRule[]): { status: number; file: string } {
  const candidates = [urlPath, `${urlPath.replace(/\/$/, "")}/index.html`];
  const existing = candidates.find((candidate) => existsSync(path.join(site.outDir, candidate)) && !candidate.endsWith("/"));
  if (existing) return { status: 200, file: existing };
  const rule = rules.find((r) => (r.from.endsWith("*") ? urlPath.startsWith(r.from.slice(0, -1)) : urlPath === r.from));
  return rule ? { status: rule.status, file: rule.to } : { status: 404, file: "/404.html" };
}

test("the problem document is one text: the build's /404.json and nginx's answer for a missing JSON path", () => {
  const written = readText(site.outDir, "/404.json");
  assert.equal(JSON.parse(written), notFoundProblem);
  const nginx = readFileSync(path.join(repoRoot, "deploy/nginx-site.conf"), "utf8");
  const body = /if \(\$uri ~ \\\.json\$\) \{ return 404 '(.*)\\n'; \}/.exec(nginx)?.[1];
  assert.ok(body, "nginx returns a JSON body for a missing .json path");
  assert.is(`${body}\n`, written);
  assert.ok(notFoundProblem.detail.includes(locales.join(", ")));
});

test("the problem document validates against the published Problem schema, which every locale's OpenAPI document names for 404", () => {
  const bundle = readJson(site.outDir, "/schemas/travel-health-reference.schema.json");
  const ajv = clientAjv();
  const validate = ajv.compile({ ...bundle, anyOf: undefined, $ref: "#/$defs/Problem" });
  assert.ok(validate(readJson(site.outDir, "/404.json")), JSON.stringify(validate.errors));
  // A body that is not the problem of a missing file is refused.
  assert.not.ok(validate({ ...notFoundProblem, status: 200 }));
  for (const locale of locales) {
    const document = readJson(site.outDir, `/${locale}/developers/openapi.json`);
    assert.equal(document.components.responses.NotFound.content["application/problem+json"].schema, { $ref: "#/components/schemas/Problem" }, locale);
    assert.equal(document.components.schemas.Problem, bundle.$defs.Problem, locale);
  }
});

test("netlify.toml answers a missing path under each API prefix with /404.json and status 404, and never shadows a file", () => {
  const rules = netlifyRedirects().filter((rule) => rule.to === "/404.json");
  assert.equal(
    rules.map((rule) => rule.from),
    netlifyNotFoundPrefixes.map((prefix) => `${prefix}*`),
  );
  for (const rule of rules) {
    assert.is(rule.status, 404, rule.from);
    assert.not.ok(rule.force, `${rule.from} is forced, so it would hide the files under it`);
  }
  for (const locale of locales) {
    for (const missing of [`/${locale}/travel/atlantis.json`, `/${locale}/travel/diseases/unknown-fever.json`, `/${locale}/data/nothing.json`]) {
      assert.equal(netlifyServes(missing, rules), { status: 404, file: "/404.json" }, missing);
    }
    for (const existing of [`/${locale}/travel/iceland.json`, `/${locale}/travel/diseases.json`, `/${locale}/data/vaccinations.json`, `/${locale}/travel/iceland/`]) {
      assert.is(netlifyServes(existing, rules).status, 200, existing);
    }
  }
  assert.equal(netlifyServes("/schemas/nothing.schema.json", rules), { status: 404, file: "/404.json" });
  // Outside the prefixes the site's 404 page answers.
  assert.equal(netlifyServes("/en/nothing/", rules), { status: 404, file: "/404.html" });
  // Cloudflare Pages reads _redirects too, and accepts no 404 status there: the build writes none.
  assert.not.ok(existsSync(path.join(site.outDir, "_redirects")));
});

test.run();
