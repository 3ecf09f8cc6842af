import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: everything above the driver is written against PgDatabase. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions the migrations create; PGlite must be given their code when it opens. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite instance made by the caller (tests load a migrated template into one). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // Keep connections open (pg closes them after 10 idle seconds by default): a new connection is a
      // new PostgreSQL backend whose caches start empty, and opening several at once under a burst of
      // requests stalled searches for up to 300 ms (docs/performance.md).
      idleTimeoutMillis: 5 * 60_000,
      // ...without keeping a process alive that has nothing else left to do.
      allowExitOnIdle: true,
    });
    // A failing idle client must not crash the process; the next query reports the error.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    await pool.query('select 1');
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = resolve(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
