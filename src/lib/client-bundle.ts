// Our own browser scripts (src/client/*.ts), bundled by esbuild at build time with what they
// import (the trip rules run in the browser from the same source), and the subresource-integrity
// hash every script and stylesheet we serve carries. Each bundle is built once per process;
// esbuild is deterministic, so two builds of one commit stay byte-identical.
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

/** The `integrity` attribute's value for these bytes. */
export function subresourceIntegrity(bytes: string | Buffer): string {
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
}

const built = new Map<string, { code: string; integrity: string }>();

const unprintable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufdd0-\ufdef\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const memoryFs = fileURLToPath(new URL("../client/memory-fs.ts", import.meta.url));

/** The form editor runs the content check in the browser: Node's modules become the content
 *  folder in memory (src/client/memory-fs.ts). */
const nodeInMemory = Object.fromEntries(["fs", "path", "os", "crypto", "module", "url"].map((name) => [`node:${name}`, memoryFs]));

/** src/client/{name}.ts as one minified script. */
export function clientBundle(name: "trip" | "admin" | "site") {
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
      // import.meta and a default import the check never reaches in the browser: said once here, not at every build.
      ...(name === "admin" ? { alias: nodeInMemory, inject: [memoryFs], logLevel: "error" as const } : {}),
      // esbuild writes control characters and noncharacters inside strings and patterns as they
      // are (markdown-it's tables hold some); escaped, they mean the same and the output stays text.
    }).outputFiles[0]!.text.replace(unprintable, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
    built.set(name, (bundle = { code, integrity: subresourceIntegrity(code) }));
  }
  return bundle;
}
