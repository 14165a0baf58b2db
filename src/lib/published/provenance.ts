// The published form of the content's provenance: each fact's citations resolved to
// the reference they name, the review status of a country, and its exit requirements. Kept apart
// from schemas.ts so the contract there only gains fields that point here.
import { z } from "zod";
import { evidenceStates, sourcingStatuses } from "../content/citations.ts";
import { ageBandCategories, malariaExtents, malariaTabletAdvice, medicalCategories, referenceKinds } from "../content/schemas.ts";

const text = z.string().min(1);

/** A closed object with a stable `id`: a named component (`$ref`) and a named type in generated clients. */
export const named = <S extends z.ZodRawShape>(id: string, description: string, shape: S) => z.object(shape).strict().meta({ id, description });

export const publishedCitationSchema = named("Citation", "A reference document a fact rests on, and where in it the fact is found.", {
  reference: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).meta({ description: "Stable identifier of the reference document." }),
  publisher: text.meta({ description: "Who published the document (its original publisher, also when the copy read is hosted elsewhere)." }),
  kind: z.enum(referenceKinds).meta({
    id: "ReferenceKind",
    description:
      "What the publisher is: authority (WHO, a national public-health institute or ministry; an embassy or ministry for its own country's entry rule); advice-body (a national travel-advice body such as CDC Travelers' Health or NaTHNaC); clinical-service (a professional database or clinic); secondary (news, guides, tour operators, blogs, airlines, aggregators).",
  }),
  host: text.nullable().meta({ description: "Who hosts the copy that was read, when it is not the publisher (a mirror, an archive, a reprint); null when the publisher's own copy was read." }),
  title: text.meta({ description: "The document's title." }),
  edition: text.nullable().meta({ description: "Edition, version or date of the document as printed in it, or null when it gives none." }),
  url: z
    .url({ protocol: /^https$/ })
    .regex(/^https:\/\//)
    .meta({ description: "Address of the copy of the document that was read (may be a mirror of an official document)." }),
  consulted: z.iso.date().meta({ description: "Day the document was read (YYYY-MM-DD)." }),
  locator: text.meta({ description: "Where in the document the fact is found: section, table row, page." }),
  quote: text.nullable().meta({ description: "The rule in the source's own words (its language, may be shortened with …), or null." }),
  confirms: z.array(text).meta({
    description:
      "The attributes of the fact next to it (its field names, such as requirement or minimumAgeMonths) that this quote states; only a citation of an authority or advice body confirms. An attribute no citation lists is not confirmed. Empty: the citation supports the fact as a whole.",
  }),
});

export const citationsSchema = z
  .array(publishedCitationSchema)
  .nullable()
  .meta({ description: "The references this fact rests on, next to it; null means the fact is NOT YET SOURCED: it has not been checked against a specific reference." });

export const evidenceSchema = z.enum(evidenceStates).meta({
  id: "Evidence",
  description:
    "How far the fact next to it is sourced: confirmed (an authority or national travel-advice body is cited); supported (at best a clinical service: a professional database or clinic); secondary-only (only news, guides, tour operators, blogs, airlines or aggregators: NOT YET CONFIRMED); unsourced (no reference: NOT YET SOURCED).",
});

export const notConfirmedSchema = z.array(text).meta({
  description:
    "The attributes of this fact (its field names, such as minimumAgeMonths or level) that no quote of an authority or advice body states: show each as not confirmed, also where evidence is confirmed. Empty where every stated attribute is confirmed, or the fact states none.",
});

/** A fact's evidence state, what of it no quote confirms, and its citations, beside it in every object that states one. */
export const cited = { evidence: evidenceSchema, notConfirmed: notConfirmedSchema, citations: citationsSchema };

export const reviewSchema = named("Review", "How far this country's facts are sourced and reviewed. Use this rather than the deprecated top-level reviewed.", {
  reviewed: z.iso
    .date()
    .nullable()
    .meta({ description: "Day the country's facts were checked against their cited references (YYYY-MM-DD), or null when they have not been." }),
  sourcing: z.enum(sourcingStatuses).meta({
    id: "SourcingStatus",
    description: "fully-sourced: every fact below cites a reference; partly-sourced: some do; unsourced: none does yet.",
  }),
});

export const tabletsSchema = z.enum(malariaTabletAdvice).meta({
  id: "MalariaTablets",
  description: "advised: antimalarial tablets for the risk areas; consider: for some travellers (prevention says who); not-advised: bite prevention only, or no risk.",
});
export const discrepancySchema = text.nullable().meta({ description: "Where authorities disagree, what each says (both are cited), or null." });

export const exitRequirementSchema = named("ExitRequirement", "A vaccination to show when LEAVING the country, and who must show it.", {
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).meta({ description: "The vaccine's stable identifier." }),
  name: text.meta({ description: "The vaccine's name in the file's locale." }),
  url: z.url().meta({ description: "The vaccine's own file, which describes it (VaccineFile)." }),
  appliesTo: text.meta({ description: "Who must show it when leaving, e.g. residents and visitors staying longer than 4 weeks." }),
  note: text.nullable(),
  ...cited,
});
export const exitRequirementsSchema = z
  .array(exitRequirementSchema)
  .meta({ description: "Requirements on LEAVING the country (such as the WHO IHR polio temporary recommendations); never entry requirements. Usually empty." });

export type PublishedCitation = z.infer<typeof publishedCitationSchema>;

// Medical limits of a vaccine or a malaria drug: published beside it, each with its citations.
export const ageBandSchema = named("AgeBand", "A range of ages at which a vaccine or drug is not given, or given only with precaution.", {
  fromMonths: z.int().min(0).meta({ description: "First age of the band, in months (0: from birth)." }),
  belowMonths: z.int().min(1).nullable().meta({ description: "The band ends before this age in months; null: no upper end." }),
  category: z.enum(ageBandCategories).meta({ id: "AgeBandCategory", description: "not-given: not given at these ages; precaution: only if the risk cannot be avoided, after specialist advice." }),
  reason: text.meta({ description: "Why, in one line." }),
});

export const ageLimitsSchema = named("AgeLimits", "The age limits of a vaccine or malaria drug.", {
  minimumAgeMonths: z
    .int()
    .min(0)
    .nullable()
    .meta({ description: "The youngest age in months at which it is given at all (from the bands); null: given from birth." }),
  bands: z.array(ageBandSchema).meta({ description: "Ages at which it is not given or only with precaution; an age in no band has no age limit." }),
  ...cited,
});

export const medicalCategorySchema = named("MedicalCategory", "Whether a vaccine or drug may be given in pregnancy or while breastfeeding, and why.", {
  category: z.enum(medicalCategories).meta({
    id: "MedicalCategoryValue",
    description: "contraindicated: not given; precaution: only if the risk cannot be avoided, after weighing it with a doctor; no-known-risk: may be given.",
  }),
  reason: text.meta({ description: "Why, in one line." }),
  ...cited,
});

export const citedTextSchema = named("CitedText", "A sentence and the references it rests on.", { text, ...cited });

/** How far a risk extends: one set of values for every risk (malaria, yellow fever). */
const riskExtentSchema = (id: string, risk: string) =>
  z.enum(malariaExtents).meta({
    id,
    description: `How far the ${risk} extends: whole-country; some-areas (say "in some areas" and extentSummary wherever the risk is summarised); none.`,
  });

export const malariaExtentSchema = riskExtentSchema("MalariaExtent", "malaria risk");
export const yellowFeverExtentSchema = riskExtentSchema("YellowFeverExtent", "yellow-fever transmission risk (and the vaccination recommendation)");
