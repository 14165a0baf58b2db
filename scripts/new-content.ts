// `npm run new -- country <slug> [--iso XX]`, `npm run new -- disease <slug>`,
// `npm run new -- vaccine <slug>`, `npm run new -- notice <slug>`: writes a starting file (for a disease also its nl and en
// profile bodies), refreshes content/schemas/ so the new slug is offered at once, and lists what
// is left to fill in. The check refuses the file until every "FILL IN:" marker is replaced.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readConfig } from "../src/lib/config.ts";
import { describeField } from "../src/lib/content/editor-words.ts";
import { schemasToRefresh } from "../src/lib/content/json-schemas.ts";
import { formatPath } from "../src/lib/content/problems.ts";
import { fillInMarker, markerIn, markersIn, markerWords } from "../src/lib/content/fill-in-markers.ts";
import { countryNames, isoCodeForSlug, newCountry, newDisease, newNotice, newVaccine } from "../src/lib/content/scaffold.ts";
import { slugPattern } from "../src/lib/content/schemas.ts";
import { timestampOf } from "../src/lib/timestamps.ts";
import { startingFiles } from "../src/admin/starting-files.ts";

const usage = "Usage: npm run new -- country <slug> [--iso XX] | disease <slug> | vaccine <slug> | notice <slug>";
const { positionals, values } = parseArgs({ allowPositionals: true, options: { iso: { type: "string" } } });
const [kind, slug] = positionals;
function stop(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(1);
}
if (kind !== "country" && kind !== "disease" && kind !== "vaccine" && kind !== "notice") stop(`Expected what to add: country, disease, vaccine or notice; found ${JSON.stringify(kind ?? "nothing")}.`);
if (!slug || !slugPattern.test(slug)) {
  stop(`Expected a slug: the English common name in lowercase kebab-case ASCII, such as cote-d-ivoire; found ${JSON.stringify(slug ?? "nothing")}.`);
}
if (kind === "country" && slug === "diseases") stop('The slug "diseases" is reserved for the disease index.');

const { contentDir } = readConfig();
const folder = { country: "countries", disease: "diseases", vaccine: "vaccines", notice: "notices" }[kind];
const file = path.join(contentDir, folder, `${slug}.json`);
if (existsSync(file)) stop(`${path.relative(process.cwd(), file)} exists already: edit it instead.`);
const now = timestampOf(new Date());

let entity: Record<string, unknown>;
if (kind === "country") {
  const isoCode = values.iso?.toUpperCase() ?? isoCodeForSlug(slug);
  if (!isoCode) stop(`No ISO 3166 country has an English name that gives the slug "${slug}": pass its two-letter code, e.g. --iso KE.`);
  const names = countryNames(isoCode);
  if (!names) stop(`i18n-iso-countries has no country with the code ${JSON.stringify(isoCode)}.`);
  entity = newCountry(slug, isoCode, names, now);
} else {
  entity = { disease: newDisease, vaccine: newVaccine, notice: newNotice }[kind](slug, now);
}

// A disease comes with its profile bodies, as the form editor's local backend writes them.
const starting = startingFiles(contentDir, `${folder}/${slug}.json`).map((start) => ({ file: path.join(contentDir, start.relative), text: start.text }));
const written = [{ file, text: `${JSON.stringify(entity, null, 2)}\n` }, ...starting];
mkdirSync(path.dirname(file), { recursive: true });
for (const { file, text } of written) writeFileSync(file, text);
// The new slug becomes a choice in the editors' schemas at once.
mkdirSync(path.join(contentDir, "schemas"), { recursive: true });
for (const { file, text } of schemasToRefresh(contentDir)) writeFileSync(file, text);

const shown = (f: string) => path.relative(process.cwd(), f);
console.log(`Wrote ${written.map(({ file }) => shown(file)).join(", ")} and refreshed ${shown(path.join(contentDir, "schemas"))}/.`);
if (kind === "country") {
  console.log(`The names come from i18n-iso-countries (${Object.values(entity.name as object).join(" / ")}): check they are the names travellers use.`);
}
console.log(`\nFill in (each "${fillInMarker}" value; \`npm run check\` lists those left):`);
for (const marker of markersIn(entity)) console.log(`  - ${describeField(formatPath(marker.path))}: ${markerIn(markerWords(marker.text.slice(fillInMarker.length).trim()), "en")}`);
if (kind === "disease") console.log(`  - the profile bodies ${slug}.nl.md and ${slug}.en.md`);
console.log(
  kind === "country"
    ? "\nAlso check includesTransit, and cite the references of each fact (citations: null means not yet sourced). Then run `npm run check`."
    : "\nWhen the names are in, run `npm run generate` (they label the choices in editors), then `npm run check`.",
);
