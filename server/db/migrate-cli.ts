import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await database.close();
console.log(`migrations applied (${database.driver})`);
