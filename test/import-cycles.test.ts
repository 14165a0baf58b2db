// Data flows one way (content → published schemas → view models → renderers → templates): no
// module imports itself through others. The import graph of every TypeScript file in the
// configuration, src/, _data/, _includes/ and scripts/, read by TypeScript's own parser.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import ts from "typescript";
import { repoRoot } from "./helpers.ts";

function sourceFiles(): string[] {
  const roots = ["src", "_data", "_includes", "scripts"].filter((dir) => existsSync(path.join(repoRoot, dir)));
  const files = roots.flatMap((dir) => readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: "utf8" }).map((name) => path.join(dir, name)));
  return ["eleventy.config.ts", ...files].filter((file) => /\.ts$/.test(file) && !file.endsWith(".d.ts"));
}

/** Each file's imports of other files of the repository (type-only imports included: they tie modules together too). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(repoRoot, file), "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => fileName)
        .filter((name) => name.startsWith("."))
        .map((name) => path.normalize(path.join(path.dirname(file), name)))
        .filter((target) => known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every cycle, each once, as the files along it (found by a depth-first search from each file). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") {
        const cycle = stack.slice(stack.indexOf(next));
        cycles.set([...cycle].sort().join(" "), cycle);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}

test("the search finds a cycle where there is one, and none where there is none", () => {
  assert.equal(cyclesOf(new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]]])).map((c) => c.join(" → ")), ["a → b → c"]);
  assert.equal(cyclesOf(new Map([["a", ["b", "c"]], ["b", ["c"]], ["c", []]])), []);
});

test("no module imports itself through others", () => {
  const files = sourceFiles();
  assert.ok(files.length > 50, `expected the source files; found ${files.length}`);
  const cycles = cyclesOf(importGraph(files));
  assert.equal(cycles.map((cycle) => [...cycle, cycle[0]].join(" → ")), []);
});

test.run();
