// The file Eleventy looks for (it never reads eleventy.config.ts), so a bare `npx @11ty/eleventy`,
// as a host runs it, builds the real site. On a Node that cannot run TypeScript itself (Node 20),
// tsx's loader is registered first; Node 22.18+ and 24 strip the types natively.
import "./scripts/register-typescript.mjs";

// Imported only now: a static import would be loaded before the loader is registered.
const { default: configure } = await import("./eleventy.config.ts");
export default configure;
