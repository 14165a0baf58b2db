// SVG path data and markers for the maps drawn at build time (maps.ts, locator-drawing.ts).
import { geoPath, type GeoPermissibleObjects, type GeoProjection } from "d3-geo";

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

export function pathData(projection: GeoProjection, object: GeoPermissibleObjects): string {
  const context = new CompactPath();
  geoPath(projection, context)(object);
  return context.result();
}

export function marker(point: [number, number], classes: string, r: number, project: (p: [number, number]) => [number, number]): string {
  const [x, y] = project(point);
  return `<circle class="${classes}" cx="${Math.round(x)}" cy="${Math.round(y)}" r="${r}"/>`;
}
