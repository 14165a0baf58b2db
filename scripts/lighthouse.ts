// `npm run lighthouse`: the figures of Lighthouse's mobile preset that depend on how busy the
// machine is (the performance score, total blocking time, largest contentful paint), on the pages
// test/lighthouse.test.ts checks for everything else; medians of --runs N (default 3). Run it on a
// quiet machine and write the figures in docs/performance.md.
import { parseArgs } from "node:util";
import { loadavg } from "node:os";
import { figures, lighthousePages, startLighthouse } from "../test/support/lighthouse.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Number(values.runs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const { audit, stop } = await startLighthouse();
try {
  console.log(`Lighthouse mobile preset, median of ${runs} runs; load average at start ${loadavg()[0]!.toFixed(1)}`);
  console.log("| page | performance | total blocking time | largest contentful paint | layout shift | bytes | requests |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const [kind, urlPath] of lighthousePages) {
    const all: ReturnType<typeof figures>[] = [];
    for (let i = 0; i < runs; i++) all.push(figures(await audit(urlPath)));
    const m = (pick: (f: ReturnType<typeof figures>) => number) => median(all.map(pick));
    console.log(`| ${kind} (${urlPath}) | ${m((f) => f.performance)} | ${m((f) => f.blockingMs).toFixed(0)} ms | ${m((f) => f.largestPaintMs).toFixed(0)} ms | ${m((f) => f.layoutShift).toFixed(3)} | ${(m((f) => f.bytes) / 1024).toFixed(1)} KB | ${m((f) => f.requests)} |`);
  }
  console.log(`load average at end ${loadavg()[0]!.toFixed(1)}`);
} finally {
  stop();
}
