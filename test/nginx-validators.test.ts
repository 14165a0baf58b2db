// Validators that follow the bytes, through the shipped nginx config (deploy/nginx-site.conf):
// builds into one output, as a server's deploys are, differing only in SITE_URL (configuration)
// and then only in a template's output (code), change the ETag and Last-Modified of exactly the
// files whose bytes changed, and move each changed file's Last-Modified forward, so a client that
// polls with If-None-Match or If-Modified-Since sees every change and nothing else.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, listFiles, makeFixture, projectCopy, readJson, setUp, siteUrl, tempDir } from "./helpers.ts";
import { startNginx } from "./nginx-server.ts";

interface Seen {
  /** Digest of the bytes on disk. */
  bytes: string;
  etag: string;
  lastModified: string;
}

const outDir = path.join(tempDir(), "_site");
// The same length as the tests' SITE_URL: the sizes stay, so only the times can tell the bytes apart.
const otherSiteUrl = siteUrl.replace("health", "wealth");
let origin: string;
let stop: () => void;
const seen: Map<string, Seen>[] = [];

/** Every file's bytes and its validators as nginx sends them. */
async function observe(): Promise<Map<string, Seen>> {
  const out = new Map<string, Seen>();
  const files = listFiles(outDir).filter((file) => !file.startsWith(".") && !file.includes("/."));
  for (const file of files) {
    const response = await fetch(`${origin}/${file}`.replace(/index\.html$/, ""), { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    assert.is(response.status, 200, file);
    const bytes = createHash("sha256").update(readFileSync(path.join(outDir, file))).digest("hex");
    out.set(file, { bytes, etag: response.headers.get("etag")!, lastModified: response.headers.get("last-modified")! });
  }
  return out;
}

setUp(test, async () => {
  const content = makeFixture();
  assert.is((await build(content, outDir)).status, 0);
  const server = await startNginx([{ root: outDir }]);
  origin = server.origins[0]!;
  stop = server.stop;
  seen.push(await observe());
  // A second deploy of the same content for another address: configuration only.
  const moved = await build(content, outDir, { SITE_URL: otherSiteUrl });
  assert.is(moved.status, 0, moved.stderr);
  seen.push(await observe());
  // A third of the same content and address, by code whose JSON template indents a vaccine's file
  // by one space: a template's output, which no content date records.
  const project = projectCopy(["scripts"]);
  const template = path.join(project, "src/json.11ty.ts");
  const source = readFileSync(template, "utf8");
  const changed = source.replace('resource.kind === "tripData" ? undefined : 2', 'resource.kind === "tripData" ? undefined : resource.kind === "vaccine" ? 1 : 2');
  assert.is.not(changed, source, "the JSON template changed shape; update this test");
  writeFileSync(template, changed);
  const run = spawnSync(process.execPath, [path.join(project, "scripts/run-ts.mjs"), path.join(project, "scripts/build.ts")], {
    cwd: project,
    env: { ...process.env, CONTENT_DIR: content, OUTPUT_DIR: outDir, SITE_URL: otherSiteUrl },
    encoding: "utf8",
  });
  assert.is(run.status, 0, run.stderr);
  seen.push(await observe());
});

test.after(() => stop?.());

/** The files of both observations whose bytes differ, and those whose validators differ. */
function differences(before: Map<string, Seen>, after: Map<string, Seen>) {
  const common = [...before.keys()].filter((file) => after.has(file));
  const bytes = common.filter((file) => before.get(file)!.bytes !== after.get(file)!.bytes);
  const validators = common.filter((file) => before.get(file)!.etag !== after.get(file)!.etag || before.get(file)!.lastModified !== after.get(file)!.lastModified);
  return { common, bytes, validators };
}

test("a new SITE_URL changes the ETag and Last-Modified of exactly the files whose bytes it changed, and moves them forward", () => {
  const { common, bytes, validators } = differences(seen[0]!, seen[1]!);
  assert.ok(bytes.length > 100 && bytes.length < common.length, `${bytes.length} of ${common.length} files changed bytes`);
  assert.equal(validators, bytes);
  for (const file of bytes) {
    assert.is.not(seen[1]!.get(file)!.etag, seen[0]!.get(file)!.etag, `${file}: a new ETag`);
    assert.ok(Date.parse(seen[1]!.get(file)!.lastModified) > Date.parse(seen[0]!.get(file)!.lastModified), `${file}: a later Last-Modified`);
  }
});

test("a template's new output changes the validators of exactly the files whose bytes changed: here each vaccine's JSON file", () => {
  const { bytes, validators } = differences(seen[1]!, seen[2]!);
  assert.ok(bytes.length > 0 && bytes.every((file) => /^[a-z]{2}\/data\/vaccinations\/[a-z0-9-]+\.json$/.test(file)), bytes.join(", "));
  assert.equal(validators, bytes);
  for (const file of bytes) assert.ok(Date.parse(seen[2]!.get(file)!.lastModified) > Date.parse(seen[1]!.get(file)!.lastModified), `${file}: a later Last-Modified`);
});

test("a client polling with the validators it saw gets 200 for a changed file and 304 for an unchanged one, by ETag and by date", async () => {
  const { bytes, common } = differences(seen[1]!, seen[2]!);
  const changed = bytes[0]!;
  const unchanged = common.find((file) => file.endsWith(".json") && !bytes.includes(file))!;
  for (const [file, status] of [[changed, 200], [unchanged, 304]] as const) {
    const before = seen[1]!.get(file)!;
    const byTag = await fetch(`${origin}/${file}`, { headers: { "If-None-Match": before.etag } });
    assert.is(byTag.status, status, `${file} by ETag`);
    const byDate = await fetch(`${origin}/${file}`, { headers: { "If-Modified-Since": before.lastModified } });
    assert.is(byDate.status, status, `${file} by date`);
  }
  // lastUpdated stays the content's date: a vaccine's file says when its content changed, while
  // its Last-Modified says when its bytes did.
  const vaccine = readJson(outDir, `/${changed}`);
  assert.ok(Date.parse(seen[2]!.get(changed)!.lastModified) > Date.parse(vaccine.lastUpdated));
  const catalog = readJson(outDir, `/${changed.replace(/\/[a-z0-9-]+\.json$/, ".json")}`);
  assert.is(vaccine.lastUpdated, catalog.data.find((v: { slug: string }) => v.slug === vaccine.data.slug).lastUpdated);
});

test.run();
