// A worker thread's entry point for worker.ts: Node 20 cannot import TypeScript in a worker until
// tsx's loader is registered there too (scripts/register-typescript.mjs); Node 22.18+ and 24
// strip the types themselves. Plain JavaScript: it runs before anything can be compiled.
import "../../../scripts/register-typescript.mjs";

await import("./worker.ts");
