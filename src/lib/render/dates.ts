// Dates in the reader's locale (luxon), always computed in UTC so builds do not depend on TZ.
import { DateTime } from "luxon";
import type { Locale } from "../locales.ts";

export function formatDate(iso: string, locale: Locale): string {
  return DateTime.fromISO(iso, { zone: "utc" }).setLocale(locale).toLocaleString(DateTime.DATE_FULL);
}
