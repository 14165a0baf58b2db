// Dates in the reader's locale (luxon), always computed in UTC so builds do not depend on TZ.
import { DateTime } from "luxon";
import type { Locale } from "../locales.ts";

// Every page shows a few dates and most pages share them; luxon's formatting is costly enough to
// matter at thousands of pages, so each date is formatted once per locale.
const formatted = new Map<string, string>();

export function formatDate(iso: string, locale: Locale): string {
  const key = `${locale} ${iso}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = DateTime.fromISO(iso, { zone: "utc" }).setLocale(locale).toLocaleString(DateTime.DATE_FULL);
    formatted.set(key, text);
  }
  return text;
}
