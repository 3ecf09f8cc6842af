/**
 * Today's date as YYYY-MM-DD in UTC: what "upcoming" (dated today or later) is measured against, so the
 * answer does not depend on the server's or the database session's time zone.
 */
export function todayIsoDate(now: Date = new Date()): string {
  // Formatted once per UTC day: every anonymous profile view asks (D099, the hottest read).
  const day = Math.floor(now.getTime() / DAY_MS);
  if (day !== lastDay) {
    lastDay = day;
    lastIso = now.toISOString().slice(0, 10);
  }
  return lastIso;
}

const DAY_MS = 86_400_000;
let lastDay = Number.NaN;
let lastIso = '';
