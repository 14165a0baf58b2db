// `npm test`: each test/*.test.ts file in its own Node process, two at a time (one per core), the
// longest first (as long as it took last time; unknown files first of all). Each file's report is
// printed whole when it ends, under the file's name, failures with their reasons as uvu writes
// them, then a summary; the run fails if any file fails. `TEST_PROCESSES=1` runs one file at a
// time. An optional argument narrows the run to the files whose name matches that pattern.
// `TEST_DIR` runs the files of another folder (the runner's own tests use it).
//
// Each file is run directly (`node file.test.ts`, uvu runs its suites when the file ends), not
// through uvu's command line: that walks the whole folder first, and a file another test creates
// and deletes meanwhile killed the process before it ran a test.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const testDir = path.resolve(repoRoot, process.env.TEST_DIR ?? "test");
const filter = new RegExp(process.argv[2] ?? "\\.test\\.ts$");
const files = readdirSync(testDir).filter((name) => name.endsWith(".test.ts") && filter.test(name));
if (files.length === 0) {
  console.error(`No test file in ${path.relative(repoRoot, testDir) || "."}/ matches ${filter}.`);
  process.exit(1);
}

// Seconds each file took in the last run, to start the long ones first; without a record, the
// suites that drive Chromium (the longest) go first, then other new files.
const timesFile = process.env.TEST_DIR ? undefined : path.join(repoRoot, "node_modules/.cache/test-times.json");
let lastTimes: Record<string, number> = {};
try {
  if (timesFile) lastTimes = JSON.parse(readFileSync(timesFile, "utf8"));
} catch {
  // first run: no times yet
}
const expected = (name: string) => lastTimes[name] ?? (/browser/.test(name) ? 1e9 : 1e6);
const queue = [...files].sort((a, b) => expected(b) - expected(a) || (a < b ? -1 : 1));
const processes = Math.max(1, Number(process.env.TEST_PROCESSES ?? Math.min(2, availableParallelism())));

interface Outcome {
  name: string;
  code: number;
  output: string;
  seconds: number;
}

// The test files' TypeScript runs the way every other process of ours runs it: natively on Node
// 22.18+ and 24, through tsx's loader on Node 20.
const registerTypeScript = pathToFileURL(path.join(repoRoot, "scripts/register-typescript.mjs")).href;

function runFile(name: string): Promise<Outcome> {
  const started = performance.now();
  // uvu colours its report only on a terminal; keep the colours when ours is one.
  const env = { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1" } : {}) };
  const child = spawn(process.execPath, ["--import", registerTypeScript, path.join(testDir, name)], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const seconds = () => (performance.now() - started) / 1000;
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ name, code: 1, output: `${output}\n${error.message}\n`, seconds: seconds() }));
    child.on("close", (code, signal) => resolve({ name, code: code ?? 1, output: signal ? `${output}\n${name}: stopped by ${signal}\n` : output, seconds: seconds() }));
  });
}

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, "");

/** Whether uvu finished the file's suites and printed its summary. */
const finished = (outcome: Outcome) => /^\s*Total:\s+\d+/m.test(plain(outcome.output)) && !outcome.output.includes("Exiting early before testing is finished");

/** A file's report: its name first, always; a process that ended without uvu's summary is said to have. */
function report(outcome: Outcome): string {
  const lines = [`── ${outcome.name} (${outcome.seconds.toFixed(1)} s)`];
  if (!finished(outcome)) lines.push(`${outcome.name}: the process exited ${outcome.code} before running any test`);
  const output = outcome.output.replace(/^\n+|\s+$/g, "");
  if (output !== "") lines.push(output);
  return `${lines.join("\n")}\n`;
}

const outcomes: Outcome[] = [];
async function worker(): Promise<void> {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const outcome = await runFile(name);
    outcomes.push(outcome);
    process.stdout.write(report(outcome));
  }
}

const started = performance.now();
console.log(`${files.length} test files, ${processes} at a time; each report follows when its file is done.`);
await Promise.all(Array.from({ length: Math.min(processes, files.length) }, () => worker()));

const count = (label: string) => outcomes.reduce((sum, o) => sum + Number(new RegExp(`${label}:\\s+(\\d+)`).exec(plain(o.output))?.[1] ?? 0), 0);
const failed = outcomes.filter((o) => o.code !== 0 || !finished(o)).map((o) => o.name).sort();
console.log(`\nAll files: ${count("Total")} tests, ${count("Passed")} passed, ${count("Skipped")} skipped, in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
console.log(failed.length === 0 ? "Every test file passed." : `${failed.length} test file${failed.length === 1 ? "" : "s"} failed (reports above): ${failed.join(", ")}`);
// The closing line CI reads: a file that died before its tests counts as one failure.
const failedTests = count("Total") - count("Passed") - count("Skipped") + outcomes.filter((o) => !finished(o)).length;
console.log(`Tests: ${count("Passed")} passed, ${failedTests} failed, ${count("Skipped")} skipped`);

if (timesFile) {
  mkdirSync(path.dirname(timesFile), { recursive: true });
  writeFileSync(timesFile, `${JSON.stringify({ ...lastTimes, ...Object.fromEntries(outcomes.map((o) => [o.name, Math.round(o.seconds * 10) / 10])) }, null, 2)}\n`);
}
process.exit(failed.length === 0 ? 0 : 1);
