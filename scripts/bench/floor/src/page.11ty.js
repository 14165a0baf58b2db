// One output file per manifest entry, with the same path and the same number of bytes as the real
// build wrote: what Eleventy itself costs, without content, validation, view models or checks.
import { readFileSync } from "node:fs";

export function data() {
  return {
    files: JSON.parse(readFileSync(process.env.FLOOR_MANIFEST, "utf8")),
    pagination: { data: "files", size: 1, alias: "file" },
    permalink: (data) => data.file[0],
    eleventyExcludeFromCollections: true,
    // Our build writes extensionless files too (_headers, the output folder's marker).
    eleventyAllowMissingExtension: true,
  };
}

export function render({ file }) {
  return "x".repeat(file[1]);
}
