// Runs a TypeScript entry point: `node scripts/run-ts.mjs <file.ts> [arguments…]`. Node 22.18+ and
// 24 strip the types themselves, so nothing stands between Node and our code (tsx's loader costs
// about half a second of start-up per process); on Node 20 tsx's loader is registered first
// (scripts/register-typescript.mjs). The entry point sees itself as process.argv[1] and its own
// arguments from process.argv[2], as if Node had started it directly. Plain JavaScript: it runs
// before anything can be compiled.
import path from "node:path";
import { pathToFileURL } from "node:url";
import "./register-typescript.mjs";

const entry = process.argv[2];
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <file.ts> [arguments…]");
  process.exit(2);
}
process.argv.splice(1, 2, path.resolve(entry));
await import(pathToFileURL(process.argv[1]).href);
