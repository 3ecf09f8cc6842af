/**
 * How long a start takes (docs/performance.md "Start", D206):
 *
 *   npm run bench:start              # PGlite and PostgreSQL restarts, first pages, and a fresh clone
 *   npm run bench:start -- --smoke   # CI: one restart of each, no fresh clone, no thresholds
 *
 * 1. The embedded demo as `npm run serve` runs it (no NODE_ENV, PGlite in a fresh DATA_DIR): the first start
 *    (migrations, demo data), then --restarts restarts of the same built server on the same data: time from
 *    spawn to GET /api/health answering 200, then the time of the first public pages (/, the richest demo
 *    profile, /pricing, the demo organization) right after.
 * 2. The same on PostgreSQL with NODE_ENV=production (a scratch database on BENCH_PG_URL, else
 *    TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, seeded with the demo data, dropped at
 *    the end).
 * 3. Unless --smoke or --no-clone: a fresh clone of this repository's HEAD to a temporary directory,
 *    `npm ci`, then `npm start` until /api/health answers: the time of each step and the total.
 * Targets (issue "fast public pages", target 5): a clone to a healthy demo <= 60 s on a quiet machine, a
 * restart to healthy <= 3 s, the first public page < 200 ms. Prints a markdown table with the load
 * average; exits 1 only when a start fails.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_PLAYER_SLUGS } from '#server/db/seed/demo.ts';
import {
  cleanupOnSignals,
  createDatabase,
  databaseUrl,
  dropDatabase,
  ensureBuilt,
  loadAverage,
  logTail,
  median,
  PG_SERVER_URL,
  productionEnv,
  ROOT,
  seedDemo,
  sleep,
  spawnLogged,
  startSmtpSink,
} from './bench-kit.ts';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    restarts: { type: 'string' },
    'no-clone': { type: 'boolean', default: false },
    /** First of 3 ports: the app, the SMTP sink, the clone's app. */
    'port-base': { type: 'string' },
    'keep-logs': { type: 'boolean', default: false },
  },
});
const SMOKE = args.smoke;
const RESTARTS = Number(args.restarts ?? (SMOKE ? 1 : 3));
if (!Number.isInteger(RESTARTS) || RESTARTS < 1) throw new Error('--restarts must be a positive integer');
const PORT = Number(args['port-base'] ?? (SMOKE ? 3836 : 3833));
const SMTP_PORT = PORT + 1;
const CLONE_PORT = PORT + 2;
const DB_NAME = `i29rd_start_${process.pid}_${Date.now().toString(36)}`;
const DATABASE_URL = databaseUrl(PG_SERVER_URL, DB_NAME);
const WORK = mkdtempSync(join(tmpdir(), 'rinkside-bench-start-'));
const TARGETS = { cloneS: 60, restartS: 3, firstPageMs: 200 };

// ---------------------------------------------------------------------------------------------------------
// Processes and cleanup

const children = new Set<ChildProcess>();
let closeSmtp: (() => Promise<void>) | undefined;
let dbCreated = false;
let cleaned = false;

/** The environment without this shell's database and app settings: each start names its own. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'NODE_ENV',
    'SEED_DEMO',
    'WEB_CONCURRENCY',
    'PAGE_CACHE',
  ]) {
    delete env[name];
  }
  return env;
}

function run(name: string, command: string, argv: string[], env: Record<string, string>, cwd = ROOT) {
  // Its own process group: `npm start` runs node under it, and the whole group is stopped.
  const child = spawnLogged(WORK, name, command, argv, env, { cwd, baseEnv: baseEnv(), detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const tail = (name: string) => logTail(WORK, name);

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, 20_000);
  await exited;
  clearTimeout(timer);
}

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const child of children) await stop(child).catch(() => {});
  await closeSmtp?.();
  if (dbCreated) await dropDatabase(DB_NAME);
  if (args['keep-logs']) console.log(`logs kept in ${WORK}`);
  else rmSync(WORK, { recursive: true, force: true });
}
cleanupOnSignals(cleanup);

/** Milliseconds from `since` until GET /api/health answers 200 (polled every 25 ms). */
async function untilHealthy(child: ChildProcess, name: string, port: number, since: number, limitMs: number) {
  while (performance.now() - since < limitMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${tail(name)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return performance.now() - since;
    await sleep(25);
  }
  throw new Error(`${name}: not healthy after ${limitMs / 1000} s:\n${tail(name)}`);
}

/** The first request of each public page after a start: milliseconds to the whole answer. */
async function firstPages(port: number, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) {
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status} after a start`);
    times.push(performance.now() - t);
  }
  return times;
}

// ---------------------------------------------------------------------------------------------------------

interface StartRow {
  setting: string;
  start: string;
  healthyMs: number;
  pages: number[];
}

async function startsOf(setting: string, env: Record<string, string>, paths: () => Promise<string[]>) {
  const rows: StartRow[] = [];
  for (let i = 0; i <= RESTARTS; i++) {
    const name = `${setting.replace(/\W+/g, '-')}-${i}`;
    const since = performance.now();
    const child = run(name, process.execPath, ['dist/server/main.js'], { ...env, PORT: String(PORT) });
    const healthyMs = await untilHealthy(child, name, PORT, since, 180_000);
    const pages = await firstPages(PORT, await paths());
    rows.push({ setting, start: i === 0 ? 'first start' : `restart ${i}`, healthyMs, pages });
    await stop(child);
  }
  return rows;
}

async function richestProfile(): Promise<string> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    // D202: the most games and media together, then the most season rows, then by slug.
    const { rows } = await db.query<{ slug: string }>(`
      select p.slug from players p
      where p.profile_status = 'active'
      order by (select count(*) from skater_game_stats s where s.player_id = p.id)
             + (select count(*) from goalie_game_stats g where g.player_id = p.id)
             + (select count(*) from media m where m.player_id = p.id) desc,
               (select count(*) from season_stats s where s.player_id = p.id) desc, p.slug
      limit 1`);
    return rows[0]?.slug ?? DEMO_PLAYER_SLUGS.player;
  } finally {
    await db.end();
  }
}

async function freshClone(): Promise<{ step: string; ms: number }[]> {
  const dir = join(WORK, 'clone');
  const steps: { step: string; ms: number }[] = [];
  const time = (step: string, fn: () => void) => {
    const t = performance.now();
    fn();
    steps.push({ step, ms: performance.now() - t });
  };
  const quiet = { cwd: dir, stdio: 'ignore' as const, env: baseEnv() };
  time('git clone', () =>
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, dir], { stdio: 'ignore' }),
  );
  time('npm ci', () => execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], quiet));
  const since = performance.now();
  const child = run(
    'clone-npm-start',
    'npm',
    ['start'],
    { PORT: String(CLONE_PORT), HOST: '127.0.0.1' },
    dir,
  );
  const healthy = await untilHealthy(child, 'clone-npm-start', CLONE_PORT, since, 600_000);
  steps.push({ step: 'npm start (build, migrations, demo data) to healthy', ms: healthy });
  const [first] = await firstPages(CLONE_PORT, ['/']);
  steps.push({ step: 'first GET / after', ms: first! });
  await stop(child);
  return steps;
}

async function main() {
  console.log(`# bench:start ${SMOKE ? '(smoke) ' : ''}${new Date().toISOString()}`);
  console.log(`load average before: ${loadAverage()}`);
  ensureBuilt(
    ['dist/server/main.js', 'dist/ssr/entry-server.js'],
    'No build in dist/: running npm run build...',
  );
  await createDatabase(DB_NAME);
  dbCreated = true;
  await seedDemo(run, DATABASE_URL, tail);
  const profile = await richestProfile();
  const pagePaths = async () => ['/', `/player/${profile}`, '/pricing', `/org/${await orgSlug()}`];

  closeSmtp = await startSmtpSink(SMTP_PORT);

  const rows: StartRow[] = [];
  // 1. The embedded demo, as `npm run serve` (development defaults, PGlite, demo data on the first start).
  rows.push(
    ...(await startsOf(
      'PGlite demo (npm run serve)',
      { HOST: '127.0.0.1', DATA_DIR: join(WORK, 'data'), LOG_LEVEL: 'warn' },
      pagePaths,
    )),
  );
  // 2. Production on PostgreSQL (the demo data seeded beforehand, as bench:pages does).
  rows.push(
    ...(await startsOf(
      'PostgreSQL production',
      productionEnv({
        appUrl: `http://127.0.0.1:${PORT}`,
        databaseUrl: DATABASE_URL,
        smtpPort: SMTP_PORT,
        extra: { DATA_DIR: join(WORK, 'data-pg') },
      }),
      pagePaths,
    )),
  );
  const clone = SMOKE || args['no-clone'] ? null : await freshClone();

  console.log(`\nload average after: ${loadAverage()}\n`);
  const names = ['/', '/player/{richest}', '/pricing', '/org/{slug}'];
  console.log(
    `| setting | start | to healthy (s) | ${names.map((n) => `first ${n} (ms)`).join(' | ')} | pass |`,
  );
  console.log(`|---|---|---|${names.map(() => '---|').join('')}---|`);
  for (const r of rows) {
    const restart = r.start !== 'first start';
    const checks = SMOKE
      ? '-'
      : [
          ...(restart ? [r.healthyMs <= TARGETS.restartS * 1000 ? 'restart ok' : 'restart FAIL'] : []),
          r.pages[0]! < TARGETS.firstPageMs ? 'first page ok' : 'first page FAIL',
        ].join(', ');
    console.log(
      `| ${r.setting} | ${r.start} | ${(r.healthyMs / 1000).toFixed(2)} | ${r.pages.map((ms) => ms.toFixed(0)).join(' | ')} | ${checks} |`,
    );
  }
  for (const setting of new Set(rows.map((r) => r.setting))) {
    const restarts = rows.filter((r) => r.setting === setting && r.start !== 'first start');
    console.log(
      `\n${setting}: median restart to healthy ${(median(restarts.map((r) => r.healthyMs)) / 1000).toFixed(2)} s, ` +
        `median first page ${median(restarts.map((r) => r.pages[0]!)).toFixed(0)} ms`,
    );
  }
  if (clone) {
    const total = clone.filter((s) => !s.step.startsWith('first')).reduce((sum, s) => sum + s.ms, 0);
    console.log('\n| fresh clone step | s |');
    console.log('|---|---|');
    for (const s of clone) console.log(`| ${s.step} | ${(s.ms / 1000).toFixed(1)} |`);
    console.log(
      `| total to a healthy demo | ${(total / 1000).toFixed(1)} (${total <= TARGETS.cloneS * 1000 ? 'ok' : 'FAIL'} <= ${TARGETS.cloneS} s) |`,
    );
  }
}

async function orgSlug(): Promise<string> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ slug: string }>('select slug from organizations order by slug limit 1');
    if (!rows[0]) throw new Error('the demo data has no organization');
    return rows[0].slug;
  } finally {
    await db.end();
  }
}

main()
  .then(async () => {
    await cleanup();
    process.exit(0);
  })
  .catch(async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  });
