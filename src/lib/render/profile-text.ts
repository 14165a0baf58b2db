// Plain-text helpers shared by the renderers.
import type { Inline } from "../published/schemas.ts";

export function inlineText(runs: readonly Inline[]): string {
  return runs.map((run) => run.text).join("");
}
