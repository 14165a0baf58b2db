// The trip page's script: src/client/trip.ts and the rules it imports, bundled by esbuild at build
// time (no second copy of the rules for the browser). Built once per process; deterministic, so
// two builds of one commit stay byte-identical, and hashed for subresource integrity.
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

export interface Bundle {
  code: string;
  integrity: string;
}

let built: Bundle | undefined;

export function tripBundle(): Bundle {
  if (built) return built;
  const result = buildSync({
    entryPoints: [fileURLToPath(new URL("../../client/trip.ts", import.meta.url))],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    charset: "utf8",
  });
  const code = result.outputFiles[0]!.text;
  built = { code, integrity: `sha384-${createHash("sha384").update(code).digest("base64")}` };
  return built;
}
