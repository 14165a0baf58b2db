// Debian's nginx serving build folders with the shipped server rules, as a site's own server
// would: deploy/nginx-site.conf, and deploy/nginx-brotli.conf with the brotli static module.
import { spawnSync } from "node:child_process";
import { chmodSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as assert from "uvu/assert";
import { freePort, repoRoot, tempDir } from "./helpers.ts";
import { brotliStatic, nginx as nginxTool, requireTool } from "./tools.ts";

export interface NginxSite {
  /** The build folder it serves. */
  root: string;
  /** Served over HTTPS with a certificate made for this name (one nobody signed). */
  tlsName?: string;
}

/** Starts one nginx with a server on its own port for each site; `origins` in the same order. `brotli: false`: as a server without the brotli static module. */
export async function startNginx(sites: NginxSite[], { brotli = true } = {}): Promise<{ origins: string[]; ports: number[]; stop: () => void }> {
  const nginx = requireTool(nginxTool);
  const loadModule = brotli ? `load_module ${requireTool(brotliStatic)};` : "";
  const dir = tempDir("nginx-");
  const ports = await Promise.all(sites.map(() => freePort()));
  const servers = sites.map(({ root, tlsName }, i) => {
    // mkdtemp folders are private; nginx's workers run as an unprivileged user.
    chmodSync(path.dirname(root), 0o755);
    let listen = `listen 127.0.0.1:${ports[i]};`;
    if (tlsName) {
      const made = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", `/CN=${tlsName}`, "-keyout", `${dir}/${i}.key`, "-out", `${dir}/${i}.pem`], { encoding: "utf8" });
      assert.is(made.status, 0, made.stderr);
      listen = `listen 127.0.0.1:${ports[i]} ssl http2; ssl_certificate ${dir}/${i}.pem; ssl_certificate_key ${dir}/${i}.key;`;
    }
    const rules = ["nginx-site.conf", ...(brotli ? ["nginx-brotli.conf"] : [])].map((file) => `include ${path.join(repoRoot, "deploy", file)};`).join(" ");
    return `server { ${listen} root ${root}; ${rules} }`;
  });
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${dir};`).join(" ");
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `${loadModule} worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon on;
events { worker_connections 64; }
http { include /etc/nginx/mime.types; access_log off; ${temp}
${servers.join("\n")} }
`,
  );
  const start = spawnSync(nginx, ["-c", config], { encoding: "utf8" });
  assert.is(start.status, 0, start.stderr);
  return {
    origins: ports.map((port, i) => `${sites[i]!.tlsName ? "https" : "http"}://127.0.0.1:${port}`),
    ports,
    stop: () => void spawnSync(nginx, ["-c", config, "-s", "stop"]),
  };
}
