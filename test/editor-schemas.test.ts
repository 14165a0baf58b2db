// What an editor sees in VS Code: the same JSON language service VS Code runs
// (vscode-json-languageservice), reading a content file's "$schema" and the committed
// content/schemas/ (proven current by content-schemas.test.ts). An unknown vaccine slug, a wrong
// choice and a malformed date each get a human message on their line, and the choices explain
// themselves.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as languageServiceModule from "vscode-json-languageservice";
import { repoRoot } from "./helpers.ts";

// UMD package: all its exports sit on the default export, under Node's ESM (where only some are
// also detected as named exports) and under tsx's CommonJS interop alike; the module itself as a
// fallback for a loader without a default.
const jsonService: typeof languageServiceModule =
  (languageServiceModule as unknown as { default?: typeof languageServiceModule }).default ?? languageServiceModule;
const { getLanguageService, TextDocument, ClientCapabilities } = jsonService;

const service = getLanguageService({
  // Reads schemas from disk as VS Code does for a relative "$schema".
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
  clientCapabilities: ClientCapabilities.LATEST,
});
service.configure({ validate: true, allowComments: false });

/** A country file as an editor has it open in content/countries/. */
function countryDocument(edit: (country: any) => void): { document: languageServiceModule.TextDocument; text: string } {
  const country = JSON.parse(readFileSync(path.join(repoRoot, "content/countries/kenya.json"), "utf8"));
  edit(country);
  const text = `${JSON.stringify(country, null, 2)}\n`;
  const uri = pathToFileURL(path.join(repoRoot, "content/countries/kenya.json")).href;
  return { document: TextDocument.create(uri, "json", 1, text), text };
}

async function diagnostics(edit: (country: any) => void) {
  const { document, text } = countryDocument(edit);
  const found = await service.doValidation(document, service.parseJSONDocument(document));
  return { found, text };
}

/** 0-based line of the first line containing `needle`. */
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((line) => line.includes(needle));

test("the file as it is raises nothing", async () => {
  const { found } = await diagnostics(() => {});
  assert.equal(found, [], "the committed content/schemas/ do not accept kenya.json: after a schema change, run npm run generate");
});

test("an unknown vaccine slug is reported on its line with a human message", async () => {
  const { found, text } = await diagnostics((k) => (k.vaccines[0].vaccine = "hepatitis-z"));
  assert.is(found.length, 1, JSON.stringify(found, null, 2));
  assert.is(found[0]!.message, "Not a vaccine in content/vaccines/: choose one of the suggestions, or add the vaccine file first.");
  assert.is(found[0]!.range.start.line, lineOf(text, '"hepatitis-z"'));
});

test("a wrong choice is reported with the choices, and each choice has a description", async () => {
  const { found, text } = await diagnostics((k) => (k.vaccines[0].level = "required"));
  assert.is(found.length, 1, JSON.stringify(found, null, 2));
  assert.is(found[0]!.message, 'Expected one of "entry-requirement", "all-travellers" or "some-travellers" (your editor\'s suggestions say what each means).');
  assert.is(found[0]!.range.start.line, lineOf(text, '"required"'));

  // The suggestions at that value, as VS Code lists them, carry the descriptions.
  const { document } = countryDocument((k) => (k.vaccines[0].level = "required"));
  const line = lineOf(text, '"required"');
  const completion = await service.doComplete(document, { line, character: text.split("\n")[line]!.indexOf('"required"') + 1 }, service.parseJSONDocument(document));
  const some = completion?.items.find((item) => item.label === '"some-travellers"');
  assert.ok(some, JSON.stringify(completion?.items.map((item) => item.label)));
  assert.match(JSON.stringify(some.documentation), /Advised for some travellers/, JSON.stringify(some));
});

test("a malformed date is reported as \"expected YYYY-MM-DD\", not as a regular expression", async () => {
  const { found, text } = await diagnostics((k) => (k.reviewed = "23-11-2026"));
  assert.ok(found.length >= 1, JSON.stringify(found, null, 2));
  for (const diagnostic of found) {
    assert.is(diagnostic.message, "Expected a date written YYYY-MM-DD, such as 2026-11-23.");
    assert.is(diagnostic.range.start.line, lineOf(text, '"23-11-2026"'));
  }
});

test("hovering a field shows its title and description", async () => {
  const { document, text } = countryDocument(() => {});
  const line = lineOf(text, '"minimumAgeMonths"');
  const hover = await service.doHover(document, { line, character: text.split("\n")[line]!.indexOf("minimumAgeMonths") + 2 }, service.parseJSONDocument(document));
  // Markdown as VS Code renders it: the title, then the description (escapes removed).
  const shown = JSON.stringify(hover?.contents).replace(/\\\\/g, "");
  assert.match(shown, /Minimum age \(months\)\\n\\nThe age in months from which the certificate is required/, shown);
});

test.run();
