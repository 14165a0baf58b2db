// Checks the output of a site of several passes beside its rendering: each file goes to a worker
// thread (worker.ts) as Eleventy renders it, a batch at a time, and the worker checks it while the
// main thread renders the next ones (the second core; docs/performance.md); when a pass ends, it
// also measures the sizes of the pass's files on disk (on-disk.ts). The build still counts
// as done only once every file has been checked: `finish` waits for the worker, and the build
// swaps its output in only if no pass had a problem (src/lib/publish.ts).
import { Worker } from "node:worker_threads";
import { BuildFailure } from "../failure.ts";
import type { FileContent } from "../render/file-bytes.ts";
import type { Site } from "../site/site.ts";
import type { WrittenFiles } from "./on-disk.ts";
import { plannedFiles, type PartToCheck } from "./output.ts";
import type { PassChecked, SentFile, ToWorker, WorkerSetup } from "./worker.ts";

export interface BackgroundCheck {
  /** A pass starts: what it is to write. */
  startPass(part: PartToCheck): void;
  /** A file as Eleventy is about to write it (a transform: eleventy.config.ts). */
  file(url: string, content: FileContent): void;
  /** The pass has written its files (eleventy.after): every URL it wrote, with the files; and the files on disk with their sizes, to measure. */
  endPass(written: { url: string; content: FileContent }[], onDisk: WrittenFiles): void;
  /** Throws if a pass checked so far had a problem, or the worker failed: a build stops at the first pass after one. */
  stopIfFailed(): void;
  /** Waits until every pass handed over is checked: the output check's problems, the sizes on disk that differ, the worker's seconds of work. */
  finish(): Promise<{ problems: string[]; onDisk: string[]; seconds: number }>;
  /** Ends the worker (after `finish`, or when the build failed). */
  stop(): Promise<void>;
}

/** Bytes of files copied to the worker at a time: one message, one buffer moved, per batch. */
const batchBytes = 1 << 20;

/** Files from this size on that own their memory move to the worker when the pass ends, instead of being copied. */
const movedBytes = 1 << 20;

export function startBackgroundCheck(site: Site): BackgroundCheck {
  const setup: WorkerSetup = { siteUrl: site.siteUrl, planned: [...plannedFiles(site.outline)] };
  const worker = new Worker(new URL("../worker-start.mjs", import.meta.url), { workerData: { module: "./verify/worker.ts", setup } });
  const send = (message: ToWorker, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  const problems: string[] = [];
  const onDisk: string[] = [];
  let seconds = 0;
  let passes = 0;
  let answered = 0;
  let failed: Error | undefined;
  let settle: (() => void) | undefined;
  worker.on("message", (checked: PassChecked) => {
    answered++;
    problems.push(...checked.problems);
    onDisk.push(...checked.onDisk);
    seconds += checked.seconds;
    if (answered === passes) settle?.();
  });
  // A worker that dies (an exception, a failed import) fails the build: nothing it did not answer counts as checked.
  const fail = (error: Error) => {
    failed ??= error;
    settle?.();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The output check's worker stopped (exit code ${code}) before it had checked every pass`)));

  // The batch being gathered: files, and the bytes to copy into the batch's buffer.
  let batch: SentFile[] = [];
  let batchParts: Buffer[] = [];
  let batchSize = 0;
  const flush = () => {
    if (batch.length === 0) return;
    const bytes = new Uint8Array(batchSize);
    let at = 0;
    for (const part of batchParts) {
      bytes.set(part, at);
      at += part.byteLength;
    }
    send({ files: batch, bytes }, [bytes.buffer]);
    batch = [];
    batchParts = [];
    batchSize = 0;
  };
  // Large files that own their memory, moved when the pass has written them.
  let large = new Map<string, Buffer>();
  const movesWhole = (bytes: Buffer) => bytes.byteLength >= movedBytes && bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength;

  return {
    startPass(part) {
      passes++;
      send({ pass: { resources: part.resources.map(({ route, kind, locale }) => ({ route, kind, locale })), locales: part.locales, root: part.root } });
    },
    file(url, content) {
      // Text that is not well-formed goes as it is (its bytes would hold U+FFFD in its place).
      if (typeof content === "string") batch.push([url, { text: content }]);
      else if (movesWhole(content)) large.set(url, content);
      else {
        batch.push([url, { start: batchSize, end: batchSize + content.byteLength }]);
        batchParts.push(content);
        batchSize += content.byteLength;
      }
      if (batchSize >= batchBytes) flush();
    },
    endPass(written, filesOnDisk) {
      flush();
      // Eleventy has written them, and nothing on this thread reads them after the pass (publish.ts).
      for (const [url, bytes] of large) send({ files: [[url, { bytes }]] }, [bytes.buffer as ArrayBuffer]);
      large = new Map();
      send({ end: written.map((file) => file.url), written: filesOnDisk });
    },
    stopIfFailed() {
      if (failed) throw failed;
      if (problems.length > 0) throw BuildFailure.fromProblems("The output failed verification", problems);
    },
    async finish() {
      if (answered < passes && !failed) await new Promise<void>((resolve) => (settle = resolve));
      if (failed && answered < passes) throw failed;
      return { problems, onDisk, seconds };
    },
    async stop() {
      worker.removeAllListeners("exit");
      await worker.terminate();
    },
  };
}
