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
