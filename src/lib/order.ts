// One order for identifiers (slugs, ISO dates, file names, locale codes), the same on every
// machine: UTF-16 code units, which for these ASCII strings is code-point order. A bare
// localeCompare() uses the process's default locale, taken from LC_ALL/LANG, so the same content
// would sort differently on a Czech machine ("ch" after "h"). Names people read are sorted with a
// collator for an explicit locale instead (Intl.Collator(locale)).
export function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
