// The content loader reads only regular files inside the content folder, within the size limit,
// and says which file and why for anything else: no pipe hangs it, no device or sparse file
// fills its memory, no link reads a file outside the folder (src/lib/content/read-json.ts).
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { ContentError, formatProblem } from "../src/lib/content/problems.ts";
import { makeFixture, tempDir } from "./helpers.ts";

/** Loads changed content in-process and returns the problem lines, timing the refusal. */
async function refusal(change: (content: string) => void | Promise<void>): Promise<string> {
  const content = makeFixture();
  await change(content);
  const started = performance.now();
  try {
    loadContent(content);
  } catch (error) {
    assert.instance(error, ContentError);
    assert.ok(performance.now() - started < 10_000, "the refusal took too long");
    return (error as ContentError).problems.map(formatProblem).join("\n");
  }
  throw new Error("the content was accepted");
}

test("a named pipe is refused without being opened", async () => {
  const problems = await refusal((c) => void execFileSync("mkfifo", [path.join(c, "countries/chad.json")]));
  assert.ok(problems.includes("countries/chad.json: expected a regular file; found a named pipe (FIFO)"), problems);
});

test("a socket is refused", async () => {
  const server = createServer();
  try {
    const problems = await refusal((c) => new Promise<void>((resolve) => server.listen(path.join(c, "countries/chad.json"), resolve)));
    assert.ok(problems.includes("countries/chad.json: expected a regular file; found a socket"), problems);
  } finally {
    server.close();
  }
});

test("a link to an endless device or to any file outside the content folder is refused with its target", async () => {
  const outside = path.join(tempDir(), "secret.json");
  writeFileSync(outside, '{"slug": "TOP-SECRET-BYTES"}');
  const problems = await refusal((c) => {
    symlinkSync("/dev/zero", path.join(c, "countries/chad.json"));
    symlinkSync(outside, path.join(c, "countries/mali.json"));
  });
  assert.ok(problems.includes("countries/chad.json: expected a file inside the content folder; found a symbolic link to /dev/zero, outside it"), problems);
  assert.ok(problems.includes(`countries/mali.json: expected a file inside the content folder; found a symbolic link to ${outside}, outside it`), problems);
  assert.not.ok(problems.includes("TOP-SECRET-BYTES"), "nothing of the linked file is echoed");
});

test("a link inside the content folder is read like the file it names", async () => {
  const problems = await refusal((c) => {
    symlinkSync("kenya.json", path.join(c, "countries/kenya-copy.json"));
  });
  // Read, then refused only for what it says: a slug that differs from its file name.
  assert.match(problems, /countries\/kenya-copy\.json:\d+:\d+: slug: expected the file name "kenya-copy"; found "kenya"/);
});

test("a huge sparse file is refused by its size before any byte is read", async () => {
  const before = process.memoryUsage().rss;
  const problems = await refusal((c) => {
    writeFileSync(path.join(c, "countries/chad.json"), "");
    truncateSync(path.join(c, "countries/chad.json"), 3 * 1024 ** 3);
  });
  assert.ok(problems.includes("countries/chad.json: expected a file of at most 1048576 bytes; found 3221225472 bytes"), problems);
  assert.ok(process.memoryUsage().rss - before < 200 * 1024 ** 2, "memory grew as if the file was read");
});

test("a content folder that is a link is refused, naming where it points", async () => {
  const real = makeFixture();
  const link = path.join(tempDir(), "content");
  symlinkSync(real, link);
  try {
    loadContent(link);
    assert.unreachable("accepted");
  } catch (error) {
    const problems = (error as ContentError).problems.map(formatProblem).join("\n");
    assert.ok(problems.includes(`${link}: expected the content folder itself, not a symbolic link (set CONTENT_DIR to the folder it names); found a symbolic link to ${real}`), problems);
  }
});

test("a mistyped sub-folder is refused instead of ignored, and an empty countries or diseases folder is refused", async () => {
  const problems = await refusal((c) => {
    mkdirSync(path.join(c, "vacines"));
    for (const name of readdirSync(path.join(c, "countries"))) rmSync(path.join(c, "countries", name));
  });
  assert.match(problems, /vacines: expected only countries, diseases, vaccines, malaria-drugs, sources, references, notices, ui, schemas, README\.md, alternate-names\.json, map-places\.json, removals\.json, derived-dates\.json, api-examples\.json in the content folder \(check the spelling\); found an unknown entry "vacines"/);
  assert.match(problems, /countries: expected at least one country file; found an empty folder/);
});

test("a JSON syntax error is reported at its line and column, on every Node, without the file's bytes", async () => {
  const problems = await refusal((c) => {
    const lines = Array.from({ length: 13 }, (_, i) => `  "padding${i}": ${i},`);
    writeFileSync(path.join(c, "countries/ghana.json"), `{\n${lines.join("\n")}\n  "slug": tru\n}\n`);
  });
  assert.match(problems, /countries\/ghana\.json:15:11: expected a value: .*; found "tru"/);
  assert.not.ok(problems.includes("padding"), "no bytes of the file echoed");
});

test("a file npm run generate writes that is not JSON, or not of its shape, is refused naming the file and what to do", async () => {
  const problems = await refusal((c) => {
    writeFileSync(path.join(c, "derived-dates.json"), "{");
    writeFileSync(path.join(c, "api-examples.json"), JSON.stringify({ release: "1.0.0", slugs: { country: [], disease: [], vaccine: [], malariaDrug: [] }, locales: { en: { lastUpdated: "yesterday", json: {}, markdown: {} } } }));
  });
  assert.match(problems, /\/derived-dates\.json: expected the JSON that npm run generate writes; found /);
  assert.match(problems, /\/api-examples\.json: .*\(locales\.en\.lastUpdated\): expected the file npm run generate writes \(delete it and run npm run generate\); found /);
});

test.run();
