// Content dates are ISO 8601 UTC strings of one shape ("2026-11-26T02:04:16Z", or a day), so they
// compare as text; one place says so for every date a page or file takes from its sources.

/** The latest of these timestamps. */
export function newest(first: string, ...rest: string[]): string {
  return rest.reduce((a, b) => (b > a ? b : a), first);
}

/** A moment as a content timestamp: UTC to the second ("2026-11-26T02:04:16Z"). */
export function timestampOf(moment: Date): string {
  return moment.toISOString().replace(/\.\d{3}Z$/, "Z");
}
