// Every same-site link and asset in the built site resolves (test/support/site-links.ts): in the
// HTML (fragments included), the Markdown mirrors and llms files, and the URLs in the JSON API,
// the feeds, the sitemap and _headers, read from the files of the shared real-content build.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { tempDir } from "./helpers.ts";
import { checkSiteLinks } from "./support/site-links.ts";
import { realSite, realSiteUrl } from "./support/real-site.ts";

test("every same-site link in the real site's HTML, Markdown, JSON and feeds resolves, fragments in HTML included", async () => {
  const report = checkSiteLinks(await realSite(), realSiteUrl);
  assert.ok(report.checked > 10_000, `only ${report.checked} links checked`);
  assert.equal(report.broken.slice(0, 20), [], `${report.broken.length} broken links`);
});

test("the checker finds a missing page, asset and fragment, in HTML, Markdown and JSON, and accepts what resolves", () => {
  const site = path.join(tempDir(), "_site");
  const origin = "https://example.test/health";
  const files: Record<string, string> = {
    "index.html": `<!doctype html><p id="top-note"><a href="/health/en/">ok</a> <a href="en/#intro">ok</a> <a href="#top-note">ok</a>
      <a href="/health/en/missing/">missing page</a> <img src="/health/img/gone.png" alt=""> <a href="/health/en/#outro">missing fragment</a>
      <a href="https://elsewhere.test/nothing">external</a> <a href="/outside/">outside the site's path</a>
      <script>const x = '<a href="/health/not-a-link/">';</script><!-- <a href="/health/commented/"> --></p>`,
    "en/index.html": `<!doctype html><h2 id="intro">Intro</h2><link rel="stylesheet" href="../site.css"><a href="${origin}/en/a.md">ok</a>`,
    "site.css": "p { color: black }",
    "en/a.md": `# A\n\n[ok](${origin}/en/a.json) and [gone](${origin}/en/b.md) and ![pic](/health/img/gone.png)\n\n    [in code](${origin}/not-checked.md)\n`,
    "en/a.json": JSON.stringify({ url: `${origin}/en/`, note: `See ${origin}/en/c.json.`, template: `${origin}/en/{slug}.json` }),
    "sitemap.xml": `<urlset><url><loc>${origin}/en/</loc></url><url><loc>${origin}/de/</loc></url></urlset>`,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    writeFileSync(path.join(site, name), text);
  }
  assert.equal(checkSiteLinks(site, origin).broken, [
    "/health/en/#outro (in index.html): no element with id \"outro\"",
    "/health/en/missing/ (in index.html): no such file",
    "/health/img/gone.png (in en/a.md): no such file",
    "/health/img/gone.png (in index.html): no such file",
    "/outside/ (in index.html): outside the site's path",
    `${origin}/de/ (in sitemap.xml): no such file`,
    `${origin}/en/b.md (in en/a.md): no such file`,
    `${origin}/en/c.json (in en/a.json): no such file`,
  ]);
});

test.run();
