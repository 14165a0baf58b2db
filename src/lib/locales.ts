// The five locales of the contract (seed §1). Order is the order of language links everywhere.
export const locales = ["nl", "en", "de", "fr", "es"] as const;
export type Locale = (typeof locales)[number];

// Profile bodies exist only in nl and en (seed §2.3 rule 2).
export const profileLocales = ["nl", "en"] as const;
export type ProfileLocale = (typeof profileLocales)[number];

/** The body language a locale shows: its own where written, else en, else nl (DESIGN §3). */
export function profileFallbackOrder(locale: Locale): readonly ProfileLocale[] {
  if (locale === "nl") return ["nl", "en"];
  return ["en", "nl"];
}
