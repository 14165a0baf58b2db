// The locator maps are drawn in a worker thread beside the build (src/lib/render/locators.ts).
// Its drawings must be the ones drawn in place; a worker that fails must cost time, not output;
// and a worker started ahead must not keep a process alive that never sends it places.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { worldAtlas, type Shape } from "../src/lib/maps/atlas.ts";
import { placementOf, type Placement } from "../src/lib/maps/world.ts";
import { locatorDrawing } from "../src/lib/render/locator-drawing.ts";
import { drawLocatorsBeside, locatorDrawingOf, locatorReady } from "../src/lib/render/locators.ts";
import { clearSiteCache, loadSite } from "../src/lib/site/site.ts";
import { repoRoot, siteUrl } from "./helpers.ts";

test("the worker's drawings are the drawings made in place, and each page can wait for its own", async () => {
  clearSiteCache();
  const { content } = loadSite({ siteUrl, contentDir: path.join(repoRoot, "content") });
  // Shapes, shapes with a marker, and points alone (places the dataset draws inside another country).
  const placements = content.countries.slice(0, 40).map((country) => placementOf(country, content.mapPlaces));
  assert.ok(placements.some((p) => p.shape === null) && placements.some((p) => p.shape !== null), "both kinds of placement are drawn");
  const unique = new Set(placements.map((p) => `${p.shape?.id} ${p.point}`)).size;
  const drawn = drawLocatorsBeside(placements);
  const waits = placements.map(locatorReady);
  assert.ok(waits.every((wait) => wait instanceof Promise), "every page has a drawing to wait for");
  await Promise.all(waits);
  assert.is(await drawn, unique, "the worker drew each placement once");
  for (const placement of placements) assert.is(locatorDrawingOf(placement), locatorDrawing(placement));
  assert.is(await drawLocatorsBeside(placements), 0, "maps drawn once are not drawn again");
  assert.is(locatorReady(placements[0]!), undefined);
});

test("a worker that fails costs time, not output: what it did not draw is drawn in place", async () => {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on("warning", onWarning);
  // A shape the worker's atlas does not have (its key is unknown there) makes it throw at that place.
  const real = worldAtlas().shapes.slice(100, 110);
  const unknown: Shape = { ...real[0]!, id: "no-such-shape" };
  const placements: Placement[] = [...real, unknown, ...worldAtlas().shapes.slice(110, 115)].map((shape) => ({ shape, point: null }));
  const drawn = drawLocatorsBeside(placements);
  await Promise.all(placements.map(locatorReady));
  assert.is(await drawn, real.length, "the worker drew the places before the one it could not");
  await new Promise((resolve) => setImmediate(resolve));
  process.off("warning", onWarning);
  assert.ok(warnings.some((w) => /Locator maps: the drawing worker failed \(locator maps: no shape id:no-such-shape in world-atlas\)/.test(w)), warnings.join("\n"));
  for (const placement of placements) assert.is(locatorDrawingOf(placement), locatorDrawing(placement));
});

test("a worker started ahead does not keep a process alive that never sends it places", () => {
  const started = performance.now();
  const result = spawnSync(process.execPath, ["-e", `import("${path.join(repoRoot, "scripts/register-typescript.mjs")}").then(() => import("${path.join(repoRoot, "src/lib/render/locators.ts")}")).then((m) => m.prepareLocatorWorker())`], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 20_000,
  });
  assert.is(result.signal, null, `the process had to be killed after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  assert.is(result.status, 0, result.stderr);
});

test.run();
