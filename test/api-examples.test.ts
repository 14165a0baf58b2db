// The committed record of the OpenAPI examples (content/api-examples.json): while it was made at
// the API changelog's current release, the documents show it, so every example in it must still
// be a valid file of its kind under today's published schemas (Ajv strict, as a client checks).
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { apiExamplesFile, siteUrlToken } from "../src/lib/content/api-examples.ts";
import { locales } from "../src/lib/locales.ts";
import { currentRelease } from "../src/lib/published/changelog.ts";
import { jsonSchemaOf, resourceKinds, type ResourceKind } from "../src/lib/published/json-schemas.ts";
import { contractExampleKinds } from "../src/lib/site/api-examples.ts";
import { repoRoot } from "./helpers.ts";
import { clientAjv } from "./support/client-ajv.ts";

const record = JSON.parse(readFileSync(path.join(repoRoot, "content", apiExamplesFile), "utf8"));

test("the committed record holds an example of every kind the OpenAPI documents show, in every locale, with no site address", () => {
  assert.ok(/^\d+\.\d+\.\d+$/.test(record.release), record.release);
  assert.equal(Object.keys(record.locales).sort(), [...locales].sort());
  for (const locale of locales) {
    // A tombstone exists only once something was removed; every other kind always does.
    const kinds = Object.keys(record.locales[locale].json);
    assert.equal(kinds.filter((kind) => kind !== "tombstone").sort(), contractExampleKinds.filter((kind) => kind !== "tombstone").sort(), locale);
    assert.ok(kinds.every((kind) => (contractExampleKinds as readonly string[]).includes(kind)), locale);
    assert.equal(Object.keys(record.locales[locale].markdown).sort(), Object.keys(record.locales[locale].json).sort(), locale);
  }
  const text = JSON.stringify(record.locales);
  assert.ok(text.includes(`${siteUrlToken}/en/travel/`));
  // Recorded with the local default address, which the token replaced.
  assert.not.match(text, /localhost:8080/);
});

test("while it is the current release's, each of its JSON examples validates against its kind's published schema", () => {
  if (record.release !== currentRelease().version) {
    // Another release: the build shows this build's files instead (one-edit.test.ts), which the
    // contract test validates; npm run check warns until npm run generate records them anew.
    assert.match(readFileSync(path.join(repoRoot, "docs/api-changelog.md"), "utf8"), new RegExp(`^### ${record.release.replaceAll(".", "\\.")} `, "m"));
    return;
  }
  const ajv = clientAjv();
  let checked = 0;
  for (const kind of resourceKinds.filter((k): k is ResourceKind => k !== "tombstone")) {
    const validate = ajv.compile(jsonSchemaOf(kind));
    for (const locale of locales) {
      const example = record.locales[locale].json[kind];
      if (example === undefined) continue;
      const value: { inLanguage?: string } = JSON.parse(JSON.stringify(example).replaceAll(siteUrlToken, "https://example.test/health"));
      assert.ok(validate(value), `${locale} ${kind}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
      assert.is(value.inLanguage, locale);
      checked++;
    }
  }
  assert.is(checked, locales.length * contractExampleKinds.filter((kind) => kind !== "tombstone").length);
});

test.run();
