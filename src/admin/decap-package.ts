// Decap CMS's own build for the form editor, taken from its npm package's tarball (`npm pack`)
// instead of installed: as a dependency it brought its whole React development tree (about 400
// packages, 200 MB) into every deploy, when the site copies only the scripts in its dist/ folder.
// The tarball is checked against the integrity below, unpacked once into node_modules/.cache and
// reused by every later build; npm keeps the tarball in its own cache, so a machine that fetched
// it once builds offline. To move to another version: `npm view decap-cms@<version> dist.integrity`.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { BuildFailure } from "../lib/failure.ts";

export const decapPackage = {
  name: "decap-cms",
  version: "3.16.3",
  integrity: "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==",
} as const;

/** The files the page loads: the script, the chunks it loads from beside itself and its WebAssembly (no source maps, no second `cms.js` copy). */
export const isDecapAsset = (name: string): boolean => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name);

/** The folder (relative to the repository) holding Decap's build, fetched and unpacked on first use. */
export function decapDist(repository: string): string {
  const relative = `node_modules/.cache/${decapPackage.name}-${decapPackage.version}`;
  const folder = path.join(repository, relative);
  if (existsSync(folder)) return relative;

  const cache = path.dirname(folder);
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(path.join(cache, `.${decapPackage.name}-`));
  try {
    const spec = `${decapPackage.name}@${decapPackage.version}`;
    const packed = spawnSync("npm", ["pack", spec, "--pack-destination", work, "--silent"], { encoding: "utf8", shell: process.platform === "win32" });
    const tarball = path.join(work, `${decapPackage.name}-${decapPackage.version}.tgz`);
    if (packed.status !== 0 || !existsSync(tarball)) {
      // npm's own first complaint, in the same line (npm prints a dozen).
      const said = (packed.stderr ?? "").split("\n").find((line) => /\S/.test(line))?.trim();
      throw new BuildFailure(`The form editor's ${spec}: \`npm pack ${spec}\` failed (${packed.error?.message ?? `exit code ${packed.status}`}${said ? `: ${said}` : ""}); it needs the npm registry, or npm's cache, once per machine.`);
    }
    const found = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
    if (found !== decapPackage.integrity) throw new BuildFailure(`The form editor's ${spec}: expected the tarball with integrity ${decapPackage.integrity}; found ${found}. Nothing was unpacked.`);
    const unpacked = spawnSync("tar", ["-xzf", tarball, "-C", work, "package/dist"], { encoding: "utf8" });
    if (unpacked.status !== 0) throw new BuildFailure(`The form editor's ${spec}: \`tar -xzf\` of its tarball failed (${unpacked.error?.message ?? unpacked.stderr.trim()}).`);
    // Only what the site copies, moved into place in one step: a build stopped half-way leaves no folder that looks complete.
    const staged = path.join(work, "dist");
    mkdirSync(staged);
    for (const name of readdirSync(path.join(work, "package/dist")).filter(isDecapAsset)) cpSync(path.join(work, "package/dist", name), path.join(staged, name));
    try {
      renameSync(staged, folder);
    } catch (error) {
      // Another build on this machine unpacked it meanwhile.
      if (!existsSync(folder)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return relative;
}
