// Global data `site`: the content loaded and validated once, and every resource page's view
// model, locale by locale (src/lib/site/site.ts). Eleventy hands it the build's settings
// (eleventy.config.ts registers *.ts data files).
import type { BuildConfig } from "../src/lib/config.ts";
import { loadSite, type Site } from "../src/lib/site/site.ts";

export default function site(config: BuildConfig): Site {
  return loadSite(config);
}
