// JSON.parse keeps the last of two equal keys without a word; an editor who pastes a field twice
// would silently lose one. This scanner finds them, with the line of the second.

export interface DuplicateKey {
  key: string;
  path: string;
  line: number;
}

/** Scans text that JSON.parse has already accepted; reports keys repeated within one object. */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  // One frame per open object or array: the keys seen so far, and the path to it.
  const stack: { keys: Set<string> | null; path: string; index: number; pendingKey: string | null }[] = [];
  let line = 1;
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n") line++;
    else if (c === "{" || c === "[") {
      const parent = stack.at(-1);
      const path = !parent ? "" : parent.keys ? join(parent.path, parent.pendingKey ?? "") : `${parent.path}[${parent.index}]`;
      stack.push({ keys: c === "{" ? new Set() : null, path, index: 0, pendingKey: null });
      expectKey = c === "{";
    } else if (c === "}" || c === "]") {
      stack.pop();
      expectKey = false;
    } else if (c === ",") {
      const frame = stack.at(-1);
      if (frame && !frame.keys) frame.index++;
      expectKey = Boolean(frame?.keys);
    } else if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const frame = stack.at(-1);
      if (expectKey && frame?.keys) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (frame.keys.has(key)) found.push({ key, path: join(frame.path, key), line });
        frame.keys.add(key);
        frame.pendingKey = key;
        expectKey = false;
      }
      i = end;
    }
  }
  return found;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
