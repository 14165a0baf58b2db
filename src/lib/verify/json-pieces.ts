// A JSON file too large to check as one text, cut into pieces the output check can parse one at
// a time (docs/performance.md, memory). A locale's bulk file is 58 MB of UTF-8 at 30x content: as
// one string 116 MB of heap, and its parse several times that, all alive at once. Cut, the
// largest text is one batch of a few elements.
//
// The cut is found by scanning the bytes (strings, brackets, commas), not by trusting how we
// indent. What it proves: if the skeleton parses and every batch parses as array elements, the
// whole file parses, because the file is the skeleton with each array's elements put back between
// commas the scan found. Where anything does not fit, the caller parses the whole text instead,
// so a broken file gets the same message as before.

/**
 * The bytes of a piece of text the output check decodes at a time: as text at most 96 KB, below
 * V8's large-object size (128 KB), so each piece dies young instead of waiting in the large-object
 * space for a full collection.
 */
export const pieceBytes = 48 * 1024;

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const colon = 0x3a;
const openObject = 0x7b;
const closeObject = 0x7d;
const openArray = 0x5b;
const closeArray = 0x5d;

/** Bytes [start, end) of the file: one or more whole elements of a cut array, with the commas between them. */
export interface Batch {
  start: number;
  end: number;
  /** The array index of the batch's first element. */
  firstIndex: number;
}

/** One array cut out of the file: where it is, and its elements' bytes in batches. */
export interface CutArray {
  /** The array's place in the document: object keys and array indices from the root. */
  path: (string | number)[];
  batches: Batch[];
}

export interface CutJson {
  /** The file's text with every cut array left empty (`[]`). */
  skeleton: string;
  arrays: CutArray[];
}

interface Open {
  bracket: number;
  /** The member being read: the last key of an object, the element count of an array. */
  member: string | number | undefined;
}

/**
 * Cuts the arrays that open `depth` containers deep (the root is depth 1) out of a JSON file:
 * for the bulk file, bulkListDepth is each list under `data`. Batches hold whole elements up to about
 * `batchBytes`. Returns undefined if the bytes do not scan as JSON brackets and strings; the
 * caller then parses the whole text, whose error says what is wrong.
 */
export function cutArrays(bytes: Buffer, depth: number, batchBytes = pieceBytes): CutJson | undefined {
  const stack: Open[] = [];
  const arrays: CutArray[] = [];
  const kept: string[] = [];
  let keptFrom = 0;
  // The array being cut: where its bracket is, and where its open batch starts.
  let cutting: (CutArray & { open: number; batch: Omit<Batch, "end"> }) | undefined;
  // The last byte that was not white space or inside a string: says whether a string is a key.
  let previous = 0;
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    const c = bytes[i]!;
    if (c === quote) {
      let end = i + 1;
      for (;;) {
        end = bytes.indexOf(quote, end);
        if (end < 0) return undefined;
        let slashes = 0;
        while (bytes[end - 1 - slashes] === backslash) slashes++;
        if (slashes % 2 === 0) break;
        end++;
      }
      const top = stack.at(-1);
      // Keys only matter above the cut arrays: a path is made of them.
      if (top?.bracket === openObject && stack.length < depth && (previous === openObject || previous === comma)) {
        try {
          top.member = JSON.parse(bytes.toString("utf8", i, end + 1)) as string;
        } catch {
          return undefined;
        }
      }
      previous = quote;
      i = end;
      continue;
    }
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    if (c === openObject || c === openArray) {
      if (c === openArray && stack.length === depth - 1 && !cutting) {
        const path = stack.map((open) => open.member).filter((member) => member !== undefined);
        if (path.length !== stack.length) return undefined;
        cutting = { path, batches: [], open: i, batch: { start: i + 1, firstIndex: 0 } };
      }
      stack.push({ bracket: c, member: c === openArray ? 0 : undefined });
    } else if (c === closeObject || c === closeArray) {
      const open = stack.pop();
      if (!open || open.bracket !== (c === closeObject ? openObject : openArray)) return undefined;
      if (cutting && stack.length === depth - 1) {
        if (previous !== openArray) cutting.batches.push({ ...cutting.batch, end: i });
        arrays.push({ path: cutting.path, batches: cutting.batches });
        kept.push(bytes.toString("utf8", keptFrom, cutting.open + 1));
        keptFrom = i;
        cutting = undefined;
      }
    } else if (c === comma) {
      const top = stack.at(-1);
      if (!top) return undefined;
      if (top.bracket === openArray && typeof top.member === "number") top.member++;
      // At the cut array's own level its member count is the index of the element that follows.
      if (cutting && stack.length === depth && i - cutting.batch.start >= batchBytes) {
        cutting.batches.push({ ...cutting.batch, end: i });
        cutting.batch = { start: i + 1, firstIndex: top.member as number };
      }
    } else if (c !== colon && !isScalarByte(c)) {
      return undefined;
    }
    previous = c;
  }
  if (stack.length > 0 || cutting) return undefined;
  kept.push(bytes.toString("utf8", keptFrom, n));
  return { skeleton: kept.join(""), arrays };
}

/** Letters, digits, signs and points: the bytes of numbers, true, false and null. */
function isScalarByte(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45;
}
