// What `npm run new` writes beside a new entity file, written by the form editor's local backend
// too when the form creates one: a new disease gets its starting profile bodies (slug.nl.md and
// slug.en.md, with "FILL IN:" markers the check lists), so the form can create a disease whole.
import { existsSync } from "node:fs";
import path from "node:path";
import { profileLocales } from "../lib/locales.ts";
import { newProfileBody } from "../lib/content/fill-in-markers.ts";

/**
 * The files a new file at `relative` (below `contentDir`, such as `diseases/rabies.json`) comes
 * with, but those already there: none once the file itself exists.
 */
export function startingFiles(contentDir: string, relative: string): { relative: string; text: string }[] {
  const disease = /^diseases\/([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/.exec(relative.split("\\").join("/"));
  if (!disease || existsSync(path.join(contentDir, relative))) return [];
  return profileLocales
    .map((locale) => ({ relative: `diseases/${disease[1]}.${locale}.md`, text: newProfileBody(locale) }))
    .filter((start) => !existsSync(path.join(contentDir, start.relative)));
}
