// Locator maps drawn once per change of what they depend on. A drawing depends only on its
// placement, the boundary dataset and the drawing code, so drawings are kept in a cache file under
// node_modules/.cache whose name is a hash of the dataset's and d3-geo's versions and of the
// drawing code: a build draws only the placements the file lacks (all of them after an upgrade or
// a change of the drawing code) and saves them for the next build.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Placement } from "../maps/world.ts";
import { locatorDrawing, placementKey } from "./locator-drawing.ts";

const repository = fileURLToPath(new URL("../../../", import.meta.url));

/** What every drawing depends on besides its placement: the pinned versions of the dataset and the geometry library, and the code that draws. */
function drawingVersion(): string {
  const hash = createHash("sha256");
  const { dependencies } = JSON.parse(readFileSync(path.join(repository, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  for (const name of ["world-atlas", "d3-geo", "topojson-client"]) hash.update(`${name}@${dependencies[name]}\n`);
  for (const file of ["./locator-drawing.ts", "./svg-path.ts", "../maps/atlas.ts"]) hash.update(readFileSync(new URL(file, import.meta.url)));
  return hash.digest("hex").slice(0, 16);
}

/** The drawings of one version of the drawing: read from its file, drawn where missing, saved back. */
export class LocatorDrawings {
  private readonly drawings = new Map<string, string>();
  private drawn = 0;
  readonly file: string;

  constructor(file: string) {
    this.file = file;
    try {
      const saved = JSON.parse(readFileSync(file, "utf8")) as unknown;
      if (saved && typeof saved === "object") for (const [key, drawing] of Object.entries(saved)) if (typeof drawing === "string") this.drawings.set(key, drawing);
    } catch {
      // No file yet, or an unreadable one: every map is drawn afresh and the file rewritten.
    }
  }

  /** The inside of the placement's locator map. */
  drawingOf(placement: Placement): string {
    const key = placementKey(placement);
    let drawing = this.drawings.get(key);
    if (drawing === undefined) {
      this.drawings.set(key, (drawing = locatorDrawing(placement)));
      this.drawn++;
    }
    return drawing;
  }

  /** Writes the file if this build drew a map it lacked (whole or not at all: a temporary file renamed into place). */
  save(): void {
    if (this.drawn === 0) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.drawings)));
      renameSync(temporary, this.file);
      this.drawn = 0;
    } catch (error) {
      // A cache that cannot be written costs the next build time, not output.
      process.emitWarning(`Locator maps: could not save ${this.file} (${(error as Error).message}); the next build draws them again`);
    }
  }
}

let cache: LocatorDrawings | undefined;

/** The drawings of this checkout's version of the drawing. */
export function locatorDrawings(): LocatorDrawings {
  return (cache ??= new LocatorDrawings(path.join(repository, "node_modules/.cache/travel-health", `locator-maps-${drawingVersion()}.json`)));
}
