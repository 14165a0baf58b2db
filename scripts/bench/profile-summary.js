// Summarises a V8 CPU profile (node --cpu-prof) for docs/performance.md: the share of the
// sampled time per package or source folder ("area", self time), per function including what it
// calls ("inclusive"), or per part of the build ("parts": each sample goes to the first part, in
// the order below, that a function on its stack belongs to), so our build, the floor and
// scripts/bench/pages-alone.ts compare part by part.
// Usage: node scripts/bench/profile-summary.js <file.cpuprofile> [area|inclusive|parts] [rows]
import { readFileSync } from "node:fs";

const [file, mode = "area", rows = "25"] = process.argv.slice(2);
if (!file || !["area", "inclusive", "parts"].includes(mode)) {
  console.error("Usage: node scripts/bench/profile-summary.js <file.cpuprofile> [area|inclusive|parts] [rows]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));

// Microseconds sampled in each node (its self time).
const selfTime = new Map();
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

const repository = new URL("../..", import.meta.url).href;
/** A package (node_modules), a folder of this repository (two levels), a Node internal module, or a V8 entry such as (garbage collector). */
function area({ url, functionName }) {
  if (!url) return `(${functionName})`;
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1];
  if (url.startsWith(repository)) return url.slice(repository.length).split("?")[0].split("/").slice(0, 3).join("/");
  return url.split("?")[0];
}
const where = ({ url, lineNumber }) => `${url.replace(repository, "").replace(/.*node_modules\//, "").split("?")[0]}:${lineNumber + 1}`;
const functionKey = (frame) => `${frame.functionName || "(anonymous)"} ${where(frame)}`;

/** The parts of a build, first match wins: a template's render includes its encoding, a write is Eleventy's. */
const parts = [
  ["garbage collection", (f) => f.functionName === "(garbage collector)"],
  ["idle", (f) => f.functionName === "(idle)" || f.functionName === "(program)"],
  ["check on disk", (f) => /src\/lib\/verify\/on-disk\.ts/.test(f.url) || f.functionName === "checkOnDisk"],
  ["content load, validation, view models", (f) => ["loadSite", "buildPages", "outlinePages"].includes(f.functionName)],
  ["HTML pages", (f) => /\/src\/html\.11ty\.ts/.test(f.url)],
  ["Markdown mirrors", (f) => /\/src\/markdown\.11ty\.ts/.test(f.url)],
  ["JSON files", (f) => /\/src\/json\.11ty\.ts/.test(f.url)],
  ["other templates (a locale's and the root's files)", (f) => /\/src\/[a-z-]+\.11ty\.ts/.test(f.url)],
  ["text to bytes", (f) => /src\/lib\/render\/file-bytes\.ts/.test(f.url)],
  ["our Eleventy hooks (the check in place)", (f) => /eleventy\.config\.ts/.test(f.url)],
  ["Eleventy's writes", (f) => f.functionName === "_write" || /FileSystemManager/.test(f.url)],
  ["module loading", (f) => /modules\/esm|modules\/cjs|amaro/.test(f.url)],
  ["Eleventy, the rest", (f) => /@11ty/.test(f.url)],
];

const times = new Map();
for (const [id, time] of selfTime) {
  if (mode === "parts") {
    const stack = [];
    for (let node = id; node !== undefined; node = parentOf.get(node)) stack.push(nodes.get(node).callFrame);
    const key = parts.find(([, test]) => stack.some(test))?.[0] ?? "other";
    times.set(key, (times.get(key) ?? 0) + time);
    continue;
  }
  if (mode === "area") {
    const key = area(nodes.get(id).callFrame);
    times.set(key, (times.get(key) ?? 0) + time);
    continue;
  }
  // Inclusive: the sample counts once for every distinct function on its stack.
  const seen = new Set();
  for (let node = id; node !== undefined; node = parentOf.get(node)) {
    const key = functionKey(nodes.get(node).callFrame);
    if (seen.has(key)) continue;
    seen.add(key);
    times.set(key, (times.get(key) ?? 0) + time);
  }
}
console.log(`${(total / 1e6).toFixed(2)} s sampled (${mode})`);
for (const [key, time] of [...times].sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
  console.log(`${(time / 1e3).toFixed(0).padStart(7)} ms ${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`);
}
