// Characters that formats forbid never reach a reader: refused at the content edge in every kind
// of text field (src/lib/content/text-rules.ts), and caught by the build's own verification if a
// template ever emits one (src/lib/verify/output.ts), including a strict XML 1.0 parse.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fileProblems } from "../src/lib/verify/output.ts";
import { contentRefusal, editJson } from "./helpers.ts";

const problemsOf = (change: (content: string) => void) => contentRefusal(change);

const hostile: [string, string, string][] = [
  ["an escape sequence (ESC)", "Kenya\u001b[2J", "U+001B at character 6"],
  ["a backspace", "Ken\bya", "U+0008 at character 4"],
  ["DEL", "Ken\u007fya", "U+007F at character 4"],
  ["a C1 control (NEL)", "Ken\u0085ya", "U+0085 at character 4"],
  ["a noncharacter", "Kenya\uFFFE", "U+FFFE at character 6"],
];

for (const [name, text, found] of hostile) {
  test(`${name} is refused in a name, a text field and a UI string, each with file and field`, () => {
    const problems = problemsOf((c) => {
      editJson(path.join(c, "countries/kenya.json"), (k) => (k.name.fr = text));
      editJson(path.join(c, "vaccines/measles.json"), (v) => (v.schedule = { ...v.schedule, en: text }));
      editJson(path.join(c, "ui/de.json"), (ui) => (ui.site.name = text));
    });
    const expected = found.startsWith("U+FFFE") ? "expected text without Unicode noncharacters" : "expected text with no control character (no line breaks either)";
    assert.match(problems, new RegExp(`countries/kenya\\.json:\\d+:\\d+: .*\\(name\\.fr\\): ${expected.replace(/[()]/g, "\\$&")}; found ${found.replace("+", "\\+")}`));
    assert.match(problems, new RegExp(`vaccines/measles\\.json:\\d+:\\d+: .*\\(schedule\\.en\\): ${expected.replace(/[()]/g, "\\$&")}`));
    assert.match(problems, new RegExp(`ui/de\\.json:\\d+:\\d+: .*\\(site\\.name\\): ${expected.replace(/[()]/g, "\\$&")}`));
  });
}

test("a line break inside a one-line JSON text is refused; in a Markdown body tab and line breaks are fine but ESC is refused with its line", () => {
  const problems = problemsOf((c) => {
    editJson(path.join(c, "countries/kenya.json"), (k) => (k.name.en = "Ken\nya"));
    writeFileSync(path.join(c, "diseases/malaria.en.md"), "## Heading\r\n\r\nText\twith a tab.\n\nA \u001b[31mred\u001b[0m word.\n");
  });
  assert.ok(problems.includes("(name.en): expected text with no control character (no line breaks either); found U+000A at character 4"), problems);
  assert.ok(problems.includes("diseases/malaria.en.md: line 5: expected text with no control character but tab and line breaks; found U+001B at character 3"), problems);
});

test("a lone surrogate, a bidi override and an invisible-only name are refused in names", () => {
  const problems = problemsOf((c) => {
    const file = path.join(c, "countries/kenya.json");
    editJson(file, (k) => (k.name = { nl: "KeniaLONE", en: "\u202EKenya", de: "\u200B\u200B", fr: "Kenya", es: "Kenia" }));
    // JSON can carry half a surrogate pair as an escape; write it as an editor would.
    writeFileSync(file, readFileSync(file, "utf8").replace("LONE", "\\uD800"));
  });
  assert.ok(problems.includes("(name.nl): expected Unicode text; found a lone surrogate (half of a character)"), problems);
  assert.ok(problems.includes("(name.en): expected a name without bidirectional embedding, override or isolate characters; found U+202E at character 1"), problems);
  assert.ok(problems.includes("(name.de): expected a name with at least one visible character; found only invisible characters"), problems);
});

test("the build's verification refuses output with a control character, and XML that a strict parser rejects", () => {
  const written = new Map([
    ["/en/changes.atom", '<?xml version="1.0" encoding="utf-8"?>\n<feed><title>A\u0001B</title></feed>\n'],
    ["/sitemap.xml", '<?xml version="1.0" encoding="utf-8"?>\n<urlset><url></urlset>\n'],
    ["/en/travel.md", "# Travel \u009b31m\n"],
  ]);
  const problems = fileProblems([], written, "https://example.test", new Set()).join("\n");
  assert.match(problems, /en\/changes\.atom: expected no control character, noncharacter or lone surrogate; found U\+0001/);
  assert.match(problems, /en\/changes\.atom: expected well-formed XML 1\.0; found .*disallowed character/);
  assert.match(problems, /sitemap\.xml: expected well-formed XML 1\.0; found .*unexpected close tag/);
  assert.match(problems, /en\/travel\.md: expected no control character, noncharacter or lone surrogate; found U\+009B/);
});

test("a large file checked in pieces gets the message it gets when checked whole, characters counted in the whole text", () => {
  // Three-byte and four-byte characters on every line, so the megabyte cuts fall inside characters' bytes.
  const line = "Reizen naar “Kenia” … 😀 gele koorts\n";
  const large = line.repeat(Math.ceil(3e6 / Buffer.byteLength(line)));
  const feed = (body: string) => `<?xml version="1.0" encoding="utf-8"?>\n<feed>${body}</feed>\n`;
  const files: [string, string][] = [
    ["/en/llms-full/general-1.txt", `${large}A\u0001B`],
    ["/en/llms-full/general-2.txt", `${large.slice(0, 1_500_000)}\uFFFE${large.slice(1_500_000)}`],
    ["/en/changes.atom", feed(`<title>${large}</title>`)],
    ["/sitemap.xml", feed(`<title>${large}</titel>`)],
  ];
  for (const [url, text] of files) {
    const check = (content: Buffer | string) => fileProblems([], new Map([[url, content]]), "https://example.test", new Set());
    assert.equal(check(Buffer.from(text, "utf8")), check(text), url);
  }
  const problems = fileProblems([], new Map(files.map(([url, text]) => [url, Buffer.from(text, "utf8")])), "https://example.test", new Set()).join("\n");
  assert.ok(problems.includes(`en/llms-full/general-1.txt: expected no control character, noncharacter or lone surrogate; found U+0001 at character ${large.length + 2}`), problems);
  assert.ok(problems.includes("en/llms-full/general-2.txt: expected no control character, noncharacter or lone surrogate; found U+FFFE at character 1500001"), problems);
  assert.not.match(problems, /changes\.atom/);
  assert.match(problems, /sitemap\.xml: expected well-formed XML 1\.0; found .*unexpected close tag/);
});

test.run();
