// The form editor's local backend (src/admin/local-backend.ts) served alone, as `npm start` mounts
// it in front of the site, and the save request Decap sends it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { newEditorKey } from "../../src/admin/backend-access.ts";
import { localBackend } from "../../src/admin/local-backend.ts";

/** The backend for `content` on a free port of 127.0.0.1 with a key of its own, and the Cookie header the form editor's page then sends; any other request answers 404. */
export async function serveLocalBackend(content: string): Promise<{ server: Server; port: number; origin: string; key: string; cookie: string }> {
  const key = newEditorKey();
  const backend = localBackend(content, key);
  const server = createServer((request, response) => backend(request, response, () => response.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, origin: `http://127.0.0.1:${port}`, key, cookie: `form-editor-key=${key}` };
}

/** Decap's request to save `raw` as `file` (a path in the repository: content/…). */
export const persistRequest = (file: string, raw: string) => ({ action: "persistEntry", params: { branch: "main", entry: { slug: "x", path: file, raw }, assets: [], options: { collectionName: "countries", commitMessage: "edit", useWorkflow: false, status: "draft" } } });
