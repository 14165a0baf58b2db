// The editor's loop: with `npm start` running on a copy of the real content, how long from saving
// a country file until its page in the output holds the edit. Used by `npm run bench`.
import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../free-port.ts";

const repo = fileURLToPath(new URL("../..", import.meta.url));

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`dev loop: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Seconds from each of `edits` saves of kenya.json to the rewritten English page showing it. */
export async function measureDevLoop(work: string, edits: number): Promise<number[]> {
  const contentDir = path.join(work, "dev-content");
  const outDir = path.join(work, "dev-site");
  cpSync(path.join(repo, "content"), contentDir, { recursive: true });
  const countryFile = path.join(contentDir, "countries/kenya.json");
  const page = path.join(outDir, "en/travel/kenya/index.html");
  // The same command as `npm start`, on the copy, with its own output folder and port.
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "node_modules/@11ty/eleventy/cmd.cjs", "--config=eleventy.config.ts", "--serve", `--output=${outDir}`, `--port=${await freePort()}`],
    { cwd: repo, env: { ...process.env, CONTENT_DIR: contentDir }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  server.stdout.on("data", (chunk) => (log += chunk));
  server.stderr.on("data", (chunk) => (log += chunk));
  try {
    await until(() => /Server at/.test(log) && existsSync(page), 120_000, `the first build\n${log}`);
    // The watcher is ready a moment after the server: a save before that goes unnoticed.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const seconds: number[] = [];
    const original = JSON.parse(readFileSync(countryFile, "utf8"));
    for (let i = 1; i <= edits; i++) {
      const marker = `Dev-loop edit ${i}.`;
      const edited = structuredClone(original);
      edited.yellowFever.note.en = `${original.yellowFever.note.en} ${marker}`;
      const saved = performance.now();
      writeFileSync(countryFile, `${JSON.stringify(edited, null, 2)}\n`);
      await until(() => readFileSync(page, "utf8").includes(marker), 60_000, `edit ${i} to reach ${page}\n${log}`);
      seconds.push((performance.now() - saved) / 1000);
      // Let the watcher settle before the next save, as an editor's saves are seconds apart.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return seconds;
  } finally {
    server.kill();
  }
}
