// The contract's version and date, read from the API changelog (docs/api-changelog.md): its newest
// entry is the one place a contract change is recorded, so the OpenAPI info.version and the
// document's date follow it instead of being typed a second time.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BuildFailure } from "../failure.ts";
import { schemaVersion } from "./schemas.ts";

export const changelogFile = fileURLToPath(new URL("../../../docs/api-changelog.md", import.meta.url));

export interface ContractRelease {
  /** MAJOR.MINOR.PATCH; MAJOR is schemaVersion. */
  version: string;
  /** The day it was published, YYYY-MM-DD. */
  date: string;
}

/** Negative when a is older than b. */
const compareVersions = (a: number[], b: number[]) => a.map((n, k) => n - b[k]!).find((d) => d !== 0) ?? 0;

const entryHeading = /^### (\d+)\.(\d+)\.(\d+) \((\d{4}-\d{2}-\d{2})\)$/;

/** Every entry of the changelog's text, newest first, or a BuildFailure naming the line at fault. */
export function readReleases(text: string, file = "docs/api-changelog.md"): ContractRelease[] {
  const releases: (ContractRelease & { parts: number[] })[] = [];
  let inChanges = false;
  text.split("\n").forEach((line, i) => {
    if (line.startsWith("## ")) inChanges = line === "## Changes";
    if (!inChanges || !line.startsWith("### ")) return;
    const match = entryHeading.exec(line);
    if (!match) throw new BuildFailure(`${file}:${i + 1}: expected an entry heading such as "### 1.2.0 (2026-11-25)"; found ${JSON.stringify(line)}`);
    const parts = match.slice(1, 4).map(Number);
    const previous = releases.at(-1);
    if (previous && (compareVersions(parts, previous.parts) >= 0 || match[4]! > previous.date)) {
      throw new BuildFailure(`${file}:${i + 1}: expected entries newest first, each older than ${previous.version} (${previous.date}); found ${match.slice(1, 4).join(".")} (${match[4]})`);
    }
    releases.push({ version: parts.join("."), date: match[4]!, parts });
  });
  if (releases.length === 0) throw new BuildFailure(`${file}: expected a "## Changes" section with at least one entry "### MAJOR.MINOR.PATCH (YYYY-MM-DD)"; found none`);
  const newest = releases[0]!;
  if (newest.parts[0] !== schemaVersion) {
    throw new BuildFailure(`${file}: expected the newest entry's major version to be schemaVersion ${schemaVersion}; found ${newest.version}`);
  }
  return releases.map(({ version, date }) => ({ version, date }));
}

let cached: ContractRelease | undefined;

/** The newest release: info.version and the contract's date. */
export function currentRelease(): ContractRelease {
  return (cached ??= readReleases(readFileSync(changelogFile, "utf8"))[0]!);
}
