// Templates hand Eleventy each file's UTF-8 bytes, not its text (src/lib/render/file-bytes.ts):
// a pass then holds its files outside V8's heap (docs/performance.md, memory). Eleventy writes
// bytes as they are; these tests fail if it starts turning them back into text, or if the
// output check stops seeing what the encoder would hide.
import Eleventy from "@11ty/eleventy";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { siteConfig } from "../eleventy.config.ts";
import { fileBytes, fileText, joinedFile, TextSlabs } from "../src/lib/render/file-bytes.ts";
import { clearSiteCache } from "../src/lib/site/site.ts";
import { verifyPart } from "../src/lib/verify/output.ts";
import { makeFixture, siteUrl } from "./helpers.ts";

test("every file of an Eleventy pass reaches the output check as bytes, the bytes on disk", async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "template-bytes-"));
  try {
    clearSiteCache();
    const eleventy = new Eleventy("src", outDir, { configPath: false, quietMode: true, config: siteConfig({ config: { contentDir: makeFixture(), siteUrl } }) });
    eleventy.disableLogger();
    const [, results] = (await eleventy.write()) as unknown as [unknown, { outputPath: string | false; content: unknown }[]];
    const files = results.filter((file) => typeof file.outputPath === "string");
    assert.ok(files.length > 100, `expected the fixture's files; found ${files.length}`);
    for (const file of files) {
      assert.ok(Buffer.isBuffer(file.content), `${file.outputPath}: expected bytes; found ${typeof file.content}`);
      assert.ok((file.content as Buffer).equals(readFileSync(file.outputPath as string)), `${file.outputPath}: the bytes on disk`);
    }
  } finally {
    clearSiteCache();
    rmSync(outDir, { recursive: true, force: true });
  }
});

test("text with a lone surrogate stays text, so the output check reports it instead of the encoder's U+FFFD", async () => {
  const render = fileBytes((data: { text: string }) => data.text);
  const fine = await render({ text: "Zách “quoted” …" });
  assert.ok(Buffer.isBuffer(fine));
  assert.is(fileText(fine), "Zách “quoted” …");
  const broken = await render({ text: "half \uD800 of a pair" });
  assert.is(broken, "half \uD800 of a pair");
  const problems = verifyPart({ resources: [], locales: [], root: false }, new Map([["/en/llms.txt", broken]]), siteUrl, new Set());
  assert.equal(problems, ["en/llms.txt: expected no control character, noncharacter or lone surrogate; found U+D800 at character 6"]);
});

test("text kept in shared slabs comes back byte for byte, however many pieces share a slab or cross its end", () => {
  const slabs = new TextSlabs();
  const texts = Array.from({ length: 3000 }, (_, i) => `# Land “${i}” … 😀\n\n${"é".repeat(i % 700)}`);
  texts.push("x".repeat(3 << 20), "after the large one");
  const kept = texts.map((text) => slabs.keep(text));
  kept.forEach((piece, i) => assert.ok(Buffer.isBuffer(piece) && piece.equals(Buffer.from(texts[i]!, "utf8")), `piece ${i}`));
  assert.is(slabs.keep("half \uD800 a pair"), "half \uD800 a pair", "ill-formed text stays text, for the output check to see");
  assert.equal(joinedFile(["a ", Buffer.from("“b”"), " c"]), Buffer.from("a “b” c"));
  assert.is(joinedFile([Buffer.from("a "), "\uDC00"]), "a \uDC00");
});

test.run();
