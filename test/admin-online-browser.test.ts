// The form editor as it runs online: the production configuration (the GitHub backend, no local
// backend) on a host that is not this machine, with GitHub's API stubbed in the browser. The
// content check runs before anything is saved, as on `npm start`: a broken entry is refused in
// the form, and nothing is sent to GitHub.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { headersFor } from "../src/lib/site/headers.ts";
import { launchChromium } from "./chromium.ts";
import { build, makeFixture, setUp, tempDir } from "./helpers.ts";
import { mediaTypes, parseHeadersFile } from "./static-server.ts";

// Another loopback address: not the names the form treats as `npm start` (localhost, 127.0.0.1),
// and still a secure context, which Decap needs (crypto.randomUUID).
let host: string;
const repo = "example/travel-health";
let server: Server;
let browser: Browser;
let outDir: string;

setUp(test, async () => {
  outDir = path.join(tempDir(), "_site");
  const result = await build(makeFixture(), outDir);
  assert.is(result.status, 0, result.stderr);
  const rules = parseHeadersFile(readFileSync(path.join(outDir, "_headers"), "utf8"));
  // The built site as a host serves it: static files with their _headers, nothing else.
  server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    let file = path.join(outDir, path.normalize(urlPath));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    const found = request.method === "GET" && file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
    response.writeHead(found ? 200 : 404, { "Content-Type": mediaTypes[path.extname(file)] ?? "application/octet-stream", ...headersFor(urlPath, rules) });
    if (found) createReadStream(file).pipe(response);
    else response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
  host = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

test("online, a broken entry is refused in the form before saving, and nothing reaches GitHub", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The configuration a host builds with CMS_REPO set: the GitHub backend, no local backend.
  await page.route(`${host}/admin/config.json`, async (route) => {
    const config = JSON.parse(readFileSync(path.join(outDir, "admin/config.json"), "utf8"));
    delete config.local_backend;
    config.backend.repo = repo;
    await route.fulfill({ json: config });
  });
  // GitHub's API: a signed-in editor who may push; every read answers empty, every write is recorded.
  const writes: string[] = [];
  await page.route("https://api.github.com/**", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const headers = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*", "Access-Control-Allow-Methods": "*" };
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers });
    if (request.method() !== "GET") {
      writes.push(`${request.method()} ${url.pathname}`);
      return route.fulfill({ status: 500, headers, json: { message: "not in this test" } });
    }
    if (url.pathname === "/user") return route.fulfill({ headers, json: { login: "editor", name: "Editor", avatar_url: "" } });
    if (url.pathname === `/repos/${repo}`) return route.fulfill({ headers, json: { full_name: repo, owner: { login: "example" }, default_branch: "main", permissions: { admin: false, push: true, pull: true } } });
    return route.fulfill({ headers, json: [] });
  });
  await page.addInitScript(() => localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "github", token: "stub", login: "editor" })));
  await page.goto(`${host}/admin/#/collections/references/new`);
  const field = (label: string) => page.locator("label").getByText(label, { exact: true }).first().locator('xpath=ancestor::div[contains(@class, "ControlContainer")][1]');
  // A new reference that Decap's own field rules accept, with HTML in its title, which the content check refuses.
  const fill = async (label: string, value: string) => field(label).locator("input").first().fill(value);
  await fill("Slug", "kenya-moh-guidelines");
  await fill("Publisher", "Ministry of Health, Kenya");
  await field("Kind of source").locator("input").first().fill("authority");
  await page.locator('[class*="option"]').filter({ hasText: /^authority:/ }).first().click();
  await fill("Title", "<b>National guidelines</b>");
  await fill("Address of the copy read", "https://www.health.go.ke/guidelines/travel");
  await fill("Consulted", "2026-10-02");
  await page.getByRole("button", { name: "Save" }).first().click();
  const dialog = page.locator("#form-check-problem-dialog");
  await dialog.waitFor({ timeout: 60_000 });
  const named = await dialog.locator("li").allTextContents();
  assert.ok(named.some((item) => item.startsWith("title: expected plain text without HTML")), named.join(" | "));
  await dialog.getByRole("button", { name: "Do not save" }).click();
  await page.getByText("The content check refuses this entry").first().waitFor();
  assert.equal(writes, [], "nothing was sent to GitHub");
  await page.close();
});

test.run();
