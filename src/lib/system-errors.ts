// What the operating system refused, said in one line that names what and where: a full disk,
// a read-only or unwritable output location, an unreadable file. Eleventy wraps such an error in
// several of its own ("Having trouble writing to …") and a stack trace; the person building needs
// the reason, the path and which setting points there.
import path from "node:path";
import { isWithin } from "./content/read-json.ts";
import { wrappedErrors } from "./failure.ts";

const reasons: Readonly<Record<string, string>> = {
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up",
  EROFS: "the file system is read-only",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOENT: "no such file or folder",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "a folder where a file was expected",
  EMFILE: "too many open files",
  EIO: "an input/output error of the device",
};

/** The operating system's error inside however many wrappers. */
export function findSystemError(error: unknown): NodeJS.ErrnoException | undefined {
  return [...wrappedErrors(error)].find((e) => {
    const code = (e as NodeJS.ErrnoException).code;
    return typeof code === "string" && Object.hasOwn(reasons, code);
  }) as NodeJS.ErrnoException | undefined;
}

/** The reason in words with its code ("permission denied (EACCES)"), or the error's own message. */
export function describeSystemReason(error: unknown): string {
  const code = findSystemError(error)?.code;
  return code ? `${reasons[code]} (${code})` : error instanceof Error ? error.message : String(error);
}

/**
 * One line for a system error during a build: the setting whose location it is (CONTENT_DIR for
 * reading the content, OUTPUT_DIR otherwise), the path, the reason and its code, and what to do.
 */
export function describeSystemError(error: unknown, where: { outDir: string; contentDir: string }): string | undefined {
  const found = findSystemError(error);
  if (!found) return undefined;
  const code = found.code!;
  const file = found.path ? path.resolve(found.path) : undefined;
  const reason = describeSystemReason(found);
  if (file && isWithin(file, path.resolve(where.contentDir))) return `CONTENT_DIR: could not read ${file}: ${reason}.`;
  const target = file ?? where.outDir;
  const advice =
    code === "ENOSPC" || code === "EDQUOT"
      ? "free some space there, or set OUTPUT_DIR to a folder on another disk, then build again"
      : "set OUTPUT_DIR to a folder this build may create and write, then build again";
  return `OUTPUT_DIR: could not write ${target}${file && file !== where.outDir ? ` (for ${where.outDir})` : ""}: ${reason}; ${advice}.`;
}
