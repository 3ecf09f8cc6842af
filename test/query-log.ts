import type { Database } from '#server/db/client.ts';

/** A driver client as far as a query log needs it: node-postgres's Pool and PGlite both have `query`. */
interface QueryClient {
  query(...args: unknown[]): Promise<unknown>;
}

/**
 * Logs the SQL statements the app sends to its database while `run` runs: every call of the driver's
 * `query` (node-postgres's pool or PGlite, which is where drizzle sends each statement). The text of each
 * is kept, so a failing assertion shows what ran. Nothing else may use the database meanwhile.
 */
export async function logQueries<T>(
  db: Database['db'],
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: QueryClient, ...args: unknown[]) {
    const [query] = args;
    statements.push(typeof query === 'string' ? query : String((query as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    const result = await run();
    return { result, statements };
  } finally {
    client.query = original;
  }
}
