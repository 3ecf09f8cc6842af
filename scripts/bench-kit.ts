/**
 * The process plumbing the benchmark scripts share (bench-cluster, -pages, -start, -writes, -web): children
 * with a log file each, a scratch PostgreSQL database, Redis emptied, an SMTP sink, the demo data seeded in
 * development mode (production refuses demo data, D195), the environment of a production start and the load
 * average printed beside each figure (docs/performance.md). Each script keeps its own options and output.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { databaseUrl, withPgClient } from '#test/pg-admin.ts';

export { databaseUrl };

export const ROOT = resolve(import.meta.dirname, '..');

/** The PostgreSQL server the scratch databases are made on. */
export const PG_SERVER_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The 1, 5 and 15 minute load averages, as printed beside every measurement. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The last lines of `<dir>/<name>.log` ('' when there is none): what a failed child said. */
export function logTail(dir: string, name: string, lines = 25) {
  const path = join(dir, `${name}.log`);
  return existsSync(path) ? readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
}

/**
 * Starts `command` with its stdout and stderr appended to `<dir>/<name>.log`, on `env` over `baseEnv`
 * (default: this process's environment). `detached`: a process group of its own.
 */
export function spawnLogged(
  dir: string,
  name: string,
  command: string,
  argv: string[],
  env: Record<string, string>,
  {
    cwd = ROOT,
    baseEnv = process.env,
    detached,
  }: { cwd?: string; baseEnv?: NodeJS.ProcessEnv; detached?: boolean } = {},
): ChildProcess {
  const log = openSync(join(dir, `${name}.log`), 'a');
  return spawn(command, argv, {
    cwd,
    env: { ...baseEnv, ...env },
    stdio: ['ignore', log, log],
    ...(detached === undefined ? {} : { detached }),
  });
}

/** Runs `cleanup` on Ctrl-C or SIGTERM, then exits 130. */
export function cleanupOnSignals(cleanup: () => Promise<void>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}

export async function createDatabase(name: string, serverUrl = PG_SERVER_URL) {
  await withPgClient(serverUrl, (c) => c.query(`create database ${name}`));
}

/** Drops the scratch database, its connections with it; a failure is printed, not thrown. */
export async function dropDatabase(name: string, serverUrl = PG_SERVER_URL) {
  try {
    await withPgClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  } catch (err) {
    console.error(`Could not drop the database ${name}:`, err);
  }
}

/** Empties the Redis database of `url` (the bench's own database number). */
export async function flushRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
}

/**
 * An SMTP server on 127.0.0.1:`port` that accepts every message and keeps none (`onData` to look at them);
 * resolves once it listens, with the function that closes it.
 */
export async function startSmtpSink(
  port: number,
  onData?: SMTPServerOptions['onData'],
): Promise<() => Promise<void>> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    ...(onData ? { onData } : {}),
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok());
  });
  // A client's broken connection is the client's: the sink keeps listening.
  server.on('error', () => {});
  return () => new Promise<void>((r) => server.close(() => r()));
}

/**
 * Seeds the demo data into `databaseUrl` through the source seed command in development mode (production
 * refuses demo data, D195), started by `run` (the script's own spawner, logging to `seed`); throws with the
 * log's tail when it fails.
 */
export async function seedDemo(
  run: (name: string, command: string, argv: string[], env: Record<string, string>) => ChildProcess,
  databaseUrl: string,
  tail: (name: string) => string,
) {
  const seed = run('seed', process.execPath, ['--import', 'tsx', 'server/seed-cli.ts'], {
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
  });
  const code = await new Promise<number | null>((r) => seed.on('exit', (c) => r(c)));
  if (code !== 0) throw new Error(`seeding failed (exit ${code}):\n${tail('seed')}`);
}

/**
 * The environment of a production start (`node dist/server/main.js`): NODE_ENV=production on 127.0.0.1,
 * its database, the SMTP sink (production refuses to start without SMTP_URL), APP_URL, warnings only;
 * `port` and `redisUrl` when given, `extra` over all of it.
 */
export function productionEnv(o: {
  port?: number;
  appUrl: string;
  databaseUrl: string;
  smtpPort: number;
  redisUrl?: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    ...(o.port === undefined ? {} : { PORT: String(o.port) }),
    APP_URL: o.appUrl,
    DATABASE_URL: o.databaseUrl,
    ...(o.redisUrl === undefined ? {} : { REDIS_URL: o.redisUrl }),
    SMTP_URL: `smtp://127.0.0.1:${o.smtpPort}`,
    LOG_LEVEL: 'warn',
    ...o.extra,
  };
}

/** Runs `npm run build` in `dir` unless every one of `files` is there, saying so with `message`. */
export function ensureBuilt(files: string[], message: string, dir = ROOT) {
  if (files.every((f) => existsSync(join(dir, f)))) return;
  console.log(message);
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'inherit' });
}

/**
 * Polls GET `url`/api/health every `intervalMs` until it answers 2xx; throws `dead()`'s message as soon
 * as that returns one (the child exited), and the `late()` message after `limitMs`.
 */
export async function untilHealthy(
  url: string,
  o: { limitMs: number; intervalMs: number; dead: () => string | null; late: () => string },
) {
  const until = Date.now() + o.limitMs;
  while (Date.now() < until) {
    const why = o.dead();
    if (why) throw new Error(why);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(o.intervalMs);
  }
  throw new Error(o.late());
}

/**
 * Polls `probe` every 250 ms until it holds; throws as soon as `alive` names a reason (a child exited), and
 * after `ms` with `what: not ready after N s`.
 */
export async function waitFor(
  what: string,
  ms: number,
  probe: () => Promise<boolean>,
  alive?: () => string | null,
) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const dead = alive?.();
    if (dead) throw new Error(`${what}: ${dead}`);
    if (await probe().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what}: not ready after ${ms / 1000} s`);
}

/** Debian's wrk (apt-get install wrk), when installed: a load generator in C (D259). */
export const WRK_PATH = '/usr/bin/wrk';
export const hasWrk = () => existsSync(WRK_PATH);

/** The load generator a `--client` option asks for: wrk when installed and none is named (D259). */
export function loadClient(option: string | undefined): 'wrk' | 'autocannon' {
  const client = option ?? (hasWrk() ? 'wrk' : 'autocannon');
  if (client !== 'wrk' && client !== 'autocannon') throw new Error('--client must be wrk or autocannon');
  if (client === 'wrk' && !hasWrk())
    throw new Error(`--client wrk: ${WRK_PATH} is missing (apt-get install wrk)`);
  return client;
}

export interface LoadResult {
  /** Answers per second over the run. */
  rps: number;
  total: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx or 3xx, socket errors and timeouts. */
  bad: number;
}

/** "1.23ms", "950.00us", "1.02s" (wrk's latency units) in milliseconds. */
export function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`wrk latency not understood: ${text}`);
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/** The figures of wrk's report (`--latency`). */
export function parseWrk(out: string): LoadResult {
  const pick = (re: RegExp) => {
    const m = re.exec(out);
    if (!m?.[1]) throw new Error(`wrk output not understood (${re}):\n${out}`);
    return m[1];
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  return {
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    total: Number(pick(/(\d+) requests in /)),
    p50: wrkMs(pick(/ 50%\s+(\S+)/)),
    p99: wrkMs(pick(/ 99%\s+(\S+)/)),
    bad: Number(non2xx?.[1] ?? 0) + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/** One closed-loop run of wrk: one thread, `connections` connections, `seconds` long, GET with `headers`. */
export async function wrk(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<LoadResult> {
  // wrk takes whole seconds only.
  const argv = [
    '-t1',
    `-c${connections}`,
    `-d${Math.max(1, Math.round(seconds))}s`,
    '--latency',
    '--timeout',
    '10s',
  ];
  for (const [name, value] of Object.entries(headers)) argv.push('-H', `${name}: ${value}`);
  const { stdout } = await promisify(execFile)(WRK_PATH, [...argv, url], { maxBuffer: 1024 * 1024 });
  return parseWrk(stdout);
}

const CLOCK_TICKS = 100;

/**
 * One line of /proc/<pid>/stat: the command's name, its own CPU seconds (user and system) and those of the
 * children it has waited for (a PostgreSQL backend that exited, a wrk run that ended).
 */
export function parseProcStat(stat: string) {
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  if (close < 0 || fields.length < 15) throw new Error(`/proc stat not understood: ${stat.slice(0, 80)}`);
  const ticks = (...at: number[]) => at.reduce((sum, i) => sum + Number(fields[i]), 0) / CLOCK_TICKS;
  return { name: stat.slice(stat.indexOf('(') + 1, close), own: ticks(11, 12), waited: ticks(13, 14) };
}

/** CPU seconds used so far by a process and its children's live processes (Linux /proc; 0 elsewhere). */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const own = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).own;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return own + children.reduce((sum, child) => sum + cpuSeconds(Number(child)), 0);
  } catch {
    return 0;
  }
}

/**
 * The machine's CPU seconds so far, by who used them (Linux /proc; zeros elsewhere): the app (its processes and
 * their workers), PostgreSQL when it runs on this machine (every `postgres` process, with the backends that have
 * exited), the load generators (this process, autocannon's threads included, and the wrk runs it has waited
 * for) and the cores' idle time. Two snapshots around a run give each part's share of the two cores
 * (cpuShares): what a target can still take from the machine (docs/performance.md "A thirteenth machine").
 */
export interface CpuSnapshot {
  app: number;
  postgres: number;
  load: number;
  idle: number;
  /** Wall-clock seconds. */
  at: number;
}

export function cpuSnapshot(...appPids: (number | undefined)[]): CpuSnapshot {
  let postgres = 0;
  for (const entry of readdirOrEmpty('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (stat.name === 'postgres') postgres += stat.own + stat.waited;
    } catch {
      // A process that ended meanwhile.
    }
  }
  let load = 0;
  let idle = 0;
  try {
    const self = parseProcStat(readFileSync('/proc/self/stat', 'utf8'));
    load = self.own + self.waited;
    // The first line sums every core: user nice system idle iowait ...
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    idle = (Number(cpu[4]) + Number(cpu[5])) / CLOCK_TICKS;
  } catch {
    // Not Linux: zeros.
  }
  const app = appPids.reduce<number>((sum, pid) => sum + cpuSeconds(pid), 0);
  return { app, postgres, load, idle, at: performance.now() / 1000 };
}

/** Cores each part used between two snapshots (0.5: half of one core), and the seconds between them. */
export function cpuShares(from: CpuSnapshot, to: CpuSnapshot) {
  const seconds = to.at - from.at;
  const cores = (key: Exclude<keyof CpuSnapshot, 'at'>) =>
    seconds > 0 ? (to[key] - from[key]) / seconds : 0;
  return {
    app: cores('app'),
    postgres: cores('postgres'),
    load: cores('load'),
    idle: cores('idle'),
    seconds,
  };
}

function readdirOrEmpty(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
