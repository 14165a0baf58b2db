// The generated files (`npm run generate` writes them, `npm run check` compares them): whether one
// already holds the text it would be written with.
import { existsSync, readFileSync } from "node:fs";

/** Whether `file` exists and holds exactly `text`, so it needs no rewrite. */
export function holdsText(file: string, text: string): boolean {
  return existsSync(file) && readFileSync(file, "utf8") === text;
}
