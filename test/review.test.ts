// The review report (per region: fully, partly or un-sourced countries, oldest review) and the
// pre-commit check that an edited content file got a new lastUpdated and changeNote.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { changedEntries, staleEdits } from "../src/lib/content/edit-dates.ts";
import { loadContent } from "../src/lib/content/load.ts";
import { reviewReport } from "../src/lib/content/review-report.ts";
import { editJson, makeFixture, repoRoot, runTs } from "./helpers.ts";

const cite = [{ reference: "who-ith-country-list", locator: 'Country list, entry "Ghana"', quote: null }];

test("the report counts each region's countries by sourcing and names the oldest review", () => {
  const dir = makeFixture();
  // Ghana fully sourced and reviewed; Kenya (fixture) cites yellow fever only; Iceland nothing.
  editJson(path.join(dir, "countries/ghana.json"), (g) => {
    g.yellowFever.citations = cite;
    g.yellowFever.certificate.citations = cite;
    g.malaria.citations = cite;
    for (const entry of g.vaccines) if (entry.level === "entry-requirement") entry.citations = cite;
    g.reviewed = "2026-08-15";
  });
  const content = loadContent(dir);
  const rows = reviewReport(content.countries, new Map(content.references.map((r) => [r.slug, r])));
  const africa = rows.find((r) => r.region === "africa");
  // Facts: Ghana 3 + its entry requirement; Kenya 3 + its two uncited vaccine recommendations,
  // which count as facts like any other; WHO is an authority.
  const { facts, ...countries } = africa!;
  assert.equal(countries, { region: "africa", countries: 2, fullySourced: 1, partlySourced: 1, unsourced: 0, neverReviewed: 0, oldestReviewed: "2026-08-15" });
  assert.equal({ supported: facts.supported, "secondary-only": facts["secondary-only"] }, { supported: 0, "secondary-only": 0 });
  assert.equal(facts, { confirmed: 6, supported: 0, "secondary-only": 0, unsourced: 3 });
  assert.equal(rows.find((r) => r.region === "europe-oceania"), {
    region: "europe-oceania",
    countries: 1,
    fullySourced: 0,
    partlySourced: 0,
    unsourced: 1,
    neverReviewed: 1,
    oldestReviewed: null,
    facts: { confirmed: 0, supported: 0, "secondary-only": 0, unsourced: 3 },
  });
  assert.equal(rows.find((r) => r.region === "all")?.countries, 3);
});

test("npm run check prints the report per region", () => {
  const dir = makeFixture();
  // Kenya's WHO citation states its yellow-fever risk; Ghana's cites WHO for nothing it states,
  // so it dates none of Ghana's facts.
  editJson(path.join(dir, "countries/kenya.json"), (k) => (k.yellowFever.citations[0].confirms = ["transmissionRisk"]));
  editJson(path.join(dir, "countries/ghana.json"), (g) => (g.malaria.citations = [{ reference: "who-ith-country-list", locator: "Country list", quote: null }]));
  const result = spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/check-content.ts")], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: "utf8",
  });
  assert.is(result.status, 0, result.stderr);
  // Both African countries now cite something: partly sourced.
  assert.match(result.stdout, /^africa\s+2\s+0\s+2\s+0\s+1\s+2026-10-02$/m);
  assert.match(result.stdout, /^europe-oceania\s+1\s+0\s+0\s+1\s+1\s+-$/m);
  // Facts by evidence: Iceland's three facts are all unsourced.
  assert.match(result.stdout, /^region\s+facts\s+confirmed\s+supported\s+secondary only\s+unsourced$/m);
  assert.match(result.stdout, /^europe-oceania\s+3\s+0\s+0\s+0\s+3$/m);
  // Newest evidence: the fixture's WHO country list is dated 2021-05-12; Iceland cites nothing.
  assert.match(result.stdout, /^africa: .*kenya 2021 \(\d+\)/m);
  assert.match(result.stdout, /^africa: .*ghana -/m);
  assert.match(result.stdout, /^europe-oceania: iceland -$/m);
});

test("an edited file that keeps the committed lastUpdated and changeNote is refused; new ones are accepted", () => {
  const dir = makeFixture();
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { stdio: "ignore" });
  git("init", "-q");
  git("add", ".");
  git("-c", "user.name=t", "-c", "user.email=t@example.test", "commit", "-qm", "fixture");
  const kenya = path.join(dir, "countries/kenya.json");
  assert.equal(staleEdits(dir), [], "nothing edited yet");

  editJson(kenya, (k) => (k.yellowFever.certificate.minimumAgeMonths = 9));
  assert.equal(staleEdits(dir), [
    {
      file: kenya,
      path: "lastUpdated",
      expected: "the time of this edit (date -u +%Y-%m-%dT%H:%M:%SZ), since the file differs from the last commit",
      found: 'the committed time "2026-10-02T09:30:00Z"',
    },
    { file: kenya, path: "changeNote", expected: "a note saying what this edit changed, since the file differs from the last commit", found: "the note of the previous change" },
  ]);

  editJson(kenya, (k) => {
    k.lastUpdated = "2026-11-23T10:00:00Z";
    k.changeNote = { nl: "Minimumleeftijd.", en: "Minimum age.", de: "Mindestalter.", fr: "Âge minimum.", es: "Edad mínima." };
  });
  assert.equal(staleEdits(dir), []);

  // The report names what changed, with its change note: the edited file, a new one, a deleted one.
  cpSync(path.join(dir, "countries/ghana.json"), path.join(dir, "countries/togo.json"));
  rmSync(path.join(dir, "countries/iceland.json"));
  assert.equal(changedEntries(dir, (file) => path.relative(dir, file)), [
    { file: "countries/iceland.json", note: "(deleted)" },
    { file: "countries/kenya.json", note: "Minimum age." },
    { file: "countries/togo.json", note: "First published." },
  ]);
  rmSync(path.join(dir, "countries/togo.json"));
  const check = spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/check-content.ts")], { cwd: dir, env: { ...process.env, CONTENT_DIR: dir }, encoding: "utf8" });
  assert.match(check.stdout, /^Changed since the last commit \(2\):\n {2}countries\/iceland\.json: \(deleted\)\n {2}countries\/kenya\.json: Minimum age\.$/m, check.stdout + check.stderr);
});

test("content outside git is not checked against history", () => {
  assert.equal(staleEdits(makeFixture()), []);
});

test.run();
