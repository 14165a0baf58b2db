// The form editor at /admin/ in a real browser (Debian's Chromium via playwright-core), as an
// editor uses it locally: Decap CMS from our own assets under the /admin/ CSP of _headers, saving
// through the local backend that `npm start` mounts (src/admin/local-backend.ts) into a git
// working tree — a temporary copy of the fixture content, never the repository's own. The saved
// file differs only where the editor typed (and in lastUpdated), and `npm run check` accepts it.
import { execFileSync, spawnSync } from "node:child_process";
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { liveContentSnapshot } from "../src/admin/content-snapshot.ts";
import { localBackend } from "../src/admin/local-backend.ts";
import { editorAddress, newEditorKey } from "../src/admin/backend-access.ts";
import { fillInEachLocale, newProfileBody } from "../src/lib/content/fill-in-markers.ts";
import { newCountry } from "../src/lib/content/scaffold.ts";
import { schemasToRefresh } from "../src/lib/content/json-schemas.ts";
import { headersFor } from "../src/lib/site/headers.ts";
import { launchChromium } from "./chromium.ts";
import { build, makeFixture, repoRoot, setUp, tempDir, runTs } from "./helpers.ts";
import { mediaTypes, parseHeadersFile } from "./static-server.ts";

let content: string;
let origin: string;
let server: Server;
let browser: Browser;
const editorKey = newEditorKey();

const git = (...args: string[]) => execFileSync("git", ["-C", path.dirname(content), "-c", "user.name=Editor", "-c", "user.email=editor@example.test", ...args], { encoding: "utf8" });

setUp(test, async () => {
  content = makeFixture();
  // The editors' schemas, as in the repository: a save that adds a choice refreshes them.
  mkdirSync(path.join(content, "schemas"));
  for (const { file, text } of schemasToRefresh(content)) writeFileSync(file, text);
  // A working tree with the content committed: the check then also asks that an edited file
  // carries a new lastUpdated and change note (src/lib/content/edit-dates.ts).
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "fixture");
  const outDir = path.join(tempDir(), "_site");
  const result = await build(content, outDir);
  assert.is(result.status, 0, result.stderr);
  const rules = parseHeadersFile(readFileSync(path.join(outDir, "_headers"), "utf8"));
  const backend = localBackend(content, editorKey);
  const check = liveContentSnapshot(content);
  // The built site served as a host serves it (the _headers rules), with the local backend and the pre-save check in front as on `npm start`.
  server = createServer((request, response) =>
    check(request, response, () => backend(request, response, () => {
      const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
      let file = path.join(outDir, path.normalize(urlPath));
      if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
      const found = file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
      const type = mediaTypes[path.extname(file)] ?? (file.endsWith(".wasm") ? "application/wasm" : "application/octet-stream");
      response.writeHead(found ? 200 : 404, { "Content-Type": type, ...headersFor(urlPath, rules) });
      if (found) createReadStream(file).pipe(response);
      else response.end();
    })),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

/** The form editor on `page`, logged in through the local backend, at a collection's list of entries. */
async function openCollection(page: Page, collection: string, query = ""): Promise<void> {
  // The address `npm start` prints, with this run's key (src/admin/backend-access.ts).
  await page.goto(`${editorAddress(origin, editorKey)}${query.replace(/^\?/, "&")}`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: collection }).first().click();
}

/** The same, at a country's form once it has loaded (its region select shows its description). */
async function openCountry(page: Page, entry: string, query = ""): Promise<void> {
  await openCollection(page, "Countries", query);
  await page.getByText(entry).click();
  await page.getByText("africa: Africa.").waitFor();
}

/** Publish, as the editor clicks it. */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

/** The `nth` multi-line field showing `value` (in language `locale`, if given), once the form shows it. */
async function textWith(page: Page, value: string, nth = 0, locale = ""): Promise<Locator> {
  const selector = locale ? `textarea[id^="${locale}-field-"]` : "textarea";
  const at = async () => page.locator(selector).evaluateAll((fields, [value, nth]) => fields.flatMap((field, i) => ((field as HTMLTextAreaElement).value === value ? [i] : []))[nth as number] ?? -1, [value, nth] as const);
  for (let i = 0; i < 300 && (await at()) < 0; i++) await page.waitForTimeout(100);
  const index = await at();
  assert.ok(index >= 0, `a multi-line field showing ${JSON.stringify(value)}`);
  return page.locator(selector).nth(index);
}

/** What the form says after a save, once it has read the entry again from its file. */
async function savedStatus(page: Page): Promise<string> {
  const status = page.locator("#form-check-problem-status p").first();
  await status.waitFor();
  return (await status.textContent()) ?? "";
}

/** The content check's marks beside the fields, by the label of the field each stands beside (and all of them, for messages). */
async function problemMarks(page: Page): Promise<{ byLabel: Map<string | null | undefined, string | null>; all: string }> {
  await page.locator(".form-check-problem").first().waitFor();
  const marks = await page.evaluate(() => [...document.querySelectorAll(".form-check-problem")].map((mark) => ({ label: mark.parentElement?.querySelector("label")?.textContent, text: mark.textContent })));
  return { byLabel: new Map(marks.map((mark) => [mark.label, mark.text])), all: JSON.stringify(marks) };
}

test("an editor edits a country's notes in the form editor, saves into the working tree, and the content check accepts the file", async () => {
  const file = path.join(content, "countries/kenya.json");
  const before = readFileSync(file, "utf8");
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));

  // The form is the schema's: the region is a select showing its description, the advice body a relation picker.
  await openCountry(page, "Kenya (kenya)");
  await page.getByText("World Health Organization").first().waitFor();

  // The note of the yellow-fever advice (vaccines[1].note.en) and the change note (changeNote.en).
  // Notes are multi-line fields (textarea); a name stays one line.
  await (await textWith(page, "Advised outside the coast.")).fill("Advised outside the coast and for trips to the west.");
  await (await textWith(page, "First published.")).fill("Yellow-fever advice: where it applies, revised.");
  await publish(page);
  // The entry is read again from its file, and the languages left behind are marked beside their fields.
  assert.is(await savedStatus(page), "Saved. The form shows the file as it was written.");
  await page.locator(".form-check-translation").first().waitFor();
  const marked = await page.evaluate(() => [...document.querySelectorAll(".form-check-translation")].map((mark) => `${(mark as HTMLElement).dataset.path} ${mark.parentElement?.querySelector("label")?.textContent}`));
  assert.ok(marked.some((mark) => mark.startsWith("vaccines[1].note.de German")) && marked.some((mark) => mark.startsWith("changeNote.fr French")), marked.join(", "));
  await page.close();

  assert.equal(problems, [], "no console error, CSP violation or failed request");
  assert.ok(requests.every((url) => url.startsWith(origin)), `every request to our own origin: ${requests.filter((url) => !url.startsWith(origin)).join(", ")}`);

  // The file changed on disk, and only where the editor typed, plus the time of the edit, the
  // change note offered in the other languages, and the marks of the languages left behind.
  const after = readFileSync(file, "utf8");
  const saved = JSON.parse(after);
  assert.is(saved.vaccines[1].note.en, "Advised outside the coast and for trips to the west.");
  assert.match(saved.lastUpdated, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  assert.ok(Math.abs(Date.parse(saved.lastUpdated) - Date.now()) < 10 * 60_000, `lastUpdated is the time of the save: ${saved.lastUpdated}`);
  const others = ["nl", "de", "fr", "es"];
  assert.equal([...saved.needsTranslation].sort(), [...others.map((l) => `changeNote.${l}`), ...others.map((l) => `vaccines[1].note.${l}`)].sort());
  const expected: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(JSON.parse(before) as Record<string, any>)) {
    if (key === "lastUpdated") expected[key] = saved.lastUpdated;
    else if (key === "changeNote") {
      expected[key] = Object.fromEntries(Object.keys(value).map((locale) => [locale, "Yellow-fever advice: where it applies, revised."]));
      expected.needsTranslation = saved.needsTranslation;
    } else if (key === "vaccines") expected[key] = value.map((entry: any, i: number) => (i === 1 ? { ...entry, note: { ...entry.note, en: "Advised outside the coast and for trips to the west." } } : entry));
    else expected[key] = value;
  }
  assert.is(after, `${JSON.stringify(expected, null, 2)}\n`, "nothing else changed, in the file's own layout and key order");

  // `npm run check` on that working tree passes (schema, slugs, and a new lastUpdated and change note against git HEAD).
  const check = spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/check-content.ts")], { cwd: repoRoot, env: { ...process.env, CONTENT_DIR: content }, encoding: "utf8" });
  assert.is(check.status, 0, check.stderr);
  assert.match(check.stdout, /^Content is valid: 3 countries/);
});

test("two saves in a row leave exactly what was typed: the form reads the entry again from its file after each", async () => {
  const file = path.join(content, "countries/kenya.json");
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openCountry(page, "Kenya (kenya)");
  const before = JSON.parse(readFileSync(file, "utf8"));
  await (await textWith(page, before.vaccines[1].note.en, 0, "en")).fill("First edit of the note.");
  await (await textWith(page, before.changeNote.en, 0, "en")).fill("First change.");
  await publish(page);
  assert.is(await savedStatus(page), "Saved. The form shows the file as it was written.");
  const first = JSON.parse(readFileSync(file, "utf8"));
  // The form shows what the file now holds: its time and the change note copied into every language.
  await page.locator(`input[value="${first.lastUpdated}"]`).waitFor();
  await textWith(page, "First change.", 4);
  // A second edit, straight away.
  await (await textWith(page, "First edit of the note.")).fill("Second edit of the note.");
  await (await textWith(page, "First change.", 0, "en")).fill("Second change.");
  await publish(page);
  assert.is(await savedStatus(page), "Saved. The form shows the file as it was written.");
  await page.close();
  const second = JSON.parse(readFileSync(file, "utf8"));
  const others = ["nl", "de", "fr", "es"];
  // The second note stands in every language (a stale first note would have been written back before).
  assert.equal(second.changeNote, { nl: "Second change.", en: "Second change.", de: "Second change.", fr: "Second change.", es: "Second change." });
  assert.is(second.vaccines[1].note.en, "Second edit of the note.");
  assert.equal([...second.needsTranslation].sort(), [...others.map((l) => `changeNote.${l}`), ...others.map((l) => `vaccines[1].note.${l}`)].sort());
  assert.ok(second.lastUpdated >= first.lastUpdated);
  assert.equal({ ...second, lastUpdated: 0, changeNote: 0, needsTranslation: 0, vaccines: 0 }, { ...first, lastUpdated: 0, changeNote: 0, needsTranslation: 0, vaccines: 0 }, "nothing else changed");
  assert.equal(second.vaccines.map((v: any, i: number) => (i === 1 ? { ...v, note: { ...v.note, en: 0 } } : v)), first.vaccines.map((v: any, i: number) => (i === 1 ? { ...v, note: { ...v.note, en: 0 } } : v)));
});

test("a save the content check refuses names its problems in a dialog that defaults to not saving, beside each field too", async () => {
  const file = path.join(content, "countries/ghana.json");
  const before = readFileSync(file, "utf8");
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openCountry(page, "Ghana (ghana)");
  // HTML in the English name, the change note kept.
  await page.locator('input[value="Ghana"]').nth(1).fill("<b>Ghana</b>");
  await publish(page);
  const { byLabel, all } = await problemMarks(page);
  assert.match(byLabel.get("English") ?? "", /expected plain text without HTML.*found the HTML tag <b>/, all);
  assert.match(byLabel.get("Change note") ?? "", /expected a note saying what this edit changed/, all);
  const dialog = page.locator("#form-check-problem-dialog");
  await dialog.waitFor();
  const named = await dialog.locator("li").allTextContents();
  assert.ok(named.some((item) => item.startsWith("name › English (en) (name.en): expected plain text without HTML")), named.join(" | "));
  // A reflexive Enter is "Do not save".
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "detached" });
  await page.getByText("The content check refuses this entry").first().waitFor();
  await page.waitForTimeout(1000);
  assert.is(await page.getByText("Changes saved").count(), 0, "no success reported");
  assert.is(readFileSync(file, "utf8"), before, "nothing written");
  // Each language of a required text is required: none is labelled optional; a text that may be left out says so once.
  const labels = await page.evaluate(() => [...document.querySelectorAll("label")].filter((label) => /^(nl|en|de|fr|es)-field-/.test(label.htmlFor)).map((label) => (label as HTMLElement).innerText));
  assert.ok(labels.length >= 10 && labels.every((label) => !/optional/i.test(label)), labels.join(", "));
  await page.close();
});

test("in the editor's language (/admin/?locale=de): Decap's buttons and the check's problems are German", async () => {
  const file = path.join(content, "countries/ghana.json");
  const before = readFileSync(file, "utf8");
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openCountry(page, "Ghana (ghana)", "?locale=de");
  await page.locator('input[value="Ghana"]').nth(1).fill("<b>Ghana</b>");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();
  const { byLabel, all } = await problemMarks(page);
  assert.match(byLabel.get("English") ?? "", /^erwartet einfachen Text ohne HTML.*; gefunden das HTML-Tag <b>$/, all);
  assert.match(byLabel.get("Change note") ?? "", /^erwartet eine Notiz, die sagt, was diese Bearbeitung geändert hat/, all);
  await page.getByText("Die Inhaltsprüfung lehnt diesen Eintrag ab").first().waitFor();
  // The summary names each field in German too, with the path a developer searches for.
  const summary = await page.locator("#form-check-problem-summary li").allTextContents();
  assert.ok(summary.some((item) => item.startsWith("Name › Englisch (en) (name.en): erwartet einfachen Text ohne HTML")), summary.join(" | "));
  assert.ok(summary.some((item) => item.startsWith("Änderungsnotiz (changeNote): erwartet")), summary.join(" | "));
  const dialog = page.locator("#form-check-problem-dialog");
  assert.equal(await dialog.locator("button").allTextContents(), ["Nicht speichern", "Trotzdem speichern"]);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  assert.is(readFileSync(file, "utf8"), before, "nothing written");
  await page.close();
});

test("the reference picker lists what matches the words typed, not every entry with the same letters in order", async () => {
  // A reference whose title has k, e, n, y and a in that order (Decap's fuzzy search listed it for "kenya").
  const lookalike = { ...JSON.parse(readFileSync(path.join(content, "references/cdc-destination-kenya.json"), "utf8")), slug: "maldives-tour-operator", publisher: "Island Holidays", kind: "secondary", title: "Know every nearby yacht anchorage", url: "https://example.org/maldives/anchorages", note: "Test fixture: a Maldives tour operator." };
  writeFileSync(path.join(content, "references/maldives-tour-operator.json"), `${JSON.stringify(lookalike, null, 2)}\n`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openCountry(page, "Kenya (kenya)");
  // A citation's reference picker, showing its current reference.
  const picker = page.locator('[class*="singleValue"]').filter({ hasText: "who-ith-country-list" }).first().locator('xpath=ancestor::div[contains(@class, "-control")][1]');
  // Decap asks again after each pause in typing: wait for the answer to the whole word (one
  // that names `expected`, and with `only`, nothing without the word), however long a busy machine takes.
  const listed = async (typed: string, expected: string, only = false) => {
    await picker.locator("input").fill(typed);
    await page.waitForFunction(
      ([word, name, only]) => {
        const labels = [...document.querySelectorAll('[class*="option"]')].map((option) => option.textContent ?? "");
        return labels.some((label) => label.includes(name)) && (!only || labels.every((label) => label.toLowerCase().includes(word)));
      },
      [typed, expected, only] as const,
    );
    return page.locator('[class*="option"]').allInnerTexts();
  };
  const kenya = await listed("kenya", "cdc-destination-kenya", true);
  assert.ok(kenya.some((label) => label.includes("cdc-destination-kenya")), kenya.join(" | "));
  assert.ok(kenya.every((label) => /kenya/i.test(label)), `only references with "kenya": ${kenya.join(" | ")}`);
  const maldives = await listed("maldives", "maldives-tour-operator");
  assert.ok(maldives.some((label) => label.includes("maldives-tour-operator")), maldives.join(" | "));
  await page.close();
  rmSync(path.join(content, "references/maldives-tour-operator.json"));
});

test("a disease profile is created from the form: named by its disease and language, starting as npm run new starts it", async () => {
  const file = path.join(content, "diseases/hepatitis-a.en.md");
  assert.not.ok(existsSync(file), "the fixture has only the Dutch profile");
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openCollection(page, "Disease profiles");
  await page.getByText("＋ Disease profile").click();
  const control = (label: string) => page.locator('[class*="ControlContainer"]').filter({ has: page.locator("label", { hasText: label }) }).first();
  await control("Disease (new profile only)").locator("input").fill("hepatitis");
  await page.locator('[class*="option"]').filter({ hasText: "Hepatitis A" }).first().click();
  await control("Language (new profile only)").locator("input").fill("en");
  await page.locator('[class*="option"]').filter({ hasText: "en: English" }).first().click();
  await publish(page);
  // The starting text still has its markers: the check names them, and the editor saves anyway.
  const dialog = page.locator("#form-check-problem-dialog");
  await dialog.waitFor();
  assert.match((await dialog.locator("li").allTextContents()).join(" | "), /the profile in English/);
  await dialog.getByRole("button", { name: "Save anyway" }).click();
  assert.is(await savedStatus(page), "Saved with problems: the site will not rebuild until they are fixed.");
  assert.is(readFileSync(file, "utf8"), newProfileBody("en"));
  assert.equal(readdirSync(path.join(content, "diseases")).filter((name) => name.startsWith("hepatitis-a")).sort(), ["hepatitis-a.en.md", "hepatitis-a.json", "hepatitis-a.nl.md"]);
  await page.close();
  rmSync(file);
});

test("a new country created in the form starts as npm run new starts it: the form sets its time and its empty lists", async () => {
  const file = path.join(content, "countries/togo.json");
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openCollection(page, "Countries");
  await page.getByText("＋ Country").click();
  const control = (label: string) => page.locator('[class*="ControlContainer"]').filter({ has: page.locator("label", { hasText: label }) }).first();
  // The field's own container: the nearest to its label (a group's container holds its fields' labels too).
  const field = (label: string) => page.locator("label").getByText(label, { exact: true }).first().locator('xpath=ancestor::div[contains(@class, "ControlContainer")][1]');
  await control("Slug").locator("input").first().fill("togo");
  await control("ISO country code").locator("input").first().fill("TG");
  // The choices the starting file leaves to make (npm run new writes them as markers).
  const choose = async (label: string, value: string, option = new RegExp(`^${value}:`)) => {
    await field(label).locator("input").first().fill(value);
    await page.locator('[class*="option"]').filter({ hasText: option }).first().click();
  };
  await choose("Region", "africa");
  await choose("Advice body", "who", /World Health Organization/);
  await choose("Transmission risk", "endemic");
  await choose("WHO recommendation", "recommended");
  await choose("Certificate required", "all-travellers");
  await choose("Malaria risk", "high");
  await choose("Tablets", "advised");
  await publish(page);
  // The names and the vaccine are still markers: the editor saves anyway, and no date was typed by hand.
  await page.locator("#form-check-problem-dialog").getByRole("button", { name: "Save anyway" }).click();
  assert.is(await savedStatus(page), "Saved with problems: the site will not rebuild until they are fixed.");
  // A new country is a new choice in the editors' schemas: the save says which generated files it rewrote.
  assert.match(await page.locator("#form-check-problem-status").innerText(), /This save also rewrote generated files[^\n]*commit them with this entry\.[^\n]*content\/schemas\/country\.schema\.json/);
  await page.close();
  const saved = JSON.parse(readFileSync(file, "utf8"));
  const start = newCountry("togo", "", fillInEachLocale("destinationName"), saved.lastUpdated) as Record<string, any>;
  assert.ok(Math.abs(Date.parse(saved.lastUpdated) - Date.now()) < 10 * 60_000, `lastUpdated is the time of the save: ${saved.lastUpdated}`);
  for (const key of ["lastUpdated", "changeNote", "name", "exitRequirements", "otherRisks", "lcrUrl", "reviewed"]) assert.equal(saved[key], start[key], key);
  assert.equal(saved.malaria.drugs, []);
  rmSync(file);
});

test("a file that is not JSON (a trailing comma) is named at the top of the form, not shown as a silently empty entry, and not saved over", async () => {
  const file = path.join(content, "countries/iceland.json");
  const good = readFileSync(file, "utf8");
  const broken = good.replace(/\n}\n$/, ",\n}\n");
  assert.ok(broken !== good);
  writeFileSync(file, broken);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openCollection(page, "Countries");
  const notice = page.locator("#form-check-problem-unreadable");
  await notice.waitFor();
  assert.match(await notice.innerText(), /could not be read as JSON[\s\S]*iceland: /);
  // The editor types into the empty form and saves.
  await page.goto(`${origin}/admin/#/collections/countries/entries/iceland`);
  await page.locator('input[type="text"]').first().fill("iceland");
  await publish(page);
  await page.waitForTimeout(3000);
  assert.is(await page.getByText("Entry saved").count(), 0, "no success reported");
  assert.is(readFileSync(file, "utf8"), broken, "the file is not replaced by the empty form");
  await page.close();
  writeFileSync(file, good);
});

test.run();
