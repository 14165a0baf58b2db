// The pre-commit check (scripts/check-staged.ts) in a throwaway git repository: it checks the
// staged content, refuses a commit with problems, and stays out of the way otherwise; npm's
// prepare step installs it where there is git and does nothing where there is none.
import { spawnSync, execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { contentSchemaFiles, readSlugCatalog, renderContentSchema } from "../src/lib/content/json-schemas.ts";
import { editJson, makeFixture, repoRoot, tempDir, runTs } from "./helpers.ts";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.test", "-c", "init.defaultBranch=main", ...args], { cwd, encoding: "utf8", stdio: "pipe" });

/** A repository with the fixture content committed, its schemas current. */
function repository(): string {
  const content = makeFixture();
  const root = path.dirname(content);
  const catalog = readSlugCatalog(content);
  mkdirSync(path.join(content, "schemas"));
  for (const name of Object.keys(contentSchemaFiles)) writeFileSync(path.join(content, "schemas", name), renderContentSchema(name, catalog));
  writeFileSync(path.join(root, "README.md"), "notes\n");
  git(root, "init", "-q");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "content");
  return root;
}

function preCommit(root: string) {
  const result = spawnSync(process.execPath, [runTs, path.join(repoRoot, "scripts/check-staged.ts")], { cwd: root, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

test("a commit that does not touch content/ passes without a word", () => {
  const root = repository();
  writeFileSync(path.join(root, "README.md"), "more notes\n");
  git(root, "add", "README.md");
  assert.equal(preCommit(root), { status: 0, output: "" });
});

test("a staged wrong vaccine slug refuses the commit, naming file, line and field", () => {
  const root = repository();
  const kenya = path.join(root, "content/countries/kenya.json");
  editJson(kenya, (k) => {
    k.vaccines[0].vaccine = "hepatitis-z";
    k.lastUpdated = now();
    k.changeNote.en = "Vaccine changed.";
  });
  git(root, "add", "content");
  const { status, output } = preCommit(root);
  assert.is(status, 1, output);
  assert.match(output, /The commit is refused/);
  assert.match(output, /content\/countries\/kenya\.json:\d+:\d+: the 1st vaccine › vaccine \(vaccines\[0\]\.vaccine\): expected a slug of a file in content\/vaccines\/; found "hepatitis-z"/);
});

test("an edit without a new lastUpdated is refused", () => {
  const root = repository();
  editJson(path.join(root, "content/countries/kenya.json"), (k) => (k.vaccines[0].note = { nl: "Notitie.", en: "Note.", de: "Notiz.", fr: "Note.", es: "Nota." }));
  git(root, "add", "content");
  const { status, output } = preCommit(root);
  assert.is(status, 1, output);
  assert.match(output, /content\/countries\/kenya\.json:\d+:3: last updated \(lastUpdated\): expected the time of this edit/);
});

test("a valid commit lists the languages still waiting for a translation in the files it stages", () => {
  const root = repository();
  editJson(path.join(root, "content/countries/kenya.json"), (k) => {
    k.lastUpdated = now();
    k.changeNote = { nl: "Noot.", en: "Note.", de: "Note.", fr: "Note.", es: "Note." };
    k.needsTranslation = ["changeNote.de", "changeNote.fr"];
  });
  git(root, "add", "content");
  const { status, output } = preCommit(root);
  assert.is(status, 0, output);
  assert.match(output, /Still to translate in content\/countries\/kenya\.json: changeNote\.de, changeNote\.fr/);
});

test("what is checked is the staged version, not the rest of the working tree", () => {
  const root = repository();
  const kenya = path.join(root, "content/countries/kenya.json");
  editJson(kenya, (k) => {
    k.vaccines[0].note = { nl: "Notitie.", en: "Note.", de: "Notiz.", fr: "Note.", es: "Nota." };
    k.lastUpdated = now();
    k.changeNote.en = "Note edited.";
  });
  git(root, "add", "content");
  editJson(kenya, (k) => (k.vaccines[0].level = "required")); // not staged
  const { status, output } = preCommit(root);
  assert.is(status, 0, output);
  assert.match(output, /Staged content is valid/);
});

test("a new vaccine without regenerated schemas is refused with the command that fixes it", () => {
  const root = repository();
  copyFileSync(path.join(root, "content/vaccines/measles.json"), path.join(root, "content/vaccines/mmr.json"));
  editJson(path.join(root, "content/vaccines/mmr.json"), (v) => (v.slug = "mmr"));
  git(root, "add", "content");
  const { status, output } = preCommit(root);
  assert.is(status, 1, output);
  assert.match(output, /content\/schemas\/country\.schema\.json: expected the schema for the content's current slugs and names: run `npm run generate`/);
});

test("npm's prepare step installs the hook in a git checkout and does nothing without git", () => {
  const root = repository();
  copyFileSync(path.join(repoRoot, "package.json"), path.join(root, "package.json"));
  const install = spawnSync(process.execPath, [path.join(repoRoot, "scripts/install-git-hooks.mjs")], { cwd: root, encoding: "utf8" });
  assert.is(install.status, 0, install.stderr);
  const hook = readFileSync(path.join(root, ".git/hooks/pre-commit"), "utf8");
  assert.match(hook, /scripts\/check-staged\.ts/);

  const plain = tempDir();
  copyFileSync(path.join(repoRoot, "package.json"), path.join(plain, "package.json"));
  const none = spawnSync(process.execPath, [path.join(repoRoot, "scripts/install-git-hooks.mjs")], { cwd: plain, encoding: "utf8", env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(plain) } });
  assert.is(none.status, 0, none.stderr);
  assert.not.ok(existsSync(path.join(plain, ".git")));
});

test.run();
