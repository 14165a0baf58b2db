// Shows the content check's problems where the editor works: each beside its field in Decap's
// form, and all of them in a box at the top, in the editor's language (the check phrases the
// problems themselves in that language; the words: content/ui/editor/).

import type { FormProblem } from "../admin/form-check.ts";
import { locales, type Locale } from "../lib/locales.ts";
import { editorTables, type EditorWords } from "../lib/content/editor-words.ts";
import { el } from "./dom.ts";

export type { FormProblem };

type Words = EditorWords["form"];

const isLocale = (tag: string | null | undefined): tag is Locale => (locales as readonly string[]).includes(tag ?? "");

/** The editor's language: /admin/?locale=de if given, else the browser's first language the site has, else English. */
export function editorLocale(search = window.location.search, languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  const asked = new URLSearchParams(search).get("locale");
  if (isLocale(asked)) return asked;
  return languages.map((language) => language.slice(0, 2).toLowerCase()).find(isLocale) ?? "en";
}

export function editorWords(locale: Locale = editorLocale()): Words {
  return editorTables[locale].form;
}

const marker = "form-check-problem";

/** Decap's styles for our marks, and Decap's "(optional)" taken off each language of a text:
 *  the text may be left out, but given, all five languages are needed. */
export function installStyles(): void {
  const rules = [
    `.${marker}{color:#b00020;font-weight:600;margin:6px 0 0;padding:0 0 0 8px;border-left:4px solid #b00020}`,
    `.${translationMarker}{color:#7a4a00;font-weight:600;margin:6px 0 0;padding:0 0 0 8px;border-left:4px solid #c77700}`,
    `#${marker}-summary{background:#fff3cd;border:3px solid #b00020;padding:12px 16px;margin:12px;color:#111}`,
    `${locales.map((locale) => `label[for^="${locale}-field-"] > span`).join(",")}{display:none}`,
    // Decap's multi-line field starts five rows high: as high as its text instead.
    "textarea{min-height:0!important;height:auto!important;field-sizing:content}",
  ];
  document.head.append(el("style", {}, rules.join("\n")));
}

const container = (element: Element) => element.closest('[class*="ControlContainer"]');

/** The control container of the field at `path` in Decap's form, or undefined where the form has none. */
export function controlAt(path: string, root: ParentNode = document): Element | undefined {
  let scope: ParentNode = root;
  let found: Element | undefined;
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) {
      if (!found) return undefined;
      const list = found;
      const items = [...list.querySelectorAll('[class*="listControlItem"]')].filter((item) => item.parentElement && container(item.parentElement) === list);
      const item = items[Number(match[2])];
      if (!item) return found;
      scope = item;
      // A list of plain values: the item is the field.
      found = item.querySelector('[class*="ControlContainer"]') ?? item;
    } else {
      const label = scope.querySelector(`label[for^="${CSS.escape(match[1]!)}-field-"]`);
      const next = label && container(label);
      if (!next) return found;
      found = next;
      scope = next;
    }
  }
  return found;
}

const describe = (problem: FormProblem, w: Words) => `${w.expected} ${problem.expected}; ${w.found} ${problem.found}`;

/** Marks each problem beside its field, and lists them all at the top of the form. */
export function showProblems(problems: readonly FormProblem[], w: Words = editorWords()): void {
  // The marks of an earlier check go first.
  for (const element of document.querySelectorAll(`.${marker}, #${marker}-summary`)) element.remove();
  if (problems.length === 0) return;
  for (const problem of problems) {
    const control = problem.path ? controlAt(problem.path) : undefined;
    if (control) control.append(el("p", { class: marker, role: "alert", "data-path": problem.path! }, describe(problem, w)));
  }
  const pane = document.querySelector('[class*="ControlPaneContainer"]');
  const lines = problems.map((problem) => `${problem.field || w.file}${problem.line !== undefined && !problem.path ? ` (${w.line} ${problem.line})` : ""}: ${describe(problem, w)}`);
  (pane ?? document.body).prepend(el("section", { id: `${marker}-summary`, role: "alert" }, el("h2", {}, w.heading), el("p", {}, w.notSaved), listOf(lines)));
}

const listOf = (lines: readonly string[]) => el("ul", {}, ...lines.map((line) => el("li", {}, line)));

const translationMarker = "form-check-translation";

/** Marks each language left behind by this edit, beside its field. */
export function showTranslationMarks(paths: readonly string[], w: Words = editorWords()): void {
  for (const element of document.querySelectorAll(`.${translationMarker}`)) element.remove();
  for (const path of paths) {
    const control = controlAt(path);
    if (control) control.append(el("p", { class: translationMarker, "data-path": path }, w.translate));
  }
}

/** A file the form could not read (not JSON): said at the top of the page, since the form shows it as an empty entry. */
export function showUnreadable(slug: string | undefined, reason: string, w: Words = editorWords()): void {
  const id = `${marker}-unreadable`;
  let box = document.getElementById(id);
  if (!box) {
    const style = "position:fixed;z-index:1000;bottom:12px;left:12px;right:12px;background:#fff3cd;border:3px solid #b00020;padding:8px 12px;color:#111;font:14px/1.4 system-ui,sans-serif";
    box = el("section", { id, role: "alert", style }, el("p", {}, w.unreadable), el("ul"));
    document.body.append(box);
  }
  const text = `${slug ?? "?"}: ${reason}`;
  const list = box.querySelector("ul")!;
  // The form reads a folder's files again on each visit: one line per file and reason.
  if (![...list.children].some((item) => item.textContent === text)) list.append(el("li", {}, text));
}

const describeAll = (problems: readonly FormProblem[], w: Words) => problems.map((problem) => `${problem.field || w.file}: ${describe(problem, w)}`);

/** "Save anyway?" as a deliberate choice: a dialog that names the problems, with "Do not save"
 *  focused, so Enter or Escape keeps the file as it is. Resolves true only on "Save anyway". */
export function confirmSaveAnyway(problems: readonly FormProblem[], w: Words = editorWords()): Promise<boolean> {
  const keep = el("button", { type: "button", autofocus: "", style: "font-weight:600;margin-right:12px" }, w.dontSave);
  const save = el("button", { type: "button" }, w.saveAnyway);
  const style = "max-width:40rem;border:3px solid #b00020;padding:16px 20px;color:#111;font:15px/1.4 system-ui,sans-serif";
  const dialog = el(
    "dialog",
    { id: `${marker}-dialog`, "aria-labelledby": `${marker}-dialog-heading`, style },
    el("h2", { id: `${marker}-dialog-heading` }, w.dialogHeading),
    el("p", {}, w.dialogIntro),
    listOf(describeAll(problems, w)),
    el("p", {}, keep, save),
  );
  document.body.append(dialog);
  return new Promise((resolve) => {
    const close = (answer: boolean) => {
      dialog.close();
      dialog.remove();
      resolve(answer);
    };
    keep.addEventListener("click", () => close(false));
    save.addEventListener("click", () => close(true));
    dialog.addEventListener("cancel", () => close(false));
    dialog.showModal();
    keep.focus();
  });
}

const statusKey = "form-check-status";

/** Kept across the reload that follows a save (src/client/admin.ts): what the save did. */
export function rememberSave(problems: readonly FormProblem[], marks: readonly string[], refreshed: readonly string[]): void {
  sessionStorage.setItem(statusKey, JSON.stringify({ problems, marks, refreshed, at: Date.now() }));
}

/** After that reload: one answer to "was it saved?", with its problems, and the languages the
 *  save left to translate marked beside their fields once the form shows them. */
export function showSaveStatus(w: Words = editorWords()): void {
  const stored = JSON.parse(sessionStorage.getItem(statusKey) ?? "null") as { problems: FormProblem[]; marks: string[]; refreshed: string[]; at: number } | null;
  // Decap may load the page twice after creating an entry (its own navigation, and ours).
  if (!stored || Date.now() - stored.at > 60_000) return;
  const { problems, marks } = stored;
  const dismiss = el("button", { type: "button", "aria-label": "OK" }, "×");
  const style = `position:fixed;z-index:1000;top:12px;right:12px;max-width:32rem;background:${problems.length ? "#fff3cd" : "#e6f4ea"};border:3px solid ${problems.length ? "#b00020" : "#1e7e34"};padding:8px 12px;color:#111;font:14px/1.4 system-ui,sans-serif`;
  const box = el(
    "section",
    { id: `${marker}-status`, role: "status", style },
    dismiss,
    el("p", {}, problems.length ? w.savedWithProblems : w.saved),
    problems.length > 0 && listOf(describeAll(problems, w)),
    stored.refreshed.length > 0 && el("p", {}, `${w.schemasRefreshed} ${stored.refreshed.join(", ")}`),
  );
  dismiss.addEventListener("click", () => {
    box.remove();
    sessionStorage.removeItem(statusKey);
  });
  document.body.append(box);
  if (marks.length === 0) return;
  const started = Date.now();
  const timer = setInterval(() => {
    if (marks.some((path) => controlAt(path)) || Date.now() - started > 30_000) {
      clearInterval(timer);
      showTranslationMarks(marks, w);
    }
  }, 300);
}

/** A new save starts without the last one's status. */
export function forgetSave(): void {
  sessionStorage.removeItem(statusKey);
  document.getElementById(`${marker}-status`)?.remove();
}
