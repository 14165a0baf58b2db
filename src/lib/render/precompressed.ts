// Compressed copies (`file.gz`, `file.br`) beside the files a phone loads to plan a trip, for
// servers that send such a copy as it is instead of compressing on every request (nginx's
// gzip_static and brotli_static, deploy/nginx-site.conf). Only these files: over every page,
// JSON and Markdown file the copies saved 0.4–20% against nginx's gzip at level 5 for 1–2 s more
// CPU on a 3.6 s build and three times the files (docs/performance.md). Hosts that compress
// themselves (Netlify, Cloudflare, GitHub Pages) never send the copies; they are the same few
// files on every host.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { outputPathFor, routes } from "../site/routes.ts";
import { locales } from "../locales.ts";

/** The site-relative URLs with compressed copies: each locale's trip planner page and data, the planner's script and every page's stylesheet and script. */
export function precompressedUrls(): string[] {
  return [...locales.flatMap((locale) => [routes.trip(locale).html, routes.tripData(locale).json]), routes.tripScript, "/assets/site.css", routes.siteScript];
}

/**
 * Each copy's suffix and encoder. gzip at level 9 is 6% smaller than nginx's level 5, brotli at
 * quality 6 22% smaller. Quality 8 saves 2% more but holds 17 MiB more while it
 * runs, at the build's peak; 11 saves 9% more for 35 times the time (docs/performance.md).
 */
const encoders: Record<"gz" | "br", (bytes: Uint8Array) => Buffer> = {
  gz: (bytes) => gzipSync(bytes, { level: 9 }),
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
};

/**
 * Writes the copies of the file at `url` (its bytes) into `outputDir`, and returns each copy's
 * path in the output folder (with "/") and its size, for the check on disk.
 */
export function writePrecompressed(outputDir: string, url: string, bytes: Uint8Array): [name: string, bytes: number][] {
  const name = outputPathFor(url);
  mkdirSync(path.dirname(path.join(outputDir, name)), { recursive: true });
  return Object.entries(encoders).map(([suffix, encode]) => {
    const copy = encode(bytes);
    writeFileSync(path.join(outputDir, `${name}.${suffix}`), copy);
    return [`${name}.${suffix}`, copy.length];
  });
}
