// The output folder of a local build, and what the build may do to it (a failed build never
// damages the last good site):
// - it writes only into a folder it can prove is its own: absent, empty, or marked by an earlier
//   build of this project (the marker file below), and never the repository, the content folder,
//   a parent of either, or /;
// - one build at a time per output folder (a lock that names its process and when that process
//   started, so a killed build's lock is recognised as stale even once its process id is reused);
// - the published path is a symbolic link to a complete, verified build folder, replaced with
//   one rename(2), so after a kill at any moment it names the complete old or the complete new
//   site;
// - it deletes only what it made, each kind by its own rule, recognised by its exact name
//   (`_site.build-<pid>-<8 hex>`, `.previous-…`, `.link-…`, `.lock`, `.lock.new-…`,
//   `.lock.stale-…`): any other sibling, such as a copy `cp -rL _site _site.old` that carries the
//   marker too, is never touched. A folder is emptied with its marker last, so a kill part-way
//   leaves it still recognisable, and the next build finishes the job.
import { randomBytes } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmdirSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
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

/** The exact names of what a build makes beside the output `base`; nothing else is ever removed. */
function ownNames(base: string) {
  const b = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const made = (kind: string) => new RegExp(`^${b}\\.${kind}-\\d+-[0-9a-f]{8}$`);
  return { build: made("build"), previous: made("previous"), link: made("link"), lockNew: made("lock\\.new"), lockStale: made("lock\\.stale"), lock: `${base}.lock` };
}

/** A name for something this process makes beside the output: `<output>.<kind>-<pid>-<8 hex>`. */
const ownName = (outDir: string, kind: string) => `${outDir}.${kind}-${process.pid}-${randomBytes(4).toString("hex")}`;

/** Whether a process with this id exists (one we may not signal counts: it is alive). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The machine's boot (Linux), so a lock written before a restart is not taken for a live one. */
function bootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** When a process started, in clock ticks since boot (Linux /proc/<pid>/stat, field 22). */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count after the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** The lock's owner file: this process, when it started and on which boot. */
function ownerText(): string {
  const start = processStartTime(process.pid);
  const boot = bootId();
  return `${process.pid}\n${start ? `start ${start}\n` : ""}${boot ? `boot ${boot}\n` : ""}`;
}

/**
 * The live process an owner file names, or undefined when it is gone: a process id alone could
 * since belong to another process, so the start time and boot it records must match too.
 */
function liveOwner(text: string): number | undefined {
  const [first, ...rest] = text.split("\n");
  const pid = Number(first);
  if (!/^\d+$/.test(first ?? "") || pid <= 0 || !processIsAlive(pid)) return undefined;
  const field = (name: string) => rest.find((line) => line.startsWith(`${name} `))?.slice(name.length + 1);
  const boot = field("boot");
  if (boot !== undefined && bootId() !== undefined && boot !== bootId()) return undefined;
  const start = field("start");
  const now = processStartTime(pid);
  if (start !== undefined && now !== undefined && start !== now) return undefined;
  return pid;
}

/** An owner file as a build writes it (first line the process id, then `start …` and `boot …`). */
const ownerFile = /^\d+\n(start \d+\n)?(boot [0-9a-f-]+\n)?$/;

/**
 * Takes the output folder's lock (a sibling folder naming this process), or refuses while
 * another live build holds it. A lock whose process is gone (or whose process id now belongs to
 * a process that started later) is stale and taken over.
 *
 * The lock is made whole and then renamed into place, so whoever sees it can read its owner:
 * rename(2) of a folder onto an existing, non-empty one fails, and of two builds exactly one wins.
 */
export function lockOutputFolder(outDir: string): () => void {
  const lock = `${outDir}.lock`;
  const refusal = (pid?: number) =>
    new BuildFailure(`OUTPUT_DIR: another build${pid ? ` (process ${pid})` : ""} is writing ${outDir}; wait for it to finish, then build again.`);
  mkdirSync(path.dirname(outDir), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    const staged = ownName(outDir, "lock.new");
    mkdirSync(staged);
    writeFileSync(path.join(staged, "pid"), ownerText());
    try {
      renameSync(staged, lock);
      return () => removeLock(lock);
    } catch (error) {
      removeLock(staged);
      if (!["EEXIST", "ENOTEMPTY"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
    }
    let owner: number | undefined;
    try {
      owner = liveOwner(readFileSync(path.join(lock, "pid"), "utf8"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      // Released between our rename and this read: try again. A lock folder without an owner
      // (made by hand, or by an older build) is stale.
      if (!existsSync(lock)) continue;
    }
    if (owner !== undefined) throw refusal(owner);
    // Stale: move it aside in one rename, so of two builds taking it over only one succeeds.
    const aside = ownName(outDir, "lock.stale");
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

/** Removes a lock folder: its owner file, then the folder. */
function removeLock(dir: string): void {
  rmSync(path.join(dir, "pid"), { force: true });
  try {
    rmdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** A new, empty, marked build folder beside the output; the build writes into it. */
export function createBuildFolder(outDir: string): string {
  mkdirSync(path.dirname(outDir), { recursive: true });
  const dir = ownName(outDir, "build");
  mkdirSync(dir);
  writeOutputMarker(dir);
  return dir;
}

/**
 * Removes a build folder (or a moved-aside output) this build made: everything but the marker,
 * then the marker, then the folder, so a kill part-way leaves a folder the next build still
 * recognises as its own (by name and marker) and finishes removing.
 */
export function removeBuildFolder(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const name of names) if (name !== outputMarker) rmSync(path.join(dir, name), { recursive: true, force: true });
  rmSync(path.join(dir, outputMarker), { force: true });
  rmdirSync(dir);
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
 * Removes what earlier, killed builds of this output left beside it, each kind by its own rule:
 * build and moved-aside folders (exact name, a real folder, marked or already empty) the output
 * does not point at, temporary links (exact name, a link), and locks that were being staged or
 * moved aside (exact name, holding only an owner file whose process is gone). Anything else is
 * left alone, whatever it holds. Call it holding the lock.
 */
export function removeLeftovers(outDir: string): void {
  const parent = path.dirname(outDir);
  if (!existsSync(parent)) return;
  const names = ownNames(path.basename(outDir));
  const current = currentBuildFolder(outDir);
  for (const name of readdirSync(parent)) {
    const full = path.join(parent, name);
    if (full === current) continue;
    const stat = lstatSync(full, { throwIfNoEntry: false });
    if (!stat) continue;
    if (names.build.test(name) || names.previous.test(name)) {
      if (stat.isDirectory() && (isMarked(full) || readdirSync(full).length === 0)) removeBuildFolder(full);
    } else if (names.link.test(name)) {
      if (stat.isSymbolicLink()) unlinkSync(full);
    } else if (names.lockNew.test(name) || names.lockStale.test(name)) {
      if (stat.isDirectory() && isDeadLock(full)) removeLock(full);
    }
  }
}

/** A lock folder holding nothing but an owner file whose process is gone (or nothing at all). */
function isDeadLock(full: string): boolean {
  try {
    const entries = readdirSync(full);
    if (entries.length === 0) return true;
    if (entries.length !== 1 || entries[0] !== "pid") return false;
    const text = readFileSync(path.join(full, "pid"), "utf8");
    return ownerFile.test(text) && liveOwner(text) === undefined;
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
    else renameSync(outDir, (movedAside = ownName(outDir, "previous")));
  }
  const link = ownName(outDir, "link");
  symlinkSync(path.basename(buildFolder), link);
  renameSync(link, outDir);
  // What the output was before: removed only if it is a folder this project made (by its name).
  const names = ownNames(path.basename(outDir));
  for (const old of [previous, movedAside]) {
    if (!old || old === buildFolder || path.dirname(old) !== path.dirname(outDir)) continue;
    const name = path.basename(old);
    if ((names.build.test(name) || names.previous.test(name)) && isMarked(old)) removeBuildFolder(old);
  }
}

/** Puts a plain output folder back if a kill landed while swapIn had it moved aside. */
export function restoreMovedAside(outDir: string): void {
  if (lstatSync(outDir, { throwIfNoEntry: false })) return;
  const parent = path.dirname(outDir);
  if (!existsSync(parent)) return;
  const { previous } = ownNames(path.basename(outDir));
  const aside = readdirSync(parent)
    .filter((name) => previous.test(name))
    .map((name) => path.join(parent, name))
    .filter(isMarked)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (aside) renameSync(aside, outDir);
}
