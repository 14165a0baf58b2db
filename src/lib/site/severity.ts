// One small set of severity tokens for everything that answers "do I need to act?": the summary
// cards, the country list and the risk maps use the same four, each shown by colour, icon and
// text (never colour alone). Styles: src/assets/site.css (.sev-*); icons: src/lib/render/icons.ts.
import type { CountryRequirements } from "../published/schemas.ts";

export const severities = ["high", "medium", "low", "none"] as const;
export type Severity = (typeof severities)[number];

type YellowFever = CountryRequirements["yellowFever"];
type Malaria = CountryRequirements["malaria"];

const rank: Record<Severity, number> = { high: 3, medium: 2, low: 1, none: 0 };

/** The most severe of several tokens. */
export function worst(...tokens: Severity[]): Severity {
  return tokens.reduce<Severity>((a, b) => (rank[b] > rank[a] ? b : a), "none");
}

export const yellowFeverRiskSeverity: Record<YellowFever["transmissionRisk"], Severity> = {
  endemic: "high",
  transitional: "medium",
  "low-potential": "low",
  none: "none",
};

export const malariaRiskSeverity: Record<Malaria["risk"], Severity> = { high: "high", moderate: "medium", low: "low", none: "none" };

export const certificateSeverity: Record<YellowFever["certificate"]["requirement"], Severity> = {
  "all-travellers": "high",
  "arriving-from-risk-countries": "medium",
  none: "none",
};

export const yellowFeverRecommendationSeverity: Record<YellowFever["whoRecommendation"], Severity> = {
  recommended: "medium",
  "generally-not-recommended": "low",
  "not-recommended": "none",
};
