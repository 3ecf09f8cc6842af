/** Spec 2 §9 goalie aggregates, summed over games (never averaged per game). */
export interface GoalieGameLine {
  shotsAgainst: number;
  saves: number;
  goalsAgainst: number;
  toiSeconds: number;
  shutout: boolean;
}

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

export function goalieTotals(lines: GoalieGameLine[]) {
  const sum = (k: 'shotsAgainst' | 'saves' | 'goalsAgainst' | 'toiSeconds') =>
    lines.reduce((acc, l) => acc + l[k], 0);
  return {
    gamesPlayed: lines.length,
    gaa: goalsAgainstAverage(sum('goalsAgainst'), sum('toiSeconds')),
    savePct: savePercent(sum('saves'), sum('shotsAgainst')),
    shutouts: lines.filter((l) => l.shutout).length,
  };
}
