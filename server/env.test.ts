import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDotEnv, loadEnv } from './env.ts';

/** What production needs at least (D167): a mail transport and the public address. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.com:587',
  APP_URL: 'https://rinkside.example',
} as const;

describe('configuration', () => {
  it('has working defaults on a fresh machine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      APP_URL: 'http://localhost:3000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('seeds demo data by default only on the embedded database; SEED_DEMO decides when set', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/rinkside';
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ DATABASE_URL: url }).SEED_DEMO).toBe(false);
    expect(loadEnv({ DATABASE_URL: url, SEED_DEMO: '' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ DATABASE_URL: url, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('never seeds demo data in production, whatever the driver or SEED_DEMO, and remembers a refused request', () => {
    expect(loadEnv(PRODUCTION)).toMatchObject({ SEED_DEMO: false, SEED_DEMO_REFUSED: false });
    expect(loadEnv({ ...PRODUCTION, SEED_DEMO: 'true' })).toMatchObject({
      SEED_DEMO: false,
      SEED_DEMO_REFUSED: true,
    });
  });

  it('listens on this machine only by default, on every interface in production, and HOST overrides both', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv(PRODUCTION).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('keeps per-address ceilings of 20 sign-ups and 100 e-mails unless told otherwise, and refuses nonsense', () => {
    expect(loadEnv({})).toMatchObject({ SIGNUPS_PER_IP: 20, EMAILS_PER_IP: 100 });
    expect(loadEnv({ SIGNUPS_PER_IP: '200', EMAILS_PER_IP: '500' })).toMatchObject({
      SIGNUPS_PER_IP: 200,
      EMAILS_PER_IP: 500,
    });
    expect(() => loadEnv({ SIGNUPS_PER_IP: '0' })).toThrowError(/SIGNUPS_PER_IP/);
    expect(() => loadEnv({ EMAILS_PER_IP: 'lots' })).toThrowError(/EMAILS_PER_IP/);
  });

  it('refuses production without SMTP_URL, naming it and what to set (D167)', () => {
    const { SMTP_URL: _, ...withoutMail } = PRODUCTION;
    expect(() => loadEnv(withoutMail)).toThrowError(
      /SMTP_URL: required when NODE_ENV=production: .*smtps?:\/\//,
    );
    // Empty counts as unset, as in .env.example.
    expect(() => loadEnv({ ...PRODUCTION, SMTP_URL: '' })).toThrowError(/SMTP_URL: required/);
    expect(() => loadEnv({ ...withoutMail, APP_URL: PRODUCTION.APP_URL })).not.toThrowError(/APP_URL/);
  });

  it('refuses production without APP_URL, naming it and what to set (D167)', () => {
    const { APP_URL: _, ...withoutAddress } = PRODUCTION;
    expect(() => loadEnv(withoutAddress)).toThrowError(
      /APP_URL: required when NODE_ENV=production: .*https:\/\//,
    );
    expect(() => loadEnv(withoutAddress)).not.toThrowError(/SMTP_URL/);
    // Both missing: both are named in one message.
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrowError(
      /SMTP_URL: required[\s\S]*APP_URL: required/,
    );
  });

  it('starts in production with both set, an http APP_URL included (the start log warns about it)', () => {
    expect(loadEnv(PRODUCTION)).toMatchObject({ SMTP_URL: PRODUCTION.SMTP_URL, APP_URL: PRODUCTION.APP_URL });
    expect(loadEnv({ ...PRODUCTION, APP_URL: 'http://rinkside.internal:8080/' }).APP_URL).toBe(
      'http://rinkside.internal:8080',
    );
  });

  it('needs neither SMTP_URL nor APP_URL in development and tests', () => {
    expect(() => loadEnv({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => loadEnv({ NODE_ENV: 'test' })).not.toThrow();
    expect(loadEnv({ NODE_ENV: 'test' }).SMTP_URL).toBeUndefined();
  });

  it('reads TEST_CHECKOUT as a yes/no switch, unset by default, and refuses other words', () => {
    expect(loadEnv({}).TEST_CHECKOUT).toBeUndefined();
    expect(loadEnv({ TEST_CHECKOUT: 'true' }).TEST_CHECKOUT).toBe(true);
    expect(loadEnv({ TEST_CHECKOUT: 'off' }).TEST_CHECKOUT).toBe(false);
    expect(() => loadEnv({ TEST_CHECKOUT: 'sure' })).toThrowError(/TEST_CHECKOUT/);
  });

  it('treats empty values as unset, as in .env.example', () => {
    expect(loadEnv({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad value with a clear message', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrowError(
      /PORT: .*\n.*DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n.*SEED_DEMO/s,
    );
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'boss@example.com' })).toThrowError(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('reads .env when present, without overriding variables set in the real environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rinkside-dotenv-'));
    try {
      const file = join(dir, '.env');
      writeFileSync(file, '# comment\nPORT=4100\nLOG_LEVEL=debug\nMAIL_FROM="Rinkside <x@example.com>"\n');
      const target: Record<string, string | undefined> = { LOG_LEVEL: 'warn' };
      expect(loadDotEnv(file, target)).toBe(true);
      expect(target).toEqual({ PORT: '4100', LOG_LEVEL: 'warn', MAIL_FROM: 'Rinkside <x@example.com>' });
      expect(loadEnv(target)).toMatchObject({ PORT: 4100, LOG_LEVEL: 'warn' });
      expect(loadDotEnv(join(dir, 'missing.env'), target)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
