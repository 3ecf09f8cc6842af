import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withTestApp } from '#test/with-test-app.ts';

// The project's HTML shell, so that pages are server-rendered (their API calls answered in-process).
const clientDir = mkdtempSync(join(tmpdir(), 'rinkside-reqid-'));
writeFileSync(
  join(clientDir, 'index.html'),
  readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8'),
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { t } = withTestApp({ clientDir });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The log lines written for one request id. */
const linesOf = (id: string) =>
  t.logs
    .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: { url?: string } })
    .filter((l) => l.reqId === id);

describe('X-Request-Id', () => {
  it('keeps a safe id the caller sent, answers it, and logs every line of the request under it', async () => {
    const id = 'lb-7f3a.92_Q-request';
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const lines = linesOf(id);
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('replaces an id that is too long or holds other characters with a new random one', async () => {
    for (const given of ['a'.repeat(65), 'has space', 'line\u2028break', 'quote"', 'x;rm', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      const answered = String(res.headers['x-request-id']);
      expect(answered).toMatch(UUID);
      expect(linesOf(answered).length).toBeGreaterThan(0);
      expect(t.logs.join('\n')).not.toContain(given || 'never-matches');
    }
  });

  it('makes a new id for each request that sends none', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('is on error answers too: a 404, a 400 and an error logged by the error handler', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'bad-body-1' },
      payload: { email: 'not an e-mail' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toBe('bad-body-1');
  });

  it("a server-rendered page's in-process API calls are logged under the page's id", async () => {
    const id = 'page-render-1';
    const res = await t.app.inject({
      method: 'GET',
      url: '/player/no-such-player-reqid',
      headers: { 'x-request-id': id, 'user-agent': 'request-id-test' },
    });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-request-id']).toBe(id);
    const urls = linesOf(id).map((l) => l.req?.url);
    expect(urls).toContain('/player/no-such-player-reqid');
    expect(urls.some((u) => u?.startsWith('/api/players/'))).toBe(true);
  });
});
