// The provenance rules (references, citations, honest dates):
// each mechanically detectable lie or gap is refused in-process, naming file, field, expected
// and found.
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { ContentError } from "../src/lib/content/problems.ts";
import { editJson, makeFixture, plainProblem } from "./helpers.ts";

// After every fixture file's lastUpdated.
const clock = new Date("2026-11-26T12:00:00Z");

/** Loads fixture content after `breakContent` and returns the problem lines. */
function refusal(breakContent: (content: string) => void, now = clock): string {
  const content = makeFixture();
  breakContent(content);
  try {
    loadContent(content, { now });
  } catch (error) {
    assert.instance(error, ContentError);
    return (error as ContentError).problems.map(plainProblem).join("\n");
  }
  throw new Error("the content was accepted");
}
const kenya = (c: string, edit: (k: any) => void) => editJson(path.join(c, "countries/kenya.json"), edit);
const cite = { reference: "who-ith-country-list", locator: 'Country list, entry "Kenya"', quote: null };

test("the fixture content itself is accepted (the cases below each break one thing)", () => {
  const fixture = makeFixture();
  const content = loadContent(fixture, { now: clock });
  assert.is(content.references.length, readdirSync(path.join(fixture, "references")).length);
});

const reference = (c: string, slug: string, fields: Record<string, unknown>) =>
  writeFileSync(
    path.join(c, `references/${slug}.json`),
    JSON.stringify({ slug, publisher: "A publisher", kind: "secondary", title: "A page", edition: null, url: `https://example.org/${slug}`, consulted: "2026-11-20", dated: null, ...fields }),
  );

test("a reference without a kind is refused, naming the kinds", () => {
  const problems = refusal((c) => editJson(path.join(c, "references/who-ith-country-list.json"), (r) => delete r.kind));
  assert.match(problems, /references\/who-ith-country-list\.json: kind: expected one of "authority", "advice-body", "clinical-service", "secondary"; found nothing/);
});

test("a reviewed file may not leave a rule uncited, nor rest a fact on secondary sources alone", () => {
  const uncited = refusal((c) => kenya(c, (k) => (k.yellowFever.certificate.citations = null)));
  assert.ok(
    uncited.includes("countries/kenya.json: yellowFever.certificate.citations: expected the references of this rule, since the file is marked reviewed (or reviewed: null until a source is found); found null (not yet sourced)"),
    uncited,
  );
  const secondary = refusal((c) => {
    reference(c, "a-news-report", {});
    kenya(c, (k) => (k.yellowFever.citations = [{ ...cite, reference: "a-news-report" }]));
  });
  assert.ok(secondary.includes("countries/kenya.json: yellowFever.citations: expected an authority, advice body or clinical service among the references, since the file is marked reviewed"), secondary);
  // Not reviewed: both are allowed, and shown as not yet sourced / not yet confirmed.
  const content = makeFixture();
  reference(content, "a-news-report", {});
  kenya(content, (k) => Object.assign(k, { reviewed: null }) && Object.assign(k.yellowFever, { citations: [{ ...cite, reference: "a-news-report" }] }) && (k.yellowFever.certificate.citations = null));
  loadContent(content, { now: clock });
  // Advice (here malaria) may stay explicitly unsourced in a reviewed file: the fixture's Kenya is so.
});

test("lcrUrl must be the address of a registered advice-body reference", () => {
  const url = "https://example.org/advice/kenya";
  const problems = refusal((c) => {
    reference(c, "a-clinic-page", { kind: "clinical-service", url });
    kenya(c, (k) => (k.lcrUrl = url));
  });
  assert.ok(problems.includes(`countries/kenya.json: lcrUrl: expected null, or the url of a reference of kind "advice-body" in content/references/ that this file was checked against; found "${url}"`), problems);
  const content = makeFixture();
  reference(content, "an-advice-page", { kind: "advice-body", url });
  kenya(content, (k) => (k.lcrUrl = url));
  loadContent(content, { now: clock });
});

test("an empty citations list is refused: null is how a fact says it is not yet sourced", () => {
  const problems = refusal((c) => kenya(c, (k) => (k.malaria.citations = [])));
  assert.ok(problems.includes("countries/kenya.json: malaria.citations: expected at least 1 item; found a list of 0 items"), problems);
});

test("a citation naming an unknown reference is refused", () => {
  const problems = refusal((c) => kenya(c, (k) => (k.yellowFever.certificate.citations = [{ ...cite, reference: "who-ith-2099" }])));
  assert.ok(
    problems.includes('countries/kenya.json: yellowFever.certificate.citations[0].reference: expected a slug of a file in content/references/; found "who-ith-2099"'),
    problems,
  );
});

test("an entry requirement without a citations key is refused; with null it is accepted as unsourced", () => {
  const problems = refusal((c) => kenya(c, (k) => (k.vaccines[0].level = "entry-requirement")));
  assert.ok(problems.includes("countries/kenya.json: vaccines[0].citations: expected the references of this entry requirement, or null when it is not yet sourced; found nothing (the field is missing)"), problems);
  const content = makeFixture();
  // (In a file not yet reviewed: a reviewed file may not leave a rule uncited, see below.)
  kenya(content, (k) => Object.assign(k, { reviewed: null }) && Object.assign(k.vaccines[0], { level: "entry-requirement", citations: null }));
  loadContent(content, { now: clock });
});

test("a missing citations key on a fact is refused (the schema requires the key)", () => {
  const problems = refusal((c) => kenya(c, (k) => delete k.yellowFever.citations));
  assert.ok(problems.includes("countries/kenya.json: yellowFever.citations: expected "), problems);
});

test("transitMinimumHours while includesTransit is false is refused", () => {
  const problems = refusal((c) => kenya(c, (k) => Object.assign(k.yellowFever.certificate, { includesTransit: false, transitMinimumHours: 12 })));
  assert.ok(problems.includes("countries/kenya.json: yellowFever.certificate.transitMinimumHours: expected null when includesTransit is false; found 12"), problems);
});

test("malaria risk none with tablets or drugs, and tablets advised without drugs, are refused", () => {
  const none = refusal((c) =>
    editJson(path.join(c, "countries/iceland.json"), (i) => Object.assign(i.malaria, { tablets: "consider", drugs: ["doxycycline"] })),
  );
  assert.ok(none.includes('countries/iceland.json: malaria.tablets: expected "not-advised" when the malaria risk is "none"; found "consider"'), none);
  assert.ok(none.includes('countries/iceland.json: malaria.drugs: expected an empty list when the malaria risk is "none"; found a list of 1'), none);
  const advised = refusal((c) => kenya(c, (k) => Object.assign(k.malaria, { tablets: "advised", drugs: [] })));
  assert.ok(advised.includes('countries/kenya.json: malaria.drugs: expected the advised drugs, as the cited source names them, when tablets are "advised"; found an empty list'), advised);
});

test("reviewed later than the day of lastUpdated is refused, for countries and catalog entries", () => {
  const problems = refusal((c) => {
    kenya(c, (k) => (k.reviewed = "2026-10-03"));
    editJson(path.join(c, "vaccines/measles.json"), (v) => (v.reviewed = "2026-07-02"));
  });
  assert.ok(problems.includes('countries/kenya.json: reviewed: expected a day no later than the day of lastUpdated (2026-10-02)'), problems);
  assert.ok(problems.includes('found "2026-10-03"'), problems);
  assert.ok(problems.includes('vaccines/measles.json: reviewed: expected a day no later than the day of lastUpdated (2026-07-01)'), problems);
});

test("lastUpdated later than the build's clock is refused", () => {
  const problems = refusal((c) => kenya(c, (k) => (k.lastUpdated = "2026-11-26T12:00:01Z")));
  assert.ok(
    problems.includes(`countries/kenya.json: lastUpdated: expected a time no later than the build's clock (2026-11-26T12:00:00Z); found "2026-11-26T12:00:01Z"`),
    problems,
  );
});

test("a reference on a bare host (a home page) is refused", () => {
  const problems = refusal((c) => editJson(path.join(c, "references/who-ith-country-list.json"), (r) => (r.url = "https://www.who.int/")));
  assert.ok(problems.includes("references/who-ith-country-list.json: url: expected the https address of a specific document or page, not a home page"), problems);
});

test("an exit requirement naming a vaccine that is not in the catalog is refused", () => {
  const problems = refusal((c) =>
    kenya(c, (k) => (k.exitRequirements = [{ vaccine: "polio", appliesTo: k.name, note: null, citations: null }])),
  );
  assert.ok(problems.includes('countries/kenya.json: exitRequirements[0].vaccine: expected a slug of a file in content/vaccines/; found "polio"'), problems);
});

test("a WHO malaria prevention type is refused unless a malaria citation of the WHO country list states it", () => {
  const expected = 'countries/kenya.json: malaria.whoPreventionType: expected null, unless malaria.citations cite "who-ith-country-list" with a quote stating type D for this country; found "D" without such a citation';
  const uncited = refusal((c) => kenya(c, (k) => (k.malaria.whoPreventionType = "D")));
  assert.ok(uncited.includes(expected), uncited);
  const otherType = refusal((c) =>
    kenya(c, (k) => Object.assign(k.malaria, { whoPreventionType: "D", citations: [{ ...cite, quote: "Malaria: recommended prevention in risk areas: C" }] })),
  );
  assert.ok(otherType.includes(expected), otherType);
  const content = makeFixture();
  kenya(content, (k) => Object.assign(k.malaria, { whoPreventionType: "D", citations: [{ ...cite, quote: "Malaria: recommended prevention in risk areas: D" }] }));
  loadContent(content, { now: clock });
});

test.run();
