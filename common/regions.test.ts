import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, REGION_GROUPS, regionError, regionsInGroup, US_STATES } from './regions.ts';

describe('regions', () => {
  it('has the 50 states plus DC and the 13 provinces and territories', () => {
    expect(US_STATES).toHaveLength(51);
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(CANADIAN_PROVINCES[0]).toBe('Alberta');
    expect(CANADIAN_PROVINCES.at(-1)).toBe('Yukon');
  });

  it('puts every US state in exactly one census group, so no player is unreachable by region', () => {
    const grouped = REGION_GROUPS.filter((g) => g !== 'Canada').flatMap((g) => regionsInGroup(g));
    expect([...grouped].sort()).toEqual([...US_STATES].sort());
  });

  it('takes an empty region, or a state or province of the country spelled as listed', () => {
    expect(regionError('United States', 'Minnesota')).toBeNull();
    expect(regionError('United States', 'District of Columbia')).toBeNull();
    expect(regionError('Canada', 'Yukon')).toBeNull();
    for (const empty of ['', '  ', null, undefined]) expect(regionError(null, empty)).toBeNull();
    expect(regionError('United States', 'Ontario')).toMatch(/states of the United States/);
    expect(regionError('United States', 'MN')).toMatch(/states of the United States/);
    expect(regionError('Canada', 'Texas')).toMatch(/provinces or territories of Canada/);
    expect(regionError(null, 'Ontario')).toMatch(/Choose the country/);
    expect(regionError('Sweden', 'Stockholm')).toMatch(/Choose the country/);
  });
});
