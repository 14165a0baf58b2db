// Preloaded into a build process by test/output-folder.test.ts (node --import): SIGKILLs the
// process just before or just after its Nth call of one of the file-system functions that change
// what the output folder and its siblings are (KILL_AT="N:before" or "N:after"). KILL_FUNCTIONS
// names them (default: renameSync and symlinkSync, the swap); KILL_COUNT_FILE, when set, receives
// the number of calls at exit, for a run that is not killed. Node's named exports of node:fs are
// live bindings, refreshed by syncBuiltinESMExports(). Plain JavaScript: it is loaded before the
// build's own TypeScript loader (scripts/run-ts.mjs) on Node 20.
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";

const [nth, when] = (process.env.KILL_AT ?? "").split(":");
const functions = (process.env.KILL_FUNCTIONS || "renameSync,symlinkSync").split(",");
const countFile = process.env.KILL_COUNT_FILE;
const writeFileSync = fs.writeFileSync;
let calls = 0;
for (const name of functions) {
  const original = fs[name];
  fs[name] = (...args) => {
    const call = ++calls;
    if (call === Number(nth) && when === "before") process.kill(process.pid, "SIGKILL");
    const result = original(...args);
    if (call === Number(nth) && when === "after") process.kill(process.pid, "SIGKILL");
    return result;
  };
}
syncBuiltinESMExports();
if (countFile) process.on("exit", () => writeFileSync(countFile, String(calls)));
