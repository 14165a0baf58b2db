// Content problems: every one names the file, the field path, what was expected and what was
// found, and the build reports all of them at once, so an editor fixes them in one round.
import type { z } from "zod";
import { compareCodePoints } from "../order.ts";
import { wrappedErrors } from "../failure.ts";
import { describeField, fill, said, schemaRules, type ProblemWords, type SchemaRule, type Seen } from "./editor-words.ts";

export interface ContentProblem {
  file: string;
  /** Field path such as `vaccines[2].level`; empty for a problem with the whole file. */
  path: string;
  expected: string;
  found: string;
  /** 1-based line and column of the field (or of its parent, for a missing field), where known. */
  line?: number;
  column?: number;
  /** The problem by code and parameters, for a reader in another language (content/ui/editor/). */
  words?: ProblemWords;
  /** A file or folder that could not be read: the cause of what follows from its absence, so listed first. */
  unread?: true;
}

/** `countries/kenya.json:14:16: the 1st vaccine › level (vaccines[0].level): expected …; found …`.
 *  file:line:column is what VS Code's terminal and most editors open at the spot. */
export function formatProblem(problem: ContentProblem): string {
  const place = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}${problem.column === undefined ? "" : `:${problem.column}`}`;
  const where = problem.path ? `${place}: ${describeField(problem.path)}` : place;
  return `${where}: expected ${problem.expected}; found ${problem.found}`;
}

/** A GitHub Actions workflow command that shows the problem on its line in a pull request.
 *  https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions */
export function githubAnnotation(problem: ContentProblem): string {
  const data = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const property = (text: string) => data(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
  const where = [`file=${property(problem.file)}`, ...(problem.line === undefined ? [] : [`line=${problem.line}`]), ...(problem.column === undefined ? [] : [`col=${problem.column}`])];
  return `::error ${where.join(",")},title=${property("Content check")}::${data(formatProblem(problem))}`;
}

/** What could not be read first (the rest may follow from it), then by file and place, so an editor can work down the list; problems at one place keep their order. */
export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => Number(b.problem.unread ?? false) - Number(a.problem.unread ?? false) || compareCodePoints(a.problem.file, b.problem.file) || (a.problem.line ?? 0) - (b.problem.line ?? 0) || (a.problem.column ?? 0) - (b.problem.column ?? 0) || a.index - b.index)
    .map(({ problem }) => problem);
}

/** Thrown by the loader when content is invalid; the build prints it without a stack trace. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    super(`The content has ${count}:\n${problems.map((p) => `  - ${formatProblem(p)}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** Finds a ContentError however deeply Eleventy wrapped it. */
export function findContentError(error: unknown): ContentError | undefined {
  return [...wrappedErrors(error)].find((e) => e instanceof ContentError || (e instanceof Error && e.name === "ContentError" && "problems" in e)) as ContentError | undefined;
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "");
}

/** What a value is, for a problem's "found". */
export function seenOf(value: unknown): Seen {
  if (value === undefined) return { kind: "missing" };
  if (value === null) return { kind: "null" };
  if (typeof value === "string") {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return value === "" ? { kind: "empty" } : { kind: "text", text: JSON.stringify(shown) };
  }
  if (Array.isArray(value)) return { kind: "list", count: value.length };
  if (typeof value === "object") return { kind: "object" };
  return { kind: "other", type: typeof value, text: String(value) };
}

/** A value as a problem's "found" says it, in English. */
export function describeValue(value: unknown): string {
  return fill("{seen:seen}", { seen: seenOf(value) }, "en");
}

/** The value at a field path, or undefined where the path leaves the data. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const ruleOfMessage = new Map(Object.entries(schemaRules).map(([rule, message]) => [message as string, rule as SchemaRule]));

function wordsFor(issue: z.core.$ZodIssue, seen: Seen): { expected: string; found: string; words: ProblemWords } {
  switch (issue.code) {
    case "invalid_type":
      return said("wrongType", { type: issue.expected, seen });
    case "invalid_value":
      return said("notOneOf", { values: issue.values.map((v) => JSON.stringify(v)).join(", "), seen });
    case "invalid_format":
      if (issue.format === "date" || issue.format === "datetime") return said("format", { format: issue.format, seen });
      break;
    case "too_small":
      return said("tooShort", { origin: issue.origin, minimum: Number(issue.minimum), seen });
    case "too_big":
      return said("tooLong", { origin: issue.origin, maximum: Number(issue.maximum), seen });
    case "invalid_key": {
      // A key of a record (a slug, an ISO code): what the key should have been.
      const inner = issue.issues[0];
      const rule = inner ? ruleOfMessage.get(inner.message) : undefined;
      return said("badKey", { ...(rule ? { rule } : {}), key: String(issue.path.at(-1)) });
    }
  }
  const rule = ruleOfMessage.get(issue.message);
  return rule ? said("rule", { rule, seen }) : said("schema", { message: issue.message, seen });
}

/** Turns zod's issues for one file into problems, with the value actually found. */
export function problemsFromZod(file: string, input: unknown, error: z.ZodError): ContentProblem[] {
  // One problem per field: an empty string breaks both the length and the pattern rule.
  const seen = new Set<string>();
  const issues = error.issues.filter((issue) => {
    const key = issue.code === "unrecognized_keys" ? `${formatPath(issue.path)}{}` : formatPath(issue.path);
    return !seen.has(key) && seen.add(key);
  });
  return issues.flatMap((issue): ContentProblem[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ file, path: formatPath([...issue.path, key]), ...said("unknownField", { key }) }));
    }
    return [{ file, path: formatPath(issue.path), ...wordsFor(issue, seenOf(valueAt(input, issue.path))) }];
  });
}
