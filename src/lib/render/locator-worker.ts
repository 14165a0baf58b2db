// Draws locator maps in a worker thread (locators.ts): the same function as in place. It loads the
// boundary dataset as soon as it starts, while the build is still validating the content; then it
// draws the places it is sent, one message per drawing in the order asked, so the first pages get
// theirs first, and ends.
import { parentPort } from "node:worker_threads";
import { countryShapes, shapeKey } from "../maps/atlas.ts";
import { locatorDrawing, worldPolygons } from "./locator-drawing.ts";

/** A placement as it travels: its shape by key (shapes are not sent), its point. */
export interface SentPlace {
  key: string;
  shape: string | null;
  point: [number, number] | null;
}

export interface Drawn {
  key: string;
  drawing: string;
}

const shapes = new Map(countryShapes().map((shape) => [shapeKey(shape), shape]));
worldPolygons();

parentPort!.once("message", (places: SentPlace[]) => {
  for (const place of places) {
    const shape = place.shape === null ? null : shapes.get(place.shape);
    if (shape === undefined) throw new Error(`locator maps: no shape ${place.shape} in world-atlas`);
    parentPort!.postMessage({ key: place.key, drawing: locatorDrawing({ shape, point: place.point }) } satisfies Drawn);
  }
  parentPort!.close();
});
