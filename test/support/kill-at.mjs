// Preloaded into a build process by test/output-folder.test.ts (node --import): SIGKILLs the
// process just before or just after its Nth call of renameSync or symlinkSync, the calls that
// change what the output folder is (KILL_AT="N:before" or "N:after"). Node's named exports of
// node:fs are live bindings, refreshed by syncBuiltinESMExports(). Plain JavaScript: it is loaded
// before the build's own TypeScript loader (scripts/run-ts.mjs) on Node 20.
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";

const [nth, when] = (process.env.KILL_AT ?? "").split(":");
let calls = 0;
for (const name of ["renameSync", "symlinkSync"]) {
  const original = fs[name];
  fs[name] = (...args) => {
    const call = ++calls;
    if (call === Number(nth) && when === "before") process.kill(process.pid, "SIGKILL");
    original(...args);
    if (call === Number(nth) && when === "after") process.kill(process.pid, "SIGKILL");
  };
}
syncBuiltinESMExports();
