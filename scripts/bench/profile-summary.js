// Summarises a V8 CPU profile (node --cpu-prof) for docs/performance.md: the share of the
// sampled time per package or source folder ("by area", self time), or per function including
// what it calls ("inclusive").
// Usage: node scripts/bench/profile-summary.js <file.cpuprofile> [area|inclusive] [rows]
import { readFileSync } from "node:fs";

const [file, mode = "area", rows = "25"] = process.argv.slice(2);
if (!file || !["area", "inclusive"].includes(mode)) {
  console.error("Usage: node scripts/bench/profile-summary.js <file.cpuprofile> [area|inclusive] [rows]");
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

const times = new Map();
for (const [id, time] of selfTime) {
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
