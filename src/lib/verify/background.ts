// Checks the output of a build of many passes beside its rendering: each pass's files go to a
// worker thread (worker.ts) as soon as Eleventy has written them, and the build renders its next
// pass meanwhile (the second core; docs/performance.md). The build still counts as done only
// once every pass has been checked: `finish` waits for the worker, and the build swaps its
// output in only if no pass had a problem (src/lib/publish.ts).
import { Worker } from "node:worker_threads";
import type { RenderPart } from "../site/parts.ts";
import type { Site } from "../site/site.ts";
import { plannedFiles } from "./output.ts";
import type { PassChecked, PassToCheck, WorkerSetup } from "./worker.ts";

/** A written file: where it is on disk, and what its template handed Eleventy. */
export interface PassFile {
  url: string;
  path: string;
  content: Buffer | string;
}

export interface BackgroundCheck {
  /** Hands over a pass's files once they are on disk. */
  check(part: RenderPart, files: PassFile[]): void;
  /** Problems found so far: a build stops at the first pass after one. */
  readonly problems: readonly string[];
  /** Waits until every pass handed over is checked; the worker's seconds of work. */
  finish(): Promise<{ problems: string[]; seconds: number }>;
  /** Ends the worker (after `finish`, or when the build failed). */
  stop(): Promise<void>;
}

/** Files from this size on move to the worker rather than being read back from disk. */
const movedBytes = 1 << 20;

export function startBackgroundCheck(site: Site): BackgroundCheck {
  const setup: WorkerSetup = { siteUrl: site.siteUrl, planned: [...plannedFiles(site.outline)] };
  const worker = new Worker(new URL("./worker-start.mjs", import.meta.url), { workerData: setup, ...(process.env.WY ? { resourceLimits: { maxYoungGenerationSizeMb: Number(process.env.WY) } } : {}) });
  const problems: string[] = [];
  let seconds = 0;
  let sent = 0;
  let answered = 0;
  let failed: Error | undefined;
  let settle: (() => void) | undefined;
  worker.on("message", (checked: PassChecked) => {
    answered++;
    problems.push(...checked.problems);
    seconds += checked.seconds;
    if (answered === sent) settle?.();
  });
  // A worker that dies (an exception, a failed import) fails the build: nothing it did not answer counts as checked.
  const fail = (error: Error) => {
    failed ??= error;
    settle?.();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The output check's worker stopped (exit code ${code}) before it had checked every pass`)));
  return {
    check(part, files) {
      const moved: ArrayBuffer[] = [];
      const pass: PassToCheck = {
        part: { resources: part.resources.map(({ route, kind, locale }) => ({ route, kind, locale })), locales: part.locales, root: part.root },
        files: files.map(({ url, path, content }) => {
          // Text that is not well-formed is not on disk as it was handed over: it goes as it is.
          if (typeof content === "string") return [url, { text: content }];
          // A large file that owns its memory (the bulk file, the sitemap) moves to the worker
          // instead of being read back: it is never in memory twice. Eleventy has written it, and
          // nothing on this thread reads it after the pass (publish.ts).
          if (content.byteLength >= movedBytes && content.byteOffset === 0 && content.buffer.byteLength === content.byteLength) {
            moved.push(content.buffer as ArrayBuffer);
            return [url, { bytes: content }];
          }
          return [url, { path }];
        }),
      };
      sent++;
      worker.postMessage(pass, moved);
    },
    get problems() {
      return problems;
    },
    async finish() {
      if (answered < sent && !failed) await new Promise<void>((resolve) => (settle = resolve));
      if (failed && answered < sent) throw failed;
      return { problems, seconds };
    },
    async stop() {
      worker.removeAllListeners("exit");
      await worker.terminate();
    },
  };
}
