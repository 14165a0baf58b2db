// The check on disk before the swap (src/lib/publish.ts): the build folder holds exactly the
// verified files, with the sizes that were verified, the copied assets and the output marker, and
// nothing else, so the swap never publishes a stale or unchecked file.
import { opendirSync, statSync } from "node:fs";
import path from "node:path";
import { outputMarker } from "../output-folder.ts";

/** Each file (path in `folder` → size in bytes) has its size on disk: a stat per file. */
function sizeProblems(folder: string, files: Iterable<[name: string, bytes: number]>): string[] {
  const problems: string[] = [];
  for (const [name, bytes] of files) {
    const found = statSync(path.join(folder, name), { throwIfNoEntry: false });
    if (!found?.isFile()) problems.push(`${name}: expected a file of ${bytes} bytes; found none`);
    else if (found.size !== bytes) problems.push(`${name}: expected ${bytes} bytes; found ${found.size}`);
  }
  return problems;
}

/**
 * Calls `visit` with the path (with "/") of every file in a folder and its subfolders, reading one
 * directory at a time: at 30× the build folder holds 116,006 files, and this runs when the build's
 * memory is at its highest, so the listing never holds them all as entries at once.
 */
export function forEachFileIn(root: string, visit: (name: string) => void, dir = ""): void {
  const handle = opendirSync(path.join(root, dir), { bufferSize: 256 });
  try {
    for (let entry = handle.readSync(); entry; entry = handle.readSync()) {
      const name = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) forEachFileIn(root, visit, name);
      else if (entry.isFile()) visit(name);
    }
  } finally {
    handle.closeSync();
  }
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
  forEachFileIn(buildFolder, (name) => {
    if (missing.delete(name)) return;
    if (name === outputMarker) marker = true;
    else problems.push(`${name}: expected no such file; found one`);
  });
  for (const name of missing) problems.push(`${name}: expected a file of ${written.get(name) ?? copied.get(name)} bytes; found none`);
  if (!marker) problems.push(`${outputMarker}: expected the output folder's marker; found none`);
  const present = (files: ReadonlyMap<string, number>) => [...files].filter(([name]) => !missing.has(name));
  problems.push(...sizeProblems(buildFolder, [...present(written), ...present(copied)]));
  return problems;
}
