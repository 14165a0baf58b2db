// Loads content/ once per build: reads every file, validates it against its schema, checks the
// references between files, and either returns the whole model or throws one ContentError that
// lists every problem, so an editor fixes them all in one round.
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { locales, profileLocales, type Locale, type ProfileLocale } from "../locales.ts";
import { parseProfileMarkdown } from "./markdown-blocks.ts";
import { parsePath, said } from "./editor-words.ts";
import type { TextLocation } from "./located-json.ts";
import { ContentError, formatPath, problemsFromZod, sortProblems, type ContentProblem } from "./problems.ts";
import { isWithin, readJson, readText } from "./read-json.ts";
import { fillInMarker, markersIn, markerWords } from "./fill-in-markers.ts";
import { folderOfKind, unknownSlugs, type ContentFolder, type EntityKind } from "./slug-references.ts";
import { bodyTextProblems, jsonTextProblems } from "./text-rules.ts";
import { editorWordsProblems, placeholderProblems } from "./ui-placeholders.ts";
import {
  countrySchema,
  diseaseSchema,
  lastUpdatedSchema,
  malariaDrugSchema,
  noticeSchema,
  reviewedSchema,
  referenceSchema,
  reservedCountrySlugs,
  slugPattern,
  sourceSchema,
  vaccineSchema,
} from "./schemas.ts";
import { editorWordsSchema, editorWordTables, uiStringsSchema, type UiStrings } from "./ui-schema.ts";
import { checkConsistency, checkDates } from "./consistency.ts";
import { sameDestinationProblems } from "./same-destination.ts";
import { staleMarks } from "./translations.ts";
import { alternateNamesFile, checkPlaceKeys, loadPlaces, mapPlacesFile, readOptional } from "./places.ts";
import { checkRemovals, removalsFile, removalsSchema } from "./removals.ts";
import { derivedDatesFile, readDerivedDates } from "./derived-dates.ts";
import { apiExamplesFile, readApiExamples } from "./api-examples.ts";
import { checkPlacements } from "../maps/world.ts";

import type { Content, DiseaseWithBodies } from "./model.ts";

/** What the content folder holds: the entity folders, the UI strings, the editors' schemas and the guide. */
const contentEntries = ["countries", "diseases", "vaccines", "malaria-drugs", "sources", "references", "notices", "ui", "schemas", "README.md", alternateNamesFile, mapPlacesFile, removalsFile, derivedDatesFile, apiExamplesFile];

export type { Content, DiseaseWithBodies } from "./model.ts";

class Loader {
  readonly problems: ContentProblem[] = [];
  /** Slugs of the entity files present per folder, valid or not, so one bad file does not
   *  also show up as a broken reference from every file that names it. */
  readonly present = Object.fromEntries(Object.values(folderOfKind).map((folder) => [folder, new Set<string>()])) as Record<ContentFolder, Set<string>>;
  /** Every readable entity file's parsed value, valid or not, for the checks of named slugs. */
  readonly parsed: { file: string; kind: EntityKind; value: unknown }[] = [];
  /** Where each field of each readable JSON file sits, to give every problem its line. */
  readonly locators = new Map<string, (path: readonly PropertyKey[]) => TextLocation | undefined>();
  private readonly root: string;
  /** Whether the content folder itself could be read: if not, that is the one problem to report. */
  rootReadable = true;
  /** The content folder's real path: no file outside it is read. */
  readonly realRoot: string;
  constructor(root: string) {
    this.root = root;
    this.realRoot = this.checkRoot();
  }

  /** The content folder must be a real folder (a link would read a tree the repository does not hold) with only known entries. */
  private checkRoot(): string {
    const refuse = (problem: Pick<ContentProblem, "expected" | "found" | "unread">) => {
      this.problems.push({ file: this.root, path: "", ...problem });
      this.rootReadable = false;
      return this.root;
    };
    const stat = lstatSync(this.root, { throwIfNoEntry: false });
    if (!stat) return refuse({ expected: "the content folder", found: "no such folder (check CONTENT_DIR)" });
    if (stat.isSymbolicLink()) return refuse({ expected: "the content folder itself, not a symbolic link (set CONTENT_DIR to the folder it names)", found: `a symbolic link to ${realpathSync(this.root)}` });
    if (!stat.isDirectory()) return refuse({ expected: "the content folder", found: "a file" });
    let names: string[];
    try {
      names = readdirSync(this.root);
    } catch (error) {
      return refuse({ expected: "a content folder this build may read", found: unreadable(error), unread: true });
    }
    for (const name of names) {
      if (name.startsWith(".") || contentEntries.includes(name)) continue;
      this.problems.push({ file: this.display(path.join(this.root, name)), path: "", expected: `only ${contentEntries.join(", ")} in the content folder (check the spelling)`, found: `an unknown entry ${JSON.stringify(name)}` });
    }
    return realpathSync(this.root);
  }

  display(file: string): string {
    const relative = path.relative(process.cwd(), file);
    return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
  }

  files(folder: string): string[] {
    const dir = path.join(this.root, folder);
    const stat = lstatSync(dir, { throwIfNoEntry: false });
    if (!stat || !(stat.isDirectory() || (stat.isSymbolicLink() && isWithin(realpathSync(dir), this.realRoot) && statSync(dir).isDirectory()))) {
      const found = !stat ? "no such folder" : stat.isSymbolicLink() ? `a symbolic link to ${realpathSync(dir)}, outside the content folder` : "not a folder";
      this.problems.push({ file: this.display(dir), path: "", expected: "a folder of content files inside the content folder", found });
      return [];
    }
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (error) {
      this.problems.push({ file: this.display(dir), path: "", expected: "a folder of content files this build may read", found: unreadable(error), unread: true });
      return [];
    }
    return names
      .filter((name) => !name.startsWith("."))
      .sort()
      .map((name) => path.join(dir, name));
  }

  /** Reads one JSON file, keeping its problems and how to find its fields; undefined when it cannot be read. */
  read(file: string): { name: string; value: unknown } | undefined {
    const name = this.display(file);
    const read = readJson(file, name, this.realRoot);
    if (!read.ok) {
      this.problems.push(read.problem);
      return undefined;
    }
    this.problems.push(...read.problems);
    this.locators.set(name, read.locate);
    return { name, value: read.value };
  }

  /** Reads and validates one JSON entity; its slug must equal its file name. */
  entity<S extends z.ZodType<{ slug: string }>>(file: string, schema: S, kind: EntityKind): z.infer<S> | undefined {
    const read = this.read(file);
    if (!read) return undefined;
    const { name } = read;
    this.parsed.push({ file: name, kind, value: read.value });
    const expectedSlug = path.basename(file, ".json");
    const slug = (read.value as { slug?: unknown } | null)?.slug;
    const wrongSlug = typeof slug === "string" && slugPattern.test(slug) && slug !== expectedSlug;
    if (wrongSlug) this.problems.push({ file: name, path: "slug", ...said("slugNotFileName", { name: expectedSlug, text: JSON.stringify(slug) }) });
    const parsed = this.validate(name, read.value, schema);
    return parsed && !wrongSlug ? parsed : undefined;
  }

  /** Every problem of one parsed file in one run: its text's and its schema's (one per field). */
  validate<S extends z.ZodType>(name: string, value: unknown, schema: S): z.infer<S> | undefined {
    const textProblems = jsonTextProblems(value, name);
    this.problems.push(...textProblems);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      // A bad character also breaks the field's format: one problem for it. HTML is said beside a format error.
      const seen = new Set(textProblems.filter((problem) => problem.words?.code !== "htmlInText").map((problem) => problem.path));
      this.problems.push(...problemsFromZod(name, value, parsed.error).filter((problem) => !seen.has(problem.path)));
      return undefined;
    }
    return textProblems.length > 0 ? undefined : parsed.data;
  }

  collection<S extends z.ZodType<{ slug: string }>>(kind: EntityKind, schema: S, extraFiles: RegExp | null = null): z.infer<S>[] {
    const folder = folderOfKind[kind];
    const items: z.infer<S>[] = [];
    const present = this.present[folder];
    for (const file of this.files(folder)) {
      const base = path.basename(file);
      if (extraFiles?.test(base)) continue;
      if (!base.endsWith(".json") || !slugPattern.test(base.slice(0, -5))) {
        this.problems.push({
          file: this.display(file),
          path: "",
          expected: `a file named {slug}.json with a lowercase kebab-case slug${extraFiles ? " or {slug}.nl.md / {slug}.en.md" : ""}`,
          found: JSON.stringify(base),
        });
        continue;
      }
      present.add(base.slice(0, -5));
      const item = this.entity(file, schema, kind);
      if (item) items.push(item);
    }
    return items;
  }

  ui(): Record<Locale, UiStrings> {
    const ui: Partial<Record<Locale, UiStrings>> = {};
    const expected = new Set(locales.map((locale) => `${locale}.json`));
    for (const file of this.files("ui")) {
      if (path.basename(file) === "editor") continue;
      if (!expected.has(path.basename(file))) {
        this.problems.push({ file: this.display(file), path: "", expected: `one of ${[...expected].join(", ")}`, found: "a file for no known locale" });
      }
    }
    const files = locales.map((locale) => ({ locale, read: this.read(path.join(this.root, "ui", `${locale}.json`)) }));
    // English's placeholders are every locale's.
    const english = files.find((file) => file.locale === "en")?.read?.value;
    for (const { locale, read } of files) {
      if (!read) continue;
      const parsed = this.validate(read.name, read.value, uiStringsSchema);
      const placeholders = placeholderProblems(read.value, read.name, english);
      this.problems.push(...placeholders);
      if (parsed && placeholders.length === 0) ui[locale] = parsed;
    }
    this.editorWords();
    return ui as Record<Locale, UiStrings>;
  }

  /** The editors' words (ui/editor/), which the check and the form read from the repository's
   *  content folder: validated wherever a content folder holds them. */
  editorWords(): void {
    if (!existsSync(path.join(this.root, "ui", "editor"))) return;
    const read = (locale: Locale) => this.read(path.join(this.root, "ui", "editor", `${locale}.json`));
    const english = read("en");
    for (const locale of locales) {
      const words = locale === "en" ? english : read(locale);
      if (!words) continue;
      this.validate(words.name, words.value, editorWordsSchema);
      if (english) this.problems.push(...editorWordsProblems(words.value, english.value, words.name, editorWordTables));
    }
  }

  diseases(): DiseaseWithBodies[] {
    const bodyFile = /^(.+)\.(nl|en)\.md$/;
    const diseases = this.collection("disease", diseaseSchema, bodyFile).map((disease): DiseaseWithBodies => ({ ...disease, bodies: {} }));
    const bySlug = new Map(diseases.map((disease) => [disease.slug, disease]));
    for (const file of this.files("diseases")) {
      const match = bodyFile.exec(path.basename(file));
      if (!match) continue;
      const [, slug, locale] = match as unknown as [string, string, ProfileLocale];
      const name = this.display(file);
      const disease = bySlug.get(slug);
      if (!disease) {
        if (!existsSync(path.join(this.root, "diseases", `${slug}.json`))) {
          this.problems.push({ file: name, path: "", ...said("bodyWithoutDisease", { slug }) });
        }
        continue;
      }
      const read = readText(file, name, this.realRoot);
      if (!read.ok) {
        this.problems.push(read.problem);
        continue;
      }
      const textProblems = bodyTextProblems(read.text, name);
      if (textProblems.length > 0) {
        this.problems.push(...textProblems);
        continue;
      }
      const parsed = parseProfileMarkdown(read.text, name);
      this.problems.push(...parsed.problems);
      read.text.split("\n").forEach((text, i) => {
        const at = text.indexOf(fillInMarker);
        if (at >= 0) this.problems.push({ file: name, path: "", ...said("fillIn", markerWords(text.slice(at + fillInMarker.length).trim())), line: i + 1, column: at + 1 });
      });
      disease.bodies[locale] = parsed.blocks;
    }
    for (const disease of diseases) {
      if (!profileLocales.some((locale) => disease.bodies[locale])) {
        this.problems.push({
          file: this.display(path.join(this.root, "diseases", `${disease.slug}.json`)),
          path: "",
          ...said("diseaseWithoutBody", { slug: disease.slug }),
        });
      }
    }
    return diseases;
  }
}

/** Why a file or folder could not be read, as a person says it. */
function unreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const words: Record<string, string> = { EACCES: "permission denied", EPERM: "operation not permitted", ENOTDIR: "not a folder", EIO: "an input/output error", ENOENT: "no such folder" };
  return code && Object.hasOwn(words, code) ? `${words[code]} (${code})` : String(code ?? error);
}

/** `now`: the build's clock; no content may claim a change after it. */
export function loadContent(root: string, options: { now?: Date } = {}): Content {
  const loader = new Loader(root);
  // A folder that is missing, a file or unreadable: one line says so, not one per file it would hold.
  if (!loader.rootReadable) throw new ContentError(loader.problems);
  const content: Content = {
    sources: loader.collection("source", sourceSchema),
    references: loader.collection("reference", referenceSchema),
    countries: loader.collection("country", countrySchema),
    diseases: loader.diseases(),
    vaccines: loader.collection("vaccine", vaccineSchema),
    malariaDrugs: loader.collection("malaria-drug", malariaDrugSchema),
    // A content folder without notices is a site with none, not a mistake.
    notices: existsSync(path.join(root, "notices")) ? loader.collection("notice", noticeSchema) : [],
    ui: loader.ui(),
    ...loadPlaces(root, (file) => loader.display(file), loader.problems),
    removals: readOptional(root, removalsFile, removalsSchema, (file) => loader.display(file), loader.problems)?.removals ?? [],
    derivedDates: readDerivedDates(root, loader.problems, (file) => loader.display(file)),
    apiExamples: readApiExamples(root, loader.problems, (file) => loader.display(file)),
  };
  const display = (folder: string, slug: string) => loader.display(path.join(root, folder, `${slug}.json`));
  // An empty folder would publish a site without countries or diseases over a good one.
  for (const folder of ["countries", "diseases"] as const) {
    if (loader.present[folder].size === 0) {
      loader.problems.push({ file: loader.display(path.join(root, folder)), path: "", expected: `at least one ${folder === "countries" ? "country" : "disease"} file`, found: "an empty folder" });
    }
  }
  for (const country of content.countries) {
    if ((reservedCountrySlugs as readonly string[]).includes(country.slug)) {
      loader.problems.push({
        file: display("countries", country.slug),
        path: "slug",
        ...said("reservedSlug", { reserved: reservedCountrySlugs.map((s) => JSON.stringify(s)).join(", "), text: JSON.stringify(country.slug) }),
      });
    }
  }
  // On every readable file, valid or not: a wrong slug is reported beside a schema error, and a
  // value a scaffold (`npm run new`) left to fill in is one problem, instead of the schema's.
  const markers = new Set<string>();
  for (const { file, kind, value } of loader.parsed) {
    for (const unknown of unknownSlugs(kind, value, loader.present)) {
      loader.problems.push({ file, path: formatPath(unknown.path), ...said("unknownSlug", { folder: unknown.folder, text: JSON.stringify(unknown.slug) }) });
    }
    for (const marker of markersIn(value)) {
      const path = formatPath(marker.path);
      markers.add(`${file}\0${path}`);
      loader.problems.push({ file, path, ...said("fillIn", markerWords(marker.text.slice(fillInMarker.length).trim())) });
    }
  }
  if (markers.size > 0) {
    const marked = loader.problems.filter((problem) => !markers.has(`${problem.file}\0${problem.path}`) || problem.found.startsWith("the starting file's marker"));
    loader.problems.splice(0, loader.problems.length, ...marked);
  }
  loader.problems.push(...sameDestinationProblems(loader.parsed.filter((entry) => entry.kind === "country")));
  for (const { file, kind, value } of loader.parsed) {
    // A translation mark names one language of a text in its file (translations.ts).
    const marks = ((value as { needsTranslation?: unknown } | null)?.needsTranslation ?? []) as unknown[];
    for (const mark of staleMarks(value)) {
      loader.problems.push({ file, path: `needsTranslation[${marks.indexOf(mark)}]`, ...said("staleMark", { text: JSON.stringify(mark) }) });
    }
    // Every edited file's dates, valid or not, so a file that fails its schema elsewhere gets all its problems in one run.
    if (kind === "source" || kind === "reference") continue;
    const { lastUpdated, reviewed } = (value ?? {}) as Record<string, unknown>;
    const datesParse = lastUpdatedSchema.safeParse(lastUpdated).success && (reviewed === null || reviewedSchema.safeParse(reviewed).success);
    if (datesParse) checkDates(file, { lastUpdated: lastUpdated as string, reviewed: reviewed as string | null }, options.now ?? new Date(), loader.problems);
  }
  loader.problems.push(
    ...checkConsistency(content, loader.present, display),
    ...checkPlaceKeys(root, content, { slugs: loader.present.countries, isoCodes: new Set(content.countries.map((c) => c.isoCode)) }, (file) => loader.display(file)),
    ...checkPlacements(content.countries, content.mapPlaces, root, (file) => loader.display(file), (slug) => display("countries", slug)),
    ...checkRemovals(root, content.removals, { country: loader.present.countries, disease: loader.present.diseases, vaccine: loader.present.vaccines }, (file) => loader.display(file), options.now ?? new Date()),
  );
  if (loader.problems.length === 0) return content;
  // Each problem of a JSON file at its field's line and column, sorted so an editor can work down the list.
  const located = loader.problems.map((problem) => {
    const locate = loader.locators.get(problem.file);
    return problem.line !== undefined || !locate ? problem : { ...problem, ...locate(parsePath(problem.path)) };
  });
  throw new ContentError(sortProblems(located));
}
