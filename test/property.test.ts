// Property-based: random mutations of valid content files are either accepted, with output that
// passes the build's own verification (zod and the published JSON Schemas), or refused with a
// ContentError whose every problem names a file. Never a crash, a hang or invalid output.
// A fixed seed, so a run repeats exactly; another seed with FC_SEED=<seed> npm test.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { ContentError } from "../src/lib/content/problems.ts";
import { locales } from "../src/lib/locales.ts";
import { publishedResources } from "../src/lib/published/json-schemas.ts";
import { renderPageBody } from "../src/lib/render/html-pages.ts";
import { toMarkdown } from "../src/lib/render/markdown.ts";
import { buildPages } from "../src/lib/site/pages.ts";
import { jsonSchemaValidators } from "../src/lib/verify/output.ts";
import { makeFixture, siteUrl, tempDir } from "./helpers.ts";

const seed = Number(process.env.FC_SEED ?? 42);
const numRuns = Number(process.env.FC_RUNS ?? 250);
console.log(`property tests: fast-check seed ${seed}, ${numRuns} runs (replay with FC_SEED=${seed})`);

const base = makeFixture();
const files = readdirSync(base, { recursive: true, encoding: "utf8" }).filter((f) => /\.(json|md)$/.test(f)).sort();
const scratch = tempDir("prop-");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside a JSON document (down to a depth real content never reaches). */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = prefix.length ? [prefix] : [];
  if (prefix.length > 20) return here;
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
  if (value && typeof value === "object") return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  return here;
}

function setAt(root: Json, at: (string | number)[], replace: (old: Json) => Json | undefined): Json {
  if (at.length === 0) return replace(root) ?? null;
  const [head, ...rest] = at;
  const container = root as any;
  if (rest.length === 0) {
    const next = replace(container[head!]);
    if (next === undefined) Array.isArray(container) ? container.splice(head as number, 1) : delete container[head!];
    else container[head!] = next;
  } else setAt(container[head!], rest, replace);
  return root;
}

const hostileText = fc.oneof(
  fc.constant(""),
  fc.constant(" padded "),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("مرحبا بالعالم", "שלום עולם", "😷💉🦟", "a\u0000b", "line\nbreak", "\u202Eevil", "x".repeat(5000), "<script>alert(1)</script>", "[a](javascript:x)", "]]></title>", "| a | b |"),
);
const wrongValue: fc.Arbitrary<Json> = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant<Json>([]), fc.constant<Json>({}));

/** A mutation of one file's text. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("replace" as const), pick: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant("bom" as const) }),
  fc.record({ kind: fc.constant("crlf" as const) }),
  fc.record({ kind: fc.constant("duplicate" as const) }),
  fc.record({ kind: fc.constant("nest" as const), pick: fc.nat(), depth: fc.integer({ min: 10, max: 3000 }) }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("markdown" as const), text: fc.oneof(hostileText, fc.constantFrom("# H1", "> quote", "![i](https://x.org/i.png)", "<!-- c -->", "[r]: javascript:x\n\n[a][r]", "1. a\n   - nested", "```\ncode\n```", "---", "&lt;b&gt; &#60;", "<https://example.org>", "<javascript:alert(1)>")) }),
);

function mutate(text: string, file: string, m: any): string {
  switch (m.kind) {
    case "bom":
      return `\uFEFF${text}`;
    case "crlf":
      return text.replace(/\n/g, "\r\n");
    case "truncate":
      return text.slice(0, m.at % (text.length + 1));
    case "markdown":
      return file.endsWith(".md") ? `${text}\n\n${m.text}\n` : text;
    case "duplicate":
      return file.endsWith(".json") ? text.replace(/\n  "/, '\n  "slug": "dup",\n  "') : text;
  }
  if (!file.endsWith(".json")) return text;
  let value: Json;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, "")) as Json;
  } catch {
    return text; // an earlier mutation already broke it
  }
  const paths = pathsOf(value);
  if (paths.length === 0) return text;
  const at = paths[m.pick % paths.length]!;
  try {
    if (m.kind === "delete") return JSON.stringify(setAt(value, at, () => undefined), null, 2);
    if (m.kind === "replace") return JSON.stringify(setAt(value, at, () => m.value), null, 2);
    // nest: wrap one value in many arrays
    return JSON.stringify(setAt(value, at, (old) => Array.from({ length: m.depth }).reduce<Json>((inner) => [inner], old)));
  } catch (error) {
    // Two nestings in one file can exceed what JSON.stringify can write; keep the first one.
    if (error instanceof RangeError) return text;
    throw error;
  }
}

test("mutated content is accepted with verified output, or refused with problems that name a file", () => {
  const validators = jsonSchemaValidators();
  const details = fc.check(
    fc.property(fc.nat({ max: files.length - 1 }), mutation, fc.option(fc.tuple(fc.nat({ max: files.length - 1 }), mutation)), (fileIndex, m, second) => {
      rmSync(scratch, { recursive: true, force: true });
      cpSync(base, scratch, { recursive: true });
      for (const [index, change] of [[fileIndex, m] as const, ...(second ? [second] : [])]) {
        const file = files[index]!;
        const full = path.join(scratch, file);
        writeFileSync(full, mutate(readFileSync(full, "utf8"), file, change));
      }
      let content;
      try {
        content = loadContent(scratch);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        assert.ok(error.problems.length > 0);
        for (const problem of error.problems) {
          assert.ok(problem.file.startsWith(scratch), `problem without its file: ${JSON.stringify(problem)}`);
          assert.ok(problem.expected && problem.found, JSON.stringify(problem));
        }
        return;
      }
      const uiFor = (l: (typeof locales)[number]) => content.ui[l];
      for (const page of buildPages(content, siteUrl)) {
        assert.ok(publishedResources[page.kind].schema.safeParse(page.envelope).success, `${page.route.json} fails zod`);
        const validate = validators[page.kind];
        assert.ok(validate(JSON.parse(JSON.stringify(page.envelope))), `${page.route.json}: ${JSON.stringify(validate.errors)}`);
        toMarkdown(page, uiFor(page.locale), uiFor);
        const body = renderPageBody(page, uiFor(page.locale), (p) => p).value;
        assert.not.match(body, /<script|<img|\son\w+=|href="javascript:/i, page.route.html);
      }
    }),
    { seed, numRuns },
  );
  assert.not.ok(details.failed, `${fc.defaultReportMessage(details)}\n${details.errorInstance instanceof Error ? details.errorInstance.stack : ""}`);
});

test.run();
