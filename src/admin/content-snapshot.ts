// The content as the form editor's check reads it in the browser (src/client/admin.ts): every
// file of the content folder but the generated schemas, by path. The build publishes it at
// /admin/content.json (the content a host built: main online); `npm start` answers the same path
// from the working tree as it is now, so a check never reads a rebuild that has not happened yet.
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { callerRefusal } from "./backend-access.ts";
import { contentSnapshotPath } from "./content-snapshot-path.ts";

const require = createRequire(import.meta.url);

/** The boundary dataset the check holds map places against (src/lib/maps/atlas.ts). */
const atlasFiles = ["countries-110m.json", "countries-50m.json"];

/** Path → text of what the check reads: every file under `contentDir` but schemas/ and hidden
 *  ones, as content/…, and the boundary dataset, as node_modules/world-atlas/…. */
export function contentSnapshot(contentDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string, at: string) => {
    // Code-unit order, not localeCompare: the same bytes under every machine locale.
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const relative = `${at}/${entry.name}`;
      if (entry.name.startsWith(".") || relative === "content/schemas") continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) files[relative] = readFileSync(path.join(dir, entry.name), "utf8");
    }
  };
  walk(contentDir, "content");
  for (const file of atlasFiles) files[`node_modules/world-atlas/${file}`] = readFileSync(require.resolve(`world-atlas/${file}`), "utf8");
  return files;
}

/** Middleware for the dev server: the snapshot of the working tree, to this machine's form only
 *  (src/admin/backend-access.ts). */
export function liveContentSnapshot(contentDir: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    // POST, as the local backend's guard asks of every request (a GET gets the build's copy).
    if (request.method !== "POST" || new URL(request.url ?? "/", "http://localhost").pathname !== contentSnapshotPath) return next();
    const refusal = callerRefusal(request);
    const [status, body] = refusal ? [403, { error: refusal }] : [200, contentSnapshot(contentDir)];
    response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" }).end(JSON.stringify(body));
  };
}
