import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './client.ts';

/**
 * The PostgreSQL pool (D217, D367): every pooled connection is told to raise its own changes as notices, and
 * LISTENs on nothing, before it runs the query it was taken for, and never has two queries on it at once (pg 8 warns "Calling
 * client.query() when the client is already executing a query is deprecated", pg 9 refuses).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('PostgreSQL pool and its own changes', () => {
  let database: Database | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await database?.close();
    database = undefined;
  });

  /** Counts client.query() calls made while another query was already queued on the same client. */
  function watchQueries() {
    const seen = { calls: 0, onBusyClient: [] as string[] };
    const original = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client & { _queryQueue: unknown[] },
      ...args: unknown[]
    ) {
      seen.calls++;
      // The exact condition under which pg emits the deprecation (pg/lib/client.js, query()).
      if (this._queryQueue.length > 0) {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
        seen.onBusyClient.push(String(text));
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    return seen;
  }

  it('starts no parallel workers for a statement (D349), unless DATABASE_URL sets its own options', async () => {
    const setting = async (url: string) => {
      database = await openDatabase({ databaseUrl: url, poolSize: 2 });
      const result = await database.db.execute(sql`show max_parallel_workers_per_gather`);
      await database.close();
      database = undefined;
      return (result as unknown as { rows: { max_parallel_workers_per_gather: string }[] }).rows[0]
        ?.max_parallel_workers_per_gather;
    };
    const url = process.env.TEST_DATABASE_URL as string;
    expect(await setting(url)).toBe('0');
    const own = new URL(url);
    own.searchParams.set('options', '-c max_parallel_workers_per_gather=1');
    expect(await setting(own.toString())).toBe('1');
  });

  /** What rinkside_notify (migration 0044) does in a pooled session: the change on its channel, and the notice. */
  const change = (channel: string, payload: string) =>
    sql.raw(
      `do $$ begin perform pg_notify('${channel}', '${payload}'); ` +
        `raise notice using message = '${payload}', detail = '${channel}', errcode = 'R0001'; end $$`,
    );
  const READY = sql`select array(select pg_listening_channels()) as channels, current_setting('rinkside.own_notices', true) as own`;
  type Ready = { channels: string[]; own: string | null };

  it('runs one query at a time on each client, and every client is ready for its own changes before its first query, listening on nothing (D367)', async () => {
    const channel = `pool_test_${process.pid}`;
    const seen = watchQueries();
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 4 });
    const heard: string[] = [];
    await database.listen(channel, { notify: (p) => heard.push(p), state: () => {} });
    const heardBeforeCommit: boolean[] = [];
    const heardAtCommit: boolean[] = [];

    // More queries at once than the pool has connections: new connections open while others are reused.
    const answers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        if (i % 3 !== 0) return database!.db.execute(sql`${READY}, pg_sleep(0.01)`);
        const r = await database!.db.transaction(async (tx) => {
          const r = await tx.execute(READY);
          await tx.execute(change(channel, `tx${i}`));
          await tx.execute(sql`select 1`);
          heardBeforeCommit.push(heard.includes(`tx${i}`));
          return r;
        });
        heardAtCommit.push(heard.includes(`tx${i}`));
        return r;
      }),
    );
    expect(seen.calls).toBeGreaterThan(24);
    expect(seen.onBusyClient).toEqual([]);
    // Each query's connection was already set for its own changes, and listened on nothing, when the query ran.
    const rows = answers.flatMap((a) => (a as unknown as { rows: Ready[] }).rows);
    expect(rows).toHaveLength(24);
    for (const row of rows) expect(row).toMatchObject({ channels: [], own: 'on' });
    // A pooled session's change is handed on once its transaction has ended, by the time its commit answers
    // (before the dedicated listener hears it), and the listener's copy is passed over: each change once.
    expect(heardBeforeCommit).toEqual(Array(8).fill(false));
    expect(heardAtCommit).toEqual(Array(8).fill(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.filter((p) => p.startsWith('tx')).sort()).toEqual(
      Array.from({ length: 8 }, (_, k) => `tx${k * 3}`).sort(),
    );
    expect(database.poolStats?.().total).toBeLessThanOrEqual(4);
  });

  it("a single statement's own change is handed on by the time it answers, whatever DATABASE_URL's client_min_messages (D367)", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.searchParams.set('options', '-c client_min_messages=error');
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const channel = `pool_test_one_${process.pid}`;
    const other = `pool_test_other_${process.pid}`;
    const heard: string[] = [];
    const heardElsewhere: string[] = [];
    await database.listen(channel, { notify: (p) => heard.push(p), state: () => {} });
    await database.listen(other, { notify: (p) => heardElsewhere.push(p), state: () => {} });
    await database.db.execute(change(channel, 'one'));
    expect(heard).toEqual(['one']);
    // A transaction that rolled back is handed on too (a cache entry lost, never a stale one kept).
    await database.db
      .transaction(async (tx) => {
        await tx.execute(change(channel, 'rolled back'));
        tx.rollback();
      })
      .catch(() => {});
    expect(heard).toEqual(['one', 'rolled back']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['one', 'rolled back']);
    expect(heardElsewhere).toEqual([]);
  });

  it('one LISTEN connection for every channel and subscriber, made again after it fails (D367)', async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 2 });
    const prefix = `pool_test_shared_${process.pid}`;
    const names = ['a', 'b', 'c'].map((n) => `${prefix}_${n}`);
    const heard: Record<string, string[]> = { a1: [], a2: [], b: [], c: [] };
    const states: Record<string, boolean[]> = { a1: [], a2: [], b: [], c: [] };
    const subscriber = (key: string) => ({
      notify: (p: string) => heard[key]!.push(p),
      state: (listening: boolean) => states[key]!.push(listening),
    });
    const stopA1 = await database.listen(names[0]!, subscriber('a1'));
    const stopA2 = await database.listen(names[0]!, subscriber('a2'));
    const stopB = await database.listen(names[1]!, subscriber('b'));
    const stopC = await database.listen(names[2]!, subscriber('c'));
    // Another session's changes (a pooled session's own are passed over by the listener, D276).
    const writer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await writer.connect();
    const listeners = async () =>
      (
        await writer.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and query like $1`,
          [`%LISTEN "${prefix}%`],
        )
      ).rows.map((r) => r.pid);
    const notifyAll = (payload: string) =>
      writer.query(names.map((n) => `select pg_notify('${n}', '${payload}')`).join('; '));
    const until = async (done: () => boolean) => {
      const end = Date.now() + 5000;
      while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    };
    try {
      expect(await listeners()).toHaveLength(1);
      await notifyAll('one');
      await until(() => heard.c!.length > 0);
      expect(heard).toEqual({ a1: ['one'], a2: ['one'], b: ['one'], c: ['one'] });

      // The connection fails: every subscriber is told at once, and again once it listens on every channel.
      const [listener] = await listeners();
      await writer.query('select pg_terminate_backend($1)', [listener]);
      await until(() => Object.values(states).every((s) => s.length === 3));
      for (const key of Object.keys(states)) expect(states[key]).toEqual([true, false, true]);
      expect(await listeners()).toHaveLength(1);
      expect(await listeners()).not.toContain(listener);
      await notifyAll('two');
      await until(() => heard.c!.length > 1);
      expect(heard.b).toEqual(['one', 'two']);

      // A subscriber stops: the others of its channel still hear; a channel left without any is not listened to.
      await stopA1();
      await stopB();
      await notifyAll('three');
      await until(() => heard.c!.length > 2);
      expect(heard).toEqual({
        a1: ['one', 'two'],
        a2: ['one', 'two', 'three'],
        b: ['one', 'two'],
        c: ['one', 'two', 'three'],
      });
      // The last one gone, the connection is closed.
      await stopA2();
      await stopC();
      expect(await listeners()).toEqual([]);
    } finally {
      await writer.end();
    }
  });

  it('queries started together in a transaction (Promise.all) go one at a time, in order, and all answer', async () => {
    const seen = watchQueries();
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 2 });
    await database.listen(`pool_test_tx_${process.pid}`, { notify: () => {}, state: () => {} });
    const answers = await database.db.transaction(async (tx) =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          tx
            .execute(sql`select ${i}::int as n, pg_sleep(0.005)`)
            .then((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n),
        ),
      ),
    );
    expect(answers).toEqual([0, 1, 2, 3, 4, 5]);
    // A failing query in the middle fails alone; the rest of the batch reports the aborted transaction.
    const settled = await database.db
      .transaction(async (tx) =>
        Promise.allSettled([
          tx.execute(sql`select 1`),
          tx.execute(sql`select 1 / 0`),
          tx.execute(sql`select 2`),
        ]),
      )
      .catch((err: Error) => err);
    expect(Array.isArray(settled) && settled.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect(seen.onBusyClient).toEqual([]);
  });

  it('transactions leave connections for single statements (D218): a read answers while writes hold the rest', async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 5 });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const began: number[] = [];
    // Six transactions for a pool of five: four hold a connection until the gate opens, two wait.
    const writes = Array.from({ length: 6 }, (_, i) =>
      database!.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        began.push(i);
        await gate;
      }),
    );
    try {
      const until = Date.now() + 5000;
      while (began.length < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 50));
      expect(began).toHaveLength(4);
      // The health check's statement goes through while every transaction connection is held.
      const read = await Promise.race([
        database.db.execute(sql`select 1 as one`).then(() => 'answered'),
        new Promise((r) => setTimeout(() => r('waited behind the transactions'), 2000)),
      ]);
      expect(read).toBe('answered');
      expect(database.poolStats?.().waiting).toBe(2);
    } finally {
      open();
      await Promise.allSettled(writes);
    }
    expect(began).toHaveLength(6);
    expect(database.poolStats?.().waiting).toBe(0);
  });

  it('a connection that cannot be made ready is not handed out, and the query reports the error', async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 2 });
    await database.listen(`pool_test_ok_${process.pid}`, { notify: () => {}, state: () => {} });
    // The next client taken fails its setup: the caller is told, and the pool goes on with a fresh client.
    const original = pg.Client.prototype.query;
    let failed = false;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      if (!failed && typeof args[0] === 'string' && args[0].includes('rinkside.own_notices')) {
        failed = true;
        return Promise.reject(new Error('setup refused'));
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    // Two at once so that a second connection opens (the first is already set up).
    const results = await Promise.allSettled([
      database.db.execute(sql`select pg_sleep(0.05)`),
      database.db.execute(sql`select pg_sleep(0.05)`),
    ]);
    expect(failed).toBe(true);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const after = await database.db.execute(READY);
    expect((after as unknown as { rows: Ready[] }).rows).toEqual([{ channels: [], own: 'on' }]);
  });

  it('prepares a statement sent again and again once per connection (D362); one without parameters is never named', async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL as string, poolSize: 1 });
    const db = database.db;
    const prepared = async () =>
      (
        (await db.execute(sql`select statement from pg_prepared_statements`)) as unknown as {
          rows: { statement: string }[];
        }
      ).rows.map((r) => r.statement);
    expect(await prepared()).toEqual([]);
    for (let n = 1; n <= 6; n++) {
      const result = await db.execute(sql`select ${n}::int * 2 as doubled`);
      expect((result as unknown as { rows: { doubled: number }[] }).rows).toEqual([{ doubled: n * 2 }]);
      // Inside a transaction too: the same connection, the same prepared statement.
      await db.transaction(async (tx) => {
        const inTx = await tx.execute(sql`select ${n}::int * 2 as doubled`);
        expect((inTx as unknown as { rows: { doubled: number }[] }).rows).toEqual([{ doubled: n * 2 }]);
      });
    }
    expect(await prepared()).toEqual(['select $1::int * 2 as doubled']);
    for (let n = 0; n < 5; n++) await db.execute(sql`select 2 * 2`);
    expect(await prepared()).toEqual(['select $1::int * 2 as doubled']);
    // A prepared statement that fails in a transaction rolls the transaction back and stays usable after it.
    // drizzle wraps the driver's error ("Failed query: ..."), PostgreSQL's is its cause.
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'answered',
        (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message),
      );
    expect(
      await failure(
        db.transaction(async (tx) => {
          await tx.execute(sql`select ${0}::int * 2 as doubled`);
          await tx.execute(sql`select 1 / ${0}::int as quotient`);
        }),
      ),
    ).toBe('division by zero');
    for (const n of [0, 1, 2, 3]) {
      const again = await db.execute(sql`select ${n}::int * 2 as doubled`);
      expect((again as unknown as { rows: { doubled: number }[] }).rows).toEqual([{ doubled: n * 2 }]);
    }
    // Named from its third sending on: a failure on a named statement leaves it usable as well.
    const quotient = (d: number) => db.execute(sql`select 6 / ${d}::int as quotient`);
    for (let n = 0; n < 3; n++) expect(await failure(quotient(0))).toBe('division by zero');
    const answer = await quotient(3);
    expect((answer as unknown as { rows: { quotient: number }[] }).rows).toEqual([{ quotient: 2 }]);
    expect(await prepared()).toContain('select 6 / $1::int as quotient');
  });
});
