import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { TERMS_VERSION } from '#common/terms.ts';
import { type BuildAppOptions, buildApp } from '#server/app.ts';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '#server/db/client.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { loadEnv } from '#server/env.ts';

/** A fresh database for one test file: a copy of the migrated template, on the driver under test. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('pgTemplateDb');
    const name = `rinkside_t_${template.replace('rinkside_tpl_', '')}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (err) {
        // Two files copying the template at the same instant: try again shortly.
        if (attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    return openDroppedOnClose(url, name, 4);
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  const client = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
  return openDatabase({ pglite: client });
}

/** Opens database `name` on the server of `url`; closing it also drops it. */
export async function openDroppedOnClose(url: string, name: string, poolSize: number): Promise<Database> {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), poolSize });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const TEST_LIMITS = {
  register: { max: 1000, timeWindow: '1 minute' },
  verifyEmail: { max: 1000, timeWindow: '1 minute' },
  emailSend: { perAccount: 1000, perIp: 1000, windowMs: 60_000 },
  billing: {
    checkout: { max: 1000, timeWindow: '1 minute' },
    checkoutRead: { max: 1000, timeWindow: '1 minute' },
  },
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  logs: string[];
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({
    env,
    database,
    clientDir: false,
    logStream,
    // Each app counts under its own keys, so apps on one Redis or one database share no limits (D173).
    limitKeyPrefix: `test-${randomBytes(6).toString('hex')}`,
    ...overrides,
    // Test files create many accounts from one IP; the limits themselves have their own tests.
    limits: { ...TEST_LIMITS, ...overrides.limits },
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The Cookie header to send back, from a response's Set-Cookie. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((k) => k.name.endsWith('rs_session'));
  if (!c) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `${c.name}=${c.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** What every registration carries besides the account: agreement to the Terms and Privacy in force. */
export const TERMS_AGREEMENT = { acceptTerms: true, termsVersion: TERMS_VERSION } as const;

/** A player's birth year old enough to sign up alone (an adult, so no parental consent either). */
export const ADULT_BIRTH_YEAR = new Date().getFullYear() - 20;

export async function registerAndLogin(
  app: FastifyInstance,
  input: {
    email?: string;
    password?: string;
    name?: string;
    role?: 'PLAYER' | 'PARENT';
    birthYear?: number;
  } = {},
) {
  const role = input.role ?? 'PLAYER';
  const body = {
    email: input.email ?? uniqueEmail(),
    password: input.password ?? 'correct horse battery',
    name: input.name ?? 'Jamie Skater',
    role,
    ...(role === 'PLAYER' ? { birthYear: input.birthYear ?? ADULT_BIRTH_YEAR } : {}),
    ...TERMS_AGREEMENT,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  return { ...body, cookie: sessionCookie(res), user: res.json().user as { id: string } };
}

/** The token in the newest e-mail of a type to an address, read from the queue as a user reads the outbox. */
export async function latestEmailToken(db: Database['db'], to: string, emailType: string): Promise<string> {
  const [row] = await db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.to, to), eq(emailQueue.emailType, emailType)))
    .orderBy(desc(emailQueue.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${emailType} e-mail to ${to}`);
  const m = row.body.match(/token=([A-Za-z0-9_-]+)|\/([A-Za-z0-9_-]{40,})(?:\s|$)/);
  const token = m?.[1] ?? m?.[2];
  if (!token) throw new Error('no token in e-mail body');
  return token;
}
