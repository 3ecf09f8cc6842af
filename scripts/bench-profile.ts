/**
 * The public profile read beside F1 (docs/performance.md).
 *
 *   npm run bench:profile                                  # PostgreSQL, 100,000 players, 6 rounds of 5 s
 *   npm run bench:profile -- --players 10000 --rounds 1 --duration 15
 *   npm run bench:profile -- --driver pglite --players 5000
 *   npm run bench:profile -- --smoke                       # CI: a few hundred players, 2 s per run
 *
 * Creates a fresh database (PostgreSQL: bench_profile_<pid> on BENCH_PG_URL, dropped at the end unless
 * --keep; PGlite: in memory), migrates it, seeds --players active players in multi-row inserts (most with
 * a current team and one to three team history rows, about half with a photo, some with a video), builds
 * the real app (production env, no client build) and runs autocannon on loopback, --connections (10) for
 * --duration (5) seconds each, taking turns --rounds (6) times in the same run: F1 (`GET /api/health`, one
 * `select 1` through the whole app), then an anonymous `GET /api/players/{slug}` with a slug drawn at random
 * per request. Taking turns, both see the same machine (on a shared VM, F1 alone moved between 5,400 and
 * 11,200 req/s from one 15-s run to the next). Prints req/s, p50 and p99 of each turn, each round's ratio,
 * the ratio of the totals (profile / F1) and the load average before and after. Options: --hot n (requests name n profiles, not all), --no-cache (no signed-out profile cache),
 * --warmup s (3; each route, not measured), --pool n (PostgreSQL pool size, 10 as in
 * production), --log-level (warn), --keep / --reuse bench_profile_<pid> (PostgreSQL: keep the database,
 * or run against a kept one instead of seeding). --smoke sets no threshold: it fails only on errors.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { PlayerDetailSchema } from '#common/contracts/players.ts';
import { buildApp } from '#server/app.ts';
import type { Db } from '#server/db/client.ts';
import { media, players, playerTeamHistory } from '#server/db/schema/index.ts';
import { LAST_NAMES, MALE_FIRST_NAMES, PLACES } from '#server/db/seed/demo-data.ts';
import { buildPlayer, createRng, type NewPlayer, pick } from '#server/db/seed/factories.ts';
import { loadEnv } from '#server/env.ts';
import { benchDatabase, loadAverage, seedBenchTeams } from './bench-database.ts';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string' },
    driver: { type: 'string', default: 'postgres' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string', default: '10' },
    pool: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'warn' },
    smoke: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    hot: { type: 'string' },
    rounds: { type: 'string' },
    'no-cache': { type: 'boolean', default: false },
  },
});
const SMOKE = args.smoke;
const PLAYER_COUNT = Number(args.players ?? (SMOKE ? '300' : '100000'));
const DURATION = Number(args.duration ?? (SMOKE ? '2' : '5'));
const WARMUP = Number(args.warmup ?? (SMOKE ? '0' : '3'));
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds ?? (SMOKE ? '1' : '6'));
const DRIVER = args.driver;
if (!Number.isInteger(PLAYER_COUNT) || PLAYER_COUNT < 1)
  throw new Error('--players must be a positive integer');
if (!(DURATION > 0) || !(WARMUP >= 0)) throw new Error('--duration must be positive, --warmup not negative');
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1)
  throw new Error('--connections must be a positive integer');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds must be a positive integer');
if (DRIVER !== 'postgres' && DRIVER !== 'pglite') throw new Error('--driver must be pglite or postgres');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (...parts: unknown[]) => console.log(...parts);

// ---------------------------------------------------------------------------------------------------------
// Database

const CHUNK = 2000;
const SEASONS = ['2025-26', '2024-25', '2023-24'];

/** Seeds the players in chunks of multi-row inserts; returns their slugs. */
async function seed(db: Db, count: number) {
  const rng = createRng(20261125);
  const teamRows = await seedBenchTeams(db);
  const slugs: string[] = [];
  let historyRows = 0;
  let photos = 0;
  let videos = 0;
  for (let done = 0; done < count; done += CHUNK) {
    const rows: NewPlayer[] = [];
    for (let i = done; i < Math.min(count, done + CHUNK); i++) {
      const where = pick(rng, PLACES);
      rows.push(
        buildPlayer(
          {
            firstName: pick(rng, MALE_FIRST_NAMES),
            lastName: pick(rng, LAST_NAMES),
            // Adults and minors alike (a minor shown is active with consent, as buildPlayer records).
            birthYear: 2005 + Math.floor(rng() * 8),
            country: where.country,
            region: where.region,
            city: pick(rng, where.cities),
            bio: rng() < 0.6 ? 'Two-way forward, strong on the forecheck and on the penalty kill.' : null,
            currentTeamId: rng() < 0.85 ? pick(rng, teamRows).id : null,
            profileStatus: 'active',
          },
          rng,
        ),
      );
    }
    const inserted = await db
      .insert(players)
      .values(rows)
      .returning({ id: players.id, slug: players.slug, currentTeamId: players.currentTeamId });
    const history: (typeof playerTeamHistory.$inferInsert)[] = [];
    const mediaRows: (typeof media.$inferInsert)[] = [];
    for (const p of inserted) {
      slugs.push(p.slug);
      // Most players list their current team and one or two earlier seasons.
      if (p.currentTeamId && rng() < 0.8) {
        const seasons = 1 + Math.floor(rng() * SEASONS.length);
        for (let s = 0; s < seasons; s++) {
          history.push({
            playerId: p.id,
            teamId: s === 0 ? p.currentTeamId : pick(rng, teamRows).id,
            season: SEASONS[s]!,
            isCurrent: s === 0,
            jerseyNumber: 1 + Math.floor(rng() * 98),
            coachName: rng() < 0.5 ? 'Pat Coach' : null,
            coachEmail: rng() < 0.5 ? `coach.${s}@example.com` : null,
          });
        }
      }
      if (rng() < 0.55) mediaRows.push({ playerId: p.id, type: 'image', url: `/media/${p.id}.jpg` });
      if (rng() < 0.15) {
        mediaRows.push({
          playerId: p.id,
          type: 'youtube',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          providerId: 'dQw4w9WgXcQ',
          sortOrder: 1,
          caption: 'Highlights',
        });
      }
    }
    if (history.length) await db.insert(playerTeamHistory).values(history);
    if (mediaRows.length) await db.insert(media).values(mediaRows);
    historyRows += history.length;
    photos += mediaRows.filter((m) => m.type === 'image').length;
    videos += mediaRows.length - mediaRows.filter((m) => m.type === 'image').length;
  }
  return { slugs, teams: teamRows.length, historyRows, photos, videos };
}

// ---------------------------------------------------------------------------------------------------------
// Load

interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** An autocannon setupRequest module (a file, as workers need) that asks for a random profile. */
function randomProfilePicker(dir: string, slugs: string[]): string {
  const file = join(dir, 'pick-random-profile.cjs');
  writeFileSync(
    file,
    `const slugs = ${JSON.stringify(slugs)};\nmodule.exports = (req) => ({ ...req, path: '/api/players/' + slugs[Math.floor(Math.random() * slugs.length)] });\n`,
  );
  return file;
}

async function load(url: string, path: string, duration: number, setupRequest?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    // A worker thread, so the load generator does not share the server's event loop.
    workers: 1,
    headers: { 'user-agent': 'bench-profile' },
    requests: [{ method: 'GET', path, ...(setupRequest ? { setupRequest } : {}) }],
  });
  // Let the server finish requests that were in flight when autocannon stopped.
  await new Promise((r) => setTimeout(r, 500));
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const show = (label: string, f: Figures) =>
  log(
    `${label.padEnd(40)} ${String(f.reqPerSec).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   (${f.requests} requests, ${f.errors} errors, ${f.non2xx} non-2xx)`,
  );

// ---------------------------------------------------------------------------------------------------------

async function main() {
  log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  log(
    `Driver: ${DRIVER}; players: ${PLAYER_COUNT}; autocannon ${CONNECTIONS} connections x ${DURATION} s on loopback${SMOKE ? ' (smoke)' : ''}`,
  );
  const { database, where, fresh, drop } = await benchDatabase({
    prefix: 'bench_profile',
    pgUrl: DRIVER === 'postgres' ? PG_URL : undefined,
    reuse: args.reuse,
    keep: args.keep,
    poolSize: Number(args.pool),
    log,
  });
  log(`Database: ${where}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let failed = false;
  try {
    let slugs: string[];
    if (fresh) {
      let started = Date.now();
      await database.migrate();
      log(`migrated in ${Date.now() - started} ms`);
      started = Date.now();
      const seeded = await seed(database.db, PLAYER_COUNT);
      await database.db.execute(sql`vacuum analyze`);
      slugs = seeded.slugs;
      log(
        `seeded ${PLAYER_COUNT} active players (${seeded.historyRows} team history rows, ${seeded.photos} photos, ${seeded.videos} videos, ${seeded.teams} teams) in ${Date.now() - started} ms`,
      );
    } else {
      // Views of an earlier run would turn this run's inserts into conflicts: start from none.
      await database.db.execute(sql`truncate profile_views`);
      slugs = (await database.db.select({ slug: players.slug }).from(players)).map((r) => r.slug);
      log(`reusing ${slugs.length} players (profile_views emptied)`);
    }

    const env = loadEnv({
      NODE_ENV: 'production',
      // Production refuses to start without them (D167); no e-mail is sent here.
      SMTP_URL: 'smtp://127.0.0.1:25',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: args['log-level'],
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    });
    app = await buildApp({
      env,
      database,
      clientDir: false,
      profileCache: args['no-cache'] ? false : undefined,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    // One read first: the route answers a real profile, in the contract's shape.
    const sample = await fetch(`${address}/api/players/${slugs[0]}`);
    const body = await sample.json();
    if (sample.status !== 200)
      throw new Error(`GET /api/players/${slugs[0]}: ${sample.status} ${JSON.stringify(body)}`);
    PlayerDetailSchema.parse(body);

    // --hot N: every request names one of N profiles (shared links), not any of all of them.
    const hot = args.hot ? Number(args.hot) : slugs.length;
    if (!Number.isInteger(hot) || hot < 1) throw new Error('--hot must be a positive integer');
    const picker = randomProfilePicker(dataDir, slugs.slice(0, hot));
    log(
      `profiles requested: ${Math.min(hot, slugs.length)} of ${slugs.length}, at random; profile cache ${args['no-cache'] ? 'off' : 'on'}`,
    );
    const profilePath = `/api/players/${slugs[0]}`;
    if (WARMUP > 0) {
      // JIT, the pool's connections and PostgreSQL's caches; not measured.
      await load(address, '/api/health', WARMUP);
      await load(address, profilePath, WARMUP, picker);
    }
    log(`\nload average before (1/5/15 min): ${loadAverage()}`);
    // --rounds n: F1 and the profile take turns n times (--duration s each), so both see the same machine;
    // the ratio is of the totals, and each round's is printed too.
    const rounds: { f1: Figures; profile: Figures }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const f1 = await load(address, '/api/health', DURATION);
      const profile = await load(address, profilePath, DURATION, picker);
      rounds.push({ f1, profile });
      const label = ROUNDS > 1 ? ` (round ${round})` : '';
      show(`F1: GET /api/health${label}`, f1);
      show(`GET /api/players/{slug}, anonymous${label}`, profile);
      if (ROUNDS > 1) log(`  ratio ${((profile.reqPerSec / Math.max(1, f1.reqPerSec)) * 100).toFixed(1)} %`);
    }
    log(`load average after (1/5/15 min):  ${loadAverage()}`);
    const total = (pick: (r: (typeof rounds)[number]) => Figures) =>
      rounds.reduce((sum, r) => sum + pick(r).requests, 0);
    const ratio =
      total((r) => r.profile) /
      Math.max(
        1,
        total((r) => r.f1),
      );
    log(`\nprofile / F1 throughput: ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} %)`);
    for (const { f1, profile } of rounds) {
      for (const [label, f] of [
        ['F1', f1],
        ['profile', profile],
      ] as const) {
        if (f.errors > 0 || f.non2xx > 0 || f.requests === 0) {
          log(`${label}: ${f.errors} errors, ${f.non2xx} non-2xx answers, ${f.requests} requests`);
          failed = true;
        }
      }
    }
  } finally {
    if (app) await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
