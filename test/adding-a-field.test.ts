// Adding a field (docs/design.md "Adding a field to a resource"): in a copy of the project, one
// edit beside the zod schema, with the field's title and description, and nothing else of the
// code, gives the editors' JSON Schema its words, the form editor its field, label and hint, and
// `npm run new` the field in every starting file; the content check then asks for it in every
// file. What else a field needs is data: its name in the editors' languages (content/ui/).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { makeFixture, projectCopy, runTs } from "./helpers.ts";

const field = `entryNote: localizedTextSchema.nullable().meta({ title: "Entry note", description: "What a traveller must show at the border besides vaccinations, or null." }),`;

/** The copy's country schema with the field added before otherRisks: the one edit a developer makes. */
function addField(project: string): void {
  const file = path.join(project, "src/lib/content/schemas.ts");
  const source = readFileSync(file, "utf8");
  const edited = source.replace(/^( +)otherRisks: z\b/m, (line, indent: string) => `${indent}${field}\n${line}`);
  assert.is.not(edited, source, "the country schema's otherRisks field was found");
  writeFileSync(file, edited);
}

/** What the copy's own generators make of the field: the editors' schema, the form, a new file. */
function derived(project: string) {
  const probe = path.join(project, "probe.ts");
  writeFileSync(
    probe,
    `import { renderContentSchema } from "./src/lib/content/json-schemas.ts";
import { decapConfig } from "./src/admin/decap-config.ts";
import { newCountry } from "./src/lib/content/scaffold.ts";
const none = { countries: [], diseases: [], vaccines: [], "malaria-drugs": [], sources: [], references: [] };
const schema = JSON.parse(renderContentSchema("country.schema.json", none));
const countries = (decapConfig({ branch: "main" }).collections as { name: string; fields: { name: string }[] }[]).find((c) => c.name === "countries")!;
const started = newCountry("x", "XX", { nl: "x", en: "x", de: "x", fr: "x", es: "x" }, "2026-11-29T00:00:00Z");
console.log(JSON.stringify({ schema: schema.properties.entryNote, required: schema.required, form: countries.fields.find((f) => f.name === "entryNote"), started: "entryNote" in started ? started.entryNote : "absent" }));
`,
  );
  const result = spawnSync(process.execPath, [runTs, probe], { cwd: project, encoding: "utf8" });
  assert.is(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

test("a field added beside its zod schema reaches the editors' schema, the form editor and the starting files", () => {
  const project = projectCopy();
  const before = derived(project);
  assert.is(before.schema, undefined, "the field is new");
  addField(project);
  const after = derived(project);
  assert.is(after.schema.title, "Entry note");
  assert.is(after.schema.description, "What a traveller must show at the border besides vaccinations, or null.");
  assert.ok(after.required.includes("entryNote"));
  assert.is(after.form.label, "Entry note");
  assert.ok(after.form.hint.startsWith("What a traveller must show at the border besides vaccinations, or null."), after.form.hint);
  assert.is(after.started, null, "a new country starts with the field, null as the schema allows");
});

test("the content check asks every country file for the new field, naming it", () => {
  const project = projectCopy(["scripts"]);
  addField(project);
  const result = spawnSync(process.execPath, [runTs, path.join(project, "scripts/check-content.ts")], { cwd: project, env: { ...process.env, CONTENT_DIR: makeFixture() }, encoding: "utf8" });
  assert.is(result.status, 1, result.stdout);
  const output = result.stdout + result.stderr;
  assert.match(output, /countries\/kenya\.json(:\d+:\d+)?: entry note \(entryNote\): expected/, output);
});

test.run();
