// The form editor's files in the built site: /admin/ (page, generated configuration, our start-up
// script) and Decap CMS's own build, copied from the pinned npm package (no CDN: decap-package.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clientBundle, subresourceIntegrity } from "../lib/client-bundle.ts";
import { decapConfig, readCmsBackend } from "./decap-config.ts";
import { decapDist, isDecapAsset } from "./decap-package.ts";
import { contentSnapshot } from "./content-snapshot.ts";
import { contentSnapshotPath } from "./content-snapshot-path.ts";

export const adminRoutes = { page: "/admin/", config: "/admin/config.json", script: "/admin/admin.js", content: contentSnapshotPath } as const;

/** Decap's script and the chunks and WebAssembly it loads from beside itself, as passthrough
 *  copies: repository path → output path. The path stays inside the repository (node_modules may
 *  be a link, as in test/eleventy-cli.test.ts), not resolved through it. */
export function decapAssets(repository: string): Record<string, string> {
  const dist = decapDist(repository);
  const files = readdirSync(path.join(repository, dist)).filter(isDecapAsset).sort();
  return Object.fromEntries(files.map((name) => [`${dist}/${name}`, `admin/decap/${name}`]));
}

const repository = fileURLToPath(new URL("../../", import.meta.url));

/** The page: our start-up script, then Decap's, each with its hash (subresource integrity). */
export function adminPage(): string {
  const decap = readFileSync(path.join(repository, decapDist(repository), "decap-cms.js"));
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

/** The content the form's check reads in the browser (content-snapshot.ts). */
export function adminContent(contentDir: string): string {
  return JSON.stringify(contentSnapshot(contentDir));
}
