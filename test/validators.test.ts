// The build's output check uses JSON Schema validators compiled ahead of time
// (src/lib/verify/standalone.ts); they must be those of the current published schemas.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { generatedTypesFile, generatedValidatorsFile, standaloneValidators } from "../src/lib/verify/standalone.ts";
import { repoRoot } from "./helpers.ts";

test("the precompiled validators are generated from the current schemas (else: npm run validators)", () => {
  const { code, types } = standaloneValidators();
  const stale = [
    [generatedValidatorsFile, code],
    [generatedTypesFile, types],
  ].filter(([file, expected]) => readFileSync(path.join(repoRoot, file!), "utf8") !== expected);
  assert.equal(stale.map(([file]) => file), [], "run `npm run validators` after changing a published schema");
});

test.run();
