/** Spec 2 §9 goalie rates, from figures summed over games (never averaged per game: common/stats.ts). */

/** Goals against per 60 minutes, 2 decimals; null without ice time. */
export function goalsAgainstAverage(goalsAgainst: number, toiSeconds: number): string | null {
  if (toiSeconds <= 0) return null;
  const minutes = toiSeconds / 60;
  return ((goalsAgainst / minutes) * 60).toFixed(2);
}

/** Saves / shots against as a percent with 1 decimal; null without shots. */
export function savePercent(saves: number, shotsAgainst: number): string | null {
  if (shotsAgainst <= 0) return null;
  return ((saves / shotsAgainst) * 100).toFixed(1);
}
