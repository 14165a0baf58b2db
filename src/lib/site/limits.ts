// The medical limits of a vaccine or malaria drug in words, derived once from the published
// entry so the HTML, the Markdown and llms.txt say the same thing (a limit stands beside the
// advice it limits).
import { formatText, type UiStrings } from "../content/ui-schema.ts";
import type { MalariaDrugEntry, VaccinationEntry } from "../published/schemas.ts";

type AgeLimits = VaccinationEntry["age"];
type Category = VaccinationEntry["pregnancy"];
type Band = AgeLimits["bands"][number];

/** An age in months as words: whole years from 24 months on, months below. */
export function ageWords(months: number, ui: UiStrings): string {
  return months >= 24 && months % 12 === 0 ? formatText(ui.limits.years, { count: months / 12 }) : formatText(ui.limits.months, { count: months });
}

function bandAges(band: Band, ui: UiStrings): string {
  if (band.fromMonths === 0 && band.belowMonths !== null) return formatText(ui.limits.ageUnder, { age: ageWords(band.belowMonths, ui) });
  if (band.belowMonths === null) return formatText(ui.limits.ageFrom, { age: ageWords(band.fromMonths, ui) });
  return formatText(ui.limits.ageBetween, { from: ageWords(band.fromMonths, ui), below: ageWords(band.belowMonths, ui) });
}

/** Each age band in one line: "under 6 months: not given. Why." */
export function ageBandLines(age: AgeLimits, ui: UiStrings): string[] {
  if (age.bands.length === 0) return [ui.limits.noAgeLimit];
  return age.bands.map((band) =>
    formatText(ui.limits.band, {
      ages: bandAges(band, ui),
      category: band.category === "not-given" ? ui.limits.notGiven : ui.limits.bandPrecaution,
      reason: band.reason,
    }),
  );
}

export function categoryWords(category: Category["category"], ui: UiStrings): string {
  return { contraindicated: ui.limits.contraindicated, precaution: ui.limits.precaution, "no-known-risk": ui.limits.noKnownRisk }[category];
}

/** "contraindicated. Live vaccine: …" */
export function categoryLine(limit: Category, ui: UiStrings): string {
  return `${categoryWords(limit.category, ui)}. ${limit.reason}`;
}

/** The limits of a drug or vaccine in one short line, for where it is advised: "not before 8 years; Pregnancy: contraindicated; Breastfeeding: …". */
export function shortLimits(entry: Pick<MalariaDrugEntry, "age" | "pregnancy" | "breastfeeding"> & { minimumWeightKg?: MalariaDrugEntry["minimumWeightKg"] }, ui: UiStrings): string {
  const parts: string[] = [];
  if (entry.age.minimumAgeMonths !== null) parts.push(formatText(ui.limits.notBefore, { age: ageWords(entry.age.minimumAgeMonths, ui) }));
  // The precautions too (yellow fever from 6 to 9 months, a first dose at 60 or older): a short
  // line that drops them says the vaccine is simply given at those ages.
  for (const band of entry.age.bands) if (band.category === "precaution") parts.push(`${bandAges(band, ui)}: ${ui.limits.bandPrecaution}`);
  if (entry.minimumWeightKg) parts.push(formatText(ui.limits.fromWeight, { kg: entry.minimumWeightKg.kg }));
  parts.push(formatText(ui.limits.short, { label: ui.limits.pregnancy, category: categoryWords(entry.pregnancy.category, ui) }));
  parts.push(formatText(ui.limits.short, { label: ui.limits.breastfeeding, category: categoryWords(entry.breastfeeding.category, ui) }));
  return parts.join("; ");
}
