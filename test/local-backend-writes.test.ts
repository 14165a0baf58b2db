// How the form editor's local backend writes (src/admin/local-backend.ts): a file is replaced
// whole, so a read during a save (the form listing entries, a rebuild) never finds it empty or
// half-written, which the form showed as an entry with every field empty; and a new disease
// comes with its starting profile bodies, as `npm run new` writes them.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { checkEntry } from "../src/admin/form-check.ts";
import { schemasToRefresh, staleSchemas } from "../src/lib/content/json-schemas.ts";
import { newDisease, newProfileBody } from "../src/lib/content/scaffold.ts";
import { makeFixture } from "./helpers.ts";
import { persistRequest as persist, serveLocalBackend } from "./support/local-backend.ts";

let server: Server | undefined;
test.after.each(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function backendFor(content: string): Promise<(body: unknown) => Promise<{ status: number; json: any }>> {
  const served = await serveLocalBackend(content);
  server = served.server;
  const { origin, cookie } = served;
  return async (body) => {
    const response = await fetch(`${origin}/api/v1`, { method: "POST", headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie }, body: JSON.stringify(body) });
    return { status: response.status, json: await response.json() };
  };
}

test("a read during a save finds the old file or the new one, never an empty or half-written one", async () => {
  const content = makeFixture();
  const ask = await backendFor(content);
  const file = "content/countries/kenya.json";
  const kenya = JSON.parse(readFileSync(path.join(content, "countries/kenya.json"), "utf8"));
  // Large enough that writing takes a while: decap-server's in-place write left most reads broken.
  const version = (n: number) => `${JSON.stringify({ ...kenya, padding: String(n).repeat(3_000_000) }, null, 2)}\n`;
  let reads = 0;
  const broken: string[] = [];
  let saving = true;
  const reader = (async () => {
    while (saving) {
      const { json } = await ask({ action: "getEntry", params: { branch: "main", path: file } });
      reads++;
      try {
        JSON.parse(json.data);
      } catch {
        broken.push(`${String(json.data).length} characters`);
      }
    }
  })();
  for (let n = 0; n < 8; n++) assert.is((await ask(persist(file, version(n)))).status, 200);
  saving = false;
  await reader;
  assert.ok(reads >= 4, `${reads} reads during the saves`);
  assert.equal(broken, [], `reads that found a broken file, of ${reads}`);
  assert.is(readFileSync(path.join(content, "countries/kenya.json"), "utf8"), version(7));
  assert.equal(readdirSync(path.join(content, "countries")).filter((name) => name.startsWith(".")), [], "no temporary file left");
});

test("a new disease saved from the form gets its starting profile bodies; an existing one and its bodies are left as they are", async () => {
  const content = makeFixture();
  const ask = await backendFor(content);
  const disease = `${JSON.stringify({ ...newDisease("rabies", "2026-11-20T10:00:00Z") }, null, 2)}\n`;
  assert.is((await ask(persist("content/diseases/rabies.json", disease))).status, 200);
  assert.is(readFileSync(path.join(content, "diseases/rabies.json"), "utf8"), disease);
  for (const locale of ["nl", "en"] as const) assert.is(readFileSync(path.join(content, `diseases/rabies.${locale}.md`), "utf8"), newProfileBody(locale));
  // Edited later: its bodies (now the editor's) are not written again.
  writeFileSync(path.join(content, "diseases/rabies.en.md"), "## Rabies\n\nA bite needs care the same day.\n");
  assert.is((await ask(persist("content/diseases/rabies.json", disease))).status, 200);
  assert.is(readFileSync(path.join(content, "diseases/rabies.en.md"), "utf8"), "## Rabies\n\nA bite needs care the same day.\n");
  // Other new files come alone.
  assert.is((await ask(persist("content/vaccines/rabies-vaccine.json", "{}\n"))).status, 200);
  assert.not.ok(existsSync(path.join(content, "vaccines/rabies-vaccine.nl.md")));
});

test("a new entity saved from the form refreshes the editors' schemas, as npm run new does, names them to the form, and npm run check finds none out of date", async () => {
  const content = makeFixture();
  mkdirSync(path.join(content, "schemas"));
  for (const { file, text } of schemasToRefresh(content)) writeFileSync(file, text);
  assert.equal(staleSchemas(content), []);
  const ask = await backendFor(content);
  const disease = `${JSON.stringify(newDisease("rabies", "2026-11-20T10:00:00Z"), null, 2)}\n`;
  const saved = await ask(persist("content/diseases/rabies.json", disease));
  assert.is(saved.status, 200);
  assert.equal(staleSchemas(content), []);
  // Named in the answer, which the form shows the editor with the request to commit them (never silent).
  assert.ok(saved.json.refreshed.includes("content/schemas/country.schema.json"), JSON.stringify(saved.json));
  assert.equal((await ask(persist("content/diseases/rabies.json", disease))).json.refreshed, [], "nothing to refresh the second time");
  assert.match(readFileSync(path.join(content, "schemas/country.schema.json"), "utf8"), /"rabies"/, "the new disease is a choice in the country schema");
});

test("the form's check of a new disease counts the bodies the save will write: only its own fill-in markers are left", () => {
  const content = makeFixture();
  const disease = `${JSON.stringify(newDisease("rabies", "2026-11-20T10:00:00Z"), null, 2)}\n`;
  const problems = checkEntry(content, { folder: "diseases", name: "rabies", extension: "json", text: disease, newRecord: true }, new Date("2026-11-20T10:05:00Z"));
  assert.ok(problems.length > 0, "the markers are still to fill in");
  assert.equal(problems.filter((problem) => !/starting file's marker/.test(problem.found)), [], JSON.stringify(problems, null, 1));
  assert.not.ok(existsSync(path.join(content, "diseases/rabies.nl.md")), "the check writes nothing in content/");
});

test.run();
