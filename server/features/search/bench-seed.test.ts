import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTeam } from '#server/db/seed/factories.ts';
import { seedSearchPlayers } from '#server/db/seed/search-bench.ts';
import { createTestDatabase } from '#test/test-app.ts';

/**
 * The benchmark's set-based seed (D212) writes players and photos with the triggers partly off and the
 * indexes built afterwards; every value the triggers keep must come out as the triggers make it.
 */
let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const indexDefs = () =>
  rows<{ def: string }>(sql`select indexdef as def from pg_indexes where schemaname = 'public'
    and tablename in ('players', 'player_profile_parts', 'media') order by indexname`);
let indexesBefore: { def: string }[];
let seeded: { withPhoto: number };

beforeAll(async () => {
  database = await createTestDatabase();
  indexesBefore = await indexDefs();
  // Several chunks, so later chunks' triggers run beside earlier chunks' rows.
  const teams = [];
  for (let i = 0; i < 5; i++) teams.push(await createTeam(database.db));
  seeded = await seedSearchPlayers(database.db, 700, teams, { chunk: 250 });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('the benchmark seed', () => {
  it('writes the players, about half with a photo, and builds every index again', async () => {
    const [n] = await rows<{ players: number; media: number; photos: number; orphans: number }>(sql`select
      (select count(*)::int from players) as players,
      (select count(*)::int from media) as media,
      (select count(*)::int from players where has_photo) as photos,
      (select count(*)::int from media m where not exists (select 1 from players p where p.id = m.player_id)) as orphans`);
    expect(n).toEqual({ players: 700, media: seeded.withPhoto, photos: seeded.withPhoto, orphans: 0 });
    expect(seeded.withPhoto).toBeGreaterThan(300);
    expect(seeded.withPhoto).toBeLessThan(470);
    expect(await indexDefs()).toEqual(indexesBefore);
  });

  it('keeps player_search_counts exactly as its triggers count the players', async () => {
    const kept = await rows(sql`select profile_status, birth_year, category, shoots, country, region,
      position_bits, n from player_search_counts where n <> 0 order by 1, 2, 3, 4, 5, 6, 7`);
    const counted = await rows(sql`select profile_status, birth_year, category, shoots, country,
      lower(btrim(region)) as region, position_bits, count(*)::int as n from players
      group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7`);
    expect(kept.length).toBeGreaterThan(50);
    expect(kept).toEqual(counted);
  });

  it('leaves has_photo, search_text and player_profile_parts as the triggers write them again', async () => {
    const snapshot = () =>
      rows(sql`select p.id, p.has_photo, p.search_text, pp.slug, pp.doc::text as doc
        from players p left join player_profile_parts pp on pp.player_id = p.id order by p.id`);
    const before = await snapshot();
    // Any update runs players_search_fields again (has_photo from media, search_text), and the statement
    // triggers write every player's profile document again.
    await database.db.execute(sql`update players set search_text = null`);
    const after = await snapshot();
    expect(before.filter((r) => (r as { doc: string | null }).doc === null)).toEqual([]);
    expect(before).toEqual(after);
  });
});
