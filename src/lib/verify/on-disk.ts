// The check on disk before the swap (src/lib/publish.ts): the build folder holds exactly the
// verified files, with the sizes that were verified, the copied assets and the output marker, and
// nothing else (DESIGN §6). For a site of several passes the output check's worker measures each
// pass's files when the pass ends (worker.ts), so the build's own thread only lists the folder.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { outputMarker } from "../output-folder.ts";

/** Files as the check on disk expects them: the folder, and each file's path in it with its size in bytes. */
export interface WrittenFiles {
  folder: string;
  files: Iterable<[name: string, bytes: number]>;
}

/** Each file has its size on disk: a stat per file. */
export function sizeProblems({ folder, files }: WrittenFiles): string[] {
  const problems: string[] = [];
  for (const [name, bytes] of files) {
    const found = statSync(path.join(folder, name), { throwIfNoEntry: false });
    if (!found?.isFile()) problems.push(`${name}: expected a file of ${bytes} bytes; found none`);
    else if (found.size !== bytes) problems.push(`${name}: expected ${bytes} bytes; found ${found.size}`);
  }
  return problems;
}

/** The files in a folder and its subfolders, as paths with "/": from the directory entries, without a stat each. */
export function fileNamesIn(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) names.add(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  }
  return names;
}

export interface ExpectedOnDisk {
  /** The files Eleventy wrote, by path in the build folder, with their verified sizes. */
  written: ReadonlyMap<string, number>;
  /** Whether the written files' sizes were measured already (each pass's, by the output check's worker). */
  writtenSizesChecked: boolean;
  /** The files copied as they are (the assets), with their sources' sizes. */
  copied: ReadonlyMap<string, number>;
}

/** The build folder holds exactly the expected files, with their sizes, and the output marker. */
export function checkOnDisk(buildFolder: string, { written, writtenSizesChecked, copied }: ExpectedOnDisk): string[] {
  const onDisk = fileNamesIn(buildFolder);
  const problems: string[] = [];
  const present = (files: ReadonlyMap<string, number>) => [...files].filter(([name, bytes]) => onDisk.has(name) || !problems.push(`${name}: expected a file of ${bytes} bytes; found none`));
  const writtenPresent = present(written);
  const copiedPresent = present(copied);
  if (!onDisk.has(outputMarker)) problems.push(`${outputMarker}: expected the output folder's marker; found none`);
  for (const name of onDisk) if (!written.has(name) && !copied.has(name) && name !== outputMarker) problems.push(`${name}: expected no such file; found one`);
  problems.push(...sizeProblems({ folder: buildFolder, files: writtenSizesChecked ? copiedPresent : [...writtenPresent, ...copiedPresent] }));
  return problems;
}
