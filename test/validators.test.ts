// The output check's validators are generated once per change of the published schemas, into a
// cache file named by their hash (src/lib/verify/standalone.ts): nothing generated is committed.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { resourceKinds } from "../src/lib/published/json-schemas.ts";
import { cachedValidators } from "../src/lib/verify/standalone.ts";
import { repoRoot } from "./helpers.ts";

test("the validators are written once and then read from their file; they refuse what the schemas refuse", () => {
  // Inside node_modules, as the build's cache is: the generated module requires ajv's runtime.
  mkdirSync(path.join(repoRoot, "node_modules/.cache"), { recursive: true });
  const dir = mkdtempSync(path.join(repoRoot, "node_modules/.cache/validators-test-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const first = cachedValidators(dir);
  const files = readdirSync(dir);
  assert.equal(files.length, 1);
  assert.match(files[0]!, /^validators-[0-9a-f]{16}\.cjs$/);
  const written = statSync(`${dir}/${files[0]}`).mtimeMs;
  const second = cachedValidators(dir);
  assert.is(statSync(`${dir}/${files[0]}`).mtimeMs, written, "the file is not written again");
  assert.equal(readdirSync(dir), files);
  for (const kind of resourceKinds) {
    assert.type(second[kind], "function", kind);
    assert.not.ok(first[kind]({}), `${kind}: an empty object is not a resource file`);
    assert.ok((first[kind].errors ?? []).some((error) => error.keyword === "required"), kind);
  }
});

test.run();
