// What a starting file from `npm run new` leaves to fill in: values beginning with this marker.
// The loader refuses each one (with its field and what to put there), so a started file can never
// be published half-filled.
export const fillInMarker = "FILL IN:";

/** Every marker left in a parsed file, with its field path. */
export function markersIn(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === "string") return value.startsWith(fillInMarker) ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => markersIn(item, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => markersIn(item, [...path, key]));
  return [];
}

/** A new disease's profile body in one language, as `npm run new` and the form start it. */
export function newProfileBody(locale: "nl" | "en"): string {
  const language = locale === "nl" ? "Dutch" : "English";
  const fill = (what: string) => `${fillInMarker} ${what}`;
  return `## ${fill(`a heading in ${language}`)}\n\n${fill(`the profile in ${language}: paragraphs, flat lists, **strong**, *emphasis* and https:// links only`)}\n`;
}
