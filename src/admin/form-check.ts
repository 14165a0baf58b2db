// The form editor's pre-save check, with any backend: the entry as it would be saved is checked
// with the same loader as `npm run check`, in a copy of the content folder, and its problems come
// back by field so the form shows each beside its field. It runs in the browser (src/client/
// admin.ts) on the content snapshot (content-snapshot.ts), in a folder held in memory
// (src/client/memory-fs.ts); the tests run it on disk. It writes nothing in content/.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeField, phrase, said } from "../lib/content/editor-words.ts";
import { loadContent } from "../lib/content/load.ts";
import { parseLocatedJson } from "../lib/content/located-json.ts";
import { findContentError, type ContentProblem } from "../lib/content/problems.ts";
import type { Locale } from "../lib/locales.ts";
import { translationUpdate, type TranslationUpdate } from "../lib/content/translations.ts";
import { startingFiles } from "./starting-files.ts";

/** What the form sends: the file it is about to write, and where. */
export interface FormCheckRequest {
  /** The folder under content/: countries, diseases, … */
  folder: string;
  /** The file's name without extension: kenya, or malaria.en for a profile body. */
  name: string;
  extension: "json" | "md";
  text: string;
  /** A new entry (created or duplicated): its file must not exist yet. */
  newRecord: boolean;
  /** The file is about to be deleted: what would then name a file that is not there. */
  remove?: boolean;
  /** The editor's language: the problems come back in its words (English when absent). */
  locale?: Locale;
}

/** One problem as the form shows it: beside the field at `path` (empty: the whole file). */
export interface FormProblem {
  path: string;
  field: string;
  line?: number;
  /** In the editor's language. */
  expected: string;
  found: string;
}

/** The problems the content check finds in the content folder with this one file written as the form would. */
export function checkEntry(contentDir: string, request: FormCheckRequest, now = new Date()): FormProblem[] {
  const locale = request.locale ?? "en";
  const inWords = (problem: ContentProblem) => (problem.words ? phrase(problem.words, locale) : { expected: problem.expected, found: problem.found });
  const formProblem = (problem: ContentProblem): FormProblem => ({ path: problem.path, field: describeField(problem.path, locale), ...(problem.line === undefined ? {} : { line: problem.line }), ...inWords(problem) });
  if (request.remove) return citingProblems(contentDir, request).map(formProblem);
  const relative = path.join(request.folder, `${request.name}.${request.extension}`);
  const original = path.join(contentDir, relative);
  const problems: ContentProblem[] = [];
  if (request.newRecord && existsSync(original)) {
    problems.push({
      file: relative,
      path: request.extension === "json" ? "slug" : "",
      ...said("slugTaken", { folder: request.folder, name: request.name, file: relative }),
    });
  }
  // This file's problems only: the rest of the folder is not the editor's save.
  // A new file comes with what the local backend writes beside it (a new disease's profile bodies).
  const starting = request.newRecord ? startingFiles(contentDir, relative) : [];
  const write = (content: string) => {
    writeFileSync(path.join(content, relative), request.text);
    for (const start of starting) writeFileSync(path.join(content, start.relative), start.text);
  };
  problems.push(...problemsInCopy(contentDir, write, now).filter((problem) => problem.file === relative));
  problems.push(...changeNoteProblems(contentDir, request, relative));
  return problems.map(formProblem);
}

/** Loads a copy of the content folder after `change`, and returns the loader's problems (none when it accepts it). */
function problemsInCopy(contentDir: string, change: (content: string) => void, now: Date): ContentProblem[] {
  const copy = mkdtempSync(path.join(tmpdir(), "form-check-"));
  try {
    const content = path.join(copy, "content");
    cpSync(contentDir, content, { recursive: true, filter: (source) => !path.basename(source).startsWith(".git") });
    change(content);
    loadContent(content, { now });
    return [];
  } catch (error) {
    const contentError = findContentError(error);
    if (!contentError) throw error;
    return contentError.problems.map((problem) => ({ ...problem, file: path.relative(path.join(copy, "content"), path.resolve(problem.file)) }));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Before a delete: every place that names the file (a reference still cited), as problems of the whole file. */
function citingProblems(contentDir: string, request: FormCheckRequest, now = new Date()): ContentProblem[] {
  const relative = path.join(request.folder, `${request.name}.${request.extension}`);
  const found = JSON.stringify(request.name);
  const problems = problemsInCopy(contentDir, (content) => rmSync(path.join(content, relative), { force: true }), now).filter(
    (problem) => problem.found === found && problem.expected.includes(`content/${request.folder}/`),
  );
  return problems.map((problem) => ({
    file: relative,
    path: "",
    ...said("stillCited", { file: relative, place: `${problem.file}${problem.line === undefined ? "" : `:${problem.line}`}`, field: problem.path }),
  }));
}

/** An edit of an existing JSON file with a change note: the file on disk and the form's text, both parsed. */
function jsonEdit(contentDir: string, request: FormCheckRequest): { before: Record<string, unknown>; after: Record<string, unknown> } | undefined {
  const original = path.join(contentDir, request.folder, `${request.name}.${request.extension}`);
  if (request.extension !== "json" || request.newRecord || request.remove || !existsSync(original)) return undefined;
  const before = parseLocatedJson(readFileSync(original, "utf8"));
  const after = parseLocatedJson(request.text);
  if (!before.ok || !after.ok || !("changeNote" in (after.json.value as object))) return undefined;
  return { before: before.json.value as Record<string, unknown>, after: after.json.value as Record<string, unknown> };
}

/** An edit asks for a new change note: the one on disk describes the previous change. */
function changeNoteProblems(contentDir: string, request: FormCheckRequest, relative: string): ContentProblem[] {
  const edit = jsonEdit(contentDir, request);
  const rest = (value: Record<string, unknown>) => JSON.stringify({ ...value, lastUpdated: undefined, changeNote: undefined });
  if (!edit || rest(edit.before) === rest(edit.after) || JSON.stringify(edit.before.changeNote) !== JSON.stringify(edit.after.changeNote)) return [];
  return [{ file: relative, path: "changeNote", ...said("keptChangeNote") }];
}

/** What saving this entry does to its translation marks (src/lib/content/translations.ts), for an edit of an existing JSON file. */
export function translationsOf(contentDir: string, request: FormCheckRequest): TranslationUpdate | undefined {
  const edit = jsonEdit(contentDir, request);
  return edit && translationUpdate(edit.before, edit.after);
}
