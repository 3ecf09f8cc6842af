import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '#common/terms.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'rinkside-shutdown-'));
/** The port of the server under test (each test starts its own). */
let port = 3600 + Math.floor(Math.random() * 40);
let child: ChildProcess | undefined;
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  for (const cleanup of cleanups) await cleanup();
});

async function waitForHealth(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

type Answer = { status: number; retryAfter?: string; body: string } | { error: string };

/** One request on a new connection (no keep-alive reuse): status, Retry-After and body, or the socket error. */
function freshRequest(path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers['retry-after'] as string | undefined,
          body,
        }),
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });
}

describe('the server process', () => {
  it('on SIGTERM answers new requests 503 while it finishes the request still in flight, then exits 0', async () => {
    const env: Record<string, string> = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    } as Record<string, string>;
    // The process lifecycle is driver-independent; the embedded database keeps the test self-contained.
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    await waitForHealth(150_000);

    const body = JSON.stringify({
      email: `slow.${Date.now()}@example.com`,
      password: 'slow request password',
      name: 'Slow Poke',
      role: 'PLAYER',
      birthYear: 2000,
      acceptTerms: true,
      termsVersion: TERMS_VERSION,
    });
    // A request whose body is still arriving when the signal comes.
    const slow = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/register',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child!.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 200);
    });
    // While the slow request is still arriving, a new visitor gets an answer, not a refused connection.
    await new Promise((r) => setTimeout(r, 400));
    const during = await freshRequest('/api/auth/me');
    const health = await freshRequest('/api/health');
    const ready = await freshRequest('/api/health/ready');
    const live = await freshRequest('/api/health/live');
    const result = await slow;
    expect(during).toMatchObject({ status: 503, retryAfter: '5' });
    expect(health).toMatchObject({ status: 503 });
    expect(ready).toMatchObject({ status: 503 });
    expect('body' in ready && JSON.parse(ready.body)).toMatchObject({ reason: 'draining' });
    expect(live).toMatchObject({ status: 200 });
    expect(result.status).toBe(201);
    expect(await exited).toBe(0);
  }, 180_000);

  // PGlite migrates on the server's own thread (the event loop does not turn until it is done); PostgreSQL
  // migrates over the network, so the process answers meanwhile (D182).
  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)(
    'listens while it migrates: alive, not ready, other requests 503; ready once migrated (PostgreSQL)',
    async () => {
      port += 1;
      const name = `rinkside_ops_start_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const target = new URL(url!);
      target.pathname = `/${name}`;
      // Migrations wait on a lock held here: the server stays in its start-up for as long as the test likes.
      const holder = new pg.Client({ connectionString: target.toString() });
      await holder.connect();
      await holder.query(`create schema drizzle;
        create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
      await holder.query('begin');
      await holder.query('lock table drizzle.__drizzle_migrations in access exclusive mode');

      const env: Record<string, string> = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: target.toString(),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      } as Record<string, string>;
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
      const until = Date.now() + 150_000;
      let live = await freshRequest('/api/health/live');
      while (!('status' in live) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 200));
        live = await freshRequest('/api/health/live');
      }
      expect(live).toMatchObject({ status: 200 });
      const ready = await freshRequest('/api/health/ready');
      expect(ready).toMatchObject({ status: 503 });
      expect('body' in ready && JSON.parse(ready.body)).toMatchObject({ reason: 'starting' });
      expect(await freshRequest('/api/health')).toMatchObject({ status: 503 });
      expect(await freshRequest('/api/auth/me')).toMatchObject({ status: 503, retryAfter: '5' });

      await holder.query('commit');
      await holder.end();
      await waitForHealth(60_000);
      expect(await freshRequest('/api/health/ready')).toMatchObject({ status: 200 });
      expect(await freshRequest('/api/auth/me')).toMatchObject({ status: 401 });
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    180_000,
  );
});
