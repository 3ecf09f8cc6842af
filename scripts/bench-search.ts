/**
 * Recruiter search benchmark (docs/performance.md).
 *
 *   npm run bench:search -- --players 10000 --driver postgres
 *   npm run bench:search -- --players 100000 --driver postgres --explain
 *   npm run bench:search -- --players 10000 --driver pglite
 *   npm run bench:search -- --players 1000000 --driver postgres --mix random --rate 100 --keep
 *   npm run bench:search -- --smoke            (CI: a few seconds, no thresholds)
 *
 * Creates a fresh database (PostgreSQL: bench_search_<pid> on BENCH_PG_URL, dropped at the end; PGlite:
 * in memory), migrates it, seeds N players set-based (server/db/seed/search-bench.ts), builds the real app with a recruiter
 * session, and runs autocannon on loopback over a mix of search URLs, then over a bare Fastify route on
 * the same machine for comparison. Options: --duration s (15), --connections n (50), --explain (plans
 * of each URL's query), --per-url (a shorter run per URL), --search-only (no reference runs, for
 * profiling), --log-level (warn), --keep (PostgreSQL: keep the database) and --reuse bench_search_<pid>
 * (PostgreSQL: run against a kept database instead of seeding a new one; it stays kept, D229),
 * --pool n (PostgreSQL pool size, 10 as in production), --mix fixed|random (fixed: the seven URLs below; random: --urls n
 * distinct random filter combinations, 2,000 by default, each connection picking one at random per
 * request, so most requests miss the 10-second count cache and the counts' cost shows), --rate r[,r...]
 * (open loop: requests arrive at r per second, Poisson, whether or not earlier ones are answered;
 * latencies from when each was due; 5 s of unmeasured warm-up first; --slowest prints each run's ten
 * slowest answers), --search-cache on|off (the search cache, D356: on as in production, each open-loop run
 * drawing its own paths so that only chance repeats a search; off: every search reads the database),
 * --search-index on|off (the scouting filters' columns in memory, D358: on as in production, measured once
 * read; each run prints how many answers it counted).
 *
 * --replay n: the first n URLs of the random mix one at a time, with EXPLAIN (ANALYZE, BUFFERS) of
 * each count and page: the spread of their times and the slowest (their plans too with --explain).
 * --path p (repeatable, with --replay) replays those search paths instead, e.g. an open loop's slowest.
 * Without --rate, a replay runs no load afterwards. --both-pages (with --replay): each page read both ways too, collected and walked, mean time per
 * result size: what CELL_COST is set from.
 *
 * --smoke: every part of the script once, briefly, for CI: 300 players (or --players), the per-URL
 * check, --explain (plan summaries only), --replay 20, a 1-second closed-loop run of each mix and a
 * 1-second open loop at 50/s (or --rate), no reference runs. It checks no figure against a threshold;
 * it fails only when a request errs or answers other than 2xx, or the script itself breaks.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { SEARCH_MAX_TOTAL, type SearchQuery, SearchQuerySchema } from '#common/contracts/search.ts';
import { REGION_GROUPS } from '#common/regions.ts';
import { buildApp } from '#server/app.ts';
import type { Db } from '#server/db/client.ts';
import { LAST_NAMES } from '#server/db/seed/demo-data.ts';
import { createRng, createUser, DEFAULT_TEST_PASSWORD, pick } from '#server/db/seed/factories.ts';
import { seedSearchPlayers } from '#server/db/seed/search-bench.ts';
import { loadEnv } from '#server/env.ts';
import { type SearchSql, searchStatements } from '#server/features/search/search-explain.ts';
import { benchDatabase, loadAverage, seedBenchTeams } from './bench-database.ts';
import { openLoop } from './bench-open-loop.ts';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string' },
    driver: { type: 'string', default: 'postgres' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    explain: { type: 'boolean', default: false },
    'per-url': { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'warn' },
    'search-only': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    pool: { type: 'string', default: '10' },
    mix: { type: 'string' },
    urls: { type: 'string' },
    rate: { type: 'string' },
    slowest: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    replay: { type: 'string' },
    path: { type: 'string', multiple: true },
    'both-pages': { type: 'boolean', default: false },
    /** The search cache (D356): on, as production runs, or off, so every search reads the database. */
    'search-cache': { type: 'string', default: 'on' },
    'search-index': { type: 'string', default: 'on' },
  },
});
const SMOKE = args.smoke;
const PLAYER_COUNT = Number(args.players ?? (SMOKE ? 300 : 10_000));
const DRIVER = args.driver;
const DURATION = Number(args.duration ?? (SMOKE ? 1 : 15));
const CONNECTIONS = Number(args.connections ?? (SMOKE ? 5 : 50));
if (!Number.isInteger(PLAYER_COUNT) || PLAYER_COUNT < 1)
  throw new Error('--players must be a positive integer');
if (DRIVER !== 'postgres' && DRIVER !== 'pglite') throw new Error('--driver must be pglite or postgres');
const MIX = args.mix ?? (SMOKE ? 'random' : 'fixed');
if (MIX !== 'fixed' && MIX !== 'random') throw new Error('--mix must be fixed or random');
const RANDOM_URLS = Number(args.urls ?? (SMOKE ? 100 : 2000));
if (!Number.isInteger(RANDOM_URLS) || RANDOM_URLS < 1) throw new Error('--urls must be a positive integer');
/** --rate 200 or --rate 100,200,300: open-loop runs at these arrival rates instead of autocannon's. */
const RATES = (args.rate ?? (SMOKE ? '50' : ''))
  .split(',')
  .filter(Boolean)
  .map((r) => {
    const rate = Number(r);
    if (!(rate > 0)) throw new Error('--rate takes positive numbers, e.g. --rate 100,200');
    return rate;
  });
const SEARCH_CACHE = args['search-cache'];
if (SEARCH_CACHE !== 'on' && SEARCH_CACHE !== 'off') throw new Error('--search-cache must be on or off');
const SEARCH_INDEX = args['search-index'];
if (SEARCH_INDEX !== 'on' && SEARCH_INDEX !== 'off') throw new Error('--search-index must be on or off');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The mix: what the search screen and the dashboard ask for. */
const SEARCH_URLS = [
  '/api/players/search',
  '/api/players/search?birthYear=2009',
  '/api/players/search?positions=Offense',
  '/api/players/search?region=Midwest&handedness=L',
  '/api/players/search?keyword=gagne',
  '/api/players/search?category=Boys&birthYear=2008&birthYear=2009&positions=D&region=Northeast',
  '/api/players/search?page=5',
];

/**
 * Deep pages, explained (--explain) but not in the load mix: the deepest page the API accepts
 * (offset 10,000), and offset 49,900 (page 500 of 100, refused since) to compare with the
 * single-query plan that took 582 ms there.
 */
const DEEP_PAGES: { label: string; query: Partial<SearchQuery> }[] = [
  {
    label: '?page=101&pageSize=100 (offset 10,000, the deepest accepted)',
    query: { page: 101, pageSize: 100 },
  },
  { label: 'page 500 of 100 (offset 49,900; refused by the API since)', query: { page: 500, pageSize: 100 } },
];

/** Surnames as a recruiter types them: lower case, no accents, sometimes only the start. */
const typed = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The scouting filters and sorts of the random mix (D311), each with a screen-like likelihood: a class, a
 * height range, the current team's level, verified, committed, video, a per-game figure, a sort.
 */
function scoutingPicker() {
  const rng = createRng(20261129);
  const chance = (p: number) => rng() < p;
  return (q: URLSearchParams) => {
    if (chance(0.2)) q.set('gradYear', String(2023 + Math.floor(rng() * 8)));
    if (chance(0.1)) q.set('heightMin', pick(rng, ['165.1', '172.7', '177.8', '182.9']));
    if (chance(0.05)) q.set('heightMax', pick(rng, ['175.3', '185.4', '193']));
    if (chance(0.05)) q.set('level', pick(rng, ['U16 AAA', 'U18 AAA', 'U14 AA']));
    if (chance(0.1)) q.set('verified', 'true');
    if (chance(0.05)) q.set('committed', pick(rng, ['yes', 'no']));
    if (chance(0.05)) q.set('hasVideo', 'true');
    if (chance(0.05)) q.set('minPpg', pick(rng, ['0.5', '1']));
    if (chance(0.03)) q.set('minSvPct', pick(rng, ['90', '92']));
    if (chance(0.2)) q.set('sort', pick(rng, ['name', 'birthYear', 'ppg', 'svPct', 'strength', 'updated']));
  };
}

/**
 * The random mix: filter combinations as the search screen makes them (each filter present with a
 * screen-like likelihood), distinct, from a fixed seed so runs are comparable.
 */
function randomUrls(n: number): string[] {
  const rng = createRng(20261123);
  const scouting = scoutingPicker();
  const chance = (p: number) => rng() < p;
  const urls = new Set<string>();
  for (let tries = 0; urls.size < n && tries < n * 50; tries++) {
    const q = new URLSearchParams();
    if (chance(0.3)) q.set('category', pick(rng, ['Boys', 'Girls']));
    if (chance(0.6)) {
      const first = 2005 + Math.floor(rng() * 8);
      q.append('birthYear', String(first));
      if (chance(0.3)) q.append('birthYear', String(Math.min(2012, first + 1)));
    }
    if (chance(0.5)) {
      const options = ['Offense', 'Defense', 'Goalie', 'C', 'LW', 'RW', 'D', 'G'];
      q.append('positions', pick(rng, options));
      if (chance(0.25)) q.append('positions', pick(rng, options));
    }
    if (chance(0.2)) q.set('handedness', pick(rng, ['Left', 'Right']));
    if (chance(0.4)) q.set('region', pick(rng, REGION_GROUPS));
    if (chance(0.25)) {
      const name = typed(pick(rng, LAST_NAMES));
      q.set('keyword', chance(0.3) ? name.slice(0, Math.max(3, Math.ceil(name.length / 2))) : name);
    }
    // The scouting filters and sorts (D311), drawn from a generator of their own so the combinations
    // above stay those of the earlier measurements.
    scouting(q);
    if (chance(0.15)) q.set('page', String(2 + Math.floor(rng() * 4)));
    // A height range the wrong way round is refused (400) as the screen refuses it: not sent.
    if (Number(q.get('heightMin') ?? 0) > Number(q.get('heightMax') ?? Number.POSITIVE_INFINITY)) continue;
    const query = q.toString();
    urls.add(`/api/players/search${query ? `?${query}` : ''}`);
  }
  return [...urls];
}

/** An autocannon setupRequest module (a file, as workers need) that picks one of the paths at random. */
function randomPicker(dir: string, paths: string[]): string {
  const file = join(dir, 'pick-random-path.cjs');
  writeFileSync(
    file,
    `const paths = ${JSON.stringify(paths)};\nmodule.exports = (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] });\n`,
  );
  return file;
}

const log = (...parts: unknown[]) => console.log(...parts);

// ---------------------------------------------------------------------------------------------------------
// Database

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

async function load(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  duration = DURATION,
  /** A setupRequest module: each request's path is chosen there instead of cycling through paths. */
  setupRequest?: string,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    // A worker thread, so the load generator does not share the server's event loop.
    workers: 1,
    headers,
    requests: setupRequest
      ? [{ method: 'GET', path: paths[0]!, setupRequest }]
      : paths.map((path) => ({ method: 'GET', path })),
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

/** Runs in which a request failed or answered other than 2xx: the script then exits with 1. */
const failures: string[] = [];
function noteFailures(label: string, f: { errors: number; non2xx: number; failed?: string[] }) {
  if (f.errors || f.non2xx)
    failures.push(
      `${label}: ${f.errors} errors, ${f.non2xx} non-2xx${f.failed?.length ? ` (${f.failed.join(', ')})` : ''}`,
    );
}

const show = (label: string, f: Figures) => {
  noteFailures(label, f);
  log(
    `${label.padEnd(34)} ${String(f.reqPerSec).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   (${f.requests} requests, ${f.errors} errors, ${f.non2xx} non-2xx)`,
  );
};

function queryOf(path: string) {
  const params = new URLSearchParams(path.split('?')[1] ?? '');
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : all[0]!;
  }
  return SearchQuerySchema.parse(raw);
}

/** EXPLAIN ANALYZE of each URL's count and page; `plans: false` prints only each one's time and indexes. */
interface Explained {
  plan: string;
  /** Planning plus execution, in ms. */
  ms: number;
  /** Planning alone, in ms (each statement is unnamed, so PostgreSQL plans it at every run). */
  planningMs: number;
  indexes: string[];
}

type RawClient = { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
const rawClient = (db: Db) => (db as unknown as { $client: RawClient }).$client;

async function explainOne(client: RawClient, text: string, params: unknown[]): Promise<Explained> {
  const { rows } = await client.query(`explain (analyze, buffers, costs off) ${text}`, params);
  const plan = rows.map((r) => Object.values(r)[0]).join('\n');
  const ms = (what: string) => Number(plan.match(new RegExp(`${what} Time: ([\\d.]+) ms`))?.[1] ?? 0);
  return {
    plan,
    ms: ms('Planning') + ms('Execution'),
    planningMs: ms('Planning'),
    indexes: [...new Set([...plan.matchAll(/(?:using|on) (\w+_idx|\w+_pkey)/g)].map((m) => m[1]!))],
  };
}

/** What a statement that did not run costs. */
const NOTHING: Explained = { plan: '', ms: 0, planningMs: 0, indexes: [] };

/** One search's statements, explained: `first` the count (with a keyword, the count and the page). */
interface ExplainedStatements {
  first: Explained;
  /** NOTHING when `first` read the page too. */
  page: Explained;
}
interface ExplainedSearch extends ExplainedStatements {
  total: number;
  keyword: boolean;
  /** The page was collected (true) or read along the order index (false). */
  short: boolean;
  /** --both-pages: the same search with the page read the other way. */
  other?: ExplainedStatements;
}
const msOf = (s: ExplainedStatements) => s.first.ms + s.page.ms;

/**
 * The statements a search runs as PlayerSearch runs them for a first search (no total kept yet); with
 * `bothPages`, the search with its page read the other way too (collected when it is walked, walked
 * when collected).
 */
async function explainSearch(
  db: Db,
  query: SearchQuery,
  { bothPages = false } = {},
): Promise<ExplainedSearch> {
  const client = rawClient(db);
  const keyword = query.keyword !== undefined;
  const run = async ({
    first,
    page,
  }: {
    first: SearchSql;
    page?: SearchSql;
  }): Promise<ExplainedStatements> => ({
    first: await explainOne(client, first.sql, first.params),
    page: page ? await explainOne(client, page.sql, page.params) : NOTHING,
  });
  const chosen = await searchStatements(db, query);
  const other = bothPages
    ? await searchStatements(db, query, chosen.collected ? 'walked' : 'collected')
    : undefined;
  return {
    total: chosen.total,
    keyword,
    short: chosen.collected,
    ...(await run(chosen)),
    other: other ? await run(other) : undefined,
  };
}

/**
 * --both-pages: each search with its page collected and walked (count and page, mean ms per result size),
 * to set CELL_COST (without a keyword, D228) and to see what collecting a keyword's matches pays (D227).
 */
function comparePages(runs: ExplainedSearch[]) {
  const bounds = [0, 100, 200, 500, 1000, 2000, 5000, 10_000, Number.POSITIVE_INFINITY];
  for (const keyword of [false, true]) {
    log(
      `\nSearches ${keyword ? 'with' : 'without'} a keyword, the page read both ways, by the result size (count + page, mean / max ms, planning + execution):`,
    );
    log('| matches | searches | collected | walked |');
    log('|---|---|---|---|');
    for (let i = 0; i + 1 < bounds.length; i++) {
      const inside = runs.filter(
        (r) => r.keyword === keyword && r.total > bounds[i]! - (i === 0 ? 1 : 0) && r.total <= bounds[i + 1]!,
      );
      if (!inside.length) continue;
      const stat = (ms: number[]) =>
        `${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1)} / ${Math.max(...ms).toFixed(1)}`;
      const collected = inside.map((r) => msOf(r.short ? r : r.other!));
      const walked = inside.map((r) => msOf(r.short ? r.other! : r));
      const label = Number.isFinite(bounds[i + 1]!) ? `${bounds[i]}-${bounds[i + 1]}` : `over ${bounds[i]}`;
      log(`| ${label} | ${inside.length} | ${stat(collected)} | ${stat(walked)} |`);
    }
  }
}

/** How a search's statements read it, for the logs. */
function describe(r: ExplainedSearch) {
  if (r.page === NOTHING) return [['count and page (one statement)', r.first]] as const;
  return [
    [r.keyword && r.total > SEARCH_MAX_TOTAL ? 'collection (past the cap)' : 'count', r.first],
    [r.short ? (r.keyword ? 'page (collected)' : 'page (cells)') : 'page (walked)', r.page],
  ] as const;
}

async function explain(db: Db, { plans }: { plans: boolean }) {
  const defaults = queryOf('/api/players/search');
  const explained = [
    ...SEARCH_URLS.map((path) => ({ label: path, query: queryOf(path) })),
    ...DEEP_PAGES.map(({ label, query }) => ({ label, query: { ...defaults, ...query } })),
  ];
  for (const { label, query } of explained) {
    for (const [what, e] of describe(await explainSearch(db, query))) {
      log(
        `\n# ${label}: ${what}\n#   ${e.ms.toFixed(2)} ms planning and execution; indexes: ${e.indexes.join(', ') || 'none'}`,
      );
      if (plans) log(e.plan.replace(/^/gm, '    '));
    }
  }
}

/**
 * --replay n: the first n URLs of the random mix one at a time, each statement with EXPLAIN (ANALYZE,
 * BUFFERS): how the time per search is spread, and the slowest (with --explain, their plans).
 */
async function replay(db: Db, n: number, { plans, bothPages }: { plans: boolean; bothPages: boolean }) {
  const urls = args.path?.length ? args.path : randomUrls(RANDOM_URLS).slice(0, n);
  const runs: (ExplainedSearch & { path: string })[] = [];
  for (const path of urls) runs.push({ path, ...(await explainSearch(db, queryOf(path), { bothPages })) });
  if (bothPages) comparePages(runs);
  const spread = (label: string, values: number[]) => {
    if (!values.length) return log(`  ${label.padEnd(34)} none`);
    const sorted = values.toSorted((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!.toFixed(1);
    const mean = (sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(1);
    log(
      `  ${label.padEnd(34)} mean ${mean} ms   p50 ${at(0.5)}   p90 ${at(0.9)}   p99 ${at(0.99)}   max ${at(1)}   (${sorted.length})`,
    );
  };
  log(`\nReplay of ${runs.length} random-mix URLs, one at a time (planning + execution):`);
  // JIT compilation (jit_above_cost) costs tens of milliseconds where it starts.
  const jit = runs.filter((r) => /^\s*JIT:/m.test(r.first.plan) || /^\s*JIT:/m.test(r.page.plan));
  log(`  ${jit.length} of ${runs.length} searches compiled a statement with JIT`);
  const plain = runs.filter((r) => !r.keyword);
  const keyword = runs.filter((r) => r.keyword);
  spread(
    'count, no keyword',
    plain.map((r) => r.first.ms),
  );
  spread(
    'page (walked), no keyword',
    plain.filter((r) => !r.short).map((r) => r.page.ms),
  );
  spread(
    'page (cells), no keyword',
    plain.filter((r) => r.short).map((r) => r.page.ms),
  );
  spread(
    'keyword: first statement',
    keyword.map((r) => r.first.ms),
  );
  spread(
    'keyword: page (walked)',
    keyword.filter((r) => !r.short).map((r) => r.page.ms),
  );
  spread('count + page', runs.map(msOf));
  spread(
    '  of which planning',
    runs.map((r) => r.first.planningMs + r.page.planningMs),
  );
  spread('  with a keyword', keyword.map(msOf));
  spread('  without', plain.map(msOf));
  log('  slowest:');
  for (const r of runs.toSorted((a, b) => msOf(b) - msOf(a)).slice(0, 15)) {
    const parts = describe(r)
      .map(([what, e]) => `${what} ${e.ms.toFixed(1)} (${e.indexes.join(', ')})`)
      .join('  ');
    log(`  ${msOf(r).toFixed(1).padStart(7)} ms  ${parts}  total ${r.total}  ${r.path}`);
    if (plans) log(`${r.first.plan}\n${r.page.plan}`.replace(/^/gm, '      '));
  }
}

/**
 * The server's shared_buffers against the size of the players and their search indexes (D353): when they do
 * not fit, every search copies pages from the kernel's cache, and the open loop's p99 at a million players was
 * twice as long (deploy/postgresql.conf).
 */
async function memoryCheck(db: Db) {
  const result = await db.execute(sql`
      select current_setting('shared_buffers') as buffers,
        (select setting::bigint * pg_size_bytes(unit) from pg_settings where name = 'shared_buffers') as buffer_bytes,
        pg_size_pretty(sum(pg_total_relation_size(c.oid))) as searched,
        sum(pg_total_relation_size(c.oid)) as searched_bytes
      from pg_class c where c.relname in ('players', 'player_search_facts', 'player_search_counts')`);
  // Both drivers answer { rows }; Db's query result type does not say so.
  const [row] = (
    result as unknown as {
      rows: { buffers: string; buffer_bytes: string; searched: string; searched_bytes: string }[];
    }
  ).rows;
  if (!row) return;
  const fits = Number(row.buffer_bytes) >= Number(row.searched_bytes);
  log(
    `PostgreSQL shared_buffers ${row.buffers}; players and their search indexes ${row.searched}${fits ? '' : ': they do not fit (deploy/postgresql.conf, D353)'}`,
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  log(
    `Driver: ${DRIVER}; players: ${PLAYER_COUNT}; autocannon ${CONNECTIONS} connections x ${DURATION} s on loopback; search cache ${SEARCH_CACHE}; search index ${SEARCH_INDEX}`,
  );
  log(`load average at the start (1/5/15 min): ${loadAverage()}\n`);
  const { database, fresh, drop } = await benchDatabase({
    prefix: 'bench_search',
    pgUrl: DRIVER === 'postgres' ? PG_URL : undefined,
    reuse: args.reuse,
    // A reused database was kept on purpose: it stays kept (drop it by hand).
    keep: args.keep || args.reuse !== undefined,
    poolSize: Number(args.pool),
    log,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    // A kept database (--reuse) gets the migrations added since it was seeded.
    let started = Date.now();
    await database.migrate();
    log(`migrated in ${Date.now() - started} ms`);
    if (fresh) {
      started = Date.now();
      const teamRows = await seedBenchTeams(database.db);
      const seeded = await seedSearchPlayers(database.db, PLAYER_COUNT, teamRows);
      await database.db.execute(sql`vacuum analyze`);
      log(
        `seeded ${PLAYER_COUNT} players (${seeded.withPhoto} with a photo, ${teamRows.length} teams) in ${Date.now() - started} ms`,
      );
    }

    if (DRIVER === 'postgres') await memoryCheck(database.db);

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
      searchCache: SEARCH_CACHE === 'on' ? {} : false,
      searchIndex: SEARCH_INDEX === 'on' ? undefined : false,
    });
    const email = `bench.recruiter.${process.pid}@example.com`;
    await createUser(database.db, { email, role: 'RECRUITER' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEFAULT_TEST_PASSWORD },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    if (login.statusCode !== 200 || !cookie)
      throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    if (SEARCH_INDEX === 'on') {
      // D358: the index reads every player in the background after the start; measured once it counts.
      const started = Date.now();
      for (;;) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/players/search?verified=true&page=${1 + (((Date.now() / 1000) % 50) | 0)}`,
          headers: { cookie },
        });
        if (res.headers['x-search-index'] === 'counted') break;
        if (Date.now() - started > 120_000) throw new Error('the search index was not read within 120 s');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      log(`search index read ${Date.now() - started} ms after the start`);
    }

    log('\nResults per URL (one request each):');
    for (const path of SEARCH_URLS) {
      const res = await fetch(address + path, { headers: { cookie } });
      const body = (await res.json()) as { total: number; players: unknown[] };
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      log(`  ${path.padEnd(96)} total ${String(body.total).padStart(6)}, ${body.players.length} on the page`);
    }
    if (args.explain || SMOKE) await explain(database.db, { plans: args.explain });
    if (args.replay || SMOKE)
      await replay(database.db, Number(args.replay ?? 20), {
        plans: args.explain && !SMOKE,
        bothPages: args['both-pages'] || SMOKE,
      });
    // A replay measures the database one search at a time: no load follows unless --rate asks for it.
    if (args.replay && !SMOKE && !RATES.length) return;

    log('');
    if (SMOKE) {
      // Each closed-loop mix once, briefly; the open loop follows.
      show('search, fixed mix', await load(address, SEARCH_URLS, { cookie }));
      const urls = randomUrls(RANDOM_URLS);
      show(
        'search, random mix',
        await load(address, urls, { cookie }, DURATION, randomPicker(dataDir, urls)),
      );
    }
    if (RATES.length) {
      // Open loop: latency at set arrival rates, below the saturation the closed-loop runs measure.
      const target = {
        url: address,
        paths: MIX === 'random' ? randomUrls(RANDOM_URLS) : SEARCH_URLS,
        headers: { cookie },
        random: MIX === 'random',
        hitHeader: 'x-search-cache',
        countedHeader: 'x-search-index',
      };
      // Warm up first (not measured): the pool's connections, each filter shape's statements. Each run
      // draws its own paths (seed): with the search cache on, a run asks again only what chance repeats,
      // not the warm-up's or the last run's exact sequence.
      let seed = 20261123;
      await openLoop({ ...target, rate: RATES[0]!, durationSeconds: SMOKE ? 1 : 5, seed: seed++ });
      const rows: { what: string; rate: number; f: Awaited<ReturnType<typeof openLoop>> }[] = [];
      for (const rate of RATES) {
        const f = await openLoop({ ...target, rate, durationSeconds: DURATION, seed: seed++ });
        noteFailures(`open loop at ${rate}/s`, f);
        log(
          `search, ${MIX} mix, open loop at ${String(rate).padStart(4)}/s: ${String(f.reqPerSec).padStart(5)} req/s answered   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   max ${f.max} ms   (${f.requests} requests, ${f.errors} errors, ${f.non2xx} non-2xx, at most ${f.maxInFlight} waiting, ${f.hits} from the search cache, ${f.counted} counted by the search index)`,
        );
        if (args.slowest) log(`  slowest:\n    ${f.slowest.join('\n    ')}`);
        rows.push({ what: `search, ${MIX} mix`, rate, f });
        // F1, the cheapest route, at the same rate right after: how busy the machine itself was.
        const health = await openLoop({
          url: address,
          paths: ['/api/health'],
          headers: {},
          random: false,
          rate,
          durationSeconds: SMOKE ? 1 : 5,
        });
        noteFailures(`F1 open loop at ${rate}/s`, health);
        rows.push({ what: 'F1 GET /api/health', rate, f: health });
      }
      log('\n| run | arrivals/s | answered req/s | p50 ms | p99 ms | max ms | most waiting | p99 / F1 p99 |');
      log('|---|---|---|---|---|---|---|---|');
      for (const { what, rate, f } of rows) {
        const f1 = rows.find((r) => r.rate === rate && r.what.startsWith('F1'))!.f;
        log(
          `| ${what} | ${rate} | ${f.reqPerSec} | ${f.p50} | ${f.p99} | ${f.max} | ${f.maxInFlight} | ${(f.p99 / Math.max(1, f1.p99)).toFixed(1)} |`,
        );
      }
      log(`load average now (1/5/15 min): ${loadAverage()}`);
      return;
    }
    let search: Figures;
    if (MIX === 'random') {
      const urls = randomUrls(RANDOM_URLS);
      log(`random mix: ${urls.length} distinct URLs, one picked at random per request, e.g.`);
      for (const path of urls.slice(0, 5)) log(`  ${path}`);
      search = await load(address, urls, { cookie }, DURATION, randomPicker(dataDir, urls));
      show('search, random mix', search);
    } else {
      search = await load(address, SEARCH_URLS, { cookie });
      show('search mix', search);
    }
    if (args['per-url']) {
      for (const path of SEARCH_URLS)
        show(
          `  ${path.replace('/api/players/search', '') || '(no filter)'}`,
          await load(address, [path], { cookie }, 5),
        );
    }
    if (args['search-only']) {
      return;
    }
    // The cheapest signed-in route (the session lookup every API request makes, nothing else).
    const session = await load(address, ['/api/auth/me'], { cookie });
    show('GET /api/auth/me (session only)', session);
    await app.close();
    app = undefined;

    const bare = Fastify();
    bare.get('/bare', async () => ({ ok: true, players: [] }));
    const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
    const baseline = await load(bareAddress, ['/bare'], {});
    await bare.close();
    show('bare Fastify route', baseline);
    log(`\nsearch / bare throughput: ${(search.reqPerSec / baseline.reqPerSec).toFixed(3)}`);
  } finally {
    log(`load average at the end (1/5/15 min): ${loadAverage()}`);
    if (app) await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
if (failures.length) {
  console.error(`Failed requests:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
