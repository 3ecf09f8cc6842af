import { prepareData } from './boot.ts';
import { openDatabase } from './db/client.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await prepareData(database.db, env, console);
await database.close();
console.log('seed complete');
