// UI strings are templates: each key's placeholders are those of its English text (content/ui/en.json,
// src/lib/content/ui-placeholders.ts) and `npm run check` refuses a misspelt, missing or invented
// one with file and key, instead of a broken page or 233 pages with the same title.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { editJson, makeFixture, repoRoot, runTs } from "./helpers.ts";

function check(content: string) {
  return spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/check-content.ts")], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: content },
    encoding: "utf8",
  });
}

test("npm run check refuses a misspelt, a missing and an invented placeholder, and stray braces, with file and key", () => {
  const content = makeFixture();
  editJson(path.join(content, "ui/fr.json"), (ui) => (ui.countryList.filterCount = ui.countryList.filterCount.replace("{count}", "{cuont}")));
  editJson(path.join(content, "ui/de.json"), (ui) => (ui.country.title = "Reiseimpfungen"));
  editJson(path.join(content, "ui/es.json"), (ui) => (ui.site.name = "Salud {country}"));
  editJson(path.join(content, "ui/nl.json"), (ui) => (ui.disease.description = ui.disease.description.replace("{disease}", "{disease")));
  const result = check(content);
  assert.is(result.status, 1, result.stdout + result.stderr);
  const output = result.stderr;
  assert.match(output, /ui\/fr\.json:\d+:\d+: .*\(countryList\.filterCount\): expected the placeholders \{count\}, \{total\} \(as in en\.json\), each once or more; found the unknown placeholder \{cuont\}/);
  assert.match(output, /ui\/fr\.json:\d+:\d+: .*\(countryList\.filterCount\): expected the placeholders \{count\}, \{total\} \(as in en\.json\), each once or more; found no \{count\}/);
  assert.match(output, /ui\/de\.json:\d+:\d+: .*\(country\.title\): expected the placeholders \{country\} \(as in en\.json\), each once or more; found no \{country\}/);
  assert.match(output, /ui\/es\.json:\d+:\d+: .*\(site\.name\): expected no placeholders \(as in en\.json\); found the unknown placeholder \{country\}/);
  assert.match(output, /ui\/nl\.json:\d+:\d+: .*\(disease\.description\): expected the placeholders \{disease\} \(as in en\.json\), each once or more, and no other braces; found a \{ or \} that is not a placeholder/);
});

test("a placeholder the English text lacks is refused in each other language, which names what English has", () => {
  const content = makeFixture();
  editJson(path.join(content, "ui/en.json"), (ui) => (ui.country.title = "Travel vaccinations"));
  const result = check(content);
  assert.is(result.status, 1, result.stdout + result.stderr);
  for (const locale of ["nl", "de", "fr", "es"]) {
    assert.match(result.stderr, new RegExp(`ui/${locale}\\.json:\\d+:\\d+: .*\\(country\\.title\\): expected no placeholders \\(as in en\\.json\\); found the unknown placeholder \\{country\\}`));
  }
});

test.run();
