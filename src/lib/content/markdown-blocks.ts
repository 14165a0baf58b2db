// Parses a disease profile body (Markdown) into the typed blocks of the published contract, so
// clients render it without parsing HTML. Only a small, safe subset is accepted; anything else is
// a content problem with its line, never passed through.
import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import type { Block, Inline } from "../published/schemas.ts";
import type { ContentProblem } from "./problems.ts";
import { said } from "./editor-words.ts";

export type { Block, Inline };

export const maxProfileBlocks = 200;

// The parser recognises more than the subset (raw HTML, tables, strikethrough) so that each is
// refused with its line instead of being published as literal pipes and tags. Links are checked
// below instead of being silently dropped by markdown-it's own validateLink, so an editor learns
// about a bad link.
const markdown = new MarkdownIt("commonmark", { html: true, linkify: false }).enable(["table", "strikethrough"]);
markdown.validateLink = () => true;

export function isAllowedHref(href: string): boolean {
  return /^https:\/\/[^/@\s]+(\/\S*)?$/.test(href) || /^mailto:[^\s@]+@[^\s@]+$/.test(href);
}

/** The index of the token that closes the one opened at `i`, so one construct gives one problem. */
function skip(tokens: readonly Token[], i: number): number {
  let depth = 1;
  while (depth > 0 && i + 1 < tokens.length) depth += tokens[++i]!.nesting;
  return i;
}

export function parseProfileMarkdown(source: string, file: string): { blocks: Block[]; problems: ContentProblem[] } {
  const blocks: Block[] = [];
  const problems: ContentProblem[] = [];

  function problem(token: Token | undefined, words: ReturnType<typeof said>): void {
    problems.push({ file, path: "", ...words, ...(token?.map ? { line: token.map[0] + 1 } : {}) });
  }

  function inline(token: Token | undefined, lineToken: Token): Inline[] {
    const runs: Inline[] = [];
    const open = { strong: 0, em: 0 };
    let link: { href: string; text: string } | undefined;
    const push = (text: string) => {
      if (link) {
        link.text += text;
        return;
      }
      const type = open.strong ? "strong" : open.em ? "emphasis" : "text";
      const last = runs.at(-1);
      if (last && last.type === type) last.text += text;
      else runs.push({ type, text });
    };
    for (const child of token?.children ?? []) {
      const emphasis = /^(strong|em)_(open|close)$/.exec(child.type);
      if (emphasis) {
        open[emphasis[1] as "strong" | "em"] += emphasis[2] === "open" ? 1 : -1;
        continue;
      }
      switch (child.type) {
        case "text":
          push(child.content);
          break;
        case "softbreak":
        case "hardbreak":
          push(" ");
          break;
        case "link_open": {
          const href = child.attrGet("href") ?? "";
          if (!isAllowedHref(href)) problem(lineToken, said("linkAddress", { text: JSON.stringify(href) }));
          link = { href, text: "" };
          break;
        }
        case "link_close":
          // An empty link text gives an HTML link with no name (html-validate refuses it).
          if (link && link.text.trim() === "") problem(lineToken, said("linkText"));
          if (link) runs.push({ type: "link", text: link.text, href: link.href });
          link = undefined;
          break;
        case "image":
          problem(lineToken, said("image"));
          break;
        default:
          // One problem per construct: its closing token or tag adds nothing.
          if (child.type.endsWith("_close") || (child.type === "html_inline" && child.content.startsWith("</"))) break;
          problem(lineToken, said("inlineMarkdown", { type: child.type }));
      }
    }
    return runs.map((run) => ({ ...run, text: run.text.replace(/\s+/g, " ") })).filter((run) => run.text.trim() !== "" || run.type === "link");
  }

  function read(tokens: Token[]): void {
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type === "heading_open") {
        const level = Number(token.tag.slice(1));
        if (level !== 2 && level !== 3) {
          problem(token, said("headingLevel", { level }));
        }
        const text = inline(tokens[i + 1], token)
          .map((run) => run.text)
          .join("")
          .trim();
        if (text === "") problem(token, said("emptyHeading"));
        blocks.push({ type: "heading", level: level === 3 ? 3 : 2, text });
        i += 2;
      } else if (token.type === "paragraph_open") {
        blocks.push({ type: "paragraph", content: inline(tokens[i + 1], token) });
        i += 2;
      } else if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
        i = list(tokens, i);
      } else {
        problem(token, said("blockMarkdown", { type: token.type }));
        if (token.nesting === 1) i = skip(tokens, i);
      }
    }
  }

  function list(tokens: Token[], start: number): number {
    const open = tokens[start]!;
    const items: Inline[][] = [];
    let i = start + 1;
    for (; i < tokens.length && tokens[i]!.type !== open.type.replace("_open", "_close"); i++) {
      const token = tokens[i]!;
      if (token.type === "list_item_open") {
        // An item of the previous list item with no text is an empty <li> in the HTML.
        if (items.length && !items.at(-1)!.some((run) => run.text.trim() !== "")) problem(token, said("emptyListItem"));
        items.push([]);
      } else if (token.type === "paragraph_open") {
        const runs = inline(tokens[i + 1], token);
        const item = items.at(-1);
        if (item) item.push(...(item.length ? [{ type: "text" as const, text: " " }] : []), ...runs);
        i += 2;
      } else if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
        problem(token, said("nestedList"));
        i = skip(tokens, i);
      } else if (token.type !== "list_item_close" && token.type !== "paragraph_close") {
        problem(token, said("listItemMarkdown", { type: token.type }));
      }
    }
    if (items.length && !items.at(-1)!.some((run) => run.text.trim() !== "")) problem(tokens[i] ?? open, said("emptyListItem"));
    blocks.push({ type: "list", ordered: open.type === "ordered_list_open", items });
    return i;
  }

  read(markdown.parse(source, {}));
  if (blocks.length === 0) problem(undefined, said("emptyBody"));
  if (blocks.length > maxProfileBlocks) {
    problem(undefined, said("tooManyBlocks", { max: maxProfileBlocks, count: blocks.length }));
  }
  return { blocks, problems };
}
