// `npm start`'s dev server (Eleventy Dev Server): where it listens, who may open its live-reload
// socket, and the headers /admin/ gets. It serves the form editor, whose local backend writes
// files, so by default only this machine can reach it: it listens on 127.0.0.1, not on every
// interface. DEV_SERVER_HOST widens that (README, "Form editor"); the local backend still answers
// this machine only. The live-reload socket tells a page which files were saved: it answers only
// pages of the server's own origin, and says a failed rebuild failed without its details (the
// terminal and the page's banner, src/admin/build-status.ts, give them).
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { createRequire } from "node:module";
import { adminPathPrefix, headerRules, headersFor } from "../lib/site/headers.ts";
import { BuildFailure } from "../lib/failure.ts";
import { editorAddress } from "./backend-access.ts";

export const devServerHostVariable = "DEV_SERVER_HOST";
export const defaultDevServerHost = "127.0.0.1";

/** The address the dev server listens on: DEV_SERVER_HOST, an IP address, or 127.0.0.1. */
export function devServerHost(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env[devServerHostVariable]?.trim();
  if (!raw) return defaultDevServerHost;
  if (isIP(raw) === 0) throw new BuildFailure(`${devServerHostVariable}: expected the IP address the dev server listens on, such as 127.0.0.1 (the default) or 0.0.0.0 (every interface); found ${JSON.stringify(raw)}.`);
  return raw;
}

interface DevServerClass {
  prototype: {
    _serverListen(port: number): void;
    setupReloadNotifier(): void;
    sendError(event: unknown): void;
    sendUpdateNotification(message: unknown): void;
    _serverErrorHandler(error: unknown): void;
    server: { listen(options: { port: number; host: string }): void };
    updateServer: unknown;
  };
}

interface WebSocketServerClass {
  new (options: { server: unknown; verifyClient: (info: { origin?: string; req: IncomingMessage }) => boolean }): { on(event: string, listener: (value: unknown) => void): void };
}

/**
 * Whether a live-reload socket's page is one of this server's own: its Origin is the address it
 * asked for (Host), named by an IP address or localhost. A page elsewhere sends its own Origin; a
 * DNS-rebinding page sends its own name as both.
 */
export function ownPage(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host || origin.toLowerCase() !== `http://${host.toLowerCase()}`) return false;
  const name = new URL(origin).hostname.replace(/^\[|\]$/g, "");
  return name === "localhost" || isIP(name) !== 0;
}

let boundHost: string | undefined;

/**
 * Makes Eleventy Dev Server listen on `host`, open its live-reload socket to its own pages only,
 * and send a failed rebuild's news without its details. It has no setting for any of that, so the
 * methods that do it are replaced; Eleventy loads the same module.
 */
export function listenOn(host: string): void {
  boundHost = host;
  const require = createRequire(import.meta.url);
  const DevServer = require("@11ty/eleventy-dev-server") as DevServerClass;
  const { WebSocketServer } = createRequire(require.resolve("@11ty/eleventy-dev-server"))("ws") as { WebSocketServer: WebSocketServerClass };
  for (const method of ["_serverListen", "setupReloadNotifier", "sendError"] as const) {
    if (typeof DevServer.prototype[method] !== "function") throw new Error(`@11ty/eleventy-dev-server: expected its ${method} method; found none (was it upgraded?).`);
  }
  DevServer.prototype._serverListen = function (port: number) {
    this.server.listen({ port, host: boundHost! });
  };
  DevServer.prototype.setupReloadNotifier = function () {
    const sockets = new WebSocketServer({ server: this.server, verifyClient: ({ origin, req }) => ownPage(origin, req.headers.host) });
    sockets.on("connection", () => this.sendUpdateNotification({ type: "eleventy.status", status: "connected" }));
    sockets.on("error", (error) => this._serverErrorHandler(error));
    this.updateServer = sockets;
  };
  DevServer.prototype.sendError = function () {
    this.sendUpdateNotification({ type: "eleventy.error", error: JSON.stringify({ message: "The rebuild failed: the terminal running npm start says why, and so does every page after a reload." }) });
  };
}

/** The start-up lines: the address it really listens on, and the form editor's with this run's key (src/admin/backend-access.ts). */
export function startMessage({ localhostUrl }: { localhostUrl: string }, key: string): string {
  const url = new URL(localhostUrl);
  const host = boundHost ?? defaultDevServerHost;
  url.hostname = host.includes(":") ? `[${host}]` : host === "0.0.0.0" ? "127.0.0.1" : host;
  const editor = new URL(url.href);
  editor.hostname = host.includes(":") ? "[::1]" : "127.0.0.1";
  return `Server at ${url.href}${host === "0.0.0.0" || host === "::" ? ` (listening on every interface: ${devServerHostVariable}=${host})` : ""}\nForm editor: ${editorAddress(editor.origin, key)}`;
}

/**
 * Middleware: a path that does not decode, or that climbs out with `..` once decoded, is answered
 * 400. The dev server refuses such a path by throwing while it maps it to a file, which left the
 * request without an answer.
 */
export function refuseBadPaths(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
  } catch {
    decoded = "/..";
  }
  if (decoded.split(/[/\\]/).includes("..") || decoded.includes("\0")) {
    response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request: the path does not name a file of the site.\n");
    return;
  }
  next();
}

/** Middleware: /admin/ gets the headers a host gives it from _headers (its CSP above all), and its
 *  page is not reloaded by rebuilds. */
export function adminHeaders(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
  if (pathname.startsWith(adminPathPrefix)) {
    for (const [name, value] of Object.entries(headersFor(pathname, headerRules))) {
      // The dev server sets its own content type from the file name.
      if (name !== "Content-Type") response.setHeader(name, value);
    }
  }
  if (pathname === adminPathPrefix || pathname === `${adminPathPrefix}index.html`) withoutLiveReload(response);
  next();
}

/**
 * The dev server adds its live-reload script to every HTML page it sends as text, and reloads
 * the page after each rebuild: on the form, any saved file (the editor's own save, a text
 * editor's, a git checkout) threw away what the editor had typed and read every entry again
 * mid-write. The form's page is sent as bytes instead, which the dev server passes on as they are.
 */
function withoutLiveReload(response: ServerResponse): void {
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  (response as { end: (...args: unknown[]) => ServerResponse }).end = (...args: unknown[]) => {
    if (typeof args[0] === "string") args[0] = Buffer.from(args[0]);
    return end(...args);
  };
}
