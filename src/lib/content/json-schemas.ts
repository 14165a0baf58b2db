// JSON Schemas for editors, generated from the zod content schemas (one source of truth).
import { z } from "zod";
import { countrySchema, diseaseSchema, referenceSchema, sourceSchema, vaccineSchema } from "./schemas.ts";
import { uiStringsSchema } from "./ui-schema.ts";

export const contentSchemaFiles: Record<string, z.ZodType> = {
  "country.schema.json": countrySchema,
  "disease.schema.json": diseaseSchema,
  "vaccine.schema.json": vaccineSchema,
  "source.schema.json": sourceSchema,
  "reference.schema.json": referenceSchema,
  "ui.schema.json": uiStringsSchema,
};

export function renderContentSchema(name: string): string {
  const schema = contentSchemaFiles[name];
  if (!schema) throw new Error(`No content schema named ${name}`);
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input" });
  return `${JSON.stringify(json, null, 2)}\n`;
}
