// The shipped nginx config (deploy/nginx-site.conf) serves the built site with the same media
// types, CORS and security headers as _headers, and the 404 page for unknown paths.
import { spawnSync } from "node:child_process";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { headersFor } from "../src/lib/site/headers.ts";
import { build, freePort, makeFixture, repoRoot, tempDir } from "./helpers.ts";
import { nginx as nginxTool, requireTool } from "./tools.ts";

test("nginx with deploy/nginx-site.conf serves types, CORS, security headers, the 404 page, and Markdown to clients that ask for it", async () => {
  const nginx = requireTool(nginxTool);
  const site = await build(makeFixture());
  assert.is(site.status, 0, site.stderr);
  // mkdtemp folders are private; nginx workers run as an unprivileged user.
  chmodSync(path.dirname(site.outDir), 0o755);
  const dir = tempDir("nginx-");
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${dir};`).join(" ");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon on;
events { worker_connections 64; }
http { include /etc/nginx/mime.types; access_log off; ${temp}
  server { listen 127.0.0.1:${port}; root ${site.outDir}; include ${path.join(repoRoot, "deploy/nginx-site.conf")}; } }
`,
  );
  const start = spawnSync(nginx, ["-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
  assert.is(start.status, 0, start.stderr);
  try {
    const origin = `http://127.0.0.1:${port}`;
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
  } finally {
    spawnSync(nginx, ["-c", path.join(dir, "nginx.conf"), "-s", "stop"]);
  }
});

test.run();
