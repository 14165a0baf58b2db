// A worker thread's entry point (the output check, src/lib/verify/worker.ts; the locator maps,
// src/lib/render/locator-worker.ts): Node 20 cannot import TypeScript in a worker until tsx's
// loader is registered there too (scripts/register-typescript.mjs); Node 22.18+ and 24 strip the
// types themselves. Plain JavaScript: it runs before anything can be compiled.
// workerData: { module: the worker's file, relative to this folder; setup: what it is started with }.
import "../../scripts/register-typescript.mjs";
import { workerData } from "node:worker_threads";

await import(new URL(workerData.module, import.meta.url).href);
