import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { createTestApp } from '../../../test/test-app.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'rinkside-outbox-client-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Rinkside</title>');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const envWith = (NODE_ENV?: string) =>
  loadEnv({ NODE_ENV, APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });

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

  it('does not exist in production, neither the API nor the page, even without SMTP', async () => {
    const res = await outboxAnswers('production');
    expect(res.api).toBe(404);
    expect(res.page).toBe(404);
  });
});
