// The form editor's local backend (src/admin/local-backend.ts) is the content folder, for the dev
// server's own origin only. Each attack an outside test played against it is played again here,
// over HTTP as a browser or a local process would send it, in a repository-like folder holding an
// eleventy.config.js, a README.md and a .git/ beside content/; none of them may be read, written
// or deleted, and the legitimate edit still saves.
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { contentWithOutside, setUp } from "./helpers.ts";
import { persistRequest as persist, serveLocalBackend } from "./support/local-backend.ts";

let content: string;
let repository: string;
let server: Server;
let port: number;
let own: string;
let key: string;
let cookie: string;
let filesOutsideUntouched: () => void;

setUp(test, async () => {
  ({ content, repository, untouched: filesOutsideUntouched } = contentWithOutside());
  ({ server, port, origin: own, key, cookie } = await serveLocalBackend(content));
});

test.after(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

/** A raw request: every header as given (a browser sets Origin and Host itself; a page cannot forge them), by default those of the form editor's own page, its key's cookie included. */
function ask(body: unknown, headers: Record<string, string> = {}, method = "POST", urlPath = "/api/v1"): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: urlPath, method, headers: { Host: `127.0.0.1:${port}`, Origin: own, "Content-Type": "application/json", Cookie: cookie, ...headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
    });
    request.on("error", reject);
    request.end(typeof body === "string" ? body : JSON.stringify(body));
  });
}

const kenya = "content/countries/kenya.json";

/** Nothing outside content/ changed: same files, same bytes. */
function outsideUntouched(): void {
  filesOutsideUntouched();
  assert.equal(readdirSync(path.join(repository, ".git/hooks")), ["README"], "no hook written");
}

test("the dev server's own page reads and saves a content file", async () => {
  const read = await ask({ action: "getEntry", params: { branch: "main", path: kenya } });
  assert.is(read.status, 200, read.text);
  assert.is(JSON.parse(read.text).data, readFileSync(path.join(content, "countries/kenya.json"), "utf8"));
  const edited = read.text.length > 0 ? JSON.parse(read.text).data.replace("Kenya", "Kenya (edited)") : "";
  const saved = await ask(persist(kenya, edited));
  assert.is(saved.status, 200, saved.text);
  assert.is(readFileSync(path.join(content, "countries/kenya.json"), "utf8"), edited);
  // localhost names the same server.
  const viaLocalhost = await ask({ action: "info" }, { Host: `localhost:${port}`, Origin: `http://localhost:${port}` });
  assert.is(viaLocalhost.status, 200, viaLocalhost.text);
});

test("a request without this run's key, or with another, is refused and writes nothing, with every other header right", async () => {
  const before = readFileSync(path.join(content, "countries/kenya.json"), "utf8");
  for (const headers of [{ Cookie: "" }, { Cookie: `form-editor-key=${"0".repeat(32)}` }, { Cookie: `other=${key}` }]) {
    for (const body of [persist(kenya, "{}\n"), { action: "getEntry", params: { branch: "main", path: kenya } }]) {
      const response = await ask(body, headers);
      assert.is(response.status, 403, `${JSON.stringify(headers)}: ${response.text}`);
      assert.match(response.text, /carries this run's key; found (no key|another key)\./);
    }
  }
  assert.is(readFileSync(path.join(content, "countries/kenya.json"), "utf8"), before);
  outsideUntouched();
});

test("the form editor's address with this run's key sets the key's cookie (for the backend only, unreadable to scripts) and drops the key from the address; another key gets nothing", async () => {
  const admitted = await ask("", {}, "GET", `/admin/?key=${key}&locale=de`);
  assert.is(admitted.status, 303);
  assert.is(admitted.headers.location, "/admin/?locale=de");
  assert.equal(admitted.headers["set-cookie"], [`form-editor-key=${key}; HttpOnly; SameSite=Strict; Path=/api/v1`]);
  const wrong = await ask("", {}, "GET", `/admin/?key=${"f".repeat(32)}`);
  assert.is(wrong.status, 403);
  assert.is(wrong.headers["set-cookie"], undefined);
});

test("a page on another port of this machine is refused, for reading and for writing", async () => {
  for (const origin of [`http://127.0.0.1:${port + 1}`, `http://localhost:${port + 1}`, "null", `https://127.0.0.1:${port}`]) {
    const read = await ask({ action: "getEntry", params: { branch: "main", path: kenya } }, { Origin: origin });
    assert.is(read.status, 403, `${origin}: ${read.text}`);
    assert.not.match(read.text, /kenya/i, "nothing of the file in the refusal");
    const write = await ask(persist("eleventy.config.js", "process.exit(1)\n"), { Origin: origin });
    assert.is(write.status, 403, origin);
  }
  // Without an Origin (a form or a script that hides it cannot be told apart from another page).
  const bare = await ask({ action: "info" }, { Origin: "" });
  assert.is(bare.status, 403);
  // A cross-site request the browser marks as such.
  assert.is((await ask({ action: "info" }, { "Sec-Fetch-Site": "same-site" })).status, 403);
  // A simple (no-preflight) form post: text/plain.
  assert.is((await ask(persist(kenya, "{}"), { "Content-Type": "text/plain" })).status, 403);
  // A preflight gets no permission to read the answer.
  const preflight = await ask("", { Origin: `http://127.0.0.1:${port + 1}`, "Access-Control-Request-Method": "POST" }, "OPTIONS");
  assert.is(preflight.status, 403);
  outsideUntouched();
});

test("a DNS-rebinding page (a foreign Host on this port) is refused", async () => {
  for (const host of [`rebind.attacker.example:${port}`, `127.0.0.1.nip.io:${port}`, "127.0.0.1", `127.0.0.1:${port + 1}`]) {
    const response = await ask({ action: "getEntry", params: { branch: "main", path: kenya } }, { Host: host, Origin: `http://${host}` });
    assert.is(response.status, 403, `${host}: ${response.text}`);
  }
  const rewrite = await ask(persist("eleventy.config.js", "process.exit(1)\n"), { Host: `rebind.attacker.example:${port}`, Origin: `http://rebind.attacker.example:${port}` });
  assert.is(rewrite.status, 403);
  outsideUntouched();
});

test("from its own page, nothing outside content/ can be read, written or deleted", async () => {
  // A link inside content/ that leads out of it.
  symlinkSync(path.join(repository, "eleventy.config.js"), path.join(content, "countries/linked.json"));
  symlinkSync(path.join(repository, ".git"), path.join(content, "git"));
  const attempts: unknown[] = [
    { action: "getEntry", params: { branch: "main", path: ".git/config" } },
    { action: "getEntry", params: { branch: "main", path: "content/../.git/config" } },
    { action: "getEntry", params: { branch: "main", path: "content/git/config" } },
    { action: "getEntry", params: { branch: "main", path: "content/countries/linked.json" } },
    { action: "getEntry", params: { branch: "main", path: path.join(repository, "README.md") } },
    { action: "entriesByFiles", params: { branch: "main", files: [{ path: kenya }, { path: "eleventy.config.js" }] } },
    { action: "entriesByFolder", params: { branch: "main", folder: ".", extension: "js", depth: 1 } },
    { action: "entriesByFolder", params: { branch: "main", folder: "content/countries", extension: "json", depth: 1 } },
    { action: "getMediaFile", params: { branch: "main", path: "README.md" } },
    persist("eleventy.config.js", "process.exit(1)\n"),
    persist(".git/hooks/post-checkout", "#!/bin/sh\ntouch /tmp/owned\n"),
    persist("content/git/hooks/post-checkout", "#!/bin/sh\ntouch /tmp/owned\n"),
    persist("content/countries/linked.json", "{}\n"),
    { action: "persistEntry", params: { branch: "main", entry: { slug: "x", path: kenya, raw: "{}", newPath: "../eleventy.config.js" }, assets: [], options: { collectionName: "countries", commitMessage: "m", useWorkflow: false, status: "draft" } } },
    { action: "persistMedia", params: { branch: "main", asset: { path: "content/media/../../README.md", content: "AA==", encoding: "base64" }, options: { commitMessage: "m" } } },
    { action: "deleteFile", params: { branch: "main", path: "README.md", options: { commitMessage: "m" } } },
    { action: "deleteFiles", params: { branch: "main", paths: [kenya, "README.md"], options: { commitMessage: "m" } } },
    { action: "unpublishedEntries", params: { branch: "main" } },
  ];
  const kenyaBefore = readFileSync(path.join(content, "countries/kenya.json"), "utf8");
  for (const body of attempts) {
    const response = await ask(body);
    assert.is(response.status, 403, `${JSON.stringify(body)}: ${response.status} ${response.text}`);
    assert.not.match(response.text, /bare = false|Read me|export default/, "nothing read");
  }
  outsideUntouched();
  assert.is(readFileSync(path.join(content, "countries/kenya.json"), "utf8"), kenyaBefore, "a refused request changes nothing, even inside content/");
});

test("a folder to be listed may hold no link out of the content folder, however deep", async () => {
  const deep = path.join(content, "vaccines/a/b/c/d/e/f");
  mkdirSync(deep, { recursive: true });
  symlinkSync(path.join(repository, ".git"), path.join(deep, "escape"));
  const response = await ask({ action: "entriesByFolder", params: { branch: "main", folder: "content/vaccines", extension: "json", depth: 10 } });
  assert.is(response.status, 403, response.text);
  assert.match(response.text, /a\/b\/c\/d\/e\/f\/escape: a link out of the content folder/);
  rmSync(path.join(content, "vaccines/a"), { recursive: true });
});

test.run();
