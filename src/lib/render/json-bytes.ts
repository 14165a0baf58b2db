// A JSON file's bytes, made piece by piece: the same bytes as JSON.stringify(value, null, 2) and
// a line break, without the whole text ever being one string. A locale's bulk file is 58 MB of
// UTF-8 at 30x content, 116 MB of heap as one string (docs/performance.md, memory); in pieces,
// each dies young and only the bytes remain.

const indentStep = "  ";

/**
 * `JSON.stringify(value, null, 2) + "\n"` as UTF-8, for plain data (objects, arrays, strings,
 * numbers, booleans, null; undefined fields left out as JSON.stringify leaves them). Objects
 * and arrays down to `depth` levels are written member by member; below that, each member is
 * stringified whole and indented to its place (JSON text holds no raw line break, so
 * indenting after every line break is exact).
 */
export function jsonBytes(value: unknown, depth: number): Buffer {
  const chunks: Buffer[] = [];
  let pending = "";
  const write = (text: string) => {
    pending += text;
    // Below 64 KB of UTF-16: the chunk's text stays out of V8's large-object space.
    if (pending.length >= 32768) {
      chunks.push(Buffer.from(pending, "utf8"));
      pending = "";
    }
  };
  writeValue(value, "", depth, write);
  write("\n");
  chunks.push(Buffer.from(pending, "utf8"));
  return Buffer.concat(chunks);
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
