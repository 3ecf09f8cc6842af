import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '#common/terms.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'rinkside-shutdown-'));
const port = 39_000 + Math.floor(Math.random() * 1000);
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
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

/** One request on a new connection (no keep-alive reuse): status and Retry-After, or the socket error. */
function freshRequest(path: string): Promise<{ status: number; retryAfter?: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers['retry-after'] as string | undefined,
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
    const result = await slow;
    expect(during).toEqual({ status: 503, retryAfter: '5' });
    expect(health).toMatchObject({ status: 503 });
    expect(result.status).toBe(201);
    expect(await exited).toBe(0);
  }, 180_000);
});
