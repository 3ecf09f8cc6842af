/**
 * A signed-in recruiter's server-rendered pages beside F1 (D200, docs/performance.md).
 *
 *   npx tsx scripts/bench-viewer-pages.ts                 # PostgreSQL, 3 rounds of 5 s, 50 connections
 *   npx tsx scripts/bench-viewer-pages.ts --driver pglite --rounds 1
 *   npx tsx scripts/bench-viewer-pages.ts --smoke         # CI: 2 s per run, no thresholds
 *
 * Creates a fresh database (PostgreSQL: bench_viewer_<pid>, or BENCH_DB_PREFIX_<pid>, on BENCH_PG_URL, dropped at the end; PGlite: in
 * memory), migrates it, makes one player with a team history, an organization sponsoring them and a
 * recruiter, signs the recruiter in, and builds the real app twice in this process (production env, the
 * client's index.html from dist/client, else the source's): one with the page cache, one with PAGE_CACHE=off.
 * autocannon (a worker thread, loopback) then takes turns, --rounds times, --connections for --duration s
 * each: F1 (GET /api/health), then each of /, /pricing, /player/{slug}, /org/{slug} with the recruiter's
 * cookie, cached (hits) and rendered (cache off). Prints a markdown table: req/s, p50, p99, ratio to the F1
 * of the same round, and the load average before and after. The renderer here is the source's under tsx, not
 * the SSR bundle: figures compare hit with render, the page benchmark measures the built server.
 * Fails (exit 1) on errors or non-2xx answers, and unless --smoke on a cached page answered from a render.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp, DEFAULT_CLIENT_DIR } from '#server/app.ts';
import { orgSponsorships } from '#server/db/schema/index.ts';
import {
  createOrganization,
  createPlayer,
  createUser,
  DEFAULT_TEST_PASSWORD,
} from '#server/db/seed/factories.ts';
import { loadEnv } from '#server/env.ts';
import { benchDatabase, loadAverage } from './bench-database.ts';

const { values: args } = parseArgs({
  options: {
    driver: { type: 'string', default: 'postgres' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = args.smoke;
const DURATION = Number(args.duration ?? (SMOKE ? '2' : '5'));
const ROUNDS = Number(args.rounds ?? (SMOKE ? '1' : '3'));
const CONNECTIONS = Number(args.connections);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const APP_URL = 'http://localhost:3000';
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  bad: number;
  /** What went wrong, for the report: errors, timeouts and the status codes of non-2xx answers. */
  why: string;
}

async function load(url: string, path: string, cookie?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    workers: 1,
    headers: { 'user-agent': 'bench-viewer-pages', 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
    requests: [{ method: 'GET', path }],
  });
  // Renders still queued when autocannon stops run on this process's one event loop: let them finish
  // before the next run, and have the app answer a read first.
  await new Promise((r) => setTimeout(r, 1_000));
  await fetch(`${url}/api/health`);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.errors + result.timeouts + result.non2xx,
    why: `${result.errors} errors, ${result.timeouts} timeouts, ${JSON.stringify(result.statusCodeStats)}`,
  };
}

async function main() {
  log(`Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
  const { database, where, drop } = await benchDatabase({
    prefix: process.env.BENCH_DB_PREFIX ?? 'bench_viewer',
    pgUrl: args.driver === 'postgres' ? PG_URL : undefined,
    log,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-viewer-'));
  const clientDir = mkdtempSync(join(tmpdir(), 'bench-viewer-client-'));
  const built = existsSync(join(DEFAULT_CLIENT_DIR, 'index.html'));
  cpSync(built ? join(DEFAULT_CLIENT_DIR, 'index.html') : 'index.html', join(clientDir, 'index.html'));
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  let failed = false;
  try {
    await database.migrate();
    const db = database.db;
    const player = await createPlayer(db, { firstName: 'Bench', lastName: 'Skater', birthYear: 2005 });
    const org = await createOrganization(db, { name: 'Bench Club' });
    await db
      .insert(orgSponsorships)
      .values({ organizationId: org.id, playerId: player.id, status: 'active' });
    const email = `bench-recruiter-${process.pid}@example.com`;
    await createUser(db, { email, role: 'RECRUITER', name: 'Bench Recruiter' });
    const env = (pageCache: 'on' | 'off') =>
      loadEnv({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:25',
        APP_URL,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        PAGE_CACHE: pageCache,
      });
    const cachedApp = await buildApp({ env: env('on'), database, clientDir });
    apps.push(cachedApp);
    const renderApp = await buildApp({ env: env('off'), database, clientDir });
    apps.push(renderApp);
    const login = await cachedApp.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: APP_URL },
      payload: { email, password: DEFAULT_TEST_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
    const setCookie = login.headers['set-cookie'];
    const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;
    const cachedUrl = await cachedApp.listen({ port: 0, host: '127.0.0.1' });
    const renderUrl = await renderApp.listen({ port: 0, host: '127.0.0.1' });
    const pages = ['/', '/pricing', `/player/${player.slug}`, `/org/${org.slug}`];
    // The cached pages are kept before measuring: the second read of each must be a hit.
    for (const path of pages) {
      await fetch(`${cachedUrl}${path}`, { headers: { cookie } });
      const again = await fetch(`${cachedUrl}${path}`, { headers: { cookie } });
      const how = again.headers.get('x-page-cache');
      log(`${path}: ${again.status}, second read ${how}`);
      if (again.status !== 200 || (how !== 'hit' && !SMOKE)) failed = true;
    }
    log(`\nDatabase: ${where}; ${CONNECTIONS} connections x ${DURATION} s, ${ROUNDS} round(s)`);
    log(`Load average before (1/5/15 min): ${loadAverage()}\n`);
    log('| round | what | req/s | p50 ms | p99 ms | x F1 |');
    log('|---|---|---|---|---|---|');
    for (let round = 1; round <= ROUNDS; round++) {
      const f1 = await load(cachedUrl, '/api/health');
      const row = (what: string, f: Figures) => {
        log(
          `| ${round} | ${what} | ${f.reqPerSec} | ${f.p50} | ${f.p99} | ${(f.reqPerSec / Math.max(1, f1.reqPerSec)).toFixed(3)} |`,
        );
        if (f.bad > 0 || f.requests === 0) {
          log(`  (${what}: ${f.why})`);
          failed = true;
        }
      };
      row('F1 GET /api/health', f1);
      for (const path of pages) {
        row(
          `recruiter ${path.replace(/\/(player|org)\/.*/, '/$1/{slug}')} cached`,
          await load(cachedUrl, path, cookie),
        );
        row(
          `recruiter ${path.replace(/\/(player|org)\/.*/, '/$1/{slug}')} rendered`,
          await load(renderUrl, path, cookie),
        );
      }
    }
    log(`\nLoad average after (1/5/15 min): ${loadAverage()}`);
  } finally {
    for (const app of apps) await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }
  if (failed) {
    log('FAILED: errors, non-2xx answers, or a page not kept');
    process.exitCode = 1;
  }
}

await main();
