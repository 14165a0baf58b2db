// One vaccine question for one country, answered from the real site's Markdown as an assistant
// would: open the country's mirror, follow the link of the vaccine it names, read the age lines
// there. A link to a vaccine leads to that vaccine's own file, so the answer costs the country page
// and a few kilobytes, not the whole catalog (63 KB of Markdown in English).
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { outputPathFor } from "../src/lib/site/routes.ts";
import { repoRoot } from "./helpers.ts";
import { realSite, realSiteUrl } from "./support/real-site.ts";

const ui = JSON.parse(readFileSync(path.join(repoRoot, "content/ui/en.json"), "utf8"));
const budget = 30 * 1024;

const unescape = (text: string) => text.replace(/\\(.)/g, "$1");
const links = (text: string) => [...text.matchAll(/\[((?:[^\]\\]|\\.)*)\]\((\S+?)\)/g)].map((m) => ({ text: unescape(m[1]!), url: m[2]! }));

test("'Can my 7-month-old have the yellow-fever vaccine for Kenya?' reads at most 30 KB of Markdown, and the answer is the JSON's", async () => {
  const site = await realSite();
  const read: { url: string; bytes: number }[] = [];
  const open = (url: string) => {
    assert.ok(url.startsWith(`${realSiteUrl}/`) && url.endsWith(".md"), `a Markdown link of the site: ${url}`);
    const text = readFileSync(path.join(site, outputPathFor(url.slice(realSiteUrl.length))), "utf8");
    read.push({ url, bytes: Buffer.byteLength(text) });
    return text;
  };

  const kenya = open(`${realSiteUrl}/en/travel/kenya.md`);
  const lines = kenya.split("\n");
  const start = lines.findIndex((l) => unescape(l) === `## ${ui.country.vaccinesHeading}`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith("## "));
  const vaccineLink = lines
    .slice(start, end)
    .flatMap(links)
    .find((l) => /yellow fever/i.test(l.text));
  assert.ok(vaccineLink, "Kenya's vaccines name the yellow-fever vaccine with a link");
  const vaccine = open(vaccineLink!.url).split("\n").map(unescape);

  // The age lines: "6 months to under 9 months: only if the risk cannot be avoided. …"
  const ageAt = vaccine.findIndex((l) => l === `- ${ui.limits.age}:`);
  assert.ok(ageAt >= 0, "the vaccine's file has its age lines");
  const bands = vaccine.slice(ageAt + 1).filter((l) => l.startsWith("  - ") && !l.startsWith(`  - ${ui.country.sources}`));
  const sevenMonths = bands.find((l) => l.startsWith(`  - ${ui.limits.ageBetween.replace("{from}", "6 months").replace("{below}", "9 months")}: `));
  assert.ok(sevenMonths, bands.join("\n"));
  const answer = sevenMonths!.includes(ui.limits.bandPrecaution) ? "precaution" : sevenMonths!.includes(ui.limits.notGiven) ? "not-given" : "given";

  const json = JSON.parse(readFileSync(path.join(site, "en/data/vaccinations/yellow-fever.json"), "utf8")).data;
  const band = json.age.bands.find((b: { fromMonths: number; belowMonths: number | null }) => b.fromMonths <= 7 && (b.belowMonths === null || 7 < b.belowMonths));
  assert.is(answer, band?.category ?? "given");

  const total = read.reduce((sum, file) => sum + file.bytes, 0);
  assert.ok(total <= budget, `read ${total} bytes: ${read.map((f) => `${f.url} ${f.bytes}`).join(", ")}`);
});

test.run();
