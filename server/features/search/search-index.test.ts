import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { type SearchQueryInput, SearchQuerySchema } from '#common/contracts/search.ts';
import { REGION_GROUPS } from '#common/regions.ts';
import type { Database } from '#server/db/client.ts';
import { playerCommitments, players, teams } from '#server/db/schema/index.ts';
import { createPlayer, createRng, createTeam, pick } from '#server/db/seed/factories.ts';
import { seedSearchPlayers } from '#server/db/seed/search-bench.ts';
import { PAGE_CHANGED_CHANNEL } from '#server/lib/page-tags.ts';
import { signIn } from '#test/players-kit.ts';
import { queryOf } from '#test/search-kit.ts';
import { createTestDatabase } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { PlayerSearch } from './search.service.ts';
import { SEARCH_INDEX_HEADER, SearchIndex } from './search-index.ts';
import { INDEX_WORD_LETTERS, type IndexMatches, indexWord } from './search-index-store.ts';

/**
 * The search index (search-index.ts, D358, D359): a scouting or keyword search counted in memory answers
 * exactly what the database answers, over many random queries and every way a page is read; a change is counted by the next
 * search; and a player the index has not yet heard is hidden is still never shown.
 */
let database: Database;
let stop: (() => Promise<void>) | undefined;
const index = () => new SearchIndex(database.db, { warn: () => {} });
let listening: SearchIndex;

beforeAll(async () => {
  database = await createTestDatabase();
  const teams = [
    await createTeam(database.db, { name: 'Boston Jr Eagles', level: 'U16 AAA', league: 'NEHL' }),
    await createTeam(database.db, { name: 'Châteauguay Lions', level: ' u18 aaa ', league: 'QMAAA' }),
    await createTeam(database.db, { name: 'Lakeshore Lions', level: 'U18 AAA', league: 'NEHL' }),
    await createTeam(database.db, { name: 'Prairie Hawks', level: 'U14 AA', league: null }),
  ];
  await seedSearchPlayers(database.db, 1200, teams, { chunk: 600 });
  // Figures, commitments and videos on a share of players, as their triggers would derive them.
  await database.db.execute(sql`update player_search_facts set
    skater_games = (abs(hashtext(player_id::text)) % 30),
    points_per_game = case when abs(hashtext(player_id::text)) % 30 > 0
      then round(((abs(hashtext(player_id::text || 'p')) % 250) / 100.0)::numeric, 2) end,
    goalie_games = (abs(hashtext(player_id::text || 'g')) % 12),
    gaa = case when abs(hashtext(player_id::text || 'g')) % 12 > 0
      then round(((abs(hashtext(player_id::text || 'a')) % 500) / 100.0)::numeric, 2) end,
    save_pct = case when abs(hashtext(player_id::text || 'g')) % 12 > 0
      then round((85 + (abs(hashtext(player_id::text || 's')) % 120) / 10.0)::numeric, 1) end,
    committed = abs(hashtext(player_id::text || 'c')) % 10 = 0,
    has_video = abs(hashtext(player_id::text || 'v')) % 7 = 0`);
  listening = index();
  stop = await database.listen(PAGE_CHANGED_CHANNEL, listening.handlers);
  await listening.whenRead();
}, 120_000);

afterAll(async () => {
  await stop?.();
  await database?.close();
});

/** Keywords: parts of names and team names, in any case and accents, several words, and none found. */
const KEYWORDS = [
  'son',
  'mar',
  'smith',
  'ie',
  'lee',
  'LEE',
  'Côté',
  'cote',
  'gagné',
  "o'b",
  'lions',
  'mar son',
  'zzq',
];

/**
 * A random query, as the search screen makes them: with at least one scouting filter, or with a keyword
 * (and perhaps the base filters alone).
 */
function randomQuery(rng: () => number): SearchQueryInput {
  const q: Record<string, string | string[]> = {};
  const chance = (p: number) => rng() < p;
  // Without a scouting filter: a keyword, a sort or both.
  const keywordOnly = chance(0.3);
  if (chance(0.3)) q.category = pick(rng, ['Boys', 'Girls']);
  if (chance(0.4)) q.birthYear = [String(2005 + Math.floor(rng() * 8))];
  if (chance(0.3)) q.positions = [pick(rng, ['Offense', 'Defense', 'Goalie', 'C', 'D', 'G'])];
  if (chance(0.2)) q.handedness = pick(rng, ['Left', 'Right']);
  if (chance(0.3)) q.region = pick(rng, REGION_GROUPS);
  const scouting = () => {
    if (chance(0.3)) q.gradYear = [String(2023 + Math.floor(rng() * 8))];
    if (chance(0.25)) q.heightMin = pick(rng, ['165.1', '172.7', '180', '185.4']);
    if (chance(0.15)) q.heightMax = pick(rng, ['175.3', '185.4', '193']);
    if (chance(0.15)) q.level = pick(rng, ['U18 AAA', 'u16 aaa', 'U12']);
    if (chance(0.1)) q.league = pick(rng, ['nehl', 'QMAAA']);
    if (chance(0.1)) q.team = pick(rng, ['lions', 'Chateauguay', 'hawk']);
    if (chance(0.2)) q.verified = 'true';
    if (chance(0.15)) q.committed = pick(rng, ['yes', 'no']);
    if (chance(0.15)) q.hasVideo = 'true';
    if (chance(0.15)) q.minPpg = pick(rng, ['0.5', '1.25', '2']);
    if (chance(0.1)) q.maxGaa = pick(rng, ['2.5', '4']);
    if (chance(0.1)) q.minSvPct = pick(rng, ['90', '92.5']);
    if ((q.minPpg || q.maxGaa || q.minSvPct) && chance(0.5)) q.minGames = pick(rng, ['5', '20']);
  };
  while (
    !keywordOnly &&
    !Object.keys(q).some((k) => !['category', 'birthYear', 'positions', 'handedness', 'region'].includes(k))
  )
    scouting();
  if (q.heightMin && q.heightMax && Number(q.heightMin) > Number(q.heightMax)) delete q.heightMax;
  if ((keywordOnly && chance(0.6)) || chance(0.25)) q.keyword = pick(rng, KEYWORDS);
  const sorts = ['name', 'birthYear', 'ppg', 'svPct', 'strength', 'updated'];
  if (chance(0.3) || (keywordOnly && !q.keyword)) q.sort = pick(rng, sorts);
  if (q.sort && chance(0.3)) q.dir = pick(rng, ['asc', 'desc']);
  if (chance(0.2)) q.page = String(2 + Math.floor(rng() * 3));
  if (chance(0.3)) q.pageSize = pick(rng, ['5', '24']);
  return q as SearchQueryInput;
}

const parse = (input: SearchQueryInput) => SearchQuerySchema.parse(input);
const idsOf = (answer: { players: { id: string }[] }) => answer.players.map((p) => p.id);

describe('search index', () => {
  it('reads every active player, and only those', async () => {
    const [row] = (
      (await database.db.execute(
        sql`select count(*)::int as n from players where profile_status = 'active'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(listening.ready).toBe(true);
    expect(listening.size).toBe(row!.n);
    expect(listening.size).toBeGreaterThan(1000);
  });

  it('answers 200 random scouting and keyword searches exactly as the database does, however the page is read', async () => {
    const rng = createRng(20261130);
    const ways = [
      [new PlayerSearch(database.db, { index: listening }), new PlayerSearch(database.db)],
      // A low cap: totals answered as a lower bound, and long results walked.
      [
        new PlayerSearch(database.db, { index: listening, maxTotal: 40 }),
        new PlayerSearch(database.db, { maxTotal: 40 }),
      ],
      [
        new PlayerSearch(database.db, { index: listening, how: 'walked' }),
        new PlayerSearch(database.db, { how: 'walked' }),
      ],
      [
        new PlayerSearch(database.db, { index: listening, how: 'collected' }),
        new PlayerSearch(database.db, { how: 'collected' }),
      ],
    ] as const;
    let nonEmpty = 0;
    for (let i = 0; i < 200; i++) {
      const input = randomQuery(rng);
      const query = parse(input);
      const [indexed, plain] = ways[i % ways.length]!;
      const told: { byIndex?: boolean } = {};
      const answer = await indexed.search(query, told);
      expect(told.byIndex, JSON.stringify(input)).toBe(true);
      expect(answer, JSON.stringify(input)).toEqual(await plain.search(query));
      if (answer.total > 0) nonEmpty++;
    }
    // The queries found players, not only empty answers.
    expect(nonEmpty).toBeGreaterThan(80);
  }, 120_000);

  it("sorts by name in PostgreSQL's order from the names' ranks, and leaves a name not ranked yet to the database", async () => {
    // Names whose order depends on the collation: case, accents, spaces and apostrophes.
    const lastNames = [
      'de la Cruz',
      'Dela Cruz',
      'Ångström',
      'angstrom',
      "O'Brien",
      'Obrien',
      'van Dijk',
      'Van Dyke',
    ];
    const firstNames = ['Éloi', 'eloi', 'Zed', 'abel'];
    const made = [];
    for (const [i, lastName] of lastNames.entries())
      for (const firstName of firstNames.slice(0, 1 + (i % 3)))
        made.push(
          await createPlayer(database.db, { lastName, firstName, heightCm: '201', profileStatus: 'active' }),
        );
    try {
      await listening.rankNames();
      const search = new PlayerSearch(database.db, { index: listening });
      const plain = new PlayerSearch(database.db);
      const chosen = vi.spyOn(listening, 'match');
      const pages = async () => {
        for (const dir of ['asc', 'desc'])
          for (const page of ['1', '2', '3']) {
            const query = parse({
              heightMin: '200.7',
              sort: 'name',
              dir,
              page,
              pageSize: '5',
            } as SearchQueryInput);
            const answer = await search.search(query);
            expect(answer, `${dir} ${page}`).toEqual(await plain.search(query));
            expect(answer.players.length).toBeGreaterThan(0);
          }
      };
      await pages();
      // The index chose each page's players (D361), none left to the database.
      expect(chosen.mock.results.every((result) => (result.value as IndexMatches).page)).toBe(true);
      // A name first seen: the same pages at once (the database sorts them), then from its rank.
      chosen.mockClear();
      await database.db.update(players).set({ lastName: 'Dé La Cruz' }).where(eq(players.id, made[0]!.id));
      await pages();
      expect(chosen.mock.results.some((result) => !(result.value as IndexMatches).page)).toBe(true);
      await listening.rankNames();
      chosen.mockClear();
      await pages();
      expect(chosen.mock.results.every((result) => (result.value as IndexMatches).page)).toBe(true);
      chosen.mockRestore();
    } finally {
      for (const player of made) await database.db.delete(players).where(eq(players.id, player.id));
    }
  });

  it('leaves a keyword it cannot normalize, or a search without a scouting filter or keyword, to the database', async () => {
    const search = new PlayerSearch(database.db, { index: listening });
    for (const input of [
      { keyword: 'Ørsted', verified: 'true' },
      { keyword: 'smith straße' },
      { birthYear: '2008' },
      { category: 'Girls', region: 'West' },
    ]) {
      const told: { byIndex?: boolean } = {};
      await search.search(parse(input as SearchQueryInput), told);
      expect(told.byIndex, JSON.stringify(input)).toBeUndefined();
    }
  });

  it('normalizes a keyword word as search_normalize does, for every letter it takes', async () => {
    const letters: string[] = [];
    for (const [from, to] of INDEX_WORD_LETTERS)
      for (let point = Math.max(from, 0x21); point <= to; point++) {
        const letter = String.fromCodePoint(point);
        if (indexWord(letter) !== undefined) letters.push(letter);
      }
    expect(letters.length).toBeGreaterThan(400);
    const { rows } = (await database.db.execute(
      sql`select search_normalize(l) as n
        from unnest(string_to_array(${letters.join('\n')}, chr(10))) with ordinality as t(l, i) order by i`,
    )) as unknown as { rows: { n: string }[] };
    const differ = letters.filter((letter, i) => rows[i]!.n !== indexWord(letter));
    expect(differ).toEqual([]);
    // Outside them, or a mark the index does not drop: the database's.
    expect(indexWord('ø')).toBeUndefined();
    expect(indexWord('Ⅻ')).toBeUndefined();
    expect(indexWord('Gagné')).toBe('gagne');
  });

  it('counts a keyword from the changed name or team of a player in the next search', async () => {
    const search = new PlayerSearch(database.db, { index: listening });
    const plain = new PlayerSearch(database.db);
    const both = async (keyword: string) => {
      const query = parse({ keyword });
      const told: { byIndex?: boolean } = {};
      const answer = await search.search(query, told);
      expect(told.byIndex).toBe(true);
      expect(answer).toEqual(await plain.search(query));
      return answer.total;
    };
    expect(await both('Quillfeather')).toBe(0);
    const named = await createPlayer(database.db, { lastName: 'Quillfeather', profileStatus: 'active' });
    expect(await both('quillféather')).toBe(1);
    await database.db.update(players).set({ lastName: 'Ashgrove' }).where(eq(players.id, named.id));
    expect(await both('Quillfeather')).toBe(0);
    expect(await both('ashgrove')).toBe(1);
    const team = await createTeam(database.db, { name: 'Marrowind Owls' });
    await database.db.update(players).set({ currentTeamId: team.id }).where(eq(players.id, named.id));
    expect(await both('marrowind')).toBe(1);
    await database.db.update(teams).set({ name: 'Northgale Owls' }).where(eq(teams.id, team.id));
    expect(await both('marrowind')).toBe(0);
    expect(await both('northgale ashgrove')).toBe(1);
    await database.db.delete(players).where(eq(players.id, named.id));
    expect(await both('ashgrove')).toBe(0);
  });

  it('counts each change in the next search: a new player, a status, a height, a commitment, a deletion', async () => {
    const search = new PlayerSearch(database.db, { index: listening });
    const plain = new PlayerSearch(database.db);
    const query = parse({ heightMin: '199.5', committed: 'yes' });
    const both = async () => {
      const answer = await search.search(query);
      expect(answer).toEqual(await plain.search(query));
      return answer;
    };
    const before = (await both()).total;
    const tall = await createPlayer(database.db, { heightCm: '201.0', profileStatus: 'active' });
    await database.db.insert(playerCommitments).values({
      playerId: tall.id,
      kind: 'other',
      programName: 'Northfield Prep',
      committedOn: '2026-09-01',
    });
    expect((await both()).total).toBe(before + 1);
    await database.db.update(players).set({ heightCm: '190.0' }).where(eq(players.id, tall.id));
    expect((await both()).total).toBe(before);
    await database.db.update(players).set({ heightCm: '200.0' }).where(eq(players.id, tall.id));
    expect(idsOf(await both())).toContain(tall.id);
    await database.db
      .update(players)
      .set({ profileStatus: 'pending_consent' })
      .where(eq(players.id, tall.id));
    expect(idsOf(await both())).not.toContain(tall.id);
    await database.db.update(players).set({ profileStatus: 'active' }).where(eq(players.id, tall.id));
    expect(idsOf(await both())).toContain(tall.id);
    await database.db.delete(playerCommitments).where(eq(playerCommitments.playerId, tall.id));
    expect((await both()).total).toBe(before);
    await database.db.insert(playerCommitments).values({
      playerId: tall.id,
      kind: 'other',
      programName: 'Northfield Prep',
      committedOn: '2026-09-01',
    });
    await database.db.delete(players).where(eq(players.id, tall.id));
    expect((await both()).total).toBe(before);
    expect(listening.size).toBeGreaterThan(1000);
  });

  it('never shows a player hidden before the index heard of it, however the index has the page read', async () => {
    // An index that is read once and never hears a change.
    const deaf = index();
    deaf.handlers.state(true);
    await deaf.whenRead();
    const search = new PlayerSearch(database.db, { index: deaf });
    const plain = new PlayerSearch(database.db);
    for (const input of [
      // Every match listed (the index's page is past them all), in the name order (D361).
      { heightMin: '198', sort: 'name', pageSize: '100' },
      // The default order and a sort by a figure: among the players the index chose for the page (D360).
      { heightMin: '190', pageSize: '5' },
      { heightMin: '190', sort: 'strength', pageSize: '5' },
    ]) {
      const query = parse(input as SearchQueryInput);
      const first = await search.search(query);
      expect(first).toEqual(await plain.search(query));
      // More than the page holds (the names: fewer than 100, so every match is listed).
      expect(first.total).toBeGreaterThan(query.sort === 'name' ? 1 : 5);
      if (query.sort === 'name') expect(first.total).toBeLessThan(100);
      const shown = first.players[0]!;
      await database.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, shown.id));
      try {
        const told: { byIndex?: boolean } = {};
        const again = await search.search(query, told);
        expect(told.byIndex).toBe(true);
        expect(idsOf(again)).not.toContain(shown.id);
        // Every other player the page can hold is still on it.
        expect(again.players).toHaveLength(Math.min(query.pageSize, first.total - 1));
      } finally {
        await database.db.update(players).set({ profileStatus: 'active' }).where(eq(players.id, shown.id));
      }
    }
  });

  it('reads everything again after a gap in listening, and counts nothing meanwhile', async () => {
    const gap = index();
    gap.handlers.state(true);
    await gap.whenRead();
    gap.handlers.state(false);
    expect(gap.ready).toBe(false);
    const told: { byIndex?: boolean } = {};
    await new PlayerSearch(database.db, { index: gap }).search(parse({ verified: 'true' }), told);
    expect(told.byIndex).toBeUndefined();
    gap.handlers.state(true);
    await gap.whenRead();
    expect(gap.ready).toBe(true);
    expect(gap.size).toBe(listening.size);
  });
});

describe('search index in the app', () => {
  const { t, api } = withTestApp();

  it('counts a scouting search (x-search-index: counted) and sees a new player at once', async () => {
    const { cookie } = await signIn(t, 'RECRUITER');
    const ask = async (text: string) => {
      const res = await api.call(contract.search.players, { queryRaw: queryOf(text), cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    // A page of one, so the total is the count's, not the length of a last page.
    const tall = { heightCm: '199.9', verificationStatus: 'verified', profileStatus: 'active' } as const;
    await createPlayer(t.db, tall);
    await createPlayer(t.db, tall);
    // The index is read in the background after the start (D358): the database answers until then. Each try
    // asks another page size, so no try is answered from the search cache.
    let tries = 0;
    await expect
      .poll(
        async () =>
          (await ask(`heightMin=199.5&verified=true&pageSize=${2 + tries++}`)).headers[SEARCH_INDEX_HEADER],
      )
      .toBe('counted');
    const first = await ask('heightMin=199.5&verified=true&pageSize=1');
    expect(first.headers[SEARCH_INDEX_HEADER]).toBe('counted');
    const before = (first.json() as { total: number }).total;
    expect(before).toBeGreaterThan(1);
    await createPlayer(t.db, tall);
    const after = await ask('heightMin=199.5&verified=true&pageSize=1');
    expect(after.headers[SEARCH_INDEX_HEADER]).toBe('counted');
    expect((after.json() as { total: number }).total).toBe(before + 1);
    // A keyword search too (D359).
    expect((await ask('keyword=smith&pageSize=3')).headers[SEARCH_INDEX_HEADER]).toBe('counted');
  });
});
