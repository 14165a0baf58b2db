// Unknowns said as unknowns on the country pages, over the real content and in every format a
// reader meets (the summary's view model, the HTML, the Markdown, the llms.txt line): a rule whose
// source gives no transit duration says so (never "however short"); a rule on leaving has its own
// heading, never under "Required to enter"; a rule without a source says it is not yet confirmed
// wherever it is stated; a page whose facts were not checked says so beside its summary.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadContent } from "../src/lib/content/load.ts";
import type { UiStrings } from "../src/lib/content/ui-schema.ts";
import type { Locale } from "../src/lib/locales.ts";
import { renderPageBody } from "../src/lib/render/html-pages.ts";
import { toMarkdown } from "../src/lib/render/markdown.ts";
import { describePage } from "../src/lib/render/llms.ts";
import { buildPages, type CountryPage } from "../src/lib/site/pages.ts";
import { repoRoot, setUp } from "./helpers.ts";

let countries: CountryPage[] = [];
let ui: Record<Locale, UiStrings>;

setUp(test, () => {
  const content = loadContent(path.join(repoRoot, "content"));
  ui = content.ui as Record<Locale, UiStrings>;
  countries = buildPages(content, "https://example.org").filter((p): p is CountryPage => p.kind === "country");
});

const html = (page: CountryPage) => renderPageBody(page, ui[page.locale], (p) => p).value;
const markdown = (page: CountryPage) => toMarkdown(page, ui[page.locale], (l) => ui[l]);
/** The Markdown summary: from its heading to the next heading. */
const markdownSummary = (page: CountryPage) => /\n## [^\n]+\n\n([\s\S]*?)\n\n## /.exec(markdown(page))![1]!;

test("a transit rule with no duration in its source says 'the source gives no duration' in every format and locale", () => {
  const noDuration = countries.filter((p) => p.envelope.data.yellowFever.certificate.includesTransit && p.envelope.data.yellowFever.certificate.transitMinimumHours === null && p.envelope.data.yellowFever.certificate.requirement === "arriving-from-risk-countries");
  assert.ok(noDuration.length >= 5 * 5, `${noDuration.length} pages in five locales`);
  const words: Record<Locale, RegExp> = { en: /the source gives no duration/i, nl: /de bron noemt geen duur/i, de: /die Quelle nennt keine Dauer/i, fr: /la source ne donne pas de durée/i, es: /la fuente no indica duración/i };
  for (const page of noDuration) {
    const label = `${page.locale}/${page.envelope.data.slug}`;
    const required = page.summary.find((a) => a.topic === "required")!;
    assert.match(required.lines[0]!.detail ?? "", words[page.locale], `${label}: summary`);
    assert.match(markdown(page), words[page.locale], `${label}: Markdown`);
    assert.match(html(page), words[page.locale], `${label}: HTML`);
  }
  const everything = countries.filter((p) => p.locale === "en").map((p) => markdown(p) + html(p)).join("\n");
  assert.not.match(everything, /however short/, "no page states a length the source does not give");
});

test("rules on leaving have their own heading 'Required when leaving' in the summary, HTML, Markdown and llms.txt line, never under 'Required to enter'", () => {
  const withExit = countries.filter((p) => p.locale === "en" && p.envelope.data.exitRequirements.length > 0);
  assert.ok(withExit.some((p) => p.envelope.data.slug === "pakistan"), "Pakistan's polio rule on leaving");
  for (const page of withExit) {
    const slug = page.envelope.data.slug;
    const required = page.summary.find((a) => a.topic === "required")!;
    assert.not.ok(required.lines.some((l) => l.vaccines.some((v) => page.envelope.data.exitRequirements.some((x) => x.slug === v.slug) && l.text === "When leaving the country")), `${slug}: not an entry rule`);
    const leaving = page.summary.find((a) => a.topic === "leaving");
    assert.is(leaving?.heading, "Required when leaving", slug);
    assert.match(html(page), /<h3 id="answer-leaving">Required when leaving<\/h3>/, `${slug}: HTML summary`);
    assert.match(markdownSummary(page), /- \*\*Required when leaving:\*\* When leaving the country: /, `${slug}: Markdown summary`);
    assert.not.match(/\*\*Required to enter:\*\*[^\n]*/.exec(markdownSummary(page))![0], /When leaving/, `${slug}: Markdown's entry line`);
    assert.match(describePage(page, ui.en), /; Required when leaving: /, `${slug}: llms.txt line`);
  }
});

test("a certificate rule without a source says 'not yet confirmed by an official source' in the summary, Markdown and llms.txt line", () => {
  const unsourced = countries.filter((p) => p.envelope.data.yellowFever.certificate.citations === null);
  assert.ok(unsourced.length > 0, "the real content has rules not yet sourced");
  const words: Record<Locale, string> = { en: "Not yet confirmed by an official source.", nl: "Nog niet bevestigd door een officiële bron.", de: "Noch nicht durch eine amtliche Quelle bestätigt.", fr: "Pas encore confirmé par une source officielle.", es: "Aún no confirmado por una fuente oficial." };
  for (const page of unsourced) {
    const label = `${page.locale}/${page.envelope.data.slug}`;
    const first = page.summary.find((a) => a.topic === "required")!.lines[0]!;
    assert.ok((first.detail ?? "").includes(words[page.locale]), `${label}: summary card`);
    assert.ok(markdownSummary(page).includes(words[page.locale].replace(".", "\\.")) || markdownSummary(page).includes(words[page.locale]), `${label}: Markdown summary`);
    assert.ok(describePage(page, ui[page.locale]).includes(`(${words[page.locale]})`), `${label}: llms.txt line`);
  }
  const sourced = countries.find((p) => p.locale === "en" && p.envelope.data.yellowFever.certificate.citations !== null && p.envelope.data.vaccines.every((v) => v.citations !== null))!;
  assert.not.match(describePage(sourced, ui.en), /not yet confirmed/i, "a sourced rule is stated plainly");
});

test("a page not yet checked says so beside its summary, before the first answer, in HTML and Markdown", () => {
  const unchecked = countries.filter((p) => p.envelope.data.review.reviewed === null);
  assert.ok(unchecked.length > 0);
  for (const page of unchecked) {
    const label = `${page.locale}/${page.envelope.data.slug}`;
    const body = html(page);
    const note = body.indexOf(`<p class="glance-note">${ui[page.locale].site.notReviewed}</p>`);
    assert.ok(note !== -1 && note < body.indexOf('<div class="answer'), `${label}: HTML`);
    assert.ok(markdownSummary(page).startsWith(`*${ui[page.locale].site.notReviewed}*`), `${label}: Markdown`);
  }
  const checked = countries.find((p) => p.envelope.data.review.reviewed !== null);
  if (checked) assert.not.match(html(checked), /glance-note/, "a checked page has no such note");
});

test.run();
