import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_LIMITS } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { loadEnv } from '#server/env.ts';
import { ownedPlayer, signIn } from '#test/players-kit.ts';
import { markRecruiterVerified } from '#test/recruiters-kit.ts';
import { createTestApp, TERMS_AGREEMENT, type TestApp, uniqueEmail } from '#test/test-app.ts';

/**
 * Every limit holds exactly across processes sharing one store (D170): two apps built on one database
 * (PostgreSQL: two pools on one database, as two processes would have) or one Redis, each serving every
 * other request. On the embedded database the store is memory, for one process: one app serves them all.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
const hasRedis = await redisAnswers();
if (!hasRedis) {
  if (process.env.CI === 'true') throw new Error(`Redis does not answer at ${REDIS_URL}; CI needs it`);
  console.warn(`Redis does not answer at ${REDIS_URL}: the Redis cases of shared-limits.test.ts are skipped`);
}

const LIMITS = {
  ...DEFAULT_LIMITS,
  messaging: { conversationsPerHour: 10, conversationsPerDay: 25, messagesPerHour: 4, sharesPerDay: 3 },
};

interface Processes {
  t: TestApp;
  /** The app of request i: the two processes in turn (or the one). */
  appFor(i: number): FastifyInstance;
  close(): Promise<void>;
}

async function startProcesses(store: 'redis' | 'database'): Promise<Processes> {
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...(store === 'redis' ? { REDIS_URL } : {}),
  });
  const t = await createTestApp({ env, limits: LIMITS, limitKeyPrefix: prefix, profileCache: false });
  const single = store === 'database' && t.database.driver === 'pglite';
  let second: Database | undefined;
  let other: FastifyInstance | undefined;
  if (!single) {
    if (t.database.driver === 'postgres') {
      const { rows } = await (
        t.db as unknown as { $client: { query(q: string): Promise<{ rows: { db: string }[] }> } }
      ).$client.query('select current_database() as db');
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.db}`;
      second = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    }
    other = await buildApp({
      env,
      database: second ?? t.database,
      clientDir: false,
      limits: LIMITS,
      limitKeyPrefix: prefix,
      profileCache: false,
      logStream: new Writable({ write: (_c, _e, cb) => cb() }),
    });
    await other.ready();
  }
  return {
    t,
    appFor: (i) => (other && i % 2 === 1 ? other : t.app),
    async close() {
      await other?.close();
      await second?.close();
      await t.close();
    },
  };
}

const setups: { name: string; store: 'redis' | 'database'; run: boolean }[] = [
  {
    name: onPostgres
      ? 'PostgreSQL, two processes on one database'
      : 'memory, one process (embedded database)',
    store: 'database',
    run: true,
  },
  { name: 'Redis, two processes', store: 'redis', run: hasRedis },
];

describe.each(setups)('limits in one store: $name', ({ store, run }) => {
  let p: Processes;
  beforeAll(async () => {
    if (run) p = await startProcesses(store);
  });
  afterAll(async () => {
    await p?.close();
  });
  const accountWithPassword = async () => ({ email: (await signIn(p.t)).user.email });
  const send = (i: number, opts: InjectOptions) => p.appFor(i).inject(opts);

  it.runIf(run)('failed logins: 5 pass, the 6th overall is 429 whichever process answers', async () => {
    const account = await accountWithPassword();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await send(i, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: 'wrong guess here' },
        remoteAddress: '10.60.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it.runIf(run)('parallel failed logins across processes: exactly 5 reach the password check', async () => {
    const account = await accountWithPassword();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        send(i, {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: 'parallel guess' },
          remoteAddress: '10.60.0.2',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(DEFAULT_LIMITS.login.perPair);
    expect(codes.filter((c) => c === 429)).toHaveLength(16 - DEFAULT_LIMITS.login.perPair);
  });

  it.runIf(run)('password e-mails: exactly 10 an hour for one account, then 429', async () => {
    const account = (await signIn(p.t)).user;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await send(i, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
        remoteAddress: `10.61.0.${i}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(200), 429, 429]);
    const resets = await p.t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, account.email), eq(emailQueue.emailType, 'password_reset')));
    expect(resets).toHaveLength(10);
  });

  it.runIf(run)('sign-ups: exactly 20 from one address in 10 minutes, then 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await send(i, {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: uniqueEmail('wave'),
          password: 'password123',
          name: 'Wave Signup',
          role: 'PARENT',
          ...TERMS_AGREEMENT,
        },
        remoteAddress: '10.62.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(20).fill(201), 429, 429]);
  });

  it.runIf(run)('messages an hour and shares a day: exact across processes', async () => {
    const coach = await signIn(p.t, 'RECRUITER', 'Casey Coach');
    const patched = await p.t.app.inject({
      method: 'PATCH',
      url: '/api/recruiters/me',
      headers: { cookie: coach.cookie },
      payload: { orgName: 'State University', division: 'D1', programGender: 'men' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await markRecruiterVerified(p.t, coach.user.id);
    const { player } = await ownedPlayer(p.t, { birthYear: new Date().getFullYear() - 19 });
    const started = await p.t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: coach.cookie },
      payload: { playerId: player.id, body: 'Hello from State University!' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json().conversation.id as string;

    const messages: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await send(i, {
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: coach.cookie },
        payload: { body: `Message ${i}` },
      });
      messages.push(res.statusCode);
    }
    expect(messages).toEqual([201, 201, 201, 201, 429, 429]);

    const shares: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(i, {
        method: 'POST',
        url: `/api/players/${player.id}/share`,
        headers: { cookie: coach.cookie },
        payload: { email: uniqueEmail('colleague') },
      });
      shares.push(res.statusCode);
    }
    expect(shares).toEqual([200, 200, 200, 429, 429]);
  });
});
