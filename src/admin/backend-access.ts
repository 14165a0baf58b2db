// Who may use the form editor's local backend, and which files it may touch. The backend writes
// files on the editor's machine, so any web page the editor has open elsewhere must not reach it:
// - the caller is this machine (loopback), and the request names this server by its loopback
//   name and port (a DNS-rebinding page sends its own host name);
// - the browser says the request comes from this origin (Origin, and Sec-Fetch-Site where sent):
//   a page on another port or host cannot forge either, and gets no CORS permission to read;
// - it carries this run's key, which only the form editor opened at the address `npm start`
//   printed holds (a cookie set by that address), so another process on this machine, which can
//   send any header it likes, still cannot write;
// - every path in the request resolves, after following links, inside the content folder.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { isWithin } from "../lib/content/read-json.ts";
import { localBackendPath } from "./decap-config.ts";

/** The host names a browser on this machine uses for a server bound to loopback. */
const loopbackNames = ["127.0.0.1", "localhost", "[::1]"];
const loopbackAddresses = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** The actions of Decap's file-system backend (`local_fs`); anything else is refused. */
const actions = new Set(["info", "entriesByFolder", "entriesByFiles", "getEntry", "persistEntry", "getMedia", "getMediaFile", "persistMedia", "deleteFile", "deleteFiles", "getDeployPreview"]);

/** Parameters that name a file or folder, relative to the repository (Decap's request shapes). */
const pathKeys = new Set(["path", "newPath", "folder", "mediaFolder"]);

export class AccessRefused extends Error {}

export const newEditorKey = () => randomBytes(16).toString("hex");

/** The cookie that carries the key, sent only to the backend's path, never readable by a script. */
const keyCookie = "form-editor-key";

/** Where an editor opens the form editor with this run's key: printed when `npm start` starts. */
export const editorAddress = (origin: string, key: string) => `${origin}/admin/?key=${key}`;

const sameKey = (found: string, key: string) => found.length === key.length && timingSafeEqual(Buffer.from(found), Buffer.from(key));

/**
 * The form editor's address with this run's key: sets the key's cookie and sends the browser on to
 * the same address without it (so it is not left in the address bar or history). Returns whether it answered.
 */
export function admitEditor(request: IncomingMessage, response: ServerResponse, key: string): boolean {
  const url = new URL(request.url ?? "/", "http://localhost");
  const given = url.searchParams.get("key");
  if (!url.pathname.startsWith("/admin/") || given === null || !loopbackAddresses.has(request.socket.remoteAddress ?? "")) return false;
  if (!sameKey(given, key)) {
    response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("This is not this run's key: open the form editor at the address `npm start` printed.\n");
    return true;
  }
  url.searchParams.delete("key");
  const cookie = `${keyCookie}=${key}; HttpOnly; SameSite=Strict; Path=${localBackendPath}`;
  response.writeHead(303, { Location: `${url.pathname}${url.search}`, "Set-Cookie": cookie, "Cache-Control": "no-store" }).end();
  return true;
}

/** Why a request lacks this run's key, or undefined when it carries it. */
export function keyRefusal(request: IncomingMessage, key: string): string | undefined {
  const found = /(?:^|;\s*)form-editor-key=([0-9a-f]+)/.exec(request.headers.cookie ?? "")?.[1];
  if (found !== undefined && sameKey(found, key)) return undefined;
  return `The form editor's local backend answers only the form editor opened at the address \`npm start\` printed, which carries this run's key; found ${found === undefined ? "no key" : "another key"}.`;
}

/**
 * Why this request may not reach the backend, or undefined when it may: the caller and the
 * origin, before its body is read.
 */
export function callerRefusal(request: IncomingMessage): string | undefined {
  if (!loopbackAddresses.has(request.socket.remoteAddress ?? "")) return "The form editor's local backend answers only this machine.";
  if (request.method !== "POST") return `The form editor's local backend takes POST requests only; found ${request.method}.`;
  const port = request.socket.localPort;
  const host = request.headers.host ?? "";
  const own = loopbackNames.map((name) => `${name}:${port}`);
  if (!own.includes(host.toLowerCase())) return `The form editor's local backend answers requests for ${own.join(" or ")} only; found Host ${JSON.stringify(host)}.`;
  const origin = request.headers.origin;
  if (origin !== `http://${host.toLowerCase()}`) return `The form editor's local backend answers pages of http://${host} only; found Origin ${JSON.stringify(origin ?? "(none)")}.`;
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return `The form editor's local backend answers same-origin requests only; found Sec-Fetch-Site ${JSON.stringify(site)}.`;
  if (!/^application\/json(;|$)/i.test(request.headers["content-type"] ?? "")) return "The form editor's local backend takes JSON (Content-Type: application/json) only.";
  return undefined;
}

/**
 * Checks a parsed request body: a known action, and every path in it inside `contentDir` (paths
 * are relative to its parent, the repository: `content/countries/kenya.json`). A folder to be
 * listed must hold no link that leads out of the content folder. Throws AccessRefused.
 */
export function checkRequestPaths(body: unknown, contentDir: string): void {
  const action = (body as { action?: unknown } | null)?.action;
  if (typeof action !== "string" || !actions.has(action)) throw new AccessRefused(`The form editor's local backend does not do ${JSON.stringify(action)}.`);
  const repository = path.dirname(contentDir);
  const content = realpathSync(contentDir);
  const visit = (value: unknown, key: string, depth: number): void => {
    if (depth > 8) throw new AccessRefused("The request is nested too deeply.");
    if (Array.isArray(value)) value.forEach((item) => visit(item, key, depth + 1));
    else if (value && typeof value === "object") for (const [name, inner] of Object.entries(value)) visit(inner, name, depth + 1);
    else if (pathKeys.has(key) || key === "paths") {
      if (typeof value !== "string") throw new AccessRefused(`${key}: expected a path inside the content folder; found ${JSON.stringify(value)}.`);
      const resolved = resolveInside(repository, value, content);
      if (key === "folder" || key === "mediaFolder") checkListing(resolved, content, value);
    }
  };
  visit((body as { params?: unknown }).params, "params", 0);
}

/** The real location of `relative` (below the repository), refused unless inside `content`. */
function resolveInside(repository: string, relative: string, content: string): string {
  const refuse = (): never => {
    throw new AccessRefused(`${JSON.stringify(relative)}: the form editor's local backend reads and writes only inside the content folder.`);
  };
  if (relative.includes("\0") || path.isAbsolute(relative)) refuse();
  const target = path.resolve(repository, relative);
  // Follow links: the deepest part that exists is resolved, the rest is what a write would create.
  let existing = target;
  const missing: string[] = [];
  while (!exists(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) refuse();
    missing.unshift(path.basename(existing));
    existing = parent;
  }
  const real = path.join(realpathSync(existing), ...missing);
  if (!isWithin(real, content)) refuse();
  return real;
}

function exists(p: string): boolean {
  try {
    return lstatSync(p, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false; // ENOTDIR and the like: treated as missing, so its parent decides
  }
}

/** A folder Decap lists and reads whole: every entry in it must lead inside the content folder. */
function checkListing(folder: string, content: string, asked: string, seen = new Set<string>()): void {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return; // absent: Decap lists nothing
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    let real: string;
    try {
      real = realpathSync(full);
    } catch {
      continue; // a dangling link reads as nothing
    }
    if (!isWithin(real, content)) throw new AccessRefused(`${asked}/${entry.name}: a link out of the content folder; the form editor's local backend does not read it.`);
    // Every depth: Decap lists as deep as it is asked. A link to a folder inside is followed
    // only once per real folder, so a loop of links ends.
    if (statSync(full).isDirectory() && !seen.has(real)) {
      seen.add(real);
      checkListing(full, content, `${asked}/${entry.name}`, seen);
    }
  }
}
