// The check on disk before the swap (src/lib/publish.ts): the build folder holds exactly the
// verified files, with the sizes that were verified, the copied assets and the output marker, and
// nothing else, so the swap never publishes a stale or unchecked file.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { outputMarker } from "../output-folder.ts";

/** Each file (path in `folder`, size) has its size on disk. */
function sizeProblems(folder: string, files: Iterable<[name: string, bytes: number]>): string[] {
  const problems: string[] = [];
  for (const [name, bytes] of files) {
    const found = statSync(path.join(folder, name), { throwIfNoEntry: false });
    if (!found?.isFile()) problems.push(`${name}: expected a file of ${bytes} bytes; found none`);
    else if (found.size !== bytes) problems.push(`${name}: expected ${bytes} bytes; found ${found.size}`);
  }
  return problems;
}

/** The path (with "/") of every file in a folder and its subfolders. */
export function filesIn(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

export interface ExpectedOnDisk {
  /** The files Eleventy wrote, by path in the build folder, with their verified sizes. */
  written: ReadonlyMap<string, number>;
  /** The files copied as they are (the assets), with their sources' sizes. */
  copied: ReadonlyMap<string, number>;
}

/** The build folder holds exactly the expected files, with their sizes, and the output marker. */
export function checkOnDisk(buildFolder: string, { written, copied }: ExpectedOnDisk): string[] {
  const problems: string[] = [];
  const missing = new Set(written.keys());
  for (const name of copied.keys()) missing.add(name);
  let marker = false;
  for (const name of filesIn(buildFolder)) {
    if (missing.delete(name)) continue;
    if (name === outputMarker) marker = true;
    else problems.push(`${name}: expected no such file; found one`);
  }
  for (const name of missing) problems.push(`${name}: expected a file of ${written.get(name) ?? copied.get(name)} bytes; found none`);
  if (!marker) problems.push(`${outputMarker}: expected the output folder's marker; found none`);
  const present = (files: ReadonlyMap<string, number>) => [...files].filter(([name]) => !missing.has(name));
  problems.push(...sizeProblems(buildFolder, [...present(written), ...present(copied)]));
  return problems;
}
