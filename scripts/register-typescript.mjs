// Makes `import("….ts")` work in this process: Node 22.18+ and 24 strip the types themselves (the
// code is erasableSyntaxOnly), so nothing is registered there; on Node 20 tsx's loader is. Used by
// everything that starts our TypeScript: scripts/run-ts.mjs (the npm scripts and the processes
// tests start), eleventy.config.js (a host's bare `eleventy`) and the test runner's uvu processes.
// Plain JavaScript: it runs before anything can be compiled.
if (!process.features.typescript) {
  const { register } = await import("tsx/esm/api");
  register();
}
