// Compressed copies (`file.gz`, `file.br`) beside the files a phone loads to plan a trip, for
// servers that send them as they are (nginx's gzip_static and brotli_static). Only these files:
// for every file they saved too little for the time and files they cost (docs/performance.md).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { outputPathFor, routes } from "../site/routes.ts";
import { locales } from "../locales.ts";

/** The site-relative URLs with compressed copies: each locale's trip planner page and data, the planner's script and every page's stylesheet and script. */
export function precompressedUrls(): string[] {
  return [...locales.flatMap((locale) => [routes.trip(locale).html, routes.tripData(locale).json]), routes.tripScript, "/assets/site.css", routes.siteScript];
}

/** Each copy's suffix and encoder; brotli 8 holds 17 MiB more at the build's peak for 2% (docs/performance.md). */
const encoders: Record<"gz" | "br", (bytes: Uint8Array) => Buffer> = {
  gz: (bytes) => gzipSync(bytes, { level: 9 }),
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
};

/** Writes the copies of the file at `url`; returns each copy's path in the output and its size, for the check on disk. */
export function writePrecompressed(outputDir: string, url: string, bytes: Uint8Array): [name: string, bytes: number][] {
  const name = outputPathFor(url);
  mkdirSync(path.dirname(path.join(outputDir, name)), { recursive: true });
  return Object.entries(encoders).map(([suffix, encode]) => {
    const copy = encode(bytes);
    writeFileSync(path.join(outputDir, `${name}.${suffix}`), copy);
    return [`${name}.${suffix}`, copy.length];
  });
}
