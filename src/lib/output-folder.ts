// The output folder of a local build, and what the build may do to it (a failed build never
// damages the last good site):
// - it writes only into a folder it can prove is its own: absent, empty, or marked by an earlier
//   build of this project (the marker file below), and never the repository, the content folder,
//   a parent of either, or /;
// - one build at a time per output folder (a lock that names its process, so a killed build's
//   lock is recognised as stale);
// - the published path is a symbolic link to a complete, verified build folder, replaced with
//   one rename(2), so after a kill at any moment it names the complete old or the complete new
//   site;
// - it deletes only siblings it made: marked build folders and its own links, never by name alone.
import { randomBytes } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BuildFailure } from "./failure.ts";

/** The file every build folder carries, so the build recognises its own output and leftovers. */
export const outputMarker = ".travel-health-output";
export const outputMarkerText = "Output of the travel-health-content build. The build replaces this folder whole; keep nothing else here.\n";

export function writeOutputMarker(dir: string): void {
  writeFileSync(path.join(dir, outputMarker), outputMarkerText);
}

function isMarked(dir: string): boolean {
  try {
    return statSync(dir).isDirectory() && readFileSync(path.join(dir, outputMarker), "utf8") === outputMarkerText;
  } catch {
    return false;
  }
}

const within = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

function realOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

/**
 * Refuses an output folder the build cannot prove is its own, with a message naming OUTPUT_DIR.
 * `protectedDirs` are the repository and the content folder: neither they nor a parent of them
 * may be the output, and the output may not lie inside the content folder.
 */
export function checkOutputFolder(outDir: string, protectedDirs: { repository: string; content: string }): void {
  const refuse = (why: string): never => {
    throw new BuildFailure(`OUTPUT_DIR: expected a folder the build owns (absent, empty, or written by an earlier build); found ${outDir}, ${why}.`);
  };
  const real = realOrSelf(outDir);
  if (real === path.parse(real).root) refuse("the root of the file system");
  for (const [name, dir] of Object.entries(protectedDirs)) {
    const protectedReal = realOrSelf(dir);
    if (within(protectedReal, real)) refuse(`which is the ${name} folder or contains it`);
  }
  if (within(real, realOrSelf(protectedDirs.content))) refuse("which is inside the content folder");
  let stat;
  try {
    stat = lstatSync(outDir);
  } catch {
    return; // absent: the build creates it
  }
  if (stat.isSymbolicLink()) {
    const target = path.resolve(path.dirname(outDir), readlinkSync(outDir));
    if (path.dirname(target) !== path.dirname(outDir) || !isMarked(target)) refuse(`a link to ${target}, which no build of this project wrote`);
    return;
  }
  if (!stat.isDirectory()) refuse("which is not a folder");
  if (readdirSync(outDir).length > 0 && !isMarked(outDir)) refuse(`which holds files but no ${outputMarker} marker`);
}

/** Whether a process with this id exists (one we may not signal counts: it is alive). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the output folder's lock (a sibling folder naming this process), or refuses while
 * another live build holds it. A lock whose process is gone is stale and taken over.
 *
 * The lock is made whole and then renamed into place, so whoever sees it can read its owner:
 * rename(2) of a folder onto an existing, non-empty one fails, and of two builds exactly one wins.
 */
export function lockOutputFolder(outDir: string): () => void {
  const lock = `${outDir}.lock`;
  const refusal = (pid?: number) =>
    new BuildFailure(`OUTPUT_DIR: another build${pid ? ` (process ${pid})` : ""} is writing ${outDir}; wait for it to finish, then build again.`);
  for (let attempt = 0; attempt < 5; attempt++) {
    const staged = `${lock}.new-${process.pid}-${randomBytes(4).toString("hex")}`;
    mkdirSync(staged);
    writeFileSync(path.join(staged, "pid"), `${process.pid}\n`);
    try {
      renameSync(staged, lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      rmSync(staged, { recursive: true, force: true });
      if (!["EEXIST", "ENOTEMPTY"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
    }
    let pid: number;
    try {
      pid = Number(readFileSync(path.join(lock, "pid"), "utf8"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      // Released between our rename and this read: try again. A lock folder without an owner
      // (made by hand, or by an older build) is stale.
      if (!existsSync(lock)) continue;
      pid = Number.NaN;
    }
    if (Number.isInteger(pid) && pid > 0 && processIsAlive(pid)) throw refusal(pid);
    // Stale: move it aside in one rename, so of two builds taking it over only one succeeds.
    const aside = `${lock}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
    try {
      renameSync(lock, aside);
      rmSync(aside, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  // Five lost races in a row: builds keep starting and finishing around this one.
  throw refusal();
}

/** A new, empty, marked build folder beside the output; the build writes into it. */
export function createBuildFolder(outDir: string): string {
  mkdirSync(path.dirname(outDir), { recursive: true });
  const dir = `${outDir}.build-${process.pid}-${randomBytes(4).toString("hex")}`;
  mkdirSync(dir);
  writeOutputMarker(dir);
  return dir;
}

/** The build folder the output currently is (through its link), if any. */
function currentBuildFolder(outDir: string): string | undefined {
  try {
    if (lstatSync(outDir).isSymbolicLink()) return path.resolve(path.dirname(outDir), readlinkSync(outDir));
  } catch {
    // absent
  }
  return undefined;
}

/**
 * Removes what earlier, killed builds of this output left beside it: marked build folders the
 * output does not point at, this output's temporary links, and locks they were staging or moving
 * aside. Call it holding the lock.
 */
export function removeLeftovers(outDir: string): void {
  const parent = path.dirname(outDir);
  if (!existsSync(parent)) return;
  const base = path.basename(outDir);
  const current = currentBuildFolder(outDir);
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(`${base}.`)) continue;
    const full = path.join(parent, name);
    if (full === current || full === `${outDir}.lock`) continue;
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) {
      const target = path.resolve(parent, readlinkSync(full));
      if (/\.link-\d+-[0-9a-f]+$/.test(name) && path.dirname(target) === parent) rmSync(full, { force: true });
    } else if (stat.isDirectory() && (isMarked(full) || isOwnLockLeftover(name, full))) {
      rmSync(full, { recursive: true, force: true });
    }
  }
}

/**
 * A lock a killed build was staging or moving aside: its own name pattern, holding only its pid,
 * made by a process that is gone (a live build may be staging one right now).
 */
function isOwnLockLeftover(name: string, full: string): boolean {
  const match = /\.lock\.(?:new|stale)-(\d+)-[0-9a-f]{8}$/.exec(name);
  if (!match || processIsAlive(Number(match[1]))) return false;
  try {
    const entries = readdirSync(full);
    return entries.length === 0 || (entries.length === 1 && entries[0] === "pid" && /^\d+\n$/.test(readFileSync(path.join(full, "pid"), "utf8")));
  } catch {
    return false;
  }
}

/**
 * Publishes a complete build folder: the output becomes a link to it in a single rename, then
 * the folder it replaced is removed. An output that is still a plain folder (from
 * `npx @11ty/eleventy` or `npm start`) is first moved aside: the only moment without an
 * output, and the next build puts it back if a kill lands there (restoreMovedAside).
 */
export function swapIn(outDir: string, buildFolder: string): void {
  const previous = currentBuildFolder(outDir);
  let movedAside: string | undefined;
  if (!previous && existsSync(outDir)) {
    if (readdirSync(outDir).length === 0) rmdirSync(outDir);
    else renameSync(outDir, (movedAside = `${outDir}.previous-${process.pid}-${randomBytes(4).toString("hex")}`));
  }
  const link = `${outDir}.link-${process.pid}-${randomBytes(4).toString("hex")}`;
  symlinkSync(path.basename(buildFolder), link);
  renameSync(link, outDir);
  for (const old of [previous, movedAside]) if (old && old !== buildFolder) rmSync(old, { recursive: true, force: true });
}

/** Puts a plain output folder back if a kill landed while swapIn had it moved aside. */
export function restoreMovedAside(outDir: string): void {
  if (lstatSync(outDir, { throwIfNoEntry: false })) return;
  const parent = path.dirname(outDir);
  if (!existsSync(parent)) return;
  const base = path.basename(outDir);
  const aside = readdirSync(parent)
    .filter((name) => name.startsWith(`${base}.previous-`))
    .map((name) => path.join(parent, name))
    .filter(isMarked)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (aside) renameSync(aside, outDir);
}
