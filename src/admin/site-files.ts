// The form editor's files in the built site: /admin/ (page, generated configuration, our start-up
// script) and Decap CMS's own build, copied from the pinned npm package (no CDN).
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";
import { decapConfig, readCmsBackend } from "./decap-config.ts";

export const adminRoutes = { page: "/admin/", config: "/admin/config.json", script: "/admin/admin.js" } as const;

/** Decap's script and the chunks and WebAssembly it loads from beside itself (no source maps,
 *  no second `cms.js` copy), as passthrough copies: repository path → output path. */
export function decapAssets(repository: string): Record<string, string> {
  const dist = path.dirname(createRequire(path.join(repository, "package.json")).resolve("decap-cms/dist/decap-cms.js"));
  const relative = path.relative(repository, dist).split(path.sep).join("/");
  const files = readdirSync(dist).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name)).sort();
  return Object.fromEntries(files.map((name) => [`${relative}/${name}`, `admin/decap/${name}`]));
}

export function adminPage(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Form editor · travel health content</title>
<script src="admin.js"></script>
<script src="decap/decap-cms.js"></script>
</head>
<body>
<noscript>The form editor needs JavaScript. Without it, edit the files under content/ in a text editor (CONTRIBUTING.md).</noscript>
</body>
</html>
`;
}

/** The configuration for the repository's layout: the content in content/ at its root. */
export function adminConfig(): string {
  return `${JSON.stringify(decapConfig(readCmsBackend()), null, 2)}\n`;
}

let script: string | undefined;

/** src/client/admin.ts bundled by esbuild, once per process (deterministic). */
export function adminScript(): string {
  script ??= buildSync({
    entryPoints: [fileURLToPath(new URL("../client/admin.ts", import.meta.url))],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    charset: "utf8",
  }).outputFiles[0]!.text;
  return script;
}
