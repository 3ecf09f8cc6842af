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
import { StatementNames } from './statement-names.ts';

export type Schema = typeof schema;
/** One type for both drivers: everything above the driver is written against PgDatabase. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The advisory lock the migrations run under on PostgreSQL (any fixed number, unique in this app). */
const MIGRATION_LOCK_KEY = 727_001_175;

/** The SQLSTATE of the notice in which rinkside_notify tells a pooled session of its own change (D367). */
const OWN_CHANGE = 'R0001';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions the migrations create; PGlite must be given their code when it opens. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** What a LISTEN subscriber is told: each notification, and whether it is listening at all. */
export interface ListenHandlers {
  notify(payload: string): void;
  /** False while the listening connection is down (notifications may be missed), true once it listens. */
  state(listening: boolean): void;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on `channel`; resolves once listening, to the function that stops it. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The pg pool's connections (GET /metrics); PGlite has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
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
    const pool = new PreparedPool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // Keep connections open (pg closes them after 10 idle seconds by default): a new connection is a
      // new PostgreSQL backend whose caches start empty, and opening several at once under a burst of
      // requests stalled searches for up to 300 ms (docs/performance.md).
      idleTimeoutMillis: 5 * 60_000,
      // ...without keeping a process alive that has nothing else left to do.
      allowExitOnIdle: true,
      // D349: no parallel workers for a statement. Many requests at once already keep every core busy, and
      // a worker is a process started for the statement: at a million players the search answered 60
      // requests a second with them and 80 without. An `options` parameter in DATABASE_URL overrides this.
      options: '-c max_parallel_workers_per_gather=0',
    });
    // A failing idle client must not crash the process; the next query reports the error.
    pool.on('error', () => {});
    // D367: a pooled connection LISTENs on nothing (PostgreSQL wakes every backend that LISTENs in the database
    // at each notifying commit, whatever its channels). It sets rinkside.own_notices instead, and the triggers'
    // rinkside_notify (migration 0044) then raises each change in that session as a notice (code R0001: the
    // channel as its detail, the payload as its message) besides sending it on its channel. The notices are
    // kept until the connection is out of its transaction (ReadyForQuery with status I) and then handed to this
    // process's subscribers, before the statement's or the commit's answer reaches the code that awaits it: a
    // write is known here by the time the writer's request goes on (D127). A transaction that rolled back is
    // handed on too (a change that did not happen costs a cache entry, never a stale one).
    // The backends of this pool's connections: the copy of their changes that the Listener's connection
    // receives a moment later is the same change again (handled twice, a copy arriving while a
    // page renders made the page cache refuse a render that began after the change, D276).
    const ownBackends = new Set<number>();
    const isCopyOfOwn = (sender: number) => ownBackends.has(sender);
    const listener = new Listener(opts.databaseUrl, isCopyOfOwn);
    const prepared = new WeakSet<pg.PoolClient>();
    pool.prepare = async (client) => {
      if (prepared.has(client)) return;
      // Awaited before the client is handed out (D217); one round trip. The notices must reach the client
      // whatever DATABASE_URL's options set.
      await client.query(
        "select set_config('rinkside.own_notices', 'on', false), set_config('client_min_messages', 'notice', false)",
      );
      prepared.add(client);
      const backend = (client as unknown as { processID: number | null }).processID;
      if (backend !== null) {
        ownBackends.add(backend);
        client.once('end', () => ownBackends.delete(backend));
      }
      /** '<channel> <payload>' of this connection's changes in its current transaction, each once. */
      const changes = new Set<string>();
      client.on('notice', (notice) => {
        if (notice.code === OWN_CHANGE && notice.detail) changes.add(`${notice.detail} ${notice.message}`);
      });
      // Registered after pg's own handler, which settles the query: the awaiting code resumes only after this.
      const connection = (client as unknown as { connection: NodeJS.EventEmitter }).connection;
      connection.on('readyForQuery', (message: { status: string }) => {
        if (message.status !== 'I' || changes.size === 0) return;
        const ended = [...changes];
        changes.clear();
        for (const change of ended) {
          const space = change.indexOf(' ');
          listener.deliver(change.slice(0, space), change.slice(space + 1));
        }
      });
    };
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    await pool.query('select 1');
    return {
      db,
      driver: 'postgres',
      migrate: async () => {
        // Several processes may start at once (machines, or a restart beside a running one): one migrates,
        // the others wait for it and then find nothing left to do (D175).
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          lock.release();
        }
      },
      listen: (channel, handlers) => listener.listen(channel, handlers),
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount + pool.transactionsWaiting,
        max: pool.options.max,
      }),
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
    // In-process: a notification reaches the callback as the committing statement completes.
    listen: async (channel, handlers) => {
      const stop = await pglite.listen(channel, handlers.notify);
      handlers.state(true);
      return async () => {
        handlers.state(false);
        if (!pglite.closed) await stop();
      };
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

const oneAtATime = new WeakSet<pg.PoolClient>();

/**
 * D217: a client sends its next query once the one before has answered, so queries started together on one
 * connection (a Promise.all inside a transaction) wait here, in order, instead of in pg's own queue, which
 * pg 8 warns about ("Calling client.query() when the client is already executing a query is deprecated")
 * and pg 9 refuses. PostgreSQL runs one statement at a time per connection either way, so nothing is
 * slower. The callback and submittable forms (pg-pool's own pool.query, cursors) are passed through.
 */
function oneQueryAtATime(client: pg.PoolClient) {
  if (oneAtATime.has(client)) return;
  oneAtATime.add(client);
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | null | undefined;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') {
      return send(...args);
    }
    const result = tail.then(() => send(...args));
    tail = result.catch(() => {});
    return result;
  }) as typeof client.query;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pool whose clients are made ready (`prepare`: D217, the own-change notices of D367) before anyone is given one, by
 * pool.connect() and by pool.query(), which takes its client through this.connect().
 *
 * D218: transactions (pool.connect() without a callback: drizzle's db.transaction, the migration lock) hold
 * at most `max - reserved` connections at once; the rest stay for single statements (pool.query(): every
 * read outside a transaction, the health check, the session lookup), so a burst of writes queued for the pool
 * does not make every read wait behind it.
 */
class PreparedPool extends pg.Pool {
  prepare: (client: pg.PoolClient) => Promise<void> = async () => {};
  /** Connections kept for single statements (D218). */
  readonly reserved: number;
  private transactionSlots: number;
  private readonly transactionQueue: (() => void)[] = [];
  /** D362: repeated statements prepared once per connection. */
  private readonly statements = new StatementNames();

  constructor(config: pg.PoolConfig & { max: number }) {
    super(config);
    this.reserved = config.max >= 5 ? Math.max(1, Math.floor(config.max / 5)) : 0;
    this.transactionSlots = config.max - this.reserved;
  }

  /** Transactions waiting for one of their connections (GET /metrics adds them to the pool's waiting). */
  get transactionsWaiting() {
    return this.transactionQueue.length;
  }

  private async transactionSlot(): Promise<() => void> {
    if (this.transactionSlots > 0) this.transactionSlots--;
    else await new Promise<void>((resolve) => this.transactionQueue.push(resolve));
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = this.transactionQueue.shift();
      if (next) next();
      else this.transactionSlots++;
    };
  }

  private async ready(): Promise<pg.PoolClient> {
    const client = await super.connect();
    oneQueryAtATime(client);
    this.statements.use(client);
    try {
      await this.prepare(client);
    } catch (err) {
      // A client that could not be made ready is broken: destroyed, not handed back.
      client.release(err as Error);
      throw err;
    }
    return client;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      this.ready().then(
        (client) => callback(undefined, client, (release) => client.release(release)),
        (err: Error) => callback(err, undefined, () => {}),
      );
      return undefined;
    }
    return this.transactionSlot().then(async (free) => {
      let client: pg.PoolClient;
      try {
        client = await this.ready();
      } catch (err) {
        free();
        throw err;
      }
      const release = client.release;
      client.release = (err?: Error | boolean) => {
        free();
        return release(err);
      };
      return client;
    });
  }
}

const RELISTEN_MS = [100, 500, 2_000, 5_000];

/**
 * D367: one LISTEN connection per process for every channel and subscriber (a pooled one would be handed to
 * queries). PostgreSQL wakes every LISTENing backend of the database at each notifying commit, whatever its
 * channels: a connection per subscriber was woken for the changes of every other one. When the connection fails
 * every subscriber is told at once (`state(false)`: it may have missed notifications); the connection is made
 * again with backoff, LISTENs on every channel again and then tells every subscriber `state(true)`. listen()
 * rejects when there is no connection and one cannot be made (the caller runs without its cache).
 */
class Listener {
  private readonly subscribers = new Map<string, Set<ListenHandlers>>();
  /** The connection, once it LISTENs on every channel with a subscriber. */
  private client: pg.Client | undefined;
  /** Every change to the connection and its LISTENs, one at a time. */
  private chain: Promise<unknown> = Promise.resolve();
  private retry: NodeJS.Timeout | undefined;
  private attempt = 0;

  constructor(
    private readonly connectionString: string,
    /** A notification this returns true for (by its sender's backend) is passed over. */
    private readonly skip: (sender: number) => boolean,
  ) {}

  /** LISTEN on `channel`; resolves once listening, to the function that stops it. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
    return this.serial(async () => {
      let set = this.subscribers.get(channel);
      const newChannel = !set;
      if (!set) {
        set = new Set();
        this.subscribers.set(channel, set);
      }
      set.add(handlers);
      const down = !this.client;
      try {
        if (this.client && newChannel) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        else if (down) await this.connect();
      } catch (err) {
        set.delete(handlers);
        if (set.size === 0) this.subscribers.delete(channel);
        throw err;
      }
      // A connection made again here listens for those waiting for the retry as well.
      for (const told of down ? this.everyone() : [handlers]) told.state(true);
      return () => this.unlisten(channel, handlers);
    });
  }

  /** A change on `channel`, to its subscribers (from this connection, or a pooled session's own notice). */
  deliver(channel: string, payload: string) {
    for (const handlers of this.subscribers.get(channel) ?? []) handlers.notify(payload);
  }

  private unlisten(channel: string, handlers: ListenHandlers): Promise<void> {
    return this.serial(async () => {
      const set = this.subscribers.get(channel);
      if (!set?.delete(handlers)) return;
      handlers.state(false);
      if (set.size > 0) return;
      this.subscribers.delete(channel);
      const client = this.client;
      if (this.subscribers.size > 0) {
        await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        return;
      }
      clearTimeout(this.retry);
      this.retry = undefined;
      this.client = undefined;
      await client?.end().catch(() => {});
    });
  }

  private serial<T>(step: () => Promise<T>): Promise<T> {
    const run = this.chain.then(step);
    this.chain = run.catch(() => {});
    return run;
  }

  private everyone(): ListenHandlers[] {
    return [...this.subscribers.values()].flatMap((set) => [...set]);
  }

  /** A connection that LISTENs on every channel with a subscriber (in the chain); throws when it cannot. */
  private async connect(): Promise<void> {
    const next = new pg.Client({ connectionString: this.connectionString });
    next.on('notification', (message) => {
      if (this.skip(message.processId)) return;
      this.deliver(message.channel, message.payload ?? '');
    });
    const lost = () => {
      next.end().catch(() => {});
      if (this.client !== next) return;
      this.client = undefined;
      for (const handlers of this.everyone()) handlers.state(false);
      this.reconnectLater();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      const channels = [...this.subscribers.keys()].map((c) => `LISTEN ${pg.escapeIdentifier(c)}`);
      await next.query(channels.join('; '));
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    this.client = next;
    this.attempt = 0;
  }

  private reconnectLater() {
    if (this.retry || this.subscribers.size === 0) return;
    this.retry = setTimeout(
      () => {
        this.retry = undefined;
        void this.serial(async () => {
          if (this.client || this.subscribers.size === 0) return;
          try {
            await this.connect();
          } catch {
            this.reconnectLater();
            return;
          }
          for (const handlers of this.everyone()) handlers.state(true);
        });
      },
      RELISTEN_MS[Math.min(this.attempt++, RELISTEN_MS.length - 1)],
    );
    this.retry.unref();
  }
}
