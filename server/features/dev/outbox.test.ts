import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'rinkside-outbox-client-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Rinkside</title><div id="root"></div>');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

// Production refuses to start without SMTP_URL (D167); the app below is still built on the outbox transport.
const envWith = (NODE_ENV?: string) =>
  loadEnv({
    NODE_ENV,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SMTP_URL: NODE_ENV === 'production' ? 'smtp://127.0.0.1:2525' : undefined,
  });

async function outboxAnswers(NODE_ENV: string | undefined) {
  const t = await createTestApp({ env: envWith(NODE_ENV), clientDir, mailKind: 'outbox' });
  try {
    const api = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    return { api: api.statusCode, page: page.statusCode, pageType: String(page.headers['content-type']) };
  } finally {
    await t.close();
  }
}

describe('the development outbox', () => {
  it.each([undefined, 'development', 'test'])(
    'works when NODE_ENV is %s (npm start sets none)',
    async (mode) => {
      const res = await outboxAnswers(mode);
      expect(res.api).toBe(200);
      expect(res.page).toBe(200);
      expect(res.pageType).toMatch(/text\/html/);
    },
  );

  describe('outside production, for whom', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: envWith(undefined), clientDir, mailKind: 'outbox' });
    });
    afterAll(() => t?.close());
    const statuses = async (from: { remoteAddress: string; headers?: Record<string, string> }) => [
      (await t.app.inject({ method: 'GET', url: '/api/dev/outbox', ...from })).statusCode,
      (await t.app.inject({ method: 'GET', url: '/dev/outbox', ...from })).statusCode,
    ];

    it.each(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])(
      'answers a browser on the server itself (%s)',
      async (ip) => {
        expect(await statuses({ remoteAddress: ip })).toEqual([200, 200]);
      },
    );

    it.each(['192.168.1.20', '203.0.113.9', '::ffff:10.0.0.7', 'fe80::1'])(
      'does not exist for another machine (%s), neither the API nor the page',
      async (ip) => {
        expect(await statuses({ remoteAddress: ip })).toEqual([404, 404]);
      },
    );

    it('does not exist for a request relayed by a proxy on this machine, whatever address it claims', async () => {
      for (const headers of <Record<string, string>[]>[
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
      ]) {
        expect(await statuses({ remoteAddress: '127.0.0.1', headers })).toEqual([404, 404]);
      }
    });
  });

  it('does not exist in production, neither the API nor the page, even on the outbox transport', async () => {
    const res = await outboxAnswers('production');
    expect(res.api).toBe(404);
    expect(res.page).toBe(404);
  });
});
