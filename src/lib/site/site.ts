// The whole site model for one build: content loaded and validated once, pages built once.
// Eleventy's global data (_data/) and the build script share it, so no file is read twice per build.
import { clientBundle, subresourceIntegrity } from "../client-bundle.ts";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultContactEmail, readConfig, type BuildConfig } from "../config.ts";
import { loadContent, type Content } from "../content/load.ts";
import { findContentError } from "../content/problems.ts";
import { BuildFailure } from "../failure.ts";
import type { UiStrings } from "../content/ui-schema.ts";
import { locales, type Locale } from "../locales.ts";
import { buildPages, type Page } from "./pages.ts";
import type { Route } from "./routes.ts";

/** A page without its data: what the sitemap, the files' dates and the URL checks read of every page. */
export interface PageOutline {
  kind: Page["kind"];
  locale: Locale;
  route: Route;
  alternates: { locale: Locale; route: Route }[];
  lastUpdated: string;
  /** Its place among its locale's pages. */
  index: number;
}

export interface Site {
  /** The content folder it was loaded from (the form's check reads it again: site-files.ts). */
  contentDir: string;
  siteUrl: string;
  /** The publisher's address for integrators (CONTACT_EMAIL). */
  contactEmail: string;
  locales: readonly Locale[];
  ui: Record<Locale, UiStrings>;
  content: Content;
  /** Every resource page of every locale, locale by locale. */
  outline: PageOutline[];
  /** The view models of each locale's pages, in outline order. */
  pages: Readonly<Record<Locale, Page[]>>;
  /** Seconds spent loading and validating content, and building the view models. */
  timings: { loadContent: number; buildPages: number };
  /** Subresource-integrity hashes of our own stylesheet and script, so a tampered copy is refused. */
  assetIntegrity: Record<"site.css" | "site.js", string>;
}

let cached: { key: string; site: Site } | undefined;

export function loadSite(config: BuildConfig = readConfig()): Site {
  const key = `${config.contentDir}\n${config.siteUrl}\n${config.contactEmail}`;
  if (cached?.key === key) return cached.site;
  const started = performance.now();
  const content = loadContent(config.contentDir);
  const loaded = performance.now();
  const pages = Object.fromEntries(locales.map((locale) => [locale, buildPages(content, config.siteUrl, [locale])])) as Record<Locale, Page[]>;
  const outline = locales.flatMap((locale) =>
    pages[locale].map((page, index): PageOutline => ({ kind: page.kind, locale, route: page.route, alternates: page.alternates, lastUpdated: page.envelope.lastUpdated, index })),
  );
  const timings = { loadContent: (loaded - started) / 1000, buildPages: (performance.now() - loaded) / 1000 };
  // Frozen, so Eleventy hands templates the object itself instead of wrapping every property
  // access in a proxy (its pagination data proxies skip frozen objects).
  const site: Site = Object.freeze({
    contentDir: config.contentDir,
    siteUrl: config.siteUrl,
    contactEmail: config.contactEmail ?? defaultContactEmail,
    locales,
    ui: content.ui,
    content,
    outline,
    pages,
    timings,
    // The stylesheet is copied as it is; the script is bundled from src/client/site.ts.
    assetIntegrity: {
      "site.css": subresourceIntegrity(readFileSync(fileURLToPath(new URL("../../assets/site.css", import.meta.url)))),
      "site.js": clientBundle("site").integrity,
    },
  });
  cached = { key, site };
  return site;
}

/**
 * The site for a build: loaded and validated, or a BuildFailure with every content problem, the
 * same message `npm run check` prints.
 */
export function loadCheckedSite(config: BuildConfig = readConfig()): Site {
  try {
    return loadSite(config);
  } catch (error) {
    const contentError = findContentError(error);
    throw contentError ? new BuildFailure(contentError.message) : error;
  }
}

/** Forgets the loaded content, so the dev server's next rebuild reads the edited files. */
export function clearSiteCache(): void {
  cached = undefined;
}
