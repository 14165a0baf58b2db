// The site as people meet it, in a real browser (Debian's Chromium driven by playwright-core):
// no console errors, same-site links and assets load, the language switcher keeps the page,
// the country filter narrows the list, axe finds nothing serious, and screenshots for a person.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { build, repoRoot, tempDir, setUp } from "./helpers.ts";
import { serveStatic, type StaticServer } from "./static-server.ts";
import { chromium as chromiumTool, requireTool } from "./tools.ts";

const screenshots = path.join(repoRoot, "test/screenshots");
let server: StaticServer;
let browser: Browser;
const checkedUrls = new Map<string, number>();

setUp(test, async () => {
  const executablePath = requireTool(chromiumTool);
  const outDir = path.join(tempDir(), "_site");
  server = await serveStatic(outDir);
  const result = await build(path.join(repoRoot, "content"), outDir, { SITE_URL: server.origin });
  assert.is(result.status, 0, result.stderr);
  browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  mkdirSync(screenshots, { recursive: true });
});

test.after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page, failing on console errors, and checks every same-site link and asset it names. */
async function visit(urlPath: string, options: { width?: number; locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, locale: options.locale ?? "en-GB" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`${server.origin}${urlPath}`);
  assert.is(response?.status(), 200, urlPath);
  await page.waitForLoadState("load");
  assert.equal(errors, [], `${urlPath}: console errors`);
  const targets = await page.$$eval("a[href], link[href], script[src]", (elements) =>
    elements.map((e) => (e as unknown as { href?: string }).href || (e as unknown as { src: string }).src),
  );
  for (const target of new Set(targets.filter((t) => t.startsWith(server.origin)).map((t) => t.split("#")[0]!))) {
    if (!checkedUrls.has(target)) checkedUrls.set(target, (await page.request.get(target)).status());
    assert.is(checkedUrls.get(target), 200, `${urlPath} links to ${target}`);
  }
  return page;
}

async function assertAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  assert.equal(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`),
    [],
    `${label}: axe violations`,
  );
}

for (const [locale, other, kenya] of [
  ["nl", "es", "Kenia"],
  ["es", "nl", "Kenia"],
] as const) {
  test(`${locale}: home page, with the way into every section`, async () => {
    const page = await visit(`/${locale}/`);
    for (const section of ["travel/", "travel/diseases/", "data/vaccinations/", "developers/"]) {
      assert.is(await page.locator(`main a[href="/${locale}/${section}"]`).count() + (await page.locator(`header a[href="/${locale}/${section}"]`).count()) > 0, true, section);
    }
    await assertAccessible(page, `/${locale}/`);
    await page.context().close();
  });

  test(`${locale}: the country list filter narrows the list`, async () => {
    const page = await visit(`/${locale}/travel/`);
    const rows = page.locator("table[data-filterable] tbody tr");
    const total = await rows.count();
    assert.ok(total >= 195, `${total} rows`);
    await page.fill("#country-filter", "keni");
    const visible = page.locator("table[data-filterable] tbody tr:visible");
    assert.is(await visible.count(), 1);
    assert.is((await visible.locator("th").innerText()).trim(), kenya);
    assert.match(await page.locator("#country-filter-status").innerText(), new RegExp(`^1\\D+${total}`));
    await assertAccessible(page, `/${locale}/travel/`);
    await page.context().close();
  });

  test(`${locale}: a country page, its language switcher, and screenshots at phone and desktop widths`, async () => {
    for (const width of [375, 1280]) {
      const page = await visit(`/${locale}/travel/kenya/`, { width });
      await page.screenshot({ path: path.join(screenshots, `country-kenya-${locale}-${width}.png`), fullPage: width === 375 ? false : true });
      if (width === 1280) {
        assert.is(await page.locator("h1").innerText(), (await page.title()).split(" · ")[0]);
        await assertAccessible(page, `/${locale}/travel/kenya/`);
        await page.click(`.language-nav a[hreflang="${other}"]`);
        await page.waitForLoadState("load");
        assert.is(new URL(page.url()).pathname, `/${other}/travel/kenya/`);
        assert.is(await page.locator("html").getAttribute("lang"), other);
      }
      await page.context().close();
    }
  });

  test(`${locale}: a disease page whose body falls back to another language says so`, async () => {
    const page = await visit(`/${locale}/travel/diseases/malaria/`);
    const bodyLanguage = locale === "nl" ? null : "en";
    assert.is(await page.locator(".profile").getAttribute("lang"), bodyLanguage);
    assert.is(await page.locator(".language-note").count(), bodyLanguage ? 1 : 0);
    await assertAccessible(page, `/${locale}/travel/diseases/malaria/`);
    await page.context().close();
  });

  test(`${locale}: the vaccine catalog and the developers' page`, async () => {
    for (const urlPath of [`/${locale}/data/vaccinations/`, `/${locale}/developers/`]) {
      const page = await visit(urlPath);
      assert.ok((await page.locator("main section").count()) > 3, urlPath);
      await assertAccessible(page, urlPath);
      await page.context().close();
    }
  });
}

test("the root page follows the browser's language, and works as a plain chooser", async () => {
  const page = await visit("/", { locale: "es-ES" });
  await page.waitForURL(`${server.origin}/es/`);
  await page.context().close();
  const chooser = await visit("/?choose", { locale: "es-ES" });
  assert.is(new URL(chooser.url()).pathname, "/");
  assert.is(await chooser.locator('main a[hreflang="fr"]').count(), 1);
  await assertAccessible(chooser, "/");
  await chooser.context().close();
});

test("an unknown address gets the helpful 404 page in all five languages", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(`${server.origin}/en/travel/atlantis/`);
  assert.is(response?.status(), 404);
  assert.is(await page.locator("main section[lang]").count(), 5);
  await context.close();
});

test.run();
