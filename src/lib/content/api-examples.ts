// The OpenAPI documents' examples as recorded at the current contract release, kept in
// content/api-examples.json by `npm run generate`. Examples drawn from the live content would make
// the contract document change with every edit of the files they show (a country's note, its
// date), so a client diffing the contract for breaking changes would see one on every deploy. The
// record is rewritten only when the API changelog's current release differs from the one it was
// made at; the build uses it only while that release is current (src/lib/site/api-examples.ts).
import path from "node:path";
import { z } from "zod";
import type { ContentProblem } from "./problems.ts";
import { readGenerated } from "./file-text.ts";

export const apiExamplesFile = "api-examples.json";

/** Stands for the site's address in the record, so one record serves every deploy (production, previews). */
export const siteUrlToken = "{siteUrl}";

const localeExamplesSchema = z
  .object({
    lastUpdated: z.iso.datetime().meta({ description: "The newest lastUpdated of the files the examples show." }),
    json: z.record(z.string(), z.unknown()).meta({ description: "Per resource kind: its first file, lists cut to two items." }),
    markdown: z.record(z.string(), z.string()).meta({ description: "Per resource kind: the first lines of its Markdown mirror, without front matter." }),
  })
  .strict();

export const apiExamplesSchema = z
  .object({
    $comment: z.string().optional(),
    release: z.string().regex(/^\d+\.\d+\.\d+$/).meta({ description: "The API changelog's release these examples were recorded at." }),
    slugs: z.object({ country: z.array(z.string()), disease: z.array(z.string()), vaccine: z.array(z.string()), malariaDrug: z.array(z.string()) }).strict(),
    locales: z.record(z.string(), localeExamplesSchema),
  })
  .strict();

/** The OpenAPI examples recorded at a contract release, site address as a token. */
export type ApiExamples = Omit<z.infer<typeof apiExamplesSchema>, "$comment">;

export function readApiExamples(root: string, problems: ContentProblem[], display: (file: string) => string): ApiExamples | undefined {
  const data = readGenerated(path.join(root, apiExamplesFile), apiExamplesSchema, "delete it and run npm run generate", problems, display);
  if (!data) return undefined;
  const { $comment, ...examples } = data;
  return examples;
}
