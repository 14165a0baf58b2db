// `npm run bench`: the build, on the real content and on synthetic content (docs/performance.md),
// after one warm-up per size; prints the medians, the phases and the budget of
// docs/performance.md; then times the dev loop (npm start on the real content: save a country
// file, wait for its page).
// Options: --runs N (default 5), --sizes 1,2 (the scale case: --sizes 1,5; beyond 2× copies share
// their original's ISO code and the build runs with the one-destination check lifted,
// one-destination-lifted.mjs); BENCH_DIR picks where content and output go
// (default /dev/shm when it exists, so disk write-back does not add noise; else the temp folder).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { filesIn } from "../../src/lib/verify/on-disk.ts";
import { measureDevLoop } from "./dev-loop.ts";
import { generateContent } from "./generate-content.ts";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const { values: options } = parseArgs({ options: { runs: { type: "string", default: "5" }, sizes: { type: "string", default: "1,2" } } });
const runs = Number(options.runs);
const sizes = options.sizes.split(",").map(Number);
const benchRoot = process.env.BENCH_DIR || (existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir());
const work = mkdtempSync(path.join(benchRoot, "travel-health-bench-"));
const usageFile = path.join(work, "usage.json");
const reportUsage = pathToFileURL(path.join(repo, "scripts/bench/report-usage.js")).href;

interface Run {
  wallSeconds: number;
  cpuSeconds: number;
  maxRssMiB: number;
  phases: Record<string, number>;
}

const oneDestinationLifted = pathToFileURL(path.join(repo, "scripts/bench/one-destination-lifted.mjs")).href;

/** The arguments `npm run build` gives Node (package.json), so the bench runs the build as users do. */
const buildArguments = (() => {
  const command = (JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8")) as { scripts: { build: string } }).scripts.build.split(" ");
  if (command[0] !== "node") throw new Error(`package.json: scripts.build: expected a node command; found ${JSON.stringify(command.join(" "))}`);
  return command.slice(1);
})();

/** Our build, exactly as `npm run build` runs it, into a fresh output folder. */
function ours(contentDir: string, outDir: string, sharedCodes = false): Run {
  rmSync(outDir, { recursive: true, force: true });
  const preload = sharedCodes ? ["--import", oneDestinationLifted] : [];
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ["--import", reportUsage, ...preload, ...buildArguments], {
    cwd: repo,
    env: { ...process.env, CONTENT_DIR: contentDir, OUTPUT_DIR: outDir, BENCH_USAGE_FILE: usageFile },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stderr || result.stdout}`);
  const usage = JSON.parse(readFileSync(usageFile, "utf8")) as { cpuSeconds: number; maxRssKiB: number };
  const phase = (name: string) => Number(new RegExp(`${name} ([\\d.]+) s`).exec(result.stdout)?.[1]);
  const phases = { startup: phase("start-up"), content: phase("content"), viewModels: phase("view models"), render: phase("render and write"), verification: phase("verification") };
  return { wallSeconds, cpuSeconds: usage.cpuSeconds, maxRssMiB: usage.maxRssKiB / 1024, phases };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface SizeResult {
  size: number;
  files: number;
  bytes: number;
  ours: Run[];
}

const results: SizeResult[] = [];
let devLoop: number[] = [];
const benchStarted = performance.now();
// Other work on the machine slows both builds; the ratios of alternated runs are what compare.
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(", ");
const loadAtStart = loadAverage();
try {
  for (const size of sizes) {
    const contentDir = size === 1 ? path.join(repo, "content") : path.join(work, `content-${size}x`);
    const sharedCodes = size !== 1 && generateContent(size, contentDir);
    const oursOut = path.join(work, "out-ours");
    ours(contentDir, oursOut, sharedCodes); // warm-up
    const sizes = filesIn(oursOut).map((name) => statSync(path.join(oursOut, name)).size);
    const result: SizeResult = { size, files: sizes.length, bytes: sizes.reduce((sum, bytes) => sum + bytes, 0), ours: [] };
    for (let i = 0; i < runs; i++) {
      const r = ours(contentDir, oursOut, sharedCodes);
      result.ours.push(r);
      process.stderr.write(`${size}x run ${i + 1}/${runs}: ${r.wallSeconds.toFixed(2)} s (CPU ${r.cpuSeconds.toFixed(2)} s, ${r.maxRssMiB.toFixed(0)} MiB), load ${loadAverage()}\n`);
    }
    results.push(result);
    rmSync(path.join(work, `content-${size}x`), { recursive: true, force: true });
  }
  devLoop = await measureDevLoop(work, runs);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const m = (runs: Run[], pick: (run: Run) => number) => median(runs.map(pick));
const f2 = (n: number) => n.toFixed(2);
const rows = results.map((r) => ({ ...r, wall: m(r.ours, (x) => x.wallSeconds), cpu: m(r.ours, (x) => x.cpuSeconds), verification: m(r.ours, (x) => x.phases.verification!) }));

console.log(
  `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, output in ${benchRoot}; medians of ${runs} runs after one warm-up; ` +
    `total ${f2((performance.now() - benchStarted) / 60000)} min; load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end\n`,
);
console.log("| content | files | MB written | wall s | CPU s | peak RSS MiB |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.size}× | ${r.files} | ${(r.bytes / 1e6).toFixed(0)} | ${f2(r.wall)} | ${f2(r.cpu)} | ${m(r.ours, (x) => x.maxRssMiB).toFixed(0)} |`);
console.log("\nPhases of our build (medians, seconds):\n");
console.log("| content | start-up (Node, modules; tsx on Node 20) | content load and validation | view models | Eleventy render and write | output verification | share of the build |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const phase = (name: string) => m(r.ours, (x) => x.phases[name]!);
  console.log(`| ${r.size}× | ${f2(phase("startup"))} | ${f2(phase("content"))} | ${f2(phase("viewModels"))} | ${f2(phase("render"))} | ${f2(r.verification)} | ${((100 * r.verification) / r.wall).toFixed(1)}% |`);
}

const one = rows.find((r) => r.size === 1);
console.log(
  `\nDev loop (npm start on the real content): from saving countries/kenya.json to the rewritten page, median ${f2(median(devLoop))} s ` +
    `(runs: ${devLoop.map(f2).join(", ")})${one ? `; a full build of the same content: ${f2(one.wall)} s` : ""}.`,
);

const budget: [string, boolean][] = [];
for (const r of rows.filter((r) => r.size > 1 && one)) {
  budget.push([`${r.size}×: CPU at most ${r.size * 1.1}× the 1× CPU (${f2(r.cpu / one!.cpu)}×)`, r.cpu / one!.cpu <= r.size * 1.1]);
}
const largest = rows.at(-1);
if (largest) budget.push([`${largest.size}×: peak RSS under 2 GiB (${m(largest.ours, (x) => x.maxRssMiB).toFixed(0)} MiB)`, m(largest.ours, (x) => x.maxRssMiB) < 2048]);
if (one) budget.push([`dev loop: a one-country edit costs no more than a full build (${f2(median(devLoop))} s against ${f2(one.wall)} s)`, median(devLoop) <= one.wall]);
for (const r of rows) budget.push([`${r.size}×: verification under 15% of the build (${((100 * r.verification) / r.wall).toFixed(1)}%)`, r.verification / r.wall < 0.15]);
console.log("\nBudget:\n");
for (const [line, held] of budget) console.log(`- ${held ? "holds" : "MISSES"}: ${line}`);
