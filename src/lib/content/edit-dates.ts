// Keeps lastUpdated and changeNote true while editing: a content file that differs from git HEAD
// must carry a new lastUpdated (and, where it has one, a new changeNote) than the committed
// version; so must a disease whose profile body (slug.nl.md, slug.en.md) differs. Run by `npm run check` before a commit; silent where the content is not in git.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseLocatedJson } from "./located-json.ts";
import type { ContentProblem } from "./problems.ts";
import { translationUpdate } from "./translations.ts";

const dated = /^(countries|diseases|vaccines|ui)\/[^/]+\.json$/;
const profileBody = /^diseases\/([^/]+)\.(?:nl|en)\.md$/;

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
  const paths = changed.split("\n").filter(Boolean);
  // A changed profile body is a change of its disease: the disease file carries its date and note.
  const bodies = new Map<string, string>();
  for (const repoPath of paths) {
    const match = profileBody.exec(path.relative(contentDir, path.join(top, repoPath)).split(path.sep).join("/"));
    if (match) bodies.set(path.join(contentDir, "diseases", `${match[1]}.json`), repoPath);
  }
  const jsonPaths = new Set(paths.map((repoPath) => path.join(top, repoPath)));
  for (const file of bodies.keys()) jsonPaths.add(file);
  for (const file of jsonPaths) {
    const repoPath = path.relative(top, file).split(path.sep).join("/");
    if (!dated.test(path.relative(contentDir, file).split(path.sep).join("/"))) continue;
    const before = git(top, ["show", `HEAD:${repoPath}`]);
    let old: Record<string, unknown>, now: Record<string, unknown>;
    try {
      old = JSON.parse(before ?? "");
      const read = parseLocatedJson(readFileSync(file, "utf8"));
      if (!read.ok) continue;
      now = read.json.value as Record<string, unknown>;
    } catch {
      continue; // deleted, new or unreadable: the loader reports what matters
    }
    const body = bodies.get(file);
    // Only formatting changed, and no profile body either.
    if (JSON.stringify(old) === JSON.stringify(now) && !body) continue;
    const name = display(file);
    const because = JSON.stringify(old) === JSON.stringify(now) ? `its profile body ${display(path.join(top, body!))} differs from the last commit` : "the file differs from the last commit";
    if (now.lastUpdated === old.lastUpdated) {
      problems.push({
        file: name,
        path: "lastUpdated",
        expected: `the time of this edit (date -u +%Y-%m-%dT%H:%M:%SZ), since ${because}`,
        found: `the committed time ${JSON.stringify(old.lastUpdated)}`,
      });
    }
    if ("changeNote" in now && JSON.stringify(now.changeNote) === JSON.stringify(old.changeNote)) {
      problems.push({ file: name, path: "changeNote", expected: `a note saying what this edit changed, since ${because}`, found: "the note of the previous change" });
    }
  }
  return problems;
}

/**
 * Warnings for texts changed (against git HEAD) in some languages but not the others, where the
 * others are not marked in needsTranslation: a text editor's edit gets the same notice the form
 * editor's marks give (translations.ts).
 */
export function unmarkedTranslations(contentDir: string, display: (file: string) => string = (f) => f): ContentProblem[] {
  const top = git(contentDir, ["rev-parse", "--show-toplevel"])?.trim();
  if (!top || git(top, ["rev-parse", "--verify", "HEAD"]) === null) return [];
  const changed = git(top, ["diff", "--name-only", "HEAD", "--", path.relative(top, contentDir) || "."]) ?? "";
  const warnings: ContentProblem[] = [];
  for (const repoPath of changed.split("\n").filter(Boolean)) {
    const file = path.join(top, repoPath);
    if (!/^(countries|diseases|vaccines|malaria-drugs)\/[^/]+\.json$/.test(path.relative(contentDir, file).split(path.sep).join("/"))) continue;
    let old: unknown, now: { needsTranslation?: string[] };
    try {
      old = JSON.parse(git(top, ["show", `HEAD:${repoPath}`]) ?? "");
      const read = parseLocatedJson(readFileSync(file, "utf8"));
      if (!read.ok) continue;
      now = read.json.value as { needsTranslation?: string[] };
    } catch {
      continue;
    }
    const marked = new Set(now.needsTranslation ?? []);
    for (const mark of translationUpdate(old, now).needsTranslation) {
      if (!marked.has(mark)) warnings.push({ file: display(file), path: mark, expected: "a translation of the text's new wording, or this path in needsTranslation", found: "the old wording, though another language of the text changed since the last commit" });
    }
  }
  return warnings;
}
