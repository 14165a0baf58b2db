// The check on disk before the swap (src/lib/verify/on-disk.ts): the build folder must hold
// exactly the expected files with their verified sizes, the assets and the marker.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { outputMarker } from "../src/lib/output-folder.ts";
import { checkOnDisk, filesIn } from "../src/lib/verify/on-disk.ts";
import { tempDir } from "./helpers.ts";

function buildFolder(): string {
  const folder = tempDir();
  mkdirSync(path.join(folder, "en/travel"), { recursive: true });
  mkdirSync(path.join(folder, "assets"));
  writeFileSync(path.join(folder, "en/travel/kenya.json"), "{}\n"); // 3 bytes
  writeFileSync(path.join(folder, "en/travel/peru.json"), "{}\n"); // 3 bytes, verified as 4
  writeFileSync(path.join(folder, "en/stray.html"), "<p>\n"); // not written by the build
  writeFileSync(path.join(folder, "assets/site.css"), "a{}\n"); // 4 bytes, its source has 5
  writeFileSync(path.join(folder, outputMarker), "marker\n");
  return folder;
}

const written = new Map([
  ["en/travel/kenya.json", 3],
  ["en/travel/peru.json", 4],
  ["en/travel/chile.json", 7],
]);
const copied = new Map([["assets/site.css", 5]]);

test("lists the folder's files with paths in the output, without the folders", () => {
  assert.equal(filesIn(buildFolder()).sort(), [outputMarker, "assets/site.css", "en/stray.html", "en/travel/kenya.json", "en/travel/peru.json"].sort());
});

test("every missing, unexpected or resized file is a problem", () => {
  assert.equal(checkOnDisk(buildFolder(), { written, copied }).sort(), [
    "assets/site.css: expected 5 bytes; found 4",
    "en/stray.html: expected no such file; found one",
    "en/travel/chile.json: expected a file of 7 bytes; found none",
    "en/travel/peru.json: expected 4 bytes; found 3",
  ]);
});

test("the output folder's marker must be there", () => {
  const folder = tempDir();
  assert.equal(checkOnDisk(folder, { written: new Map(), copied: new Map() }), [`${outputMarker}: expected the output folder's marker; found none`]);
});

test.run();
