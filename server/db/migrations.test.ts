import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { createTestDatabase, openDroppedOnClose } from '#test/test-app.ts';
import { prepareData } from '../boot.ts';
import { loadEnv } from '../env.ts';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from './client.ts';

/**
 * A database with nothing in it, on the driver under test: a fresh in-memory PGlite, or on PostgreSQL a
 * newly created empty database (named like the run's copies, so a crashed run's is dropped at teardown).
 */
async function createEmptyDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }) });
  const template = inject('pgTemplateDb');
  const name = `rinkside_t_${template.replace('rinkside_tpl_', '')}_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return openDroppedOnClose(url, name, 2);
}

const COUNTED = ['users', 'players', 'subscription_tiers', 'features', 'tier_features'] as const;

describe('migrations', () => {
  it('apply cleanly to the database under test, and a second run is a no-op', async () => {
    const database = await createTestDatabase();
    try {
      const count = async () => {
        const res = await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const before = await count();
      expect(before).toBeGreaterThan(0);
      await database.migrate();
      await database.migrate();
      expect(await count()).toBe(before);
      const tables = await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(35);
    } finally {
      await database.close();
    }
  });

  it('from an empty database: migrate, then the start-up data preparation twice changes nothing the second time', async () => {
    const database = await createEmptyDatabase();
    try {
      const tables = async () =>
        (
          (await database.db.execute(
            sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n;
      expect(await tables()).toBe(0);
      await database.migrate();
      expect(await tables()).toBeGreaterThanOrEqual(35);

      const counts = async () => {
        const out: Record<string, number> = {};
        for (const table of COUNTED) {
          const res = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
          out[table] = (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
        }
        return out;
      };
      // What a start does (server/main.ts): tiers, the bootstrap admin, demo data (a few hundred players).
      // The demo photos are written to DATA_DIR/media: a temporary folder, not the project's ./data.
      const dataDir = mkdtempSync(join(tmpdir(), 'rinkside-boot-'));
      onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
      const env = loadEnv({
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: 'bootstrap.admin@example.com',
        ADMIN_PASSWORD: 'bootstrap password',
        LOG_LEVEL: 'silent',
      });
      const log = { info() {}, warn() {} };
      await prepareData(database.db, env, log);
      const first = await counts();
      expect(first.subscription_tiers).toBe(4);
      expect(first.features).toBeGreaterThan(0);
      expect(first.tier_features).toBeGreaterThan(0);
      expect(first.players).toBeGreaterThanOrEqual(300);
      expect(first.users).toBeGreaterThan(1);

      await prepareData(database.db, env, log);
      expect(await counts()).toEqual(first);
    } finally {
      await database.close();
    }
  }, 120_000);
});
