// Every internal link and asset in the built site resolves, in HTML and in the Markdown mirrors
// (linkinator, run offline on the folder; external links are skipped).
import path from "node:path";
import { LinkChecker, LinkState } from "linkinator";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, freePort, repoRoot, tempDir } from "./helpers.ts";


test("every same-site link in the real site's HTML and Markdown resolves", async () => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const outDir = path.join(tempDir(), "_site");
  const result = await build(path.join(repoRoot, "content"), outDir, { SITE_URL: origin });
  assert.is(result.status, 0, result.stderr);
  const checker = new LinkChecker();
  const crawl = await checker.check({
    path: outDir,
    port,
    recurse: true,
    markdown: true,
    concurrency: 10,
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 200,
    timeout: 30_000,
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = crawl.links.filter((link) => link.state === LinkState.BROKEN);
  assert.ok(crawl.links.length > 1000, `only ${crawl.links.length} links checked`);
  assert.equal(
    broken.slice(0, 20).map((link) => `${link.status} ${link.url} (on ${link.parent})`),
    [],
    `${broken.length} broken links`,
  );
});

test.run();
