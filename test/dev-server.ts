// `npm start` for the browser suites: eleventy --serve on a free port, over a content folder,
// resolved once it prints its start-up line; the log keeps growing for a test to read.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../scripts/free-port.ts";
import { repoRoot, siteUrl } from "./helpers.ts";

export interface DevServer {
  process: ChildProcess;
  port: number;
  origin: string;
  /** The form editor's address with this run's key, as it printed it (src/admin/backend-access.ts). */
  editorUrl: string;
  /** Everything it printed so far. */
  log(): string;
}

export async function startDevServer(content: string): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, "node_modules/@11ty/eleventy/cmd.cjs"), "--serve", `--port=${port}`, `--output=${path.join(path.dirname(content), "_site")}`], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: content, SITE_URL: siteUrl, DEV_SERVER_HOST: "", NODE_OPTIONS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start in 90 s:\n${log}`)), 90_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Form editor: \S+\n/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", (code) => reject(new Error(`npm start exited (${code}):\n${log}`)));
  });
  const editorUrl = /Form editor: (http:\/\/\S+\/admin\/\?key=[0-9a-f]+)/.exec(log)?.[1] ?? `(npm start printed no form editor's address: ${log})`;
  return { process: child, port, origin: `http://127.0.0.1:${port}`, editorUrl, log: () => log };
}
