// `npm start`'s dev server (Eleventy Dev Server): where it listens, and the headers /admin/ gets.
// It serves the form editor, whose local backend writes files, so by default only this machine
// can reach it: it listens on 127.0.0.1, not on every interface. DEV_SERVER_HOST widens that
// (README, "Form editor"); the local backend still answers this machine only.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { createRequire } from "node:module";
import { adminPathPrefix, headerRules, headersFor } from "../lib/site/headers.ts";
import { BuildFailure } from "../lib/failure.ts";

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
  prototype: { _serverListen(port: number): void; server: { listen(options: { port: number; host: string }): void } };
}

let boundHost: string | undefined;

/**
 * Makes Eleventy Dev Server listen on `host`. It has no setting for that (it listens on every
 * interface), so the one method that calls listen() is replaced; Eleventy loads the same module.
 */
export function listenOn(host: string): void {
  boundHost = host;
  const require = createRequire(import.meta.url);
  const DevServer = require("@11ty/eleventy-dev-server") as DevServerClass;
  if (typeof DevServer.prototype._serverListen !== "function") throw new Error("@11ty/eleventy-dev-server: expected its _serverListen method, to make it listen on one address; found none (was it upgraded?).");
  DevServer.prototype._serverListen = function (port: number) {
    this.server.listen({ port, host: boundHost! });
  };
}

/** The start-up line: the address it really listens on. */
export function startMessage({ localhostUrl }: { localhostUrl: string }): string {
  const url = new URL(localhostUrl);
  const host = boundHost ?? defaultDevServerHost;
  url.hostname = host.includes(":") ? `[${host}]` : host === "0.0.0.0" ? "127.0.0.1" : host;
  return `Server at ${url.href}${host === "0.0.0.0" || host === "::" ? ` (listening on every interface: ${devServerHostVariable}=${host})` : ""}`;
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
