import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { loadEnv } from '#server/env.ts';
import type { TestApp } from './test-app.ts';

/**
 * A second app on the test file's database, as a second server process would run (D177, D179): on
 * PostgreSQL through a connection pool (and LISTEN connection) of its own; on PGlite, which one process
 * holds, on the same database object. Either way its in-memory state is its own. Close it before `t`.
 */
export async function secondApp(
  t: TestApp,
  overrides: Partial<BuildAppOptions> = {},
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  let database = t.database;
  let own = false;
  if (t.database.driver === 'postgres') {
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    own = true;
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  });
  const quiet = new Writable({ write: (_chunk, _enc, cb) => cb() });
  const app = await buildApp({ env, database, clientDir: false, logStream: quiet, ...overrides });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (own) await database.close();
    },
  };
}
