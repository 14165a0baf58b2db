// Reads one editor's JSON file, turning every way it can be unreadable into a ContentProblem.
import { readFileSync } from "node:fs";
import { findDuplicateKeys } from "./duplicate-keys.ts";
import type { ContentProblem } from "./problems.ts";

export const maxContentFileBytes = 1024 * 1024;

export type ReadResult = { ok: true; value: unknown; text: string } | { ok: false; problem: ContentProblem };

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

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split("\n").length;
  const column = position - before.lastIndexOf("\n");
  return `line ${line}, column ${column}`;
}

export function readJson(file: string, displayName: string): ReadResult {
  const read = readText(file, displayName);
  if (!read.ok) return read;
  let value: unknown;
  try {
    value = JSON.parse(read.text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? "the end of the file" : lineAndColumn(read.text, Number(position));
    const reason = message.replace(/\s*in JSON at position \d+.*$/s, "").replace(/^JSON\.parse: /, "");
    return { ok: false, problem: { file: displayName, path: "", expected: "valid JSON", found: `${reason} at ${where}` } };
  }
  const duplicate = findDuplicateKeys(read.text)[0];
  if (duplicate) {
    return {
      ok: false,
      problem: { file: displayName, path: duplicate.path, expected: "each field once", found: `${JSON.stringify(duplicate.key)} again on line ${duplicate.line}` },
    };
  }
  return { ok: true, value, text: read.text };
}
