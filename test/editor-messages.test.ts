// Messages that point: every problem names the file, the line and column, the field in
// words, what was expected and what was found; every problem of a file at once, whatever its kind.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { describeField, ordinal } from "../src/lib/content/editor-words.ts";
import { loadContent } from "../src/lib/content/load.ts";
import { ContentError, formatProblem, githubAnnotation, type ContentProblem } from "../src/lib/content/problems.ts";
import { editJson, makeFixture } from "./helpers.ts";

function problemsOf(content: string): ContentProblem[] {
  try {
    loadContent(content, { now: new Date("2026-11-23T12:00:00Z") });
  } catch (error) {
    assert.instance(error, ContentError);
    return [...(error as ContentError).problems];
  }
  throw new Error("the content was accepted");
}

/** 1-based line and column of the first occurrence of `needle` at or after `from` in a file. */
function placeOf(file: string, needle: string, from = ""): { line: number; column: number } {
  const text = readFileSync(file, "utf8");
  const offset = text.indexOf(needle, text.indexOf(from));
  assert.ok(offset >= 0, `${needle} not in ${file}`);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

test("array positions are given in words, counted from 1, with the exact path beside them", () => {
  assert.is(describeField("vaccines[3]"), "the 4th vaccine (vaccines[3])");
  assert.is(describeField("vaccines[3].level"), "the 4th vaccine › level (vaccines[3].level)");
  assert.is(describeField("yellowFever.certificate.citations[0].reference"), "yellow fever › certificate › the 1st citation › reference (yellowFever.certificate.citations[0].reference)");
  assert.is(describeField("name.es"), "name › Spanish (es) (name.es)");
  assert.is(describeField("reviewed"), "reviewed");
  assert.equal([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal), ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]);
});

test("a wrong vaccine slug is reported beside a schema error in the same file, each at its line and column", () => {
  const content = makeFixture();
  const kenya = path.join(content, "countries/kenya.json");
  editJson(kenya, (k) => {
    k.vaccines[0].level = "required";
    k.vaccines[1].vaccine = "hepatitis-z";
  });
  const problems = problemsOf(content).filter((p) => p.file.endsWith("countries/kenya.json"));
  const level = problems.find((p) => p.path === "vaccines[0].level");
  const slug = problems.find((p) => p.path === "vaccines[1].vaccine");
  assert.ok(level && slug, JSON.stringify(problems, null, 2));
  assert.equal({ line: level.line, column: level.column }, placeOf(kenya, '"level": "required"'));
  assert.equal({ line: slug.line, column: slug.column }, placeOf(kenya, '"vaccine": "hepatitis-z"'));
  const { line, column } = placeOf(kenya, '"vaccine": "hepatitis-z"');
  assert.ok(
    formatProblem(slug).endsWith(
      `countries/kenya.json:${line}:${column}: the 2nd vaccine › vaccine (vaccines[1].vaccine): expected a slug of a file in content/vaccines/; found "hepatitis-z"`,
    ),
    formatProblem(slug),
  );
  assert.match(formatProblem(level), /the 1st vaccine › level \(vaccines\[0\]\.level\): expected one of "entry-requirement", "all-travellers", "some-travellers"; found "required"$/);
});

test("a wrong reference, a field written twice and a malformed date are all reported together", () => {
  const content = makeFixture();
  const ghana = path.join(content, "countries/ghana.json");
  editJson(ghana, (g) => {
    g.reviewed = "2026-13-45";
    g.yellowFever.citations = [{ reference: "who-ith-2099", locator: "Country list", quote: null }];
  });
  writeFileSync(ghana, readFileSync(ghana, "utf8").replace('"region":', '"region": "africa",\n  "region":'));
  const lines = problemsOf(content).filter((p) => p.file.endsWith("countries/ghana.json")).map(formatProblem);
  assert.is(lines.length, 3, lines.join("\n"));
  const region = placeOf(ghana, '"region"', '"region": "africa",\n');
  assert.ok(lines.some((l) => l.includes(`ghana.json:${region.line + 1}:3: region: expected each field once`)), lines.join("\n"));
  assert.ok(lines.some((l) => /reviewed: expected a date written YYYY-MM-DD; found "2026-13-45"$/.test(l)), lines.join("\n"));
  assert.ok(lines.some((l) => l.includes('yellow fever › the 1st citation › reference (yellowFever.citations[0].reference): expected a slug of a file in content/references/; found "who-ith-2099"')), lines.join("\n"));
});

test("a missing field points at the object that lacks it", () => {
  const content = makeFixture();
  const kenya = path.join(content, "countries/kenya.json");
  editJson(kenya, (k) => delete k.yellowFever.certificate.minimumAgeMonths);
  const problem = problemsOf(content).find((p) => p.path === "yellowFever.certificate.minimumAgeMonths");
  assert.ok(problem);
  const certificate = placeOf(kenya, "{", '"certificate"');
  assert.equal({ line: problem.line, column: problem.column }, certificate);
  assert.is(problem.found, "nothing (the field is missing)");
});

test("a trailing comma is reported on its own line, in plain words", () => {
  const content = makeFixture();
  const ghana = path.join(content, "countries/ghana.json");
  editJson(ghana, () => {});
  const text = readFileSync(ghana, "utf8").replace(/\n\}\n$/, ",\n}\n");
  writeFileSync(ghana, text);
  const lines = text.split("\n");
  const commaLine = lines.findIndex((l) => l.endsWith(",") && lines[lines.indexOf(l) + 1] === "}") + 1;
  const commaColumn = lines[commaLine - 1]!.length;
  const problem = problemsOf(content).find((p) => p.file.endsWith("countries/ghana.json"));
  assert.ok(problem);
  assert.ok(commaLine < lines.length - 1, "the comma is on the line before the closing brace");
  assert.is(formatProblem(problem).replace(/^.*countries\//, ""), `ghana.json:${commaLine}:${commaColumn}: expected no comma after the last field of an object (remove this comma); found a comma before the closing }`);
});

test("a missing comma and a comment are named at their place", () => {
  const content = makeFixture();
  writeFileSync(path.join(content, "sources/who.json"), '{\n  "slug": "who" // the WHO\n}\n');
  const problems = problemsOf(content).filter((p) => p.file.endsWith("sources/who.json"));
  const comment = problems.find((p) => p.found === "a comment (JSON has no comments)");
  assert.equal({ line: comment?.line, column: comment?.column }, { line: 2, column: 17 });
  // The file is still read past the comment: its missing fields are reported in the same run.
  assert.ok(problems.some((p) => p.path === "url" && p.found === "nothing (the field is missing)"), JSON.stringify(problems));
});

test("a file nested far deeper than any content is refused at the place it goes too deep, without exhausting the stack", () => {
  const content = makeFixture();
  writeFileSync(path.join(content, "sources/who.json"), `{\n  "slug": ${"[".repeat(5000)}${"]".repeat(5000)}\n}\n`);
  const [problem] = problemsOf(content).filter((p) => p.file.endsWith("sources/who.json"));
  assert.equal(
    { line: problem?.line, column: problem?.column, expected: problem?.expected, found: problem?.found },
    { line: 2, column: 74, expected: "objects and lists nested at most 64 levels deep", found: "5001 levels" },
  );
});

const outsideTheSubset: [string, string, number, string][] = [
  ["a table", "Intro.\n\n| Dose | When |\n|---|---|\n| 1 | day 0 |\n", 5, "a table"],
  ["strikethrough", "Text ~~old~~ new.\n", 3, "strikethrough (~~…~~)"],
  ["raw HTML", "Text <b>bold</b>.\n", 3, "HTML"],
  ["an HTML block", "<div>\nblock\n</div>\n", 3, "HTML"],
  ["inline code", "Take `doxycycline` daily.\n", 3, "code (`…`)"],
  ["a horizontal rule", "One.\n\n---\n\nTwo.\n", 5, "a horizontal rule (---)"],
];
for (const [name, body, line, found] of outsideTheSubset) {
  test(`a profile body with ${name} is refused with its line`, () => {
    const content = makeFixture();
    writeFileSync(path.join(content, "diseases/malaria.en.md"), `## Fine\n\n${body}`);
    const problems = problemsOf(content).filter((p) => p.file.endsWith("malaria.en.md"));
    assert.is(problems.length, 1, problems.map(formatProblem).join("\n"));
    assert.is(problems[0]!.line, line);
    assert.is(problems[0]!.found, found);
  });
}

test("on GitHub a problem becomes an annotation on its line of the pull request", () => {
  const annotation = githubAnnotation({ file: "content/countries/kenya.json", path: "vaccines[0].level", expected: "one of a, b", found: '"c"', line: 27, column: 7 });
  assert.is(annotation, '::error file=content/countries/kenya.json,line=27,col=7,title=Content check::content/countries/kenya.json:27:7: the 1st vaccine › level (vaccines[0].level): expected one of a, b; found "c"');
});

test.run();
