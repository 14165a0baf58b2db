// The drawing of a locator map: the destination highlighted on a globe turned towards it, from
// d3-geo and the 1:110m shapes only (locators.ts keeps each drawing until these change).
import { geoCentroid, geoCircle, geoDistance, geoOrthographic, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { countryShapes, shapeKey, type Shape } from "../maps/atlas.ts";
import type { Placement } from "../maps/world.ts";
import { marker, pathData } from "./svg-path.ts";

export const locator = { width: 400, height: 300 };

/** Places with the same key (shape and point) have the same drawing. */
export const placementKey = (placement: Placement): string => `${placement.shape ? shapeKey(placement.shape) : ""} ${placement.point?.join(" ") ?? ""}`;

/** A circle on the sphere (centre, radius in radians) that holds a whole polygon. */
interface Cap {
  centre: [number, number];
  radius: number;
}

type Polygon = GeoJSON.Position[][];

/** A shape of the world as polygons, each with a circle around it. */
interface CappedShape {
  shape: Shape;
  polygons: { coordinates: Polygon; cap: Cap }[];
}

let cappedShapes: CappedShape[] | undefined;

function capOf(polygon: Polygon): Cap {
  const centre = geoCentroid({ type: "Polygon", coordinates: polygon }) as [number, number];
  let radius = 0;
  for (const ring of polygon) for (const point of ring) radius = Math.max(radius, geoDistance(centre, point as [number, number]));
  return { centre, radius };
}

/** The world's shapes split into polygons with their circles, so a locator map skips those out of view. */
export function worldPolygons(): CappedShape[] {
  cappedShapes ??= countryShapes().map((shape) => {
    const geometry = shape.geometry;
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : [];
    if (polygons.length === 0) throw new Error(`world-atlas: expected polygons for ${shape.properties.name}; found ${geometry.type}`);
    return { shape, polygons: polygons.map((coordinates) => ({ coordinates, cap: capOf(coordinates) })) };
  });
  return cappedShapes;
}

/**
 * The part of a shape that can reach the picture: its polygons that come within `visible` radians
 * of `centre`, or null. A polygon further away draws nothing, so the path of the rest is the path
 * of the whole shape.
 */
function visiblePart({ shape, polygons }: CappedShape, centre: [number, number], visible: number): GeoPermissibleObjects | null {
  const near = polygons.filter(({ cap }) => geoDistance(centre, cap.centre) - cap.radius <= visible);
  if (near.length === 0) return null;
  if (near.length === polygons.length) return shape;
  return { type: "MultiPolygon", coordinates: near.map((polygon) => polygon.coordinates) };
}

/**
 * The inside of a locator map's SVG. Drawing every polygon of the world through the clipped
 * projection made the locator maps a fifth of a build's CPU time; the polygons wholly outside the
 * visible part of the globe draw nothing, so they are skipped.
 */
export function locatorDrawing(placement: Placement): string {
  const centre = placement.point ?? [0, 0];
  const projection = geoOrthographic().rotate([-centre[0], -centre[1]]);
  // Frame the shape and at least 14 degrees around the centre, so small places show neighbours.
  const frame: GeoPermissibleObjects = {
    type: "GeometryCollection",
    geometries: [geoCircle().center(centre).radius(14)(), ...(placement.shape ? [placement.shape.geometry] : [])],
  };
  // A margin of a fifth on each side keeps the neighbours in view.
  projection.fitExtent(
    [
      [locator.width * 0.2, locator.height * 0.2],
      [locator.width * 0.8, locator.height * 0.8],
    ],
    frame,
  );
  projection.clipExtent([
    [0, 0],
    [locator.width, locator.height],
  ]);
  const target = placement.shape ? shapeKey(placement.shape) : null;
  // An orthographic point at angle θ from the centre lies scale·sin θ from the centre's image, so
  // nothing further than `visible` from the centre reaches the frame (one degree spare for rounding).
  const [cx, cy] = projection(centre) ?? [0, 0];
  const farthestCorner = Math.max(...[0, locator.width].flatMap((x) => [0, locator.height].map((y) => Math.hypot(x - cx, y - cy))));
  const visible = Math.asin(Math.min(1, farthestCorner / projection.scale())) + Math.PI / 180;
  const shapes = worldPolygons()
    .flatMap((capped) => {
      const part = visiblePart(capped, centre, visible);
      return part ? [{ shape: capped.shape, d: pathData(projection, part) }] : [];
    })
    .filter(({ d }) => d !== "")
    .map(({ shape, d }) => `<path class="${shapeKey(shape) === target ? "target" : "m-nodata"}" d="${d}"/>`)
    .join("");
  const small = !placement.shape || geoPath(projection).area(placement.shape) < 150;
  const ring = small && placement.point ? marker(placement.point, "target-ring", 9, (p) => projection(p) ?? [0, 0]) : "";
  return `<path class="sea" d="${pathData(projection, { type: "Sphere" })}"/><g class="land">${shapes}</g>${ring}`;
}
