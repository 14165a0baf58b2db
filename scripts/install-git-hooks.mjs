// npm's "prepare" step (run by `npm ci` and `npm install`): installs the pre-commit check through
// simple-git-hooks (configured in package.json). Does nothing where that cannot apply, so an
// install never fails for it: no git repository (a tarball, a host's build folder), or no
// devDependencies (`npm ci --omit=dev`). Plain JavaScript: it runs before anything is compiled.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

try {
  execFileSync("git", ["rev-parse", "--git-dir"], { stdio: "ignore" });
} catch {
  process.exit(0);
}
let cli;
try {
  cli = createRequire(import.meta.url).resolve("simple-git-hooks/cli.js");
} catch {
  process.exit(0);
}
execFileSync(process.execPath, [cli], { stdio: "inherit" });
