import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { withTestApp } from '#test/with-test-app.ts';
import { looksLikeFile } from './app.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'rinkside-static-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><title>Rinkside shell</title><div id="root"></div>',
);
writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// What the build writes beside a large file (vite.config.ts precompress).
const bigJs = `export const text = ${JSON.stringify('slap shot '.repeat(500))};`;
writeFileSync(join(clientDir, 'assets', 'big-5678.js'), bigJs);
writeFileSync(join(clientDir, 'assets', 'big-5678.js.br'), brotliCompressSync(bigJs));
writeFileSync(join(clientDir, 'assets', 'big-5678.js.gz'), gzipSync(bigJs));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { t } = withTestApp({ clientDir });
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('static files and the SPA shell', () => {
  it('serves existing build files', async () => {
    const js = await get('/assets/app-1234.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });

  it('sends the build-time brotli or gzip copy to a client that accepts it, with Vary, and keeps caching', async () => {
    const as = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/big-5678.js', headers: { 'accept-encoding': encoding } });
    const br = await as('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(bigJs.length / 5);
    const gz = await as('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await as('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigJs);
    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });

  it.each([
    '/assets/nope.js',
    '/assets/nope',
    '/favicon.ico',
    '/images/logo.png',
    '/player/x/report.pdf?v=1',
  ])('a missing file %s is a 404, not the HTML shell', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  // The public pages (/, /player/{slug}, ...) are server-rendered: server/features/pages/pages.test.ts.
  it.each(['/login', '/recruiter/lists/123', '/verify-email?token=abc.def'])(
    'the app route %s gets the HTML shell',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Rinkside shell');
    },
  );

  it('unknown API paths stay JSON 404s', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('looksLikeFile', () => {
  it('tells file paths from app routes', () => {
    expect(looksLikeFile('/assets/index-abc.css')).toBe(true);
    expect(looksLikeFile('/site.webmanifest')).toBe(true);
    expect(looksLikeFile('/player/jamie-skater-x7k2')).toBe(false);
    expect(looksLikeFile('/dev/outbox')).toBe(false);
    expect(looksLikeFile('/approve-profile/AbC_dEf-123')).toBe(false);
  });
});
