// The programs the suite drives besides Node: Debian's Chromium (browser suite) and nginx with
// its brotli static module (served-headers tests). One place for where they are and which package brings each, read by
// the tests and by the set-up step that installs them (scripts/test-setup.ts).
import { existsSync } from "node:fs";

export interface Tool {
  name: string;
  /** Where the suite runs it from; the environment variable overrides the Debian path. */
  path: string;
  envVar: string;
  debianPackage: string;
}

export const chromium: Tool = {
  name: "Chromium",
  path: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  envVar: "CHROMIUM_PATH",
  debianPackage: "chromium",
};

export const nginx: Tool = {
  name: "nginx",
  path: process.env.NGINX_PATH || "/usr/sbin/nginx",
  envVar: "NGINX_PATH",
  debianPackage: "nginx-light",
};

/** nginx's module that sends a file's .br copy (deploy/nginx-brotli.conf); loaded by the tests' nginx. */
export const brotliStatic: Tool = {
  name: "nginx's brotli static module",
  path: process.env.NGINX_BROTLI_STATIC_MODULE || "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  envVar: "NGINX_BROTLI_STATIC_MODULE",
  debianPackage: "libnginx-mod-http-brotli-static",
};

export const tools: readonly Tool[] = [chromium, nginx, brotliStatic];

export function missingTools(): Tool[] {
  return tools.filter((tool) => !existsSync(tool.path));
}

/** The one command that installs what is missing, as a person would type it. */
export function installCommand(missing: readonly Tool[]): string {
  return `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.map((tool) => tool.debianPackage).join(" ")}`;
}

/** Thrown by a test that needs a tool the machine lacks: the reason and the fix, never a skip. */
export function requireTool(tool: Tool): string {
  if (!existsSync(tool.path)) {
    throw new Error(
      `${tool.name} was not found at ${tool.path}. \`npm test\` installs it on Debian when it can; otherwise run ` +
        `\`${installCommand([tool])}\` (or set ${tool.envVar} to a ${tool.name} binary).`,
    );
  }
  return tool.path;
}
