// Where each destination is on the map: its shape in the boundary dataset (world-atlas, Natural
// Earth 1:110m, matched by ISO 3166-1 numeric code), and a marker point for every destination too
// small to see (from the 1:50m shapes) or drawn by the dataset as part of another country (from
// content/map-places.json). The dataset itself is read in atlas.ts; the maps are drawn at build time only.
import path from "node:path";
import { geoCentroid } from "d3-geo";
import countryCodes from "i18n-iso-countries";
import type { ContentProblem } from "../content/problems.ts";
import type { MapPlaces } from "../content/places.ts";
import { mapPlacesFile } from "../content/places.ts";
import { worldAtlas, type Shape } from "./atlas.ts";

export interface Placement {
  /** The 1:110m shape, where the dataset draws the destination as its own country. */
  shape: Shape | null;
  /** Where a marker goes if the shape is too small to see, or there is none. */
  point: [number, number] | null;
}

export interface Placeable {
  slug: string;
  isoCode: string;
}

/** Finds a destination on the map by its ISO code: the editors' shape name or point first, else the dataset's shape. */
export function placementOf(country: Placeable, places: MapPlaces): Placement {
  const world = worldAtlas();
  const point = places.points.get(country.isoCode);
  const shapeName = places.shapeNames.get(country.isoCode);
  if (shapeName !== undefined) {
    return { shape: world.byName.get(shapeName) ?? null, point: point ?? world.centroidByName.get(shapeName) ?? null };
  }
  const numeric = countryCodes.alpha2ToNumeric(country.isoCode);
  const shape = numeric ? (world.byCode.get(numeric) ?? null) : null;
  // A point from the editors wins: the dataset may draw the code as part of a larger country.
  return { shape: point ? null : shape, point: point ?? (numeric ? world.centroidByCode.get(numeric) : undefined) ?? (shape ? geoCentroid(shape) : null) };
}

/** Every destination must be findable on the map; the editors' shape names must exist. */
export function checkPlacements(countries: readonly Placeable[], places: MapPlaces, root: string, display: (file: string) => string, countryFile: (slug: string) => string): ContentProblem[] {
  const world = worldAtlas();
  const problems: ContentProblem[] = [];
  const placesFile = display(path.join(root, mapPlacesFile));
  for (const [code, name] of places.shapeNames) {
    if (!world.byName.has(name) && !world.centroidByName.has(name)) {
      problems.push({ file: placesFile, path: `shapeNames.${code}`, expected: "the name of a country shape in world-atlas (countries-110m or countries-50m)", found: JSON.stringify(name) });
    }
  }
  for (const country of countries) {
    const placement = placementOf(country, places);
    if (!placement.shape && !placement.point) {
      problems.push({
        file: countryFile(country.slug),
        path: "isoCode",
        expected: `a code that world-atlas draws, or an entry for it under points or shapeNames in ${mapPlacesFile}`,
        found: JSON.stringify(country.isoCode),
      });
    }
  }
  return problems;
}
