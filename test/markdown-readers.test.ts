// The Markdown mirrors as a language-model reader meets them: front matter a YAML
// reader parses into the envelope's facts, a pointer back to the locale's index in every file,
// and full-text parts that fit a context window.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { parse as parseYaml } from "yaml";
import { locales } from "../src/lib/locales.ts";
import { markdownDocument } from "../src/lib/render/markdown.ts";
import { packEntries } from "../src/lib/render/llms.ts";
import { build, listFiles, makeFixture, readJson, repoRoot, siteUrl, type BuildResult, setUp } from "./helpers.ts";

let site: BuildResult;
let files: string[];

setUp(test, async () => {
  site = await build(makeFixture());
  assert.is(site.status, 0, site.stderr);
  files = listFiles(site.outDir);
});

const ui = (locale: string) => JSON.parse(readFileSync(path.join(repoRoot, "content/ui", `${locale}.json`), "utf8"));

/** The YAML between the opening and closing `---`, parsed; fails if the file does not start with it. */
function frontMatterOf(text: string, where: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  assert.ok(match, `${where}: starts with front matter`);
  return parseYaml(match![1]!) as Record<string, unknown>;
}

test("every .md starts with front matter holding its envelope's facts and ends with a link to its locale's llms.txt", () => {
  const mirrors = files.filter((f) => f.endsWith(".md"));
  assert.ok(mirrors.length > 50);
  for (const file of mirrors) {
    const text = readFileSync(path.join(site.outDir, file), "utf8");
    const locale = file.split("/")[0]!;
    const meta = frontMatterOf(text, file);
    const index = `${siteUrl}/${locale}/llms.txt`;
    assert.is(meta.index, index, file);
    assert.ok(text.trimEnd().split("\n").at(-1)!.endsWith(`[llms.txt](${index})`), `${file}: ends with the index link`);
    assert.is(meta.inLanguage, locale, file);
    assert.is(meta.markdownUrl, `${siteUrl}/${file}`, file);
    assert.ok(Array.isArray(meta.sources), `${file}: sources`);
    assert.match(String(meta.lastUpdated), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/, file);
    const jsonFile = file.replace(/\.md$/, ".json");
    if (!files.includes(jsonFile) || file.endsWith("openapi.md")) {
      assert.ok(String(meta.canonicalUrl).startsWith(`${siteUrl}/${locale}/`), file);
      continue;
    }
    const envelope = readJson(site.outDir, `/${jsonFile}`);
    assert.is(meta.canonicalUrl, envelope.canonicalUrl, file);
    assert.is(meta.markdownUrl, envelope.markdownUrl, file);
    assert.is(meta.jsonUrl, `${siteUrl}/${jsonFile}`, file);
    assert.is(meta.lastUpdated, envelope.lastUpdated, file);
    const data = envelope.data;
    // A country's review date is in data.review (null until checked); others carry data.reviewed.
    if (data?.review) assert.is(meta.reviewed, data.review.reviewed, file);
    else if (data && !Array.isArray(data) && "reviewed" in data) assert.is(meta.reviewed, data.reviewed, file);
    if (data?.profileInLanguage) {
      assert.is(meta.profileInLanguage, data.profileInLanguage === locale ? undefined : data.profileInLanguage, file);
      assert.equal(meta.sources, [...new Set([data.lcrUrl, ...data.sources].filter(Boolean))], file);
    }
    if (data?.yellowFever) {
      // A country's sources are the documents its facts cite, each once: not the advice body's
      // page or a vaccine's catalog page, which no fact on it rests on.
      const facts = [data.yellowFever, data.yellowFever.certificate, data.malaria, ...data.vaccines, ...data.exitRequirements, ...data.notices, ...data.noticeHistory];
      const cited = new Set<string>(facts.flatMap((f: { citations: { url: string }[] | null }) => (f.citations ?? []).map((c) => c.url)));
      assert.equal([...(meta.sources as string[])].sort(), [...cited].sort(), file);
    }
    if (file.endsWith("data/vaccinations.md")) assert.equal(meta.sources, [...new Set(data.map((v: { sourceUrl: string }) => v.sourceUrl))], file);
  }
  // Profile language only where it differs: de shows the English body of a disease without a German one.
  assert.ok(mirrors.some((f) => f.startsWith("de/travel/diseases/") && frontMatterOf(readFileSync(path.join(site.outDir, f), "utf8"), f).profileInLanguage));
});

test("every yellow-fever section says what a country with risk means and links the list; transit hours and validity come from the data", () => {
  for (const locale of locales) {
    const strings = ui(locale);
    const countries = files.filter((f) => f.startsWith(`${locale}/travel/`) && f.endsWith(".md") && files.includes(f.replace(/\.md$/, ".json")));
    let sections = 0;
    for (const file of countries) {
      const json = readJson(site.outDir, `/${file.replace(/\.md$/, ".json")}`);
      if (!json.data.yellowFever) continue;
      sections++;
      const text = readFileSync(path.join(site.outDir, file), "utf8").replace(/\\(.)/g, "$1");
      const yellowFever = text.slice(text.indexOf(`## ${strings.country.yellowFeverHeading}`), text.indexOf(`## ${strings.country.malariaHeading}`));
      const meaning = yellowFever.split("\n").find((l) => l.startsWith(`- ${strings.yellowFeverRules.meaningLabel}: `));
      assert.ok(meaning?.includes(`](${siteUrl}/${locale}/rules/yellow-fever.md)`), `${file}: defines a country with risk and links the list`);
      const certificate = yellowFever.split("\n").find((l) => l.startsWith(`- ${strings.country.certificate}: `))!;
      const c = json.data.yellowFever.certificate;
      if (c.transitMinimumHours !== null) assert.ok(certificate.includes(strings.yellowFeverRules.transitHours.replace("{hours}", c.transitMinimumHours)), `${file}: transit hours`);
      if (c.requirement !== "none") assert.ok(certificate.includes(strings.yellowFeverRules.validity.replace("{days}", "10")), `${file}: validity`);
      for (const named of c.alsoFromCountries) assert.ok(meaning!.includes(named.name), `${file}: names ${named.name}`);
    }
    assert.is(sections, 3, locale);
    assert.ok(files.includes(`${locale}/rules/yellow-fever.md`) && files.includes(`${locale}/rules/yellow-fever/index.html`));
  }
});

test("front matter holds hostile text as the text itself: it cannot end the block or add a key", () => {
  const hostile = 'Atlantis "\n---\ninjected: yes\u2028also: no\u0085# \\ \' : - [x]';
  const text = markdownDocument(
    {
      title: hostile,
      inLanguage: "en",
      lastUpdated: "2026-10-02T09:30:00Z",
      htmlUrl: "https://example.test/en/x/",
      jsonUrl: "https://example.test/en/x.json",
      markdownUrl: "https://example.test/en/x.md",
      indexUrl: "https://example.test/en/llms.txt",
      sources: [hostile],
      alternates: [],
      body: [],
    },
    ui("en"),
    ui,
  );
  const meta = frontMatterOf(text, "hostile");
  assert.is(meta.title, hostile);
  assert.equal(meta.sources, [hostile]);
  assert.is(meta.injected, undefined);
  assert.is(text.split("\n---\n").length, 2, "one closing line");
});

test("packing full-text entries keeps their order, fills each part up to the limit and never over it", () => {
  const entries = Array.from({ length: 40 }, (_, i) => `# Document ${i}\n\n${"é".repeat(50 + ((i * 37) % 200))}`);
  const limit = 2_000;
  const runs = packEntries(entries, limit, 100);
  assert.equal(runs.flat(), entries);
  const size = (run: string[]) => 100 + run.reduce((sum, e) => sum + Buffer.byteLength(e) + 7, 0);
  for (const run of runs) assert.ok(size(run) <= limit, `${size(run)} bytes`);
  // Greedy: the first entry of each next part would not have fitted in the one before.
  runs.slice(1).forEach((run, i) => assert.ok(size([...runs[i]!, run[0]!]) > limit));
  assert.equal(packEntries(["x".repeat(5_000), "y"], limit, 100), [["x".repeat(5_000)], ["y"]], "an entry larger than the limit stands alone");
});

test.run();
