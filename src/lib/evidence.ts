// How far a fact is sourced (content/README.md, "What counts as a source"): an authority or a
// national travel-advice body confirms it, a clinical service supports it; a fact that rests on
// news, guides or operators alone, or on nothing, is stated as not yet confirmed wherever it is
// stated (summaries, llms.txt, the trip planner). No imports: the planner's bundle uses it too.
export type Evidence = "confirmed" | "supported" | "secondary-only" | "unsourced";

export const isNotYetConfirmed = (evidence: Evidence): boolean => evidence === "secondary-only" || evidence === "unsourced";
