// The repository speaks for itself: a clone has every document it refers to. No file may send
// the reader to a folder outside the repository, cite a ticket by number instead of saying why,
// or cite a section of a design document the repository does not contain.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { repoRoot } from "./helpers.ts";

/** What a clone cannot follow, each with the reason a reader gets. */
const rules: { pattern: RegExp; reason: string }[] = [
  { pattern: /\.\.\/shared\b/, reason: "a path outside the repository" },
  { pattern: /\/work\/(?:shared|main|notes|wt-)/, reason: "a path on one machine, outside the repository" },
  { pattern: /\bissues? \d+/i, reason: "a ticket number instead of the reason" },
  { pattern: /\b(?:seed|STYLE|DESIGN)\s*§/, reason: "a section of a document the repository does not contain" },
  { pattern: /\b(?:DESIGN|STYLE)\.md\b/, reason: "a document the repository does not contain" },
  { pattern: /[(]STYLE:/, reason: "a document the repository does not contain" },
];

/** Every line of `text` that breaks a rule, as `file:line: reason: text`. */
export function citationsOutside(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { pattern, reason } of rules) {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${reason}: ${line.trim().slice(0, 160)}`);
    }
  });
  return found;
}

/** The repository's own files: what git tracks, or, without git, the tree minus what it ignores. */
function repositoryFiles(): string[] {
  try {
    return execFileSync("git", ["ls-files", "-z"], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      .split("\0")
      .filter((file) => file !== "" && existsSync(path.join(repoRoot, file)));
  } catch {
    const ignored = /^(?:\.git|node_modules|_site.*|\.site-staging-.*|test\/\.tmp|test\/screenshots)$/;
    const walk = (dir: string): string[] =>
      readdirSync(path.join(repoRoot, dir)).flatMap((name) => {
        const file = dir === "" ? name : `${dir}/${name}`;
        if (ignored.test(file)) return [];
        return statSync(path.join(repoRoot, file)).isDirectory() ? walk(file) : [file];
      });
    return walk("");
  }
}

test("no file points outside the repository or cites a ticket or an absent document", () => {
  const files = repositoryFiles();
  assert.ok(files.length > 100, `expected the repository's files; found ${files.length}`);
  const found = files.flatMap((file) => {
    const bytes = readFileSync(path.join(repoRoot, file));
    if (bytes.includes(0)) return []; // binary: no text to read
    return citationsOutside(file, bytes.toString("utf8"));
  });
  assert.equal(found, [], `say it in the repository's own words, or point to docs/:\n${found.join("\n")}`);
});

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

test("every link between the repository's documents reaches a file, and a heading where it names one", () => {
  const documents = repositoryFiles().filter((file) => file.endsWith(".md") && !file.startsWith("test/"));
  const anchors = (file: string) =>
    new Set(
      readFileSync(path.join(repoRoot, file), "utf8")
        .split("\n")
        .filter((line) => /^#{1,6} /.test(line))
        .map((line) => anchorOf(line.replace(/^#+ /, ""))),
    );
  const broken: string[] = [];
  for (const file of documents) {
    const text = readFileSync(path.join(repoRoot, file), "utf8");
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:[a-z]+:|\/\/)/i.test(target!)) continue; // another site, or mail
      const [where, anchor] = target!.split("#") as [string, string | undefined];
      const linked = where === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), where));
      if (!existsSync(path.join(repoRoot, linked))) broken.push(`${file}: ${target}: no file ${linked}`);
      else if (anchor !== undefined && linked.endsWith(".md") && !anchors(linked).has(anchor)) broken.push(`${file}: ${target}: no heading #${anchor} in ${linked}`);
    }
  }
  assert.equal(broken, []);
  assert.ok(documents.includes("docs/api.md") && documents.includes("docs/design.md"), "the contract and the design are documents of the repository");
});

test("the README links every document under docs/", () => {
  const readme = readFileSync(path.join(repoRoot, "README.md"), "utf8");
  const unlinked = repositoryFiles().filter((file) => /^docs\/[^/]+\.md$/.test(file) && !readme.includes(`](${file})`));
  assert.equal(unlinked, [], "a document nobody can find from the README");
});

test("the scan finds each kind of outside reference and leaves ordinary words alone", () => {
  const up = "..";
  const sample = [
    `The contract is ${up}/shared/seed/file.txt.`,
    `Read ${"/work"}/shared/DESIGN.txt first.`,
    `// The form editor (Issue ${19}) has its own policy.`,
    `// The trip rules, once (issues ${17} and 18).`,
    `/** Profile bodies exist only in nl and en (seed ${"§"}2.3 rule 2). */`,
    `// every problem at once (DESIGN ${"§"}6).`,
    `// same Page (${"STYLE"}: one view model).`,
    `see ${"DESIGN"}.md`,
    "// decap-cms issue #2138 needs 'unsafe-eval'.",
    "console.log(`fast-check seed ${seed}`);",
    "A design that grew; the style of the page; § 4 of the IHR.",
  ].join("\n");
  assert.equal(
    citationsOutside("sample.ts", sample).map((line) => line.split(": ")[0]),
    ["sample.ts:1", "sample.ts:2", "sample.ts:3", "sample.ts:4", "sample.ts:5", "sample.ts:6", "sample.ts:7", "sample.ts:8"],
  );
});

test.run();
