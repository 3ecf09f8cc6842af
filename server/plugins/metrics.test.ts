import { describe, expect, it } from 'vitest';
import { emailQueue } from '#server/db/schema/index.ts';
import { loadEnv } from '#server/env.ts';
import { withTestApp } from '#test/with-test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

const { t } = withTestApp({
  env: loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    METRICS_TOKEN: TOKEN,
    // A proxy is trusted: request.ip follows X-Forwarded-For, which must still not open /metrics.
    TRUST_PROXY: 'true',
  }),
  // Every view is dropped, so the drop counter has something to count.
  viewRecorder: { maxBuffered: 0 },
});

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of one series line, `name{labels} value`, or undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics: who may read it', () => {
  it('answers a direct connection from this machine without a token, in the Prometheus format', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('answers another address that bears the token', async () => {
    const res = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('is a 404 for another address without the token, or with a wrong one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}X` },
      { authorization: TOKEN },
      { authorization: 'Bearer ' },
    ]) {
      const res = await scrape(headers, '203.0.113.9');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
      expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    }
  });

  it('is a 404 for another address that claims the loopback through the trusted proxy header', async () => {
    const res = await scrape({ 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9');
    expect(res.statusCode).toBe(404);
  });

  it('is a 404 for a request a proxy on this machine forwarded (the socket is the loopback)', async () => {
    for (const headers of [
      { 'x-forwarded-for': '198.51.100.7' } as Record<string, string>,
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=198.51.100.7' },
    ]) {
      expect((await scrape(headers, '127.0.0.1')).statusCode).toBe(404);
    }
    // ...unless it bears the token.
    const withToken = await scrape({ 'x-forwarded-for': '198.51.100.7', authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
  });

  it('answers the IPv6 loopback and an IPv4-mapped loopback', async () => {
    expect((await scrape({}, '::1')).statusCode).toBe(200);
    expect((await scrape({}, '::ffff:127.0.0.1')).statusCode).toBe(200);
    expect((await scrape({}, '::ffff:10.0.0.1')).statusCode).toBe(404);
  });
});

describe('GET /metrics: what it reports', () => {
  it('times requests by route pattern, method and status, never by the URL asked for', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/players/no-such-player-q9z8' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-q9z8' });
    const text = (await scrape()).body;
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{route="/api/health",method="GET",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/players\/:[a-zA-Z]+",method="GET",status_code="404"\} 1/,
    );
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{route="(unmatched)",method="GET",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('q9z8');
  });

  it('counts login throttles: the answers 429 of the login route', async () => {
    const before = seriesValue((await scrape()).body, 'rinkside_login_throttled_total') ?? 0;
    let refused = 0;
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody.metrics@example.com', password: 'wrong password' },
      });
      if (res.statusCode === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    const text = (await scrape()).body;
    expect(seriesValue(text, 'rinkside_login_throttled_total')).toBe(before + refused);
    expect(seriesValue(text, 'rinkside_rate_limited_total{route="/api/auth/login"}')).toBe(before + refused);
  });

  it('reports the database pool', async () => {
    const text = (await scrape()).body;
    expect(seriesValue(text, 'rinkside_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'rinkside_db_pool_waiting_queries')).toBe(0);
    if (t.database.driver === 'postgres') {
      expect(seriesValue(text, 'rinkside_db_pool_connections{state="max"}')).toBe(4);
      expect(seriesValue(text, 'rinkside_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports the e-mail queue by status, read from the database at each scrape', async () => {
    const long = new Date(Date.now() - 60_000);
    const row = { to: 'q@example.com', subject: 's', body: 'b', emailType: 'test' };
    await t.db.insert(emailQueue).values([
      { ...row, status: 'queued', nextAttemptAt: long },
      { ...row, status: 'queued', errorMessage: 'connection refused', attempts: 2 },
      { ...row, status: 'failed', errorMessage: 'mailbox unavailable', attempts: 5 },
      { ...row, status: 'failed', errorMessage: 'mailbox unavailable', attempts: 5 },
      { ...row, status: 'sent', sentAt: new Date() },
    ]);
    const text = (await scrape()).body;
    expect(seriesValue(text, 'rinkside_email_queue_messages{status="queued"}')).toBe(1);
    expect(seriesValue(text, 'rinkside_email_queue_messages{status="retrying"}')).toBe(1);
    expect(seriesValue(text, 'rinkside_email_queue_messages{status="failed"}')).toBe(2);
    expect(seriesValue(text, 'rinkside_email_queue_oldest_due_seconds')).toBeGreaterThanOrEqual(59);
  });

  it('counts profile views the recorder dropped', async () => {
    const view = {
      playerId: '00000000-0000-4000-8000-000000000000',
      viewerUserId: null,
      viewerRole: 'ANONYMOUS',
      viewerKey: 'k',
      viewedOn: '2026-11-28',
      createdAt: new Date(),
    };
    t.app.ctx.profileViews.record(view);
    t.app.ctx.profileViews.record({ ...view, viewerKey: 'k2' });
    expect(seriesValue((await scrape()).body, 'rinkside_profile_views_dropped_total')).toBe(2);
    t.app.ctx.profileViews.record({ ...view, viewerKey: 'k3' });
    expect(seriesValue((await scrape()).body, 'rinkside_profile_views_dropped_total')).toBe(3);
  });
});
