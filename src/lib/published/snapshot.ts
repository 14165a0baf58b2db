// The published contract as last released (test/schema-snapshots/v<schemaVersion>.json).
// `npm run generate` records the API changelog's newest release only when its number says what the
// change does to a client generated from the recorded one (compatibility.ts): breaking a new major,
// additive a new minor, anything else a new patch. Otherwise it refuses, naming each change.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contractChanges, type ContractChanges } from "./compatibility.ts";
import { jsonSchemaOf, resourceKinds, type JsonSchema } from "./json-schemas.ts";
import { currentRelease } from "./changelog.ts";
import { schemaVersion } from "./schemas.ts";
import { operationResponses } from "../render/openapi.ts";

export interface Snapshot {
  schemaVersion: number;
  /** The API changelog's release this contract was recorded at (MAJOR.MINOR.PATCH). */
  release: string;
  schemas: Record<string, JsonSchema>;
  /** Each JSON operation's 200 response schema, by operationId. */
  operations: Record<string, JsonSchema>;
}

export const snapshotFile = (version: number): string => `test/schema-snapshots/v${version}.json`;

/** The contract of this build, as a snapshot taken at `release`. */
export function currentSnapshot(release = currentRelease().version): Snapshot {
  return {
    schemaVersion,
    release,
    schemas: Object.fromEntries(resourceKinds.map((kind) => [kind, jsonSchemaOf(kind)])),
    operations: operationResponses(),
  };
}

/** What changed from `before` to `after`, resource by resource and operation by operation ("country: (root).data.lcrUrl: made nullable"). */
export function snapshotChanges(before: Snapshot, after: Snapshot): ContractChanges & { other: boolean } {
  const breaking: string[] = [];
  const additive: string[] = [];
  for (const kind of Object.keys(before.schemas)) {
    const now = after.schemas[kind];
    if (!now) {
      breaking.push(`${kind}: resource removed`);
      continue;
    }
    const changes = contractChanges(before.schemas[kind]!, now);
    breaking.push(...changes.breaking.map((change) => `${kind}: ${change}`));
    additive.push(...changes.additive.map((change) => `${kind}: ${change}`));
  }
  for (const kind of Object.keys(after.schemas)) if (!before.schemas[kind]) additive.push(`${kind}: resource added`);
  for (const [id, response] of Object.entries(before.operations)) {
    const now = after.operations[id];
    if (!now) breaking.push(`operation ${id} removed`);
    else if (JSON.stringify(now) !== JSON.stringify(response)) breaking.push(`operation ${id}: its 200 response ${JSON.stringify(response)} became ${JSON.stringify(now)}`);
  }
  for (const id of Object.keys(after.operations)) if (!before.operations[id]) additive.push(`operation ${id} added`);
  const other = JSON.stringify(before.schemas) !== JSON.stringify(after.schemas);
  return { breaking, additive, other };
}

type Level = "major" | "minor" | "patch" | "none";
const levels: Level[] = ["none", "patch", "minor", "major"];

/** Which part of MAJOR.MINOR.PATCH moved from `before` to `after` ("none" when the same; undefined when older). */
function bump(before: string, after: string): Level | undefined {
  const [b, a] = [before, after].map((v) => v.split(".").map(Number)) as [number[], number[]];
  const k = b.findIndex((part, i) => a[i] !== part);
  if (k === -1) return "none";
  if (a[k]! < b[k]!) return undefined;
  return (["major", "minor", "patch"] as const)[k];
}

/**
 * Why the contract `after` may not be released under its number after `before`: one line naming
 * the release needed, then each change that needs it. Empty when the number fits.
 */
export function releaseProblems(before: Snapshot, after: Snapshot): string[] {
  const changes = snapshotChanges(before, after);
  const needed: Level = changes.breaking.length ? "major" : changes.additive.length ? "minor" : changes.other ? "patch" : "none";
  const found = bump(before.release, after.release);
  if (found === undefined) return [`expected a release newer than ${before.release}; found ${after.release}`];
  if (levels.indexOf(found) >= levels.indexOf(needed)) return [];
  const what =
    needed === "major"
      ? `a major release (${Number(before.release.split(".")[0]) + 1}.0.0, a new schemaVersion) after ${before.release}: these changes break a client generated from it`
      : needed === "minor"
        ? `a minor release after ${before.release}: these changes are additive`
        : `a patch release after ${before.release}: the schemas' descriptions or annotations changed`;
  return [`expected ${what}; found ${after.release === before.release ? "no new release in docs/api-changelog.md" : `${after.release}, a ${found} release`}`, ...(needed === "major" ? changes.breaking : changes.additive)];
}

/** The snapshot to compare with: this schemaVersion's, or when it has none yet, the previous one's. */
function recordedBaseline(root: string): Snapshot | undefined {
  for (const version of [schemaVersion, schemaVersion - 1]) {
    const file = path.join(root, snapshotFile(version));
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  }
  return undefined;
}

/**
 * Records the current contract at the changelog's newest release under `root`, or returns why it
 * may not (releaseProblems), leaving the recorded one as it was.
 */
export function recordSnapshot(root: string, current = currentSnapshot()): { written: boolean; file: string; refused: string[] } {
  const file = snapshotFile(schemaVersion);
  const absolute = path.join(root, file);
  const text = `${JSON.stringify(current, null, 2)}\n`;
  if (existsSync(absolute) && readFileSync(absolute, "utf8") === text) return { written: false, file, refused: [] };
  const baseline = recordedBaseline(root);
  const refused = baseline ? releaseProblems(baseline, current) : [];
  if (refused.length > 0) return { written: false, file, refused };
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  return { written: true, file, refused: [] };
}
