// When an outbreak notice applies and when it may be out of date: one reading of its dates for the
// pages, their script (which re-reads them in the browser, so a page built weeks ago does not
// present an old notice as current) and the trip planner.

type Dated = { reported: string; reviewBy: string; ended: string | null };

/** Past its reviewBy day (UTC), nobody vouches for the notice any more. */
export const mayBeOutOfDate = (notice: Pick<Dated, "reviewBy">, today: string = new Date().toISOString().slice(0, 10)): boolean => notice.reviewBy < today;

/** The notices that apply to any day from `from` to `to` (YYYY-MM-DD): reported by then, not ended before. */
export const noticesOn = <N extends Dated>(notices: readonly N[], from: string, to: string): N[] =>
  notices.filter((notice) => notice.reported <= to && (notice.ended === null || notice.ended >= from));
