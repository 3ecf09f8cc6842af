import { count, eq, inArray, ne, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  SEARCH_MAX_TOTAL,
  SearchQuerySchema,
  type SearchResponse,
  SearchResponseSchema,
  SearchResultPlayerSchema,
} from '#common/contracts/search.ts';
import { media, playerSearchCounts, players, teams } from '#server/db/schema/index.ts';
import { buildPlayer, createPlayer, createTeam, type Player } from '#server/db/seed/factories.ts';
import { toPlayerCard } from '#server/features/players/index.ts';
import { issuesByPath, requester, type SignedIn, signIn } from '#test/players-kit.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { searchResponseSerializer, serializeSearchResponse } from './search.serialize.ts';
import { PlayerSearch } from './search.service.ts';
import { escapeLike } from './search-filter.ts';
import { SearchTotals } from './search-totals.ts';

let t: TestApp;
let api: ReturnType<typeof requester>;
let recruiter: SignedIn;
const p = {} as Record<'jose' | 'emilie' | 'liam' | 'noah' | 'ava', Player>;
const hidden: Player[] = [];
let lionsId: string;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  recruiter = await signIn(t, 'RECRUITER');
  const lions = await createTeam(t.db, { name: 'Châteauguay Lions' });
  const eagles = await createTeam(t.db, { name: 'Boston Jr Eagles' });
  lionsId = lions.id;
  // updatedAt is set explicitly so the "most recently updated" part of the order is known.
  p.jose = await createPlayer(t.db, {
    firstName: 'José',
    lastName: 'Martínez',
    category: 'MALE',
    birthYear: 2008,
    positions: ['C'],
    shoots: 'L',
    country: 'United States',
    region: 'Massachusetts',
    city: 'Boston',
    currentTeamId: eagles.id,
    verificationStatus: 'verified',
    updatedAt: minutesAgo(50),
  });
  p.emilie = await createPlayer(t.db, {
    firstName: 'Émilie',
    lastName: 'Côté',
    category: 'FEMALE',
    birthYear: 2009,
    positions: ['D'],
    shoots: 'R',
    country: 'Canada',
    region: 'Quebec',
    city: 'Montréal',
    currentTeamId: lions.id,
    updatedAt: minutesAgo(40),
  });
  p.liam = await createPlayer(t.db, {
    firstName: 'Liam',
    lastName: 'Martin',
    preferredName: 'Marty',
    category: 'MALE',
    birthYear: 2010,
    positions: ['G'],
    shoots: 'L',
    country: 'United States',
    region: 'Minnesota',
    city: 'Duluth',
    updatedAt: minutesAgo(10),
  });
  p.noah = await createPlayer(t.db, {
    firstName: 'Noah',
    lastName: 'Smith',
    category: 'MALE',
    birthYear: 2008,
    positions: ['LW', 'RW'],
    shoots: 'R',
    country: 'United States',
    region: 'California',
    city: 'San Jose',
    updatedAt: minutesAgo(30),
  });
  p.ava = await createPlayer(t.db, {
    firstName: 'Ava',
    lastName: 'Jones',
    category: 'FEMALE',
    birthYear: 2011,
    positions: ['RW'],
    shoots: 'L',
    country: 'United States',
    region: 'Texas',
    city: 'Dallas',
    updatedAt: minutesAgo(20),
  });
  // Photos: Noah has two images (the lower sortOrder is his card photo) and a video listed first.
  await t.db.insert(media).values([
    { playerId: p.noah.id, type: 'youtube', url: 'https://www.youtube.com/watch?v=abc', sortOrder: 0 },
    { playerId: p.noah.id, type: 'image', url: '/media/noah-second.jpg', sortOrder: 5 },
    { playerId: p.noah.id, type: 'image', url: '/media/noah-first.jpg', sortOrder: 1 },
  ]);
  // Profiles that match almost every filter but are not active: never found.
  for (const profileStatus of ['draft', 'pending_consent', 'inactive'] as const) {
    hidden.push(
      await createPlayer(t.db, {
        firstName: 'Jose',
        lastName: `Hidden ${profileStatus}`,
        category: 'MALE',
        birthYear: 2008,
        positions: ['C'],
        shoots: 'L',
        region: 'Massachusetts',
        city: 'Boston',
        verificationStatus: 'verified',
        profileStatus,
      }),
    );
  }
  await t.db.insert(media).values({ playerId: hidden[0]!.id, type: 'image', url: '/media/hidden.jpg' });
});
afterAll(async () => {
  await t.close();
});

async function search(query = '', cookie = recruiter.cookie): Promise<SearchResponse> {
  const res = await api.get(`/api/players/search${query ? `?${query}` : ''}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const namesOf = (body: SearchResponse) =>
  body.players.map((x) => x.firstName).sort((a, b) => a.localeCompare(b));

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
      await t.db.update(teams).set({ name: 'Laval Rocket Jr' }).where(eq(teams.id, lionsId));
      expect(namesOf(await search('keyword=laval'))).toEqual(['Émilie']);
      expect(namesOf(await search('keyword=chateauguay'))).toEqual([]);
      await t.db.update(players).set({ lastName: 'Côté-Bélanger' }).where(eq(players.id, p.emilie.id));
      expect(namesOf(await search('keyword=belanger'))).toEqual(['Émilie']);
    });
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

  it('pages deep lists in the same order as the first page, with teams and photos', async () => {
    const all = (await search()).players;
    const one = [];
    for (let page = 1; page <= all.length; page++)
      one.push(...(await search(`pageSize=1&page=${page}`)).players);
    expect(one).toEqual(all);
  });

  it('refuses a page more than 10,000 players deep, naming the last page', async () => {
    expect((await search('pageSize=100&page=101')).page).toBe(101);
    expect((await search('page=417')).page).toBe(417);
    for (const query of ['pageSize=100&page=102', 'page=418', 'pageSize=25&page=402&keyword=x']) {
      const res = await api.get(`/api/players/search?${query}`, { cookie: recruiter.cookie });
      expect(res.statusCode, query).toBe(400);
      expect(issuesByPath(res).page, query).toMatch(/too deep.*last page is (101|417|401)/);
    }
  });

  it('pages with a stable order and the full total', async () => {
    const all = (await search()).players.map((x) => x.id);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = await search(`pageSize=2&page=${page}`);
      expect(body).toMatchObject({ total: 5, totalIsLowerBound: false, page, pageSize: 2 });
      pages.push(body.players.map((x) => x.id));
    }
    expect(pages.map((ids) => ids.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(all);
    const past = await search('pageSize=2&page=4');
    expect(past).toMatchObject({ players: [], total: 5, page: 4 });
    expect(await search('keyword=nobody&page=3')).toMatchObject({ players: [], total: 0 });
  });

  it('counts up to a limit, then answers the limit as a lower bound', async () => {
    const query = (q: Record<string, string>) => SearchQuerySchema.parse({ pageSize: '1', ...q });
    // Five active players; a full page of one needs the count, which stops past 2 (or 5).
    expect(await new PlayerSearch(t.db, 2).search(query({}))).toMatchObject({
      total: 2,
      totalIsLowerBound: true,
    });
    expect(await new PlayerSearch(t.db, 2).search(query({ page: '4' }))).toMatchObject({
      total: 2,
      totalIsLowerBound: true,
    });
    expect(await new PlayerSearch(t.db, 5).search(query({}))).toMatchObject({
      total: 5,
      totalIsLowerBound: false,
    });
    // Filters still apply below the limit: two players born in 2008, both counted exactly.
    expect(await new PlayerSearch(t.db, 2).search(query({ birthYear: '2008' }))).toMatchObject({
      total: 2,
      totalIsLowerBound: false,
    });
    // A short page ends the result: exact, whatever the limit.
    expect(await new PlayerSearch(t.db, 2).search(query({ pageSize: '24' }))).toMatchObject({
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
    const collect = new PlayerSearch(t.db, SEARCH_MAX_TOTAL, 'collected');
    const walk = new PlayerSearch(t.db, SEARCH_MAX_TOTAL, 'walked');
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
      const walk = new PlayerSearch(t.db, SEARCH_MAX_TOTAL, 'walked');
      const cells = new PlayerSearch(t.db, SEARCH_MAX_TOTAL, 'collected');
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

  it('never returns a draft, pending_consent or inactive profile, whatever the filters', async () => {
    const ids = new Set(hidden.map((h) => h.id));
    for (const query of [
      '',
      'keyword=hidden',
      'keyword=jose',
      'birthYear=2008&positions=C',
      'region=Northeast',
    ]) {
      const body = await search(query);
      expect(
        body.players.some((x) => ids.has(x.id)),
        query,
      ).toBe(false);
    }
    expect((await search('keyword=hidden')).total).toBe(0);
  });

  it('is open to recruiters, admins and organization members only', async () => {
    const anon = await api.call(contract.search.players, {});
    expect(anon.statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT'] as const) {
      const res = await api.call(contract.search.players, { cookie: (await signIn(t, role)).cookie });
      expect(res.statusCode, role).toBe(403);
    }
    for (const role of ['ADMIN', 'ORG_ADMIN', 'ORG_STAFF'] as const) {
      expect((await search('', (await signIn(t, role)).cookie)).total, role).toBe(5);
    }
  });

  it.each([
    ['category=Men', 'category.0'],
    ['positions=Forward', 'positions.0'],
    ['positions=C&positions=X', 'positions.1'],
    ['birthYear=abc', 'birthYear.0'],
    ['birthYear=1800', 'birthYear.0'],
    ['handedness=Both', 'handedness'],
    ['handedness=L&handedness=R', 'handedness'],
    ['region=Europe', 'region'],
    [`keyword=${'a'.repeat(101)}`, 'keyword'],
    ['keyword=a%00b', 'keyword'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=501', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=-1', 'pageSize'],
  ])('answers bad input %s with 400 naming the field', async (query, path) => {
    const res = await api.get(`/api/players/search?${query}`, { cookie: recruiter.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(issuesByPath(res))).toContain(path);
  });
});

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
