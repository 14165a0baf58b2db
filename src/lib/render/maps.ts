// Risk maps and locator maps, drawn at build time as inline SVG (no script on the page).
// Shapes: world-atlas (Natural Earth 1:110m) through d3-geo; colours: the severity tokens
// (src/lib/site/severity.ts) as CSS classes, so light, dark and print follow the stylesheet.
// Every map has a text alternative: a title and description, a legend in words, and the same
// data as a list of links.
import { geoEqualEarth, geoPath } from "d3-geo";
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import { shapeKey, worldAtlas } from "../maps/atlas.ts";
import type { Placement } from "../maps/world.ts";
import type { Destination } from "../site/pages.ts";
import { routes } from "../site/routes.ts";
import { malariaRiskSeverity, severities, yellowFeverRiskSeverity, type Severity } from "../site/severity.ts";
import { html, SafeHtml } from "./escape.ts";
import { severityIcon } from "./icons.ts";
import { locator } from "./locator-drawing.ts";
import { locatorDrawings } from "./locators.ts";
import { marker, pathData } from "./svg-path.ts";

type Href = (path: string) => string;

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
  // Stripes for a risk in some areas only (site.css fills a .partial shape with them); dots where
  // how far the risk extends is not known (.extent-unknown), so no guess is drawn as a fact.
  const patterns = (["high", "medium", "low"] as const)
    .map(
      (s) =>
        `<pattern id="partial-${s}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="stripe-bg" width="6" height="6"/><rect class="m-${s}" width="3" height="6"/></pattern>` +
        `<pattern id="unknown-${s}" width="5" height="5" patternUnits="userSpaceOnUse"><rect class="stripe-bg" width="5" height="5"/><circle class="m-${s}" cx="2.5" cy="2.5" r="1.5"/></pattern>`,
    )
    .join("");
  return new SafeHtml(`<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0"><defs>${worldShapes().defs}${patterns}</defs></svg>\n`);
}

export type RiskMapKind = "yellow-fever" | "malaria";

/** How far a risk extends as a map draws it: the whole shape, stripes, or dots for not known. */
type Extent = "whole" | "some-areas" | "unknown";

function categoryOf(kind: RiskMapKind, d: Destination): { severity: Severity; extent: Extent } {
  if (kind === "yellow-fever") {
    const { transmissionRisk, extent } = d.yellowFever;
    return { severity: yellowFeverRiskSeverity[transmissionRisk], extent: extent === null ? "unknown" : extent === "some-areas" ? "some-areas" : "whole" };
  }
  return { severity: malariaRiskSeverity[d.malaria.risk], extent: d.malaria.extent === "some-areas" ? "some-areas" : "whole" };
}

const extentClass: Record<Extent, string> = { whole: "", "some-areas": " partial", unknown: " extent-unknown" };

/** The legend's text of each severity on this map, in the order of the tokens. */
function legendOf(kind: RiskMapKind, ui: UiStrings): Record<Severity, string> {
  if (kind === "yellow-fever") {
    return { high: ui.yellowFeverRisk.endemic, medium: ui.yellowFeverRisk.transitional, low: ui.yellowFeverRisk["low-potential"], none: ui.yellowFeverRisk.none };
  }
  return { high: ui.malariaRisk.high, medium: ui.malariaRisk.moderate, low: ui.malariaRisk.low, none: ui.malariaRisk.none };
}

/** After a country's name in the map's list: how far its risk extends, unless the whole country. */
function extentListed({ severity, extent }: { severity: Severity; extent: Extent }, ui: UiStrings): string {
  if (severity === "none" || extent === "whole") return "";
  return ` (${extent === "some-areas" ? ui.maps.someAreasListed : ui.maps.extentUnknownListed})`;
}

/**
 * A world map of one risk, coloured per destination. Needs worldMapDefs() once on the page.
 * `id` must be unique on the page.
 */
export function riskMap(kind: RiskMapKind, destinations: readonly Destination[], ui: UiStrings, locale: Locale, href: Href, id: string): SafeHtml {
  const geometry = worldShapes();
  const legend = legendOf(kind, ui);
  const fillOf = new Map<string, Severity>();
  // A risk limited to some areas is striped, one of unknown extent dotted, not filled (the legend says so).
  const extentOf = new Map<string, Extent>();
  const extents = new Set<Extent>();
  const markers: string[] = [];
  const byCategory = new Map<Severity, Destination[]>(severities.map((s) => [s, []]));
  for (const d of destinations) {
    const { severity, extent } = categoryOf(kind, d);
    byCategory.get(severity)!.push(d);
    if (severity !== "none") extents.add(extent);
    const { shape, point } = d.placement;
    if (shape) fillOf.set(shapeKey(shape), severity);
    if (shape && severity !== "none") extentOf.set(shapeKey(shape), extent);
    if (point && (!shape || (geometry.area.get(shapeKey(shape)) ?? 0) < smallArea)) markers.push(marker(point, `marker m-${severity}${severity === "none" ? "" : extentClass[extent]}`, 3.5, geometry.project));
  }
  const uses = worldAtlas()
    .shapes.map((shape) => `<use href="#${geometry.shapeId.get(shapeKey(shape))}" class="m-${fillOf.get(shapeKey(shape)) ?? "nodata"}${extentClass[extentOf.get(shapeKey(shape)) ?? "whole"]}"/>`)
    .join("");
  const title = kind === "yellow-fever" ? ui.maps.yellowFeverTitle : ui.maps.malariaTitle;
  const counts = severities.map((s) => `${legend[s]}: ${byCategory.get(s)!.length}`).join("; ");
  const svg = `<svg viewBox="0 0 ${world.width} ${world.height}" role="img" aria-labelledby="${id}-title ${id}-desc"><title id="${id}-title">${html`${title}`}</title><desc id="${id}-desc">${html`${ui.maps.description} ${counts}.`}</desc><path class="sea" d="${geometry.sea}"/><g class="land">${uses}</g><g>${markers.join("")}</g></svg>`;
  return html`<figure class="map" id="${id}">
<figcaption><strong>${title}</strong></figcaption>
${new SafeHtml(svg)}
<ul class="legend">
${severities.map((s) => html`<li><span class="swatch m-${s}"></span>${severityIcon(s)}${legend[s]}</li>\n`)}${
  extents.has("some-areas") ? html`<li><span class="swatch partial"></span>${ui.maps.someAreas}</li>\n` : ""
}${extents.has("unknown") ? html`<li><span class="swatch extent-unknown"></span>${ui.maps.extentUnknown}</li>\n` : ""}<li><span class="swatch m-nodata"></span>${ui.maps.noData}</li>
</ul>
<details>
<summary>${ui.maps.asList}</summary>
${severities
  .filter((s) => byCategory.get(s)!.length > 0)
  .map(
    (s) => html`<p class="status sev-${s}">${severityIcon(s)}<strong>${legend[s]} (${byCategory.get(s)!.length})</strong></p>
<ul class="inline-list">${byCategory.get(s)!.map(
      (d) =>
        html`<li><a href="${href(routes.country(locale, d.slug).html)}">${d.name}</a>${extentListed(categoryOf(kind, d), ui)}</li>`,
    )}</ul>
`,
  )}</details>
</figure>
`;
}

/** A small map that shows where a destination is. */
export function locatorMap(placement: Placement, countryName: string, ui: UiStrings): SafeHtml {
  const title = formatText(ui.maps.locator, { country: countryName });
  return new SafeHtml(
    `<figure class="map locator"><svg viewBox="0 0 ${locator.width} ${locator.height}" role="img" aria-labelledby="locator-title"><title id="locator-title">${html`${title}`}</title>${locatorDrawings().drawingOf(placement)}</svg></figure>\n`,
  );
}
