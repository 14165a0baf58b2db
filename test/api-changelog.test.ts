// The API changelog (docs/api-changelog.md) is what the OpenAPI info.version follows: its entries
// are read strictly, so a malformed or misordered entry stops the build with the line at fault.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readReleases } from "../src/lib/published/changelog.ts";
import { repoRoot } from "./helpers.ts";

const changelog = readFileSync(path.join(repoRoot, "docs/api-changelog.md"), "utf8");

const refusal = (text: string) => {
  try {
    readReleases(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("accepted");
};

test("the changelog states the notice period, how a new schemaVersion is served alongside and how clients check it", () => {
  assert.match(changelog, /## Versioning policy/);
  assert.match(changelog, /## Deprecation policy/);
  assert.match(changelog, /at least \*\*6 months\*\* before/);
  assert.match(changelog, /\/v2\/\{locale\}\//);
  assert.match(changelog, /Read `schemaVersion` in every JSON file/);
  assert.match(changelog, /`deprecated: true`/);
});

test("the repository's changelog reads as entries newest first, the newest of major version 1", () => {
  const releases = readReleases(changelog);
  assert.ok(releases.length >= 2);
  assert.match(releases[0]!.version, /^1\.\d+\.\d+$/);
  assert.is(releases.at(-1)!.version, "1.0.0");
});

test("a malformed heading, an entry out of order and a major that is not schemaVersion are refused with the line", () => {
  const entries = (...headings: string[]) => `# API changelog\n\n## Versioning policy\n\n### Not an entry\n\n## Changes\n\n${headings.map((h) => `${h}\n\n- something\n`).join("\n")}`;
  assert.equal(readReleases(entries("### 1.2.0 (2026-12-01)", "### 1.1.3 (2026-11-30)", "### 1.0.0 (2026-11-22)")), [
    { version: "1.2.0", date: "2026-12-01" },
    { version: "1.1.3", date: "2026-11-30" },
    { version: "1.0.0", date: "2026-11-22" },
  ]);
  assert.match(refusal(entries("### 1.2.0 — 2026-12-01")), /^docs\/api-changelog\.md:9: expected an entry heading such as "### 1\.2\.0 \(2026-11-25\)"; found "### 1\.2\.0 — 2026-12-01"/);
  assert.match(refusal(entries("### 1.1.0 (2026-12-01)", "### 1.2.0 (2026-11-30)")), /:13: expected entries newest first, each older than 1\.1\.0 \(2026-12-01\); found 1\.2\.0/);
  assert.match(refusal(entries("### 1.2.0 (2026-11-01)", "### 1.1.0 (2026-11-30)")), /:13: expected entries newest first/);
  assert.match(refusal(entries("### 2.0.0 (2026-12-01)")), /expected the newest entry's major version to be schemaVersion 1; found 2\.0\.0/);
  assert.match(refusal("# API changelog\n"), /expected a "## Changes" section/);
});

test.run();
