// The form editor's local backend for `npm start`: Decap's own file-system proxy (decap-server,
// the same code as `npx decap-server`), answering at /api/v1 on the dev server's origin, so
// /admin/ on localhost saves straight into the working tree and its CSP needs no second host.
// It writes files, so it answers only requests from this machine.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { localBackendPath } from "./decap-config.ts";

type Next = (error?: unknown) => void;
type Handler = (request: IncomingMessage, response: ServerResponse, next: Next) => void;

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Middleware for the dev server (connect-style). `contentDir` must be a folder named `content`:
 * its parent is the repository root the configuration's paths (`content/countries`, …) start from.
 */
export function localBackend(contentDir: string): Handler {
  let app: Promise<Handler> | undefined;
  return (request, response, next) => {
    if (!(request.url ?? "").startsWith(localBackendPath)) return next();
    if (!loopback.has(request.socket.remoteAddress ?? "")) {
      response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" }).end("The form editor's local backend answers only this machine.\n");
      return;
    }
    app ??= decapServer(contentDir);
    app.then((handle) => handle(request, response, next), next);
  };
}

async function decapServer(contentDir: string): Promise<Handler> {
  if (path.basename(contentDir) !== "content") {
    throw new Error(`CONTENT_DIR: the form editor saves to <repository>/content/…; expected a folder named content, found ${contentDir}`);
  }
  // decap-server is CommonJS and reads its root from GIT_REPO_DIRECTORY when it is registered.
  const require = createRequire(import.meta.url);
  const serverRequire = createRequire(require.resolve("decap-server"));
  const express = serverRequire("express") as () => Handler & { use: unknown };
  const { registerLocalFs } = serverRequire("./middlewares") as { registerLocalFs(app: unknown, options: { logLevel: string }): Promise<void> };
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = path.dirname(contentDir);
  try {
    const app = express();
    await registerLocalFs(app, { logLevel: "warn" });
    return app;
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
}
