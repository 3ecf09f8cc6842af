import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import {
  SearchQuerySchema,
  type SearchResponse,
  SearchResponseSchema,
  SearchResultPlayerSchema,
} from '#common/contracts/search.ts';
import { toPlayerCard } from '#server/features/players/index.ts';
import { searchWorld } from '#test/search-kit.ts';
import { searchResponseSerializer, serializeSearchResponse } from './search.serialize.ts';
import { PlayerSearch } from './search.service.ts';
import { escapeLike } from './search-filter.ts';
import { SearchTotals } from './search-totals.ts';

/** The search's helpers, and its answer serializer against real search answers (test/search-kit.ts). */
const { t } = searchWorld();

describe('search helpers', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('keeps a counted total for its time to live, and shares one count between concurrent callers', async () => {
    let now = 0;
    let counts = 0;
    const count = async () => {
      counts += 1;
      return 12_480;
    };
    const totals = new SearchTotals(10_000, () => now);
    expect(await Promise.all([totals.get('k', count), totals.get('k', count)])).toEqual([12_480, 12_480]);
    now = 9_999;
    await totals.get('k', count);
    expect(counts).toBe(1);
    now = 10_001;
    await totals.get('k', count);
    expect(counts).toBe(2);
  });

  it('counts again once its version moved (a player changed, D356), also for a count that overlapped the change', async () => {
    let version = 1;
    let counts = 0;
    const totals = new SearchTotals(10_000, Date.now, () => version);
    const count = async () => {
      counts += 1;
      return counts;
    };
    expect(await totals.get('k', count)).toBe(1);
    expect(await totals.get('k', count)).toBe(1);
    expect(totals.known('k')).toBe(1);
    version = 2;
    expect(totals.known('k')).toBeUndefined();
    expect(await totals.get('k', count)).toBe(2);
    // A change while the count runs: kept under the version taken before it, so not used afterwards.
    const during = totals.get('j', async () => {
      version = 3;
      return 5;
    });
    expect(await during).toBe(5);
    expect(totals.known('j')).toBeUndefined();
    // A count made by a statement that began before a change (since: its mark) is kept but not used.
    const since = totals.mark();
    version = 4;
    await totals.get('i', async () => 9, since);
    expect(totals.known('i')).toBeUndefined();
    await totals.get('h', async () => 8, totals.mark());
    expect(totals.known('h')).toBe(8);
  });

  it('forgets a failed count', async () => {
    const totals = new SearchTotals();
    await expect(totals.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await totals.get('k', async () => 7)).toBe(7);
  });

  it('keys totals by the filters, not by their order or the page', () => {
    const base = { page: 1, pageSize: 24 } as const;
    const a = SearchTotals.keyOf({ ...base, birthYear: [2008, 2009], keyword: 'jose  boston' } as never);
    const b = SearchTotals.keyOf({
      ...base,
      page: 3,
      birthYear: [2009, 2008],
      keyword: 'boston jose',
    } as never);
    expect(a).toBe(b);
    expect(SearchTotals.keyOf({ ...base, birthYear: [2008] } as never)).not.toBe(a);
  });
});

describe('the search answer serializer', () => {
  /** What the route sent before: fastify-type-provider-zod's serializer (zod, then JSON.stringify). */
  const zodSerialize = serializerCompiler({ schema: SearchResponseSchema, method: 'GET', url: '/' } as never);

  it('builds a card from exactly the contract fields, in their order', () => {
    const card = toPlayerCard({ ...SAMPLE_CARD, passwordHash: 'x', email: 'leak@example.com' } as never);
    expect(Object.keys(card)).toEqual(Object.keys(SearchResultPlayerSchema.shape));
  });

  it('answers byte for byte what the zod serializer answered, leaving out any other column', async () => {
    const extra = { passwordHash: '$argon2id$...', email: 'leak@example.com', dateOfBirth: '2009-02-01' };
    const crafted = {
      players: [
        { ...SAMPLE_CARD, ...extra },
        {
          ...SAMPLE_CARD,
          firstName: 'Zoé "Z" \\ \u2028',
          positions: [],
          currentTeamName: null,
          category: null,
          profileImageUrl: null,
          commitment: null,
        },
      ],
      total: 10_000,
      totalIsLowerBound: true,
      page: 2,
      pageSize: 24,
      internal: 'not in the contract',
    };
    const real = await new PlayerSearch(t.db).search(SearchQuerySchema.parse({}));
    expect(real.players.length).toBeGreaterThan(3);
    for (const response of [crafted, real, { ...real, players: [] }]) {
      const fast = serializeSearchResponse(response as SearchResponse);
      expect(fast).toBe(zodSerialize(response));
      expect(fast).not.toContain('leak@example.com');
      expect(searchResponseSerializer(true)(response)).toBe(fast);
    }
  });

  it('checks the contract with zod outside production', () => {
    const bad = {
      players: [{ ...SAMPLE_CARD, verificationStatus: 'hacked' }],
      total: 1,
      totalIsLowerBound: false,
      page: 1,
      pageSize: 24,
    };
    expect(() => searchResponseSerializer(true)(bad)).toThrow();
    expect(() => searchResponseSerializer(false)(bad)).not.toThrow();
  });
});

const SAMPLE_CARD = {
  id: '0e5b6c0e-1c7a-4a7e-9d2b-000000000001',
  slug: 'jean-gagne-x7k2',
  firstName: 'Jean-François',
  lastName: 'Gagné',
  positions: ['C', 'LW'],
  birthYear: 2009,
  currentTeamName: 'Laval Rocket U16 AAA',
  category: 'MALE',
  showCategory: true,
  verificationStatus: 'verified',
  profileImageUrl: '/media/players/1/photo.jpg',
  commitment: {
    kind: 'ncaa',
    programName: 'Boston College',
    division: 'D1',
    programGender: 'men',
    committedOn: '2026-11-01',
  },
} as const;
