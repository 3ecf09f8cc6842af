import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { describeStartup, withoutCredentials } from './startup-summary.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://mailer:mail-secret@smtp.example.com:465',
  APP_URL: 'https://rinkside.example',
  DATABASE_URL: 'postgres://app:db-secret@db.internal:5432/rinkside',
} as const;

const describeWith = (source: Record<string, string>, driver: 'pglite' | 'postgres' = 'postgres') =>
  describeStartup(loadEnv(source), { driver });

/** The summary's line about one concern ("payments: ..."). */
const line = (summary: { lines: string[] }, concern: string) =>
  summary.lines.find((l) => l.startsWith(`${concern}: `));

describe('describeStartup', () => {
  it('lists a fresh development machine: test checkout, outbox, disk, demo data, this process, loopback metrics', () => {
    const summary = describeWith({}, 'pglite');
    expect(line(summary, 'database')).toBe('database: embedded PostgreSQL in ./data');
    expect(line(summary, 'payments')).toBe(
      'payments: local test checkout, no card is charged (plans are free to take)',
    );
    expect(line(summary, 'e-mail')).toContain('development outbox at http://localhost:3000/dev/outbox');
    expect(line(summary, 'storage')).toBe('storage: disk in data/media');
    expect(line(summary, 'demo data')).toContain('seeded when missing');
    expect(line(summary, 'shared state')).toBe('shared state: this process only (embedded database)');
    expect(line(summary, 'metrics')).toContain('loopback only');
    expect(summary.warnings).toEqual([]);
  });

  it('lists a production server: payments off, SMTP host, no demo data, PostgreSQL shared state', () => {
    const summary = describeWith(PRODUCTION);
    expect(line(summary, 'payments')).toBe(
      'payments: off (no STRIPE_SECRET_KEY): paid plans say payments are not available',
    );
    expect(line(summary, 'e-mail')).toBe(
      'e-mail: SMTP via smtps://smtp.example.com:465, from Rinkside <no-reply@rinkside.local>',
    );
    expect(line(summary, 'database')).toBe('database: PostgreSQL at postgres://db.internal:5432/rinkside');
    expect(line(summary, 'demo data')).toBe('demo data: none (never in production)');
    expect(line(summary, 'shared state')).toContain('shared state: PostgreSQL');
    expect(summary.warnings).toEqual([]);
  });

  it('names the Stripe key by kind and the missing webhook secret, never the key', () => {
    const live = describeWith({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_supersecret' });
    expect(line(live, 'payments')).toBe('payments: Stripe with a live key, no webhook secret');
    expect(live.warnings.join('\n')).toContain('STRIPE_WEBHOOK_SECRET is not set');
    const test = describeWith({
      ...PRODUCTION,
      STRIPE_SECRET_KEY: 'sk_test_supersecret',
      STRIPE_WEBHOOK_SECRET: 'whsec_hush',
      TEST_CHECKOUT: 'true',
    });
    expect(line(test, 'payments')).toBe('payments: Stripe with a test key, webhook verified');
    expect(test.warnings).toEqual(['TEST_CHECKOUT=true is ignored: STRIPE_SECRET_KEY is set']);
    expect(JSON.stringify([live, test])).not.toMatch(/supersecret|hush/);
  });

  it('warns when production runs the free test checkout by TEST_CHECKOUT=true', () => {
    const summary = describeWith({ ...PRODUCTION, TEST_CHECKOUT: 'true' });
    expect(line(summary, 'payments')).toContain('local test checkout');
    expect(summary.warnings).toEqual([expect.stringContaining('TEST_CHECKOUT=true in production')]);
  });

  it('warns when APP_URL is not https in production, not in development', () => {
    const summary = describeWith({ ...PRODUCTION, APP_URL: 'http://rinkside.example' });
    expect(summary.warnings).toEqual([
      expect.stringContaining('APP_URL is not https (http://rinkside.example)'),
    ]);
    expect(describeWith({ APP_URL: 'http://localhost:3000' }, 'pglite').warnings).toEqual([]);
  });

  it('shows S3, Redis, a metrics token and a refused SEED_DEMO without their secrets', () => {
    const summary = describeWith({
      ...PRODUCTION,
      S3_BUCKET: 'rinkside-media',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'AKIDSECRET',
      S3_SECRET_ACCESS_KEY: 's3-secret-key',
      REDIS_URL: 'redis://:redis-secret@cache.internal:6379/2',
      METRICS_TOKEN: 'metrics-token-0123456789',
      SEED_DEMO: 'true',
    });
    expect(line(summary, 'storage')).toBe('storage: S3 bucket rinkside-media at https://s3.example.com');
    expect(line(summary, 'shared state')).toContain('Redis at redis://cache.internal:6379/2');
    expect(line(summary, 'metrics')).toContain('METRICS_TOKEN');
    expect(line(summary, 'demo data')).toBe('demo data: none (never in production; SEED_DEMO=true ignored)');
    expect(JSON.stringify(summary)).not.toMatch(
      /mail-secret|db-secret|AKIDSECRET|s3-secret|redis-secret|0123456789/,
    );
  });

  it('says payments are off outside production when TEST_CHECKOUT=false', () => {
    expect(line(describeWith({ TEST_CHECKOUT: 'false' }, 'pglite'), 'payments')).toContain('payments: off');
  });
});

describe('withoutCredentials', () => {
  it('drops the user, password and query of a URL, and says so when it cannot read one', () => {
    expect(withoutCredentials('smtp://u:p@host:25/?pool=true')).toBe('smtp://host:25');
    expect(withoutCredentials('not a url')).toBe('(unreadable URL)');
  });
});
