// The benchmark's floor: a bare Eleventy project that writes the files listed in a manifest
// (site-relative path and size in bytes, from a real build), so the two differ only by what our
// build adds.
// Usage: node scripts/bench/floor/build.js <manifest.json> <output folder>
import module from "node:module";
import { fileURLToPath } from "node:url";

// As our build starts (scripts/run-ts.mjs): V8's compiled code kept between runs, so the two differ
// only by what our build adds. Eleventy is imported after, so its modules are cached too.
module.enableCompileCache?.();
const { default: Eleventy } = await import("@11ty/eleventy");

const [manifestPath, outDir] = process.argv.slice(2);
const here = (p) => fileURLToPath(new URL(p, import.meta.url));

process.env.FLOOR_MANIFEST = manifestPath; // read by src/page.11ty.js
await new Eleventy(here("./src"), outDir, { configPath: here("./eleventy.config.js"), quietMode: true }).write();
