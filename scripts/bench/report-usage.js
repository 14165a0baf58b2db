// Preloaded into each benchmarked process (node --import): writes the process's own CPU time and
// peak resident memory to BENCH_USAGE_FILE when it exits.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  const usage = process.resourceUsage();
  writeFileSync(process.env.BENCH_USAGE_FILE, JSON.stringify({ cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6, maxRssKiB: usage.maxRSS }));
});
