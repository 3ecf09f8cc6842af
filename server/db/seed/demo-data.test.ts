import { describe, expect, it } from 'vitest';
import { regionError } from '#common/regions.ts';
import { PLACES } from './demo-data.ts';

describe('demo data', () => {
  it('has only places whose region the profile rules accept', () => {
    for (const place of PLACES) expect(regionError(place.country, place.region), place.region).toBeNull();
  });
});
