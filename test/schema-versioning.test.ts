// Within one schemaVersion the published schemas may only grow (docs/api.md, "Versioning"). The
// committed snapshot records them; an incompatible change fails unless schemaVersion moves.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { incompatibilities } from "../src/lib/published/compatibility.ts";
import { jsonSchemaOf, resourceKinds } from "../src/lib/published/json-schemas.ts";
import { schemaVersion } from "../src/lib/published/schemas.ts";
import { currentSnapshot, recordSnapshot, snapshotFile, type Snapshot } from "../src/lib/published/snapshot.ts";
import { repoRoot, tempDir } from "./helpers.ts";

const snapshot = JSON.parse(readFileSync(path.join(repoRoot, snapshotFile(schemaVersion)), "utf8")) as Snapshot;

test("no published schema loses or retypes a field without schemaVersion moving", () => {
  assert.is(snapshot.schemaVersion, schemaVersion);
  for (const kind of resourceKinds) {
    const before = snapshot.schemas[kind];
    assert.ok(before, `${kind} is missing from the snapshot: run npm run generate`);
    const problems = incompatibilities(before, jsonSchemaOf(kind));
    assert.equal(problems, [], `${kind} changed incompatibly within schemaVersion ${schemaVersion}:\n${problems.join("\n")}`);
  }
});

test("the snapshot is up to date (run `npm run generate` after a compatible change)", () => {
  for (const kind of resourceKinds) assert.equal(jsonSchemaOf(kind), snapshot.schemas[kind], `${kind}: run npm run generate`);
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

test("npm run generate records a compatible change and refuses an incompatible one, leaving the snapshot as it was", () => {
  const root = tempDir();
  const file = path.join(root, snapshotFile(schemaVersion));
  mkdirSync(path.dirname(file), { recursive: true });
  // Recorded with a field the schemas no longer have: removing it breaks clients.
  const withField = currentSnapshot() as any;
  withField.schemas.country.$defs.CountryRequirements.properties.retired = { type: "string" };
  writeFileSync(file, JSON.stringify(withField));
  const refused = recordSnapshot(root);
  assert.equal(refused.refused, ["country: (root).data.retired: field removed"]);
  assert.is(readFileSync(file, "utf8"), JSON.stringify(withField), "the snapshot is unchanged");
  // Recorded without a field the schemas now have: a new field is compatible.
  const withoutField = currentSnapshot() as any;
  delete withoutField.schemas.country.$defs.CountryRequirements.properties.lcrUrl;
  writeFileSync(file, JSON.stringify(withoutField));
  assert.equal(recordSnapshot(root), { written: true, file: snapshotFile(schemaVersion), refused: [] });
  assert.equal(JSON.parse(readFileSync(file, "utf8")), currentSnapshot());
});

test.run();
