/**
 * Writes under load beside the public reads (docs/performance.md "Writes under load", D219):
 *
 *   npm run bench:writes                 # 50 write connections, 30 s per phase
 *   npm run bench:writes -- --smoke      # CI: a few seconds per phase, no thresholds, exit 1 only on errors
 *
 * A production start (NODE_ENV=production node dist/server/main.js; npm run build first when dist/ is
 * missing) on a fresh PostgreSQL database (BENCH_PG_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test names the server; the database i29wr_<pid>_<time> is dropped on the
 * way out, also on Ctrl-C) with the demo data, plus --accounts (150) adult player accounts, each with its own
 * profile, and as many recruiter accounts, copied in SQL from the demo player and the demo recruiter. Every
 * account signs in through the API; each player starts one conversation with its recruiter through the API.
 * SMTP_URL points at scripts/smtp-sink.ts, REDIS_URL at redis://127.0.0.1:6379/10 (BENCH_REDIS_URL),
 * emptied before and after. The server trusts X-Forwarded-For (TRUST_PROXY=true), as it does behind HAProxy
 * in production (D194), and every account sends from its own address, so no per-address limit is what is
 * measured; writes are spread over all accounts, so no per-account limit is either (the messages sent per
 * account are counted against the hourly allowance before the run).
 *
 * Three phases of --duration seconds in one run, after a short warm-up (--rounds n: the three in turn n times,
 * req/s over all rounds, p50 the median of the rounds', p99 the highest; for a machine whose load drifts):
 *   1. reads alone: F1 (GET /api/health), GET /api/players/{slug}, /player/{slug}, /org/{slug}, /, /pricing,
 *      --read-connections (2) each, all at once, each path its own wrk when installed (in C, it takes far less
 *      of the shared cores than autocannon, D259), else autocannon (`--client autocannon` forces it);
 *   2. writes alone: --connections (50) connections, each request the next of: a profile edit (PATCH
 *      /api/players/{id}), a game stat line (POST /api/players/{id}/game-stats/skater), a message from the
 *      player, a message from the recruiter (POST /api/conversations/{id}/messages), each by the next account;
 *   3. both at once.
 * Prints req/s, p50, p99, errors and the answers that were not 2xx by status for each, each read's ratio
 * (with writes / alone) and the load average; a markdown table at the end. The full run checks the target
 * (writes: 0 errors, p99 < 200 ms; every read >= 0.8 of its throughput alone) and exits 1 when it is missed;
 * --smoke exits 1 only on errors. --cpu-prof writes a CPU profile of the server to the log directory
 * (--keep-logs keeps it). --kinds profile,game,player,recruiter sends only those kinds of write, in turn
 * (what one kind costs). --writes-apart sends the writes to a second app process on the same database and
 * Redis (--writes-nice n: at that niceness), a measurement only: the product has no such split (D368).
 * --workers n starts the app with WEB_CONCURRENCY=n (1 by default, as the target is measured); --app-dir
 * runs another checkout's build (before/after, D232). A write's CPU in the writes-alone phases (the app,
 * PostgreSQL, the load generator: from /proc) is printed too, it moves far less than req/s on a busy machine,
 * and the cores each part used in each phase, the idle ones too (D368).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request as AutocannonRequest, type Result as AutocannonResult } from 'autocannon';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PLAYER_SLUGS } from '#server/db/seed/demo.ts';
import { DEFAULT_MESSAGING_LIMITS } from '#server/features/messaging/messaging-limits.ts';
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
  loadAverage as load,
  loadClient,
  logTail,
  PG_SERVER_URL,
  productionEnv,
  ROOT,
  seedDemo,
  sleep,
  spawnLogged,
  untilHealthy,
  wrk,
} from './bench-kit.ts';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    /** Rounds of the three phases, taken in turn (1: each phase once, --duration long). */
    rounds: { type: 'string', default: '1' },
    'read-connections': { type: 'string', default: '2' },
    accounts: { type: 'string' },
    /** The app's port; the SMTP sink listens on the next one. */
    port: { type: 'string' },
    /** Only the writes phase (with --cpu-prof: what a write costs the server). */
    'writes-only': { type: 'boolean', default: false },
    /** WEB_CONCURRENCY of the app (1: one process, as the targets are measured; 2: a worker per core). */
    workers: { type: 'string', default: '1' },
    /** Run another checkout's build (its dist/), e.g. the branch point, for a before/after comparison. */
    'app-dir': { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
    /** The reads' load generator: wrk when installed (D259), else autocannon. */
    client: { type: 'string' },
    'keep-logs': { type: 'boolean', default: false },
    /** Only these kinds of write, comma-separated (profile,game,player,recruiter): what one kind costs. */
    kinds: { type: 'string' },
    /**
     * Measurement only: the writes go to a second app process on the same database and Redis, the reads to the
     * first, as a proxy routing by method would split them (docs/performance.md "A thirteenth machine").
     */
    'writes-apart': { type: 'boolean', default: false },
    /** With --writes-apart: the write process's niceness (0 by default). */
    'writes-nice': { type: 'string' },
  },
});

const SMOKE = args.smoke;
const DURATION = Number(args.duration ?? (SMOKE ? 3 : 30));
const WARMUP = SMOKE ? 1 : 3;
const CONNECTIONS = Number(args.connections);
const READ_CONNECTIONS = Number(args['read-connections']);
const ROUNDS = Number(args.rounds);
const ACCOUNTS = Number(args.accounts ?? (SMOKE ? 20 : 150));
const WORKERS = Number(args.workers);
const APP_DIR = resolve(args['app-dir'] ?? ROOT);
const PORT = Number(args.port ?? (SMOKE ? 3890 : 3880));
const CLIENT = loadClient(args.client);
const SMTP_PORT = PORT + 1;
for (const [name, n] of Object.entries({
  DURATION,
  ROUNDS,
  CONNECTIONS,
  READ_CONNECTIONS,
  ACCOUNTS,
  PORT,
  WORKERS,
})) {
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
}
if (args['writes-nice'] !== undefined && !/^(1?[0-9])$/.test(args['writes-nice'])) {
  throw new Error('--writes-nice must be a niceness from 0 to 19');
}
const BASE = `http://127.0.0.1:${PORT}`;
const WRITES_APART = args['writes-apart'] || args['writes-nice'] !== undefined;
/** The write process's niceness (--writes-nice, checked above). */
const WRITES_NICE = Number(args['writes-nice'] ?? 0);
/** Where the writes go: the app, or with --writes-apart its second process (the port after the SMTP sink's). */
const WRITES_BASE = WRITES_APART ? `http://127.0.0.1:${PORT + 2}` : BASE;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/10';
const DB_NAME = `i29wr_${process.pid}_${Date.now().toString(36)}`;
const DATABASE_URL = databaseUrl(PG_SERVER_URL, DB_NAME);
const LOG_DIR = mkdtempSync(join(tmpdir(), 'rinkside-writes-'));
const TARGET = { writeP99: 200, readRatio: 0.8 };

// ---------------------------------------------------------------------------------------------------------
// Processes and cleanup

const children: ChildProcess[] = [];
let cleaned = false;
let app: ChildProcess | undefined;
/** The second app process that takes the writes (--writes-apart). */
let writesApp: ChildProcess | undefined;

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  // The apps first with SIGTERM (a CPU profile is written on a clean exit), then whatever is left.
  await Promise.all(
    [app, writesApp].map(async (child) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
      if (child.exitCode === null && child.signalCode === null)
        console.error('An app did not stop in 20 s: killed');
    }),
  );
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {}
    }
  }
  await flushRedis(REDIS_URL).catch(() => {});
  await dropDatabase(DB_NAME);
  if (args['keep-logs'] || args['cpu-prof']) console.log(`Logs kept in ${LOG_DIR}`);
  else rmSync(LOG_DIR, { recursive: true, force: true });
}

cleanupOnSignals(cleanup);

function start(name: string, command: string, argv: string[], env: Record<string, string>, cwd = ROOT) {
  const child = spawnLogged(LOG_DIR, name, command, argv, env, { cwd });
  children.push(child);
  return child;
}

const tail = (name: string) => logTail(LOG_DIR, name);

// ---------------------------------------------------------------------------------------------------------
// The accounts: copies of the demo player and the demo recruiter, made in SQL (no e-mail round trip)

interface Account {
  email: string;
  /** Its own client address (X-Forwarded-For, D194). */
  ip: string;
  cookie: string;
}
interface Pair {
  player: Account;
  recruiter: Account;
  playerId: string;
  conversationId: string;
}

/** Every column of a table but the ones given, in order: an insert ... select that copies a row. */
async function columnsBut(db: pg.Client, table: string, except: string[]) {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name).filter((c) => !except.includes(c));
}

async function copyAccounts(db: pg.Client, count: number) {
  const demo = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
  const userCols = await columnsBut(db, 'users', ['id', 'email', 'name']);
  const playerCols = await columnsBut(db, 'players', ['id', 'user_id', 'slug', 'last_name']);
  const recruiterCols = await columnsBut(db, 'recruiters', ['id', 'user_id']);
  const list = (cols: string[]) => cols.map((c) => pg.escapeIdentifier(c)).join(', ');
  const { rows: playerRows } = await db.query<{ id: string; email: string }>(
    `with n as (select generate_series(1, $1::int) i),
     u as (
       insert into users (id, email, name, ${list(userCols)})
       select gen_random_uuid(), 'bw-player-' || n.i || '@bench.test', 'Bench Player ' || n.i, ${list(userCols)}
         from users, n where users.email = $2
       returning id, email)
     insert into players (id, user_id, slug, last_name, ${list(playerCols)})
     select gen_random_uuid(), u.id, 'bw-player-' || split_part(split_part(u.email, '@', 1), '-', 3),
            'Bench' || split_part(split_part(u.email, '@', 1), '-', 3), ${playerCols.map((c) => `p.${pg.escapeIdentifier(c)}`).join(', ')}
       from u, players p where p.slug = $3
     returning id, (select email from u where u.id = players.user_id) email`,
    [count, demo('PLAYER'), DEMO_PLAYER_SLUGS.player],
  );
  const { rows: recruiterRows } = await db.query<{ email: string }>(
    `with n as (select generate_series(1, $1::int) i),
     u as (
       insert into users (id, email, name, ${list(userCols)})
       select gen_random_uuid(), 'bw-recruiter-' || n.i || '@bench.test', 'Bench Recruiter ' || n.i, ${list(userCols)}
         from users, n where users.email = $2
       returning id, email)
     insert into recruiters (id, user_id, ${list(recruiterCols)})
     select gen_random_uuid(), u.id, ${recruiterCols.map((c) => `r.${pg.escapeIdentifier(c)}`).join(', ')}
       from u, recruiters r join users ru on ru.id = r.user_id where ru.email = $2
     returning (select email from u where u.id = recruiters.user_id) email`,
    [count, demo('RECRUITER')],
  );
  const byNumber = (email: string) => Number(/-(\d+)@/.exec(email)![1]);
  playerRows.sort((a, b) => byNumber(a.email) - byNumber(b.email));
  recruiterRows.sort((a, b) => byNumber(a.email) - byNumber(b.email));
  return playerRows.map((p, i) => ({
    playerId: p.id,
    playerEmail: p.email,
    recruiterEmail: recruiterRows[i]!.email,
  }));
}

async function call(
  path: string,
  opts: { method?: string; body?: unknown; cookie?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await fetch(BASE + path, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { status: res.status, text: await res.text(), cookie: cookies.join('; ') };
}

async function login(email: string, ip: string): Promise<Account> {
  const answer = await call('/api/auth/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
    ip,
  });
  if (answer.status !== 200 || !answer.cookie) {
    throw new Error(`login as ${email} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
  return { email, ip, cookie: answer.cookie };
}

/** In batches of `width` at once (the sign-ins hash passwords: a few at a time on a shared machine). */
async function inBatches<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    out.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => fn(item, i + j)))));
  }
  return out;
}

const addressOf = (i: number) => `10.${88 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;

async function prepareAccounts(db: pg.Client): Promise<Pair[]> {
  const copies = await copyAccounts(db, ACCOUNTS);
  return inBatches(copies, 4, async (c, i) => {
    const player = await login(c.playerEmail, addressOf(2 * i + 1));
    const recruiter = await login(c.recruiterEmail, addressOf(2 * i + 2));
    const started = await call('/api/conversations', {
      method: 'POST',
      cookie: player.cookie,
      ip: player.ip,
      body: { playerId: c.playerId, recruiterEmail: c.recruiterEmail, body: 'Hello from the writes bench.' },
    });
    if (started.status !== 201) {
      throw new Error(`starting a conversation answered ${started.status}: ${started.text.slice(0, 300)}`);
    }
    const conversationId = (JSON.parse(started.text) as { conversation: { id: string } }).conversation.id;
    return { player, recruiter, playerId: c.playerId, conversationId };
  });
}

// ---------------------------------------------------------------------------------------------------------
// The load

type WriteKind = 'profile edit' | 'game stats' | 'message (player)' | 'message (recruiter)';
const WRITE_KINDS: WriteKind[] = ['profile edit', 'game stats', 'message (player)', 'message (recruiter)'];
const KIND_OPTIONS: Record<string, WriteKind> = {
  profile: 'profile edit',
  game: 'game stats',
  player: 'message (player)',
  recruiter: 'message (recruiter)',
};
/** The kinds this run sends, in turn (--kinds). */
const KINDS_SENT: WriteKind[] = args.kinds
  ? args.kinds.split(',').map((k) => {
      const kind = KIND_OPTIONS[k.trim()];
      if (!kind) throw new Error(`--kinds: ${k} is not one of ${Object.keys(KIND_OPTIONS).join(', ')}`);
      return kind;
    })
  : WRITE_KINDS;

interface Tally {
  statuses: Map<string, number>;
  count: number;
}
let writeTally = new Map<WriteKind, Tally>();
/** Messages sent per account in this run (the hourly allowance must not be what is measured). */
const messagesBy = new Map<string, number>();

function writeRequest(pairs: Pair[]) {
  let n = 0;
  return {
    setupRequest(req: AutocannonRequest, context: Record<string, unknown>) {
      const i = n++;
      const kind = KINDS_SENT[i % KINDS_SENT.length]!;
      const pair = pairs[Math.floor(i / KINDS_SENT.length) % pairs.length]!;
      context.kind = kind;
      const json = (account: Account, method: string, path: string, body: unknown) => ({
        ...req,
        method,
        path,
        headers: {
          'content-type': 'application/json',
          cookie: account.cookie,
          'x-forwarded-for': account.ip,
        },
        body: JSON.stringify(body),
      });
      switch (kind) {
        case 'profile edit':
          return json(pair.player, 'PATCH', `/api/players/${pair.playerId}`, {
            bio: `Edited under load, edit ${i}.`,
            heightCm: 170 + (i % 20),
          });
        case 'game stats':
          return json(pair.player, 'POST', `/api/players/${pair.playerId}/game-stats/skater`, {
            gameData: {
              gameDate: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`,
              opponent: `Bench Opponent ${i % 50}`,
              homeAway: i % 2 ? 'home' : 'away',
              teamScore: i % 7,
              opponentScore: i % 5,
            },
            statsData: { goals: i % 3, assistsPrimary: i % 2, shots: 3 + (i % 4), timeOnIceMinutes: 15 },
          });
        default: {
          const from = kind === 'message (player)' ? pair.player : pair.recruiter;
          messagesBy.set(from.email, (messagesBy.get(from.email) ?? 0) + 1);
          return json(from, 'POST', `/api/conversations/${pair.conversationId}/messages`, {
            body: `Message ${i} under load.`,
          });
        }
      }
    },
    onResponse(status: number, _body: string, context: Record<string, unknown>) {
      const kind = context.kind as WriteKind;
      let tally = writeTally.get(kind);
      if (!tally) {
        tally = { statuses: new Map(), count: 0 };
        writeTally.set(kind, tally);
      }
      tally.count++;
      tally.statuses.set(String(status), (tally.statuses.get(String(status)) ?? 0) + 1);
    },
  };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: string;
  nonOk: number;
}

/** One load run's answers, from autocannon or wrk. */
interface Run {
  total: number;
  p50: number;
  p99: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Answers that were not 2xx, by status ("not 2xx" when the client does not tell the status). */
  statuses: Record<string, number>;
}

function fromAutocannon(r: AutocannonResult): Run {
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(
    r.statusCodeStats ?? ({} as Record<string, { count: number }>),
  )) {
    if (!code.startsWith('2')) statuses[code] = count;
  }
  return {
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    statuses,
  };
}

/** wrk counts socket errors and answers that were not 2xx or 3xx together, without their statuses. */
function fromWrk(r: LoadResult): Run {
  return {
    total: r.total,
    p50: r.p50,
    p99: r.p99,
    errors: 0,
    statuses: r.bad > 0 ? { 'not 2xx': r.bad } : {},
  };
}

function figures(r: Run, seconds: number): Figures {
  const codes = Object.entries(r.statuses);
  return {
    rps: r.total / seconds,
    p50: r.p50,
    p99: r.p99,
    errors: r.errors,
    non2xx: codes.map(([code, count]) => `${count} x ${code}`).join(', ') || '-',
    nonOk: codes.reduce((sum, [, count]) => sum + count, 0),
  };
}

const kinds = (tally: Map<WriteKind, Tally>) =>
  WRITE_KINDS.map((k) => {
    const s = tally.get(k);
    return `${k} ${s?.count ?? 0} (${[...(s?.statuses ?? [])].map(([code, n]) => `${n} x ${code}`).join(', ')})`;
  }).join('; ');

/** Several rounds' runs as one: counts summed, p50 the median of the rounds', p99 the highest. */
function merged(results: Run[]): Run {
  const sum = (f: (r: Run) => number) => results.reduce((s, r) => s + f(r), 0);
  const p50s = results.map((r) => r.p50).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const r of results) {
    for (const [code, count] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  }
  return {
    total: sum((r) => r.total),
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    statuses,
  };
}

type Phase = 'reads alone' | 'writes alone' | 'both';
/** Each phase's CPU by part, in core-seconds over all its rounds (cpuSnapshot). */
const phaseCpu = new Map<
  Phase,
  { app: number; postgres: number; load: number; idle: number; seconds: number }
>();
/** The writes the writes-alone phases answered: what cpuPerWrite divides by. */
let writesAloneTotal = 0;

/** Runs one phase, adding what each part of the machine used meanwhile to its tally (cpuSnapshot). */
async function phase<T>(name: Phase, run: () => Promise<T>): Promise<T> {
  const before = cpuSnapshot(app?.pid, writesApp?.pid);
  const result = await run();
  const used = cpuShares(before, cpuSnapshot(app?.pid, writesApp?.pid));
  const tally = phaseCpu.get(name) ?? { app: 0, postgres: 0, load: 0, idle: 0, seconds: 0 };
  for (const key of ['app', 'postgres', 'load', 'idle'] as const) tally[key] += used[key] * used.seconds;
  tally.seconds += used.seconds;
  phaseCpu.set(name, tally);
  return result;
}

async function runWrites(pairs: Pair[], seconds: number, alone = false) {
  const result = await autocannon({
    url: WRITES_BASE,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [writeRequest(pairs)],
  });
  if (alone) writesAloneTotal += result.requests.total;
  return fromAutocannon(result);
}

/** What a write cost each part of the machine, writes alone: the app, PostgreSQL, the load generator. */
function cpuPerWrite() {
  const tally = phaseCpu.get('writes alone');
  if (!tally || writesAloneTotal === 0) return '-';
  const ms = (coreSeconds: number) => `${((coreSeconds * 1000) / writesAloneTotal).toFixed(2)} ms`;
  return `app ${ms(tally.app)}, PostgreSQL ${ms(tally.postgres)}, load generator ${ms(tally.load)}`;
}

/** The cores each part used in each phase, and the idle ones: what the target can still take (D368). */
function cpuTable() {
  const lines = [
    `\nThe machine's ${cpus().length} cores by phase (from /proc; PostgreSQL when it runs here):`,
    '| phase | app | PostgreSQL | load generators | idle |',
    '|---|---|---|---|---|',
  ];
  for (const [name, t] of phaseCpu) {
    const cores = (coreSeconds: number) => (t.seconds > 0 ? coreSeconds / t.seconds : 0).toFixed(2);
    lines.push(`| ${name} | ${cores(t.app)} | ${cores(t.postgres)} | ${cores(t.load)} | ${cores(t.idle)} |`);
  }
  return lines.join('\n');
}

/** Each read path in its own closed loop, all at once: wrk (in C, little of the shared cores, D259) or autocannon. */
function runReads(paths: string[], seconds: number): Promise<Run[]> {
  const headers = { 'user-agent': 'bench-writes' };
  return Promise.all(
    paths.map(async (path) =>
      CLIENT === 'wrk'
        ? fromWrk(await wrk(`${BASE}${path}`, READ_CONNECTIONS, seconds, headers))
        : fromAutocannon(
            await autocannon({
              url: BASE,
              connections: READ_CONNECTIONS,
              duration: seconds,
              timeout: 10,
              headers,
              requests: [{ method: 'GET', path }],
            }),
          ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  console.log(
    `Writes bench${SMOKE ? ' (smoke)' : ''}: app on ${PORT}, database ${DB_NAME}, ${REDIS_URL}; ` +
      `${CONNECTIONS} write connections, ${READ_CONNECTIONS} per read path, ${DURATION} s per phase, ` +
      `WEB_CONCURRENCY=${WORKERS}, reads by ${CLIENT}, build of ${APP_DIR}; logs in ${LOG_DIR}` +
      (WRITES_APART ? `; the writes to a second app process (nice ${WRITES_NICE})` : ''),
  );
  console.log(`Load average before: ${load()}`);
  ensureBuilt(
    ['dist/server/main.js', 'dist/client/index.html'],
    'No build in dist/: running npm run build...',
    APP_DIR,
  );
  await createDatabase(DB_NAME);
  await flushRedis(REDIS_URL);

  let t = Date.now();
  // Production refuses demo data: seeded beforehand in development mode, as bench:cluster does (D195).
  await seedDemo(start, DATABASE_URL, tail);
  console.log(`Demo data seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  start('smtp', process.execPath, ['--import', 'tsx', 'scripts/smtp-sink.ts', String(SMTP_PORT)], {});
  const serverArgs = [
    // Where a deprecation comes from, in the app's log (D217).
    '--trace-deprecation',
    ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${LOG_DIR}`] : []),
    'dist/server/main.js',
  ];
  const startApp = async (name: string, port: number, prefix: string[] = []) => {
    const [command, ...argv] = [...prefix, process.execPath, ...serverArgs];
    const child = start(
      name,
      command!,
      argv,
      productionEnv({
        port,
        appUrl: BASE,
        databaseUrl: DATABASE_URL,
        redisUrl: REDIS_URL,
        smtpPort: SMTP_PORT,
        extra: { TRUST_PROXY: 'true', WEB_CONCURRENCY: String(WORKERS) },
      }),
      APP_DIR,
    );
    const t0 = Date.now();
    await untilHealthy(`http://127.0.0.1:${port}`, {
      limitMs: 120_000,
      intervalMs: 200,
      dead: () => (child.exitCode !== null ? `${name} exited (${child.exitCode}):\n${tail(name)}` : null),
      late: () => `${name} did not answer in 120 s:\n${tail(name)}`,
    });
    console.log(`${name} answering on ${port} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return child;
  };
  app = await startApp('app', PORT);
  if (WRITES_APART) {
    writesApp = await startApp('writes-app', PORT + 2, ['nice', '-n', String(WRITES_NICE)]);
  }

  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  let pairs: Pair[];
  let orgSlug: string;
  try {
    t = Date.now();
    pairs = await prepareAccounts(db);
    console.log(
      `${pairs.length} players and ${pairs.length} recruiters signed in, one conversation each, in ` +
        `${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
    const { rows } = await db.query<{ slug: string }>(
      'select slug from organizations order by created_at, slug limit 1',
    );
    orgSlug = rows[0]!.slug;
  } finally {
    await db.end();
  }

  const readPaths = [
    '/api/health',
    `/api/players/${DEMO_PLAYER_SLUGS.player}`,
    `/player/${DEMO_PLAYER_SLUGS.player}`,
    `/org/${orgSlug}`,
    '/',
    '/pricing',
  ];
  for (const path of readPaths) {
    const r = await call(path);
    if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}`);
  }

  console.log(`Warm-up (${WARMUP} s of each)...`);
  await runReads(readPaths, WARMUP);
  await runWrites(pairs, WARMUP);
  writeTally.clear();

  console.log(`Load average before the phases: ${load()}`);
  if (args['writes-only']) {
    const r = figures(await phase('writes alone', () => runWrites(pairs, DURATION, true)), DURATION);
    console.log(
      `writes alone: ${Math.round(r.rps)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors, not 2xx: ${r.non2xx}; ` +
        `CPU per write: ${cpuPerWrite()}; ` +
        `by kind: ${kinds(writeTally)}; load ${load()}`,
    );
    return r.errors + r.nonOk === 0;
  }
  // Each round takes the three phases in turn, so a load that drifts on a shared machine weighs on all three.
  const tallyAlone = new Map<WriteKind, Tally>();
  const tallyMixed = new Map<WriteKind, Tally>();
  const runs = {
    readsAlone: [] as Run[][],
    writesAlone: [] as Run[],
    writesMixed: [] as Run[],
    readsMixed: [] as Run[][],
  };
  for (let round = 1; round <= ROUNDS; round++) {
    runs.readsAlone.push(await phase('reads alone', () => runReads(readPaths, DURATION)));
    console.log(`${round}.1 reads alone done (load ${load()})`);
    writeTally = tallyAlone;
    runs.writesAlone.push(await phase('writes alone', () => runWrites(pairs, DURATION, true)));
    console.log(`${round}.2 writes alone done (load ${load()})`);
    writeTally = tallyMixed;
    const [w, r] = await phase('both', () =>
      Promise.all([runWrites(pairs, DURATION), runReads(readPaths, DURATION)]),
    );
    runs.writesMixed.push(w);
    runs.readsMixed.push(r);
    console.log(`${round}.3 reads and writes together done (load ${load()})`);
  }
  const writesAlone = merged(runs.writesAlone);
  const writesMixed = merged(runs.writesMixed);
  const readsAlone = readPaths.map((_, i) => merged(runs.readsAlone.map((r) => r[i]!)));
  const readsMixed = readPaths.map((_, i) => merged(runs.readsMixed.map((r) => r[i]!)));
  const SECONDS = DURATION * ROUNDS;

  const maxMessages = Math.max(...messagesBy.values());
  const rows: string[] = [];
  const row = (what: string, phase: string, f: Figures, ratio = '') =>
    rows.push(
      `| ${what} | ${phase} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${f.errors} | ${f.non2xx} | ${ratio} |`,
    );
  const wa = figures(writesAlone, SECONDS);
  const wm = figures(writesMixed, SECONDS);
  row(`writes, ${CONNECTIONS} connections`, 'alone', wa);
  row(`writes, ${CONNECTIONS} connections`, 'with reads', wm, (wm.rps / wa.rps).toFixed(2));
  const ratios: number[] = [];
  const f1Alone = figures(readsAlone[0]!, SECONDS).rps;
  readPaths.forEach((path, i) => {
    const a = figures(readsAlone[i]!, SECONDS);
    const m = figures(readsMixed[i]!, SECONDS);
    ratios.push(m.rps / a.rps);
    row(`GET ${path}${i === 0 ? ' (F1)' : ''}`, 'alone', a, `${(a.rps / f1Alone).toFixed(2)} x F1`);
    row(`GET ${path}${i === 0 ? ' (F1)' : ''}`, 'with writes', m, (m.rps / a.rps).toFixed(2));
  });

  console.log(`\nLoad average after: ${load()}`);
  console.log(`Writes alone by kind: ${kinds(tallyAlone)}`);
  console.log(`CPU per write, writes alone: ${cpuPerWrite()}`);
  console.log(`Writes with reads by kind: ${kinds(tallyMixed)}`);
  console.log(
    `Most messages sent by one account in this run: ${maxMessages} (hourly allowance ${DEFAULT_MESSAGING_LIMITS.messagesPerHour})`,
  );
  console.log(
    '\n| what | phase | req/s | p50 ms | p99 ms | errors | not 2xx | ratio |\n|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows) console.log(r);
  console.log(cpuTable());

  const errors = wa.errors + wm.errors + wa.nonOk + wm.nonOk;
  const readErrors = [...readsAlone, ...readsMixed].reduce((sum, r) => {
    const f = figures(r, SECONDS);
    return sum + f.errors + f.nonOk;
  }, 0);
  const worstRatio = Math.min(...ratios);
  console.log(
    `\nWrites: ${errors} errors or non-2xx, p99 ${wa.p99} ms alone and ${wm.p99} ms with reads ` +
      `(target 0 and < ${TARGET.writeP99} ms); reads: ${readErrors} errors or non-2xx, lowest ratio ` +
      `${worstRatio.toFixed(2)} (target >= ${TARGET.readRatio}).`,
  );
  if (errors + readErrors > 0) return false;
  if (SMOKE) return true;
  return Math.max(wa.p99, wm.p99) < TARGET.writeP99 && worstRatio >= TARGET.readRatio;
}

main()
  .then(
    async (ok) => {
      await cleanup();
      if (args['cpu-prof']) {
        const profiles = readdirSync(LOG_DIR).filter((f) => f.endsWith('.cpuprofile'));
        console.log(`CPU profile: ${profiles.map((f) => join(LOG_DIR, f)).join(', ') || 'none written'}`);
      }
      process.exit(ok ? 0 : 1);
    },
    async (err) => {
      console.error(err instanceof Error ? err.message : err);
      await cleanup();
      process.exit(1);
    },
  )
  .catch(() => process.exit(1));
