// The form editor's files in the built site: /admin/ (page, generated configuration, our start-up
// script) and Decap CMS's own build, copied from the pinned npm package (no CDN).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clientBundle, subresourceIntegrity } from "../lib/client-bundle.ts";
import { decapConfig, readCmsBackend } from "./decap-config.ts";

export const adminRoutes = { page: "/admin/", config: "/admin/config.json", script: "/admin/admin.js" } as const;

/** Decap's script and the chunks and WebAssembly it loads from beside itself (no source maps,
 *  no second `cms.js` copy), as passthrough copies: repository path → output path. */
export function decapAssets(repository: string): Record<string, string> {
  // A direct dependency, so npm puts it at the top of node_modules (which may be a link, as in
  // test/eleventy-cli.test.ts: the path is kept inside the repository, not resolved through it).
  const dist = "node_modules/decap-cms/dist";
  if (!existsSync(path.join(repository, dist))) throw new Error(`${dist}: expected the form editor's Decap CMS (package.json); found nothing. Run \`npm ci\`.`);
  const files = readdirSync(path.join(repository, dist)).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name)).sort();
  return Object.fromEntries(files.map((name) => [`${dist}/${name}`, `admin/decap/${name}`]));
}

const repository = fileURLToPath(new URL("../../", import.meta.url));

/** The page: our start-up script, then Decap's, each with its hash (subresource integrity). */
export function adminPage(): string {
  const decap = readFileSync(path.join(repository, "node_modules/decap-cms/dist/decap-cms.js"));
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Form editor · travel health content</title>
<script src="admin.js" integrity="${clientBundle("admin").integrity}"></script>
<script src="decap/decap-cms.js" integrity="${subresourceIntegrity(decap)}"></script>
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

/** src/client/admin.ts bundled (src/lib/client-bundle.ts). */
export function adminScript(): string {
  return clientBundle("admin").code;
}
