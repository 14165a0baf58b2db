// The output check (output.ts) in a worker thread, so a build of many passes checks one pass while
// it renders the next (background.ts, docs/performance.md). The worker reads each file back from
// the build folder as it checks it, so neither thread keeps a pass's files once Eleventy has
// written them. A large file arrives as its bytes, moved from the main thread; a file whose
// template handed over text (text that is not well-formed UTF-16, which the disk could not hold
// as it is) arrives as that text.
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import type { Locale } from "../locales.ts";
import { verifyPart, type CheckedPage, type Written } from "./output.ts";

/** What the worker is started with: the build's site URL and every file the build writes. */
export interface WorkerSetup {
  siteUrl: string;
  planned: string[];
}

/** One pass to check: what it was to write, and what it wrote (URL → path on disk, or the text itself). */
export interface PassToCheck {
  part: { resources: CheckedPage[]; locales: Locale[]; root: boolean };
  files: [url: string, file: { path: string } | { text: string } | { bytes: Uint8Array }][];
}

/** The worker's answer for a pass, in the order the passes were sent. */
export interface PassChecked {
  problems: string[];
  seconds: number;
}

const { siteUrl, planned } = workerData as WorkerSetup;
const plannedUrls = new Set(planned);

parentPort!.on("message", ({ part, files }: PassToCheck) => {
  const started = performance.now();
  const byUrl = new Map(files);
  const written: Written = {
    has: (url) => byUrl.has(url),
    *[Symbol.iterator]() {
      for (const [url, file] of byUrl) yield [url, "text" in file ? file.text : "bytes" in file ? Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength) : readFileSync(file.path)] as const;
    },
  };
  const problems = verifyPart(part, written, siteUrl, plannedUrls);
  parentPort!.postMessage({ problems, seconds: (performance.now() - started) / 1000 } satisfies PassChecked);
});
