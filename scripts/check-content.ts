// Validates content/ without building: the quickest way for an editor to see every problem.
// Then checks that edited files got a new lastUpdated and changeNote (against git HEAD) and
// prints the review report per region and the age of each country's newest evidence.
import path from "node:path";
import { readConfig } from "../src/lib/config.ts";
import { staleEdits, unmarkedTranslations } from "../src/lib/content/edit-dates.ts";
import { staleSchemas } from "../src/lib/content/json-schemas.ts";
import { staleDerivedDates } from "../src/lib/content/derived-dates.ts";
import { staleApiExamples } from "../src/lib/site/api-examples.ts";
import { loadContent, type Content } from "../src/lib/content/load.ts";
import { describeField } from "../src/lib/content/editor-words.ts";
import { locateInFiles } from "../src/lib/content/located-json.ts";
import { ContentError, findContentError, formatProblem, githubAnnotation, sortProblems, type ContentProblem } from "../src/lib/content/problems.ts";
import { formatEvidenceAges, formatReviewReport, reviewReport } from "../src/lib/content/review-report.ts";
import { citedFacts, limitFacts } from "../src/lib/content/citations.ts";
import { confirmationCounts, formatConfirmationCounts } from "../src/lib/content/confirmations.ts";
import { confirmContextOf } from "../src/lib/content/consistency.ts";

const { contentDir } = readConfig();
const display = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") ? file : relative;
};
// Every problem in one run: the edit-date check's (a kept change note) beside the loader's.
const problems: ContentProblem[] = [];
let content: Content | undefined;
try {
  content = loadContent(contentDir);
} catch (error) {
  const contentError = findContentError(error);
  if (!contentError) throw error;
  problems.push(...contentError.problems);
}
const seen = new Set(problems.map((problem) => `${problem.file}\0${problem.path}`));
const stale = [...locateInFiles(staleEdits(contentDir, display)), ...staleSchemas(contentDir, display)];
problems.push(...stale.filter((problem) => !seen.has(`${problem.file}\0${problem.path}`)));
if (content && problems.length === 0) {
  console.log(`Content is valid: ${content.countries.length} countries, ${content.diseases.length} diseases, ${content.vaccines.length} vaccines, ${content.references.length} references.`);
  const references = new Map(content.references.map((r) => [r.slug, r]));
  console.log(`\n${formatReviewReport(reviewReport(content.countries, references))}`);
  console.log(`\n${formatEvidenceAges(content.countries, references, new Date().toISOString().slice(0, 10))}`);
  const facts = [...content.countries.flatMap(citedFacts), ...[...content.vaccines, ...content.malariaDrugs].flatMap(limitFacts)];
  console.log(`\n${formatConfirmationCounts(confirmationCounts(facts, confirmContextOf(content)))}`);
  // Warnings, not errors: a text changed in one language and not yet in the others (translations.ts).
  const folders = { countries: content.countries, diseases: content.diseases, vaccines: content.vaccines, "malaria-drugs": content.malariaDrugs } as const;
  const marks = Object.entries(folders).flatMap(([folder, entities]) =>
    (entities as readonly { slug: string; needsTranslation?: string[] }[]).flatMap((entity) =>
      (entity.needsTranslation ?? []).map((mark): { file: string; path: string; kind: string; line?: number } => ({ file: display(path.join(contentDir, folder, `${entity.slug}.json`)), path: mark, kind: folder })),
    ),
  );
  const count = (folder: string) => marks.filter((mark) => mark.kind === folder).length;
  console.log(`\nTranslations to bring up to date: ${marks.length} (countries ${count("countries")}, diseases ${count("diseases")}, vaccines ${count("vaccines")}, malaria drugs ${count("malaria-drugs")}).`);
  for (const mark of locateInFiles(marks, (file) => path.resolve(file))) {
    console.warn(`warning: ${mark.file}:${mark.line ?? 1}: ${describeField(mark.path)}: needs translating, another language of this text changed since (remove it from needsTranslation once translated)`);
  }
  for (const warning of locateInFiles(unmarkedTranslations(contentDir, display), (file) => path.resolve(file))) {
    console.warn(`warning: ${formatProblem(warning)}`);
  }
  // A warning: the build then dates a disease profile by every file it reads, later than need be but never too early.
  for (const warning of staleDerivedDates(contentDir, content, display)) console.warn(`warning: ${formatProblem(warning)}`);
  // Warnings, never errors (time passing never fails a build): notices nobody has confirmed by their reviewBy.
  const today = new Date().toISOString().slice(0, 10);
  const overdue = content.notices.filter((notice) => notice.ended === null && notice.reviewBy < today);
  console.log(`\nOutbreak notices: ${content.notices.length} (${content.notices.filter((n) => n.ended === null).length} active, ${overdue.length} past reviewBy).`);
  for (const notice of overdue) {
    console.warn(`warning: ${display(path.join(contentDir, "notices", `${notice.slug}.json`))}: reviewBy ${notice.reviewBy} has passed: confirm it against the newest report (confirmed, reviewBy) or set ended; pages say it may be out of date`);
  }
  // A warning: the OpenAPI documents then show this build's files, and change with every edit.
  for (const warning of staleApiExamples(contentDir, content, display)) console.warn(`warning: ${formatProblem(warning)}`);
} else {
  const contentError = new ContentError(sortProblems(problems));
  console.error(contentError.message);
  // On GitHub, each problem also becomes an annotation on its line of the pull request's diff.
  if (process.env.GITHUB_ACTIONS === "true") for (const problem of contentError.problems) console.log(githubAnnotation(problem));
  process.exitCode = 1;
}
