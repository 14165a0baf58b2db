// The boundary dataset (world-atlas, Natural Earth): country shapes at 1:110m, drawn on the maps,
// and centroids of the 1:50m shapes for markers of small places. Loaded once per process; apart
// from the content (world.ts), as the locator maps' drawing depends on it (src/lib/render/locators.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoCentroid } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

const require = createRequire(import.meta.url);

export type Shape = Feature<Geometry, { name: string }>;

/**
 * A shape's stable key: its ISO numeric code, or its name where it has none. Shapes are matched by
 * key, never by object identity: Eleventy may load a module twice (templates are imported afresh),
 * and each copy reads its own atlas.
 */
export const shapeKey = (shape: Shape): string => (shape.id === undefined ? `name:${shape.properties.name}` : `id:${String(shape.id)}`);

function shapesOf(file: string): Shape[] {
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), "utf8")) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  return (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features;
}

let countries: Shape[] | undefined;

/** The 1:110m country shapes: all that drawing a map needs. */
export function countryShapes(): Shape[] {
  return (countries ??= shapesOf("countries-110m.json"));
}

let atlas: ReturnType<typeof readAtlas> | undefined;

export const worldAtlas = () => (atlas ??= readAtlas());

function readAtlas() {
  const shapes = countryShapes();
  // Each centroid once, for both look-ups.
  const detailed = shapesOf("countries-50m.json").map((shape) => ({ shape, centroid: geoCentroid(shape) }));
  return {
    shapes,
    byCode: new Map(shapes.filter((s) => s.id !== undefined).map((s) => [String(s.id), s])),
    byName: new Map(shapes.map((s) => [s.properties.name, s])),
    // Centroids of the 1:50m shapes by numeric code and by name, for markers of small places.
    centroidByCode: new Map(detailed.filter(({ shape }) => shape.id !== undefined).map(({ shape, centroid }) => [String(shape.id), centroid])),
    centroidByName: new Map(detailed.map(({ shape, centroid }) => [shape.properties.name, centroid])),
  };
}
