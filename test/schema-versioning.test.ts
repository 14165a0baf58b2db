// Within one schemaVersion the published schemas may only grow (docs/api.md, "Versioning"). The
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

test("the compatibility check catches a removed field, a changed type, a new enumeration value and a closed object", () => {
  const before = jsonSchemaOf("country");
  const after = structuredClone(before) as any;
  const data = after.$defs.CountryRequirements;
  delete data.properties.lcrUrl;
  data.properties.isoCode.type = "number";
  after.$defs.MalariaRisk.enum.push("extreme");
  after.$defs.YellowFeverCertificate.additionalProperties = false;
  data.properties.newField = { type: "string" };
  assert.equal(incompatibilities(before, after), [
    '(root).data.isoCode: type "string" became "number"',
    "(root).data.lcrUrl: field removed",
    "(root).data.yellowFever.certificate: an open object was closed",
    '(root).data.malaria.risk: enumeration values added: "extreme"',
  ]);
});

test("an object that became open, a number that became an integer, and an inline shape that got a name are compatible", () => {
  const inline = {
    type: "object",
    properties: {
      schemaVersion: { type: "number", const: 1 },
      data: { type: "object", properties: { slug: { type: "string" } }, required: ["slug"], additionalProperties: false },
    },
    additionalProperties: false,
  };
  const named = {
    $ref: "#/$defs/File",
    $defs: {
      Envelope: { type: "object", properties: { schemaVersion: { type: "integer", const: 1 } } },
      File: { allOf: [{ $ref: "#/$defs/Envelope" }, { type: "object", properties: { data: { $ref: "#/$defs/Item" } } }] },
      Item: { type: "object", properties: { slug: { type: "string" }, url: { type: "string", format: "uri" } }, required: ["slug"] },
    },
  };
  assert.equal(incompatibilities(inline, named), []);
  // The reverse is not: closing objects, widening integer to number, dropping a field.
  assert.equal(incompatibilities(named, inline), [
    "(root): an open object was closed",
    '(root).schemaVersion: type "integer" became "number"',
    "(root).data: an open object was closed",
    "(root).data.url: field removed",
  ]);
});

test.run();
