/** The months by name, January first (dates as words, the birth month lists). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-01-01" -> "January 1, 2026": a calendar day as entered, which no time zone moves. */
export function formatIsoDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return `${MONTH_NAMES[(m ?? 1) - 1]} ${d}, ${y}`;
}
