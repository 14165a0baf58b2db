// Which characters content text may hold, by kind of field, defined once. Every
// output format stays well-formed (XML 1.0 forbids most controls and U+FFFE/U+FFFF), no text
// can send escape sequences to a reader's terminal, and no name can hide or reorder itself.
//   body  (Markdown profile bodies): no control character but tab, line feed and carriage return
//   text  (every string in a JSON content file): no control character at all
//   name  (names, under a "name" field): as text, and at least one visible character
// Text and names hold no HTML either: a tag or character reference is shown literally on every
// page ("aged <b>9 months</b>"), so it is refused by name.
// Everywhere: no noncharacter (U+FDD0..U+FDEF, U+xFFFE, U+xFFFF), no lone surrogate, and no
// bidi control or invisible format character: an override (U+202E) makes "deriuqer ton" display
// as "not required", and a zero-width character makes two equal-looking words differ.
import type { ContentProblem } from "./problems.ts";
import { said, type ProblemWords } from "./editor-words.ts";

export type TextKind = "body" | "text" | "name";

const controlCharacter = /[\u0000-\u001F\u007F-\u009F]/u;
const bodyControlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const noncharacter = /[\uFDD0-\uFDEF\uFFFE\uFFFF\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{3FFFE}\u{3FFFF}\u{4FFFE}\u{4FFFF}\u{5FFFE}\u{5FFFF}\u{6FFFE}\u{6FFFF}\u{7FFFE}\u{7FFFF}\u{8FFFE}\u{8FFFF}\u{9FFFE}\u{9FFFF}\u{AFFFE}\u{AFFFF}\u{BFFFE}\u{BFFFF}\u{CFFFE}\u{CFFFF}\u{DFFFE}\u{DFFFF}\u{EFFFE}\u{EFFFF}\u{FFFFE}\u{FFFFF}\u{10FFFE}\u{10FFFF}]/u;
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/u;
/** Bidi marks, embeddings, overrides and isolates, zero-width characters and joiners, invisible
 *  operators and the byte-order mark: format characters that change or hide what a reader sees. */
const hiddenFormat = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
/** What shows nothing: spaces, format characters (zero-width, joiners, bidi marks), and letters drawn blank. */
const invisible = /[\s\p{Z}\p{Cf}\p{Cc}\p{Mn}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Half of a surrogate pair without its other half (JSON's \uD800 escapes can make one). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** An HTML tag, comment or character reference, as an editor would type one. */
const htmlPattern = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--|&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);/;

/** Why a text of this kind is refused (what was expected, what was found), or undefined if it is fine. */
export function textProblem(text: string, kind: TextKind): { expected: string; found: string; words: ProblemWords } | undefined {
  if (loneSurrogate.test(text)) return said("loneSurrogate");
  const control = (kind === "body" ? bodyControlCharacter : controlCharacter).exec(text);
  if (control) return said("controlCharacter", { body: kind === "body", char: codePoint(control[0]), at: control.index + 1 });
  const nonchar = noncharacter.exec(text);
  if (nonchar) return said("noncharacter", { char: codePoint(nonchar[0]), at: nonchar.index + 1 });
  const html = kind === "body" ? undefined : htmlPattern.exec(text)?.[0];
  if (html) return said("htmlInText", { what: html.startsWith("&") ? "reference" : html.startsWith("<!--") ? "comment" : "tag", html: html.startsWith("<!--") ? "<!--" : html });
  if (kind === "name") {
    const bidi = bidiControl.exec(text);
    if (bidi) return said("bidiInName", { char: codePoint(bidi[0]), at: bidi.index + 1 });
    if (text.length > 0 && text.replace(invisible, "") === "") return said("invisibleName");
  }
  const hidden = hiddenFormat.exec(text);
  if (hidden) return said("hiddenFormat", { char: codePoint(hidden[0]), at: hidden.index + 1 });
  return undefined;
}

/** Dates are days of this world: a year 0 or 9999 is a typing mistake that would sort and publish as truth. */
const isoDay = /^(\d{4})-\d{2}-\d{2}(T[\d:.]+Z)?$/;
export const firstYear = 1900;
export const lastYear = 2100;

/** Checks every string in a parsed JSON content file; strings under a "name" field are names. */
export function jsonTextProblems(value: unknown, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (node: unknown, path: string, kind: TextKind) => {
    if (typeof node === "string") {
      const problem = textProblem(node, kind);
      if (problem) problems.push({ file, path, ...problem });
      const year = Number(isoDay.exec(node)?.[1] ?? firstYear);
      if (year < firstYear || year > lastYear) problems.push({ file, path, ...said("yearRange", { first: firstYear, last: lastYear, text: JSON.stringify(node) }) });
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${path}[${i}]`, kind));
    else if (node && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        const keyProblem = textProblem(key, "text");
        if (keyProblem) problems.push({ file, path: path || "(field name)", ...keyProblem });
        else walk(item, path ? `${path}.${key}` : key, kind === "name" || key === "name" ? "name" : kind);
      }
    }
  };
  walk(value, "", "text");
  return problems;
}

/** Checks a Markdown body, naming the line (and the character within it) of the first bad character. */
export function bodyTextProblems(text: string, file: string): ContentProblem[] {
  if (!textProblem(text, "body")) return [];
  const lines = text.split("\n");
  const index = lines.findIndex((line) => textProblem(line, "body"));
  // A lone surrogate split across lines is the only problem no single line shows.
  if (index < 0) return [{ file, path: "", ...textProblem(text, "body")! }];
  return [{ file, path: `line ${index + 1}`, ...textProblem(lines[index]!, "body")! }];
}
