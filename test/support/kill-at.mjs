// Preloaded into a build process (node --import) by the tests of the output folder:
// - KILL_AT="N:before" or "N:after" SIGKILLs the process just before or just after its Nth call of
//   the file-system functions KILL_FUNCTIONS names (default: renameSync and symlinkSync, the
//   swap); KILL_COUNT_FILE, when set, receives the number of calls at exit, for a run not killed;
// - FAIL_CALLS="renameSync:.previous-:2,…" makes a call fail as the operating system would
//   (FAIL_CODE, default EACCES): the Nth call (default the first) of that function with an
//   argument that contains the text.
// Node's named exports of node:fs are live bindings, refreshed by syncBuiltinESMExports(). Plain
// JavaScript: it is loaded before the build's own TypeScript loader (scripts/run-ts.mjs) on Node 20.
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
const code = process.env.FAIL_CODE || "EACCES";
for (const spec of (process.env.FAIL_CALLS ?? "").split(",").filter(Boolean)) {
  const [name, text, n = "1"] = spec.split(":");
  const original = fs[name];
  let seen = 0;
  fs[name] = (...args) => {
    const hit = args.find((arg) => typeof arg === "string" && arg.includes(text));
    if (hit !== undefined && ++seen === Number(n)) throw Object.assign(new Error(`${code}: ${name} '${hit}'`), { code, syscall: name.replace(/Sync$/, ""), path: hit });
    return original(...args);
  };
}
syncBuiltinESMExports();
if (countFile) process.on("exit", () => writeFileSync(countFile, String(calls)));
