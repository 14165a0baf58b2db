// Validates content/ without building: the quickest way for an editor to see every problem.
import { readConfig } from "../src/lib/config.ts";
import { loadContent } from "../src/lib/content/load.ts";
import { findContentError } from "../src/lib/content/problems.ts";

const { contentDir } = readConfig();
try {
  const content = loadContent(contentDir);
  console.log(`Content is valid: ${content.countries.length} countries, ${content.diseases.length} diseases, ${content.vaccines.length} vaccines.`);
} catch (error) {
  const contentError = findContentError(error);
  if (!contentError) throw error;
  console.error(contentError.message);
  process.exitCode = 1;
}
