// A release's number says what it does to a client generated from the previous release
// (docs/api.md, "Versioning"): the committed snapshot records the contract at the changelog's
// newest release, and a change is recorded only under a number that fits it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { contractChanges } from "../src/lib/published/compatibility.ts";
import { currentRelease } from "../src/lib/published/changelog.ts";
import { jsonSchemaOf } from "../src/lib/published/json-schemas.ts";
import { schemaVersion } from "../src/lib/published/schemas.ts";
import { currentSnapshot, recordSnapshot, releaseProblems, snapshotFile, type Snapshot } from "../src/lib/published/snapshot.ts";
import { repoRoot, tempDir } from "./helpers.ts";

const recorded = JSON.parse(readFileSync(path.join(repoRoot, snapshotFile(schemaVersion)), "utf8")) as Snapshot;
const current = currentSnapshot();

test("the snapshot is the contract at the changelog's newest release (run `npm run generate`)", () => {
  assert.is(recorded.release, currentRelease().version);
  assert.equal(recorded, current, "run npm run generate");
});

/** The current contract with one change made, released as `release`. */
const changed = (release: string, change: (s: any) => void): Snapshot => {
  const next = structuredClone(current) as any;
  change(next);
  return { ...next, release };
};
const [major, minor, patch] = current.release.split(".").map(Number) as [number, number, number];
const nextMinor = `${major}.${minor + 1}.0`;
const nextMajor = `${major + 1}.0.0`;
const nextPatch = `${major}.${minor}.${patch + 1}`;

// Each kind of change that breaks a client generated from the previous release, by what it does.
const breakingChanges: Record<string, [(s: any) => void, string]> = {
  "a response widened to a union with another shape": [
    (s) => (s.operations.getVaccinationCatalog = { oneOf: [s.operations.getVaccinationCatalog, { $ref: "#/components/schemas/TombstoneFile" }] }),
    'operation getVaccinationCatalog: its 200 response {"$ref":"#/components/schemas/VaccinationCatalogFile"} became {"oneOf":[{"$ref":"#/components/schemas/VaccinationCatalogFile"},{"$ref":"#/components/schemas/TombstoneFile"}]}',
  ],
  "a response narrowed to one shape": [
    (s) => (s.operations.getCountryRequirements = { $ref: "#/components/schemas/CountryRequirementsFile" }),
    'operation getCountryRequirements: its 200 response {"oneOf":[{"$ref":"#/components/schemas/CountryRequirementsFile"},{"$ref":"#/components/schemas/TombstoneFile"}]} became {"$ref":"#/components/schemas/CountryRequirementsFile"}',
  ],
  "a field made nullable": [
    (s) => (s.schemas.country.$defs.CountryRequirements.properties.isoCode = { anyOf: [{ type: "string", pattern: "^[A-Z]{2}$" }, { type: "null" }] }),
    "country: (root).data.isoCode: made nullable",
  ],
  "a nullable field made not nullable": [
    (s) => (s.schemas.country.$defs.CountryRequirements.properties.lcrUrl = { type: "string", format: "uri" }),
    "country: (root).data.lcrUrl: no longer nullable",
  ],
  "a component renamed": [
    (s) => {
      const catalog = s.schemas.catalog;
      catalog.$defs.Vaccine = catalog.$defs.CatalogVaccine;
      delete catalog.$defs.CatalogVaccine;
      catalog.$defs.VaccinationCatalogFile.allOf[1].properties.data.items.$ref = "#/$defs/Vaccine";
    },
    "catalog: component CatalogVaccine removed or renamed",
  ],
  "a component removed (made inline)": [
    (s) => {
      const country = s.schemas.country;
      country.$defs.YellowFever.properties.whoRecommendation = country.$defs.YellowFeverRecommendation;
      delete country.$defs.YellowFeverRecommendation;
    },
    "country: component YellowFeverRecommendation removed or renamed",
  ],
  "an enumeration grown": [(s) => s.schemas.country.$defs.MalariaRisk.enum.push("extreme"), 'country: (root).data.malaria.risk: enumeration grew by "extreme"'],
  "an enumeration shrunk": [(s) => s.schemas.country.$defs.MalariaRisk.enum.pop(), 'country: (root).data.malaria.risk: enumeration lost "high"'],
  "a field removed": [(s) => delete s.schemas.country.$defs.CountryRequirements.properties.lcrUrl, "country: (root).data.lcrUrl: field removed"],
  "a type changed": [(s) => (s.schemas.country.$defs.CountryRequirements.properties.isoCode.type = "number"), 'country: (root).data.isoCode: type "string" became "number"'],
  "a number made an integer": [
    (s) => (s.schemas.malariaDrugs.$defs.WeightLimit.anyOf[0].properties.kg.type = "integer"),
    'malariaDrugs: (root).data[].minimumWeightKg.kg: type "number" became "integer"',
  ],
  "a required field made optional": [
    (s) => (s.schemas.country.$defs.CountryRequirements.required = s.schemas.country.$defs.CountryRequirements.required.filter((k: string) => k !== "lcrUrl")),
    "country: (root).data.lcrUrl: made optional",
  ],
  "an open object closed": [(s) => (s.schemas.country.$defs.YellowFeverCertificate.additionalProperties = false), "country: (root).data.yellowFever.certificate: an open object was closed"],
  "a resource removed": [(s) => delete s.schemas.tombstone, "tombstone: resource removed"],
  "an operation removed": [(s) => delete s.operations.getTripData, "operation getTripData removed"],
};

for (const [kind, [change, expected]] of Object.entries(breakingChanges)) {
  test(`a minor release with ${kind} is refused; a major release is not`, () => {
    const problems = releaseProblems(current, changed(nextMinor, change));
    assert.match(problems[0]!, `expected a major release (${nextMajor}, a new schemaVersion) after ${current.release}: these changes break a client generated from it; found ${nextMinor}, a minor release`);
    assert.ok(problems.includes(expected), `${expected}\nnot in\n${problems.join("\n")}`);
    assert.equal(releaseProblems(current, changed(nextMajor, change)), []);
  });
}

test("a new field, a new component, a new resource and a new operation are additive: a minor release, not a patch", () => {
  const additive = (s: any) => {
    s.schemas.country.$defs.CountryRequirements.properties.newField = { type: "string" };
    s.schemas.country.$defs.NewShape = { title: "NewShape", type: "object" };
    s.schemas.newResource = jsonSchemaOf("tombstone");
    s.operations.getNewResource = { $ref: "#/components/schemas/NewFile" };
  };
  assert.equal(releaseProblems(current, changed(nextMinor, additive)), []);
  assert.equal(releaseProblems(current, changed(nextPatch, additive)), [
    `expected a minor release after ${current.release}: these changes are additive; found ${nextPatch}, a patch release`,
    "country: component NewShape added",
    "country: (root).data.newField: field added",
    "newResource: resource added",
    "operation getNewResource added",
  ]);
});

test("a description needs a new release too, a patch; no change needs none", () => {
  const described = (s: any) => (s.schemas.country.$defs.CountryRequirements.description = "Something else.");
  assert.equal(releaseProblems(current, changed(current.release, described)), [
    `expected a patch release after ${current.release}: the schemas' descriptions or annotations changed; found no new release in docs/api-changelog.md`,
  ]);
  assert.equal(releaseProblems(current, changed(nextPatch, described)), []);
  assert.equal(releaseProblems(current, changed(current.release, () => {})), []);
});

test("an inline shape that got a name, and an object that was opened, are additive", () => {
  const inline = {
    type: "object",
    properties: { data: { type: "object", properties: { slug: { type: "string" } }, required: ["slug"], additionalProperties: false } },
    required: ["data"],
  };
  const named = { $ref: "#/$defs/File", $defs: { File: { type: "object", properties: { data: { $ref: "#/$defs/Item" } }, required: ["data"] }, Item: { type: "object", properties: { slug: { type: "string" } }, required: ["slug"] } } };
  assert.equal(contractChanges(inline, named), { breaking: [], additive: ["component File added", "component Item added", "(root).data: a closed object was opened"] });
  // The same for a nullable field whose shape got a name.
  const nullableInline = { type: "object", properties: { kind: { anyOf: [{ type: "string", enum: ["a", "b"] }, { type: "null" }] } } };
  const nullableNamed = { type: "object", properties: { kind: { anyOf: [{ $ref: "#/$defs/Kind" }, { type: "null" }] } }, $defs: { Kind: { type: "string", enum: ["a", "b"] } } };
  assert.equal(contractChanges(nullableInline, nullableNamed), { breaking: [], additive: ["component Kind added"] });
});

test("npm run generate records a release whose number fits and refuses one that does not, leaving the snapshot as it was", () => {
  const root = tempDir();
  const file = path.join(root, snapshotFile(schemaVersion));
  mkdirSync(path.dirname(file), { recursive: true });
  // Recorded with a field the schemas no longer have: removing it breaks clients.
  const withField = structuredClone(current) as any;
  withField.schemas.country.$defs.CountryRequirements.properties.retired = { type: "string" };
  writeFileSync(file, JSON.stringify(withField));
  const refused = recordSnapshot(root, { ...current, release: nextMinor });
  assert.equal(refused.refused.slice(1), ["country: (root).data.retired: field removed"]);
  assert.is(readFileSync(file, "utf8"), JSON.stringify(withField), "the snapshot is unchanged");
  // Recorded without a field the schemas now have: a new field, released as a minor.
  const withoutField = structuredClone(current) as any;
  delete withoutField.schemas.country.$defs.CountryRequirements.properties.lcrUrl;
  writeFileSync(file, JSON.stringify(withoutField));
  assert.equal(recordSnapshot(root, { ...current, release: nextMinor }), { written: true, file: snapshotFile(schemaVersion), refused: [] });
  assert.equal(JSON.parse(readFileSync(file, "utf8")), { ...current, release: nextMinor });
});

test("no published schema enumerates slugs: a new country, disease, vaccine or drug is content, not a contract change", () => {
  const slugs = new Set(
    ["countries", "diseases", "vaccines", "malaria-drugs"].flatMap((folder) =>
      readdirSync(path.join(repoRoot, "content", folder))
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.replace(/\.json$/, "")),
    ),
  );
  const enumerated: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${at}/${i}`));
    else if (node && typeof node === "object") {
      for (const value of (node as { enum?: unknown[] }).enum ?? []) if (typeof value === "string" && slugs.has(value)) enumerated.push(`${at}: ${value}`);
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
    }
  };
  walk(current.schemas, "");
  assert.equal(enumerated, []);
});

test.run();
