// `npm run new`: a starting file with what can be known filled in (a country's names in five
// locales from i18n-iso-countries), every other value marked; `npm run check` refuses it until
// the marks are replaced and accepts it after.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { editJson, makeFixture, repoRoot, runTs } from "./helpers.ts";

function run(script: string, content: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts", script), ...args], {
    cwd: path.dirname(content),
    env: { ...process.env, CONTENT_DIR: content },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
const scaffold = (content: string, ...args: string[]) => run("new-content.ts", content, ...args);
const check = (content: string) => run("check-content.ts", content);

test("a new country gets its ISO code and names in five locales, and lists what to fill in", () => {
  const content = makeFixture();
  const { status, output } = scaffold(content, "country", "france");
  assert.is(status, 0, output);
  const france = JSON.parse(readFileSync(path.join(content, "countries/france.json"), "utf8"));
  assert.is(france.isoCode, "FR");
  assert.equal(france.name, { nl: "Frankrijk", en: "France", de: "Frankreich", fr: "France", es: "Francia" });
  assert.is(france.$schema, "../schemas/country.schema.json");
  assert.match(output, /region: africa, americas, asia or europe-oceania/);
  assert.match(output, /the 1st vaccine › level \(vaccines\[0\]\.level\): entry-requirement, all-travellers or some-travellers/);
  // The new slug is offered to editors at once.
  const schema = JSON.parse(readFileSync(path.join(content, "schemas/country.schema.json"), "utf8"));
  assert.ok(schema.properties.yellowFever.properties.certificate.properties.alsoFromCountries.items.enum.includes("france"));
});

test("npm run check refuses the started country until its marked fields are filled, then accepts it", () => {
  const content = makeFixture();
  assert.is(scaffold(content, "country", "france").status, 0);
  const refused = check(content);
  assert.is(refused.status, 1, refused.output);
  assert.match(refused.output, /countries\/france\.json:\d+:\d+: malaria › risk \(malaria\.risk\): expected none, low, moderate or high; found the starting file's marker, not yet filled in/);
  assert.is(refused.output.match(/found the starting file's marker/g)?.length, 9, refused.output);

  editJson(path.join(content, "countries/france.json"), (f) => {
    f.region = "europe-oceania";
    f.adviceSource = "who";
    f.vaccines[0] = { vaccine: "hepatitis-a", level: "some-travellers", note: null };
    f.yellowFever.transmissionRisk = "none";
    f.yellowFever.whoRecommendation = "not-recommended";
    f.yellowFever.certificate.requirement = "none";
    f.malaria.risk = "none";
    f.malaria.tablets = "not-advised";
  });
  const accepted = check(content);
  assert.is(accepted.status, 0, accepted.output);
  assert.match(accepted.output, /Content is valid: 4 countries/);
});

test("a country whose slug is no ISO name needs --iso, and an existing slug is refused", () => {
  const content = makeFixture();
  const unknown = scaffold(content, "country", "bonaire-island");
  assert.is(unknown.status, 1);
  assert.match(unknown.output, /pass its two-letter code, e\.g\. --iso KE/);
  assert.is(scaffold(content, "country", "bonaire-island", "--iso", "BQ").status, 0);
  const again = scaffold(content, "country", "kenya");
  assert.is(again.status, 1);
  assert.match(again.output, /countries\/kenya\.json exists already/);
});

test("a new disease comes with both profile bodies; filled in, with the reason no country names it yet, it is accepted", () => {
  const content = makeFixture();
  assert.is(scaffold(content, "disease", "dengue").status, 0);
  assert.ok(existsSync(path.join(content, "diseases/dengue.nl.md")) && existsSync(path.join(content, "diseases/dengue.en.md")));
  const refused = check(content);
  assert.is(refused.status, 1);
  assert.match(refused.output, /diseases\/dengue\.json:\d+:\d+: reviewed: expected the day you checked the facts, YYYY-MM-DD; found the starting file's marker/);

  editJson(path.join(content, "diseases/dengue.json"), (d) => {
    d.name = { nl: "Dengue", en: "Dengue", de: "Dengue-Fieber", fr: "Dengue", es: "Dengue" };
    d.summary = { nl: "Virusziekte door muggen.", en: "A viral disease spread by mosquitoes.", de: "Von Mücken übertragene Viruserkrankung.", fr: "Maladie virale transmise par les moustiques.", es: "Enfermedad viral transmitida por mosquitos." };
    d.sources = ["https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue"];
    d.reviewed = d.lastUpdated.slice(0, 10);
    d.unlinkedReason = "Added before the countries' advice names it.";
  });
  assert.match(check(content).output, /diseases\/dengue\.en\.md:1:4: expected a heading in English; found the starting file's marker/);
  writeFileSync(path.join(content, "diseases/dengue.en.md"), "## Dengue\n\nA viral disease spread by *Aedes* mosquitoes.\n");
  writeFileSync(path.join(content, "diseases/dengue.nl.md"), "## Dengue\n\nEen virusziekte die door *Aedes*-muggen wordt overgebracht.\n");
  // The names label the choices in the editors' schemas: the check asks to refresh them.
  assert.match(check(content).output, /run `npm run generate`/);
  assert.is(run("generate.ts", content).status, 0);
  const accepted = check(content);
  assert.is(accepted.status, 0, accepted.output);
});

test.run();
