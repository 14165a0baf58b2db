// Keeps lastUpdated and changeNote true while editing: a content file that differs from git HEAD
// must carry a new lastUpdated (and, where it has one, a new changeNote) than the committed
// version. Run by `npm run check` before a commit; silent where the content is not in git.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ContentProblem } from "./problems.ts";

const dated = /^(countries|diseases|vaccines|ui)\/[^/]+\.json$/;

function git(cwd: string, args: string[]): string | null {
  try {
    return execFileSync("git", ["-C", cwd, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return null;
  }
}

/** Problems for edited files whose dates or change note still describe the previous change. */
export function staleEdits(contentDir: string, display: (file: string) => string = (f) => f): ContentProblem[] {
  const top = git(contentDir, ["rev-parse", "--show-toplevel"])?.trim();
  if (!top || git(top, ["rev-parse", "--verify", "HEAD"]) === null) return [];
  const changed = git(top, ["diff", "--name-only", "HEAD", "--", path.relative(top, contentDir) || "."]) ?? "";
  const problems: ContentProblem[] = [];
  for (const repoPath of changed.split("\n").filter(Boolean)) {
    const file = path.join(top, repoPath);
    if (!dated.test(path.relative(contentDir, file).split(path.sep).join("/"))) continue;
    const before = git(top, ["show", `HEAD:${repoPath}`]);
    let old: Record<string, unknown>, now: Record<string, unknown>;
    try {
      old = JSON.parse(before ?? "");
      now = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      continue; // deleted, new or unreadable: the loader reports what matters
    }
    if (JSON.stringify(old) === JSON.stringify(now)) continue; // only formatting changed
    const name = display(file);
    if (now.lastUpdated === old.lastUpdated) {
      problems.push({
        file: name,
        path: "lastUpdated",
        expected: "the time of this edit (date -u +%Y-%m-%dT%H:%M:%SZ), since the file differs from the last commit",
        found: `the committed time ${JSON.stringify(old.lastUpdated)}`,
      });
    }
    if ("changeNote" in now && JSON.stringify(now.changeNote) === JSON.stringify(old.changeNote)) {
      problems.push({ file: name, path: "changeNote", expected: "a note saying what this edit changed", found: "the note of the previous change" });
    }
  }
  return problems;
}
