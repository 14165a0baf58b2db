// Synthetic content for the benchmark: the real content repeated `factor` times, each copy with
// its own slugs and names, and references kept inside the copy, so the build does the same work
// per entity as on the real content (same shape, same field sizes).
// Usage: node --import tsx scripts/bench/generate-content.ts <factor> <output folder>
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { malariaDisease, yellowFeverDisease } from "../../src/lib/content/links.ts";
import { loadPlaces } from "../../src/lib/content/places.ts";
import { placementOf } from "../../src/lib/maps/world.ts";

const repo = fileURLToPath(new URL("../..", import.meta.url));

/** Writes the content; true when some copies share their original's ISO code (the build then needs one-destination-lifted.mjs). */
export function generateContent(factor: number, outDir: string, source = path.join(repo, "content")): boolean {
  rmSync(outDir, { recursive: true, force: true });
  for (const folder of ["ui", "sources", "references", "malaria-drugs", "schemas"]) cpSync(path.join(source, folder), path.join(outDir, folder), { recursive: true });
  // The editors' lists name the first copy's slugs and the (shared) ISO codes.
  for (const file of ["alternate-names.json", "map-places.json"]) if (existsSync(path.join(source, file))) cpSync(path.join(source, file), path.join(outDir, file));
  // Yellow fever and malaria are the diseases every country's own sections link to: one of each.
  const shared = new Set([yellowFeverDisease, malariaDisease]);
  const suffix = (slug: string, copy: number) => (copy === 0 ? slug : `${slug}-${copy}`);
  const diseaseSuffix = (slug: string, copy: number) => (shared.has(slug) ? slug : suffix(slug, copy));
  const rename = (name: Record<string, string>, copy: number) =>
    copy === 0 ? name : Object.fromEntries(Object.entries(name).map(([locale, text]) => [locale, `${text} ${copy + 1}`]));
  const read = (folder: string) =>
    readdirSync(path.join(source, folder))
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(readFileSync(path.join(source, folder, f), "utf8")));
  const countries = read("countries");
  const diseases = read("diseases");
  const vaccines = read("vaccines");
  const notices = existsSync(path.join(source, "notices")) ? read("notices") : [];
  for (const folder of ["countries", "diseases", "vaccines", "notices"]) mkdirSync(path.join(outDir, folder), { recursive: true });
  // One file per destination: each copy of a country takes a two-letter code no file has, placed
  // on the map where its original is (map-places.json), while the 676 codes last; later copies
  // share their original's code, which only a build with one-destination-lifted.mjs accepts.
  const places = loadPlaces(source, (file) => file, []).mapPlaces;
  const mapPlaces = JSON.parse(readFileSync(path.join(source, "map-places.json"), "utf8")) as { shapeNames: Record<string, string>; points: Record<string, [number, number]> };
  const used = new Set(countries.map((c: { isoCode: string }) => c.isoCode));
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const freeCodes = [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter((code) => !used.has(code));
  let sharedCodes = false;
  const codeOf = (country: { slug: string; isoCode: string }, copy: number): string => {
    if (copy === 0) return country.isoCode;
    const code = freeCodes.shift();
    if (!code) {
      sharedCodes = true;
      return country.isoCode;
    }
    const placement = placementOf(country, places);
    if (placement.shape) mapPlaces.shapeNames[code] = placement.shape.properties.name;
    if (placement.point && (!placement.shape || mapPlaces.points[country.isoCode])) mapPlaces.points[code] = placement.point;
    return code;
  };
  const write = (folder: string, entity: { slug: string }) =>
    writeFileSync(path.join(outDir, folder, `${entity.slug}.json`), `${JSON.stringify(entity, null, 2)}\n`);

  for (let copy = 0; copy < factor; copy++) {
    for (const n of notices) {
      write("notices", { ...n, slug: suffix(n.slug, copy), disease: diseaseSuffix(n.disease, copy), countries: n.countries.map((c: { country: string }) => ({ ...c, country: suffix(c.country, copy) })) });
    }
    for (const disease of diseases) {
      if (copy > 0 && shared.has(disease.slug)) continue;
      write("diseases", { ...disease, slug: suffix(disease.slug, copy), name: rename(disease.name, copy) });
      for (const locale of ["nl", "en"]) {
        const body = path.join(source, "diseases", `${disease.slug}.${locale}.md`);
        cpSync(body, path.join(outDir, "diseases", `${suffix(disease.slug, copy)}.${locale}.md`));
      }
    }
    for (const vaccine of vaccines) {
      write("vaccines", {
        ...vaccine,
        slug: suffix(vaccine.slug, copy),
        name: rename(vaccine.name, copy),
        protectsAgainst: vaccine.protectsAgainst.map((d: string) => diseaseSuffix(d, copy)),
        // Every country page lists all routine vaccinations: copies stay travel vaccines, so a
        // country page at 30x is as large as a real one and the output grows linearly.
        routine: copy === 0 ? vaccine.routine : false,
      });
    }
    for (const country of countries) {
      write("countries", {
        ...country,
        slug: suffix(country.slug, copy),
        isoCode: codeOf(country, copy),
        name: rename(country.name, copy),
        vaccines: country.vaccines.map((v: { vaccine: string }) => ({ ...v, vaccine: suffix(v.vaccine, copy) })),
        exitRequirements: country.exitRequirements.map((e: { vaccine: string }) => ({ ...e, vaccine: suffix(e.vaccine, copy) })),
        otherRisks: country.otherRisks.map((r: { disease: string }) => ({ ...r, disease: diseaseSuffix(r.disease, copy) })),
      });
    }
  }
  writeFileSync(path.join(outDir, "map-places.json"), `${JSON.stringify(mapPlaces, null, 2)}\n`);
  return sharedCodes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [factor, outDir] = process.argv.slice(2);
  if (!factor || !outDir || !(Number(factor) >= 1)) {
    console.error("usage: generate-content.ts <factor >= 1> <output folder>");
    process.exit(2);
  }
  generateContent(Number(factor), path.resolve(outDir));
  console.log(`wrote ${factor}x content to ${outDir}`);
}
