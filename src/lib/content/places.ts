// Two small editor-kept lists about destinations as places, beside the country files:
// - content/alternate-names.json: names people type that the ISO dataset (i18n-iso-countries)
//   does not know: former names, parts of a country, short forms ("Holland", "Burma", "Bali").
// - content/map-places.json: how a destination is found on the boundary dataset (world-atlas)
//   where its ISO code is not enough: a shape by the dataset's name (Kosovo has no numeric code),
//   or a point for a destination the dataset draws as part of another country (Réunion, Bonaire).
// Both are optional files; when present they are validated like every other content file.
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { problemsFromZod, type ContentProblem } from "./problems.ts";
import { schemaRules } from "./editor-words.ts";
import { readJson } from "./read-json.ts";
import { schemaRef, slugSchema, textSchema } from "./schemas.ts";

export const alternateNamesSchema = z
  .object({
    $schema: schemaRef,
    names: z
      .record(slugSchema, z.array(textSchema.max(80)).min(1))
      .meta({ title: "Other names", description: "Per country slug: other names travellers type for it, in any language (accents optional)." }),
  })
  .strict()
  .meta({ title: "Other names of countries, for the search (content/alternate-names.json)" });

const isoCode = z.string().regex(/^[A-Z]{2}$/, { message: schemaRules.isoCode });
const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);

export const mapPlacesSchema = z
  .object({
    $schema: schemaRef,
    shapeNames: z
      .record(isoCode, textSchema.max(80))
      .meta({ title: "Shape names", description: "Per ISO code (as in the country files): the name of its shape in world-atlas, for shapes without an ISO numeric code." }),
    points: z
      .record(isoCode, z.tuple([longitude, latitude]))
      .meta({ title: "Marker points", description: "Per ISO code (as in the country files): [longitude, latitude] of a marker, for places world-atlas draws as part of another country." }),
  })
  .strict()
  .meta({ title: "Map places world-atlas does not give by ISO code (content/map-places.json)" });

/** Per country slug, looked up in a Map: a slug such as `constructor` is an ordinary key there. */
export type AlternateNames = ReadonlyMap<string, readonly string[]>;
/** Per ISO code, looked up in a Map. */
export type MapPlaces = { shapeNames: ReadonlyMap<string, string>; points: ReadonlyMap<string, [number, number]> };

export const alternateNamesFile = "alternate-names.json";
export const mapPlacesFile = "map-places.json";

/** Reads an optional list file: absent is empty; present but wrong is a problem. */
export function readOptional<S extends z.ZodType>(root: string, file: string, schema: S, display: (file: string) => string, problems: ContentProblem[]): z.infer<S> | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) return undefined;
  const name = display(full);
  const read = readJson(full, name, realpathSync(root));
  if (!read.ok) {
    problems.push(read.problem);
    return undefined;
  }
  problems.push(...read.problems);
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) {
    problems.push(...problemsFromZod(name, read.value, parsed.error));
    return undefined;
  }
  return read.problems.length > 0 ? undefined : parsed.data;
}

export function loadPlaces(
  root: string,
  display: (file: string) => string,
  problems: ContentProblem[],
): { alternateNames: AlternateNames; mapPlaces: MapPlaces } {
  const names = readOptional(root, alternateNamesFile, alternateNamesSchema, display, problems);
  const places = readOptional(root, mapPlacesFile, mapPlacesSchema, display, problems);
  return {
    alternateNames: new Map(Object.entries(names?.names ?? {})),
    mapPlaces: { shapeNames: new Map(Object.entries(places?.shapeNames ?? {})), points: new Map(Object.entries(places?.points ?? {})) },
  };
}

/** Every slug and code the lists name must be a country's: a stale entry is a mistake. */
export function checkPlaceKeys(
  root: string,
  lists: { alternateNames: AlternateNames; mapPlaces: MapPlaces },
  countries: { slugs: ReadonlySet<string>; isoCodes: ReadonlySet<string> },
  display: (file: string) => string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (file: string, field: string, record: ReadonlyMap<string, unknown>, known: ReadonlySet<string>, expected: string) => {
    for (const key of record.keys()) {
      if (!known.has(key)) problems.push({ file: display(path.join(root, file)), path: `${field}.${key}`, expected, found: JSON.stringify(key) });
    }
  };
  check(alternateNamesFile, "names", lists.alternateNames, countries.slugs, "the slug of a file in countries/");
  check(mapPlacesFile, "shapeNames", lists.mapPlaces.shapeNames, countries.isoCodes, "the isoCode of a file in countries/");
  check(mapPlacesFile, "points", lists.mapPlaces.points, countries.isoCodes, "the isoCode of a file in countries/");
  return problems;
}
