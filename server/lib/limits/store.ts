import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '#server/lib/errors.ts';

/** Where the counts live: Redis (REDIS_URL), the app's PostgreSQL, or this process's memory (PGlite). */
export type LimitStoreKind = 'redis' | 'postgres' | 'memory';

/** A limit: at most `points` units per key in a window of `windowMs`, counted under `name`. */
export interface LimitRule {
  name: string;
  points: number;
  windowMs: number;
}

/** A declared limit; its keys are the identities it counts (an address, an account, a pair). */
export interface Limit {
  readonly rule: LimitRule;
  /** The units counted under `key` in its current window (0 when none). */
  peek(key: string): Promise<number>;
  /** Sets the count under `key` for one window from now. */
  put(key: string, points: number): Promise<void>;
  /** Forgets every unit counted under `key`. */
  forget(key: string): Promise<void>;
}

/** One unit of one limit, for one key. */
export interface LimitUnit {
  limit: Limit;
  key: string;
}

export type Reservation =
  | { ok: true; release(): Promise<void> }
  | { ok: false; retryAfterSeconds: number; refusedBy: Limit };

export interface LimitStore {
  readonly kind: LimitStoreKind;
  /** True when a Redis outage is answered from each process's memory (D170). */
  readonly insured: boolean;
  declare(rule: LimitRule): Limit;
  /**
   * Takes one unit under every unit's key, or none when any of them is at its limit: the units already
   * taken are handed back, so a refusal costs nothing (D172). `release` hands a reservation back (a
   * success that should not use up the allowance); it never throws.
   */
  reserve(units: readonly LimitUnit[]): Promise<Reservation>;
  close(): Promise<void>;
}

export interface LimitStoreOptions {
  /** Every key starts with it: one deployment's processes share it, tests use a random one (D173). */
  keyPrefix: string;
  redisUrl?: string;
  /** The app's node-postgres pool (driver postgres); without it and without Redis: memory. */
  pgPool?: pg.Pool;
  /** Told when Redis becomes unreachable and when it is back. */
  onRedisState?(up: boolean, err?: Error): void;
}

/** The PostgreSQL table the counts live in, created by migration 0022 (D171). */
export const RATE_LIMIT_TABLE = 'rate_limits';
const SWEEP_MS = 5 * 60_000;
const REDIS_READY_WAIT_MS = 5_000;

/**
 * Identities (e-mail addresses, IPs) are stored hashed: the store holds no personal data, and every key has
 * the same short length whatever the address (D173).
 */
export function hashedKey(identity: string): string {
  return createHash('sha256').update(identity).digest('base64url');
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const unavailable = () =>
  new AppError('UNAVAILABLE', 'The server is busy. Please try again in a moment.', {
    headers: { 'retry-after': '5' },
  });

/** Picks the store: Redis when REDIS_URL is set, PostgreSQL with the app's pool, memory otherwise. */
export async function createLimitStore(opts: LimitStoreOptions): Promise<LimitStore> {
  const { keyPrefix } = opts;
  let redis: Redis | undefined;
  let make: (rule: LimitRule, prefix: string) => RateLimiterAbstract;
  let kind: LimitStoreKind;
  let sweep: NodeJS.Timeout | undefined;

  if (opts.redisUrl) {
    kind = 'redis';
    // No offline queue: while Redis is unreachable a call fails at once and the insurance answers (D170),
    // instead of requests waiting on a queue.
    const client = new Redis(opts.redisUrl, {
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    redis = client;
    let up = false;
    client.on('ready', () => {
      if (!up) opts.onRedisState?.(true);
      up = true;
    });
    client.on('error', (err: Error) => {
      if (up) opts.onRedisState?.(false, err);
      up = false;
    });
    await Promise.race([
      client.connect().catch((err: Error) => opts.onRedisState?.(false, err)),
      new Promise((resolve) => setTimeout(resolve, REDIS_READY_WAIT_MS).unref()),
    ]);
    make = (rule, prefix) =>
      new RateLimiterRedis({
        storeClient: client,
        rejectIfRedisNotReady: true,
        keyPrefix: prefix,
        points: rule.points,
        duration: secondsOf(rule.windowMs),
        insuranceLimiter: new RateLimiterMemory({
          keyPrefix: prefix,
          points: rule.points,
          duration: secondsOf(rule.windowMs),
        }),
      });
  } else if (opts.pgPool) {
    kind = 'postgres';
    const pool = opts.pgPool;
    make = (rule, prefix) => {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        // One sweep for the whole table, below, rather than a timer per limit.
        clearExpiredByTimeout: false,
        keyPrefix: prefix,
        points: rule.points,
        duration: secondsOf(rule.windowMs),
      });
      return limiter;
    };
    // Rows whose window ended an hour ago go; one sweep per process for the whole table.
    sweep = setInterval(() => {
      pool
        .query(`delete from ${RATE_LIMIT_TABLE} where expire < $1`, [Date.now() - 3_600_000])
        .catch(() => {});
    }, SWEEP_MS);
    sweep.unref();
  } else {
    kind = 'memory';
    make = (rule, prefix) =>
      new RateLimiterMemory({ keyPrefix: prefix, points: rule.points, duration: secondsOf(rule.windowMs) });
  }

  const limiters = new WeakMap<Limit, RateLimiterAbstract>();
  const limiterOf = (limit: Limit) => {
    const limiter = limiters.get(limit);
    if (!limiter) throw new Error(`Limit ${limit.rule.name} was declared by another store`);
    return limiter;
  };
  // A store failure without insurance (PostgreSQL unreachable): refused as unavailable, never let through
  // (D170).
  const storeCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (err instanceof RateLimiterRes) throw err;
      throw unavailable();
    }
  };
  const giveBack = (units: readonly LimitUnit[]) =>
    Promise.all(
      units.map((u) =>
        limiterOf(u.limit)
          .reward(hashedKey(u.key))
          .catch(() => {}),
      ),
    ).then(() => {});

  return {
    kind,
    insured: kind === 'redis',
    declare(rule) {
      if (!/^[a-z][a-z0-9-]*$/.test(rule.name)) throw new Error(`Bad limit name ${rule.name}`);
      const limiter = make(rule, `${keyPrefix}:${rule.name}`);
      const limit: Limit = {
        rule,
        peek: async (key) => (await storeCall(() => limiter.get(hashedKey(key))))?.consumedPoints ?? 0,
        put: async (key, points) => {
          await storeCall(() => limiter.set(hashedKey(key), points, secondsOf(rule.windowMs)));
        },
        forget: async (key) => {
          await storeCall(() => limiter.delete(hashedKey(key)));
        },
      };
      limiters.set(limit, limiter);
      return limit;
    },
    async reserve(units) {
      const results = await Promise.allSettled(
        units.map((u) => limiterOf(u.limit).consume(hashedKey(u.key))),
      );
      const failed = results.find(
        (r): r is PromiseRejectedResult => r.status === 'rejected' && !(r.reason instanceof RateLimiterRes),
      );
      let wait = 0;
      let refusedBy: Limit | undefined;
      results.forEach((r, i) => {
        if (r.status === 'rejected' && r.reason instanceof RateLimiterRes) {
          const seconds = secondsOf(r.reason.msBeforeNext);
          if (seconds > wait || !refusedBy) {
            wait = Math.max(wait, seconds);
            refusedBy = units[i]!.limit;
          }
        }
      });
      if (failed || refusedBy) {
        // Every unit the store counted is handed back, the refused ones too: a refusal leaves the counts
        // as they were (D172).
        await giveBack(units.filter((_, i) => results[i]!.status === 'fulfilled' || refusedAt(results[i]!)));
        if (failed) throw unavailable();
        return { ok: false, retryAfterSeconds: wait, refusedBy: refusedBy! };
      }
      let released = false;
      return {
        ok: true,
        release: async () => {
          if (released) return;
          released = true;
          await giveBack(units);
        },
      };
    },
    async close() {
      clearInterval(sweep);
      if (redis) {
        await redis.quit().catch(() => redis?.disconnect());
      }
    },
  };
}

const refusedAt = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof RateLimiterRes;
