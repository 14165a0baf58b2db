// The build's bytes do not depend on the machine's locale: identifiers (slugs, dates, file names,
// locale codes) sort in code-point order and names with an explicit locale's collator, never with
// the process's default locale. Czech sorts "ch" after "h", so a country `chad` beside `ghana`,
// changed at the same moment, would be listed in another order by a bare localeCompare.
import { cpSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildProcess, editJson, makeFixture, tempDir, treeDigest } from "./helpers.ts";

test("builds under LC_ALL=C and LC_ALL=cs_CZ.UTF-8 are byte-identical", () => {
  const content = makeFixture();
  const chad = path.join(content, "countries/chad.json");
  // Ghana's copy: the same lastUpdated, so the change list orders the two by slug.
  cpSync(path.join(content, "countries/ghana.json"), chad);
  editJson(chad, (country) => {
    country.slug = "chad";
    country.isoCode = "TD";
    country.name = { nl: "Tsjaad", en: "Chad", de: "Tschad", fr: "Tchad", es: "Chad" };
  });
  const c = buildProcess(content, path.join(tempDir(), "_site"), { LC_ALL: "C", LANG: "C" });
  const cs = buildProcess(content, path.join(tempDir(), "_site"), { LC_ALL: "cs_CZ.UTF-8", LANG: "cs_CZ.UTF-8" });
  for (const result of [c, cs]) assert.is(result.status, 0, result.stderr);
  assert.is(treeDigest(cs.outDir), treeDigest(c.outDir));
});

test.run();
