// Reads one editor's JSON file, turning every way it can be unreadable into a ContentProblem.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import { parseLocatedJson, type JsonProblem, type TextLocation } from "./located-json.ts";
import { formatPath, type ContentProblem } from "./problems.ts";

export const maxContentFileBytes = 1024 * 1024;

export type ReadResult =
  | { ok: true; value: unknown; text: string; locate: (path: readonly PropertyKey[]) => TextLocation; problems: ContentProblem[] }
  | { ok: false; problem: ContentProblem };

/** What a path is, for a message, when it is not a regular file. */
function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return "a folder";
  if (stat.isFIFO()) return "a named pipe (FIFO)";
  if (stat.isCharacterDevice()) return "a character device";
  if (stat.isBlockDevice()) return "a block device";
  if (stat.isSocket()) return "a socket";
  return "something other than a regular file";
}

/**
 * One buffer for every read (reads are synchronous and decoded before the next one): a fresh
 * zero-filled megabyte per file cost more than reading the file (docs/performance.md).
 */
const readBuffer = Buffer.allocUnsafe(maxContentFileBytes + 1);

export const isWithin = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/**
 * Reads a content file as UTF-8 text, refusing anything but a regular file inside the content
 * folder (`realRoot`, a real path): no pipe, device or socket is ever opened, a link may not
 * leave the folder, and the size is checked before a byte is read.
 */
export function readText(file: string, displayName: string, realRoot: string): { ok: true; text: string } | { ok: false; problem: ContentProblem } {
  const refuse = (expected: string, found: string, unread?: true) => ({ ok: false as const, problem: { file: displayName, path: "", expected, found, ...(unread && { unread }) } });
  let stat: Stats;
  try {
    stat = lstatSync(file);
    if (stat.isSymbolicLink()) {
      const target = realpathSync(file);
      if (!isWithin(target, realRoot)) return refuse("a file inside the content folder", `a symbolic link to ${target}, outside it`);
      stat = statSync(target);
    }
  } catch (error) {
    return refuse("a readable file", (error as NodeJS.ErrnoException).code ?? String(error), true);
  }
  if (!stat.isFile()) return refuse("a regular file", kindOf(stat));
  if (stat.size > maxContentFileBytes) return refuse(`a file of at most ${maxContentFileBytes} bytes`, `${stat.size} bytes`);
  let bytes: Buffer;
  let fd: number | undefined;
  try {
    // Non-blocking, so a pipe swapped in after the check cannot hang the build; fstat checks
    // what was actually opened.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const opened = fstatSync(fd);
    if (!opened.isFile()) return refuse("a regular file", kindOf(opened));
    bytes = readBuffer;
    let length = 0;
    for (let n; length < bytes.length && (n = readSync(fd, bytes, length, bytes.length - length, null)) > 0; ) length += n;
    if (length > maxContentFileBytes) return refuse(`a file of at most ${maxContentFileBytes} bytes`, "a file that grew past it while being read");
    bytes = bytes.subarray(0, length);
  } catch (error) {
    return refuse("a readable file", (error as NodeJS.ErrnoException).code ?? String(error), true);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refuse("UTF-8 text", "bytes that are not valid UTF-8");
  }
  // A byte-order mark is invisible in editors; accept it rather than fail on it.
  return { ok: true, text: text.startsWith("\uFEFF") ? text.slice(1) : text };
}

/** Reads a JSON file with the place of every field. A syntax error is the file's one problem
 *  unless the value can be read past it (a trailing comma, a comment); those and fields written
 *  twice are problems too, but the file is still checked further. */
export function readJson(file: string, displayName: string, realRoot: string): ReadResult {
  const read = readText(file, displayName, realRoot);
  if (!read.ok) return read;
  const parsed = parseLocatedJson(read.text);
  const problem = ({ path, location, expected, found }: JsonProblem): ContentProblem => ({ file: displayName, path: formatPath(path), expected, found, ...location });
  if (!parsed.ok) return { ok: false, problem: problem(parsed.problem) };
  const { value, locate } = parsed.json;
  const problems = parsed.json.problems.map(problem);
  return { ok: true, value, text: read.text, locate, problems };
}
