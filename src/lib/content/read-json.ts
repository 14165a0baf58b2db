// Reads one editor's JSON file, turning every way it can be unreadable into a ContentProblem.
import { readFileSync } from "node:fs";
import { parseLocatedJson, type TextLocation } from "./located-json.ts";
import { formatPath, type ContentProblem } from "./problems.ts";

export const maxContentFileBytes = 1024 * 1024;

export type ReadResult =
  | { ok: true; value: unknown; text: string; locate: (path: readonly PropertyKey[]) => TextLocation; problems: ContentProblem[] }
  | { ok: false; problem: ContentProblem };

export function readText(file: string, displayName: string): { ok: true; text: string } | { ok: false; problem: ContentProblem } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return { ok: false, problem: { file: displayName, path: "", expected: "a readable file", found: (error as NodeJS.ErrnoException).code ?? String(error) } };
  }
  if (bytes.length > maxContentFileBytes) {
    return {
      ok: false,
      problem: { file: displayName, path: "", expected: `a file of at most ${maxContentFileBytes} bytes`, found: `${bytes.length} bytes` },
    };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: { file: displayName, path: "", expected: "UTF-8 text", found: "bytes that are not valid UTF-8" } };
  }
  // A byte-order mark is invisible in editors; accept it rather than fail on it.
  return { ok: true, text: text.startsWith("\uFEFF") ? text.slice(1) : text };
}

/** Reads a JSON file with the place of every field. A syntax error is the file's one problem;
 *  fields written twice are problems too, but the file is still checked further. */
export function readJson(file: string, displayName: string): ReadResult {
  const read = readText(file, displayName);
  if (!read.ok) return read;
  const parsed = parseLocatedJson(read.text);
  if (!parsed.ok) {
    const { location, expected, found } = parsed.problem;
    return { ok: false, problem: { file: displayName, path: "", expected, found, ...location } };
  }
  const { value, locate, duplicates } = parsed.json;
  const problems = duplicates.map(
    (duplicate): ContentProblem => ({
      file: displayName,
      path: formatPath(duplicate.path),
      expected: "each field once (JSON keeps only the last one)",
      found: `${JSON.stringify(duplicate.key)} again`,
      ...duplicate.location,
    }),
  );
  return { ok: true, value, text: read.text, locate, problems };
}
