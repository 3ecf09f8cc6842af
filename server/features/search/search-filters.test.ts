import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { minutesAgo, namesOf, searchWorld } from '#test/search-kit.ts';

/** The player search's order, its card fields and each filter (the world: test/search-kit.ts). */
const { t, world, search } = searchWorld();
const { p } = world;

describe('GET /api/players/search', () => {
  it('lists every active profile, verified first, then with a photo, then most recently updated', async () => {
    const body = await search();
    expect(body.total).toBe(5);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(24);
    // José verified; Noah has a photo; then Liam (10 min), Ava (20), Émilie (40).
    expect(body.players.map((x) => x.firstName)).toEqual(['José', 'Noah', 'Liam', 'Ava', 'Émilie']);
  });

  it('answers the card fields of spec 3 §3, with the lowest-sortOrder image and the team name', async () => {
    const body = await search();
    const noah = body.players.find((x) => x.id === p.noah.id);
    expect(noah).toEqual({
      id: p.noah.id,
      slug: p.noah.slug,
      firstName: 'Noah',
      lastName: 'Smith',
      positions: ['LW', 'RW'],
      birthYear: 2008,
      currentTeamName: null,
      category: 'MALE',
      showCategory: true,
      verificationStatus: 'pending',
      profileImageUrl: '/media/noah-first.jpg',
      commitment: null,
    });
    const jose = body.players.find((x) => x.id === p.jose.id);
    expect(jose).toMatchObject({
      currentTeamName: 'Boston Jr Eagles',
      profileImageUrl: null,
      verificationStatus: 'verified',
    });
  });

  it('breaks ties in the order by last name, then id', async () => {
    const same = minutesAgo(5);
    const b = await createPlayer(t.db, {
      firstName: 'Tie',
      lastName: 'Bravo',
      country: 'Canada',
      region: 'Yukon',
      updatedAt: same,
    });
    const a = await createPlayer(t.db, {
      firstName: 'Tie',
      lastName: 'Alpha',
      country: 'Canada',
      region: 'Yukon',
      updatedAt: same,
    });
    try {
      const body = await search('region=Canada');
      expect(body.players.map((x) => x.lastName)).toEqual(['Alpha', 'Bravo', 'Côté']);
    } finally {
      await t.db.delete(players).where(eq(players.id, a.id));
      await t.db.delete(players).where(eq(players.id, b.id));
    }
  });

  describe('each filter alone', () => {
    it.each([
      ['category=Boys', ['José', 'Liam', 'Noah']],
      ['category=Girls', ['Ava', 'Émilie']],
      ['category=MALE', ['José', 'Liam', 'Noah']],
      ['category=FEMALE', ['Ava', 'Émilie']],
      ['category=Coed', ['Ava', 'Émilie', 'José', 'Liam', 'Noah']],
      ['category=Boys&category=Girls', ['Ava', 'Émilie', 'José', 'Liam', 'Noah']],
      ['birthYear=2008', ['José', 'Noah']],
      ['birthYear=2008&birthYear=2011', ['Ava', 'José', 'Noah']],
      ['positions=C', ['José']],
      ['positions=C&positions=G', ['José', 'Liam']],
      ['positions=Offense', ['Ava', 'José', 'Noah']],
      ['positions=Defense', ['Émilie']],
      ['positions=Goalie', ['Liam']],
      ['positions=LW', ['Noah']],
      ['handedness=L', ['Ava', 'José', 'Liam']],
      ['handedness=Left', ['Ava', 'José', 'Liam']],
      ['handedness=Right', ['Émilie', 'Noah']],
      ['region=Northeast', ['José']],
      ['region=Midwest', ['Liam']],
      ['region=South', ['Ava']],
      ['region=West', ['Noah']],
      ['region=Canada', ['Émilie']],
    ])('%s', async (query, expected) => {
      const body = await search(query);
      expect(namesOf(body)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    });
  });

  it('follows a change of positions (position_bits is kept by PostgreSQL)', async () => {
    await t.db
      .update(players)
      .set({ positions: ['RW', 'D'] })
      .where(eq(players.id, p.noah.id));
    try {
      expect(namesOf(await search('positions=Defense'))).toEqual(['Émilie', 'Noah']);
      expect(namesOf(await search('positions=LW'))).toEqual([]);
      expect(namesOf(await search('positions=RW'))).toEqual(['Ava', 'Noah']);
      const [row] = await t.db
        .select({ bits: players.positionBits })
        .from(players)
        .where(eq(players.id, p.noah.id));
      expect(row?.bits).toBe(4 | 8);
    } finally {
      await t.db
        .update(players)
        .set({ positions: ['LW', 'RW'] })
        .where(eq(players.id, p.noah.id));
    }
  });

  it('combines filters with AND', async () => {
    expect(namesOf(await search('category=Boys&birthYear=2008&positions=Offense&region=Northeast'))).toEqual([
      'José',
    ]);
    expect(namesOf(await search('category=Boys&birthYear=2008&positions=Offense'))).toEqual(['José', 'Noah']);
    expect(namesOf(await search('category=Boys&birthYear=2008&positions=Offense&handedness=R'))).toEqual([
      'Noah',
    ]);
    expect(namesOf(await search('region=West&handedness=L'))).toEqual([]);
    expect(
      namesOf(await search('keyword=martin&positions=G&category=Boys&birthYear=2010&region=Midwest')),
    ).toEqual(['Liam']);
  });

  it('treats empty values as absent', async () => {
    const body = await search('keyword=&category=&birthYear=&positions=&handedness=&region=&page=&pageSize=');
    expect(body.total).toBe(5);
    expect(body.pageSize).toBe(24);
  });

  it('matches Canada on the country, and a US region on the country and the state in any case', async () => {
    const extra = [
      await createPlayer(t.db, { firstName: 'Nowhere', lastName: 'Canuck', country: 'Canada', region: null }),
      await createPlayer(t.db, {
        firstName: 'Lower',
        lastName: 'Case',
        country: 'United States',
        region: ' vermont',
      }),
      // A state name without the country, or under the other country, is not a US region.
      await createPlayer(t.db, { firstName: 'No', lastName: 'Country', country: null, region: 'Vermont' }),
      await createPlayer(t.db, {
        firstName: 'Wrong',
        lastName: 'Country',
        country: 'Canada',
        region: 'Texas',
      }),
    ];
    try {
      expect(namesOf(await search('region=Canada'))).toEqual(['Émilie', 'Nowhere', 'Wrong']);
      expect(namesOf(await search('region=Northeast'))).toEqual(['José', 'Lower']);
      expect(namesOf(await search('region=South'))).toEqual(['Ava']);
    } finally {
      for (const x of extra) await t.db.delete(players).where(eq(players.id, x.id));
    }
  });
});
