/**
 * The organization screens at scale (D249): what GET /api/orgs/{id}/roster and /dashboard run for a
 * club with --players active roster players (300 by default), each with a photo, a team history entry and
 * a few profile views.
 *
 *   tsx scripts/bench-org.ts                 # embedded PGlite, in memory
 *   tsx scripts/bench-org.ts --players 1000 --runs 20
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres tsx scripts/bench-org.ts   # a throwaway database
 *
 * Each call runs once cold, then --runs times; the figures are the cold time, the median and the slowest
 * warm run, in ms.
 */
import { parseArgs } from 'node:util';
import { RosterQuerySchema } from '#common/contracts/orgs.ts';
import { media, orgSponsorships, players, playerTeamHistory, profileViews } from '#server/db/schema/index.ts';
import { buildPlayer, createOrganization, createRng, createTeam } from '#server/db/seed/factories.ts';
import { orgDashboard } from '#server/features/orgs/dashboard.service.ts';
import { listRoster } from '#server/features/orgs/roster-list.ts';
import { benchDatabase } from './bench-database.ts';

const { values: args } = parseArgs({
  options: { players: { type: 'string', default: '300' }, runs: { type: 'string', default: '10' } },
});
const COUNT = Number(args.players);
const RUNS = Number(args.runs);
const log = (line: string) => process.stdout.write(`${line}\n`);

const { database, where, drop } = await benchDatabase({
  prefix: 'bench_org',
  pgUrl: process.env.DATABASE_URL,
});
await database.migrate();
const { db } = database;
const rng = createRng(20261124);
const org = await createOrganization(db, { name: 'Bench Club' });
const team = await createTeam(db);
const rows = Array.from({ length: COUNT }, (_, i) =>
  buildPlayer({ firstName: `Player${i}`, lastName: 'Bench', currentTeamId: team.id }, rng),
);
const inserted = await db.insert(players).values(rows).returning({ id: players.id });
const ids = inserted.map((p) => p.id);
const now = Date.now();
await db.insert(orgSponsorships).values(
  ids.map((playerId) => ({
    organizationId: org.id,
    playerId,
    status: 'active' as const,
    startedAt: new Date(),
  })),
);
await db.insert(media).values(
  ids.map((playerId, i) => ({
    playerId,
    type: 'image' as const,
    url: `/media/bench-${i}.webp`,
    sortOrder: 0,
  })),
);
await db
  .insert(playerTeamHistory)
  .values(ids.map((playerId) => ({ playerId, teamId: team.id, season: '2025-26' })));
await db.insert(profileViews).values(
  ids.flatMap((playerId, i) =>
    [0, 1, 2].map((d) => ({
      playerId,
      viewerRole: 'anonymous',
      viewerKey: `a:${i}:${d}`,
      viewedOn: new Date(now - d * 86_400_000).toISOString().slice(0, 10),
    })),
  ),
);

async function time(label: string, run: () => Promise<unknown>) {
  const t0 = performance.now();
  await run();
  const cold = performance.now() - t0;
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    warm.push(performance.now() - t);
  }
  warm.sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)]!;
  log(
    `${label.padEnd(34)} cold ${cold.toFixed(1)} ms · median ${median.toFixed(1)} ms · slowest ${warm.at(-1)!.toFixed(1)} ms`,
  );
}

log(`${where}, ${COUNT} active roster players, ${RUNS} warm runs`);
const roster = (query: Record<string, string>) => () => listRoster(db, org, RosterQuerySchema.parse(query));
await time('GET /api/orgs/{id}/roster', roster({}));
await time('  ?sort=name&page=3', roster({ sort: 'name', page: '3' }));
await time('  ?q=player12&status=active', roster({ q: 'player12', status: 'active' }));
await time('  ?sort=status&pageSize=5 (dashboard)', roster({ sort: 'status', pageSize: '5' }));
await time('GET /api/orgs/{id}/dashboard', () => orgDashboard(db, { org, member: null }));
await drop();
