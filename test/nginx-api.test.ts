// The API as an integrator meets it behind the shipped nginx config (deploy/nginx-site.conf):
// validators that survive an identical rebuild, errors a browser script can read across origins,
// CORS preflights answered, and encoded paths refused instead of decoded.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { launchChromium } from "./chromium.ts";
import { build, listFiles, makeFixture, readJson, setUp, tempDir, type BuildResult } from "./helpers.ts";
import { startNginx } from "./nginx-server.ts";
import { serveStatic } from "./static-server.ts";

let first: BuildResult;
let second: BuildResult;
let origins: [string, string];
let stop: () => void;

setUp(test, async () => {
  const content = makeFixture();
  first = await build(content);
  assert.is(first.status, 0, first.stderr);
  // Later, as a deploy of the same commit would be.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  second = await build(content);
  assert.is(second.status, 0, second.stderr);
  const servers = await startNginx([{ root: first.outDir }, { root: second.outDir }]);
  origins = servers.origins as [string, string];
  stop = servers.stop;
});

test.after(() => stop?.());

test("two builds of the same content give every file the same ETag and Last-Modified, and a resource's Last-Modified is its lastUpdated", async () => {
  const files = listFiles(first.outDir).filter((file) => !file.startsWith(".") && !file.includes("/."));
  assert.ok(files.length > 100, `${files.length} files`);
  const validators = async (origin: string, file: string) => {
    const urlPath = `/${file}`.replace(/index\.html$/, "");
    const response = await fetch(`${origin}${urlPath}`, { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    assert.is(response.status, 200, urlPath);
    return `${response.headers.get("etag")} ${response.headers.get("last-modified")}`;
  };
  const differing: string[] = [];
  for (const file of files) {
    const [a, b] = await Promise.all(origins.map((origin) => validators(origin, file)));
    if (a !== b) differing.push(`${file}: ${a} / ${b}`);
  }
  assert.equal(differing, []);
  for (const file of ["/en/travel/kenya.json", "/de/travel/diseases/malaria.json", "/fr/travel.json"]) {
    const response = await fetch(`${origins[0]}${file}`, { method: "HEAD" });
    assert.is(response.headers.get("last-modified"), new Date(readJson(first.outDir, file).lastUpdated).toUTCString(), file);
    const again = await fetch(`${origins[1]}${file}`, { headers: { "If-None-Match": response.headers.get("etag")! } });
    assert.is(again.status, 304, `${file}: the first build's ETag is still good after the second`);
  }
});

test("a JSON path that does not exist is a problem document with CORS; Markdown keeps the 404 page, also with CORS", async () => {
  for (const urlPath of ["/en/travel/atlantis.json", "/de/travel/diseases/no-such-disease.json", "/xx/travel.json", "/en/travel/Not_A_Slug.json"]) {
    const response = await fetch(`${origins[0]}${urlPath}`);
    assert.is(response.status, 404, urlPath);
    assert.is(response.headers.get("content-type"), "application/problem+json; charset=utf-8", urlPath);
    assert.is(response.headers.get("access-control-allow-origin"), "*", urlPath);
    const problem = await response.json();
    assert.is(problem.status, 404, urlPath);
    assert.is(problem.title, "Not Found");
    assert.is(problem.type, "about:blank");
  }
  const markdown = await fetch(`${origins[0]}/en/travel/atlantis.md`);
  assert.is(markdown.status, 404);
  assert.is(markdown.headers.get("access-control-allow-origin"), "*");
  assert.match(markdown.headers.get("content-type") ?? "", /^text\/html/);
});

// (A client's URL parser already turns %2e%2e into .., so that case never reaches the server.)
test("an encoded slash or letter in a path is answered 404, never decoded into another file", async () => {
  for (const urlPath of ["/en/travel/..%2Fdata%2Fvaccinations.json", "/en/travel/..%2fdata%2fvaccinations.json", "/en/travel/%6benya.json"]) {
    const response = await fetch(`${origins[0]}${urlPath}`);
    assert.is(response.status, 404, urlPath);
    assert.is((await response.json()).status, 404, urlPath);
  }
  assert.is((await fetch(`${origins[0]}/en/data/vaccinations.json?fields=all`)).status, 200, "a query string is fine");
});

test("a CORS preflight is answered, and scripts may read the ETag", async () => {
  const preflight = await fetch(`${origins[0]}/en/travel/kenya.json`, {
    method: "OPTIONS",
    headers: { Origin: "https://clinic.example", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "if-none-match" },
  });
  assert.is(preflight.status, 204);
  assert.is(preflight.headers.get("access-control-allow-origin"), "*");
  assert.match(preflight.headers.get("access-control-allow-methods") ?? "", /\bGET\b/);
  assert.match(preflight.headers.get("access-control-allow-headers") ?? "", /If-None-Match/i);
  const response = await fetch(`${origins[0]}/en/travel/kenya.json`);
  assert.match(response.headers.get("access-control-expose-headers") ?? "", /\bETag\b/);
});

test("in Chromium, a cross-origin fetch of an unknown slug reads a 404 with a JSON body, and a conditional fetch of a known one a 304", async () => {
  const page0 = tempDir("page-");
  writeFileSync(path.join(page0, "index.html"), "<!DOCTYPE html><title>clinic</title>");
  writeFileSync(path.join(page0, "404.html"), "<!DOCTYPE html><title>not here</title>");
  const clinic = await serveStatic(page0);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${clinic.origin}/`);
    const result = await page.evaluate(async (api) => {
      const missing = await fetch(`${api}/en/travel/atlantis.json`);
      const known = await fetch(`${api}/en/travel/kenya.json`);
      const etag = known.headers.get("ETag");
      const again = await fetch(`${api}/en/travel/kenya.json`, { headers: { "If-None-Match": etag ?? "" }, cache: "no-store" });
      return { status: missing.status, type: missing.headers.get("Content-Type"), body: await missing.json(), etag, again: again.status };
    }, origins[0]);
    assert.is(result.status, 404);
    assert.is(result.type, "application/problem+json; charset=utf-8");
    assert.is(result.body.status, 404);
    assert.ok(result.etag, "the ETag is exposed to the script");
    assert.is(result.again, 304);
  } finally {
    await browser.close();
    await clinic.close();
  }
});

test.run();
