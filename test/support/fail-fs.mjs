// Preloaded into a build process by test/io-failures.test.ts (node --import): the file-system
// calls that read a folder or open a file fail with FAIL_FS_CODE (such as EACCES) for FAIL_FS_PATH
// and everything under it, as they would for a folder this user may not read. Plain JavaScript,
// loaded before the build's TypeScript loader (scripts/run-ts.mjs).
import fs from "node:fs";
import path from "node:path";
import { syncBuiltinESMExports } from "node:module";

const code = process.env.FAIL_FS_CODE;
const root = process.env.FAIL_FS_PATH;
const hit = (p) => typeof p === "string" && root && (path.resolve(p) === root || path.resolve(p).startsWith(root + path.sep));
for (const name of ["readdirSync", "openSync", "readFileSync"]) {
  const original = fs[name];
  fs[name] = (...args) => {
    if (hit(args[0])) {
      const error = new Error(`${code}: ${name} '${args[0]}'`);
      Object.assign(error, { code, syscall: name.replace(/Sync$/, ""), path: args[0] });
      throw error;
    }
    return original(...args);
  };
}
syncBuiltinESMExports();
