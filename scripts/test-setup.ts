// `npm test`'s set-up step (npm runs it as `pretest`): the browser suite needs Chromium and the
// served-headers test needs nginx. Where either is missing, install Debian's packages the way
// `playwright install --with-deps` does (apt-get, as root or through password-less sudo), so a
// fresh machine with only Node and npm passes `npm test`. Where that is impossible, stop with the
// one command that fixes it: a missing tool is a failure, never a skipped test.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { installCommand, missingTools, type Tool } from "../test/tools.ts";

function fail(message: string): never {
  console.error(`\nTest set-up: ${message}\n`);
  process.exit(1);
}

/** How this process can run apt-get as root: directly, through sudo without a password, or not at all. */
function rootPrefix(): string[] | undefined {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" });
  return sudo.status === 0 ? ["sudo", "-n"] : undefined;
}

function run(prefix: string[], args: string[]): void {
  const [command, ...rest] = [...prefix, ...args];
  const result = spawnSync(command!, rest, { encoding: "utf8", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.status !== 0) {
    fail(`\`${[command, ...rest].join(" ")}\` failed (${result.error?.message ?? `exit code ${result.status}`}):\n${result.stdout ?? ""}${result.stderr ?? ""}`);
  }
}

function install(missing: Tool[]): void {
  const wanted = missing.map((tool) => `${tool.name} (${tool.path})`).join(" and ");
  const fix = `Run \`${installCommand(missing)}\`, or set ${missing.map((tool) => tool.envVar).join("/")} to the binary, then \`npm test\` again.`;
  const overridden = missing.filter((tool) => process.env[tool.envVar]);
  if (overridden.length > 0) fail(`${overridden.map((t) => `${t.envVar}=${t.path}`).join(", ")} does not exist. Point it at the binary, or unset it to use Debian's package.`);
  if (!existsSync("/usr/bin/apt-get")) fail(`the tests need ${wanted}, and this is not a Debian-based machine, so they cannot be installed here automatically. Install Chromium and nginx with the system's package manager and set ${missing.map((tool) => tool.envVar).join(" and ")} to their binaries.`);
  const prefix = rootPrefix();
  if (!prefix) fail(`the tests need ${wanted}, which are missing, and this user can neither install packages (not root) nor use sudo without a password.\n${fix}`);
  const packages = missing.map((tool) => tool.debianPackage);
  console.log(`Test set-up: installing Debian's ${packages.join(" and ")} for the browser and served-headers tests (once per machine)...`);
  const started = performance.now();
  // Wait for another apt-get (a parallel `npm test`) instead of failing on its lock.
  const lock = ["-o", "DPkg::Lock::Timeout=600"];
  run(prefix, ["apt-get", "update", "-qq", ...lock]);
  run(prefix, ["apt-get", "install", "-y", "-qq", "--no-install-recommends", ...lock, ...packages]);
  const stillMissing = missingTools();
  if (stillMissing.length > 0) fail(`apt-get installed ${packages.join(" ")}, yet ${stillMissing.map((t) => t.path).join(" and ")} is still missing.\n${fix}`);
  console.log(`Test set-up: installed in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

const missing = missingTools();
if (missing.length > 0) install(missing);
