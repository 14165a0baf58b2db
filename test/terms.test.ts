// The terms of reuse as an integrator's legal review meets them: the repository's two licences,
// and the same licence, terms and contact in every locale's OpenAPI info, on the developers' page
// and in every llms.txt of a build.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { locales } from "../src/lib/locales.ts";
import { build, makeFixture, readJson, readText, repoRoot, setUp, siteUrl, type BuildResult } from "./helpers.ts";

const contact = "api-team@travel.example.org";
const legalCode = "https://creativecommons.org/licenses/by/4.0/legalcode";
let site: BuildResult;

setUp(test, async () => {
  site = await build(makeFixture(), undefined, { CONTACT_EMAIL: contact });
  assert.is(site.status, 0, site.stderr);
});

test("the repository carries an MIT licence for the code and CC BY 4.0 for the content, excerpts excepted", () => {
  const code = readFileSync(path.join(repoRoot, "LICENSE"), "utf8");
  assert.match(code, /^MIT License\n/);
  assert.match(code, /Permission is hereby granted, free of charge/);
  assert.match(code, /LICENSE-content\.md/);
  const content = readFileSync(path.join(repoRoot, "LICENSE-content.md"), "utf8");
  assert.match(content, /Creative Commons Attribution 4\.0 International licence \(CC BY 4\.0\)/);
  assert.ok(content.includes(legalCode));
  assert.match(content, /Quoted excerpts of cited documents/);
  assert.is(JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")).license, "MIT");
});

test("every locale's OpenAPI info names the licence, the contact and terms that exist on the developers' page", () => {
  for (const locale of locales) {
    const { info } = readJson(site.outDir, `/${locale}/developers/openapi.json`);
    assert.equal(info.license, { name: "CC BY 4.0", url: legalCode }, locale);
    assert.is(info.contact.email, contact, locale);
    assert.is(info.contact.url, `${siteUrl}/${locale}/developers/`);
    assert.ok(info.contact.name.length > 0);
    assert.is(info.termsOfService, `${siteUrl}/${locale}/developers/#licence`);
    const page = readText(site.outDir, `/${locale}/developers/`);
    const section = page.slice(page.indexOf('<h2 id="licence">'));
    assert.ok(section.length < page.length, `${locale}: the developers' page has a #licence section`);
    assert.match(section, new RegExp(`href="${legalCode}"`));
    assert.match(section, new RegExp(`href="mailto:${contact}"`));
    assert.match(section, /CC BY 4\.0/);
    assert.match(section, /MIT/);
    const mirror = readText(site.outDir, `/${locale}/developers/openapi.md`);
    assert.ok(mirror.includes(`(${legalCode})`) && mirror.includes(`<${contact}>`), `${locale}: the Markdown mirror states the licence and contact`);
  }
  // The texts are the locale's own, not one language copied five times.
  const texts = locales.map((locale) => readJson(site.outDir, `/${locale}/developers/openapi.json`).info.description as string);
  assert.is(new Set(texts).size, locales.length);
});

test("every locale's info.version is the newest entry of the API changelog", () => {
  const newest = /^### (\d+\.\d+\.\d+) \(/m.exec(readFileSync(path.join(repoRoot, "docs/api-changelog.md"), "utf8"))![1];
  for (const locale of locales) assert.is(readJson(site.outDir, `/${locale}/developers/openapi.json`).info.version, newest, locale);
});

test("every llms.txt states the licence, the excerpt exception and the contact", () => {
  for (const file of ["/llms.txt", ...locales.map((locale) => `/${locale}/llms.txt`)]) {
    const text = readText(site.outDir, file);
    assert.ok(text.includes(`(${legalCode})`), `${file}: links the legal code`);
    assert.ok(text.includes(`<${contact}>`), `${file}: names the contact`);
    assert.match(text, /CC BY 4\.0/, file);
    assert.match(text, /quote/, `${file}: says quoted excerpts stay under their publishers' terms`);
  }
});

test.run();
