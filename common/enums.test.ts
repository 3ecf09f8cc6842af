import { describe, expect, it } from 'vitest';
import {
  PARENT_RELATIONSHIPS,
  POSITIONS,
  positionBit,
  positionSetsOverlapping,
  relationshipLabel,
} from './enums.ts';

describe('position sets as bits', () => {
  it('gives each position its own bit', () => {
    expect(POSITIONS.map(positionBit)).toEqual([1, 2, 4, 8, 16]);
  });

  it('lists every set sharing a position with the filter, and no other', () => {
    // G is 16: the sets 16 to 31 hold it.
    expect(positionSetsOverlapping(['G'])).toEqual([
      16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    ]);
    const offense = positionSetsOverlapping(['C', 'LW', 'RW']);
    expect(offense).toContain(6); // LW and RW
    expect(offense).toContain(9); // C and D
    expect(offense).not.toContain(8); // D alone
    expect(offense).not.toContain(24); // D and G
    expect(offense).toHaveLength(31 - 3); // all but D, G, and D with G
    expect(positionSetsOverlapping([])).toEqual([]);
  });
});

describe('parent relationships', () => {
  it('is the one fixed list, each shown by its label; no value reads Parent', () => {
    expect(PARENT_RELATIONSHIPS).toEqual(['father', 'mother', 'guardian', 'coparent', 'other']);
    expect(PARENT_RELATIONSHIPS.map(relationshipLabel)).toEqual([
      'Father',
      'Mother',
      'Guardian',
      'Co-parent',
      'Other',
    ]);
    expect(relationshipLabel(null)).toBe('Parent');
  });
});
