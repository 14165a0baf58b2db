// The benchmark's floor: a bare Eleventy project that writes the files listed in a manifest
// (site-relative path and size in bytes, from a real build), in passes of the same number of
// files as the real build's passes, so the two differ only by what our build adds.
// Usage: node scripts/bench/floor/build.js <manifest.json> <output folder> <files per pass>
import module from "node:module";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setFiles } from "./files.js";

// As our build starts (scripts/run-ts.mjs): V8's compiled code kept between runs, so the two differ
// only by what our build adds. Eleventy is imported after, so its modules are cached too.
module.enableCompileCache?.();
const { default: Eleventy } = await import("@11ty/eleventy");

const [manifestPath, outDir, perPass] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const filesPerPass = Number(perPass);
const here = (p) => fileURLToPath(new URL(p, import.meta.url));

for (let first = 0; first < manifest.length; first += filesPerPass) {
  setFiles(manifest.slice(first, first + filesPerPass));
  const eleventy = new Eleventy(here("./src"), outDir, { configPath: here("./eleventy.config.js"), quietMode: true });
  await eleventy.write();
}
