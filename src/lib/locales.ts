// The five locales of the API (docs/api.md). Order is the order of language links everywhere.
export const locales = ["nl", "en", "de", "fr", "es"] as const;
export type Locale = (typeof locales)[number];

// Profile bodies are written only in nl and en; other locales show one of them (docs/api.md).
export const profileLocales = ["nl", "en"] as const;
export type ProfileLocale = (typeof profileLocales)[number];

/** The body language a locale shows: its own where written, else en, else nl. */
export function profileFallbackOrder(locale: Locale): readonly ProfileLocale[] {
  return locale === "nl" ? ["nl", "en"] : ["en", "nl"];
}
