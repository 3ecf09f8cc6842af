import { join } from 'node:path';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { paymentsModeOf } from './lib/payments.ts';

/** What start-up knows beyond the configuration: the database driver that was opened. */
export interface StartupFacts {
  driver: Database['driver'];
}

/** The start log's account of what is on (D168): one line per concern, and what an operator should fix. */
export interface StartupSummary {
  lines: string[];
  warnings: string[];
}

/** A URL as it may appear in a log: scheme, host, port and path, never a user name or password. */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(unreadable URL)';
  }
}

/**
 * Describes what this server does with its configuration, for the start log (D168): payments, e-mail,
 * storage, demo data, shared state and metrics, each on one line, plus warnings about settings that are
 * allowed but unsafe in production (D167: an APP_URL that is not https; D165: the test checkout on).
 * No secret appears: URLs lose their credentials, keys are named by kind only.
 */
export function describeStartup(env: Env, facts: StartupFacts): StartupSummary {
  const production = env.NODE_ENV === 'production';
  const lines: string[] = [];
  const warnings: string[] = [];

  lines.push(
    `database: ${
      facts.driver === 'pglite'
        ? `embedded PostgreSQL in ${env.DATA_DIR}`
        : `PostgreSQL at ${env.DATABASE_URL ? withoutCredentials(env.DATABASE_URL) : '(unknown)'}`
    }`,
  );

  const payments = paymentsModeOf(env);
  if (payments === 'stripe') {
    const live = env.STRIPE_SECRET_KEY?.startsWith('sk_live_');
    lines.push(
      `payments: Stripe with a ${live ? 'live' : 'test'} key${env.STRIPE_WEBHOOK_SECRET ? ', webhook verified' : ', no webhook secret'}`,
    );
    if (!env.STRIPE_WEBHOOK_SECRET) {
      warnings.push(
        'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused, so renewals, cancellations and failed payments are not applied',
      );
    }
    if (env.TEST_CHECKOUT) warnings.push('TEST_CHECKOUT=true is ignored: STRIPE_SECRET_KEY is set');
  } else if (payments === 'test') {
    lines.push('payments: local test checkout, no card is charged (plans are free to take)');
    if (production) {
      warnings.push(
        'TEST_CHECKOUT=true in production: anyone can take a paid plan without paying; set STRIPE_SECRET_KEY to take payments',
      );
    }
  } else {
    lines.push(
      `payments: off (no STRIPE_SECRET_KEY${production ? '' : ', TEST_CHECKOUT=false'}): paid plans say payments are not available`,
    );
  }

  lines.push(
    env.SMTP_URL
      ? `e-mail: SMTP via ${withoutCredentials(env.SMTP_URL)}, from ${env.MAIL_FROM}`
      : `e-mail: development outbox at ${env.APP_URL}/dev/outbox, for a browser on this machine only (set SMTP_URL to send)`,
  );

  lines.push(
    env.S3_BUCKET
      ? `storage: S3 bucket ${env.S3_BUCKET} at ${withoutCredentials(env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION ?? 'us-east-1'}.amazonaws.com`)}`
      : `storage: disk in ${join(env.DATA_DIR, 'media')}`,
  );

  if (env.SEED_DEMO) {
    lines.push('demo data: seeded when missing (demo accounts with published passwords)');
  } else {
    // boot.ts warns about a refused SEED_DEMO=true itself, as it skips the seeding.
    lines.push(
      `demo data: none${production ? ` (never in production${env.SEED_DEMO_REFUSED ? '; SEED_DEMO=true ignored' : ''})` : ''}`,
    );
  }

  // Where limits and caches live so they hold across processes (docs/security.md, Several processes).
  lines.push(
    env.REDIS_URL
      ? `shared state: Redis at ${withoutCredentials(env.REDIS_URL)} (limits and caches hold across processes)`
      : facts.driver === 'postgres'
        ? 'shared state: PostgreSQL (limits and caches hold across processes; set REDIS_URL for Redis)'
        : 'shared state: this process only (embedded database)',
  );

  lines.push(
    env.METRICS_TOKEN
      ? 'metrics: GET /metrics for the loopback and requests bearing METRICS_TOKEN'
      : 'metrics: GET /metrics for the loopback only (set METRICS_TOKEN for a scraper on another machine)',
  );

  if (production && !env.APP_URL.startsWith('https://')) {
    warnings.push(
      `APP_URL is not https (${env.APP_URL}): session cookies are sent without Secure and no HSTS is sent; use the https address people open`,
    );
  }
  if (env.WEB_CONCURRENCY > 1) lines.push(`workers: ${env.WEB_CONCURRENCY}`);

  return { lines, warnings };
}
