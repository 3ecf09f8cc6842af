import { describe, expect, it } from 'vitest';
import { goalsAgainstAverage, savePercent } from './goalie-stats.ts';

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
});
