/**
 * Three app processes on one PostgreSQL and one Redis behind HAProxy (deploy/haproxy.cfg), and what must
 * hold across them (docs/performance.md "Several processes behind HAProxy", D193-D195):
 *
 *   npm run bench:cluster               # the full run: 50 connections for 30 s in the load part
 *   npm run bench:cluster -- --smoke    # CI: the same checks, a 10 s load part (about a minute in all)
 *
 * It creates a fresh PostgreSQL database (BENCH_PG_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test names the server) and empties its Redis database (BENCH_REDIS_URL,
 * default redis://127.0.0.1:6379/4, /5 for --smoke), seeds the demo data once, starts an SMTP sink that counts
 * messages by recipient, three apps with NODE_ENV=production (node dist/server/main.js when built, else the
 * TypeScript source through tsx) and HAProxy (installed with apt-get when missing), then checks:
 *   a. every limit holds exactly across the processes, with the requests spread round robin;
 *   b. a profile edited through one process reads fresh through another within 1 s;
 *   c. 100 queued e-mails are delivered exactly once;
 *   d. mixed reads under load lose nothing while one process is stopped (SIGTERM) and another killed
 *      (SIGKILL), and every write answered 2xx is in the database afterwards.
 * Prints a table; exits 1 when a check fails. Every process, the database and the Redis database are
 * cleaned up on the way out, also on Ctrl-C.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { TERMS_VERSION } from '#common/terms.ts';
import { DEFAULT_LIMITS } from '#server/app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PLAYER_SLUGS } from '#server/db/seed/demo.ts';
import { loadEnv } from '#server/env.ts';
import {
  cleanupOnSignals,
  createDatabase,
  databaseUrl,
  dropDatabase,
  ensureBuilt,
  flushRedis,
  loadAverage,
  logTail,
  PG_SERVER_URL,
  productionEnv,
  ROOT,
  seedDemo,
  sleep,
  spawnLogged,
  startSmtpSink,
  waitFor,
} from './bench-kit.ts';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    /** First of 10 ports: HAProxy, app 1-3, SMTP sink, statistics (D195). */
    'port-base': { type: 'string' },
    'keep-logs': { type: 'boolean', default: false },
  },
});

const SMOKE = args.smoke;
const PORT_BASE = Number(args['port-base'] ?? (SMOKE ? 3760 : 3750));
const PORTS = {
  lb: PORT_BASE,
  apps: [PORT_BASE + 1, PORT_BASE + 2, PORT_BASE + 3],
  smtp: PORT_BASE + 4,
  stats: PORT_BASE + 5,
};
const LOAD_SECONDS = Number(args.duration ?? (SMOKE ? 10 : 30));
const CONNECTIONS = Number(args.connections);
const LB_URL = `http://127.0.0.1:${PORTS.lb}`;
const appUrl = (i: number) => `http://127.0.0.1:${PORTS.apps[i]}`;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? `redis://127.0.0.1:6379/${SMOKE ? 5 : 4}`;
const DB_NAME = `rinkside_cluster_${process.pid}_${Date.now().toString(36)}`;
const DATABASE_URL = databaseUrl(PG_SERVER_URL, DB_NAME);
const LOG_DIR = mkdtempSync(join(tmpdir(), 'rinkside-cluster-'));
const PLAYER_SLUG = DEMO_PLAYER_SLUGS.player;
const demo = (role: (typeof DEMO_ACCOUNTS)[number]['role']) =>
  DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

// ---------------------------------------------------------------------------------------------------------
// Processes and cleanup

const children: { name: string; child: ChildProcess }[] = [];
let cleaned = false;

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {}
    }
  }
  await closeSmtpSink?.().catch(() => {});
  await flushRedis(REDIS_URL).catch(() => {});
  await dropDatabase(DB_NAME);
  if (!args['keep-logs']) rmSync(LOG_DIR, { recursive: true, force: true });
}

cleanupOnSignals(cleanup);

function start(name: string, command: string, argv: string[], env: Record<string, string>) {
  const child = spawnLogged(LOG_DIR, name, command, argv, env);
  children.push({ name, child });
  return child;
}

const tail = (name: string, lines?: number) => logTail(LOG_DIR, name, lines);

// ---------------------------------------------------------------------------------------------------------
// SMTP sink: counts each delivery by recipient

const delivered = new Map<string, number>();
let closeSmtpSink: (() => Promise<void>) | undefined;

async function startCountingSmtpSink() {
  closeSmtpSink = await startSmtpSink(PORTS.smtp, (stream, session, cb) => {
    stream.on('data', () => {});
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) {
        const to = r.address.toLowerCase();
        delivered.set(to, (delivered.get(to) ?? 0) + 1);
      }
      cb();
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// HTTP helpers (no Origin and no Sec-Fetch-Site: a server-side client, which the CSRF guard lets through)

interface Answer {
  status: number;
  text: string;
  cookie: string | null;
}

async function call(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string | null; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await fetch(base + path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const setCookie = res.headers.getSetCookie();
  return {
    status: res.status,
    text: await res.text(),
    cookie: setCookie.length ? setCookie.map((c) => c.split(';')[0]).join('; ') : null,
  };
}

async function login(base: string, email: string, ip?: string) {
  const answer = await call(base, 'POST', '/api/auth/login', {
    body: { email, password: DEMO_PASSWORD },
    ip,
  });
  if (answer.status !== 200 || !answer.cookie) {
    throw new Error(`login as ${email} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
  return answer.cookie;
}

/** HAProxy's statistics (CSV): per server, its state and the requests it was given. */
async function lbStats() {
  const res = await fetch(`http://127.0.0.1:${PORTS.stats}/;csv`);
  const [header, ...rows] = (await res.text()).replace(/^# /, '').trim().split('\n');
  const cols = header!.split(',');
  const get = (row: string[], col: string) => row[cols.indexOf(col)] ?? '';
  const servers: Record<string, { status: string; requests: number; retries: number; redispatches: number }> =
    {};
  // Requests a server answered: the sum of its answers by class (req_tot is a frontend figure).
  const answered = (row: string[]) =>
    ['hrsp_1xx', 'hrsp_2xx', 'hrsp_3xx', 'hrsp_4xx', 'hrsp_5xx', 'hrsp_other'].reduce(
      (sum, col) => sum + (Number(get(row, col)) || 0),
      0,
    );
  for (const line of rows) {
    const row = line.split(',');
    // The servers only: the backend's own row (BACKEND) has a status too, UP once any server is.
    if (get(row, 'pxname') !== 'app' || get(row, 'svname') === 'BACKEND') continue;
    servers[get(row, 'svname')] = {
      status: get(row, 'status'),
      requests: answered(row),
      retries: Number(get(row, 'wretr')) || 0,
      redispatches: Number(get(row, 'wredis')) || 0,
    };
  }
  return servers;
}

async function spread<T>(work: () => Promise<T>) {
  const before = await lbStats();
  const result = await work();
  const after = await lbStats();
  const counts = ['app1', 'app2', 'app3'].map((s) => (after[s]?.requests ?? 0) - (before[s]?.requests ?? 0));
  return { result, spread: counts.join('/') };
}

// ---------------------------------------------------------------------------------------------------------
// The checks

interface Row {
  check: string;
  expected: string;
  measured: string;
  ok: boolean;
}
const rows: Row[] = [];
function record(row: Row) {
  rows.push(row);
  console.log(`${row.ok ? 'PASS' : 'FAIL'}  ${row.check}: ${row.measured} (expected ${row.expected})`);
}

/** Sends requests until the first 429 (or `cap`); returns how many were let through before it. */
async function untilLimited(send: (i: number) => Promise<Answer>, cap: number) {
  const statuses: number[] = [];
  for (let i = 0; i < cap; i++) {
    const answer = await send(i);
    statuses.push(answer.status);
    if (answer.status === 429) break;
  }
  const passed = statuses.indexOf(429) === -1 ? statuses.length : statuses.indexOf(429);
  const unexpected = statuses.filter((s) => s !== 429).filter((s, i, all) => all.indexOf(s) === i);
  return { passed, limited: statuses.includes(429), unexpected };
}

async function checkLimits(expected: {
  loginPerPair: number;
  emailsPerAccount: number;
  signupsPerIp: number;
}) {
  // a1. Failed logins for one account from one address.
  {
    const email = demo('PARENT');
    const { result, spread: s } = await spread(() =>
      untilLimited(
        () =>
          call(LB_URL, 'POST', '/api/auth/login', {
            body: { email, password: 'wrong-password' },
            ip: '10.93.0.1',
          }),
        expected.loginPerPair * 3 + 5,
      ),
    );
    record({
      check: 'failed logins, one account and address',
      expected: `${expected.loginPerPair} refused, then 429`,
      measured: `${result.passed} refused (${result.unexpected.join(',')}) before ${result.limited ? '429' : 'no 429'}; spread ${s}`,
      ok: result.limited && result.passed === expected.loginPerPair,
    });
  }
  // a2. Password-reset e-mails for one account.
  const resetTo = demo('ORG_STAFF');
  {
    const { result, spread: s } = await spread(() =>
      untilLimited(
        () =>
          call(LB_URL, 'POST', '/api/auth/forgot-password', { body: { email: resetTo }, ip: '10.93.0.2' }),
        expected.emailsPerAccount * 3 + 5,
      ),
    );
    record({
      check: 'password-reset e-mails, one account',
      expected: `${expected.emailsPerAccount} accepted, then 429`,
      measured: `${result.passed} accepted before ${result.limited ? '429' : 'no 429'}; spread ${s}`,
      ok: result.limited && result.passed === expected.emailsPerAccount,
    });
  }
  // a3. Sign-ups from one address (the same X-Forwarded-For, kept because HAProxy trusts the loopback, D194).
  const signupPrefix = `cluster-signup-${Date.now().toString(36)}`;
  {
    const { result, spread: s } = await spread(() =>
      untilLimited(
        (i) =>
          call(LB_URL, 'POST', '/api/auth/register', {
            ip: '10.93.0.3',
            body: {
              role: 'PARENT',
              email: `${signupPrefix}-${i}@example.test`,
              password: 'bench-cluster-password',
              name: `Cluster Parent ${i}`,
              acceptTerms: true,
              termsVersion: TERMS_VERSION,
            },
          }),
        expected.signupsPerIp * 3 + 5,
      ),
    );
    record({
      check: 'sign-ups, one address',
      expected: `${expected.signupsPerIp} accounts, then 429`,
      measured: `${result.passed} accounts (${result.unexpected.join(',')}) before ${result.limited ? '429' : 'no 429'}; spread ${s}`,
      ok: result.limited && result.passed === expected.signupsPerIp,
    });
  }
  return { resetTo, resetsAccepted: expected.emailsPerAccount };
}

/**
 * When a change is visible through another process: reads are sent every 50 ms without waiting for each
 * other, and the change counts as visible from the send time of the first fresh read after which every
 * read was fresh (a read's own latency on a busy machine is not staleness).
 */
async function freshFrom(edited: number, path: string, token: string) {
  const reads: { sentAt: number; fresh?: boolean; done: Promise<void> }[] = [];
  const until = edited + 5000;
  const settledFresh = (r: (typeof reads)[number]) => r.fresh === true;
  while (Date.now() < until && !(reads.length >= 10 && reads.slice(-10).every(settledFresh))) {
    const read: (typeof reads)[number] = { sentAt: Date.now() - edited, done: Promise.resolve() };
    read.done = call(appUrl(1), 'GET', path).then(
      (a) => {
        read.fresh = a.status === 200 && a.text.includes(token);
      },
      () => {
        read.fresh = false;
      },
    );
    reads.push(read);
    await sleep(50);
  }
  await Promise.all(reads.map((r) => r.done));
  const lastStale = reads.map(settledFresh).lastIndexOf(false);
  return lastStale === reads.length - 1 ? null : (reads[lastStale + 1]?.sentAt ?? null);
}

async function checkFreshness(rounds: number) {
  const cookie = await login(appUrl(0), demo('PLAYER'));
  const delays: number[] = [];
  let failure: string | null = null;
  for (let round = 0; round < rounds && !failure; round++) {
    // Both reads through app 2 first, so whatever it caches is warm before the edit.
    for (const path of [`/api/players/${PLAYER_SLUG}`, `/player/${PLAYER_SLUG}`])
      await call(appUrl(1), 'GET', path);
    const token = `freshness${Date.now().toString(36)}r${round}`;
    const edit = await call(appUrl(0), 'PATCH', `/api/players/${PLAYER_SLUG}`, {
      cookie,
      body: { bio: `Edited through app 1 (${token}).` },
    });
    if (edit.status !== 200) {
      failure = `the edit answered ${edit.status}: ${edit.text.slice(0, 200)}`;
      break;
    }
    const edited = Date.now();
    const [api, page] = await Promise.all([
      freshFrom(edited, `/api/players/${PLAYER_SLUG}`, token),
      freshFrom(edited, `/player/${PLAYER_SLUG}`, token),
    ]);
    if (api === null || page === null) {
      failure = `still stale 5 s after the edit through app 2 (API ${api === null ? 'stale' : `fresh from ${api} ms`}, page ${page === null ? 'stale' : `fresh from ${page} ms`})`;
      break;
    }
    delays.push(Math.max(api, page));
  }
  const worst = delays.length ? Math.max(...delays) : Number.NaN;
  record({
    check: 'profile edited on app 1, read on app 2 (API and page)',
    expected: 'fresh within 1000 ms',
    measured:
      failure ??
      `every read sent ${delays.map((d) => `${d} ms`).join(', ')} after the edit or later was fresh (${rounds} edits)`,
    ok: !failure && worst <= 1000,
  });
}

async function checkEmailsOnce(
  count: number,
  alsoExpected: { resetTo: string; resetsAccepted: number },
  db: pg.Client,
) {
  const prefix = `cluster-once-${Date.now().toString(36)}`;
  const recipients = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.test`);
  const started = Date.now();
  await db.query(
    `insert into email_queue ("to", subject, body, email_type)
     select r, 'Cluster bench', 'Sent once by one of three processes.', 'bench_cluster' from unnest($1::text[]) r`,
    [recipients],
  );
  const countDelivered = () => recipients.filter((r) => delivered.has(r)).length;
  const until = Date.now() + 60_000;
  while (Date.now() < until && countDelivered() < count) await sleep(100);
  const allIn = Date.now() - started;
  // Two more worker rounds (2 s apart) for a duplicate to show up.
  await sleep(5000);
  const twice = recipients.filter((r) => (delivered.get(r) ?? 0) > 1).length;
  const { rows: statusRows } = await db.query<{ status: string; n: string }>(
    `select status, count(*) n from email_queue where "to" = any($1) group by status`,
    [recipients],
  );
  const statuses = statusRows.map((r) => `${r.n} ${r.status}`).join(', ');
  record({
    check: `${count} queued e-mails`,
    expected: `${count} delivered, none twice`,
    measured: `${countDelivered()} delivered in ${(allIn / 1000).toFixed(1)} s, ${twice} twice; queue: ${statuses}`,
    ok: countDelivered() === count && twice === 0,
  });
  const resets = delivered.get(alsoExpected.resetTo) ?? 0;
  record({
    check: 'password-reset e-mails delivered (check a)',
    expected: `${alsoExpected.resetsAccepted}, once each`,
    measured: `${resets}`,
    ok: resets === alsoExpected.resetsAccepted,
  });
}

async function checkLoad(apps: ChildProcess[], db: pg.Client) {
  const writerCookie = await login(LB_URL, demo('PLAYER'), '10.93.0.4');
  const paths = [
    '/api/health',
    `/api/players/${PLAYER_SLUG}`,
    `/api/players/${PLAYER_SLUG}/page`,
    `/player/${PLAYER_SLUG}`,
    '/pricing',
  ];
  const written: string[] = [];
  const writeStatuses = new Map<string, number>();
  let writing = true;
  const writer = (async () => {
    let n = 0;
    while (writing) {
      n++;
      let status = 'error';
      try {
        const answer = await call(LB_URL, 'POST', `/api/players/${PLAYER_SLUG}/team-history`, {
          cookie: writerCookie,
          ip: '10.93.0.4',
          body: { teamName: `Cluster Writers ${n}`, season: '2024-25' },
        });
        status = String(answer.status);
        if (answer.status >= 200 && answer.status < 300) {
          written.push((JSON.parse(answer.text) as { entry: { id: string } }).entry.id);
        }
      } catch (err) {
        // fetch's own message is "fetch failed"; the reason is in its cause.
        const cause =
          err instanceof Error ? (err.cause as { code?: string; message?: string } | undefined) : undefined;
        status = `error (${[cause?.code, cause?.message ?? (err instanceof Error ? err.message : String(err))].filter(Boolean).join(': ')})`;
      }
      writeStatuses.set(status, (writeStatuses.get(status) ?? 0) + 1);
      await sleep(20);
    }
  })();

  const events: string[] = [];
  const t0 = Date.now();
  const timers = [
    setTimeout(
      () => {
        apps[1]?.kill('SIGTERM');
        events.push(`SIGTERM app 2 at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      },
      (LOAD_SECONDS * 1000) / 3,
    ),
    setTimeout(
      () => {
        apps[2]?.kill('SIGKILL');
        events.push(`SIGKILL app 3 at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      },
      (LOAD_SECONDS * 2000) / 3,
    ),
  ];
  const before = await lbStats();
  const result = await autocannon({
    url: LB_URL,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    // A worker thread: the load generator does not share this event loop with the writer and the timers.
    workers: 1,
    // HAProxy's own server timeout: a slow answer is late, not lost.
    timeout: 30,
    headers: { 'user-agent': 'bench-cluster' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  for (const t of timers) clearTimeout(t);
  writing = false;
  await writer;
  const after = await lbStats();

  const { rows: found } = await db.query<{ n: string }>(
    'select count(*) n from player_team_history where id = any($1::uuid[])',
    [written],
  );
  const persisted = Number(found[0]?.n ?? 0);
  // Writes without a 2xx answer may still have been committed (an answer lost with its process): shown.
  const { rows: all } = await db.query<{ n: string }>(
    "select count(*) n from player_team_history h join teams t on t.id = h.team_id where t.name like 'Cluster Writers %'",
  );
  const committed = Number(all[0]?.n ?? 0);
  const codes = result.statusCodeStats
    ? Object.entries(result.statusCodeStats)
        .map(([code, { count }]) => `${count} x ${code}`)
        .join(', ')
    : '';
  const perServer = ['app1', 'app2', 'app3']
    .map((s) => `${s} ${(after[s]?.requests ?? 0) - (before[s]?.requests ?? 0)} (${after[s]?.status ?? '?'})`)
    .join(', ');
  const retries = ['app1', 'app2', 'app3'].reduce(
    (sum, s) => sum + (after[s]?.retries ?? 0) - (before[s]?.retries ?? 0),
    0,
  );
  const redispatches = ['app1', 'app2', 'app3'].reduce(
    (sum, s) => sum + (after[s]?.redispatches ?? 0) - (before[s]?.redispatches ?? 0),
    0,
  );
  const failedReads = result.non2xx + result.errors + result.timeouts;
  record({
    check: `reads, ${CONNECTIONS} connections for ${LOAD_SECONDS} s, one process stopped and one killed`,
    expected: 'no failed read',
    measured:
      `${result.requests.total} reads (${Math.round(result.requests.average)}/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms), ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} ` +
      `timeouts${codes ? ` [${codes}]` : ''}; ${events.join(', ')}; per server: ${perServer}; HAProxy retries ` +
      `${retries}, redispatches ${redispatches}`,
    ok: failedReads === 0 && events.length === 2,
  });
  const writeSummary = [...writeStatuses].map(([s, n]) => `${n} x ${s}`).join(', ');
  record({
    check: 'writes answered 2xx during the same run',
    expected: 'every one in the database',
    measured: `${persisted} of ${written.length} found (${committed} rows in all); answers: ${writeSummary}`,
    ok: written.length > 0 && persisted === written.length,
  });
}

// ---------------------------------------------------------------------------------------------------------

async function ensureHaproxy(): Promise<string> {
  const found = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'HAProxy is missing: install it with `sudo apt-get install -y haproxy` (Debian package).',
    );
  }
  console.log('Installing HAProxy (apt-get)...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/sbin/haproxy';
}

async function main() {
  console.log(
    `Cluster bench${SMOKE ? ' (smoke)' : ''}: HAProxy on ${PORTS.lb}, apps on ${PORTS.apps.join(', ')}, ` +
      `database ${DB_NAME}, ${REDIS_URL}; logs in ${LOG_DIR}`,
  );
  console.log(`Load average before: ${loadAverage()}`);
  const haproxy = await ensureHaproxy();

  await createDatabase(DB_NAME);
  await flushRedis(REDIS_URL);
  await startCountingSmtpSink();

  // The built server when there is one (npm run build), else the source through tsx's loader in the same
  // process: either way the pid is the server's own, so the signals below reach it and nothing else.
  const built = existsSync(join(ROOT, 'dist/server/main.js'));
  const serverArgs = built ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  ensureBuilt(['dist/client/index.html'], 'No client build in dist/: running npm run build...');

  let t = Date.now();
  await seedDemo(start, DATABASE_URL, tail);
  console.log(`Demo data seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  const appEnv = productionEnv({
    appUrl: LB_URL,
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    smtpPort: PORTS.smtp,
    extra: { TRUST_PROXY: 'true', WEB_CONCURRENCY: '1' },
  });
  t = Date.now();
  const apps = PORTS.apps.map((port, i) =>
    start(`app${i + 1}`, process.execPath, serverArgs, { ...appEnv, PORT: String(port) }),
  );
  const alive = (i: number) => () => {
    const app = apps[i]!;
    return app.exitCode !== null || app.signalCode !== null
      ? `app ${i + 1} exited (${app.exitCode ?? app.signalCode}):\n${tail(`app${i + 1}`)}`
      : null;
  };
  await Promise.all(
    apps.map((_, i) =>
      waitFor(`app ${i + 1}`, 180_000, async () => (await fetch(`${appUrl(i)}/api/health`)).ok, alive(i)),
    ),
  );
  // The readiness check of the other part of this work when it answers, else the health check (D195).
  const ready = await fetch(`${appUrl(0)}/api/health/ready`);
  const checkPath = ready.status === 404 ? '/api/health' : '/api/health/ready';
  console.log(
    `3 apps answering in ${((Date.now() - t) / 1000).toFixed(1)} s (${built ? 'node dist/server/main.js' : 'tsx server/main.ts'}); ` +
      `HAProxy checks ${checkPath}`,
  );

  const lb = start('haproxy', haproxy, ['-db', '-f', join(ROOT, 'deploy/haproxy.cfg')], {
    LB_BIND: `127.0.0.1:${PORTS.lb}`,
    LB_STATS_BIND: `127.0.0.1:${PORTS.stats}`,
    LB_TRUSTED_PROXY: '127.0.0.1',
    LB_CHECK_PATH: checkPath,
    APP1: `127.0.0.1:${PORTS.apps[0]}`,
    APP2: `127.0.0.1:${PORTS.apps[1]}`,
    APP3: `127.0.0.1:${PORTS.apps[2]}`,
  });
  await waitFor(
    'HAProxy with 3 servers up',
    30_000,
    async () => Object.values(await lbStats()).filter((s) => s.status === 'UP').length === 3,
    () => (lb.exitCode !== null ? `HAProxy exited:\n${tail('haproxy')}` : null),
  ).catch(async (err: Error) => {
    // What HAProxy saw, so a failure in CI can be read from its log alone.
    const stats = await lbStats().catch((e: Error) => `stats page unreadable: ${e.message}`);
    throw new Error(
      `${err.message}\nservers: ${JSON.stringify(stats)}\nHAProxy log:\n${tail('haproxy')}\n` +
        PORTS.apps.map((_, i) => `app ${i + 1} log:\n${tail(`app${i + 1}`, 10)}`).join('\n'),
    );
  });

  const env = loadEnv({ ...process.env, ...appEnv });
  await checkLimits({
    loginPerPair: DEFAULT_LIMITS.login.perPair,
    emailsPerAccount: DEFAULT_LIMITS.emailSend.perAccount,
    // As server/main.ts sets it: SIGNUPS_PER_IP, whose default is DEFAULT_LIMITS.register.max.
    signupsPerIp: env.SIGNUPS_PER_IP,
  }).then(async (resets) => {
    await checkFreshness(SMOKE ? 2 : 5);
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      await checkEmailsOnce(100, resets, db);
      await checkLoad(apps, db);
    } finally {
      await db.end();
    }
  });

  console.log(`\nLoad average after: ${loadAverage()}`);
  console.log('\n| check | expected | measured | result |\n|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.check} | ${r.expected} | ${r.measured} | ${r.ok ? 'pass' : '**FAIL**'} |`);
  const haproxyLog = tail('haproxy', 8);
  if (haproxyLog) console.log(`\nHAProxy's last log lines (errors and state changes only):\n${haproxyLog}`);
  const failed = rows.filter((r) => !r.ok).length;
  console.log(
    failed ? `\n${failed} of ${rows.length} checks failed.` : `\nAll ${rows.length} checks passed.`,
  );
  return failed === 0;
}

main()
  .then(
    async (ok) => {
      await cleanup();
      process.exit(ok ? 0 : 1);
    },
    async (err) => {
      console.error(err instanceof Error ? err.message : err);
      await cleanup();
      process.exit(1);
    },
  )
  .catch(() => process.exit(1));
