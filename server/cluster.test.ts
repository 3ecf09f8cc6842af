import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, withPgClient } from '#test/pg-admin.ts';
import { TERMS_AGREEMENT } from '#test/test-app.ts';
import { PGLITE_EXTENSIONS } from './db/client.ts';

/**
 * The server as an operator starts it (server/main.ts in a child process) with WEB_CONCURRENCY=2 (D175,
 * D178): on PostgreSQL two workers answer on one port, a killed worker is replaced, and SIGTERM to the
 * primary stops both, each flushing the profile views it holds, with exit code 0. On the embedded database
 * the setting is refused with a log line and one process serves; its views are flushed on SIGTERM too.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const port = 3551 + Math.floor(Math.random() * 40);
const base = `http://127.0.0.1:${port}`;
const scratchDb = `rinkside_cluster_${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'rinkside-cluster-'));
let child: ChildProcess | undefined;
const workerPids = new Set<number>();

const scratchUrl = () => databaseUrl(pgUrl!, scratchDb);
const admin = withPgClient;

afterAll(async () => {
  child?.kill('SIGKILL');
  for (const pid of workerPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) await admin(pgUrl, (c) => c.query(`drop database if exists ${scratchDb} with (force)`));
});

interface LogLine {
  pid: number;
  msg: string;
  req?: { method: string; url: string };
}

/** Starts server/main.ts; every JSON log line it writes is collected. */
function startServer(extra: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: base };
  Object.assign(env, { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', SMTP_URL: '' }, extra);
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  const lines: LogLine[] = [];
  let rest = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {}
    }
  });
  let stderr = '';
  proc.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, lines, exited, stderr: () => stderr };
}

/** The pids that logged that they listen (one line per server start). */
const listeningPids = (lines: LogLine[]) =>
  lines.filter((l) => l.msg?.startsWith('Rinkside is listening')).map((l) => l.pid);

async function until(check: () => boolean, what: string, timeoutMs = 150_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One request on its own connection, so the cluster hands each to the next worker. */
function freshGet(path: string, userAgent = 'cluster-test'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent: false, headers: { 'user-agent': userAgent } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A player with an account, made through the API; answers its id. */
async function playerThroughApi(): Promise<string> {
  const birthYear = new Date().getFullYear() - 20;
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `cluster.${Date.now()}@example.com`,
      password: 'cluster test password',
      name: 'Robin Round',
      role: 'PLAYER',
      birthYear,
      ...TERMS_AGREEMENT,
    }),
  });
  expect(register.status).toBe(201);
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0]!;
  const setup = await fetch(`${base}/api/players/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      firstName: 'Robin',
      lastName: 'Round',
      birthYear,
      category: 'MALE',
      shoots: 'L',
      positions: ['C'],
    }),
  });
  expect(setup.status).toBe(201);
  return ((await setup.json()) as { player: { id: string } }).player.id;
}

/** `n` signed-out views from `n` different visitors (user agents), all at once. */
async function viewsFrom(n: number, playerId: string, tag: string) {
  const statuses = await Promise.all(
    Array.from({ length: n }, (_, i) => freshGet(`/api/players/${playerId}`, `${tag}-visitor-${i}`)),
  );
  expect(statuses).toEqual(Array(n).fill(200));
}

/**
 * The pids that answered the test's profile reads (the log masks the id: a UUID looks like a token to it).
 * A worker's own page warm-up after it starts reads `/api/players/_warm_up_/page` in-process (warmPages):
 * not a visitor's read, and a worker killed right after its start may have logged it.
 */
const profileReadPids = (lines: LogLine[]) =>
  new Set(
    lines
      .filter(
        (l) =>
          l.req?.method === 'GET' &&
          l.req.url.startsWith('/api/players/') &&
          !l.req.url.includes('_warm_up_'),
      )
      .map((l) => l.pid),
  );

describe.skipIf(!pgUrl)('WEB_CONCURRENCY=2 on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  it('two workers answer on one port, a killed one is replaced, and SIGTERM stops both with every view stored and exit 0', async () => {
    await admin(pgUrl!, (c) => c.query(`create database ${scratchDb}`));
    const server = startServer({ DATABASE_URL: scratchUrl(), WEB_CONCURRENCY: '2' });
    await until(() => new Set(listeningPids(server.lines)).size === 2, 'two workers listening');
    const first = new Set(listeningPids(server.lines));
    for (const pid of first) workerPids.add(pid);
    expect(first.has(server.proc.pid!)).toBe(false);
    // Migrations ran once, in the primary: a worker that migrated would have waited on its lock first.
    expect(server.lines.filter((l) => l.msg === 'starting 2 workers')).toHaveLength(1);

    const health = await Promise.all(Array.from({ length: 8 }, () => freshGet('/api/health')));
    expect(health).toEqual(Array(8).fill(200));
    const healthPids = new Set(server.lines.filter((l) => l.req?.url === '/api/health').map((l) => l.pid));
    expect(healthPids).toEqual(first);

    // A worker killed outright is replaced by a new one (a new pid) that answers too.
    const [victim] = [...first];
    process.kill(victim!, 'SIGKILL');
    await until(() => listeningPids(server.lines).length === 3, 'a replacement worker', 120_000);
    const replacement = listeningPids(server.lines)[2]!;
    workerPids.add(replacement);
    expect(first.has(replacement)).toBe(false);

    // Views land on both workers (fresh connections go round) and wait in their memory; SIGTERM comes
    // at once, before the recorders' one-second timers: each worker writes its own on the way out.
    const playerId = await playerThroughApi();
    await viewsFrom(30, playerId, 'cluster');
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Only the two live workers answered: a third pid would be a worker that died and was replaced
    // unasked. The message carries the primary's and workers' start and stop lines to say why.
    const lifeLines = server.lines.filter((l) => /worker|listening/i.test(l.msg ?? ''));
    expect(profileReadPids(server.lines), JSON.stringify(lifeLines)).toEqual(
      new Set([...first].filter((pid) => pid !== victim).concat(replacement)),
    );
    for (const pid of [...first, replacement]) {
      expect(() => process.kill(pid, 0), `worker ${pid} is gone`).toThrow();
    }
    const { rows } = await admin(scratchUrl(), (c) =>
      c.query('select count(*)::int as n from profile_views where player_id = $1', [playerId]),
    );
    expect(rows[0].n).toBe(30);
  }, 300_000);
});

describe.skipIf(Boolean(pgUrl))('WEB_CONCURRENCY=2 on the embedded database', () => {
  it('is refused with a log line, one process serves, and SIGTERM stores the views it holds before exit 0', async () => {
    const server = startServer({ WEB_CONCURRENCY: '2' });
    await until(() => listeningPids(server.lines).length === 1, 'the server listening');
    expect(listeningPids(server.lines)).toEqual([server.proc.pid]);
    expect(server.lines.some((l) => l.msg?.startsWith('WEB_CONCURRENCY=2 is ignored'))).toBe(true);

    const playerId = await playerThroughApi();
    await viewsFrom(20, playerId, 'embedded');
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const client = await PGlite.create(join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from profile_views where player_id = $1',
        [playerId],
      );
      expect(rows[0]!.n).toBe(20);
    } finally {
      await client.close();
    }
  }, 300_000);
});
