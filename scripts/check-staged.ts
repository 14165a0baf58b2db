// The pre-commit check (installed by `npm ci` through simple-git-hooks): when a commit changes
// anything under content/, checks the content exactly as it will be committed (the staged
// versions, not what else is in the working tree), that edited files got a new lastUpdated and
// changeNote, and that content/schemas/ still lists the existing slugs. Prints every problem and
// refuses the commit; commits that do not touch content/ pass at once.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { staleSchemas } from "../src/lib/content/json-schemas.ts";
import { staleEdits } from "../src/lib/content/edit-dates.ts";
import { loadContent } from "../src/lib/content/load.ts";
import { locateInFiles } from "../src/lib/content/located-json.ts";
import { findContentError, formatProblem, type ContentProblem } from "../src/lib/content/problems.ts";

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" });
const top = git("rev-parse", "--show-toplevel").trim();
process.chdir(top);
const staged = git("diff", "--cached", "--name-only", "--no-renames", "-z").split("\0").filter(Boolean);
if (!staged.some((file) => file.startsWith("content/"))) process.exit(0);

// The staged content/ tree, in a folder of its own.
const snapshot = mkdtempSync(path.join(tmpdir(), "staged-"));
process.on("exit", () => rmSync(snapshot, { recursive: true, force: true }));
execFileSync("git", ["checkout-index", "--all", `--prefix=${snapshot}/`], { stdio: "inherit" });

const problems: ContentProblem[] = [];
process.chdir(snapshot); // so problems name content/… as in the repository
try {
  loadContent(path.join(snapshot, "content"));
} catch (error) {
  const contentError = findContentError(error);
  if (!contentError) throw error;
  problems.push(...contentError.problems);
}
problems.push(...staleSchemas(path.join(snapshot, "content"), (file) => path.relative(snapshot, file)));
process.chdir(top);
// Edited files must say when and what changed (compared with the last commit).
const stagedSet = new Set(staged);
problems.push(...locateInFiles(staleEdits(path.join(top, "content"), (file) => path.relative(top, file)).filter((problem) => stagedSet.has(problem.file))));

if (problems.length > 0) {
  console.error(`The commit is refused: the staged content has ${problems.length === 1 ? "1 problem" : `${problems.length} problems`}:`);
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
  console.error("Fix them and stage the files again (`npm run check` shows the same). To commit anyway, `git commit --no-verify`; the pull request's checks will still refuse it.");
  process.exit(1);
}
console.log(`Staged content is valid (${staged.filter((file) => file.startsWith("content/")).length} changed file(s) under content/).`);
// Not a refusal (a text is published in the languages it has), but said: what still waits for a translator.
for (const file of staged.filter((name) => /^content\/.*\.json$/.test(name) && existsSync(path.join(snapshot, name)))) {
  const marks = (JSON.parse(readFileSync(path.join(snapshot, file), "utf8")) as { needsTranslation?: unknown }).needsTranslation;
  if (Array.isArray(marks) && marks.length > 0) console.log(`Still to translate in ${file}: ${marks.join(", ")}`);
}
