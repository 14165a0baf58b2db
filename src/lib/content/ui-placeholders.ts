// The placeholders each UI string fills in (formatText in ui-schema.ts writes them {name}): every
// locale's text for a key must use exactly those of the English text (ui/en.json), so a
// misspelt, missing or invented placeholder is a content problem with file and key, not a broken
// page. A mistake in the English text itself shows as the same problem in the four other files,
// each naming what English has.
import { valueAt, type ContentProblem } from "./problems.ts";

const placeholder = /\{(\w+)\}/g;
const list = (names: Iterable<string>) => [...names].map((name) => `{${name}}`).join(", ");

/** The placeholders of a text (none of anything else). */
const placeholdersIn = (text: unknown) => new Set(typeof text === "string" ? [...text.matchAll(placeholder)].map((match) => match[1]!) : []);

/** Every UI string's placeholders against English's: unknown, missing, or braces that make no placeholder. */
export function placeholderProblems(ui: unknown, file: string, english: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === "string") {
      if (path === "$schema" || path === "lastUpdated") return;
      const declared = placeholdersIn(valueAt(english, path.split(".")));
      const used = placeholdersIn(node);
      const unknown = [...used].filter((name) => !declared.has(name));
      const missing = [...declared].filter((name) => !used.has(name));
      const stray = /[{}]/.test(node.replace(placeholder, ""));
      const expected = declared.size ? `the placeholders ${list(declared)} (as in en.json), each once or more` : "no placeholders (as in en.json)";
      if (unknown.length) problems.push({ file, path, expected, found: `the unknown placeholder${unknown.length > 1 ? "s" : ""} ${list(unknown)}` });
      if (missing.length) problems.push({ file, path, expected, found: `no ${list(missing)}` });
      if (stray) problems.push({ file, path, expected: `${expected}, and no other braces`, found: "a { or } that is not a placeholder (a misspelt one?)" });
    } else if (node && typeof node === "object" && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    }
  };
  walk(ui, "");
  return problems;
}

const templatePart = /\{(@?)([^{}:|]+)(?::(\w+))?(?:\|[^{}|]*\|[^{}|]*)?\}/g;
const formats = new Set(["field", "fieldWords", "json", "marker", "list", "rest", "ordinal", "seen"]);

/** The parameters a template of the editors' words (content/ui/editor/) uses, and its formats. */
function templateNames(template: unknown): { names: Set<string>; formats: Set<string>; stray: boolean } {
  const names = new Set<string>();
  const used = new Set<string>();
  let stray = false;
  const visit = (text: unknown) => {
    if (typeof text !== "string") return;
    for (const [, literal, name, format] of text.matchAll(templatePart)) {
      if (!literal) names.add(name!);
      if (format) used.add(format);
    }
    stray ||= /[{}]/.test(text.replace(templatePart, ""));
  };
  if (template && typeof template === "object") {
    const { $by, ...cases } = template as Record<string, unknown>;
    if (typeof $by === "string") names.add($by);
    Object.values(cases).forEach(visit);
  } else visit(template);
  return { names, formats: used, stray };
}

/** The editors' words of one locale against English's: the same parameters (never one English
 *  does not give), known formats, and no stray braces. The schema (ui-schema.ts) checks the keys. */
export function editorWordsProblems(words: unknown, english: unknown, file: string, tables: readonly string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (node: unknown, path: string[]) => {
    const leaf = typeof node === "string" || (node && typeof node === "object" && "$by" in node);
    if (!leaf) {
      if (node && typeof node === "object") for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
      return;
    }
    const mine = templateNames(node);
    // A problem's parameters are the same for its expected and found.
    const model = path[0] === "problems" ? [templateNames(valueAt(english, [...path.slice(0, -1), "expected"])), templateNames(valueAt(english, [...path.slice(0, -1), "found"]))] : [templateNames(valueAt(english, path))];
    const given = new Set(model.flatMap((part) => [...part.names]));
    const unknown = [...mine.names].filter((name) => !given.has(name));
    const badFormats = [...mine.formats].filter((format) => !formats.has(format) && !tables.includes(format));
    const field = path.join(".");
    if (unknown.length) problems.push({ file, path: field, expected: `only the parameters English uses here (${list(given) || "none"})`, found: list(unknown) });
    if (badFormats.length) problems.push({ file, path: field, expected: `a format among ${[...formats, ...tables].join(", ")}`, found: badFormats.join(", ") });
    if (mine.stray) problems.push({ file, path: field, expected: "braces only around a placeholder", found: "a { or } that is not a placeholder (a misspelt one?)" });
  };
  walk(words, []);
  return problems;
}
