import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_TOTAL, SearchQuerySchema, type SearchResponse } from '#common/contracts/search.ts';
import { players, teams } from '#server/db/schema/index.ts';
import { buildPlayer } from '#server/db/seed/factories.ts';
import { namesOf, searchWorld } from '#test/search-kit.ts';
import { PlayerSearch } from './search.service.ts';

/** The player search's keyword, alone and against the filters (the world: test/search-kit.ts). */
const { t, world, search } = searchWorld();
const { p } = world;

describe('GET /api/players/search', () => {
  describe('keyword, ignoring case and accents', () => {
    it.each([
      ['keyword=jose', ['José', 'Noah']], // José Martínez, and Noah of San Jose
      ['keyword=JOSÉ', ['José', 'Noah']],
      ['keyword=MARTIN', ['José', 'Liam']], // Martin and Martínez
      ['keyword=martinez', ['José']],
      ['keyword=cote', ['Émilie']],
      ['keyword=Montreal', ['Émilie']], // city
      ['keyword=chateauguay', ['Émilie']], // current team
      ['keyword=eagles', ['José']],
      ['keyword=marty', ['Liam']], // preferred name
      ['keyword=jose%20boston', ['José']], // every word must match
      ['keyword=%20%20jose%20%20%20eagles%20', ['José']],
      ['keyword=jose%20quebec', []],
      ['keyword=%25', []], // % is a character, not a wildcard
      ['keyword=_', []],
      ['keyword=jose&birthYear=2009', []],
    ])('%s', async (query, expected) => {
      expect(namesOf(await search(query))).toEqual(expected);
    });

    it('follows a renamed team and a changed name (database triggers)', async () => {
      await t.db.update(teams).set({ name: 'Laval Rocket Jr' }).where(eq(teams.id, world.lionsId));
      expect(namesOf(await search('keyword=laval'))).toEqual(['Émilie']);
      expect(namesOf(await search('keyword=chateauguay'))).toEqual([]);
      await t.db.update(players).set({ lastName: 'Côté-Bélanger' }).where(eq(players.id, p.emilie.id));
      expect(namesOf(await search('keyword=belanger'))).toEqual(['Émilie']);
    });
  });

  it('finds with a keyword exactly the players the same filters find without one (the keyword index tags, D226)', async () => {
    // Values at the edges of each filter: no category or shoots, several positions, a state in another
    // case with padding, Canada without a province, a state outside the United States, no country.
    const odd = [
      buildPlayer({ lastName: 'Tagtest', category: null, shoots: null, positions: ['D', 'G'] }),
      buildPlayer({ lastName: 'Tagtest', country: 'United States', region: ' OREGON ', positions: ['LW'] }),
      buildPlayer({ lastName: 'Tagtest', category: 'FEMALE', country: 'Canada', region: null, shoots: 'R' }),
      buildPlayer({ lastName: 'Tagtest', country: 'Mexico', region: 'Oregon', birthYear: 2008 }),
      buildPlayer({ lastName: 'Tagtest', country: null, region: 'Texas', positions: ['RW', 'C'] }),
      buildPlayer({ lastName: 'Tagtest', country: 'United States', region: null, birthYear: 2009 }),
    ];
    const ids = (await t.db.insert(players).values(odd).returning({ id: players.id })).map((r) => r.id);
    try {
      const filters: Record<string, string | string[]>[] = [
        {},
        { category: 'Boys' },
        { category: 'Girls' },
        { birthYear: ['2008', '2009'] },
        { positions: 'Goalie' },
        { positions: ['C', 'LW'] },
        { handedness: 'Left' },
        { handedness: 'Right' },
        { region: 'West' },
        { region: 'South' },
        { region: 'Canada' },
        { region: 'Northeast', category: 'Boys' },
        { category: 'Girls', handedness: 'Right', region: 'Canada' },
        { birthYear: '2008', positions: 'Offense', region: 'South' },
      ];
      const collect = new PlayerSearch(t.db);
      const walk = new PlayerSearch(t.db, { maxTotal: SEARCH_MAX_TOTAL, how: 'walked' });
      const cells = new PlayerSearch(t.db, { maxTotal: SEARCH_MAX_TOTAL, how: 'collected' });
      const idsOf = (body: SearchResponse) => body.players.map((x) => x.id);
      for (const filter of filters) {
        const label = JSON.stringify(filter);
        const query = (more: Record<string, string>) =>
          SearchQuerySchema.parse({ ...filter, ...more, pageSize: '100' });
        const without = await collect.search(query({}));
        // Without a keyword, through the cells (NULL a value of a cell's own) as along the order (D228).
        expect(await cells.search(query({})), label).toEqual(await walk.search(query({})));
        // Every search_text here holds an 'a' (a keyword too short for trigrams: the tags alone) ...
        expect(idsOf(await collect.search(query({ keyword: 'a' }))), label).toEqual(idsOf(without));
        expect(idsOf(await walk.search(query({ keyword: 'a' }))), label).toEqual(idsOf(without));
        // ... and a name: the trigrams and the tags together, against the column conditions of the walk.
        const named = await collect.search(query({ keyword: 'tagtest' }));
        expect(named, label).toEqual(await walk.search(query({ keyword: 'tagtest' })));
        expect(idsOf(named), label).toEqual(idsOf(without).filter((id) => ids.includes(id)));
      }
      // Each odd player is found by some filter above, so none of them was tested by absence alone.
      const found = new Set<string>();
      for (const filter of filters.slice(1))
        for (const id of idsOf(
          await collect.search(SearchQuerySchema.parse({ ...filter, keyword: 'tagtest' })),
        ))
          found.add(id);
      expect([...found].sort()).toEqual([...ids].sort());
    } finally {
      await t.db.delete(players).where(inArray(players.id, ids));
    }
  });
});
