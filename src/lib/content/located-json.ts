// Parses an editor's JSON file keeping where each value sits, so a problem can name its line and
// column. jsonc-parser is the parser behind VS Code's JSON support: the editor's own tool and
// `npm run check` then point at the same place. JSON.parse stays the judge of what the value is;
// the tree only locates, and words a syntax error as a person would.
import * as jsoncModule from "jsonc-parser";
import type { Node, ParseError } from "jsonc-parser";
import { readFileSync } from "node:fs";
import { parsePath } from "./editor-words.ts";

// jsonc-parser ships UMD: its functions sit on the default export under Node's ESM and tsx alike.
const jsonc: typeof jsoncModule = (jsoncModule as unknown as { default?: typeof jsoncModule }).default ?? jsoncModule;

export interface TextLocation {
  /** 1-based line and column, as editors count them. */
  line: number;
  column: number;
}

/** A problem of the text; `path` names the field (empty for a syntax error). */
export interface JsonProblem {
  path: (string | number)[];
  location: TextLocation;
  expected: string;
  found: string;
}

export interface LocatedJson {
  value: unknown;
  /** Where a field path sits; for a missing field, its closest existing parent. */
  locate(path: readonly PropertyKey[]): TextLocation;
  /** What the value could be read past: syntax errors (a comma after the last item, a comment),
   *  then fields written twice, then fields named `__proto__`. Each is a problem, and the file's
   *  other problems are reported in the same run. */
  problems: JsonProblem[];
}

export type LocatedJsonResult = { ok: true; json: LocatedJson } | { ok: false; problem: JsonProblem };

/** Turns offsets into 1-based lines and columns (a tab counts as one column, as in VS Code). */
export function locator(text: string): (offset: number) => TextLocation {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };
}

const parseOptions = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** Content nests a few levels; far deeper is a mistake, and would exhaust the parsers' stack. */
export const maxNesting = 64;

/** The deepest nesting of objects and lists, and where it first goes past the limit. */
function nestingDepth(text: string): { depth: number; overAt: number | null } {
  let depth = 0;
  let deepest = 0;
  let overAt: number | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "{" || c === "[") {
      depth++;
      if (depth > deepest) deepest = depth;
      if (depth > maxNesting && overAt === null) overAt = i;
    } else if (c === "}" || c === "]") depth--;
  }
  return { depth: deepest, overAt };
}

export function parseLocatedJson(text: string): LocatedJsonResult {
  const at = locator(text);
  const nesting = nestingDepth(text);
  if (nesting.overAt !== null) {
    return { ok: false, problem: { path: [], location: at(nesting.overAt), expected: `objects and lists nested at most ${maxNesting} levels deep`, found: `${nesting.depth} levels` } };
  }
  const errors: ParseError[] = [];
  const tree = jsonc.parseTree(text, errors, parseOptions);
  let value: unknown;
  let located = tree;
  let syntax: JsonProblem[] = [];
  let atRead = at;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const first = errors[0];
    if (!first) return { ok: false, problem: { path: [], location: at(text.length), expected: "valid JSON", found: (error as Error).message } };
    // One problem per place: a trailing comma is reported by the parser once per rule it breaks.
    const places = new Set<string>();
    syntax = errors.map((each) => describeSyntaxError(text, each, at)).filter(({ location }) => !places.has(`${location.line}:${location.column}`) && places.add(`${location.line}:${location.column}`));
    const readable = readPast(text, errors);
    if (!readable) return { ok: false, problem: syntax[0]! };
    ({ value, tree: located } = readable);
    atRead = locator(readable.text);
  }
  return {
    ok: true,
    json: {
      value,
      locate: (path) => atRead(nodeAt(located, path)?.offset ?? 0),
      problems: [...syntax, ...(located ? fieldProblems(located, atRead) : [])],
    },
  };
}

/** A comma after the last field or item. */
function isTrailingComma(text: string, error: ParseError): boolean {
  const code = jsonc.printParseErrorCode(error.error);
  const closing = text[error.offset];
  return (code === "PropertyNameExpected" || code === "ValueExpected") && (closing === "}" || closing === "]") && text.slice(0, error.offset).trimEnd().endsWith(",");
}

/** The value of a file whose only syntax errors are trailing commas, comments and missing commas
 *  between two values, which leave no doubt about what it says; `text` is what was read (with the
 *  missing commas put back, at the end of the value before, so lines stay where they were). */
function readPast(text: string, errors: readonly ParseError[]): { value: unknown; tree: Node | undefined; text: string } | undefined {
  const code = (error: ParseError) => jsonc.printParseErrorCode(error.error);
  const harmless = errors.every((error) => isTrailingComma(text, error) || code(error) === "InvalidCommentToken" || code(error) === "CommaExpected");
  if (!harmless) return undefined;
  let read = text;
  for (const error of errors.filter((each) => code(each) === "CommaExpected").sort((a, b) => b.offset - a.offset)) {
    const end = text.slice(0, error.offset).trimEnd().length;
    read = `${read.slice(0, end)},${read.slice(end)}`;
  }
  const lenient = { disallowComments: false, allowTrailingComma: true, allowEmptyContent: false };
  const again: ParseError[] = [];
  const tree = jsonc.parseTree(read, again, lenient);
  if (again.length > 0 || !tree) return undefined;
  return { value: jsonc.getNodeValue(tree), tree, text: read };
}

/** The node at a path (a field's name, so the editor lands on it) or, where the path leaves the
 *  document, the deepest node on the way. */
function nodeAt(root: Node | undefined, path: readonly PropertyKey[]): Node | undefined {
  let node = root;
  for (const [i, segment] of path.entries()) {
    if (!node) return undefined;
    let next: Node | undefined;
    if (node.type === "object") {
      const property = node.children?.findLast((child) => child.children?.[0]?.value === segment);
      if (property && i === path.length - 1) return property.children?.[0] ?? property;
      next = property?.children?.[1];
    } else if (node.type === "array" && typeof segment === "number") {
      next = node.children?.[segment];
    }
    if (!next) return node;
    node = next;
  }
  return node;
}

/** Fields written twice in one object (JSON.parse keeps the last one silently), then fields named
 *  `__proto__`: JavaScript objects give that name a meaning of their own, so a copy of the value
 *  silently loses the field or changes what the object is. */
function fieldProblems(root: Node, at: (offset: number) => TextLocation): JsonProblem[] {
  const duplicates: JsonProblem[] = [];
  const reserved: JsonProblem[] = [];
  const walk = (node: Node, path: (string | number)[]) => {
    if (node.type === "object") {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (!key) continue;
        const name = String(key.value);
        const field = { path: [...path, name], location: at(key.offset) };
        if (seen.has(name)) duplicates.push({ ...field, expected: "each field once (JSON keeps only the last one)", found: `${JSON.stringify(name)} again` });
        if (name === "__proto__") {
          reserved.push({ ...field, expected: "a field name of the schema (JavaScript reserves __proto__, so it can never be one)", found: 'a field named "__proto__"' });
        }
        seen.add(name);
        if (value) walk(value, [...path, name]);
      }
    } else if (node.type === "array") {
      node.children?.forEach((child, i) => walk(child, [...path, i]));
    }
  };
  walk(root, []);
  return [...duplicates, ...reserved];
}

/** What a person would call the token at a syntax error. */
function describeToken(text: string, offset: number, length: number): string {
  if (offset >= text.length) return "the end of the file";
  const token = text.slice(offset, offset + Math.max(length, 1));
  if (token.startsWith('"')) return `the text ${token.length > 40 ? `${token.slice(0, 37)}...` : token}`;
  if (token.startsWith("//") || token.startsWith("/*")) return "a comment (JSON has no comments)";
  if (token.startsWith("'")) return "a single quote (JSON text and field names take double quotes \")";
  return `"${token.length > 20 ? `${token.slice(0, 17)}...` : token}"`;
}

function describeSyntaxError(text: string, error: ParseError, at: (offset: number) => TextLocation): JsonProblem {
  if (isTrailingComma(text, error)) {
    // Point at the comma, not at the bracket after it.
    const closing = text[error.offset];
    return {
      path: [],
      location: at(text.slice(0, error.offset).trimEnd().length - 1),
      expected: `no comma after the last ${closing === "}" ? "field of an object" : "item of a list"} (remove this comma)`,
      found: `a comma before the closing ${closing}`,
    };
  }
  const expected: Record<string, string> = {
    InvalidSymbol: "a value: text in double quotes, a number, true, false, null, an object {…} or a list […]",
    InvalidNumberFormat: "a number written like 12 or 0.5",
    PropertyNameExpected: 'a field name in double quotes, such as "note"',
    ValueExpected: "a value: text in double quotes, a number, true, false, null, an object {…} or a list […]",
    ColonExpected: 'a colon ":" between the field name and its value',
    CommaExpected: 'a comma "," between two fields or items (is one missing at the end of the line before?)',
    CloseBraceExpected: 'a closing "}" for the object',
    CloseBracketExpected: 'a closing "]" for the list',
    EndOfFileExpected: "nothing after the file's closing }",
    InvalidCommentToken: "no comments (JSON has none)",
    UnexpectedEndOfComment: "no comments (JSON has none)",
    UnexpectedEndOfString: 'a closing double quote " on the same line',
    UnexpectedEndOfNumber: "a complete number",
    InvalidUnicode: "a \\u escape with four hexadecimal digits",
    InvalidEscapeCharacter: 'a valid escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX',
    InvalidCharacter: "text without tabs or line breaks inside the quotes",
  };
  return { path: [], location: at(error.offset), expected: expected[jsonc.printParseErrorCode(error.error)] ?? "valid JSON", found: describeToken(text, error.offset, error.length) };
}

/** Gives problems found outside the loader (such as the edit-date check) the line and column of
 *  their field, reading each JSON file once. */
export function locateInFiles<P extends { file: string; path: string; line?: number; column?: number }>(problems: readonly P[], pathOf: (file: string) => string = (file) => file): P[] {
  const parsed = new Map<string, LocatedJson | null>();
  return problems.map((problem) => {
    if (problem.line !== undefined || !problem.file.endsWith(".json")) return problem;
    if (!parsed.has(problem.file)) {
      let json: LocatedJson | null = null;
      try {
        const result = parseLocatedJson(readFileSync(pathOf(problem.file), "utf8"));
        json = result.ok ? result.json : null;
      } catch {
        json = null;
      }
      parsed.set(problem.file, json);
    }
    const json = parsed.get(problem.file);
    return json ? { ...problem, ...json.locate(parsePath(problem.path)) } : problem;
  });
}
