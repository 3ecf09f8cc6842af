/**
 * Every throttle and limit of the app counts in one store shared by all of a deployment's processes
 * (D170-D174): Redis when REDIS_URL is set, else the app's PostgreSQL, else (the embedded database, one
 * process) memory.
 */
import type { LimitStoreKind } from './store.ts';

export {
  createLimitStore,
  hashedKey,
  type Limit,
  type LimitRule,
  type LimitStore,
  type LimitStoreKind,
  type LimitStoreOptions,
  type LimitUnit,
  RATE_LIMIT_TABLE,
  type Reservation,
} from './store.ts';
export { minutesText, windowMsOf } from './window.ts';

/** The store a configuration gets, for the start log (createLimitStore decides the same way). */
export function limitStoreKindOf(
  env: { REDIS_URL?: string | undefined },
  driver: 'pglite' | 'postgres',
): LimitStoreKind {
  if (env.REDIS_URL) return 'redis';
  return driver === 'postgres' ? 'postgres' : 'memory';
}

/** One line for the start log: where limits count, and what happens when that store fails (D170). */
export function describeLimitStore(kind: LimitStoreKind): string {
  switch (kind) {
    case 'redis':
      return 'limits: Redis, shared by every process (while Redis is down: each process counts alone)';
    case 'postgres':
      return 'limits: PostgreSQL, shared by every process (while it is down: 503)';
    case 'memory':
      return 'limits: memory, this process only (embedded database)';
  }
}
