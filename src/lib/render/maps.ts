// Risk maps and locator maps, drawn at build time as inline SVG (no script on the page).
// Shapes: world-atlas (Natural Earth 1:110m) through d3-geo; colours: the severity tokens
// (src/lib/site/severity.ts) as CSS classes, so light, dark and print follow the stylesheet.
// Every map has a text alternative: a title and description, a legend in words, and the same
// data as a list of links.
import { geoCentroid, geoCircle, geoDistance, geoEqualEarth, geoOrthographic, geoPath, type GeoPermissibleObjects, type GeoProjection } from "d3-geo";
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import { shapeKey, worldAtlas, type Placement, type Shape } from "../maps/world.ts";
import type { Destination } from "../site/pages.ts";
import { routes } from "../site/routes.ts";
import { malariaRiskSeverity, severities, yellowFeverRiskSeverity, type Severity } from "../site/severity.ts";
import { html, SafeHtml } from "./escape.ts";
import { severityIcon } from "./icons.ts";

type Href = (path: string) => string;

/** A d3 path context that writes whole-pixel, relative coordinates and drops repeated points. */
class CompactPath {
  private out = "";
  private x = 0;
  private y = 0;
  moveTo(x: number, y: number): void {
    this.x = Math.round(x);
    this.y = Math.round(y);
    this.out += `M${this.x} ${this.y}`;
  }
  lineTo(x: number, y: number): void {
    const dx = Math.round(x) - this.x;
    const dy = Math.round(y) - this.y;
    if (dx === 0 && dy === 0) return;
    this.x += dx;
    this.y += dy;
    this.out += `l${dx}${dy < 0 ? "" : " "}${dy}`;
  }
  closePath(): void {
    this.out += "z";
  }
  beginPath(): void {}
  arc(): void {}
  result(): string {
    const out = this.out;
    this.out = "";
    return out;
  }
}

function pathData(projection: GeoProjection, object: GeoPermissibleObjects): string {
  const context = new CompactPath();
  geoPath(projection, context)(object);
  return context.result();
}

const world = { width: 960, height: 468 };
/** Shapes smaller than this (in square pixels of the world map) also get a marker. */
const smallArea = 24;

interface WorldGeometry {
  defs: string;
  sea: string;
  /** By shapeKey: the id of the shape's path in the page's defs, and its area in square pixels. */
  shapeId: Map<string, string>;
  area: Map<string, number>;
  project: (point: [number, number]) => [number, number];
}

let worldGeometry: WorldGeometry | undefined;

/** The world's shapes, projected once per build: shared by every risk map. */
function worldShapes(): WorldGeometry {
  if (worldGeometry) return worldGeometry;
  const projection = geoEqualEarth().fitExtent(
    [
      [1, 1],
      [world.width - 1, world.height - 1],
    ],
    { type: "Sphere" },
  );
  const { shapes } = worldAtlas();
  const shapeId = new Map(shapes.map((shape, i) => [shapeKey(shape), `w${i}`]));
  const areaOf = geoPath(projection);
  worldGeometry = {
    defs: shapes.map((shape) => `<path id="${shapeId.get(shapeKey(shape))}" d="${pathData(projection, shape)}"/>`).join(""),
    sea: pathData(projection, { type: "Sphere" }),
    shapeId,
    area: new Map(shapes.map((shape) => [shapeKey(shape), areaOf.area(shape)])),
    project: (point) => projection(point) ?? [0, 0],
  };
  return worldGeometry;
}

/** The shapes of the world, once per page that has risk maps; each map refers to them with <use>. */
export function worldMapDefs(): SafeHtml {
  return new SafeHtml(`<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0"><defs>${worldShapes().defs}</defs></svg>\n`);
}

export type RiskMapKind = "yellow-fever" | "malaria";

function categoryOf(kind: RiskMapKind, d: Destination): { severity: Severity; label: (ui: UiStrings) => string } {
  if (kind === "yellow-fever") {
    const risk = d.yellowFever.transmissionRisk;
    return { severity: yellowFeverRiskSeverity[risk], label: (ui) => ui.yellowFeverRisk[risk] };
  }
  const risk = d.malaria.risk;
  return { severity: malariaRiskSeverity[risk], label: (ui) => ui.malariaRisk[risk] };
}

/** The legend's text of each severity on this map, in the order of the tokens. */
function legendOf(kind: RiskMapKind, ui: UiStrings): Record<Severity, string> {
  if (kind === "yellow-fever") {
    return { high: ui.yellowFeverRisk.endemic, medium: ui.yellowFeverRisk.transitional, low: ui.yellowFeverRisk["low-potential"], none: ui.yellowFeverRisk.none };
  }
  return { high: ui.malariaRisk.high, medium: ui.malariaRisk.moderate, low: ui.malariaRisk.low, none: ui.malariaRisk.none };
}

function marker(point: [number, number], classes: string, r: number, project: (p: [number, number]) => [number, number]): string {
  const [x, y] = project(point);
  return `<circle class="${classes}" cx="${Math.round(x)}" cy="${Math.round(y)}" r="${r}"/>`;
}

/**
 * A world map of one risk, coloured per destination. Needs worldMapDefs() once on the page.
 * `id` must be unique on the page.
 */
export function riskMap(kind: RiskMapKind, destinations: readonly Destination[], ui: UiStrings, locale: Locale, href: Href, id: string): SafeHtml {
  const geometry = worldShapes();
  const legend = legendOf(kind, ui);
  const fillOf = new Map<string, Severity>();
  const markers: string[] = [];
  const byCategory = new Map<Severity, Destination[]>(severities.map((s) => [s, []]));
  for (const d of destinations) {
    const { severity } = categoryOf(kind, d);
    byCategory.get(severity)!.push(d);
    const { shape, point } = d.placement;
    if (shape) fillOf.set(shapeKey(shape), severity);
    if (point && (!shape || (geometry.area.get(shapeKey(shape)) ?? 0) < smallArea)) markers.push(marker(point, `marker m-${severity}`, 3.5, geometry.project));
  }
  const uses = worldAtlas()
    .shapes.map((shape) => `<use href="#${geometry.shapeId.get(shapeKey(shape))}" class="m-${fillOf.get(shapeKey(shape)) ?? "nodata"}"/>`)
    .join("");
  const title = kind === "yellow-fever" ? ui.maps.yellowFeverTitle : ui.maps.malariaTitle;
  const counts = severities.map((s) => `${legend[s]}: ${byCategory.get(s)!.length}`).join("; ");
  const svg = `<svg viewBox="0 0 ${world.width} ${world.height}" role="img" aria-labelledby="${id}-title ${id}-desc"><title id="${id}-title">${html`${title}`}</title><desc id="${id}-desc">${html`${ui.maps.description} ${counts}.`}</desc><path class="sea" d="${geometry.sea}"/><g class="land">${uses}</g><g>${markers.join("")}</g></svg>`;
  return html`<figure class="map" id="${id}">
<figcaption><strong>${title}</strong></figcaption>
${new SafeHtml(svg)}
<ul class="legend">
${severities.map((s) => html`<li><span class="swatch m-${s}"></span>${severityIcon(s)}${legend[s]}</li>\n`)}<li><span class="swatch m-nodata"></span>${ui.maps.noData}</li>
</ul>
<details>
<summary>${ui.maps.asList}</summary>
${severities
  .filter((s) => byCategory.get(s)!.length > 0)
  .map(
    (s) => html`<p class="status sev-${s}">${severityIcon(s)}<strong>${legend[s]} (${byCategory.get(s)!.length})</strong></p>
<ul class="inline-list">${byCategory.get(s)!.map((d) => html`<li><a href="${href(routes.country(locale, d.slug).html)}">${d.name}</a></li>`)}</ul>
`,
  )}</details>
</figure>
`;
}

const locator = { width: 400, height: 300 };
/** By placement (shape key and point): places with the same placement have the same drawing. */
const locatorCache = new Map<string, string>();

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
function worldPolygons(): CappedShape[] {
  cappedShapes ??= worldAtlas().shapes.map((shape) => {
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
 * The drawing of a locator map: the destination highlighted on a globe turned towards it. Drawing
 * every polygon of the world through the clipped projection made the locator maps a fifth of a
 * build's CPU time; the polygons wholly outside the visible part of the globe draw nothing, so they
 * are skipped.
 */
function locatorDrawing(placement: Placement): string {
  const key = `${placement.shape ? shapeKey(placement.shape) : ""} ${placement.point?.join(" ") ?? ""}`;
  const cached = locatorCache.get(key);
  if (cached !== undefined) return cached;
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
  const drawing = `<path class="sea" d="${pathData(projection, { type: "Sphere" })}"/><g class="land">${shapes}</g>${ring}`;
  locatorCache.set(key, drawing);
  return drawing;
}

/** A small map that shows where a destination is. */
export function locatorMap(placement: Placement, countryName: string, ui: UiStrings): SafeHtml {
  const title = formatText(ui.maps.locator, { country: countryName });
  return new SafeHtml(
    `<figure class="map locator"><svg viewBox="0 0 ${locator.width} ${locator.height}" role="img" aria-labelledby="locator-title"><title id="locator-title">${html`${title}`}</title>${locatorDrawing(placement)}</svg></figure>\n`,
  );
}
