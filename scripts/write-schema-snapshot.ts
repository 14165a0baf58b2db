// Records the published schemas as test/schema-snapshot.json. Run it deliberately after a schema
// change: test/schema-versioning.test.ts then refuses incompatible changes within one schemaVersion.
import { writeFileSync } from "node:fs";
import { jsonSchemaOf, resourceKinds } from "../src/lib/published/json-schemas.ts";
import { schemaVersion } from "../src/lib/published/schemas.ts";

const snapshot = { schemaVersion, schemas: Object.fromEntries(resourceKinds.map((kind) => [kind, jsonSchemaOf(kind)])) };
writeFileSync("test/schema-snapshot.json", `${JSON.stringify(snapshot, null, 2)}\n`);
console.log("wrote test/schema-snapshot.json");
