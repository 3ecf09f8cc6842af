import { describe, expect, it } from 'vitest';
import { bestIndexes, statNumber } from './compare.ts';

describe('bestIndexes (D297)', () => {
  it('marks the highest value where higher is better', () => {
    expect([...bestIndexes([10, 30, 20], 'higher')]).toEqual([1]);
  });

  it('marks the lowest value where lower is better (GAA, timed drills)', () => {
    expect([...bestIndexes([2.45, 1.98, 3.1], 'lower')]).toEqual([1]);
    expect([...bestIndexes([4.9, null, 4.6], 'lower')]).toEqual([2]);
  });

  it('marks every player tied at the top', () => {
    expect([...bestIndexes([5, 7, 7, 1], 'higher')].sort()).toEqual([1, 2]);
  });

  it('marks nothing when all values are equal or fewer than two players have one', () => {
    expect(bestIndexes([3, 3, 3], 'higher').size).toBe(0);
    expect(bestIndexes([3, null, undefined], 'higher').size).toBe(0);
    expect(bestIndexes([], 'lower').size).toBe(0);
  });

  it('ignores missing values: a blank is never the best, not even where lower is better', () => {
    expect([...bestIndexes([null, 0.9, 1.2], 'lower')]).toEqual([1]);
  });
});

describe('statNumber', () => {
  it('reads the API text figures and nothing else', () => {
    expect(statNumber('2.45')).toBe(2.45);
    expect(statNumber('91.7')).toBe(91.7);
    expect(statNumber(null)).toBeNull();
    expect(statNumber('')).toBeNull();
    expect(statNumber('n/a')).toBeNull();
  });
});
