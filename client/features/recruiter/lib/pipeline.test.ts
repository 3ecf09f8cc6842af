import { describe, expect, it } from 'vitest';
import { inStage, stageCounts } from './pipeline.ts';

describe('stage counts and the stage filter (D290)', () => {
  const items = [{ stage: 'Offer' }, { stage: 'Gone' }, { stage: 'Offer' }];

  it('counts each stage in the list order, then a stored stage the list no longer has', () => {
    expect(stageCounts(['Watching', 'Offer'], items)).toEqual([
      { stage: 'Watching', count: 0 },
      { stage: 'Offer', count: 2 },
      { stage: 'Gone', count: 1 },
    ]);
  });

  it('keeps every player without a stage chosen', () => {
    expect(inStage(items, null)).toBe(items);
    expect(inStage(items, 'Offer')).toHaveLength(2);
    expect(inStage(items, 'Visit')).toEqual([]);
  });
});
