// Locator maps are drawn once per change of their inputs and kept in a cache file
// (src/lib/render/locators.ts): a map from the file must be the map drawn afresh, and a missing,
// broken or unwritable file must cost time, not output.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { placementOf } from "../src/lib/maps/world.ts";
import { locatorDrawing } from "../src/lib/render/locator-drawing.ts";
import { LocatorDrawings } from "../src/lib/render/locators.ts";
import { clearSiteCache, loadSite } from "../src/lib/site/site.ts";
import { repoRoot, siteUrl, tempDir } from "./helpers.ts";

clearSiteCache();
const { content } = loadSite({ siteUrl, contentDir: path.join(repoRoot, "content") });
// Shapes, shapes with a marker, and points alone (places the dataset draws inside another country).
const placements = content.countries.slice(0, 30).map((country) => placementOf(country, content.mapPlaces));

test("a map read from the cache file is the map drawn afresh", () => {
  assert.ok(placements.some((p) => p.shape === null) && placements.some((p) => p.shape !== null), "both kinds of placement are drawn");
  const file = path.join(tempDir(), "cache", "locator-maps.json");
  const first = new LocatorDrawings(file);
  const drawn = placements.map((p) => first.drawingOf(p));
  first.save();
  assert.ok(existsSync(file), "the drawings are saved");
  const second = new LocatorDrawings(file);
  placements.forEach((p, i) => assert.is(second.drawingOf(p), drawn[i]));
  placements.forEach((p, i) => assert.is(drawn[i], locatorDrawing(p)));
});

test("a build that draws nothing new leaves the file alone", () => {
  const file = path.join(tempDir(), "locator-maps.json");
  const first = new LocatorDrawings(file);
  first.drawingOf(placements[0]!);
  first.save();
  writeFileSync(file, readFileSync(file, "utf8").replace("}", `,"unused":"kept"}`));
  const second = new LocatorDrawings(file);
  second.drawingOf(placements[0]!);
  second.save();
  assert.match(readFileSync(file, "utf8"), /"unused":"kept"/);
});

test("a broken cache file is drawn afresh and rewritten", () => {
  const file = path.join(tempDir(), "locator-maps.json");
  writeFileSync(file, "{not json");
  const drawings = new LocatorDrawings(file);
  assert.is(drawings.drawingOf(placements[1]!), locatorDrawing(placements[1]!));
  drawings.save();
  assert.is(Object.keys(JSON.parse(readFileSync(file, "utf8"))).length, 1);
});

test("a cache that cannot be written costs a warning, not the build", async () => {
  // A folder in place of which there is a file: no one can write there, root included.
  const blocked = path.join(tempDir(), "blocked");
  writeFileSync(blocked, "");
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on("warning", onWarning);
  try {
    const drawings = new LocatorDrawings(path.join(blocked, "cache", "locator-maps.json"));
    assert.is(drawings.drawingOf(placements[2]!), locatorDrawing(placements[2]!));
    drawings.save();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", onWarning);
  }
  assert.ok(warnings.some((w) => w.startsWith("Locator maps: could not save")), warnings.join("\n"));
});

test.run();
