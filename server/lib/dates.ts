/**
 * Today's date as YYYY-MM-DD in UTC: what "upcoming" (dated today or later) is measured against, so the
 * answer does not depend on the server's or the database session's time zone.
 */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
