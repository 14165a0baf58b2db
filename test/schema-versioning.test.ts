// Within one schemaVersion the published schemas may only grow (README "Versioning"). The
// committed snapshot records them; an incompatible change fails unless schemaVersion moves.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { incompatibilities } from "../src/lib/published/compatibility.ts";
import { jsonSchemaOf, resourceKinds, type JsonSchema } from "../src/lib/published/json-schemas.ts";
import { schemaVersion } from "../src/lib/published/schemas.ts";
import { repoRoot } from "./helpers.ts";

const snapshot = JSON.parse(readFileSync(path.join(repoRoot, "test/schema-snapshot.json"), "utf8")) as {
  schemaVersion: number;
  schemas: Record<string, JsonSchema>;
};

test("no published schema loses or retypes a field without schemaVersion moving", () => {
  if (snapshot.schemaVersion !== schemaVersion) return; // a deliberate new version: anything goes
  for (const kind of resourceKinds) {
    const before = snapshot.schemas[kind];
    assert.ok(before, `${kind} is missing from the snapshot: run npm run snapshot`);
    const problems = incompatibilities(before, jsonSchemaOf(kind));
    assert.equal(problems, [], `${kind} changed incompatibly within schemaVersion ${schemaVersion}:\n${problems.join("\n")}`);
  }
});

test("the snapshot is up to date (run `npm run snapshot` after a compatible change)", () => {
  for (const kind of resourceKinds) assert.equal(jsonSchemaOf(kind), snapshot.schemas[kind], `${kind}: run npm run snapshot`);
});

test("the compatibility check catches a removed field, a changed type and a new enumeration value", () => {
  const before = jsonSchemaOf("country");
  const after = structuredClone(before) as any;
  delete after.properties.data.properties.lcrUrl;
  after.properties.data.properties.reviewed.type = "number";
  after.properties.data.properties.malaria.properties.risk.enum.push("extreme");
  after.properties.data.properties.newField = { type: "string" };
  assert.equal(incompatibilities(before, after), [
    "(root).data.lcrUrl: field removed",
    '(root).data.reviewed: type "string" became "number"',
    '(root).data.malaria.risk: enumeration values added: "extreme"',
  ]);
});

test.run();
