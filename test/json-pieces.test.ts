// The output check reads a locale's bulk file in pieces (src/lib/verify/json-pieces.ts): the
// pieces must put back the same document as parsing the whole text, and the check must say the
// same about a broken file as when it parses the whole text (the path every other file takes).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { bulkListDepth } from "../src/lib/published/resources.ts";
import { buildPages, type Page } from "../src/lib/site/pages.ts";
import { cutArrays, pieceBytes } from "../src/lib/verify/json-pieces.ts";
import { plannedFiles, verifyPart } from "../src/lib/verify/output.ts";
import { makeFixture, siteUrl } from "./helpers.ts";

/** The document the pieces describe: the skeleton with every batch's elements put back. */
function reassembled(bytes: Buffer, depth: number, batchBytes: number): unknown {
  const cut = cutArrays(bytes, depth, batchBytes);
  assert.ok(cut, "the text scans");
  // Held under a key, so that a cut root array has a place too.
  const document = { root: JSON.parse(cut.skeleton) };
  for (const list of cut.arrays) {
    const path = ["root", ...list.path];
    let holder: any = document;
    for (const key of path.slice(0, -1)) holder = holder[key];
    const elements: unknown[] = holder[path.at(-1)!];
    assert.equal(elements, [], `${list.path.join(".")} is left empty in the skeleton`);
    list.batches.forEach(({ start, end, firstIndex }) => {
      assert.is(firstIndex, elements.length, "each batch says where its elements start");
      elements.push(...JSON.parse(`[${bytes.toString("utf8", start, end)}]`));
    });
  }
  return document.root;
}

const tricky = {
  'key "quoted" [with] {brackets}, and a comma': [["a]", "b\\"], { "c\\\"": "}{" }],
  "a/b~c": { list: [1, -2.5e3, true, false, null, "😀 “…” \u2028", [], {}, [[]]], empty: [], one: [{ x: "]" }] },
  nested: [{ deeper: [{ list: ["\\", '"', "\\\"", "\u0000 escaped"] }] }, []],
};

test("the pieces put back the document, at every depth and batch size, however it is indented", () => {
  for (const space of [0, 2, "\t"]) {
    const bytes = Buffer.from(JSON.stringify(tricky, null, space), "utf8");
    for (const depth of [1, 2, 3, 4]) {
      for (const batchBytes of [1, 7, 1 << 20]) assert.equal(reassembled(bytes, depth, batchBytes), tricky, `indent ${JSON.stringify(space)}, depth ${depth}, batches of ${batchBytes}`);
    }
  }
  // A root array is cut at depth 1; scalars and empty containers have nothing to cut.
  assert.equal(reassembled(Buffer.from("[1, [2], {\"a\": [3]}]"), 1, 1), [1, [2], { a: [3] }]);
  for (const text of ["42", '"text"', "[]", "{}", " null "]) assert.equal(reassembled(Buffer.from(text), 1, 1), JSON.parse(text));
});

test("bytes that do not scan as JSON are not cut: the caller parses the whole text", () => {
  for (const text of ['{"a": [1, 2}', '{"a": "unterminated', '{"a": [1]', '{"a": [1]}}', '{"a": [1] @ }', '{"a": [1]} ]', "]["]) {
    assert.is(cutArrays(Buffer.from(text), 2), undefined, text);
  }
});

// The fixture's bulk file grown past several batches: every country repeated.
const fixturePages = buildPages(loadContent(makeFixture()), siteUrl);
const bulk = fixturePages.find((page) => page.kind === "bulk" && page.locale === "en")!;
const grown = structuredClone(bulk.envelope) as { data: { countries: Record<string, unknown>[] } } & Page["envelope"];
const country = grown.data.countries[0]!;
grown.data.countries = Array.from({ length: Math.ceil(1e6 / JSON.stringify(country, null, 2).length) }, () => structuredClone(country));
const late = grown.data.countries.length - 3;

/** What the output check says about a bulk file given as bytes (checked in pieces) and as text (checked whole). */
function bothWays(envelope: unknown, edit: (text: string) => string = (text) => text): { pieces: string[]; whole: string[] } {
  const text = edit(`${JSON.stringify(envelope, null, 2)}\n`);
  const check = (content: Buffer | string) =>
    verifyPart({ resources: [bulk], locales: [], root: false }, new Map<string, Buffer | string>([[bulk.route.json, content], [bulk.route.html, ""], [bulk.route.markdown, ""]]), siteUrl, plannedFiles(fixturePages));
  return { pieces: check(Buffer.from(text, "utf8")), whole: check(text) };
}

test("a bulk file of several batches passes, and a wrong element is named by its place in the whole file", () => {
  assert.ok(cutArrays(Buffer.from(JSON.stringify(grown, null, 2)), bulkListDepth)!.arrays[0]!.batches.length >= 3, "the grown file takes several batches");
  assert.equal(bothWays(grown), { pieces: [], whole: [] });
  // …and it is read in pieces: no text decoded from it is much larger than a piece.
  const decoded: number[] = [];
  const toString = Buffer.prototype.toString;
  Buffer.prototype.toString = function (this: Buffer, ...args: unknown[]) {
    const text = (toString as (...a: unknown[]) => string).apply(this, args);
    decoded.push(text.length);
    return text;
  } as typeof toString;
  try {
    bothWays(grown);
  } finally {
    Buffer.prototype.toString = toString;
  }
  assert.ok(Math.max(...decoded) < 2 * pieceBytes, `largest decoded text: ${Math.max(...decoded)} characters`);

  const broken = structuredClone(grown);
  delete broken.data.countries[late]!.reviewed;
  broken.data.countries[1]!.slug = 42;
  (broken as { inLanguage: string }).inLanguage = "xx";
  const { pieces, whole } = bothWays(broken);
  assert.equal([...pieces].sort(), [...whole].sort());
  assert.ok(pieces.some((problem) => problem.includes(`data.countries[${late}].reviewed: expected a value`)), pieces.join("\n"));
  assert.ok(pieces.some((problem) => problem.includes("data.countries[1].slug: must be string")), pieces.join("\n"));
});

test("a bulk file that does not parse, has a forbidden character, or points outside the build gets the same message as when checked whole", () => {
  const lastSlug = `"slug": "${country.slug}"`;
  const edits: [string, (text: string) => string][] = [
    ["a stray byte in a late element", (text) => `${text.slice(0, text.lastIndexOf(lastSlug))}@${text.slice(text.lastIndexOf(lastSlug))}`],
    ["a missing bracket", (text) => text.replace(/\]\s*}\s*}\s*$/, "}}")],
    ["a control character in a late element", (text) => `${text.slice(0, text.lastIndexOf(lastSlug) + 9)}\u0001${text.slice(text.lastIndexOf(lastSlug) + 9)}`],
    ["a markdown URL of another site", (text) => text.replace(bulk.envelope.markdownUrl, "https://elsewhere.test/all.md")],
  ];
  for (const [what, edit] of edits) {
    const { pieces, whole } = bothWays(grown, edit);
    assert.ok(whole.length > 0, `${what}: the whole check finds it`);
    assert.equal(pieces, whole, what);
  }
});

test.run();
