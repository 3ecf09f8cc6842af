import { type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** What drizzle's `.prepare()` returns: a statement built once, run with its placeholders' values. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The part of a drizzle session this module reads: the connection it runs statements on. */
interface SessionOnConnection {
  client: unknown;
  constructor: object;
}

/**
 * A statement whose SQL drizzle builds once per process instead of on every call (D364). `build` writes it
 * with `sql.placeholder(name)` for every value that changes between calls and returns it prepared; the
 * function returned runs it, with those values, on the connection of the handle it is given: the pool, or
 * the connection of a transaction, which drizzle's own prepared statements cannot reach (they run on the
 * handle they were built on). One build per driver (node-postgres and PGlite prepare differently); the
 * values are never part of the build, so no call sees another's.
 */
export function builtOnce<R, V extends Record<string, unknown>>(
  build: (db: DbOrTx) => Prepared<R>,
): (db: DbOrTx, values: V) => Promise<R> {
  const byDriver = new WeakMap<object, Prepared<R>>();
  return (db, values) => {
    const session = db._.session as unknown as SessionOnConnection;
    let prepared = byDriver.get(session.constructor);
    if (!prepared) {
      prepared = build(db);
      byDriver.set(session.constructor, prepared);
    }
    // Both drivers' prepared statements run on their `client`: this call's is the handle's connection.
    const onConnection: Prepared<R> = Object.create(prepared, { client: { value: session.client } });
    return onConnection.execute(values);
  };
}

/**
 * For a statement built once that writes a row: a placeholder for each of the row's columns, named `prefix`
 * and the column's key (`keys` lists them all: `satisfies Record<keyof Row, true>` keeps it whole). The call
 * passes the row's values through `filled` with the same prefix.
 */
export function placeholdersOf<K extends string>(
  keys: Record<K, true>,
  prefix: string,
): Record<K, Placeholder> {
  return Object.fromEntries(Object.keys(keys).map((key) => [key, sql.placeholder(prefix + key)])) as Record<
    K,
    Placeholder
  >;
}

/** A row's values as the placeholders of placeholdersOf with the same prefix are named. */
export function filled(values: Record<string, unknown>, prefix: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [prefix + key, value]));
}
