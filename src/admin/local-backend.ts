// The form editor's local backend for `npm start`: Decap's own file-system proxy (decap-server,
// the same code as `npx decap-server`), answering at /api/v1 on the dev server's origin, so
// /admin/ on localhost saves straight into the working tree and its CSP needs no second host.
// It writes files, so it answers only this origin, only a browser holding this run's key, and
// touches only the content folder (src/admin/backend-access.ts).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { AccessRefused, admitEditor, callerRefusal, checkRequestPaths, keyRefusal } from "./backend-access.ts";
import { localBackendPath } from "./decap-config.ts";
import { startingFiles } from "./starting-files.ts";
import { schemasToRefresh } from "../lib/content/json-schemas.ts";

type Next = (error?: unknown) => void;
type Handler = (request: IncomingMessage, response: ServerResponse, next: Next) => void;

/** Decap's own limit for a request body (media are sent in it, base64). */
const maxBody = 50 * 1024 * 1024;

/**
 * Middleware for the dev server (connect-style), with this run's key (editorKey). `contentDir` must be a folder named `content`:
 * its parent is the repository root the configuration's paths (`content/countries`, …) start from.
 */
export function localBackend(contentDir: string, key: string): Handler {
  let app: Promise<Handler> | undefined;
  return (request, response, next) => {
    if (admitEditor(request, response, key)) return;
    if (!(request.url ?? "").startsWith(localBackendPath)) return next();
    const refuse = (status: number, message: string) => {
      response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(`${message}\n`);
    };
    const refusal = callerRefusal(request) ?? keyRefusal(request, key);
    if (refusal) return refuse(403, refusal);
    readJson(request).then(
      (body) => {
        try {
          checkRequestPaths(body, contentDir);
        } catch (error) {
          if (error instanceof AccessRefused) return refuse(403, error.message);
          throw error;
        }
        const save = plainSave(body);
        if (save) {
          return void persist(contentDir, save).then(
            (refreshed) => response.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" }).end(JSON.stringify({ message: "entry persisted", refreshed })),
            (error: Error) => refuse(500, `The form editor could not save: ${error.message}`),
          );
        }
        // Parsed here, so decap-server's JSON parser (body-parser) takes it as read.
        Object.assign(request, { body, _body: true });
        app ??= decapServer(contentDir);
        app.then((handle) => handle(request, response, next), next);
      },
      (error: Error) => refuse(400, error.message),
    ).catch(next);
  };
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) {
        reject(new Error("The request is larger than the form editor's local backend takes (50 MB)."));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("error", reject);
    request.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        reject(new Error("The form editor's local backend takes a JSON body; this one is not JSON."));
      }
    });
  });
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

interface DataFile {
  path: string;
  raw: string;
}

/** A save of entry files only (no media, no move): what the form does on every save. */
function plainSave(body: unknown): DataFile[] | undefined {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: { entry?: DataFile; dataFiles?: DataFile[]; assets?: unknown[] } };
  if (action !== "persistEntry" || !params) return undefined;
  const files = params.dataFiles ?? (params.entry ? [params.entry] : []);
  const plain = files.length > 0 && files.every((file) => typeof file?.path === "string" && typeof file.raw === "string" && !("newPath" in file));
  return plain && (params.assets ?? []).length === 0 ? files : undefined;
}

/**
 * Writes each file whole: into a hidden file beside it, then renamed over it. decap-server writes
 * in place (truncate, then write), so a read meanwhile (the form listing entries, a rebuild)
 * found an empty or half-written file, which the form showed as an entry with every field empty.
 * A new disease also gets its starting profile bodies, as `npm run new` writes them.
 */
async function persist(contentDir: string, files: readonly DataFile[]): Promise<string[]> {
  const repository = path.dirname(contentDir);
  const writes: { file: string; text: string }[] = [];
  for (const { path: relative, raw } of files) {
    const file = path.resolve(repository, relative);
    writes.push({ file, text: raw });
    for (const start of startingFiles(contentDir, path.relative(contentDir, file))) writes.push({ file: path.join(contentDir, start.relative), text: start.text });
  }
  for (const { file, text } of writes) await writeWhole(file, text);
  // A new or renamed entity changes the choices the editors' schemas offer: refreshed as `npm run new`
  // and `npm run generate` refresh them, and named to the form, which tells the editor to commit them.
  const refresh = existsSync(path.join(contentDir, "schemas")) ? schemasToRefresh(contentDir) : [];
  for (const { file, text } of refresh) await writeWhole(file, text);
  return refresh.map(({ file }) => path.relative(repository, file).split(path.sep).join("/"));
}

async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.saving`);
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}
