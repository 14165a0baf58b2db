// The real content under content/ (not fixtures) covers what the site promises. Its validity is
// the content check's (npm run check, src/lib/content/), not this file's.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import { repoRoot } from "./helpers.ts";

const content = loadContent(path.join(repoRoot, "content"));

test("the content covers at least 195 destinations, 20 diseases and 15 vaccines", () => {
  assert.ok(content.countries.length >= 195, `${content.countries.length} countries`);
  assert.ok(content.diseases.length >= 20, `${content.diseases.length} diseases`);
  assert.ok(content.vaccines.length >= 15, `${content.vaccines.length} vaccines`);
});

test("every disease has a profile body in both nl and en", () => {
  for (const disease of content.diseases) assert.ok(disease.bodies.nl && disease.bodies.en, disease.slug);
});

// The deprecated v1 fields state no review and no source that the content lacks: the JSON's
// top-level reviewed is the file's own review date, and sourceUrl is the address of a reference
// that the section cites and that is an authority or a national travel-advice body.
test("real content: data.reviewed and each sourceUrl never claim a review or a source the content does not have", async () => {
  const { buildPages } = await import("../src/lib/site/pages.ts");
  const countryBySlug = new Map(content.countries.map((c) => [c.slug, c]));
  const referenceBySlug = new Map(content.references.map((r) => [r.slug, r]));
  const pages = buildPages(content, "https://example.test", ["en"]).filter((page) => page.kind === "country");
  assert.is(pages.length, content.countries.length);
  let checkedSources = 0;
  for (const page of pages) {
    const data = page.envelope.data as import("../src/lib/published/schemas.ts").CountryRequirements;
    const country = countryBySlug.get(data.slug)!;
    assert.is(data.reviewed, country.reviewed, `${data.slug}: data.reviewed`);
    assert.is(data.review.reviewed, country.reviewed, `${data.slug}: review.reviewed`);
    for (const [section, citations] of [
      ["yellowFever", country.yellowFever.citations],
      ["malaria", country.malaria.citations],
    ] as const) {
      const sourceUrl = data[section].sourceUrl;
      const confirming = (citations ?? []).map((c) => referenceBySlug.get(c.reference)!).filter((r) => r.kind === "authority" || r.kind === "advice-body");
      if (confirming.length === 0) assert.is(sourceUrl, null, `${data.slug}.${section}: no authority cited, so no sourceUrl`);
      else {
        assert.is(sourceUrl, confirming[0]!.url, `${data.slug}.${section}: the first authority cited`);
        checkedSources++;
      }
    }
  }
  assert.ok(checkedSources > 100, `${checkedSources} sections with an authority's sourceUrl`);
});

test("real content: every reference has a kind, and no fact of a reviewed file rests on secondary sources alone", () => {
  const referenceBySlug = new Map(content.references.map((r) => [r.slug, r]));
  for (const reference of content.references) assert.ok(["authority", "advice-body", "clinical-service", "secondary"].includes(reference.kind), reference.slug);
  for (const country of content.countries.filter((c) => c.reviewed !== null)) {
    for (const fact of [country.yellowFever.citations, country.yellowFever.certificate.citations, country.malaria.citations]) {
      if (fact === null) continue;
      assert.ok(
        fact.some((c) => referenceBySlug.get(c.reference)!.kind !== "secondary"),
        `${country.slug}: a reviewed file with a fact on secondary sources alone`,
      );
    }
  }
});

// What a page claims of its sources and of its facts' confirmation, checked against the facts
// themselves, and every summary (the first screen, llms.txt, travel.md) against its detail.
test("real content: no page claims a source or a sourcing state its facts do not have", async () => {
  const { buildPages } = await import("../src/lib/site/pages.ts");
  const { markdownDocumentOf } = await import("../src/lib/render/markdown.ts");
  const ui = content.ui.en;
  const referenceBySlug = new Map(content.references.map((r) => [r.slug, r]));
  const confirmingKind = (kind: string) => kind === "authority" || kind === "advice-body";
  const pages = buildPages(content, "https://example.test", ["en"]).filter((page) => page.kind === "country");
  let partly = 0;
  for (const page of pages) {
    const data = page.envelope.data as import("../src/lib/published/schemas.ts").CountryRequirements;
    const facts = [data.yellowFever, data.yellowFever.certificate, data.malaria, ...data.vaccines, ...data.exitRequirements];
    const sourced = facts.filter((fact) => fact.citations !== null).length;
    const sourcing = sourced === facts.length ? "fully-sourced" : sourced === 0 ? "unsourced" : "partly-sourced";
    assert.is(data.review.sourcing, sourcing, `${data.slug}: the sourcing line counts every fact, vaccine recommendations included`);
    if (sourcing === "partly-sourced") partly++;
    // The front matter lists the documents the facts cite, and nothing else.
    // and the reports its outbreak notices cite.
    const cited = new Set([...facts, ...data.notices, ...data.noticeHistory].flatMap((fact) => (fact.citations ?? []).map((c) => c.url)));
    assert.equal(new Set(markdownDocumentOf(page, ui).sources), cited, `${data.slug}: front matter sources`);
    for (const v of data.vaccines) {
      const confirmingUrl = (v.citations ?? []).find((c) => confirmingKind(c.kind))?.url;
      assert.is(v.sourceUrl, confirmingUrl, `${data.slug}: ${v.slug}.sourceUrl is a document the recommendation cites, or absent`);
    }
    // An attribute is confirmed exactly when a confirming quote lists it.
    for (const fact of facts) {
      const confirmed = new Set((fact.citations ?? []).filter((c) => confirmingKind(c.kind)).flatMap((c) => c.confirms));
      for (const attribute of fact.notConfirmed) assert.not.ok(confirmed.has(attribute), `${data.slug}: ${attribute} is both confirmed and not`);
      for (const citation of fact.citations ?? []) {
        if (!confirmingKind(citation.kind)) assert.equal(citation.confirms, [], `${data.slug}: ${citation.reference} is no authority and confirms nothing`);
        assert.ok(referenceBySlug.has(citation.reference), citation.reference);
      }
    }
  }
  assert.ok(partly > 100, `${partly} countries partly sourced: uncited vaccine recommendations count`);
});

test("real content: every summary carries its detail's confirmation and qualifiers (first screen, llms.txt, travel.md)", async () => {
  const { buildPages } = await import("../src/lib/site/pages.ts");
  const { describePage } = await import("../src/lib/render/llms.ts");
  const { markdownDocumentOf } = await import("../src/lib/render/markdown.ts");
  const ui = content.ui.en;
  const s = ui.summary;
  const all = buildPages(content, "https://example.test", ["en"]);
  const list = all.find((page) => page.kind === "countryList")!;
  const travelLines = markdownDocumentOf(list, ui).body.join("\n").split("\n");
  const notYetConfirmed = (evidence: string) => evidence === "secondary-only" || evidence === "unsourced";
  const unknownExtent = s.yellowFeverExtentUnknown.replace("{advice}", "").trim();
  let checked = { ruleUnconfirmed: 0, ageUnconfirmed: 0, extentUnknown: 0, vaccinesUnconfirmed: 0 };
  for (const page of all) {
    if (page.kind !== "country") continue;
    const data = page.envelope.data;
    const certificate = data.yellowFever.certificate;
    const llms = describePage(page, ui);
    const travel = travelLines.find((line) => line.startsWith(`- [${data.name}](`)) ?? "";
    const answer = (topic: string) => page.summary.find((a) => a.topic === topic)!;
    const details = (topic: string) => answer(topic).lines.map((l) => l.detail ?? "").join(" ");
    if (notYetConfirmed(certificate.evidence)) {
      checked.ruleUnconfirmed++;
      for (const [where, text] of [["first screen", details("required")], ["llms.txt", llms], ["travel.md", travel]] as const) {
        assert.ok(text.includes(s.unconfirmed), `${data.slug}: ${where} says the rule is not yet confirmed: ${text}`);
      }
    } else if (certificate.evidence === "confirmed" && certificate.notConfirmed.includes("requirement")) {
      assert.ok(details("required").includes(s.unconfirmedShort), `${data.slug}: a rule no quote states says so: ${details("required")}`);
    } else if (certificate.evidence === "confirmed" && certificate.minimumAgeMonths !== null && certificate.notConfirmed.includes("minimumAgeMonths")) {
      checked.ageUnconfirmed++;
      const age = s.minimumAge.replace("{months}", String(certificate.minimumAgeMonths)).replace(/\.$/, "");
      assert.ok(details("required").includes(`${age} (${s.unconfirmedShort})`), `${data.slug}: the minimum age says no quote confirms it: ${details("required")}`);
    }
    if (data.yellowFever.extent === null && data.yellowFever.whoRecommendation !== "not-recommended") {
      checked.extentUnknown++;
      assert.ok(llms.includes(unknownExtent) && travel.includes(unknownExtent), `${data.slug}: an unknown extent is said as unknown: ${llms} / ${travel}`);
    }
    const named = answer("advised").lines.flatMap((l) => l.vaccines.map((n) => n.slug));
    if (data.vaccines.some((v) => named.includes(v.slug) && notYetConfirmed(v.evidence))) {
      checked.vaccinesUnconfirmed++;
      assert.ok(answer("advised").heading.includes(`(${s.unconfirmedShort})`), `${data.slug}: the advice names recommendations no source confirms: ${answer("advised").heading}`);
    }
    // The malaria answer says the structured tablets advice, never words of its own.
    const tablets = { advised: s.tabletsAdvised, consider: s.tabletsConsider, "not-advised": s.tabletsNotAdvised }[data.malaria.tablets];
    if (data.malaria.risk !== "none") assert.ok(answer("malaria").lines[0]!.text.includes(tablets), `${data.slug}: malaria tablets`);
  }
  for (const [what, count] of Object.entries(checked)) assert.ok(count > 0, `the real content has a case of ${what}`);
});

test.run();
