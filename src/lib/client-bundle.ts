// Our own browser scripts (src/client/*.ts), bundled by esbuild at build time with what they
// import (the trip rules run in the browser from the same source), and the subresource-integrity
// hash every script and stylesheet we serve carries. Each bundle is built once per process;
// esbuild is deterministic, so two builds of one commit stay byte-identical.
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

export interface Bundle {
  code: string;
  integrity: string;
}

/** The `integrity` attribute's value for these bytes. */
export function subresourceIntegrity(bytes: string | Buffer): string {
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
}

const built = new Map<string, Bundle>();

/** src/client/{name}.ts as one minified script. */
export function clientBundle(name: "trip" | "admin" | "site"): Bundle {
  let bundle = built.get(name);
  if (!bundle) {
    const code = buildSync({
      entryPoints: [fileURLToPath(new URL(`../client/${name}.ts`, import.meta.url))],
      bundle: true,
      write: false,
      format: "iife",
      target: "es2020",
      minify: true,
      legalComments: "none",
      charset: "utf8",
    }).outputFiles[0]!.text;
    built.set(name, (bundle = { code, integrity: subresourceIntegrity(code) }));
  }
  return bundle;
}
