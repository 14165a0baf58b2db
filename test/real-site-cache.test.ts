// The shared real-content build's cache (test/support/real-site.ts) never removes a build that a
// running test process may still read: the current inputs' build always stays, a build of older
// inputs stays for an hour (a process that started before an edit reads it), a live builder's
// half-made build stays; older builds and the leftovers of killed builders go.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, utimesSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { tempDir } from "./helpers.ts";
import { pruneBuilds, staleAfterMs } from "./support/real-site.ts";

test("pruning keeps the current build, recent builds of other inputs and live builders' work; removes old builds and dead builders' leftovers", async () => {
  const folder = tempDir("real-site-cache-");
  const dead = spawn("true");
  await new Promise((resolve) => dead.on("exit", resolve));
  const live = spawn("sleep", ["60"], { stdio: "ignore" });
  const now = Date.now();
  const made = (name: string, ageMs: number) => {
    const dir = path.join(folder, name);
    mkdirSync(path.join(dir, "_site"), { recursive: true });
    const when = new Date(now - ageMs);
    utimesSync(dir, when, when);
    return dir;
  };
  const current = made("current", 2 * staleAfterMs);
  const recent = made("edited-a-minute-ago", 60_000);
  const old = made("edited-yesterday", staleAfterMs + 60_000);
  const deadBuilder = made(`current.partial-${dead.pid}`, 0);
  const liveBuilder = made(`current.partial-${live.pid}`, 0);
  try {
    pruneBuilds(folder, "current", now);
  } finally {
    live.kill();
  }
  assert.ok(existsSync(current), "the build of the current inputs");
  assert.ok(existsSync(recent), "a build of other inputs that a running process may still read");
  assert.ok(existsSync(liveBuilder), "a live builder's half-made build");
  assert.not.ok(existsSync(old), "a build of other inputs older than an hour");
  assert.not.ok(existsSync(deadBuilder), "a killed builder's leftovers");
});

test.run();
