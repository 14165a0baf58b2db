// The check on disk before the swap (src/lib/publish.ts): the build folder holds exactly the
// verified files, with the sizes that were verified, the copied assets and the output marker, and
// nothing else, so the swap never publishes a stale or unchecked file.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { outputMarker } from "../output-folder.ts";

/** The path (with "/") of every file in a folder and its subfolders. */
export function filesIn(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * The build folder holds exactly the expected files, with their sizes, and the output marker:
 * `written` are the files Eleventy wrote (with their verified sizes), `copied` the assets (with
 * their sources' sizes).
 */
export function checkOnDisk(buildFolder: string, { written, copied }: Record<"written" | "copied", ReadonlyMap<string, number>>): string[] {
  const expected = new Map([...written, ...copied]);
  const onDisk = new Set(filesIn(buildFolder));
  const problems = [...onDisk].filter((name) => !expected.has(name) && name !== outputMarker).map((name) => `${name}: expected no such file; found one`);
  for (const [name, bytes] of expected) {
    const size = onDisk.has(name) ? statSync(path.join(buildFolder, name)).size : undefined;
    if (size === undefined) problems.push(`${name}: expected a file of ${bytes} bytes; found none`);
    else if (size !== bytes) problems.push(`${name}: expected ${bytes} bytes; found ${size}`);
  }
  if (!onDisk.has(outputMarker)) problems.push(`${outputMarker}: expected the output folder's marker; found none`);
  return problems;
}
