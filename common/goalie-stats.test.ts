import { describe, expect, it } from 'vitest';
import { goalieTotals, goalsAgainstAverage, savePercent } from './goalie-stats.ts';

describe('goalie aggregates', () => {
  it('computes GAA as goals against / minutes x 60 with 2 decimals', () => {
    expect(goalsAgainstAverage(3, 60 * 60)).toBe('3.00');
    expect(goalsAgainstAverage(2, 50 * 60)).toBe('2.40');
    expect(goalsAgainstAverage(1, 0)).toBeNull();
  });
  it('computes save percent with 1 decimal', () => {
    expect(savePercent(28, 30)).toBe('93.3');
    expect(savePercent(0, 0)).toBeNull();
  });
  it('sums over games rather than averaging per-game figures', () => {
    const totals = goalieTotals([
      { shotsAgainst: 30, saves: 28, goalsAgainst: 2, toiSeconds: 3600, shutout: false },
      { shotsAgainst: 10, saves: 10, goalsAgainst: 0, toiSeconds: 1200, shutout: true },
    ]);
    expect(totals).toEqual({ gamesPlayed: 2, gaa: '1.50', savePct: '95.0', shutouts: 1 });
  });
});
