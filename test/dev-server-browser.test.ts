// `npm start` as an editor runs it (eleventy --serve), with Debian's Chromium as the browser: the
// dev server listens on 127.0.0.1 only, /admin/ has the CSP of _headers, the form editor opened at
// the address it prints saves a content edit through the local backend, the same page without
// that address's key cannot, a page on another port of this machine, or a DNS-rebinding page on
// this port, can neither read nor write anything through it nor open the live-reload socket, and
// what that socket tells the server's own pages of a failed rebuild holds no path or stack trace. The content is
// a copy of the fixture in a folder that also holds an eleventy.config.js, a README.md and a .git/.
import { spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import type { Browser } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { adminContentSecurityPolicy } from "../src/lib/site/headers.ts";
import { launchChromium } from "./chromium.ts";
import { startDevServer } from "./dev-server.ts";
import { contentWithOutside, repoRoot, setUp, siteUrl, tempDir } from "./helpers.ts";

let content: string;
let repository: string;
let port: number;
let own: string;
let editorUrl: string;
let devLog: () => string;
let devServer: ChildProcess;
let attacker: Server;
let attackerOrigin: string;
let browser: Browser;
let outsideUntouched: () => void;
const rebindHost = "rebind.attacker.example";

setUp(test, async () => {
  ({ content, repository, untouched: outsideUntouched } = contentWithOutside());
  const started = await startDevServer(content);
  devServer = started.process;
  port = started.port;
  own = started.origin;
  devLog = started.log;
  const log = started.log();
  editorUrl = /Form editor: (http:\/\/127\.0\.0\.1:\d+\/admin\/\?key=[0-9a-f]{32})$/m.exec(log)?.[1] ?? "";
  assert.ok(editorUrl.startsWith(own), `the start-up lines give the form editor's address with its key: ${log}`);
  assert.match(log, new RegExp(`Server at http://127\\.0\\.0\\.1:${port}/`), "the start-up line names the address it listens on");
  // The attacker: an ordinary page on another port of this machine.
  attacker = createServer((_, response) => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<!DOCTYPE html><title>Elsewhere</title><p>Another site"));
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as { port: number }).port}`;
  // The rebinding page: its name resolves to this machine, on the dev server's port.
  browser = await launchChromium({ hosts: { [`http://${rebindHost}:${port}`]: own } });
});

test.after(async () => {
  await browser?.close();
  devServer?.kill();
  await new Promise((resolve) => (attacker ? attacker.close(resolve) : resolve(undefined)));
});

/** The addresses something on this machine listens on at `port` (Linux: /proc/net/tcp and tcp6). */
function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== "0A") continue; // 0A: LISTEN
      const [address, hexPort] = local.split(":");
      if (Number.parseInt(hexPort!, 16) === port) found.push(address!);
    }
  }
  return found;
}

test("npm start listens on 127.0.0.1 only, and /admin/ carries the CSP of _headers", async () => {
  // 0100007F is 127.0.0.1 (little-endian); every interface would be 00000000 or the IPv6 ::.
  assert.equal(listeningAddresses(port), ["0100007F"]);
  const response = await fetch(`${own}/admin/`);
  assert.is(response.status, 200);
  assert.is(response.headers.get("content-security-policy"), adminContentSecurityPolicy);
  const built = readFileSync(path.join(repository, "_site/_headers"), "utf8");
  assert.ok(built.includes(`Content-Security-Policy: ${adminContentSecurityPolicy}`), "the same policy a host applies");
});

/** What a script on a page can do with the local backend: each call's outcome, as the page sees it. */
async function tryBackend(pageUrl: string, backendUrl: string) {
  const page = await browser.newPage();
  await page.goto(pageUrl);
  // Sent as text: the test's TypeScript loader would add helpers to a function the page does not have.
  const outcomes = (await page.evaluate(`(async (url) => {
    const send = async (body, init = {}) => {
      try {
        const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), ...init });
        return response.status + " " + (await response.text());
      } catch (error) {
        return "blocked: " + error.message;
      }
    };
    const persist = (file, raw) => ({ action: "persistEntry", params: { branch: "main", entry: { slug: "x", path: file, raw }, assets: [], options: { collectionName: "countries", commitMessage: "m", useWorkflow: false, status: "draft" } } });
    return {
      read: await send({ action: "getEntry", params: { branch: "main", path: "content/countries/kenya.json" } }),
      write: await send(persist("content/countries/kenya.json", "{}\\n")),
      config: await send(persist("eleventy.config.js", "process.exit(1)\\n")),
      // A form-like post needs no permission from the server: it is sent, and must be refused there.
      blind: await send(persist("README.md", "owned\\n"), { mode: "no-cors", headers: { "Content-Type": "text/plain" } }),
    };
  })(${JSON.stringify(backendUrl)})`)) as Record<string, string>;
  await page.close();
  return outcomes;
}

function untouched(kenya: string): void {
  outsideUntouched();
  assert.is(readFileSync(path.join(content, "countries/kenya.json"), "utf8"), kenya, "kenya.json unchanged");
  assert.equal(readdirSync(path.join(repository, ".git")).sort(), ["config", "hooks"], "nothing written into .git");
  assert.equal(readdirSync(path.join(repository, ".git/hooks")), ["README"], "no hook written");
}

test("a page on another port cannot read or write through the local backend", async () => {
  const kenya = readFileSync(path.join(content, "countries/kenya.json"), "utf8");
  const outcomes = await tryBackend(`${attackerOrigin}/`, `${own}/api/v1`);
  for (const [what, outcome] of Object.entries(outcomes)) {
    assert.not.match(outcome, /^200/, `${what}: ${outcome}`);
    assert.not.match(outcome, /Kenya|"data"/, `${what}: nothing of the file reaches the page`);
  }
  untouched(kenya);
});

test("a DNS-rebinding page on the dev server's port cannot read or write through it", async () => {
  const kenya = readFileSync(path.join(content, "countries/kenya.json"), "utf8");
  // The page is the dev server's own file, but under the attacker's name: same origin as far as the browser knows.
  const outcomes = await tryBackend(`http://${rebindHost}:${port}/en/`, "/api/v1");
  for (const [what, outcome] of Object.entries(outcomes)) {
    assert.match(outcome, /^403 /, `${what}: ${outcome}`);
    assert.not.match(outcome, /"data"/, what);
  }
  untouched(kenya);
});

test("the form editor opened without the printed address's key cannot read or write", async () => {
  const kenya = readFileSync(path.join(content, "countries/kenya.json"), "utf8");
  const outcomes = await tryBackend(`${own}/admin/`, "/api/v1");
  for (const [what, outcome] of Object.entries(outcomes)) assert.match(outcome, /^403 /, `${what}: ${outcome}`);
  for (const what of ["read", "write", "config"]) assert.match(outcomes[what]!, /this run's key; found no key/, what);
  untouched(kenya);
});

/** What a page at `pageUrl` gets from the dev server's live-reload socket: "open" and the messages, or "refused"; `during` runs while it listens, then it waits for a message holding `until`. */
async function liveReload(pageUrl: string, during: () => Promise<void> = async () => {}, until?: string): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto(pageUrl);
  await page.evaluate(`(() => {
    window.heard = [];
    const socket = new WebSocket("ws://127.0.0.1:${port}/");
    socket.onopen = () => window.heard.push("open");
    socket.onmessage = (event) => window.heard.push(String(event.data));
    socket.onerror = () => window.heard.push("refused");
  })()`);
  await page.waitForFunction("window.heard.length > 0");
  await during();
  if (until) await page.waitForFunction(`window.heard.some((message) => message.includes(${JSON.stringify(until)}))`, null, { timeout: 60_000 });
  const heard = (await page.evaluate("window.heard")) as string[];
  await page.close();
  return heard;
}

test("a page on another port, or a DNS-rebinding page, cannot open the live-reload socket; the server's own pages can", async () => {
  assert.equal(await liveReload(`${attackerOrigin}/`), ["refused"]);
  assert.equal(await liveReload(`http://${rebindHost}:${port}/en/`), ["refused"]);
  const own_ = await liveReload(`${own}/en/`);
  assert.is(own_[0], "open", own_.join("\n"));
});

test("a failed rebuild reaches the page without a path or a stack trace", async () => {
  const file = path.join(content, "countries/kenya.json");
  const before = readFileSync(file, "utf8");
  const heard = await liveReload(`${own}/en/`, async () => {
    const logBefore = devLog().length;
    writeFileSync(file, before.replace('"KE"', '"kenya"'));
    const deadline = Date.now() + 60_000;
    while (!/kenya\.json/.test(devLog().slice(logBefore)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  }, "eleventy.error");
  writeFileSync(file, before);
  const errors = heard.filter((message) => message.includes("eleventy.error"));
  assert.is(errors.length, 1, heard.join("\n"));
  assert.not.ok(errors[0]!.includes(path.sep + "tmp") || errors[0]!.includes(repository), `no absolute path: ${errors[0]}`);
  assert.not.match(errors[0]!, /\bat .*:\d+|stack|kenya/i, "no stack trace, no draft value");
});

test("the form editor opened at the address npm start printed still reads and saves a content edit", async () => {
  const file = path.join(content, "countries/kenya.json");
  const before = readFileSync(file, "utf8");
  const edited = before.replace("Advised outside the coast.", "Advised outside the coast and in the west.");
  assert.ok(edited !== before, "the fixture holds the note");
  const page = await browser.newPage();
  await page.goto(editorUrl);
  assert.is(new URL(page.url()).search, "", "the key is gone from the address");
  const outcome = (await page.evaluate(`(async (raw) => {
    const send = (body) => fetch("/api/v1", { method: "POST", headers: { "Content-Type": "application/json; charset=utf-8" }, body: JSON.stringify(body) });
    const read = await (await send({ action: "getEntry", params: { branch: "main", path: "content/countries/kenya.json" } })).json();
    const saved = await send({ action: "persistEntry", params: { branch: "main", entry: { slug: "kenya", path: "content/countries/kenya.json", raw }, assets: [], options: { collectionName: "countries", commitMessage: "m", useWorkflow: false, status: "draft" } } });
    return { read: read.data, saved: saved.status };
  })(${JSON.stringify(edited)})`)) as { read: string; saved: number };
  await page.close();
  assert.is(outcome.read, before);
  assert.is(outcome.saved, 200);
  assert.is(readFileSync(file, "utf8"), edited);
  outsideUntouched();
});

test("a path that climbs out of the site or does not decode gets an answer: 400", async () => {
  for (const urlPath of ["/..%2f..%2fetc/passwd", "/en/..%2F..%2F..%2Fetc/passwd", "/%E0%A4%A", "/en/%2e%2e/%2e%2e/%2e%2e/etc/passwd"]) {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path: urlPath, timeout: 60_000 }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("timeout", () => request.destroy(new Error(`${urlPath}: no answer in 60 s`)));
      request.on("error", reject);
      request.end();
    });
    assert.ok(status === 400 || status === 404, `${urlPath}: ${status}`);
  }
});

test("npm start with a DEV_SERVER_HOST that is not an IP address exits 1 with one message, leaving no process behind", () => {
  const result = spawnSync(process.execPath, [path.join(repoRoot, "node_modules/@11ty/eleventy/cmd.cjs"), "--serve", "--port=0", `--output=${path.join(tempDir(), "_site")}`], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: content, SITE_URL: siteUrl, DEV_SERVER_HOST: "my laptop", NODE_OPTIONS: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  assert.is(result.status, 1, `exited ${result.status} (${result.signal ?? "no signal"}): ${result.stdout}${result.stderr}`);
  assert.match(result.stdout + result.stderr, /DEV_SERVER_HOST: expected the IP address the dev server listens on, .*; found "my laptop"\./);
  assert.not.match(result.stdout + result.stderr, /Server at /);
});

test.run();
