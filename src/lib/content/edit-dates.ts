// Keeps lastUpdated and changeNote true while editing: a content file that differs from git HEAD
// must carry a new lastUpdated (and, where it has one, a new changeNote) than the committed
// version; so must a disease whose profile body (slug.nl.md, slug.en.md) differs. Run by `npm run check` before a commit; silent where the content is not in git.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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

/** The repository's top folder and the content files that differ from HEAD (paths from the top); null outside git. */
function changedFiles(contentDir: string): { top: string; paths: string[] } | null {
  const top = git(contentDir, ["rev-parse", "--show-toplevel"])?.trim();
  if (!top || git(top, ["rev-parse", "--verify", "HEAD"]) === null) return null;
  const folder = path.relative(top, contentDir) || ".";
  // Changed, deleted, and new (not yet added) files.
  const changed = (git(top, ["diff", "--name-only", "HEAD", "--", folder]) ?? "") + (git(top, ["ls-files", "--others", "--exclude-standard", "--", folder]) ?? "");
  return { top, paths: changed.split("\n").filter(Boolean) };
}

/** A changed JSON file as committed and as it is now; null where it is new, deleted or unreadable (the loader reports what matters). */
function committedAndNow(top: string, repoPath: string, file: string): { old: Record<string, unknown>; now: Record<string, unknown> } | null {
  try {
    const old = JSON.parse(git(top, ["show", `HEAD:${repoPath}`]) ?? "") as Record<string, unknown>;
    const read = parseLocatedJson(readFileSync(file, "utf8"));
    return read.ok ? { old, now: read.json.value as Record<string, unknown> } : null;
  } catch {
    return null;
  }
}

/** A file's path inside the content folder, with forward slashes. */
const inContent = (contentDir: string, file: string) => path.relative(contentDir, file).split(path.sep).join("/");

/** Problems for edited files whose dates or change note still describe the previous change. */
export function staleEdits(contentDir: string, display: (file: string) => string = (f) => f): ContentProblem[] {
  const changed = changedFiles(contentDir);
  if (!changed) return [];
  const { top, paths } = changed;
  const problems: ContentProblem[] = [];
  // A changed profile body is a change of its disease: the disease file carries its date and note.
  const bodies = new Map<string, string>();
  for (const repoPath of paths) {
    const match = profileBody.exec(inContent(contentDir, path.join(top, repoPath)));
    if (match) bodies.set(path.join(contentDir, "diseases", `${match[1]}.json`), repoPath);
  }
  const jsonPaths = new Set([...paths.map((repoPath) => path.join(top, repoPath)), ...bodies.keys()]);
  for (const file of jsonPaths) {
    const repoPath = path.relative(top, file).split(path.sep).join("/");
    const versions = dated.test(inContent(contentDir, file)) ? committedAndNow(top, repoPath, file) : null;
    if (!versions) continue;
    const { old, now } = versions;
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
  const changed = changedFiles(contentDir);
  const warnings: ContentProblem[] = [];
  for (const repoPath of changed?.paths ?? []) {
    const file = path.join(changed!.top, repoPath);
    const versions = /^(countries|diseases|vaccines|malaria-drugs|notices)\/[^/]+\.json$/.test(inContent(contentDir, file)) ? committedAndNow(changed!.top, repoPath, file) : null;
    if (!versions) continue;
    const { old, now } = versions as { old: unknown; now: { needsTranslation?: string[] } };
    const marked = new Set(now.needsTranslation ?? []);
    for (const mark of translationUpdate(old, now).needsTranslation) {
      if (!marked.has(mark)) warnings.push({ file: display(file), path: mark, expected: "a translation of the text's new wording, or this path in needsTranslation", found: "the old wording, though another language of the text changed since the last commit" });
    }
  }
  return warnings;
}

/** The content files that differ from the last commit (new and deleted ones too), each with its
 *  English change note where it has one: what `npm run check` names as changed, beside the counts. */
export function changedEntries(contentDir: string, display: (file: string) => string = (f) => f): { file: string; note: string }[] {
  const changed = changedFiles(contentDir);
  return (changed?.paths ?? []).map((repoPath) => {
    const file = path.join(changed!.top, repoPath);
    if (!existsSync(file)) return { file: display(file), note: "(deleted)" };
    const read = file.endsWith(".json") ? parseLocatedJson(readFileSync(file, "utf8")) : undefined;
    const note = read?.ok ? (read.json.value as { changeNote?: { en?: unknown } }).changeNote?.en : undefined;
    return { file: display(file), note: typeof note === "string" ? note : "" };
  });
}
