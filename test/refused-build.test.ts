// A build of bad content is refused: each class of bad input gets a clear message (file, field
// path, expected, found), and the existing _site/ stays byte-for-byte unchanged. The builds run
// in-process; one runs `npm run build` as its own process for what only a process shows: exit
// code 1 and no stack trace.
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, buildProcess, editJson, makeFixture, setUp, treeDigest } from "./helpers.ts";

let goodSite: string;
let goodDigest: string;

setUp(test, async () => {
  const result = await build(makeFixture());
  assert.is(result.status, 0, result.stderr);
  goodSite = result.outDir;
  goodDigest = treeDigest(goodSite);
});

/** Builds broken content over the good site and returns the error output. */
async function failingBuild(breakContent: (content: string) => void): Promise<string> {
  const content = makeFixture();
  breakContent(content);
  const result = await build(content, goodSite);
  assert.is(result.status, 1, `expected a refusal, got ${result.status}\n${result.stdout}${result.stderr}`);
  assert.is(treeDigest(goodSite), goodDigest, "the previous _site is unchanged");
  return result.stderr;
}

const cases: [string, (content: string) => void, string[]][] = [
  [
    "a wrong enum value names the field, the allowed values and the value found",
    (c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.vaccines[0].level = "required")),
    ['countries/kenya.json:*: the 1st vaccine › level (vaccines[0].level): expected one of "entry-requirement", "all-travellers", "some-travellers"; found "required"'],
  ],
  [
    "a missing field says it is missing",
    (c) => editJson(path.join(c, "countries/kenya.json"), (k) => delete k.reviewed),
    ["countries/kenya.json:*: reviewed: expected a value of type string; found nothing (the field is missing)"],
  ],
  [
    "a misspelt field is reported as unknown",
    (c) => editJson(path.join(c, "countries/kenya.json"), (k) => (k.vacines = [])),
    ['countries/kenya.json:*: vacines: expected no such field (check its spelling against the schema); found an unknown field "vacines"'],
  ],
  [
    "a country naming a vaccine or disease that does not exist",
    (c) =>
      editJson(path.join(c, "countries/kenya.json"), (k) => {
        k.vaccines[0].vaccine = "hepatitis-z";
        k.otherRisks = [{ disease: "dengue", note: null }];
      }),
    [
      'countries/kenya.json:*: the 1st vaccine › vaccine (vaccines[0].vaccine): expected a slug of a file in content/vaccines/; found "hepatitis-z"',
      'countries/kenya.json:*: the 1st other risk › disease (otherRisks[0].disease): expected a slug of a file in content/diseases/; found "dengue"',
    ],
  ],
  [
    "a vaccine protecting against an unknown disease",
    (c) => editJson(path.join(c, "vaccines/measles.json"), (v) => (v.protectsAgainst = ["measles", "mumps"])),
    ['vaccines/measles.json:*: the 2nd disease it protects against (protectsAgainst[1]): expected a slug of a file in content/diseases/; found "mumps"'],
  ],
  [
    "a slug that differs from its file name",
    (c) => editJson(path.join(c, "countries/ghana.json"), (g) => (g.slug = "gana")),
    ['countries/ghana.json:*: slug: expected the file name "ghana"; found "gana"'],
  ],
  [
    "a file name that is not a valid slug",
    (c) => renameSync(path.join(c, "countries/iceland.json"), path.join(c, "countries/Iceland.json")),
    ['countries/Iceland.json: expected a file named {slug}.json with a lowercase kebab-case slug; found "Iceland.json"'],
  ],
  [
    "the reserved slug diseases",
    (c) => {
      editJson(path.join(c, "countries/iceland.json"), (i) => (i.slug = "diseases"));
      renameSync(path.join(c, "countries/iceland.json"), path.join(c, "countries/diseases.json"));
    },
    ['countries/diseases.json:*: slug: expected a slug other than "diseases", "notices" (reserved for the disease index and the outbreak notices); found "diseases"'],
  ],
  [
    "a missing UI string in one locale",
    (c) => editJson(path.join(c, "ui/fr.json"), (ui) => delete ui.country.malariaHeading),
    ["ui/fr.json:*: country › malaria heading (country.malariaHeading): expected a value of type string; found nothing (the field is missing)"],
  ],
  [
    "a missing entity name in one locale",
    (c) => editJson(path.join(c, "diseases/malaria.json"), (d) => delete d.name.es),
    ["diseases/malaria.json:*: name › Spanish (es) (name.es): expected a value of type string; found nothing (the field is missing)"],
  ],
  [
    "a vaccine without a sourceUrl, or with one that is not https",
    (c) => {
      editJson(path.join(c, "vaccines/measles.json"), (v) => delete v.sourceUrl);
      editJson(path.join(c, "vaccines/hepatitis-a.json"), (v) => (v.sourceUrl = "http://www.who.int/"));
    },
    [
      "vaccines/measles.json:*: source URL (sourceUrl): expected a value of type string; found nothing (the field is missing)",
      'vaccines/hepatitis-a.json:*: source URL (sourceUrl): expected an absolute https:// URL; found "http://www.who.int/"',
    ],
  ],
  [
    "malformed JSON names the file, line and column (a missing comma and a missing value: no reading past both)",
    (c) => writeFileSync(path.join(c, "countries/ghana.json"), '{\n  "slug": "ghana",\n  "isoCode": "GH"\n  "name": \n}\n'),
    ['countries/ghana.json:4:3: expected a comma "," between two fields or items (is one missing at the end of the line before?); found the text "name"'],
  ],
  [
    "a profile body with unsupported Markdown gives its line",
    (c) => writeFileSync(path.join(c, "diseases/malaria.en.md"), "## Fine\n\nText with a [bad link](javascript:alert(1)).\n\n![map](https://example.org/map.png)\n\n```\ncode\n```\n"),
    [
      'diseases/malaria.en.md:3: expected a link to an https:// or mailto: address; found "javascript:alert(1)"',
      "diseases/malaria.en.md:5: expected no images in a profile (text, links and lists only); found an image",
      "diseases/malaria.en.md:7: expected headings (## or ###), paragraphs and flat lists only; found a code block (```)",
    ],
  ],
  [
    "a disease without any profile body",
    (c) => {
      rmSync(path.join(c, "diseases/measles.en.md"));
      rmSync(path.join(c, "diseases/measles.nl.md"));
    },
    ["diseases/measles.json:1:1: expected a profile body measles.nl.md or measles.en.md beside it; found neither"],
  ],
  [
    "advice that contradicts itself",
    (c) =>
      editJson(path.join(c, "countries/ghana.json"), (g) => {
        g.vaccines = [];
        g.malaria.prevention = null;
      }),
    [
      'countries/ghana.json:*: vaccines: expected the yellow-fever vaccine at level "entry-requirement", since every traveller needs a certificate; found no such entry',
      'countries/ghana.json:*: malaria › prevention (malaria.prevention): expected prevention advice when the risk is "high"; found null',
    ],
  ],
  [
    "a disease no country names, without a reason, and a stale reason on a linked one",
    (c) => {
      rmSync(path.join(c, "countries/iceland.json"));
      // The outbreak notice names measles too.
      rmSync(path.join(c, "notices"), { recursive: true });
      editJson(path.join(c, "diseases/malaria.json"), (d) => (d.unlinkedReason = "Not named anywhere."));
    },
    [
      "diseases/measles.json:*: unlinked reason (unlinkedReason): expected a reason why no country's advice names this disease (or a country that does); found no country and no reason",
      'diseases/malaria.json:*: unlinked reason (unlinkedReason): expected no reason, since countries\' advice names this disease; found "Not named anywhere."',
    ],
  ],
  [
    "a field written twice in one object",
    (c) => writeFileSync(path.join(c, "sources/who.json"), readFileSync(path.join(c, "sources/who.json"), "utf8").replace('"url":', '"slug": "who",\n  "url":')),
    ['sources/who.json:*: slug: expected each field once (JSON keeps only the last one); found "slug" again'],
  ],
  [
    "a content file over 1 MiB",
    (c) => editJson(path.join(c, "countries/iceland.json"), (i) => (i.padding = "x".repeat(1024 * 1024))),
    ["countries/iceland.json: expected a file of at most 1048576 bytes; found"],
  ],
  [
    "a profile over 200 blocks",
    (c) => writeFileSync(path.join(c, "diseases/measles.en.md"), Array.from({ length: 201 }, (_, i) => `Paragraph ${i}.`).join("\n\n")),
    ["diseases/measles.en.md: expected at most 200 blocks (headings, paragraphs and lists); found 201 blocks"],
  ],
];

/** Whether the output holds a message; `:*:` in it stands for the field's `:line:column:`. */
function hasMessage(output: string, message: string): boolean {
  const pattern = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\\\*:/g, ":\\d+:\\d+:");
  return new RegExp(pattern).test(output);
}

for (const [name, breakContent, messages] of cases) {
  test(name, async () => {
    const stderr = await failingBuild(breakContent);
    for (const message of messages) assert.ok(hasMessage(stderr, message), `missing:\n  ${message}\nin:\n${stderr}`);
  });
}

test("`npm run build` reports every problem of a run at once, exits 1 without a stack trace, and leaves _site unchanged", () => {
  const content = makeFixture();
  editJson(path.join(content, "countries/kenya.json"), (k) => (k.isoCode = "kenya"));
  editJson(path.join(content, "diseases/malaria.json"), (d) => (d.reviewed = "01-10-2026"));
  editJson(path.join(content, "ui/es.json"), (ui) => (ui.site.name = ""));
  const result = buildProcess(content, goodSite);
  assert.is(result.status, 1, `expected exit code 1, got ${result.status}\n${result.stdout}${result.stderr}`);
  assert.not.match(result.stderr, /\n\s+at /, "no stack trace for content errors");
  assert.is(treeDigest(goodSite), goodDigest, "the previous _site is unchanged");
  const stderr = result.stderr;
  assert.ok(stderr.includes(`Nothing was written; ${goodSite} is unchanged.`), stderr);
  assert.match(stderr, /The content has 3 problems:/);
  assert.ok(hasMessage(stderr, 'countries/kenya.json:*: ISO code (isoCode): expected an ISO 3166-1 alpha-2 code such as KE; found "kenya"'), stderr);
  assert.ok(hasMessage(stderr, 'diseases/malaria.json:*: reviewed: expected a date written YYYY-MM-DD; found "01-10-2026"'), stderr);
  assert.ok(hasMessage(stderr, "ui/es.json:*: site › name (site.name): expected at least 1 character; found an empty string"), stderr);
});

test.run();
