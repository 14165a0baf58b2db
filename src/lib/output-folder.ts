// The output folder, and what a build may do to it (a failed build never damages the last good
// site):
// - it writes only into a folder it can prove is its own (absent, empty, or marked by an earlier
//   build), never the repository, the content folder, a parent of either, or /;
// - it renders into a build folder beside the output (`_site.build-<pid>-<8 hex>`) and publishes
//   it once verified: into an absent output with one rename, else by replacing the output's link
//   with one rename(2), so a kill leaves the complete old or new site. A plain output folder
//   (`npm start` writes one) is moved aside first, and the next build puts it back if need be;
// - it deletes only what it made, by exact name (`.build-…`, `.previous-…`, `.link-…`) and a
//   process id no longer running (builds into one output may run at once; the last to publish
//   wins). A folder is emptied with its marker last, so a kill part-way leaves it recognisable.
import { randomBytes } from "node:crypto";
import { lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmdirSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isWithin } from "./content/read-json.ts";
import { BuildFailure } from "./failure.ts";
import { describeSystemReason } from "./system-errors.ts";

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

/** A folder of this build's own making: marked, empty, or holding only a marker cut short (a full disk while writing it). */
function isOwnFolder(dir: string): boolean {
  if (isMarked(dir)) return true;
  try {
    const names = readdirSync(dir);
    return names.length === 0 || (names.length === 1 && names[0] === outputMarker && outputMarkerText.startsWith(readFileSync(path.join(dir, outputMarker), "utf8")));
  } catch {
    return false;
  }
}

function realOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

/** Refuses an output folder the build cannot prove is its own, or that is (or holds) the repository or the content folder. */
export function checkOutputFolder(outDir: string, protectedDirs: { repository: string; content: string }): void {
  const refuse = (why: string): never => {
    throw new BuildFailure(`OUTPUT_DIR: expected a folder the build owns (absent, empty, or written by an earlier build); found ${outDir}, ${why}.`);
  };
  const real = realOrSelf(outDir);
  if (real === path.parse(real).root) refuse("the root of the file system");
  for (const [name, dir] of Object.entries(protectedDirs)) {
    const protectedReal = realOrSelf(dir);
    if (isWithin(protectedReal, real)) refuse(`which is the ${name} folder or contains it`);
  }
  if (isWithin(real, realOrSelf(protectedDirs.content))) refuse("which is inside the content folder");
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

/** What a build made beside the output `base`, by exact name, and the process that made it. */
function ownKind(base: string, name: string): { kind: "build" | "previous" | "link"; pid: number } | undefined {
  const b = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`^${b}\\.(build|previous|link)-(\\d+)-[0-9a-f]{8}$`).exec(name);
  return match ? { kind: match[1] as "build" | "previous" | "link", pid: Number(match[2]) } : undefined;
}

const ownName = (outDir: string, kind: string) => `${outDir}.${kind}-${process.pid}-${randomBytes(4).toString("hex")}`;

export const buildFolderFor = (outDir: string) => ownName(outDir, "build");

/** A process we may not signal is alive too. */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A new, empty, marked build folder; if even that fails (a full disk), nothing of it is left. */
export function createBuildFolder(dir: string): void {
  mkdirSync(path.dirname(dir), { recursive: true });
  mkdirSync(dir);
  try {
    writeOutputMarker(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Removes a folder this build made, marker last, so a kill part-way leaves it recognisable. */
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

/** The build folder the output links to, if any. */
function currentBuildFolder(outDir: string): string | undefined {
  return lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink() ? path.resolve(path.dirname(outDir), readlinkSync(outDir)) : undefined;
}

function removeOwn(full: string, remove: (full: string) => void): string | undefined {
  try {
    remove(full);
    return undefined;
  } catch (error) {
    return `${full}: could not be removed (${describeSystemReason(error)}); remove it by hand, or the next build tries again.`;
  }
}

/**
 * Before a build: puts back a plain output that a killed build had moved aside, then removes what
 * finished builds (or an earlier build of this process) left beside the output. Returns a line for
 * each it could not remove; the build goes on, since the output is whole either way.
 */
export function cleanUpBeside(outDir: string, keep: string): string[] {
  const parent = path.dirname(outDir);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return []; // no parent yet: nothing to clean
  }
  const base = path.basename(outDir);
  const finished = (pid: number) => (pid === process.pid ? true : !processIsAlive(pid));
  if (!lstatSync(outDir, { throwIfNoEntry: false })) {
    const aside = names
      .filter((name) => ownKind(base, name)?.kind === "previous" && finished(ownKind(base, name)!.pid))
      .map((name) => path.join(parent, name))
      .filter(isMarked)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
    if (aside) renameSync(aside, outDir);
  }
  const current = currentBuildFolder(outDir);
  const problems: string[] = [];
  for (const name of readdirSync(parent)) {
    const full = path.join(parent, name);
    const own = ownKind(base, name);
    if (!own || full === current || full === keep || !finished(own.pid)) continue;
    const stat = lstatSync(full, { throwIfNoEntry: false });
    let problem: string | undefined;
    if (own.kind === "link") problem = stat?.isSymbolicLink() ? removeOwn(full, unlinkSync) : undefined;
    else if (stat?.isDirectory() && isOwnFolder(full)) problem = removeOwn(full, removeBuildFolder);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * Publishes a verified build folder as the output; returns a line for each old folder it could not
 * remove. A failure before publishing puts the old site back and says which site the output is.
 */
export function publishBuildFolder(outDir: string, buildFolder: string): string[] {
  const fail = (step: string, error: unknown, state: string): never => {
    throw new BuildFailure(`OUTPUT_DIR: could not ${step} (${describeSystemReason(error)}). ${state}`);
  };
  const left = `; the next build removes ${buildFolder}`;
  const stat = lstatSync(outDir, { throwIfNoEntry: false });
  if (!stat) {
    try {
      renameSync(buildFolder, outDir);
    } catch (error) {
      fail(`move the new site to ${outDir}`, error, `There is no site at ${outDir}, as before${left}.`);
    }
    return [];
  }
  const previous = currentBuildFolder(outDir);
  let movedAside: string | undefined;
  if (!previous) {
    try {
      if (readdirSync(outDir).length === 0) rmdirSync(outDir);
      else renameSync(outDir, (movedAside = ownName(outDir, "previous")));
    } catch (error) {
      fail(`move the old site at ${outDir} aside`, error, `${outDir} is the old site, unchanged${left}.`);
    }
  }
  const link = ownName(outDir, "link");
  try {
    symlinkSync(path.basename(buildFolder), link);
    renameSync(link, outDir);
  } catch (error) {
    rmSync(link, { force: true });
    let state = movedAside ? `${outDir} is the old site again` : `${outDir} is the old site, unchanged`;
    if (movedAside) {
      try {
        renameSync(movedAside, outDir);
      } catch {
        state = `the old site is in ${movedAside}, and the next build moves it back to ${outDir}`;
      }
    }
    fail(`publish the new site at ${outDir}`, error, `${state}${left}.`);
  }
  // The old output: removed only if this project made it.
  const problems: string[] = [];
  for (const old of [previous, movedAside]) {
    if (!old || old === buildFolder || path.dirname(old) !== path.dirname(outDir)) continue;
    if (ownKind(path.basename(outDir), path.basename(old)) && isMarked(old)) {
      const problem = removeOwn(old, removeBuildFolder);
      if (problem) problems.push(`${outDir} is the new site. The old site's folder ${problem}`);
    }
  }
  return problems;
}
