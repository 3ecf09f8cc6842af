import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, withPgClient } from '#test/pg-admin.ts';
import { TERMS_AGREEMENT } from '#test/test-app.ts';

/**
 * Crash safety (docs/security.md, reliability): kill -9 during a stream of writes loses no row the server
 * acknowledged, on the driver under test (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'rinkside-crash-'));
const port = 40_000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const scratchDb = `rinkside_crash_${process.pid}`;
let child: ChildProcess | undefined;

const scratchUrl = () => (pgUrl ? databaseUrl(pgUrl, scratchDb) : undefined);
const admin = <T>(fn: (c: pg.Client) => Promise<T>) => withPgClient(pgUrl!, fn);

afterAll(async () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) await admin((c) => c.query(`drop database if exists ${scratchDb} with (force)`));
});

function startServer(): { exited: Promise<number | null> } {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: base };
  env.DATA_DIR = dataDir;
  Object.assign(env, { SEED_DEMO: 'false', LOG_LEVEL: 'warn', SMTP_URL: '' });
  if (pgUrl) env.DATABASE_URL = scratchUrl();
  else delete env.DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'ignore' });
  const proc = child;
  return { exited: new Promise((resolve) => proc.on('exit', (code) => resolve(code))) };
}

async function waitForHealth(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

describe('crash safety', () => {
  it('kill -9 during a stream of writes loses no acknowledged row, and the server starts again', async () => {
    if (pgUrl) await admin((c) => c.query(`create database ${scratchDb}`));
    startServer();
    await waitForHealth(150_000);

    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `crash.${Date.now()}@example.com`,
        password: 'crash test password',
        name: 'Casey Crash',
        role: 'PLAYER',
        birthYear: new Date().getFullYear() - 19,
        ...TERMS_AGREEMENT,
      }),
    });
    expect(register.status).toBe(201);
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0]!;
    const headers = { 'content-type': 'application/json', cookie };
    const setup = await fetch(`${base}/api/players/setup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        firstName: 'Casey',
        lastName: 'Crash',
        birthYear: new Date().getFullYear() - 19,
        category: 'MALE',
        shoots: 'L',
        positions: ['C'],
      }),
    });
    expect(setup.status).toBe(201);
    const playerId = ((await setup.json()) as { player: { id: string } }).player.id;

    // Four writers add goals until the process dies; each goal the server answered 201 was committed.
    const acknowledged: string[] = [];
    let n = 0;
    const writer = async () => {
      for (;;) {
        const goal = `crash goal ${n++}`;
        try {
          const res = await fetch(`${base}/api/players/${playerId}/goals`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ goal, type: 'career' }),
          });
          if (res.status !== 201) return;
          acknowledged.push(goal);
        } catch {
          return;
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));
    child!.kill('SIGKILL');
    await writers;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    startServer();
    await waitForHealth(150_000);
    const res = await fetch(`${base}/api/players/${playerId}/goals`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const stored = new Set(((await res.json()) as { goals: { goal: string }[] }).goals.map((g) => g.goal));
    expect(acknowledged.filter((g) => !stored.has(g))).toEqual([]);
  }, 300_000);
});
