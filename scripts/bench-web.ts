/**
 * Lighthouse on the public pages and the recruiter search, against a production start (docs/performance.md,
 * "Lighthouse on a production start", D207).
 *
 *   npm run bench:web                 # build, then every page, mobile preset, median of 3 runs each
 *   npm run bench:web -- --runs 1     # one run per page
 *   npm run bench:web -- --smoke      # CI: `/` once, performance only, no thresholds, no quiet minute
 *   npm run bench:web -- --no-build --url /pricing --quiet 0
 *   npm run bench:web -- --no-build --url /recruiter/search --runs 1 --report-dir /tmp/lh   # keep each report.json
 *
 * What it starts is what an operator runs (scripts/production-check.sh): `npm run build`, a fresh
 * PostgreSQL database (BENCH_PG_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * dropped on exit) filled with the demo data by the built seed command, an SMTP sink in this process, and
 * `NODE_ENV=production node dist/server/main.js` with APP_URL and SMTP_URL. The profile measured is the
 * richest demo profile a signed-out visitor can open (most games, then media, then seasons), beside the
 * example profile; /recruiter/search is opened signed in as the demo recruiter. Each page is asked for once
 * before the runs (the first render loads the renderer), then the machine is left alone for --quiet
 * seconds (60 by default) before Lighthouse starts. The `lighthouse` package's CLI runs with Debian's
 * Chromium (CHROME_PATH, /usr/bin/chromium by default) in its default mobile mode: simulated slow 4G and a
 * 4x slower CPU, so main-thread time on a busy machine counts four times; the load average is printed
 * before and after each page. Prints a markdown table and checks the targets unless --smoke (exit 1 when
 * one is missed). Without PostgreSQL it says so and exits 0, except in CI (CI=true), where it fails.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PLAYER_SLUGS } from '#server/db/seed/demo.ts';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  loadAverage as load,
  PG_SERVER_URL,
  productionEnv,
  ROOT,
  sleep,
  startSmtpSink,
  untilHealthy,
} from './bench-kit.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    port: { type: 'string', default: '39777' },
    url: { type: 'string', multiple: true },
    quiet: { type: 'string' },
    'report-dir': { type: 'string' },
  },
  allowNegative: true,
});

interface Target {
  path: string;
  label?: string;
  signedIn?: boolean;
  /** Minimum performance score (0-100); accessibility, best practices and SEO must be 100. */
  performance: number;
  /**
   * A signed-in screen: robots.txt keeps crawlers out of it on purpose, so Lighthouse's SEO audit
   * "is-crawlable" fails by design and SEO is not held to 100 there.
   */
  private?: true;
}

/** Chromium's flags on this machine: the browser tests' own (playwright.config.ts). */
const CHROME_FLAGS = CHROMIUM_ARGS;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

interface Result {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  metrics: Record<keyof typeof METRICS, string>;
  failing: string[];
  bytes: number;
  requests: number;
  /** Main-thread work as Lighthouse reports it (observed time times its 4x CPU multiplier), ms. */
  mainThread: number;
}

const port = Number(args.port);
const smtpPort = port + 2;
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const run = promisify(execFile);
const DB_NAME = `rinkside_bench_web_${process.pid}_${Date.now().toString(36)}`;
const DATABASE_URL = databaseUrl(PG_SERVER_URL, DB_NAME);

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A long-running child process (the server); its output is kept for the error message when it exits. */
function node(argv: string[], env: Record<string, string>) {
  return execFile(process.execPath, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
}

async function main() {
  if (!(await postgresAnswers())) {
    const message = `PostgreSQL is not reachable at ${PG_SERVER_URL}: bench:web measures a production start on it.`;
    if (process.env.CI === 'true') throw new Error(message);
    console.log(`SKIPPED: ${message} Set BENCH_PG_URL or TEST_DATABASE_URL.`);
    return;
  }
  if (args.build) {
    console.log('Building (npm run build)...');
    await run('npm', ['run', 'build', '--silent'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  }
  for (const built of ['dist/server/main.js', 'dist/server/seed-cli.js', 'dist/client/index.html']) {
    if (!existsSync(join(ROOT, built))) throw new Error(`No ${built}: run \`npm run build\` first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rinkside-bench-web-'));
  let server: ReturnType<typeof node> | null = null;
  let closeSink: (() => Promise<void>) | null = null;
  let created = false;
  const stop = () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stop();
      void (created ? dropDatabase(DB_NAME) : Promise.resolve()).finally(() => process.exit(130));
    });
  }
  try {
    await createDatabase(DB_NAME);
    created = true;
    // Production refuses demo data: the built seed command fills the database as a development start would
    // (as scripts/production-check.sh does); the uploaded demo photos go to the server's DATA_DIR.
    await run(process.execPath, ['dist/server/seed-cli.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        DATABASE_URL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    closeSink = await startSmtpSink(smtpPort);
    server = node(
      ['dist/server/main.js'],
      productionEnv({
        port,
        appUrl: base,
        databaseUrl: DATABASE_URL,
        smtpPort,
        extra: { DATA_DIR: dataDir },
      }),
    );
    let serverLog = '';
    server.stderr?.on('data', (d: Buffer) => {
      serverLog = (serverLog + d.toString()).slice(-8000);
    });
    server.stdout?.on('data', (d: Buffer) => {
      serverLog = (serverLog + d.toString()).slice(-8000);
    });
    server.on('error', () => {});
    await waitForServer(() => (server?.exitCode !== null ? `the server exited:\n${serverLog}` : null));
    const richest = await richestProfile();
    const targets: Target[] = [
      { path: '/', performance: 95 },
      { path: '/pricing', performance: 95 },
      { path: `/player/${richest}`, label: 'richest profile', performance: 95 },
      { path: `/player/${DEMO_PLAYER_SLUGS.player}`, label: 'example profile', performance: 95 },
      { path: '/recruiter/search', signedIn: true, private: true, performance: 95 },
    ];
    const cookie = await signInRecruiter();
    const selected = args.smoke
      ? [targets[0]!]
      : args.url
        ? targets.filter((t) => args.url?.some((u) => t.path === u || (u === '/player' && t.label)))
        : targets;
    const runs = args.smoke ? 1 : Math.max(1, Number(args.runs ?? 3));
    // The first render of each page loads the renderer and warms the caches: not what a visitor of a
    // running server meets, so it happens before the quiet time.
    for (const target of selected) {
      await fetch(`${base}${target.path}`, { headers: target.signedIn ? { cookie } : {} });
    }
    const quiet = args.smoke ? 0 : Number(args.quiet ?? 60);
    if (quiet > 0) {
      console.log(`Load average ${load()}; leaving the machine alone for ${quiet} s...`);
      await sleep(quiet * 1000);
    }
    console.log(`Production start on PostgreSQL (${DB_NAME}); load average before: ${load()}`);
    const rows: [Target, Result, string][] = [];
    for (const target of selected) {
      const before = load();
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouse(target, target.signedIn ? cookie : null));
      results.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
      const scores = results.map((r) => r.scores.performance).join(', ');
      rows.push([target, results[Math.floor(results.length / 2)]!, `${scores}; load ${before} -> ${load()}`]);
    }
    console.log(`Load average after: ${load()}\n`);
    printTable(rows, runs);
    if (args.smoke) return;
    const missed = rows.flatMap(([target, r]) => [
      ...((r.scores.performance ?? 0) < target.performance
        ? [`${target.path}: performance ${r.scores.performance} < ${target.performance}`]
        : []),
      ...CATEGORIES.filter(
        (c) => c !== 'performance' && !(c === 'seo' && target.private) && r.scores[c] !== 100,
      ).map((c) => `${target.path}: ${c} ${r.scores[c]} < 100 (${r.failing.join(', ')})`),
    ]);
    if (missed.length > 0) {
      console.error(`\nMissed targets:\n  ${missed.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    stop();
    await closeSink?.().catch(() => {});
    if (created) {
      await dropDatabase(DB_NAME);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitForServer(dead: () => string | null): Promise<void> {
  await untilHealthy(base, {
    limitMs: 120_000,
    intervalMs: 250,
    dead,
    late: () => `The server did not start on ${base}`,
  });
}

/**
 * The demo profile with the most games, then media, then seasons, that a signed-out visitor can open (a
 * hidden minor's answers 404): the heaviest public profile page of the demo.
 */
async function richestProfile(): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ slug: string }>(`
      select slug from (
        select p.slug,
          (select count(*) from skater_game_stats s where s.player_id = p.id)
            + (select count(*) from goalie_game_stats g where g.player_id = p.id) as games,
          (select count(*) from media m where m.player_id = p.id) as media,
          (select count(*) from season_stats s where s.player_id = p.id) as seasons
        from players p where p.profile_status = 'active'
      ) counted
      order by games desc, media desc, seasons desc, slug
      limit 20`);
    for (const { slug } of rows) {
      if ((await fetch(`${base}/api/players/${slug}`)).ok) return slug;
    }
  } finally {
    await client.end();
  }
  throw new Error('No demo profile a signed-out visitor can open');
}

async function signInRecruiter(): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.find((a) => a.role === 'RECRUITER')?.email,
      password: DEMO_PASSWORD,
    }),
  });
  if (!res.ok) throw new Error(`Demo recruiter sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function lighthouse(target: Target, cookie: string | null): Promise<Result> {
  const outDir = mkdtempSync(join(tmpdir(), 'rinkside-lh-'));
  const output = join(outDir, 'report.json');
  const flags = [
    `${base}${target.path}`,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--only-categories=${args.smoke ? 'performance' : CATEGORIES.join(',')}`,
    `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
  ];
  // Signed in: a Chromium whose cookie jar holds the session (an extra Cookie header would reach the page's
  // navigation but not its API calls), which Lighthouse drives over its debugging port without clearing it.
  const browserDir = cookie ? mkdtempSync(join(tmpdir(), 'rinkside-lh-profile-')) : null;
  const browser = browserDir
    ? await chromium.launchPersistentContext(browserDir, {
        executablePath: chromePath,
        args: [...CHROME_FLAGS, `--remote-debugging-port=${port + 1}`],
      })
    : null;
  if (browser && cookie) {
    await browser.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...rest] = pair.split('=');
        return { name, value: rest.join('='), url: base };
      }),
    );
    flags.push(`--port=${port + 1}`, '--disable-storage-reset');
  }
  try {
    // Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART and kin, "Please run
    // Lighthouse again"): that run says nothing about the page, so it is run again, twice at most.
    for (let attempt = 1; ; attempt++) {
      try {
        await run(join(ROOT, 'node_modules', '.bin', 'lighthouse'), flags, {
          env: { ...process.env, CHROME_PATH: chromePath },
          maxBuffer: 64 * 1024 * 1024,
        });
        break;
      } catch (error) {
        const stderr = String((error as { stderr?: unknown }).stderr ?? '');
        if (attempt > 2 || !/run Lighthouse again/i.test(stderr)) throw error;
        console.log(`${target.path}: ${stderr.trim()} (attempt ${attempt}, running again)`);
      }
    }
    if (args['report-dir']) {
      mkdirSync(args['report-dir'], { recursive: true });
      const name = `${target.path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${Date.now()}.json`;
      copyFileSync(output, join(args['report-dir'], name));
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        report.categories[c] ? Math.round((report.categories[c].score ?? 0) * 100) : null,
      ]),
    ) as Result['scores'];
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, report.audits[id]?.displayValue ?? '-']),
    ) as Result['metrics'];
    const failing = Object.values(report.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1))
      .map((ref) => ref.id);
    const bytes = Number(report.audits['total-byte-weight']?.numericValue ?? 0);
    const requests = Number(report.audits['network-requests']?.details?.items?.length ?? 0);
    const mainThread = Number(report.audits['mainthread-work-breakdown']?.numericValue ?? 0);
    return { scores, metrics, failing, bytes, requests, mainThread };
  } finally {
    await browser?.close();
    rmSync(outDir, { recursive: true, force: true });
    if (browserDir) rmSync(browserDir, { recursive: true, force: true });
  }
}

interface LighthouseReport {
  categories: Record<
    string,
    { id: string; score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    { score: number | null; displayValue?: string; numericValue?: number; details?: { items?: unknown[] } }
  >;
}

function printTable(rows: [Target, Result, string][], runs: number) {
  console.log(
    `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, Chromium at ${chromePath}, production start`,
  );
  console.log(
    '| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | SI | main thread | requests | transferred | runs (perf; load) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [target, r, spread] of rows) {
    const s = r.scores;
    const m = r.metrics;
    const page = `${target.path}${target.label ? ` (${target.label})` : ''}${target.signedIn ? ' (signed in)' : ''}`;
    console.log(
      `| ${page} | ${s.performance ?? '-'} | ${s.accessibility ?? '-'} | ${s['best-practices'] ?? '-'} | ${s.seo ?? '-'} | ${m.FCP} | ${m.LCP} | ${m.TBT} | ${m.CLS} | ${m.SI} | ${(r.mainThread / 1000).toFixed(1)} s | ${r.requests} | ${(r.bytes / 1024).toFixed(0)} KB | ${spread} |`,
    );
    if (r.failing.length > 0) console.log(`  failing audits: ${r.failing.join(', ')}`);
  }
}

await main();
