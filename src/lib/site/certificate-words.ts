// The certificate line in words, one derivation for the country page and the planner's statements:
// apart from yellow-fever-rules.ts, which reads the whole site, so the statements import no page.
import { formatText } from "../content/format-text.ts";
import type { UiStrings } from "../content/ui-schema.ts";
import type { CountryRequirements } from "../published/schemas.ts";
import { certificateValidAfterDays } from "../trip/plan.ts";

/** The UI words the certificate line needs (the trip page's script carries only these). */
export interface CertificateWords {
  yellowFeverCertificate: UiStrings["yellowFeverCertificate"];
  country: Pick<UiStrings["country"], "minimumAge">;
  yellowFeverRules: Pick<UiStrings["yellowFeverRules"], "transitNot" | "transitAny" | "transitHours" | "validity" | "onlyFrom">;
}

/** The certificate line: the rule (with the countries it names as the only ones it is asked after),
 *  minimum age, which transits count, and validity. `name` gives a country's name by its slug;
 *  `part` may qualify each part by the attribute it states (what no cited quote confirms). */
export function certificateRuleWords(
  c: Pick<CountryRequirements["yellowFever"]["certificate"], "requirement" | "minimumAgeMonths" | "includesTransit" | "transitMinimumHours"> & { fromCountries: readonly { slug: string }[] },
  ui: CertificateWords,
  name: (slug: string) => string,
  part: (text: string, attribute: string) => string = (text) => text,
): string {
  const r = ui.yellowFeverRules;
  const only = c.fromCountries.map((country) => name(country.slug));
  const parts = [only.length ? part(formatText(r.onlyFrom, { countries: only.join(", ") }), "fromCountries") : part(ui.yellowFeverCertificate[c.requirement], "requirement")];
  if (c.minimumAgeMonths !== null) parts.push(part(formatText(ui.country.minimumAge, { months: c.minimumAgeMonths }), "minimumAgeMonths"));
  if (c.requirement === "arriving-from-risk-countries") {
    parts.push(
      !c.includesTransit
        ? part(r.transitNot, "includesTransit")
        : c.transitMinimumHours === null
          ? part(r.transitAny, "includesTransit")
          : part(formatText(r.transitHours, { hours: c.transitMinimumHours }), "transitMinimumHours"),
    );
  }
  if (c.requirement !== "none") parts.push(formatText(r.validity, { days: certificateValidAfterDays }));
  return parts.join("; ");
}

