// Outbreak notices as content: each rule of the check refuses a notice whose dates or citations
// do not tell one story, with file, field, expected and found (and in another locale's words);
// time passing past reviewBy is a warning of `npm run check`, never an error.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { phrase } from "../src/lib/content/editor-words.ts";
import { contentProblems, editJson, makeFixture, plainProblem, repoRoot, runTs } from "./helpers.ts";

const noticeFile = (c: string) => path.join(c, "notices/measles-kenya-2026.json");
const refused = (edit: (notice: any, content: string) => void) =>
  contentProblems((c) => editJson(noticeFile(c), (n) => edit(n, c)))
    .filter((p) => p.file.endsWith("measles-kenya-2026.json"))
    .map(plainProblem)
    .map((line) => line.replace(/^.*measles-kenya-2026\.json: /, ""));

test("the fixture notice is valid and loads", () => {
  const content = loadContent(makeFixture());
  assert.equal(content.notices.map((n) => n.slug), ["measles-kenya-2026"]);
});

test("confirmed before reported is refused", () => {
  assert.equal(refused((n) => ((n.confirmed = "2026-03-01"), (n.reviewBy = "2026-04-01"))), ["confirmed: expected a day on or after reported (2026-03-02); found 2026-03-01"]);
});

test("reviewBy not after confirmed, or more than 90 days after it, is refused", () => {
  assert.equal(refused((n) => (n.reviewBy = "2026-12-31")), ["reviewBy: expected a day after confirmed (2026-10-01) and at most 90 days after it (2026-12-30 at the latest); found 2026-12-31"]);
  assert.equal(refused((n) => (n.reviewBy = "2026-10-01")), ["reviewBy: expected a day after confirmed (2026-10-01) and at most 90 days after it (2026-12-30 at the latest); found 2026-10-01"]);
});

test("ended before reported or after the last update is refused; an ended notice within them is valid", () => {
  assert.equal(refused((n) => (n.ended = "2026-03-01")), ["ended: expected a day from reported (2026-03-02) to the day of lastUpdated (2026-10-01); found 2026-03-01"]);
  assert.equal(refused((n) => (n.ended = "2026-10-02")), ["ended: expected a day from reported (2026-03-02) to the day of lastUpdated (2026-10-01); found 2026-10-02"]);
  const content = makeFixture();
  editJson(noticeFile(content), (n) => (n.ended = "2026-09-01"));
  assert.is(loadContent(content).notices[0]!.ended, "2026-09-01");
});

test("a notice resting on news alone is refused, and so is a citation of an undated report", () => {
  assert.equal(
    refused((_, c) => editJson(path.join(c, "references/outbreak-who-afro-kenya-2026.json"), (r) => (r.kind = "secondary"))),
    ['citations[0].reference: expected a reference of kind "authority" or "advice-body" (a notice resting on news alone is not published); found "outbreak-who-afro-kenya-2026", of kind "secondary"'],
  );
  const undated = refused((n) => n.citations.push({ reference: "cdc-destination-kenya", locator: "Kenya", quote: null }));
  assert.equal(undated, ["citations[1].reference: expected a reference whose dated gives the report's date; found \"cdc-destination-kenya\", dated null"]);
});

test("reported must be the date of a cited report", () => {
  assert.equal(refused((n) => ((n.reported = "2026-03-03"), (n.ended = null))), ["reported: expected the dated of a cited reference (2026-03-02); found 2026-03-03"]);
});

test("a country named twice, an unknown disease and no citation are refused", () => {
  const problems = refused((n) => {
    n.countries.push({ country: "kenya", areas: null });
    n.disease = "cholera";
    n.citations = [];
  });
  assert.ok(problems.includes("countries[1].country: expected each country once; found \"kenya\" again") || problems.some((p) => p.startsWith("citations")), problems.join("\n"));
  assert.ok(problems.includes('disease: expected a slug of a file in content/diseases/; found "cholera"'), problems.join("\n"));
  assert.ok(problems.includes("citations: expected at least 1 item; found a list of 0 items"), problems.join("\n"));
});

test("a notice's problem reads in the editor's language", () => {
  const [problem] = contentProblems((c) => editJson(noticeFile(c), (n) => ((n.confirmed = "2026-03-01"), (n.reviewBy = "2026-04-01")))).filter((p) => p.path === "confirmed");
  assert.equal(phrase(problem!.words!, "de"), { expected: "einen Tag am oder nach „Gemeldet am“ (reported) (2026-03-02)", found: "2026-03-01" });
});

test("npm run check: a notice past reviewBy is a warning naming the file, and the content stays valid", () => {
  const content = makeFixture();
  editJson(noticeFile(content), (n) => Object.assign(n, { confirmed: "2026-04-01", reviewBy: "2026-05-01", reviewed: "2026-04-01", lastUpdated: "2026-04-01T09:00:00Z" }));
  const run = spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/check-content.ts")], { cwd: repoRoot, env: { ...process.env, CONTENT_DIR: content }, encoding: "utf8" });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, /Outbreak notices: 1 \(1 active, 1 past reviewBy\)/);
  assert.match(run.stderr, /warning: .*notices\/measles-kenya-2026\.json: reviewBy 2026-05-01 has passed/);
});

test.run();
