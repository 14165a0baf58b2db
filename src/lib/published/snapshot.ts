// The published schemas as released: one snapshot per schemaVersion
// (test/schema-snapshots/v<N>.json). Within one schemaVersion they may only grow
// (compatibility.ts), so `npm run generate` refuses to record an incompatible change: either undo
// it or release a new schemaVersion, whose snapshot starts afresh.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { incompatibilities } from "./compatibility.ts";
import { jsonSchemaOf, resourceKinds, type JsonSchema } from "./json-schemas.ts";
import { schemaVersion } from "./schemas.ts";

export interface Snapshot {
  schemaVersion: number;
  schemas: Record<string, JsonSchema>;
}

export const snapshotFile = (version: number): string => `test/schema-snapshots/v${version}.json`;

/** The published schemas of this build, as a snapshot. */
export function currentSnapshot(): Snapshot {
  return { schemaVersion, schemas: Object.fromEntries(resourceKinds.map((kind) => [kind, jsonSchemaOf(kind)])) };
}

/** What changed incompatibly from `before` to `after`, kind by kind ("country: (root).data.lcrUrl: field removed"). */
export function snapshotIncompatibilities(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before.schemas).flatMap((kind) => {
    const now = after.schemas[kind];
    if (!now) return [`${kind}: resource removed`];
    return incompatibilities(before.schemas[kind]!, now).map((problem) => `${kind}: ${problem}`);
  });
}

/**
 * Writes the current schemaVersion's snapshot under `root`, or returns why it may not: the
 * incompatible changes from the recorded one. Returns the file written, or undefined when it was current.
 */
export function recordSnapshot(root: string): { written: boolean; file: string; refused: string[] } {
  const file = snapshotFile(schemaVersion);
  const absolute = path.join(root, file);
  const current = currentSnapshot();
  const text = `${JSON.stringify(current, null, 2)}\n`;
  if (existsSync(absolute)) {
    const recorded = readFileSync(absolute, "utf8");
    if (recorded === text) return { written: false, file, refused: [] };
    const refused = snapshotIncompatibilities(JSON.parse(recorded) as Snapshot, current);
    if (refused.length > 0) return { written: false, file, refused };
  }
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  return { written: true, file, refused: [] };
}
