// `npm start` keeps serving the last good pages when a rebuild fails (bad content stops the build
// before anything is written). So the preview does not pass off the old page as the edit, every
// page it serves then carries a banner with the problems, until a rebuild succeeds.
import type { IncomingMessage, ServerResponse } from "node:http";
import { editorTables } from "../lib/content/editor-words.ts";
import { locales, type Locale } from "../lib/locales.ts";

let failure: string | undefined;

/** Records the outcome of the latest build: the failure's message, or undefined when it succeeded. */
export function recordBuild(message: string | undefined): void {
  failure = message;
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The banner put at the top of a page's body, framed in the page's language (the problems
 *  themselves are the build's, in English, as `npm run check` prints them). */
export function failureBanner(message: string, locale: Locale = "en"): string {
  const [first, ...rest] = message.trim().split("\n");
  const words = editorTables[locale].form;
  return (
    `<div role="alert" id="build-failed" style="background:#fff3cd;color:#111;border:3px solid #b00020;padding:1em;margin:0;font:16px/1.4 system-ui,sans-serif;white-space:normal">` +
    `<strong>${escape(words.previewStale)}</strong> ${escape(first ?? "")}` +
    (rest.length > 0 ? `<ul>${rest.map((line) => `<li>${escape(line.replace(/^\s*-\s*/, ""))}</li>`).join("")}</ul>` : "") +
    `<p>${escape(words.previewFix)}</p></div>`
  );
}

/** Middleware: while the latest build failed, HTML pages (not the form editor's) get the banner. */
export function buildFailureBanner(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
  if (pathname.startsWith("/admin/") || pathname.startsWith("/api/")) return next();
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  (response as { end: (...args: unknown[]) => ServerResponse }).end = (...args: unknown[]) => {
    const [content] = args;
    const type = String(response.getHeader("Content-Type") ?? "");
    if (failure && typeof content === "string" && type.startsWith("text/html")) {
      const lang = /<html[^>]*\slang="([a-z]{2})/i.exec(content)?.[1];
      const banner = failureBanner(failure, (locales as readonly string[]).includes(lang ?? "") ? (lang as Locale) : "en");
      const body = /<body[^>]*>/i.exec(content);
      // A function, so the banner is inserted as it is: in a replacement string, `$'` (which a
      // content value may hold) would insert the rest of the page.
      args[0] = body ? content.replace(body[0], () => `${body[0]}${banner}`) : banner + content;
    }
    return end(...args);
  };
  next();
}
