import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLimitStore, hashedKey, type LimitStore, minutesText, windowMsOf } from './index.ts';

describe('the memory limit store', () => {
  let store: LimitStore;
  afterEach(async () => {
    vi.useRealTimers();
    await store?.close();
  });

  it('takes a unit under every key or none: a refusal hands back the units already taken', async () => {
    store = await createLimitStore({ keyPrefix: 'u' });
    const wide = store.declare({ name: 'wide', points: 10, windowMs: 60_000 });
    const narrow = store.declare({ name: 'narrow', points: 1, windowMs: 60_000 });
    expect(
      (
        await store.reserve([
          { limit: wide, key: 'k' },
          { limit: narrow, key: 'k' },
        ])
      ).ok,
    ).toBe(true);
    const refused = await store.reserve([
      { limit: wide, key: 'k' },
      { limit: narrow, key: 'k' },
    ]);
    expect(refused).toMatchObject({ ok: false, refusedBy: narrow });
    expect(await wide.peek('k')).toBe(1);
    expect(await narrow.peek('k')).toBe(1);
  });

  it('hands a reservation back once, and forgets a key', async () => {
    store = await createLimitStore({ keyPrefix: 'u' });
    const one = store.declare({ name: 'one', points: 1, windowMs: 60_000 });
    const held = await store.reserve([{ limit: one, key: 'k' }]);
    if (!held.ok) throw new Error('refused');
    await held.release();
    await held.release();
    expect(await one.peek('k')).toBe(0);
    expect((await store.reserve([{ limit: one, key: 'k' }])).ok).toBe(true);
    expect((await store.reserve([{ limit: one, key: 'k' }])).ok).toBe(false);
    await one.forget('k');
    expect((await store.reserve([{ limit: one, key: 'k' }])).ok).toBe(true);
  });

  it('answers the wait until the window ends, and opens the key when it has', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    store = await createLimitStore({ keyPrefix: 'u' });
    const limit = store.declare({ name: 'w', points: 1, windowMs: 15 * 60_000 });
    await store.reserve([{ limit, key: 'k' }]);
    vi.setSystemTime(new Date('2026-03-01T08:05:00Z'));
    expect(await store.reserve([{ limit, key: 'k' }])).toMatchObject({ ok: false, retryAfterSeconds: 600 });
    vi.setSystemTime(new Date('2026-03-01T08:15:01Z'));
    expect((await store.reserve([{ limit, key: 'k' }])).ok).toBe(true);
  });

  it('refuses a limit name that is not kebab-case, and a limit of another store', async () => {
    store = await createLimitStore({ keyPrefix: 'u' });
    expect(() => store.declare({ name: 'Bad Name', points: 1, windowMs: 1000 })).toThrow(/Bad limit name/);
    const other = await createLimitStore({ keyPrefix: 'v' });
    const foreign = other.declare({ name: 'x', points: 1, windowMs: 1000 });
    await expect(store.reserve([{ limit: foreign, key: 'k' }])).rejects.toThrow(/another store/);
  });
});

describe('when the shared store fails (D170)', () => {
  it('Redis unreachable: each process counts alone in memory, and the limit still holds there', async () => {
    const states: boolean[] = [];
    // Port 3549 (this suite's range) has no Redis.
    const store = await createLimitStore({
      keyPrefix: 'u',
      redisUrl: 'redis://127.0.0.1:3549/1',
      onRedisState: (up) => states.push(up),
    });
    try {
      expect(store).toMatchObject({ kind: 'redis', insured: true });
      const limit = store.declare({ name: 'r', points: 2, windowMs: 60_000 });
      expect((await store.reserve([{ limit, key: 'k' }])).ok).toBe(true);
      expect((await store.reserve([{ limit, key: 'k' }])).ok).toBe(true);
      expect(await store.reserve([{ limit, key: 'k' }])).toMatchObject({ ok: false });
      expect(states).toContain(false);
    } finally {
      await store.close();
    }
  });

  it('PostgreSQL unreachable: refused with 503, never let through', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:3548/none' });
    pool.on('error', () => {});
    const store = await createLimitStore({ keyPrefix: 'u', pgPool: pool });
    try {
      const limit = store.declare({ name: 'p', points: 2, windowMs: 60_000 });
      await expect(store.reserve([{ limit, key: 'k' }])).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        statusCode: 503,
      });
    } finally {
      await store.close();
      await pool.end();
    }
  });
});

describe('keys and windows', () => {
  it('stores identities hashed, at one length whatever their size', () => {
    const long = `${'a'.repeat(240)}@example.com`;
    expect(hashedKey(long)).not.toContain('example');
    expect(hashedKey(long)).toHaveLength(hashedKey('x').length);
  });

  it('reads route windows and refuses unreadable ones', () => {
    expect(windowMsOf('10 minutes')).toBe(600_000);
    expect(windowMsOf('1 minute')).toBe(60_000);
    expect(windowMsOf('2 hours')).toBe(7_200_000);
    expect(windowMsOf(5000)).toBe(5000);
    expect(() => windowMsOf('0 minutes')).toThrow();
    expect(() => windowMsOf('a while')).toThrow();
    expect(minutesText(61)).toBe('2 minutes');
    expect(minutesText(1)).toBe('1 minute');
  });
});
