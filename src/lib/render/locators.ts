// Locator maps drawn beside the build: a worker thread draws the globes (locator-drawing.ts, about
// a quarter of a build of the real content on one thread) while this one renders the other pages;
// a country's HTML page waits for its own drawing only (src/html.11ty.ts). The output is the same
// as drawn in place. A drawing depends on the boundary dataset and the placement only, so it is
// kept for the process: later passes and the dev server's rebuilds reuse it.
import { Worker } from "node:worker_threads";
import { shapeKey } from "../maps/atlas.ts";
import type { Placement } from "../maps/world.ts";
import { locatorDrawing, placementKey } from "./locator-drawing.ts";
import type { Drawn, SentPlace } from "./locator-worker.ts";

const drawings = new Map<string, string>();
/** Drawings the worker is making: settled when it has sent them (or has stopped). */
const inWorker = new Map<string, { ready: Promise<void>; settle: () => void }>();
/** A drawing worker, and when it has ended (it may end before it is sent places, if it fails). */
interface Drawer {
  worker: Worker;
  ended: Promise<void>;
}

/** A worker started ahead, loading the dataset while the content is validated; not sent places yet. */
let waiting: Drawer | undefined;
let preparedOnce = false;

/** Fewer new placements than this are drawn in place when asked for: a worker's start costs more. */
const fewestForWorker = 8;

/**
 * Starts the drawing worker ahead of drawLocatorsBeside, so it loads the boundary dataset while
 * the build validates the content. Once per process: a dev server's rebuild or a later pass finds
 * the maps drawn. It does not keep the process alive (a build whose content fails never sends it
 * places).
 */
export function prepareLocatorWorker(): void {
  if (preparedOnce) return;
  preparedOnce = true;
  waiting = startWorker();
  waiting.worker.unref();
}

function startWorker(): Drawer {
  const worker = new Worker(new URL("../worker-start.mjs", import.meta.url), { workerData: { module: "./render/locator-worker.ts" } });
  // A worker that fails costs time, not output: what it did not draw is drawn in place when asked for.
  worker.on("error", (error) => process.emitWarning(`Locator maps: the drawing worker failed (${error.message}); drawing the rest in place`));
  return { worker, ended: new Promise((resolve) => worker.once("exit", () => resolve())) };
}

/**
 * Has the worker draw the locator maps of these placements not drawn yet, in this order (starting
 * it if need be). Settles when the worker has ended, with the number of maps it drew.
 */
export function drawLocatorsBeside(placements: readonly Placement[]): Promise<number> {
  const places = new Map<string, SentPlace>();
  for (const placement of placements) {
    const key = placementKey(placement);
    if (!drawings.has(key) && !inWorker.has(key)) places.set(key, { key, shape: placement.shape ? shapeKey(placement.shape) : null, point: placement.point });
  }
  const prepared = waiting;
  waiting = undefined;
  if (places.size < fewestForWorker) {
    void prepared?.worker.terminate();
    return Promise.resolve(0);
  }
  for (const key of places.keys()) {
    let settle!: () => void;
    const ready = new Promise<void>((resolve) => (settle = resolve));
    inWorker.set(key, { ready, settle });
  }
  const done = (key: string) => {
    inWorker.get(key)?.settle();
    inWorker.delete(key);
  };
  const { worker, ended } = prepared ?? startWorker();
  worker.ref(); // the pages wait for its drawings
  let drawn = 0;
  worker.on("message", ({ key, drawing }: Drawn) => {
    drawings.set(key, drawing);
    done(key);
    drawn++;
  });
  worker.postMessage([...places.values()]);
  return ended.then(() => {
    places.forEach((_, key) => done(key));
    return drawn;
  });
}

/** Settles when the worker has drawn this placement's map; undefined if it is not drawing it. */
export function locatorReady(placement: Placement): Promise<void> | undefined {
  return inWorker.get(placementKey(placement))?.ready;
}

/** The inside of the placement's locator map: the worker's drawing, or drawn here. */
export function locatorDrawingOf(placement: Placement): string {
  const key = placementKey(placement);
  let drawing = drawings.get(key);
  if (drawing === undefined) drawings.set(key, (drawing = locatorDrawing(placement)));
  return drawing;
}
