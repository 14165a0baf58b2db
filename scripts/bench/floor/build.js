// The benchmark's floor: a bare Eleventy project that writes the files listed in a manifest
// (site-relative path and size in bytes, from a real build), in passes of the same number of
// files as the real build's passes, so the two differ only by what our build adds.
// Usage: node scripts/bench/floor/build.js <manifest.json> <output folder> <files per pass>
import Eleventy from "@11ty/eleventy";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setFiles } from "./files.js";

const [manifestPath, outDir, perPass] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const filesPerPass = Number(perPass);
const here = (p) => fileURLToPath(new URL(p, import.meta.url));

for (let first = 0; first < manifest.length; first += filesPerPass) {
  setFiles(manifest.slice(first, first + filesPerPass));
  const eleventy = new Eleventy(here("./src"), outDir, { configPath: here("./eleventy.config.js"), quietMode: true });
  await eleventy.write();
}
