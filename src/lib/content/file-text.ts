// The generated files (`npm run generate` writes them, `npm run check` compares them): whether one
// already holds the text it would be written with, and reading one back into the build.
import { existsSync, readFileSync } from "node:fs";
import type { z } from "zod";
import type { ContentProblem } from "./problems.ts";

/** Whether `file` exists and holds exactly `text`, so it needs no rewrite. */
export function holdsText(file: string, text: string): boolean {
  return existsSync(file) && readFileSync(file, "utf8") === text;
}

/**
 * A generated JSON file of this shape, or undefined when it is absent; one that is not JSON, or
 * not of this shape, is a problem that says what to do (`remedy`) and gives undefined.
 */
export function readGenerated<S extends z.ZodType>(file: string, schema: S, remedy: string, problems: ContentProblem[], display: (file: string) => string): z.output<S> | undefined {
  if (!existsSync(file)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push({ file: display(file), path: "", expected: "the JSON that npm run generate writes", found: (error as Error).message });
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    problems.push({ file: display(file), path: parsed.error.issues[0]?.path.join(".") ?? "", expected: `the file npm run generate writes (${remedy})`, found: parsed.error.issues[0]?.message ?? "another shape" });
    return undefined;
  }
  return parsed.data;
}
