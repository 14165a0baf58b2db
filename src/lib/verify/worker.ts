// The output check (output.ts) in a worker thread, so `npm run build` checks each file while it
// renders the next ones (background.ts, docs/performance.md). Files arrive as the pass renders
// them, a batch at a time; when the pass ends, the worker learns every URL it wrote, adds the
// files it did not write, checks the sizes of the files on disk, and answers with the pass's problems.
import { parentPort, workerData } from "node:worker_threads";
import type { FileContent } from "../render/file-bytes.ts";
import { sizeProblems, type WrittenFiles } from "./on-disk.ts";
import { passCheck, type PartToCheck } from "./output.ts";

/** What the worker is started with: the build's site URL and every file the build writes. */
export interface WorkerSetup {
  siteUrl: string;
  planned: string[];
}

/** A file as it travels: text as it is, bytes as a range of a batch's buffer or a buffer of its own. */
export type SentFile = [url: string, file: { text: string } | { start: number; end: number } | { bytes: Uint8Array }];

/** What the main thread sends, in order: a pass starts, its files (any number of batches), the pass ends (what it wrote). */
export type ToWorker = { pass: PartToCheck } | { files: SentFile[]; bytes?: Uint8Array } | { end: string[]; written: WrittenFiles };

/** The worker's answer for a pass, in the order the passes were sent: the output check's problems, and the check on disk's. */
export interface PassChecked {
  problems: string[];
  onDisk: string[];
  seconds: number;
}

const { siteUrl, planned } = (workerData as { setup: WorkerSetup }).setup;
const plannedUrls = new Set(planned);
let check: ReturnType<typeof passCheck> | undefined;
let seconds = 0;

const contentOf = (file: SentFile[1], batch: Uint8Array | undefined): FileContent => {
  if ("text" in file) return file.text;
  const bytes = "bytes" in file ? file.bytes : batch!.subarray(file.start, file.end);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

parentPort!.on("message", (message: ToWorker) => {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  if ("pass" in message) {
    check = passCheck(message.pass, siteUrl, plannedUrls);
    seconds = elapsed();
  } else if ("files" in message) {
    for (const [url, file] of message.files) check!.file(url, contentOf(file, message.bytes));
    seconds += elapsed();
  } else {
    const problems = check!.end(new Set(message.end));
    // Eleventy has written the pass's files, and no later pass writes them: their sizes are final.
    const onDisk = sizeProblems(message.written);
    parentPort!.postMessage({ problems, onDisk, seconds: seconds + elapsed() } satisfies PassChecked);
    check = undefined;
  }
});
