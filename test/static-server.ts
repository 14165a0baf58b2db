// A small static file server for tests: serves a built site on 127.0.0.1 the way a static host
// does (index.html for folders, 404.html for unknown paths, media types by extension).
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { HeaderRule } from "../src/lib/site/headers.ts";

export const mediaTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveStatic(root: string, headers: (urlPath: string) => Record<string, string> = () => ({})): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    let file = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ""));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : path.join(root, "404.html");
    response.writeHead(found ? 200 : 404, { "Content-Type": mediaTypes[path.extname(served)] ?? "application/octet-stream", ...headers(urlPath) });
    createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Parses a `_headers` file back into rules (to serve the site as a host would). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const [name, ...value] = line.trim().split(":");
      rules.at(-1)!.headers[name!.trim()] = value.join(":").trim();
    }
  }
  return rules;
}
