import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run dev` (D273) as a developer starts it: the app and Vite's dev server on one port. The test edits
 * nothing in the repository (hot updates were proven in a browser by hand); its data goes to a temporary
 * folder.
 */

const ROOT = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'rinkside-dev-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((done) => child!.once('exit', done));
    // npm, tsx watch and the server: the whole process group the test started.
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 20_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

async function waitForPage(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer 200 in ${timeoutMs} ms`);
}

/** A WebSocket handshake on the app's port with Vite's ping protocol: the status it is answered with. */
function upgradeStatus(port: number): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-protocol': 'vite-ping',
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      done(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', fail);
    req.end();
  });
}

describe('npm run dev', () => {
  it('serves a server-rendered page, the client modules from Vite and its HMR socket on the app port', async () => {
    const port = await freePort();
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    // The embedded database and this process's own state: nothing shared with other runs.
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    child = spawn('npm', ['run', 'dev'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForPage(`${base}/api/health/ready`, 200_000);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${output.slice(-3000)}`);
    }

    // The landing page, server-rendered from the source, with Vite's client and the source entry.
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('id="hero-heading"');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('src="/client/app/main.tsx"');
    expect(html).toContain('<link rel="stylesheet" href="/client/styles.css" />');
    // Scripts stay 'self' only; Vite's restart watcher runs in a blob: worker.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self' blob:");

    // A client module, transformed by Vite, with React Refresh's preamble first.
    const entry = await fetch(`${base}/client/app/main.tsx`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toContain('javascript');
    const code = await entry.text();
    expect(code).toContain('@vitejs/plugin-react/preamble');
    expect(code).toContain('hydrateRoot');
    expect((await fetch(`${base}/@vite/client`)).status).toBe(200);
    const styles = await fetch(`${base}/client/styles.css`, { headers: { accept: 'text/css,*/*;q=0.1' } });
    expect(styles.headers.get('content-type')).toContain('text/css');
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
    // A file Vite does not have is a 404, not the page shell; the API is the app's.
    const missing = await fetch(`${base}/client/no-such-module.tsx`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // Vite's HMR socket answers on the same port.
    expect(await upgradeStatus(port)).toBe(101);
  }, 300_000);
});
