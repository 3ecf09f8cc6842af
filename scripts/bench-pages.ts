/**
 * The server-rendered public pages beside F1 on a production start (docs/performance.md "Public pages at
 * scale", D202, D205):
 *
 *   npm run bench:pages                    # full: 10 and 50 connections, median of 3 rounds, 1 and 2 workers
 *   npm run bench:pages -- --cache off     # the same with PAGE_CACHE=off (the page cache's own switch)
 *   npm run bench:pages -- --smoke         # CI: a few seconds per setting, no thresholds
 *
 * Builds when dist/ is missing, creates a scratch PostgreSQL database (BENCH_PG_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test names the server) seeded with the demo data, starts an SMTP
 * sink and `node dist/server/main.js` with NODE_ENV=production and WEB_CONCURRENCY=1, then 2, and measures
 * with wrk when installed (Debian's, in C: it takes far less of the shared cores, D259), else autocannon (in a
 * worker thread; `--client autocannon` forces it), F1 (GET /api/health) and each page: the richest demo profile (most
 * games and media), the demo organization, / and /pricing, signed out and as the signed-in demo recruiter,
 * every target in turn within each round, so all see the same machine. Prints req/s, p50, p99 and the ratio
 * to F1 of the same round (the median over the rounds), and pass/fail per target of issue "fast public
 * pages": >= 0.5 x F1 signed out, >= 0.1 x F1 signed in, p99 < 50 ms at 50 connections, >= 1.6 x one process
 * with two workers (F1 and the signed-out pages). Requests carry a browser's accept-encoding (D205).
 * Each answer's CPU time (from /proc: the server, PostgreSQL, the load generator) is printed too: on a shared
 * machine it moves far less than req/s; and beside each gain of two workers its ceiling on this machine's cores
 * at one worker's CPU per answer (D368). Exits 1 on errors or non-2xx answers (never on a missed target).
 * Everything it starts is stopped and the database dropped on the way out, also on Ctrl-C.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo.ts';
import {
  cleanupOnSignals,
  cpuShares,
  cpuSnapshot,
  createDatabase,
  databaseUrl,
  dropDatabase,
  ensureBuilt,
  flushRedis,
  type LoadResult,
  loadAverage,
  loadClient,
  logTail,
  median,
  PG_SERVER_URL,
  productionEnv,
  ROOT,
  seedDemo,
  spawnLogged,
  startSmtpSink,
  untilHealthy,
  wrk,
} from './bench-kit.ts';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    /** PAGE_CACHE for the server: on or off (unset: the server's default). */
    cache: { type: 'string' },
    duration: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
    workers: { type: 'string' },
    /** First of 2 ports: the app, the SMTP sink. */
    'port-base': { type: 'string' },
    'keep-logs': { type: 'boolean', default: false },
    /** The load generator: wrk (Debian's, in C) or autocannon (in a worker thread); default wrk when installed (D259). */
    client: { type: 'string' },
    /** Another checkout whose build to start (a before/after comparison); default: this one. */
    'app-dir': { type: 'string' },
  },
});
const SMOKE = args.smoke;
const CLIENT = loadClient(args.client);
if (args.cache !== undefined && args.cache !== 'on' && args.cache !== 'off') {
  throw new Error('--cache must be on or off');
}
const DURATION = Number(args.duration ?? (SMOKE ? 2 : 5));
const ROUNDS = Number(args.rounds ?? (SMOKE ? 1 : 3));
const CONNECTIONS = (args.connections ?? (SMOKE ? '10' : '10,50')).split(',').map(Number);
const WORKERS = (args.workers ?? (SMOKE ? '1' : '1,2')).split(',').map(Number);
for (const n of [DURATION, ROUNDS, ...CONNECTIONS, ...WORKERS]) {
  if (!(Number.isFinite(n) && n > 0))
    throw new Error('--duration, --rounds, --connections, --workers: positive');
}
const PORT = Number(args['port-base'] ?? (SMOKE ? 3832 : 3822));
const SMTP_PORT = PORT + 1;
const APP_URL = `http://127.0.0.1:${PORT}`;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const DB_NAME = `i29rd_pages_${process.pid}_${Date.now().toString(36)}`;
const DATABASE_URL = databaseUrl(PG_SERVER_URL, DB_NAME);
const LOG_DIR = mkdtempSync(join(tmpdir(), 'rinkside-bench-pages-'));
/** What Chromium sends: the pages are compressed as a browser receives them (D205). */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const APP_DIR = resolve(args['app-dir'] ?? ROOT);
const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'RECRUITER')!.email;

const TARGETS = { signedOut: 0.5, signedIn: 0.1, p99Ms: 50, scaling: 1.6 };

// ---------------------------------------------------------------------------------------------------------
// Processes and cleanup

let server: ChildProcess | undefined;
let closeSmtp: (() => Promise<void>) | undefined;
let dbCreated = false;
let cleaned = false;

async function stopServer() {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await stopServer().catch(() => {});
  await closeSmtp?.();
  await flushRedis(REDIS_URL).catch(() => {});
  if (dbCreated) await dropDatabase(DB_NAME);
  if (!args['keep-logs']) rmSync(LOG_DIR, { recursive: true, force: true });
  else console.log(`logs kept in ${LOG_DIR}`);
}
cleanupOnSignals(cleanup);

const tail = (name: string) => logTail(LOG_DIR, name);

async function startServer(workers: number) {
  const env = productionEnv({
    port: PORT,
    appUrl: APP_URL,
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    smtpPort: SMTP_PORT,
    extra: { WEB_CONCURRENCY: String(workers) },
  });
  if (args.cache) env.PAGE_CACHE = args.cache;
  const name = `app-${workers}`;
  server = spawnLogged(LOG_DIR, name, process.execPath, [join(APP_DIR, 'dist/server/main.js')], env, {
    cwd: APP_DIR,
  });
  const child = server;
  await untilHealthy(APP_URL, {
    limitMs: 120_000,
    intervalMs: 200,
    dead: () => (child.exitCode !== null ? `the server exited (${child.exitCode}):\n${tail(name)}` : null),
    late: () => `the server is not healthy after 120 s:\n${tail(name)}`,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
  /** A signed-out public page: counted for the scaling target. */
  publicPage: boolean;
}
interface Sample {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** The server's CPU time per answer (its processes, from /proc): steady when the machine is busy. */
  cpuMs: number;
  /** PostgreSQL's (when it runs on this machine) and the load generator's CPU time per answer (D368). */
  pgMs: number;
  loadMs: number;
}

async function measure(path: string, connections: number, seconds: number, cookie?: string): Promise<Sample> {
  const cpuBefore = cpuSnapshot(server?.pid);
  const headers = {
    'user-agent': 'bench-pages',
    'accept-encoding': ACCEPT_ENCODING,
    accept: 'text/html,application/json',
    ...(cookie ? { cookie } : {}),
  };
  const result: LoadResult =
    CLIENT === 'wrk'
      ? await wrk(APP_URL + path, connections, seconds, headers)
      : await autocannon({
          url: APP_URL + path,
          connections,
          duration: seconds,
          // A worker thread, so the load generator does not share this event loop.
          workers: 1,
          headers,
        }).then((r) => ({
          rps: r.requests.average,
          total: r.requests.total,
          p50: r.latency.p50,
          p99: r.latency.p99,
          bad: r.non2xx + r.errors + r.timeouts,
        }));
  const used = cpuShares(cpuBefore, cpuSnapshot(server?.pid));
  // No answer in the run: no figure (NaN prints as '-').
  const perAnswer = (cores: number) => (cores * used.seconds * 1000) / result.total;
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    bad: result.bad,
    cpuMs: perAnswer(used.app),
    pgMs: perAnswer(used.postgres),
    loadMs: perAnswer(used.load),
  };
}

async function login(): Promise<string> {
  const res = await fetch(`${APP_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: RECRUITER, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login as ${RECRUITER}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('login set no cookie');
  return cookie;
}

/** The richest demo profile (D202): most games and media together, then most season rows, then by slug. */
async function pickPages(): Promise<{ profile: string; org: string }> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows: players } = await db.query<{ slug: string }>(`
      select p.slug from players p
      where p.profile_status = 'active'
      order by (select count(*) from skater_game_stats s where s.player_id = p.id)
             + (select count(*) from goalie_game_stats g where g.player_id = p.id)
             + (select count(*) from media m where m.player_id = p.id) desc,
               (select count(*) from season_stats s where s.player_id = p.id) desc, p.slug
      limit 1`);
    const { rows: orgs } = await db.query<{ slug: string }>(
      'select slug from organizations order by slug limit 1',
    );
    if (!players[0] || !orgs[0]) throw new Error('the demo data has no player or no organization');
    return { profile: players[0].slug, org: orgs[0].slug };
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------------------------------------------------

interface Row {
  workers: number;
  connections: number;
  target: Target;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  bad: number;
  cpuMs: number;
  pgMs: number;
  loadMs: number;
}

async function main() {
  console.log(`# bench:pages ${SMOKE ? '(smoke)' : ''} ${new Date().toISOString()}`);
  console.log(
    `${cpus().length} cores, load average before: ${loadAverage()}; PAGE_CACHE=${args.cache ?? '(default)'}; ` +
      `${DURATION} s per run, ${ROUNDS} round(s), load generator ${CLIENT}, connections ${CONNECTIONS.join('/')}, workers ${WORKERS.join('/')}`,
  );
  ensureBuilt(
    ['dist/server/main.js', 'dist/ssr/entry-server.js'],
    `No build in ${APP_DIR}/dist: running npm run build...`,
    APP_DIR,
  );
  if (APP_DIR !== ROOT) console.log(`server: ${APP_DIR}/dist/server/main.js`);
  await createDatabase(DB_NAME);
  dbCreated = true;
  await flushRedis(REDIS_URL);

  let t = Date.now();
  await seedDemo(
    (name, command, argv, env) => spawnLogged(LOG_DIR, name, command, argv, env),
    DATABASE_URL,
    tail,
  );
  const { profile, org } = await pickPages();
  console.log(
    `demo data seeded in ${((Date.now() - t) / 1000).toFixed(1)} s; richest profile /player/${profile}`,
  );

  closeSmtp = await startSmtpSink(SMTP_PORT);

  const pages = [`/player/${profile}`, `/org/${org}`, '/', '/pricing'];
  const targets: Target[] = [
    { name: 'F1 GET /api/health', path: '/api/health', signedIn: false, publicPage: false },
    ...pages.map((path) => ({ name: `${path} signed out`, path, signedIn: false, publicPage: true })),
    ...pages.map((path) => ({ name: `${path} recruiter`, path, signedIn: true, publicPage: false })),
  ];

  const rows: Row[] = [];
  for (const workers of WORKERS) {
    t = Date.now();
    await startServer(workers);
    console.log(`WEB_CONCURRENCY=${workers}: healthy in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const cookie = await login();
    // Warm-up, not measured: every page once per worker process and a second of each.
    for (const target of targets) {
      await measure(target.path, 2, SMOKE ? 0.5 : 1, target.signedIn ? cookie : undefined);
    }
    for (const connections of CONNECTIONS) {
      const samples = new Map<Target, Sample[]>(targets.map((x) => [x, []]));
      const ratios = new Map<Target, number[]>(targets.map((x) => [x, []]));
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate the order each round so no target always runs first.
        const order = round % 2 ? [...targets].reverse() : targets;
        const got = new Map<Target, Sample>();
        for (const target of order) {
          got.set(
            target,
            await measure(target.path, connections, DURATION, target.signedIn ? cookie : undefined),
          );
        }
        const f1 = got.get(targets[0]!)!.rps;
        for (const target of targets) {
          const s = got.get(target)!;
          samples.get(target)!.push(s);
          ratios.get(target)!.push(f1 > 0 ? s.rps / f1 : 0);
        }
        process.stdout.write(`  workers ${workers}, ${connections} connections: round ${round + 1} done\n`);
      }
      for (const target of targets) {
        const s = samples.get(target)!;
        rows.push({
          workers,
          connections,
          target,
          rps: median(s.map((x) => x.rps)),
          p50: median(s.map((x) => x.p50)),
          p99: median(s.map((x) => x.p99)),
          ratio: median(ratios.get(target)!),
          bad: s.reduce((sum, x) => sum + x.bad, 0),
          cpuMs: median(s.map((x) => x.cpuMs)),
          pgMs: median(s.map((x) => x.pgMs)),
          loadMs: median(s.map((x) => x.loadMs)),
        });
      }
    }
    await stopServer();
  }
  report(rows);
  const bad = rows.reduce((sum, r) => sum + r.bad, 0);
  return bad === 0 ? 0 : 1;
}

function report(rows: Row[]) {
  const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
  console.log(`\nload average after: ${loadAverage()}\n`);
  console.log(
    '| workers | conn | target | req/s | p50 ms | p99 ms | x F1 | CPU ms/answer: app, PostgreSQL, load | errors | pass |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '-');
  for (const r of rows) {
    const checks: string[] = [];
    if (!SMOKE && r.target.path !== '/api/health') {
      const floor = r.target.signedIn ? TARGETS.signedIn : TARGETS.signedOut;
      checks.push(r.ratio >= floor ? `>=${floor} ok` : `<${floor} FAIL`);
      if (r.connections >= 50) checks.push(r.p99 < TARGETS.p99Ms ? 'p99 ok' : 'p99 FAIL');
    }
    console.log(
      `| ${r.workers} | ${r.connections} | ${r.target.name} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.ratio.toFixed(3)} | ${ms(r.cpuMs)}, ${ms(r.pgMs)}, ${ms(r.loadMs)} | ${r.bad} | ${checks.join(', ') || '-'} |`,
    );
  }
  const one = Math.min(...WORKERS);
  const many = WORKERS.find((w) => w >= 2);
  if (many === undefined) return;
  // The most the machine's cores can answer at one worker's CPU per answer (app, PostgreSQL and the load
  // generator all on these cores), over one worker's rate: a gain no number of workers can pass here (D368).
  const cores = cpus().length;
  console.log(
    `\n| scaling (${many} workers / ${one}) | conn | x one process | ceiling on ${cores} cores | pass |`,
  );
  console.log('|---|---|---|---|---|');
  for (const r of rows.filter(
    (x) => x.workers === many && (x.target.publicPage || x.target.path === '/api/health'),
  )) {
    const base = rows.find(
      (x) => x.workers === one && x.connections === r.connections && x.target === r.target,
    );
    if (!base || base.rps === 0) continue;
    const gain = r.rps / base.rps;
    const ceiling = (cores * 1000) / (base.cpuMs + base.pgMs + base.loadMs) / base.rps;
    const pass = SMOKE ? '-' : gain >= TARGETS.scaling ? 'ok' : 'FAIL';
    console.log(
      `| ${r.target.name} | ${r.connections} | ${gain.toFixed(2)} | ${Number.isFinite(ceiling) ? ceiling.toFixed(2) : '-'} | ${pass} |`,
    );
  }
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  });
