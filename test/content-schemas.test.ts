// The editors' JSON Schemas are generated from the zod schemas; the committed copies must match,
// and every content file must point at the right one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { contentSchemaFiles, renderContentSchema } from "../src/lib/content/json-schemas.ts";
import { repoRoot } from "./helpers.ts";

test("committed content/schemas/*.schema.json match the zod schemas (run `npm run schemas` after a change)", () => {
  for (const name of Object.keys(contentSchemaFiles)) {
    const committed = readFileSync(path.join(repoRoot, "content/schemas", name), "utf8");
    assert.ok(committed === renderContentSchema(name), `content/schemas/${name} is out of date: run npm run schemas`);
  }
});

test("every content file names its JSON Schema in $schema", () => {
  const expected: Record<string, string> = { countries: "country", diseases: "disease", vaccines: "vaccine", sources: "source", references: "reference", ui: "ui" };
  for (const [folder, kind] of Object.entries(expected)) {
    for (const name of readdirSync(path.join(repoRoot, "content", folder)).filter((n) => n.endsWith(".json"))) {
      const file = JSON.parse(readFileSync(path.join(repoRoot, "content", folder, name), "utf8"));
      assert.is(file.$schema, `../schemas/${kind}.schema.json`, `content/${folder}/${name}`);
    }
  }
});

test.run();
