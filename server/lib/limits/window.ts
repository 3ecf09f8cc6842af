const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/**
 * A window written as a route declares it ("10 minutes", "1 hour"), or milliseconds. An unreadable one
 * throws when the route is added, not when it is first asked.
 */
export function windowMsOf(window: string | number): number {
  if (typeof window === 'number') {
    if (Number.isInteger(window) && window >= 1000) return window;
    throw new Error(`A limit's window must be a whole number of milliseconds, at least 1000: ${window}`);
  }
  const m = /^\s*(\d+)\s*(second|minute|hour|day)s?\s*$/.exec(window);
  if (!m || Number(m[1]) < 1) throw new Error(`Unreadable limit window "${window}" (e.g. "10 minutes")`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

/** "N minutes" (at least one) for a wait in seconds, for messages. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
