// A link checker over a built site on disk, as a static host would serve it: every same-site
// link in every file resolves to a file (a folder to its index.html), and every fragment of an
// HTML link names an element of the page it points to. Read from the files, not crawled over
// HTTP, so every file is checked, also those nothing links to.
// - HTML: href, src, srcset, poster and data attributes, and meta content that is a site URL,
//   outside scripts, styles and comments; relative to the page's own address.
// - Markdown (.md, and the llms .txt files): the link and image targets markdown-it finds.
// - JSON: every absolute site URL in a string value. Other text files (XML, Atom, robots.txt,
//   _headers): every absolute site URL.
import { readdirSync, readFileSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import MarkdownIt from "markdown-it";

export interface LinkReport {
  /** Distinct same-site targets checked (address with fragment). */
  checked: number;
  /** `target (in file)`, one per broken link, sorted. */
  broken: string[];
}

const markdown = new MarkdownIt();
const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return entities[name] ?? whole;
  });
}

interface Tag {
  name: string;
  attributes: Map<string, string>;
}

/** The start tags of an HTML document, without what is inside scripts, styles and comments. */
function startTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const text = html.replace(/<!--[\s\S]*?-->/g, "").replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, "$1$3");
  for (const match of text.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g)) {
    const attributes = new Map<string, string>();
    for (const attribute of match[2]!.matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes.set(attribute[1]!.toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ""));
    }
    tags.push({ name: match[1]!.toLowerCase(), attributes });
  }
  return tags;
}

function htmlTargets(tags: Tag[], siteUrl: string): string[] {
  const targets: string[] = [];
  for (const { name, attributes } of tags) {
    for (const attribute of ["href", "src", "poster", "data", "xlink:href"]) {
      const value = attributes.get(attribute);
      if (value !== undefined) targets.push(value.trim());
    }
    const srcset = attributes.get("srcset");
    if (srcset) targets.push(...srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!));
    const content = attributes.get("content");
    if (name === "meta" && content?.startsWith(siteUrl)) targets.push(content);
  }
  return targets;
}

function markdownTargets(source: string): string[] {
  const targets: string[] = [];
  const visit = (tokens: ReturnType<MarkdownIt["parse"]>) => {
    for (const token of tokens) {
      if (token.type === "link_open") targets.push(token.attrGet("href") ?? "");
      if (token.type === "image") targets.push(token.attrGet("src") ?? "");
      if (token.children) visit(token.children);
    }
  };
  visit(markdown.parse(source, {}));
  return targets;
}

function absoluteSiteUrls(text: string, siteUrl: string): string[] {
  const escaped = siteUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  // A URL ends at a space, a quote, a bracket or markup, and a sentence's punctuation is not
  // part of it; a template such as {slug} is no link.
  return [...text.matchAll(new RegExp(`${escaped}[^\\s"'<>()\\[\\]\`]*`, "g"))]
    .map((m) => m[0].replace(/[.,;:!?]+$/, ""))
    .filter((url) => !url.includes("{"));
}

function statOrNothing(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined; // missing, or a file where the address expects a folder
  }
}

function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The address a file is served at, relative to the site's root: a folder's index.html at the folder. */
function addressOf(relative: string): string {
  const address = `/${relative.split(path.sep).join("/")}`;
  return address.endsWith("/index.html") ? address.slice(0, -"index.html".length) : address;
}

export function checkSiteLinks(outDir: string, siteUrl: string): LinkReport {
  const site = new URL(siteUrl);
  const base = site.pathname.replace(/\/$/, "");
  const files = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((name) => statSync(path.join(outDir, name)).isFile());
  const idsByFile = new Map<string, Set<string>>();
  const ids = (file: string) => {
    let found = idsByFile.get(file);
    if (!found) {
      found = new Set();
      for (const { name, attributes } of startTags(readFileSync(file, "utf8"))) {
        const id = attributes.get("id");
        if (id !== undefined) found.add(id);
        if (name === "a" && attributes.has("name")) found.add(attributes.get("name")!);
      }
      idsByFile.set(file, found);
    }
    return found;
  };
  /** Why a target is broken, or undefined where it resolves. */
  const problem = (url: URL, checkFragment: boolean): string | undefined => {
    let urlPath = decodeURIComponent(url.pathname);
    if (!urlPath.startsWith(`${base}/`) && urlPath !== base) return "outside the site's path";
    urlPath = urlPath.slice(base.length) || "/";
    let file = path.join(outDir, path.normalize(urlPath));
    if (!file.startsWith(outDir)) return "outside the site";
    let stat = statOrNothing(file);
    if (stat?.isDirectory()) {
      file = path.join(file, "index.html");
      stat = statOrNothing(file);
    }
    if (!stat?.isFile()) return "no such file";
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (checkFragment && fragment && fragment.toLowerCase() !== "top" && file.endsWith(".html") && !ids(file).has(fragment)) return `no element with id "${fragment}"`;
    return undefined;
  };

  const verdicts = new Map<string, string | undefined>();
  const broken = new Set<string>();
  for (const relative of files) {
    const file = path.join(outDir, relative);
    const page = new URL(`${base}${addressOf(relative)}`, site.origin);
    let targets: string[];
    let checkFragments = true;
    if (relative.endsWith(".html")) targets = htmlTargets(startTags(readFileSync(file, "utf8")), siteUrl);
    else if (/\.(md|txt)$/.test(relative) && !relative.endsWith("robots.txt")) targets = markdownTargets(readFileSync(file, "utf8"));
    else if (/\.(json|xml|atom|txt)$/.test(relative) || path.basename(relative) === "_headers") {
      // In JSON, the URLs within each string as decoded (Markdown in a description included).
      const text = readFileSync(file, "utf8");
      targets = relative.endsWith(".json") ? stringsOf(JSON.parse(text)).flatMap((value) => absoluteSiteUrls(value, siteUrl)) : absoluteSiteUrls(text, siteUrl);
      // Identifiers such as an Atom entry's id may carry a fragment that names no element.
      checkFragments = false;
    } else continue;
    for (const target of targets) {
      if (target === "" || /^(mailto|tel|javascript|data):/i.test(target)) continue;
      let url: URL;
      try {
        url = new URL(target, page);
      } catch {
        broken.add(`${target} (in ${relative}): not a URL`);
        continue;
      }
      if (url.origin !== site.origin) continue;
      url.search = "";
      if (!checkFragments) url.hash = "";
      const key = url.href;
      if (!verdicts.has(key)) verdicts.set(key, problem(url, checkFragments));
      const verdict = verdicts.get(key);
      if (verdict) broken.add(`${target} (in ${relative}): ${verdict}`);
    }
  }
  return { checked: verdicts.size, broken: [...broken].sort() };
}
