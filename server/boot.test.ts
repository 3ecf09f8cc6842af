import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-app.ts';
import { prepareData } from './boot.ts';
import type { Database } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { createUser } from './db/seed/factories.ts';
import { loadEnv } from './env.ts';
import { verifyPassword } from './lib/password.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function recordingLog() {
  const lines: { level: 'info' | 'warn'; msg: string }[] = [];
  return {
    lines,
    info: (msg: string) => lines.push({ level: 'info', msg }),
    warn: (msg: string) => lines.push({ level: 'warn', msg }),
  } as unknown as Parameters<typeof prepareData>[2] & { lines: typeof lines };
}

const envFor = (email: string) =>
  loadEnv({
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: 'bootstrap password',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });

const usersWith = (email: string) => database.db.select().from(users).where(eq(users.email, email));

describe('the bootstrap administrator (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('is created when absent, verified, with the given password', async () => {
    const log = recordingLog();
    await prepareData(database.db, envFor('Boss@Example.com'), log);
    const rows = await usersWith('boss@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'ADMIN', emailVerified: true });
    expect(await verifyPassword(rows[0]!.passwordHash, 'bootstrap password')).toBe(true);
    expect(log.lines.some((l) => l.msg.includes('created'))).toBe(true);
  });

  it('is idempotent: a second start leaves the one admin as it is', async () => {
    const [before] = await usersWith('boss@example.com');
    await prepareData(database.db, envFor('boss@example.com'), recordingLog());
    const rows = await usersWith('boss@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(before);
  });

  it('does not promote an existing account with that e-mail, and warns', async () => {
    const squatter = await createUser(database.db, { email: 'taken@example.com', role: 'PLAYER' });
    const log = recordingLog();
    await prepareData(database.db, envFor('taken@example.com'), log);
    const rows = await usersWith('taken@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: squatter.id, role: 'PLAYER', passwordHash: squatter.passwordHash });
    expect(log.lines).toContainEqual({
      level: 'warn',
      msg: expect.stringContaining('not made an administrator'),
    });
  });
});

/** What production needs at least to start (D167). */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.com:587',
  APP_URL: 'https://rinkside.example',
} as const;

describe('demo data in production', () => {
  it('is never seeded when NODE_ENV=production, on the embedded database or with SEED_DEMO=true, and start says so', async () => {
    for (const source of [{}, { SEED_DEMO: 'true' }]) {
      const env = loadEnv({ ...PRODUCTION, LOG_LEVEL: 'silent', ...source });
      expect(env.SEED_DEMO).toBe(false);
      const log = recordingLog();
      await prepareData(database.db, env, log);
      expect(log.lines).toContainEqual({ level: 'info', msg: expect.stringContaining('no demo data') });
      if ('SEED_DEMO' in source) {
        expect(log.lines).toContainEqual({
          level: 'warn',
          msg: expect.stringContaining('SEED_DEMO=true is ignored'),
        });
      }
    }
    const demo = await database.db.select().from(users).where(eq(users.email, 'admin@rinkside.demo'));
    expect(demo).toEqual([]);
  });

  it('is refused by the start-up step itself even if a caller passes SEED_DEMO on in production', async () => {
    const env = { ...loadEnv({ ...PRODUCTION, LOG_LEVEL: 'silent' }), SEED_DEMO: true };
    await prepareData(database.db, env, recordingLog());
    const demo = await database.db.select().from(users).where(eq(users.email, 'admin@rinkside.demo'));
    expect(demo).toEqual([]);
  });
});
