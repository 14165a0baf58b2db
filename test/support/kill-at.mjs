// Preloaded into a build process (node --import) by the tests of the output folder:
// - KILL_AT="renameSync:.link-:after" SIGKILLs the process just before or just after its first
//   call of that node:fs function with an argument that contains the text (its first call of all
//   for an empty text), so a test names the step it kills by what the call does;
// - FAIL_CALLS="renameSync:.previous-:2,…" makes a call fail as the operating system would
//   (FAIL_CODE, default EACCES): the Nth call (default the first) of that function with an
//   argument that contains the text.
// Node's named exports of node:fs are live bindings, refreshed by syncBuiltinESMExports(). Plain
// JavaScript: it is loaded before the build's own TypeScript loader (scripts/run-ts.mjs) on Node 20.
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";

const [killName, killText, when] = (process.env.KILL_AT ?? "").split(":");
if (killName) {
  const original = fs[killName];
  fs[killName] = (...args) => {
    const hit = args.some((arg) => typeof arg === "string" && arg.includes(killText));
    if (hit && when === "before") process.kill(process.pid, "SIGKILL");
    const result = original(...args);
    if (hit && when === "after") process.kill(process.pid, "SIGKILL");
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
