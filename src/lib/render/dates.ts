// Dates in the reader's locale (luxon), always computed in UTC so builds do not depend on TZ.
import { DateTime } from "luxon";
import type { Locale } from "../locales.ts";

// Every page shows a few dates and most pages share them; luxon's formatting is costly enough to
// matter at thousands of pages, so each day is formatted once per locale. A time in UTC (`…Z`) is
// shown as its day, so it shares the day's text: each page's last change has its own time.
const formatted = new Map<string, string>();
const utcTime = /^(\d{4}-\d{2}-\d{2})T[\d:.]+Z$/;

export function formatDate(iso: string, locale: Locale): string {
  const key = `${locale} ${utcTime.exec(iso)?.[1] ?? iso}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = DateTime.fromISO(iso, { zone: "utc" }).setLocale(locale).toLocaleString(DateTime.DATE_FULL);
    formatted.set(key, text);
  }
  return text;
}
