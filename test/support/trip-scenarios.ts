// The rows of docs/trip-scenarios.md, for the planner's and the page's scenario tests.
import { readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../helpers.ts";

export interface Scenario {
  number: number;
  query: string;
  today: string | null;
  says: string;
  checks: string[];
  source: string;
}

/** The rows of the table in docs/trip-scenarios.md. */
export function readScenarios(): Scenario[] {
  const text = readFileSync(path.join(repoRoot, "docs/trip-scenarios.md"), "utf8");
  return text
    .split("\n")
    .filter((line) => /^\| \d+ \|/.test(line))
    .map((line) => {
      const cells = line.split(" | ").map((cell) => cell.replace(/^\|\s*|\s*\|$/g, "").trim());
      const code = (cell: string) => cell.replace(/^`|`$/g, "");
      return {
        number: Number(cells[0]),
        query: code(cells[1]!).replace(/^\?/, ""),
        today: cells[2] === "-" ? null : cells[2]!,
        says: cells[3]!,
        checks: code(cells[4]!).split(";").map((c) => c.trim()).filter(Boolean),
        source: cells[5]!,
      };
    });
}
