// Outbreak notices as a client reads them, from a real build of a small fixture: the country's JSON
// (active and history), the notices resource in JSON and Markdown, the country's HTML page in
// German, llms.txt and the change feed; a notice past reviewBy at build time says so in every
// format, and an ended notice moves to the history instead of disappearing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { noticesOn } from "../src/lib/site/notices.ts";
import { build, editJson, makeFixture, setUp } from "./helpers.ts";

let out = "";
let overdue = "";
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), "utf8");
const json = (dir: string, file: string) => JSON.parse(read(dir, file));

setUp(test, async () => {
  const current = await build(makeFixture());
  assert.is(current.status, 0, current.stderr);
  out = current.outDir;
  // The same notice, confirmed in spring and due for review in May: past reviewBy at build time.
  const content = makeFixture();
  editJson(path.join(content, "notices/measles-kenya-2026.json"), (n) => Object.assign(n, { confirmed: "2026-04-01", reviewBy: "2026-05-01", reviewed: "2026-04-01", lastUpdated: "2026-04-01T09:00:00Z" }));
  const old = await build(content);
  assert.is(old.status, 0, old.stderr);
  overdue = old.outDir;
});

test("the country's JSON carries the active notice with its dates, its line and its dated citation", () => {
  const kenya = json(out, "de/travel/kenya.json");
  assert.is(kenya.schemaVersion, 1);
  const [notice] = kenya.data.notices;
  assert.is(kenya.data.notices.length, 1);
  assert.equal(kenya.data.noticeHistory, []);
  assert.is(notice.statement, "Ausbruch: Masern in Nairobi, gemeldet von WHO Regional Office for Africa am 2. März 2026");
  assert.equal([notice.reported, notice.confirmed, notice.reviewBy, notice.ended], ["2026-03-02", "2026-10-01", "2026-12-30", null]);
  assert.equal(notice.countries.map((c: { slug: string; areas: string }) => [c.slug, c.areas]), [["kenya", "Nairobi"]]);
  assert.equal(notice.disease.name, "Masern");
  assert.equal([notice.citations[0].publisher, notice.citations[0].dated, notice.citations[0].kind], ["WHO Regional Office for Africa", "2026-03-02", "authority"]);
  // A country the notice does not name has none.
  assert.equal(json(out, "de/travel/ghana.json").data.notices, []);
  // The planner's reading: the notice applies to a trip in December, not to one that ended before it was reported.
  assert.is(noticesOn(kenya.data.notices, "2026-12-01", "2026-12-20").length, 1);
  assert.is(noticesOn(kenya.data.notices, "2026-01-01", "2026-02-01").length, 0);
});

test("the notices resource in JSON and Markdown (German), with the envelope, the sources and the dates", () => {
  const file = json(out, "de/travel/notices.json");
  assert.is(file.inLanguage, "de");
  assert.match(file.$schema, /\/schemas\/notices\.schema\.json$/);
  assert.equal(file.data.map((n: { slug: string }) => n.slug), ["measles-kenya-2026"]);
  assert.is(file.data[0].statement, "Ausbruch: Masern in Kenia (Nairobi), gemeldet von WHO Regional Office for Africa am 2. März 2026");
  const md = read(out, "de/travel/notices.md");
  assert.match(md, /^## Ausbruch: Masern in Kenia \(Nairobi\), gemeldet von WHO Regional Office for Africa am 2\. März 2026$/m);
  assert.match(md, /^- Erneut prüfen bis: 30\\\. Dezember 2026$/m);
  assert.match(md, /^- Was zu tun ist: Prüfen Sie, ob Sie zwei MMR-Impfungen hatten\.$/m);
  assert.match(md, /\[Photo stories \(Test fixture, 2 March 2026\)\]\(https:\/\/www\.afro\.who\.int\/fr\/news\/photo-stories\)/);
  assert.not.match(md, /möglicherweise veraltet/);
});

test("the German country page leads with the notice's line and has its section; llms.txt and the Atom feed name it", () => {
  const page = read(out, "de/travel/kenya/index.html");
  const first = page.indexOf('class="status-list notice-lines"');
  assert.ok(first > 0 && first < page.indexOf('class="glance"'), "the notice line comes before the summary");
  // First the short line (disease and place), then in the section the statement with its report.
  assert.match(page, /<li class="status sev-medium">.*<span data-review-by="2026-12-30">Ausbrüche: <a href="#notice-measles-kenya-2026">Masern \(Nairobi\)<\/a><span class="notice-stale" hidden> \(möglicherweise veraltet\)<\/span>/);
  assert.match(page, /<h3 id="notice-measles-kenya-2026"><span data-review-by="2026-12-30">Ausbruch: Masern in Nairobi, gemeldet von WHO Regional Office for Africa am 2\. März 2026<span class="notice-stale" hidden>/);
  assert.match(page, /<h2 id="notices">Ausbrüche<\/h2>/);
  assert.match(page, /<dt>Was zu tun ist<\/dt><dd>Prüfen Sie, ob Sie zwei MMR-Impfungen hatten\.<\/dd>/);
  assert.match(read(out, "de/llms.txt"), /^- Ausbruch: Masern in Kenia \(Nairobi\), gemeldet von WHO Regional Office for Africa am 2\. März 2026$/m);
  assert.match(read(out, "de/changes.atom"), /<title>Ausbruch: Masern in Kenia \(Nairobi\)[^<]*<\/title>\s*<updated>2026-10-01T09:00:00Z<\/updated>[\s\S]*?<summary>Testmeldung hinzugefügt\.<\/summary>/);
});

test("past reviewBy when built, every format says it may be out of date, with the day it was last confirmed", () => {
  const page = read(overdue, "de/travel/kenya/index.html");
  assert.match(page, /<span class="notice-stale"> \(möglicherweise veraltet\)<\/span>/);
  assert.match(page, /<span class="notice-stale"> \(möglicherweise veraltet: zuletzt bestätigt am 1\. April 2026\)<\/span>/);
  assert.match(read(overdue, "de/travel/kenya.md"), /\(\*möglicherweise veraltet: zuletzt bestätigt am 1\\?\. April 2026\*\)/);
  assert.match(read(overdue, "de/llms.txt"), /2026 \(möglicherweise veraltet: zuletzt bestätigt am 1\\?\. April 2026\)$/m);
  assert.is(json(overdue, "de/travel/kenya.json").data.notices[0].reviewBy, "2026-05-01");
});

test("an ended notice is the country's history, not gone", async () => {
  const content = makeFixture();
  editJson(path.join(content, "notices/measles-kenya-2026.json"), (n) => (n.ended = "2026-09-30"));
  const result = await build(content);
  assert.is(result.status, 0, result.stderr);
  const kenya = json(result.outDir, "en/travel/kenya.json");
  assert.equal(kenya.data.notices, []);
  assert.equal(kenya.data.noticeHistory.map((n: { slug: string; ended: string }) => [n.slug, n.ended]), [["measles-kenya-2026", "2026-09-30"]]);
  const page = read(result.outDir, "en/travel/kenya/index.html");
  assert.not.match(page, /notice-lines/);
  assert.match(page, /<h2 id="notice-history">Ended outbreaks<\/h2>/);
  assert.match(read(result.outDir, "en/travel/notices.md"), /^## Ended outbreaks$/m);
});

test.run();
