import { count, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_TOTAL, SearchQuerySchema } from '#common/contracts/search.ts';
import { playerSearchCounts, players } from '#server/db/schema/index.ts';
import { buildPlayer } from '#server/db/seed/factories.ts';
import { searchWorld } from '#test/search-kit.ts';
import { PlayerSearch } from './search.service.ts';

/** How the player search counts its total, and its two ways of reading a page (the world: test/search-kit.ts). */
const { t } = searchWorld();

describe('GET /api/players/search', () => {
  it('counts up to a limit, then answers the limit as a lower bound', async () => {
    const query = (q: Record<string, string>) => SearchQuerySchema.parse({ pageSize: '1', ...q });
    // Five active players; a full page of one needs the count, which stops past 2 (or 5).
    expect(await new PlayerSearch(t.db, { maxTotal: 2 }).search(query({}))).toMatchObject({
      total: 2,
      totalIsLowerBound: true,
    });
    expect(await new PlayerSearch(t.db, { maxTotal: 2 }).search(query({ page: '4' }))).toMatchObject({
      total: 2,
      totalIsLowerBound: true,
    });
    expect(await new PlayerSearch(t.db, { maxTotal: 5 }).search(query({}))).toMatchObject({
      total: 5,
      totalIsLowerBound: false,
    });
    // Filters still apply below the limit: two players born in 2008, both counted exactly.
    expect(await new PlayerSearch(t.db, { maxTotal: 2 }).search(query({ birthYear: '2008' }))).toMatchObject({
      total: 2,
      totalIsLowerBound: false,
    });
    // A short page ends the result: exact, whatever the limit.
    expect(await new PlayerSearch(t.db, { maxTotal: 2 }).search(query({ pageSize: '24' }))).toMatchObject({
      total: 5,
      totalIsLowerBound: false,
    });
  });

  it('counts without a keyword from player_search_counts, kept in step with every insert, change and delete', async () => {
    // What the table must hold: the players per combination of the filter columns and status.
    const key = {
      profileStatus: players.profileStatus,
      birthYear: players.birthYear,
      category: players.category,
      shoots: players.shoots,
      country: players.country,
      region: sql<string | null>`lower(btrim(${players.region}))`,
      positionBits: players.positionBits,
    };
    const rowsOf = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
    const expectInStep = async () => {
      const c = playerSearchCounts;
      const kept = await t.db
        .select({
          profileStatus: c.profileStatus,
          birthYear: c.birthYear,
          category: c.category,
          shoots: c.shoots,
          country: c.country,
          region: c.region,
          positionBits: c.positionBits,
          n: c.n,
        })
        .from(c)
        .where(ne(playerSearchCounts.n, 0));
      const actual = await t.db
        .select({ ...key, n: count() })
        .from(players)
        .groupBy(...Object.values(key));
      expect(rowsOf(kept)).toEqual(rowsOf(actual));
    };
    // A page of one is full, so its total is the count.
    const totalOf = async (q: Record<string, string | string[]>) =>
      (await new PlayerSearch(t.db).search(SearchQuerySchema.parse({ pageSize: '1', ...q }))).total;
    const west = { category: 'Boys', region: 'West', positions: 'Defense' };
    await expectInStep();
    expect(await totalOf(west)).toBe(0);

    // Several players in one statement (one trigger run), one of them not active.
    const added = await t.db
      .insert(players)
      .values([
        buildPlayer({ birthYear: 2010, positions: ['D'], country: 'United States', region: 'Oregon' }),
        buildPlayer({
          birthYear: 2011,
          positions: ['D', 'RW'],
          country: 'United States',
          region: ' oregon ',
        }),
        buildPlayer({ birthYear: 2011, positions: ['D'], country: 'United States', region: 'Utah' }),
        buildPlayer({ positions: ['D'], country: 'United States', region: 'Utah', profileStatus: 'draft' }),
      ])
      .returning({ id: players.id });
    const ids = added.map((row) => row.id);
    try {
      await expectInStep();
      expect(await totalOf(west)).toBe(3);
      expect(await totalOf({ ...west, birthYear: '2011' })).toBe(2);
      // A change of status, of positions (a generated column) and of region, in one statement each.
      await t.db.update(players).set({ profileStatus: 'active' }).where(eq(players.id, ids[3]!));
      await t.db
        .update(players)
        .set({ positions: ['G'] })
        .where(eq(players.id, ids[0]!));
      await t.db.update(players).set({ region: 'Maine' }).where(eq(players.id, ids[2]!));
      await expectInStep();
      expect(await totalOf(west)).toBe(2);
      expect(await totalOf({ ...west, region: 'Northeast' })).toBe(1);
      // An update of other columns, and of several players at once.
      await t.db.update(players).set({ bio: 'Two-way defender' }).where(inArray(players.id, ids));
      await t.db.update(players).set({ shoots: 'R' }).where(inArray(players.id, ids));
      await expectInStep();
      expect(await totalOf({ ...west, handedness: 'Right' })).toBe(2);
    } finally {
      await t.db.delete(players).where(inArray(players.id, ids));
    }
    await expectInStep();
    expect(await totalOf(west)).toBe(0);
  });

  it('reads the same pages and totals whether it collects a short result or walks the order', async () => {
    const collect = new PlayerSearch(t.db, { maxTotal: SEARCH_MAX_TOTAL, how: 'collected' });
    const walk = new PlayerSearch(t.db, { maxTotal: SEARCH_MAX_TOTAL, how: 'walked' });
    const filters = [
      {},
      { category: 'Boys' },
      { birthYear: '2008' },
      { positions: 'Offense', handedness: 'Right' },
      { region: 'West' },
      { region: 'Canada' },
      { keyword: 'mar' },
      { category: 'Boys', positions: ['C', 'G'], region: 'Northeast' },
    ];
    for (const filter of filters) {
      for (const [pageSize, page] of [
        ['24', '1'],
        ['1', '1'],
        ['1', '2'],
        ['2', '2'],
        ['2', '9'],
      ] as const) {
        const query = SearchQuerySchema.parse({ ...filter, pageSize, page });
        const label = JSON.stringify(query);
        const collected = await collect.search(query);
        expect(await walk.search(query), label).toEqual(collected);
        // The count (a full page needs it) agrees with the players the whole result lists.
        const whole = await collect.search({ ...query, page: 1, pageSize: 100 });
        expect(collected.total, label).toBe(whole.players.length);
      }
    }
    // Counts without a birth year step through the years (see countStatement); still every player.
    const boys = await walk.search(SearchQuerySchema.parse({ category: 'Boys', pageSize: '1' }));
    expect(boys).toMatchObject({ total: 3, totalIsLowerBound: false });
    expect(boys.players).toHaveLength(1);
  });
});
