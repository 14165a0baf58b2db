// The shipped nginx config (deploy/nginx-site.conf, and deploy/nginx-brotli.conf with the brotli
// static module) serves the built site with the same media types, CORS and security headers as
// _headers, the 404 page for unknown paths, and the build's compressed copies where it wrote them.
import { readFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { precompressedUrls } from "../src/lib/render/precompressed.ts";
import { headersFor } from "../src/lib/site/headers.ts";
import { outputPathFor } from "../src/lib/site/routes.ts";
import { build, makeFixture, setUp, type BuildResult } from "./helpers.ts";
import { startNginx } from "./nginx-server.ts";

let site: BuildResult;
let origin: string;
let stop = () => {};

setUp(test, async () => {
  site = await build(makeFixture());
  assert.is(site.status, 0, site.stderr);
  const server = await startNginx([{ root: site.outDir }]);
  origin = server.origins[0]!;
  stop = server.stop;
});

test.after(() => stop());

test("nginx with deploy/nginx-site.conf serves types, CORS, security headers, the 404 page, and Markdown to clients that ask for it", async () => {
  const expectations: [string, number, string, string | null][] = [
    ["/es/travel/kenya.json", 200, "application/json; charset=utf-8", "*"],
    ["/es/travel/kenya.md", 200, "text/markdown; charset=utf-8", "*"],
    ["/es/changes.atom", 200, "application/atom+xml; charset=utf-8", "*"],
    ["/es/travel/kenya/", 200, "text/html; charset=utf-8", null],
    ["/es/travel/atlantis/", 404, "text/html; charset=utf-8", null],
  ];
  for (const [urlPath, status, type, cors] of expectations) {
    const response = await fetch(`${origin}${urlPath}`);
    assert.is(response.status, status, urlPath);
    assert.is(response.headers.get("content-type"), type, urlPath);
    assert.is(response.headers.get("access-control-allow-origin"), cors, urlPath);
    assert.is(response.headers.get("x-content-type-options"), "nosniff", urlPath);
    assert.is(response.headers.get("cache-control"), "public, max-age=0, must-revalidate", urlPath);
    assert.match(response.headers.get("content-security-policy") ?? "", /^default-src 'none'/, urlPath);
  }
  assert.match(await (await fetch(`${origin}/nl/nope`)).text(), /Pagina niet gevonden/);
  // The form editor gets its own policy, the public pages keep theirs, as in _headers.
  for (const urlPath of ["/admin/", "/admin/config.json", "/admin/decap/decap-cms.js", "/en/travel/kenya/", "/en/travel/kenya.json", "/assets/site.js"]) {
    const response = await fetch(`${origin}${urlPath}`);
    assert.is(response.status, 200, urlPath);
    assert.is(response.headers.get("content-security-policy"), headersFor(urlPath)["Content-Security-Policy"], urlPath);
    assert.is(response.headers.get("x-content-type-options"), "nosniff", urlPath);
  }
  // Text is sent gzip-compressed to a client that accepts it, and as it is to one that does not.
  for (const urlPath of ["/es/travel/kenya.json", "/es/travel/kenya.md", "/es/travel/kenya/", "/assets/site.css", "/sitemap.xml", "/es/changes.atom", "/llms.txt"]) {
    const gzipped = await fetch(`${origin}${urlPath}`, { headers: { "Accept-Encoding": "gzip" } });
    assert.is(gzipped.headers.get("content-encoding"), "gzip", urlPath);
    assert.match(gzipped.headers.get("vary") ?? "", /Accept-Encoding/, urlPath);
    const plain = await fetch(`${origin}${urlPath}`, { headers: { "Accept-Encoding": "identity" } });
    assert.is(plain.headers.get("content-encoding"), null, urlPath);
    assert.is(await gzipped.text(), await plain.text(), `${urlPath}: the same text either way`);
  }

  // Negotiated Markdown: an HTML route answers with its mirror to a client that asks
  // for text/markdown, names the mirror in a Link header either way, and varies on Accept.
  const mirrors: [string, string][] = [
    ["/es/travel/kenya/", "/es/travel/kenya.md"],
    ["/en/travel/diseases/malaria/", "/en/travel/diseases/malaria.md"],
    ["/en/travel/diseases/", "/en/travel/diseases.md"],
    ["/de/data/vaccinations/", "/de/data/vaccinations.md"],
    ["/fr/developers/", "/fr/developers/openapi.md"],
  ];
  for (const [route, mirror] of mirrors) {
    const expected = readFileSync(path.join(site.outDir, mirror), "utf8");
    const markdown = await fetch(`${origin}${route}`, { headers: { Accept: "text/markdown, text/html;q=0.5" } });
    assert.is(markdown.status, 200, route);
    assert.is(markdown.headers.get("content-type"), "text/markdown; charset=utf-8", route);
    assert.is(markdown.headers.get("access-control-allow-origin"), "*", route);
    assert.is(await markdown.text(), expected, route);
    const page = await fetch(`${origin}${route}`, { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    assert.is(page.headers.get("content-type"), "text/html; charset=utf-8", route);
    assert.match(await page.text(), /^<!DOCTYPE html>/, route);
    for (const response of [markdown, page]) {
      assert.is(response.headers.get("link"), `<${mirror}>; rel="alternate"; type="text/markdown"`, route);
      assert.match(response.headers.get("vary") ?? "", /Accept(,|$)/, route);
      assert.is(response.headers.get("x-content-type-options"), "nosniff", route);
    }
  }
  // A route without a mirror (a locale's home) stays HTML, and refusing Markdown (q=0) gets HTML.
  const home = await fetch(`${origin}/nl/`, { headers: { Accept: "text/markdown" } });
  assert.is(home.headers.get("content-type"), "text/html; charset=utf-8");
  assert.is(home.headers.get("link"), null);
  const refused = await fetch(`${origin}/es/travel/kenya/`, { headers: { Accept: "text/markdown;q=0, text/html" } });
  assert.is(refused.headers.get("content-type"), "text/html; charset=utf-8");
});

/** A GET whose body is read as sent, not decoded (fetch decodes gzip and br itself). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

test("nginx sends the build's compressed copies of the trip planner's files as they are: .br to a browser, .gz to a gzip-only client, the same bytes decoded", async () => {
  const urls = precompressedUrls();
  assert.ok(urls.includes("/en/data/trip.json") && urls.includes("/assets/trip.js"), "the planner's data and script have copies");
  for (const urlPath of urls) {
    const file = path.join(site.outDir, outputPathFor(urlPath));
    const original = readFileSync(file);
    const plain = await rawGet(`${origin}${urlPath}`, { "Accept-Encoding": "identity" });
    assert.is(plain.status, 200, urlPath);
    assert.ok(plain.body.equals(original), `${urlPath}: identity is the file`);
    const copies: [string, string, (bytes: Buffer) => Buffer][] = [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ];
    for (const [accept, encoding, decode] of copies) {
      const sent = await rawGet(`${origin}${urlPath}`, { "Accept-Encoding": accept });
      assert.is(sent.status, 200, `${urlPath} (${accept})`);
      assert.is(sent.headers["content-encoding"], encoding, `${urlPath} (${accept})`);
      // The copy the build wrote, byte for byte: nginx's own gzip (level 5) would send other bytes.
      const copy = readFileSync(`${file}.${encoding === "gzip" ? "gz" : "br"}`);
      assert.ok(sent.body.equals(copy), `${urlPath} (${accept}): the build's copy, ${sent.body.length} bytes sent, ${copy.length} in the copy`);
      assert.ok(decode(sent.body).equals(original), `${urlPath} (${accept}): decodes to the file`);
      assert.match(String(sent.headers.vary), /Accept-Encoding/, `${urlPath} (${accept})`);
      // The file's own type, headers and date, as without the copy.
      for (const header of ["content-type", "content-security-policy", "access-control-allow-origin", "cache-control", "last-modified"]) {
        assert.is(sent.headers[header], plain.headers[header], `${urlPath} (${accept}): ${header}`);
      }
    }
  }
  // Files without copies are compressed by nginx as before; no brotli for them (no brotli filter).
  const country = await rawGet(`${origin}/es/travel/kenya.json`, { "Accept-Encoding": "gzip, deflate, br" });
  assert.is(country.headers["content-encoding"], "gzip");
});

test("without the brotli static module deploy/nginx-site.conf works alone and sends the .gz copy to a browser", async () => {
  const server = await startNginx([{ root: site.outDir }], { brotli: false });
  try {
    const sent = await rawGet(`${server.origins[0]}/en/data/trip.json`, { "Accept-Encoding": "gzip, deflate, br" });
    assert.is(sent.status, 200);
    assert.is(sent.headers["content-encoding"], "gzip");
    assert.ok(sent.body.equals(readFileSync(path.join(site.outDir, "en/data/trip.json.gz"))), "the build's copy");
  } finally {
    server.stop();
  }
});

test.run();
