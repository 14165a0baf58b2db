// The contract as client developers meet it, with the tools they use: Spectral (spectral:oas, all
// rules) and Redocly CLI (recommended) on every locale's OpenAPI document, openapi-typescript
// types and a small client compiled with `tsc --strict`, and Prism's validating proxy in front
// of the built site. Each CLI runs once over all five documents (they start slowly).
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { freePort, readJson, repoRoot, setUp, siteUrl, tempDir, runTs } from "./helpers.ts";
import { serveStatic } from "./static-server.ts";
import { fixtureSite } from "./support/real-site.ts";

const bin = (name: string) => path.join(repoRoot, "node_modules/.bin", name);
const quiet = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" };
let site: { outDir: string };
let documents: string[];

setUp(test, async () => {
  site = { outDir: await fixtureSite() }; // the shared build of the base fixture: read only
  documents = locales.map((locale) => path.join(site.outDir, locale, "developers/openapi.json"));
});

test("Spectral (spectral:oas, all rules) reports nothing on any locale's document", () => {
  const run = spawnSync(bin("spectral"), ["lint", "--ruleset", path.join(repoRoot, "test/lint/spectral.yaml"), "--format", "json", "--quiet", ...documents], {
    encoding: "utf8",
    env: quiet,
  });
  const results = JSON.parse(run.stdout || "[]") as { code: string; message: string; source: string; path: string[] }[];
  assert.equal(
    results.map((r) => `${path.relative(site.outDir, r.source)} ${r.path.join(".")}: ${r.code} ${r.message}`),
    [],
  );
  assert.is(run.status, 0, run.stderr);
});

test("Redocly CLI (recommended) reports no error and no warning on any locale's document", () => {
  const run = spawnSync(bin("redocly"), ["lint", "--config", path.join(repoRoot, "test/lint/redocly.yaml"), "--format", "json", ...documents], {
    encoding: "utf8",
    env: quiet,
  });
  // One JSON report per document, written one after the other.
  const reports = JSON.parse(`[${run.stdout.slice(run.stdout.indexOf("{")).replace(/}\s*{\s*"totals"/g, '},{"totals"')}]`) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string; location: { source: { ref: string } }[] }[];
  }[];
  assert.is(reports.length, documents.length);
  assert.equal(reports.flatMap((report) => report.problems.map((p) => `${p.location[0]?.source.ref}: ${p.ruleId}: ${p.message}`)), []);
  for (const report of reports) assert.equal(report.totals, { ...report.totals, errors: 0, warnings: 0 });
  assert.is(run.status, 0, run.stderr);
});

test("openapi-typescript names every shape, and a typed client compiles with tsc --strict and reads the real files without casts", async () => {
  const dir = tempDir("client-");
  const generate = spawnSync(bin("openapi-typescript"), [documents[1]!, "--output", path.join(dir, "api.d.ts")], { encoding: "utf8", env: quiet });
  assert.is(generate.status, 0, generate.stderr);
  const types = readFileSync(path.join(dir, "api.d.ts"), "utf8");
  const named = ["Envelope", "AlternateLocale", "LocalizedLink", "VaccineAdvice", "YellowFever", "YellowFeverCertificate", "Malaria", "OtherRisk", "ProfileBlock", "HeadingBlock", "ParagraphBlock", "ListBlock", "CountrySummary", "DiseaseSummary", "CatalogVaccine", "CountryRequirements", "DiseaseProfile", "OpenApiDocument", "Citation", "ExitRequirement", "Review", "VaccineFile", "MalariaDrugFile"];
  for (const name of named) assert.match(types, new RegExp(`^\\s+${name}: `, "m"), name);
  assert.not.match(types, /as unknown|\benum\b.*kenya/);

  const client = path.join(dir, "client.ts");
  copyFileSync(path.join(repoRoot, "test/lint/typed-client.ts"), client);
  const code = readFileSync(client, "utf8").replace(/^\s*\/\/.*$/gm, "");
  assert.not.match(code, /\bas\s+(?!const\b)[A-Za-z{[(]/, "the client uses no cast");
  assert.not.match(code, /<[A-Za-z]+>\s*\(/, "no angle-bracket cast");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
  const compile = spawnSync(
    process.execPath,
    [path.join(repoRoot, "node_modules/typescript/bin/tsc"), "--strict", "--noEmit", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext", "--lib", "es2023,dom", "--types", "node", "--typeRoots", path.join(repoRoot, "node_modules/@types"), client],
    { encoding: "utf8" },
  );
  assert.is(compile.status, 0, compile.stdout + compile.stderr);

  const server = await serveStatic(site.outDir);
  try {
    const read = await new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, [runTs, client, server.origin, "kenya", "malaria", siteUrl], { cwd: dir });
      let out = "";
      let err = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.stderr.on("data", (chunk) => (err += chunk));
      child.on("close", (code) => resolve({ code, out, err }));
    });
    assert.is(read.code, 0, read.err);
    const shown = JSON.parse(read.out);
    const kenya = readJson(site.outDir, "/en/travel/kenya.json");
    assert.is(shown.country, kenya.data.name);
    assert.equal(shown.vaccines, kenya.data.vaccines.map((v: any) => `${v.slug}:${v.level}:${v.url}`));
    assert.equal(shown.citations, (kenya.data.yellowFever.citations ?? []).map((c: any) => c.reference));
    assert.is(shown.sourcing, kenya.data.review.sourcing);
    // Reached by the country's links, the vaccine's and the drug's own files.
    const vaccine = readJson(site.outDir, `/en/data/vaccinations/${kenya.data.vaccines[0].slug}.json`).data;
    assert.equal(shown.vaccine, { slug: vaccine.slug, minimumAgeMonths: vaccine.age.minimumAgeMonths, live: vaccine.live });
    const drug = readJson(site.outDir, `/en/data/malaria-drugs/${kenya.data.malaria.drugs[0].slug}.json`).data;
    assert.equal(shown.drug, { slug: drug.slug, pregnancy: drug.pregnancy.category });
    assert.is(shown.disease, readJson(site.outDir, "/nl/travel/diseases/malaria.json").data.name);
    assert.equal(shown.catalog, readJson(site.outDir, "/de/data/vaccinations.json").data.map((v: any) => v.slug));
    assert.equal(shown.openapi, { version: "3.1.0", title: readJson(site.outDir, "/es/developers/openapi.json").info.title, inLanguage: "es" });
  } finally {
    await server.close();
  }
});

test("through Prism's validating proxy an unknown slug is the documented 404, a known one a valid 200", async () => {
  const server = await serveStatic(site.outDir);
  const port = await freePort();
  const prism = spawn(bin("prism"), ["proxy", documents[1]!, server.origin, "--errors", "--host", "127.0.0.1", "--port", String(port)], { env: quiet });
  let log = "";
  prism.stdout.on("data", (chunk) => (log += chunk));
  prism.stderr.on("data", (chunk) => (log += chunk));
  try {
    const origin = `http://127.0.0.1:${port}`;
    // Ready when it says so; the limit only ends a wait for a Prism that will never start (it took over 60 s at load 30).
    for (let i = 0; i < 1500 && !/Prism is listening/.test(log) && prism.exitCode === null; i++) await new Promise((resolve) => setTimeout(resolve, 200));
    assert.match(log, /Prism is listening/, log);
    const known = await fetch(`${origin}/en/travel/kenya.json`);
    assert.is(known.status, 200, await known.clone().text());
    assert.is(((await known.json()) as { data: { slug: string } }).data.slug, "kenya");
    // A country added after a client was generated is just another slug: 404 until it exists.
    for (const url of ["/en/travel/atlantis.json", "/de/travel/diseases/no-such-disease.json", "/fr/travel/atlantis.md"]) {
      const response = await fetch(`${origin}${url}`);
      assert.is(response.status, 404, `${url}: ${await response.text()}`);
    }
    // The request check still works: a slug that breaks the pattern is refused by the proxy.
    assert.is((await fetch(`${origin}/en/travel/Not_A_Slug.json`)).status, 422);
  } finally {
    prism.kill();
    await server.close();
  }
});

test.run();
