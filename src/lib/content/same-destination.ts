// One file per destination: a country saved a second time under another slug (kenia.json beside
// kenya.json) would be published twice, with two sets of advice that drift apart. Checked on every
// readable country file, valid or not, so the copy is named even while it has other problems.
import { said } from "./editor-words.ts";
import { locales } from "../locales.ts";
import type { ContentProblem } from "./problems.ts";
import { compareCodePoints } from "../order.ts";

/** Names compared as a reader sees them: case, accents' composition and spacing aside. */
const comparable = (name: string) => name.normalize("NFC").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();

/** Problems for each country file that shares its ISO code, or a name in some locale, with another: each file names the others. */
export function sameDestinationProblems(countries: readonly { file: string; value: unknown }[]): ContentProblem[] {
  // key → files, in file order; a key is the ISO code, or a locale and a name.
  const groups = new Map<string, { path: string; files: Map<string, string> }>();
  const add = (key: string, path: string, text: string, file: string) => {
    const group = groups.get(key) ?? { path, files: new Map<string, string>() };
    if (!group.files.has(file)) group.files.set(file, text);
    groups.set(key, group);
  };
  for (const { file, value } of [...countries].sort((a, b) => compareCodePoints(a.file, b.file))) {
    if (!value || typeof value !== "object") continue;
    const { isoCode, name } = value as { isoCode?: unknown; name?: unknown };
    if (typeof isoCode === "string" && isoCode !== "") add(`iso\0${isoCode}`, "isoCode", isoCode, file);
    if (!name || typeof name !== "object") continue;
    for (const locale of locales) {
      const text = (name as Record<string, unknown>)[locale];
      if (typeof text === "string" && text.trim() !== "") add(`${locale}\0${comparable(text)}`, `name.${locale}`, text, file);
    }
  }
  const problems: ContentProblem[] = [];
  const reported = new Set<string>();
  for (const { path, files } of groups.values()) {
    if (files.size < 2) continue;
    for (const [file, found] of files) {
      const others = [...files.keys()].filter((other) => other !== file);
      // One name per pair of files is enough: a copy usually repeats all five.
      const pair = `${file}\0${others.join("\0")}\0${path === "isoCode" ? "iso" : "name"}`;
      if (reported.has(pair)) continue;
      reported.add(pair);
      const iso = path === "isoCode";
      problems.push({ file, path, ...said("sameDestination", { iso, ...(iso ? {} : { locale: path.slice(5) }), files: [file, ...others], text: JSON.stringify(found) }) });
    }
  }
  return problems;
}
