import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { type SearchQueryInput, SearchQuerySchema } from '#common/contracts/search.ts';
import {
  games,
  goalieGameStats,
  media,
  playerCommitments,
  playerSearchFacts,
  players,
  seasonStats,
  skaterGameStats,
} from '#server/db/schema/index.ts';
import { createPlayer, createTeam, type Player } from '#server/db/seed/factories.ts';
import { profileStrengthsOf } from '#server/features/players/index.ts';
import { birthForAge, issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { PlayerSearch } from './search.service.ts';

/** The scouting filters and the sorts of the recruiter search (D310-D315), on both drivers. */
const { t, api } = withTestApp();
let recruiter: SignedIn;
const p = {} as Record<'ann' | 'ben' | 'cal' | 'dan', Player>;
let hiddenMinor: Player;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function game(playerId: string) {
  const [row] = await t.db
    .insert(games)
    .values({ playerId, gameDate: '2026-10-01', opponent: 'Rivals' })
    .returning();
  return row!.id;
}

/** A player with a great line of everything, to hide in a status recruiters never see. */
async function everything(player: Player) {
  await t.db
    .insert(seasonStats)
    .values({ playerId: player.id, season: '2025-26', gamesPlayed: 20, points: 40 });
  await t.db.insert(media).values({ playerId: player.id, type: 'youtube', url: 'https://youtu.be/x' });
  await t.db.insert(playerCommitments).values({
    playerId: player.id,
    kind: 'other',
    programName: 'Northfield Prep',
    committedOn: '2026-09-01',
  });
}

beforeAll(async () => {
  recruiter = await signIn(t, 'RECRUITER');
  const eagles = await createTeam(t.db, { name: 'Boston Jr Eagles', level: 'U16 AAA', league: 'NEHL' });
  const lions = await createTeam(t.db, { name: 'Châteauguay Lions', level: 'U18 AAA', league: ' QMAAA ' });
  p.ann = await createPlayer(t.db, {
    firstName: 'Ann',
    lastName: 'Archer',
    birthYear: 2009,
    graduationYear: 2027,
    heightCm: '180.0',
    positions: ['C'],
    currentTeamId: eagles.id,
    verificationStatus: 'verified',
    updatedAt: minutesAgo(40),
  });
  p.ben = await createPlayer(t.db, {
    firstName: 'Ben',
    lastName: 'Brooks',
    birthYear: 2010,
    graduationYear: 2028,
    heightCm: '170.0',
    positions: ['D'],
    currentTeamId: lions.id,
    updatedAt: minutesAgo(10),
  });
  p.cal = await createPlayer(t.db, {
    firstName: 'Cal',
    lastName: 'Carter',
    birthYear: 2009,
    graduationYear: 2027,
    heightCm: '188.0',
    positions: ['G'],
    shoots: 'L',
    currentTeamId: eagles.id,
    updatedAt: minutesAgo(30),
  });
  p.dan = await createPlayer(t.db, {
    firstName: 'Dan',
    lastName: 'Archer',
    birthYear: 2011,
    positions: ['G'],
    updatedAt: minutesAgo(20),
  });
  // Ann: a season line of 30 points in 20 games (1.50), a highlight video and a commitment.
  await everything(p.ann);
  await t.db.update(seasonStats).set({ points: 30 }).where(eq(seasonStats.playerId, p.ann.id));
  // Ben: no season line, two logged games with one point (0.50).
  for (const points of [1, 0])
    await t.db.insert(skaterGameStats).values({ gameId: await game(p.ben.id), playerId: p.ben.id, points });
  // Cal: two full games, 6 goals on 60 shots: GAA 3.00, SV% 90.0.
  for (const [goalsAgainst, saves] of [
    [2, 28],
    [4, 26],
  ] as const)
    await t.db.insert(goalieGameStats).values({
      gameId: await game(p.cal.id),
      playerId: p.cal.id,
      toiSeconds: 3600,
      shotsAgainst: goalsAgainst + saves,
      saves,
      goalsAgainst,
    });
  // A 15-year-old waiting for a parent's consent matches every filter, and exists for no recruiter.
  hiddenMinor = await createPlayer(t.db, {
    firstName: 'Hidden',
    lastName: 'Aaron',
    ...birthForAge(15),
    graduationYear: 2027,
    heightCm: '180.0',
    positions: ['C'],
    currentTeamId: eagles.id,
    verificationStatus: 'verified',
    profileStatus: 'pending_consent',
    parentalConsentRequired: true,
  });
  await everything(hiddenMinor);
});

async function search(query: SearchQueryInput, cookie = recruiter.cookie) {
  const res = await api.call(contract.search.players, { query, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { players: { id: string }[]; total: number };
}
async function names(query: SearchQueryInput) {
  const { players: found, total } = await search({ pageSize: 100, ...query });
  const byId = new Map(Object.values(p).map((player) => [player.id, player.firstName]));
  const list = found.map((card) => byId.get(card.id) ?? `unexpected ${card.id}`);
  expect(total).toBe(list.length);
  return list;
}
const sorted = (list: string[]) => [...list].sort();

describe('the scouting filters', () => {
  it('filter by graduation class and by a height range in centimetres', async () => {
    expect(sorted(await names({ gradYear: '2027' }))).toEqual(['Ann', 'Cal']);
    expect(sorted(await names({ gradYear: ['2027', '2028'] }))).toEqual(['Ann', 'Ben', 'Cal']);
    expect(await names({ heightMin: '175', heightMax: '185' })).toEqual(['Ann']);
    expect(sorted(await names({ heightMin: '180' }))).toEqual(['Ann', 'Cal']);
    // A player without a height is outside every range.
    expect(sorted(await names({ heightMax: '230' }))).toEqual(['Ann', 'Ben', 'Cal']);
  });

  it("filter by the current team's level, league and name, ignoring case, outer spaces and accents", async () => {
    expect(sorted(await names({ level: 'u16 aaa' }))).toEqual(['Ann', 'Cal']);
    expect(await names({ league: 'QMAAA' })).toEqual(['Ben']);
    expect(await names({ team: 'chateauguay' })).toEqual(['Ben']);
    expect(sorted(await names({ team: 'EAGLES' }))).toEqual(['Ann', 'Cal']);
    // LIKE's wildcards are plain characters here.
    expect(await names({ team: '%' })).toEqual([]);
    expect(await names({ level: 'U16' })).toEqual([]);
  });

  it('filter verified profiles, committed or not, and with a highlight video', async () => {
    expect(await names({ verified: 'true' })).toEqual(['Ann']);
    expect(await names({ committed: 'yes' })).toEqual(['Ann']);
    expect(sorted(await names({ committed: 'no' }))).toEqual(['Ben', 'Cal', 'Dan']);
    expect(await names({ hasVideo: 'true' })).toEqual(['Ann']);
    // Combined with the filters of before (AND).
    expect(await names({ hasVideo: 'true', positions: 'D' })).toEqual([]);
    expect(await names({ committed: 'no', positions: 'Goalie', keyword: 'archer' })).toEqual(['Dan']);
  });

  it('filter skaters by points per game and goalies by GAA and SV%, with a minimum of games', async () => {
    expect(await names({ minPpg: '1' })).toEqual(['Ann']);
    expect(sorted(await names({ minPpg: '0.5' }))).toEqual(['Ann', 'Ben']);
    expect(await names({ minPpg: '0.5', minGames: '3' })).toEqual(['Ann']);
    expect(await names({ maxGaa: '3' })).toEqual(['Cal']);
    expect(await names({ maxGaa: '2.99' })).toEqual([]);
    expect(await names({ minSvPct: '90' })).toEqual(['Cal']);
    expect(await names({ minSvPct: '90.1' })).toEqual([]);
    expect(await names({ minSvPct: '90', minGames: '2' })).toEqual(['Cal']);
    expect(await names({ minSvPct: '90', minGames: '3' })).toEqual([]);
  });

  it('keeps the figures current as lines, videos and commitments change (the triggers)', async () => {
    const extra = await game(p.ben.id);
    await t.db.insert(skaterGameStats).values({ gameId: extra, playerId: p.ben.id, points: 5 });
    expect(sorted(await names({ minPpg: '1', minGames: '3' }))).toEqual(['Ann', 'Ben']);
    await t.db.delete(games).where(eq(games.id, extra));
    expect(await names({ minPpg: '1' })).toEqual(['Ann']);

    await t.db.delete(playerCommitments).where(eq(playerCommitments.playerId, p.ann.id));
    expect(await names({ committed: 'yes' })).toEqual([]);
    await t.db.insert(playerCommitments).values({
      playerId: p.ann.id,
      kind: 'other',
      programName: 'Northfield Prep',
      committedOn: '2026-09-01',
    });
    expect(await names({ committed: 'yes' })).toEqual(['Ann']);
  });

  it("stores the same profile strength as the profile's own panel computes", async () => {
    const rows = await t.db.select().from(players);
    const strengths = await profileStrengthsOf(t.db, rows);
    const facts = await t.db.select().from(playerSearchFacts);
    expect(facts).toHaveLength(rows.length);
    for (const f of facts) expect(f.profileStrength).toBe(strengths.get(f.playerId)!.percent);
    // Ann's video (20) counts; her bio then adds 10.
    const before = facts.find((f) => f.playerId === p.ann.id)!.profileStrength;
    await t.db
      .update(players)
      .set({ bio: 'A two-way center who reads the play well.' })
      .where(eq(players.id, p.ann.id));
    const [after] = await t.db
      .select()
      .from(playerSearchFacts)
      .where(eq(playerSearchFacts.playerId, p.ann.id));
    expect(after!.profileStrength).toBe(before + 10);
  });
});

describe('the sorts', () => {
  it('sort by name, either way, the id breaking a tie', async () => {
    const archers = [p.ann, p.dan]
      .sort((a, b) => (a.firstName < b.firstName ? -1 : 1))
      .map((x) => x.firstName);
    expect(await names({ sort: 'name' })).toEqual([...archers, 'Ben', 'Cal']);
    expect(await names({ sort: 'name', dir: 'desc' })).toEqual(['Cal', 'Ben', ...archers.reverse()]);
  });

  it('sort by birth year, oldest first, players of one year in id order (never by their private month)', async () => {
    const of2009 = [p.ann, p.cal].sort((a, b) => (a.id < b.id ? -1 : 1)).map((x) => x.firstName);
    expect(await names({ sort: 'birthYear' })).toEqual([...of2009, 'Ben', 'Dan']);
    expect(await names({ sort: 'birthYear', dir: 'desc' })).toEqual(['Dan', 'Ben', ...of2009.reverse()]);
  });

  it('sort by points per game and save percentage, best first, players without the figure last', async () => {
    const ppg = await names({ sort: 'ppg' });
    expect(ppg.slice(0, 2)).toEqual(['Ann', 'Ben']);
    expect(sorted(ppg.slice(2))).toEqual(['Cal', 'Dan']);
    expect((await names({ sort: 'ppg', dir: 'asc' })).slice(0, 2)).toEqual(['Ben', 'Ann']);
    expect((await names({ sort: 'svPct' }))[0]).toBe('Cal');
    expect((await names({ sort: 'svPct', dir: 'asc' }))[0]).toBe('Cal');
  });

  it('sort by profile strength and by last updated', async () => {
    // Ann's video (20) makes hers the strongest of the four profiles.
    expect((await names({ sort: 'strength' }))[0]).toBe('Ann');
    // The edits of the tests above touched some: each gets a known time again.
    for (const [player, minutes] of [
      [p.ann, 40],
      [p.cal, 30],
      [p.dan, 20],
      [p.ben, 10],
    ] as const)
      await t.db
        .update(players)
        .set({ updatedAt: minutesAgo(minutes) })
        .where(eq(players.id, player.id));
    expect(await names({ sort: 'updated' })).toEqual(['Ben', 'Dan', 'Cal', 'Ann']);
    expect(await names({ sort: 'updated', dir: 'asc' })).toEqual(['Ann', 'Cal', 'Dan', 'Ben']);
  });

  it('pages one player at a time through every sort without repeating or skipping anyone', async () => {
    for (const sort of ['name', 'birthYear', 'ppg', 'svPct', 'strength', 'updated'] as const) {
      const whole = (await search({ sort, pageSize: 100 })).players.map((c) => c.id);
      const paged: string[] = [];
      for (let page = 1; page <= whole.length; page++) {
        const res = await search({ sort, pageSize: 1, page });
        expect(res.total).toBe(whole.length);
        paged.push(...res.players.map((c) => c.id));
      }
      expect(paged).toEqual(whole);
    }
  });
});

describe('collected or walked', () => {
  it('gives the same pages whichever way a scouting search reads them', async () => {
    const walked = new PlayerSearch(t.db, { how: 'walked' });
    const collected = new PlayerSearch(t.db, { how: 'collected' });
    const queries: SearchQueryInput[] = [
      { gradYear: '2027' },
      { committed: 'no', sort: 'name', dir: 'desc' },
      { sort: 'ppg', pageSize: '2', page: '2' },
      { sort: 'svPct', dir: 'asc' },
      { heightMin: '170', sort: 'strength' },
      { gradYear: '2030' },
    ];
    for (const input of queries) {
      const query = SearchQuerySchema.parse(input);
      expect(await collected.search(query), JSON.stringify(input)).toEqual(await walked.search(query));
    }
  });

  it('gives the same pages when the count and the page are one statement, collected or walked after it (D348)', async () => {
    const walked = new PlayerSearch(t.db, { how: 'walked' });
    const queries: SearchQueryInput[] = [
      { gradYear: '2027', sort: 'name' },
      // No match, and a page past the last match: the statement's one row has no player.
      { gradYear: '2030' },
      { heightMin: '100', pageSize: '2', page: '9' },
      // Few enough to collect at a page of 24, too many at a page of 1 (the order is walked after the count).
      { heightMin: '100', sort: 'strength' },
      { heightMin: '100', pageSize: '1', page: '2', sort: 'birthYear' },
      { committed: 'no', pageSize: '1', page: '3' },
      // A keyword with a sort reads every match to count them too.
      { keyword: 'archer', sort: 'name', dir: 'desc' },
      { keyword: 'ar', pageSize: '1', page: '2', sort: 'updated' },
    ];
    for (const input of queries) {
      const query = SearchQuerySchema.parse(input);
      // A new search each time, so no total is kept yet; then again with the total kept.
      const chosen = new PlayerSearch(t.db);
      const expected = await walked.search(query);
      expect(await chosen.search(query), JSON.stringify(input)).toEqual(expected);
      expect(await chosen.search(query), `${JSON.stringify(input)} again`).toEqual(expected);
    }
  });
});

describe("a minor's hidden profile", () => {
  it('is never found by a scouting filter or a sort', async () => {
    const queries: SearchQueryInput[] = [
      { gradYear: '2027' },
      { heightMin: '180', heightMax: '180' },
      { level: 'U16 AAA' },
      { team: 'eagles' },
      { verified: 'true' },
      { committed: 'yes' },
      { hasVideo: 'true' },
      { minPpg: '1.5' },
      { sort: 'name' },
      { sort: 'ppg' },
      { sort: 'strength' },
      { keyword: 'hidden', sort: 'updated' },
    ];
    for (const query of queries) {
      const found = await search({ pageSize: 100, ...query });
      expect(found.players.map((c) => c.id)).not.toContain(hiddenMinor.id);
    }
  });
});

describe('bad values and access', () => {
  it('answers 400 with a clear message for each bad value', async () => {
    const cases: [SearchQueryInput, string, string][] = [
      [{ gradYear: '20x7' }, 'gradYear.0', 'Graduation year must be a year'],
      [{ heightMin: 'tall' }, 'heightMin', 'Minimum height must be a number from 100 to 230 cm'],
      [{ heightMax: '300' }, 'heightMax', 'Maximum height must be a number from 100 to 230 cm'],
      [
        { heightMin: '190', heightMax: '170' },
        'heightMax',
        'Maximum height must be at least the minimum height',
      ],
      [{ level: 'x'.repeat(101) }, 'level', 'Level must be at most 100 characters'],
      [{ team: 'a\nb' }, 'team', 'Team contains an invalid character'],
      [{ verified: 'yes' }, 'verified', 'Verified must be true or left out'],
      [{ committed: 'maybe' }, 'committed', 'Committed must be yes or no'],
      [{ hasVideo: '1' }, 'hasVideo', 'Has video must be true or left out'],
      [{ minPpg: '-1' }, 'minPpg', 'Minimum points per game must be a number from 0 to 10'],
      [{ maxGaa: 'low' }, 'maxGaa', 'Maximum GAA must be a number from 0 to 20'],
      [{ minSvPct: '101' }, 'minSvPct', 'Minimum save percentage must be a number from 0 to 100'],
      [{ minPpg: '1', minGames: '2.5' }, 'minGames', 'Minimum games must be a whole number from 1 to 500'],
      [
        { minGames: '5' },
        'minGames',
        'Minimum games applies with minimum points per game, maximum GAA or minimum save percentage',
      ],
      [{ sort: 'height' }, 'sort', 'Sort must be one of name, birthYear, ppg, svPct, strength, updated'],
      [{ sort: 'name', dir: 'up' }, 'dir', 'Direction must be asc or desc'],
      [{ dir: 'asc' }, 'dir', 'Direction needs a sort'],
    ];
    for (const [query, path, message] of cases) {
      const res = await api.call(contract.search.players, { query, cookie: recruiter.cookie });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(issuesByPath(res)[path], JSON.stringify(query)).toBe(message);
    }
  });

  it('answers 401 without a session and 403 to a player or a parent', async () => {
    const query = { hasVideo: 'true', sort: 'ppg' } as const;
    expect((await api.call(contract.search.players, { query })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT'] as const) {
      const { cookie } = await signIn(t, role);
      expect((await api.call(contract.search.players, { query, cookie })).statusCode).toBe(403);
    }
  });
});
