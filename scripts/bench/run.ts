// `npm run bench`: our build beside the bare-Eleventy floor and beside the pages alone (their
// view models and templates without Eleventy: pages-alone.ts), on the real content and on
// synthetic content (docs/performance.md), runs alternated (ours, floor, pages, ours, ...) after
// one warm-up each; prints the medians, the ratios and the budget of docs/performance.md; then
// times the dev loop (npm start on the real content: save a country file, wait for its page).
// Options: --runs N (default 5), --sizes 1,2 (the scale case: --sizes 1,5; beyond 2× copies share
// their original's ISO code and the build runs with the one-destination check lifted,
// one-destination-lifted.mjs); BENCH_DIR picks where content and output go
// (default /dev/shm when it exists, so disk write-back does not add noise; else the temp folder).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
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
  phases?: Record<string, number>;
}

const oneDestinationLifted = pathToFileURL(path.join(repo, "scripts/bench/one-destination-lifted.mjs")).href;

function timed(args: string[], env: Record<string, string>, preload: string[] = []): { run: Run; stdout: string } {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ["--import", reportUsage, ...preload.flatMap((url) => ["--import", url]), ...args], {
    cwd: repo,
    env: { ...process.env, ...env, BENCH_USAGE_FILE: usageFile },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stderr || result.stdout}`);
  const usage = JSON.parse(readFileSync(usageFile, "utf8")) as { cpuSeconds: number; maxRssKiB: number };
  return { run: { wallSeconds, cpuSeconds: usage.cpuSeconds, maxRssMiB: usage.maxRssKiB / 1024 }, stdout: result.stdout };
}

/** The arguments `npm run build` gives Node (package.json), so the bench runs the build as users do. */
const buildArguments = (() => {
  const command = (JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8")) as { scripts: { build: string } }).scripts.build.split(" ");
  if (command[0] !== "node") throw new Error(`package.json: scripts.build: expected a node command; found ${JSON.stringify(command.join(" "))}`);
  return command.slice(1);
})();

/** Our build, exactly as `npm run build` runs it, into a fresh output folder. */
function ours(contentDir: string, outDir: string, sharedCodes = false): Run {
  rmSync(outDir, { recursive: true, force: true });
  const { run, stdout } = timed(buildArguments, { CONTENT_DIR: contentDir, OUTPUT_DIR: outDir }, sharedCodes ? [oneDestinationLifted] : []);
  const phase = (name: string) => Number(new RegExp(`${name} ([\\d.]+) s`).exec(stdout)?.[1]);
  run.phases = { resourceFiles: Number(/Built (\d+) resource files/.exec(stdout)?.[1]), startup: phase("start-up"), content: phase("content"), viewModels: phase("view models"), render: phase("render and write"), verification: phase("verification") };
  return run;
}

/** The floor: bare Eleventy writing the same files in one run. */
function floor(manifest: string, outDir: string): Run {
  rmSync(outDir, { recursive: true, force: true });
  return timed(["scripts/bench/floor/build.js", manifest, outDir], {}).run;
}

/** The pages alone (pages-alone.ts); `resourceFiles`: how many resource files the build wrote, which it must make too. */
function pagesAlone(contentDir: string, resourceFiles: number, sharedCodes = false): Run {
  const { run, stdout } = timed([...buildArguments.slice(0, -1), "scripts/bench/pages-alone.ts"], { CONTENT_DIR: contentDir }, sharedCodes ? [oneDestinationLifted] : []);
  const made = JSON.parse(stdout) as { files: number };
  if (made.files !== resourceFiles) throw new Error(`pages alone: made ${made.files} files; the build wrote ${resourceFiles} resource files`);
  return run;
}

/** Every file a build wrote, as [site-relative path, bytes]: what the floor must write. */
function manifestOf(outDir: string): [string, number][] {
  return readdirSync(outDir, { recursive: true, encoding: "utf8" })
    .map((name) => [name, statSync(path.join(outDir, name))] as const)
    .filter(([, stat]) => stat.isFile())
    .map(([name, stat]): [string, number] => [`/${name.split(path.sep).join("/")}`, stat.size])
    .sort(([a], [b]) => (a < b ? -1 : 1));
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
  floor: Run[];
  pages: Run[];
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
    const floorOut = path.join(work, "out-floor");
    const warmUp = ours(contentDir, oursOut, sharedCodes); // warm-up, and the files the floor must match
    const resourceFiles = warmUp.phases!.resourceFiles!;
    const manifest = manifestOf(oursOut);
    const manifestFile = path.join(work, `manifest-${size}x.json`);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    floor(manifestFile, floorOut); // warm-up
    pagesAlone(contentDir, resourceFiles, sharedCodes); // warm-up
    const result: SizeResult = { size, files: manifest.length, bytes: manifest.reduce((sum, [, bytes]) => sum + bytes, 0), ours: [], floor: [], pages: [] };
    for (let i = 0; i < runs; i++) {
      result.ours.push(ours(contentDir, oursOut, sharedCodes));
      result.floor.push(floor(manifestFile, floorOut));
      result.pages.push(pagesAlone(contentDir, resourceFiles, sharedCodes));
      const line = (name: string, r: Run) => `${name} ${r.wallSeconds.toFixed(2)} s (CPU ${r.cpuSeconds.toFixed(2)} s, ${r.maxRssMiB.toFixed(0)} MiB)`;
      process.stderr.write(`${size}x run ${i + 1}/${runs}: ${line("ours", result.ours.at(-1)!)}, ${line("floor", result.floor.at(-1)!)}, ${line("pages alone", result.pages.at(-1)!)}, load ${loadAverage()}\n`);
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
const rows = results.map((r) => {
  const wall = m(r.ours, (x) => x.wallSeconds);
  return { ...r, wall, verification: m(r.ours, (x) => x.phases!.verification!) };
});

console.log(
  `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, output in ${benchRoot}; medians of ${runs} alternated runs after one warm-up each; ` +
    `total ${f2((performance.now() - benchStarted) / 60000)} min; load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end\n`,
);
console.log("| content | files | MB written | build | wall s | CPU s | peak RSS MiB | build's wall ÷ this | build's CPU ÷ this |");
console.log("|---|---:|---:|---|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const cpu = m(r.ours, (x) => x.cpuSeconds);
  const kinds: [string, Run[]][] = [["ours", r.ours], ["floor (bare Eleventy, same files)", r.floor], ["pages alone (no Eleventy, no writes)", r.pages]];
  for (const [name, runs] of kinds) {
    const [wall, kindCpu] = [m(runs, (x) => x.wallSeconds), m(runs, (x) => x.cpuSeconds)];
    console.log(`| ${r.size}× | ${r.files} | ${(r.bytes / 1e6).toFixed(0)} | ${name} | ${f2(wall)} | ${f2(kindCpu)} | ${m(runs, (x) => x.maxRssMiB).toFixed(0)} | ${f2(r.wall / wall)} | ${f2(cpu / kindCpu)} |`);
  }
}
console.log("\nPhases of our build (medians, seconds):\n");
console.log("| content | start-up (Node, modules; tsx on Node 20) | content load and validation | view models | Eleventy render and write | output verification | share of the build |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const phase = (name: string) => m(r.ours, (x) => x.phases![name]!);
  console.log(`| ${r.size}× | ${f2(phase("startup"))} | ${f2(phase("content"))} | ${f2(phase("viewModels"))} | ${f2(phase("render"))} | ${f2(r.verification)} | ${((100 * r.verification) / r.wall).toFixed(1)}% |`);
}

const one = rows.find((r) => r.size === 1);
console.log(
  `\nDev loop (npm start on the real content): from saving countries/kenya.json to the rewritten page, median ${f2(median(devLoop))} s ` +
    `(runs: ${devLoop.map(f2).join(", ")})${one ? `; a full build of the same content: ${f2(one.wall)} s` : ""}.`,
);

const budget: [string, boolean][] = [];
for (const r of rows.filter((r) => r.size > 1 && one)) {
  budget.push([`${r.size}×: costs at most ${r.size * 1.1}× the 1× time (${f2(r.wall / one!.wall)}×)`, r.wall / one!.wall <= r.size * 1.1]);
}
const largest = rows.at(-1);
if (largest) budget.push([`${largest.size}×: peak RSS under 1024 MiB (${m(largest.ours, (x) => x.maxRssMiB).toFixed(0)} MiB)`, m(largest.ours, (x) => x.maxRssMiB) < 1024]);
if (one) budget.push([`dev loop: a one-country edit costs no more than a full build (${f2(median(devLoop))} s against ${f2(one.wall)} s)`, median(devLoop) <= one.wall]);
for (const r of rows) budget.push([`${r.size}×: verification under 15% of the build (${((100 * r.verification) / r.wall).toFixed(1)}%)`, r.verification / r.wall < 0.15]);
console.log("\nBudget:\n");
for (const [line, held] of budget) console.log(`- ${held ? "holds" : "MISSES"}: ${line}`);
