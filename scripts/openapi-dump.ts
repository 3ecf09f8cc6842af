/**
 * Writes the OpenAPI document the app serves at GET /api/openapi.json to a file (default
 * dist/openapi.json), for `redocly lint` in CI (D186). The app is built as in production's configuration
 * defaults, on an empty in-memory database: the document depends on the routes, never on data.
 *
 *     npx tsx scripts/openapi-dump.ts [out-file]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app.ts';
import { openDatabase, PGLITE_EXTENSIONS } from '../server/db/client.ts';
import { loadEnv } from '../server/env.ts';

const out = resolve(process.argv[2] ?? 'dist/openapi.json');
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'https://rinkside.example' });
const database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
const app = await buildApp({ env, database, mailKind: 'outbox', profileCache: false, clientDir: false });
try {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200)
    throw new Error(`GET /api/openapi.json answered ${res.statusCode}: ${res.body}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(res.json(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${out}`);
} finally {
  await app.close();
  await database.close();
}
