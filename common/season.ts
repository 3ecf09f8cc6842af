/**
 * Hockey seasons run August to July, labelled by their two years: a game on 2026-08-01 or 2027-07-31 is in
 * "2026-27". Same labels as the demo season_stats rows and team history ("2025-26").
 */
export const SEASON_START_MONTH = 8;

/** The season label of a YYYY-MM-DD date. */
export function hockeySeasonOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= SEASON_START_MONTH ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
