// `npm start` as an editor runs it (eleventy --serve), with Debian's Chromium as the browser: the
// dev server listens on 127.0.0.1 only, /admin/ has the CSP of _headers, the form editor's own page
// saves a content edit through the local backend, and a page on another port of this machine, or a
// DNS-rebinding page on this port, can neither read nor write anything through it. The content is
// a copy of the fixture in a folder that also holds an eleventy.config.js, a README.md and a .git/.
import type { ChildProcess } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { Browser } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { adminContentSecurityPolicy } from "../src/lib/site/headers.ts";
import { launchChromium } from "./chromium.ts";
import { startDevServer } from "./dev-server.ts";
import { contentWithOutside, setUp } from "./helpers.ts";

let content: string;
let repository: string;
let port: number;
let own: string;
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
  const log = started.log();
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

test("the form editor's own page still reads and saves a content edit", async () => {
  const file = path.join(content, "countries/kenya.json");
  const before = readFileSync(file, "utf8");
  const edited = before.replace("Advised outside the coast.", "Advised outside the coast and in the west.");
  assert.ok(edited !== before, "the fixture holds the note");
  const page = await browser.newPage();
  await page.goto(`${own}/admin/`);
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

test.run();
