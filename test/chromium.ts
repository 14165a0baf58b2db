// Debian's Chromium for the browser suites, started the one way this machine allows: headless,
// and without the background networking that the closed network here refuses.
import { chromium, type Browser } from "playwright-core";
import { chromium as chromiumTool, requireTool } from "./tools.ts";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireTool(chromiumTool),
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}
