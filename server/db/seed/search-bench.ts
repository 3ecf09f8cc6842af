/**
 * The recruiter-search benchmark's players (docs/performance.md), written set-based (D212). Rows are drawn
 * in Node as before (the same distribution and seeded generator); each chunk of SEED_CHUNK players is one
 * INSERT ... SELECT from json_populate_recordset, after its photos' one INSERT ... SELECT with triggers
 * off, so the players' own triggers find the photos: has_photo, search_text, player_search_counts and
 * player_profile_parts come out as the triggers make them, once per chunk instead of once per photo
 * (media_touch_player updated each player alone, and every statement trigger on players ran again for
 * it). The indexes that back no constraint are built after the load. A test compares every derived value
 * with what the triggers compute again (server/features/search/bench-seed.test.ts); scripts/bench-search.ts
 * runs it.
 */
import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Position } from '#common/enums.ts';
import type { Db } from '#server/db/client.ts';
import { players } from '#server/db/schema/index.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, NICKNAMES, PLACES } from './demo-data.ts';
import { buildPlayer, createRng, type NewPlayer, pick, type Rng } from './factories.ts';

/** Players per statement: about 8 MB of JSON, so a million is 50 statements. */
export const SEED_CHUNK = 20_000;

/** Weighted choice from PLACES (their weights are relative shares of players). */
function placePicker(rng: Rng) {
  const total = PLACES.reduce((n, p) => n + p.weight, 0);
  return () => {
    let r = rng() * total;
    for (const place of PLACES) {
      r -= place.weight;
      if (r < 0) return place;
    }
    return PLACES[PLACES.length - 1]!;
  };
}

function positionsFor(rng: Rng): Position[] {
  const r = rng();
  if (r < 0.2) return ['C'];
  if (r < 0.35) return ['LW'];
  if (r < 0.5) return ['RW'];
  if (r < 0.58) return ['LW', 'RW'];
  if (r < 0.62) return ['C', 'LW'];
  if (r < 0.88) return ['D'];
  return ['G'];
}

/** players' TypeScript keys to their column names, for json_populate_recordset. */
const COLUMN_NAMES = Object.fromEntries(
  Object.entries(getTableColumns(players)).map(([key, column]) => [key, column.name]),
);

function asColumns(row: NewPlayer): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const name = COLUMN_NAMES[key];
    if (!name) throw new Error(`players has no column for ${key}`);
    out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * The indexes of players and player_profile_parts that back no constraint (the search indexes among them),
 * dropped so the seed's inserts do not maintain them row by row; built again from their own definitions
 * afterwards, which gives the same index (a GIN trigram index builds several times faster in one go).
 */
async function dropDerivedIndexes(db: Db): Promise<{ name: string; def: string }[]> {
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ('players', 'player_profile_parts')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`);
  // Both drivers answer { rows }; Db's query result type does not say so.
  const { rows } = result as unknown as { rows: { name: string; def: string }[] };
  for (const { name } of rows) await db.execute(sql`drop index ${sql.identifier(name)}`);
  return rows;
}

/**
 * Seeds `count` players over the teams given (the benchmarks use 40): birth years 2005-2012, 75 % boys, the position mix below, regions
 * weighted as in the demo data, 15 % without a team, 15 % verified, 10 % not active, 55 % with a photo.
 */
export async function seedSearchPlayers(
  db: Db,
  count: number,
  teamRows: readonly { id: string }[],
  { chunk = SEED_CHUNK }: { chunk?: number } = {},
): Promise<{ withPhoto: number }> {
  const rng = createRng(20261122);
  // The scouting columns (D311) from a generator of their own, so every earlier column keeps its values.
  const scoutRng = createRng(20261129);
  const place = placePicker(rng);
  const now = Date.now();
  const year = 365 * 24 * 3600 * 1000;
  let withPhoto = 0;
  const indexes = await dropDerivedIndexes(db);
  for (let done = 0; done < count; done += chunk) {
    const rows: Record<string, unknown>[] = [];
    const photoIds: string[] = [];
    for (let i = done; i < Math.min(count, done + chunk); i++) {
      const female = rng() < 0.25;
      const firstName = pick(rng, female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const where = place();
      const statusRoll = rng();
      const row = buildPlayer(
        {
          firstName,
          lastName: pick(rng, LAST_NAMES),
          preferredName: rng() < 0.15 ? (NICKNAMES[firstName] ?? null) : null,
          birthYear: 2005 + Math.floor(rng() * 8),
          category: female ? 'FEMALE' : 'MALE',
          showCategory: rng() < 0.9,
          positions: positionsFor(rng),
          shoots: rng() < 0.6 ? 'L' : 'R',
          country: where.country,
          region: where.region,
          city: pick(rng, where.cities),
          currentTeamId: rng() < 0.85 ? pick(rng, teamRows).id : null,
          verificationStatus: rng() < 0.15 ? 'verified' : 'pending',
          profileStatus:
            statusRoll < 0.9
              ? 'active'
              : statusRoll < 0.95
                ? 'draft'
                : statusRoll < 0.97
                  ? 'pending_consent'
                  : 'inactive',
          updatedAt: new Date(now - Math.floor(rng() * year)),
        },
        rng,
      );
      // A class of 18 years after birth, and a height for three in four players (150 to 200 cm).
      row.graduationYear = row.birthYear + 18;
      row.heightCm = scoutRng() < 0.75 ? (150 + scoutRng() * 50).toFixed(1) : null;
      // Four random characters collide within a few hundred thousand players of the same few names;
      // the row's number makes the slug unique.
      const id = randomUUID();
      rows.push(asColumns({ ...row, id, slug: `${row.slug}-${i.toString(36)}` }));
      if (rng() < 0.55) photoIds.push(id);
    }
    const columns = Object.keys(rows[0]!).map((name) => sql.identifier(name));
    const list = sql.join(columns, sql`, `);
    await db.transaction(async (tx) => {
      // The photos first, with every trigger off (foreign key checks too: their players follow in this
      // transaction), so the players' own insert finds them: players_search_fields sets has_photo and
      // player_profile_parts lists the photo, as media_touch_player and the media insert's refresh would.
      await tx.execute(sql`set local session_replication_role = replica`);
      if (photoIds.length)
        await tx.execute(sql`insert into media (player_id, type, url)
          select id::uuid, 'image', '/media/' || id || '.jpg'
          from json_array_elements_text(${JSON.stringify(photoIds)}::json) as id`);
      await tx.execute(sql`set local session_replication_role = origin`);
      await tx.execute(sql`insert into ${players} (${list})
        select ${list} from json_populate_recordset(null::players, ${JSON.stringify(rows)}::json)`);
    });
    withPhoto += photoIds.length;
  }
  for (const { def } of indexes) await db.execute(sql.raw(def));
  return { withPhoto };
}
