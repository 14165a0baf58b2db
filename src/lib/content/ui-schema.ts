// UI strings, one file per locale (content/ui/{locale}.json). Every key of the English file is
// required in every locale, so a missing translation is a build error naming the file and the key.
// Placeholders are written {name} and filled by formatText(); which key takes which is declared
// in ui-placeholders.ts and checked in every locale.
import { z } from "zod";
import englishUi from "../../../content/ui/en.json" with { type: "json" };
import { locales } from "../locales.ts";
import { editorTables } from "./editor-words.ts";
import { evidenceStates, sourcingStatuses } from "./citations.ts";
import { lastUpdatedSchema, schemaRef, textSchema } from "./schemas.ts";
import {
  regions,
  referenceKinds,
  malariaPreventionTypes,
  malariaTabletAdvice,
  malariaRiskLevels,
  vaccineLevels,
  yellowFeverCertificateRules,
  yellowFeverRecommendations,
  yellowFeverTransmissionRisks,
  allConfirmableAttributes,
} from "./schemas.ts";

const strings = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, textSchema])) as Record<K, typeof textSchema>).strict();

/** The English texts: their keys are every locale's, and TypeScript reads the keys from them, so
 *  a text the code uses and en.json lacks fails the typecheck. */
export type UiStrings = Omit<typeof englishUi, "$schema">;
const englishTexts: UiStrings = englishUi;

/** Groups that name one text per value of a list of the content model: one for each value. */
const perValue: Partial<Record<keyof UiStrings, readonly string[]>> = {
  vaccineLevel: vaccineLevels,
  yellowFeverRisk: yellowFeverTransmissionRisks,
  yellowFeverRecommendation: yellowFeverRecommendations,
  yellowFeverCertificate: yellowFeverCertificateRules,
  malariaRisk: malariaRiskLevels,
  malariaPrevention: malariaPreventionTypes,
  malariaTablets: malariaTabletAdvice,
  sourcing: sourcingStatuses,
  evidence: evidenceStates,
  referenceKind: referenceKinds,
  region: regions,
  attributes: allConfirmableAttributes,
};

const groups = Object.entries(englishTexts).flatMap(([group, texts]) =>
  typeof texts === "object" ? [[group, strings(perValue[group as keyof UiStrings] ?? Object.keys(texts))] as const] : [],
);

// Its type is English's: the schema holds every locale to English's keys.
export const uiStringsSchema = z
  .object({
    $schema: schemaRef,
    lastUpdated: lastUpdatedSchema.meta({ description: "When these texts last changed; lists use it for their own text." }),
    languageName: textSchema.meta({ title: "Language name", description: "The language's own name, e.g. Nederlands.", examples: ["Nederlands"] }),
    ...Object.fromEntries(groups),
    languages: strings(locales).meta({ description: "The name of each language, in this file's language." }),
  })
  .strict()
  .meta({ title: "The interface texts of one language (a file in content/ui/)" }) as unknown as z.ZodType<UiStrings>;

export { formatText } from "./format-text.ts";

// The editors' words (content/ui/editor/{locale}.json): English is the model every locale follows.
const english = editorTables.en;
const template = z.union([textSchema, z.object({ $by: z.string() }).catchall(textSchema)]);
const table = z.record(z.string(), textSchema);
const keysOf = (value: object) => Object.keys(value);
export const editorWordsSchema = z
  .object({
    $schema: z.string().optional(),
    form: strings(keysOf(english.form)).meta({ description: "The form editor's own messages." }),
    fields: z
      .object({ keys: table, items: table, nth: textSchema, locales: strings(locales), quote: textSchema, and: z.string().min(1) })
      .strict()
      .meta({ description: "Field names in a problem: a key's name, a list item's noun, the n-th item ({noun} {n}), a field quoted in a sentence ({words}), the word joining a list." }),
    words: z
      .object({
        seen: strings(["missing", "null", "empty", "text", "list", "object", "other"]),
        rules: strings(keysOf(english.words.rules)),
        constructs: table,
        html: strings(keysOf(english.words.html)),
        once: strings(keysOf(english.words.once)),
        types: table,
        languages: strings(locales),
      })
      .strict(),
    problems: z
      .object(Object.fromEntries(keysOf(english.problems).map((code) => [code, z.object({ expected: template, found: template }).strict()])))
      .strict()
      .meta({ description: "Each problem of the content check: what was expected and what was found." }),
    fillIn: z
      .object({
        texts: strings(keysOf(english.fillIn.texts)),
        fields: strings(keysOf(english.fillIn.fields)),
        profileLanguages: strings(["nl", "en"]),
        profileHeading: textSchema,
        profileText: textSchema,
        or: textSchema,
        who: textSchema,
        added: strings(keysOf(english.fillIn.added)),
      })
      .strict()
      .meta({ description: "What a starting file of npm run new leaves to fill in: the instructions after FILL IN:, in this language ({language}: a profile's language), and its first change note (added)." }),
  })
  .strict();
export const editorWordTables = keysOf(english.words);
