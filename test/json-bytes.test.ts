// The bulk file is written entry by entry (src/lib/render/json-bytes.ts); its bytes must be
// exactly those of JSON.stringify(value, null, 2) and a line break, which every other JSON file is.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { jsonBytes } from "../src/lib/render/json-bytes.ts";
import { buildPages } from "../src/lib/site/pages.ts";
import { makeFixture, siteUrl } from "./helpers.ts";

const stringified = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8");

test("every page's envelope, bulk files included, gives JSON.stringify's bytes at every depth", () => {
  const pages = buildPages(loadContent(makeFixture()), siteUrl);
  assert.ok(pages.some((page) => page.kind === "bulk"));
  for (const page of pages) {
    for (const depth of [0, 1, 2, 3, 4, 8]) {
      assert.ok(jsonBytes(page.envelope, depth).equals(stringified(page.envelope)), `${page.route.json} at depth ${depth}`);
    }
  }
});

test("fields JSON leaves out, empty and nested containers, escapes and text outside Latin-1 come out as JSON.stringify writes them", () => {
  const values: unknown[] = [
    { a: undefined, b: () => 1, c: [undefined, () => 2, null], d: {}, e: [], f: [[], [{}], { g: [[1]] }] },
    { 'quote"and\\backslash': "line\nbreak\ttab", "\u2028": "“quoted” … Zách 日本 😀", lone: "\uD800" },
    [],
    {},
    [[[]]],
    "text",
    42,
    null,
    { nested: { deeper: { deepest: [1, "two", { three: false }] } } },
  ];
  for (const value of values) {
    for (const depth of [0, 1, 2, 3, 5]) assert.ok(jsonBytes(value, depth).equals(stringified(value)), `${JSON.stringify(value)} at depth ${depth}`);
  }
});

test("a value larger than one chunk is written whole", () => {
  const entries = Array.from({ length: 3000 }, (_, i) => ({ slug: `country-${i}`, name: `Land “${i}” …`, notes: ["x".repeat(50), null] }));
  const value = { data: { countries: entries } };
  const bytes = jsonBytes(value, 3);
  assert.ok(bytes.length > 65536 * 3, `expected several chunks; found ${bytes.length} bytes`);
  assert.ok(bytes.equals(stringified(value)));
});

test.run();
