// The pages alone, for `npm run bench`: the content loaded and validated, the view models, and every
// resource page's HTML, JSON and Markdown made into bytes by the templates' own render functions,
// on one thread: no Eleventy, no writes, no checks. Beside the floor (bare Eleventy writing files
// of the same sizes) it shows what the pages themselves cost and what the build adds around them.
// Prints one JSON line: the files and bytes made (the bench checks them against what the build
// wrote) and the seconds of each part. CONTENT_DIR and SITE_URL as for the build.
import { readConfig } from "../../src/lib/config.ts";
import { loadCheckedSite } from "../../src/lib/site/site.ts";
import * as htmlTemplate from "../../src/html.11ty.ts";
import * as jsonTemplate from "../../src/json.11ty.ts";
import * as markdownTemplate from "../../src/markdown.11ty.ts";

const site = loadCheckedSite(readConfig());
const templates = { html: htmlTemplate, json: jsonTemplate, markdown: markdownTemplate };
const seconds = { html: 0, json: 0, markdown: 0 };
let files = 0;
let bytes = 0;
for (const locale of site.locales) {
  for (const resource of site.pages[locale]) {
    for (const [name, template] of Object.entries(templates) as [keyof typeof templates, (typeof templates)[keyof typeof templates]][]) {
      const started = performance.now();
      const file = await template.render({ site, resource } as never);
      seconds[name] += (performance.now() - started) / 1000;
      files++;
      bytes += Buffer.byteLength(file);
    }
  }
}
console.log(JSON.stringify({ files, bytes, content: site.timings.loadContent, viewModels: site.timings.buildPages, ...seconds }));
