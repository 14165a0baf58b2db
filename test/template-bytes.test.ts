// Templates hand Eleventy each file's UTF-8 bytes, not its text (src/lib/render/file-bytes.ts):
// the build then holds its files outside V8's heap (docs/performance.md, memory). Eleventy writes
// bytes as they are; these tests fail if it starts turning them back into text, or if the
// output check stops seeing what the encoder would hide.
import Eleventy from "@11ty/eleventy";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { siteConfig } from "../eleventy.config.ts";
import { fileBytes, fileText } from "../src/lib/render/file-bytes.ts";
import { clearSiteCache } from "../src/lib/site/site.ts";
import { fileProblems } from "../src/lib/verify/output.ts";
import { makeFixture, siteUrl } from "./helpers.ts";

test("every file of an Eleventy build reaches the output check as bytes, the bytes on disk", async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "template-bytes-"));
  try {
    clearSiteCache();
    const published = path.join(outDir, "_site");
    const eleventy = new Eleventy("src", undefined, { configPath: false, quietMode: true, config: siteConfig({ config: { contentDir: makeFixture(), siteUrl }, outDir: published }) });
    eleventy.disableLogger();
    const [, results] = (await eleventy.write()) as unknown as [unknown, { outputPath: string | false; content: unknown }[]];
    const files = results.filter((file) => typeof file.outputPath === "string");
    assert.ok(files.length > 100, `expected the fixture's files; found ${files.length}`);
    for (const file of files) {
      assert.ok(Buffer.isBuffer(file.content), `${file.outputPath}: expected bytes; found ${typeof file.content}`);
      // Written into the build folder, which then became the output.
      const onDisk = path.join(published, ...path.relative(outDir, file.outputPath as string).split(path.sep).slice(1));
      assert.ok((file.content as Buffer).equals(readFileSync(onDisk)), `${file.outputPath}: the bytes on disk`);
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
  const problems = fileProblems([], new Map([["/en/llms.txt", broken]]), siteUrl, new Set());
  assert.equal(problems, ["en/llms.txt: expected no control character, noncharacter or lone surrogate; found U+D800 at character 6"]);
});

test.run();
