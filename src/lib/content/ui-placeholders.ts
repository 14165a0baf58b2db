// The placeholders each UI string fills in (formatText in ui-schema.ts writes them {name}): every
// locale's text for a key must use exactly those of the English text (ui/en.json), so a
// misspelt, missing or invented placeholder is a content problem with file and key, not a broken
// page. A mistake in the English text itself shows as the same problem in the four other files,
// each naming what English has.
import type { ContentProblem } from "./problems.ts";

const placeholder = /\{(\w+)\}/g;
const list = (names: Iterable<string>) => [...names].map((name) => `{${name}}`).join(", ");

/** The placeholders of a text at a key's path. */
function placeholdersAt(texts: unknown, path: string): Set<string> {
  const text = path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), texts);
  return new Set(typeof text === "string" ? [...text.matchAll(placeholder)].map((match) => match[1]!) : []);
}

/** Every UI string's placeholders against English's: unknown, missing, or braces that make no placeholder. */
export function placeholderProblems(ui: unknown, file: string, english: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === "string") {
      if (path === "$schema" || path === "lastUpdated") return;
      const declared = placeholdersAt(english, path);
      const used = new Set([...node.matchAll(placeholder)].map((match) => match[1]!));
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
