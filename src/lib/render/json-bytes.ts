// A JSON file's bytes, made piece by piece: the same bytes as JSON.stringify(value, null, 2) and
// a line break, without the whole text ever being one string. A locale's bulk file is 58 MB of
// UTF-8 at 30x content, 116 MB of heap as one string (docs/performance.md, memory); in pieces,
// each dies young and only the bytes remain.
import { FileInPieces } from "./file-bytes.ts";

const indentStep = "  ";

/**
 * `JSON.stringify(value, null, 2) + "\n"` as UTF-8, for plain data (objects, arrays, strings,
 * numbers, booleans, null; undefined fields left out as JSON.stringify leaves them). Objects
 * and arrays down to `depth` levels are written member by member; below that, each member is
 * stringified whole and indented to its place (JSON text holds no raw line break, so
 * indenting after every line break is exact).
 */
export function jsonBytes(value: unknown, depth: number): Buffer {
  const out = new FileInPieces();
  writeValue(value, "", depth, out.write);
  out.write("\n");
  const file = out.file();
  // JSON.stringify escapes lone surrogates, so JSON text is always well-formed: its file is bytes.
  return typeof file === "string" ? Buffer.from(file, "utf8") : file;
}

function writeValue(value: unknown, indent: string, depth: number, write: (text: string) => void): void {
  const isContainer = value !== null && typeof value === "object";
  if (depth === 0 || !isContainer) {
    const text = JSON.stringify(value, null, 2) ?? "null";
    write(indent && text.includes("\n") ? text.replaceAll("\n", `\n${indent}`) : text);
    return;
  }
  const inner = indent + indentStep;
  const members: [string | undefined, unknown][] = Array.isArray(value)
    ? value.map((item) => [undefined, item])
    : Object.entries(value).filter(([, member]) => member !== undefined && typeof member !== "function" && typeof member !== "symbol");
  if (members.length === 0) {
    write(Array.isArray(value) ? "[]" : "{}");
    return;
  }
  write(Array.isArray(value) ? "[" : "{");
  members.forEach(([key, member], i) => {
    write(`${i === 0 ? "" : ","}\n${inner}${key === undefined ? "" : `${JSON.stringify(key)}: `}`);
    writeValue(member, inner, depth - 1, write);
  });
  write(`\n${indent}${Array.isArray(value) ? "]" : "}"}`);
}
