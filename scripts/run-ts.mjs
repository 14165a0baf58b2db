// Runs a TypeScript entry point: `node scripts/run-ts.mjs <file.ts> [arguments…]`. Node 22.18+ and
// 24 strip the types themselves, so nothing stands between Node and our code (tsx's loader costs
// about half a second of start-up per process); on Node 20 tsx's loader is registered first
// (scripts/register-typescript.mjs). The entry point sees itself as process.argv[1] and its own
// arguments from process.argv[2], as if Node had started it directly. Plain JavaScript: it runs
// before anything can be compiled.
import module from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import "./register-typescript.mjs";

// V8's compiled code of every module, kept between runs (Node 22.1+, in os.tmpdir()/node-compile-cache):
// a repeated build or test process starts about 0.15 s sooner (docs/performance.md). Each entry is
// checked against its file's source, so an edited file is compiled afresh.
module.enableCompileCache?.();

const entry = process.argv[2];
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <file.ts> [arguments…]");
  process.exit(2);
}
process.argv.splice(1, 2, path.resolve(entry));
await import(pathToFileURL(process.argv[1]).href);
