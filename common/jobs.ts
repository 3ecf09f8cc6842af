/** Scheduled jobs (D301): how often each runs. A day is a UTC day; a week starts on Monday (UTC). */
export const JOB_PERIODS = ['daily', 'weekly'] as const;
export type JobPeriod = (typeof JOB_PERIODS)[number];

/** The first day (YYYY-MM-DD, UTC) of the period `now` falls in: the day, or the Monday of its week. */
export function periodStart(period: JobPeriod, now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'weekly') day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The first day of the period before the one `now` falls in. */
export function previousPeriodStart(period: JobPeriod, now: Date): string {
  const start = new Date(`${periodStart(period, now)}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (period === 'weekly' ? 7 : 1));
  return start.toISOString().slice(0, 10);
}
