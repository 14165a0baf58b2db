// The shipped nginx config (deploy/nginx-site.conf) serves the built site with the same media
// types, CORS and security headers as _headers, and the 404 page for unknown paths.
import { spawnSync } from "node:child_process";
import { chmodSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, freePort, makeFixture, repoRoot, tempDir } from "./helpers.ts";
import { nginx as nginxTool, requireTool } from "./tools.ts";

test("nginx with deploy/nginx-site.conf serves types, CORS, security headers and the 404 page", async () => {
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
    // Text is sent gzip-compressed to a client that accepts it, and as it is to one that does not.
    for (const urlPath of ["/es/travel/kenya.json", "/es/travel/kenya.md", "/es/travel/kenya/", "/assets/site.css", "/sitemap.xml", "/es/changes.atom", "/llms.txt"]) {
      const gzipped = await fetch(`${origin}${urlPath}`, { headers: { "Accept-Encoding": "gzip" } });
      assert.is(gzipped.headers.get("content-encoding"), "gzip", urlPath);
      assert.match(gzipped.headers.get("vary") ?? "", /Accept-Encoding/, urlPath);
      const plain = await fetch(`${origin}${urlPath}`, { headers: { "Accept-Encoding": "identity" } });
      assert.is(plain.headers.get("content-encoding"), null, urlPath);
      assert.is(await gzipped.text(), await plain.text(), `${urlPath}: the same text either way`);
    }
  } finally {
    spawnSync(nginx, ["-c", path.join(dir, "nginx.conf"), "-s", "stop"]);
  }
});

test.run();
