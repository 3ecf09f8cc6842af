/**
 * Sliding-window counters for throttles (login attempts, e-mails sent). A call reserves one unit under
 * every key it names, or none when any key is full, synchronously: nothing awaits between the check and
 * the count, so parallel requests cannot slip past a limit. A reservation can be handed back (a success
 * that should not use up the allowance). In memory: one server process; several need a shared store.
 */
export interface LimitedKey {
  key: string;
  max: number;
}

export type Reservation = { ok: true; release(): void } | { ok: false; retryAfterSeconds: number };

const MAX_KEYS = 100_000;

export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Counts one unit under every key, or answers how long to wait when any of them is at its limit. */
  reserve(keys: readonly LimitedKey[], now = Date.now()): Reservation {
    let wait = 0;
    for (const { key, max } of keys) {
      const list = this.recent(key, now);
      if (list.length >= max) {
        const oldest = list[list.length - max]!;
        wait = Math.max(wait, Math.ceil((oldest + this.windowMs - now) / 1000));
      }
    }
    if (wait > 0) return { ok: false, retryAfterSeconds: wait };
    for (const { key } of keys) {
      const list = this.recent(key, now);
      list.push(now);
      this.hits.set(key, list);
    }
    while (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value!);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        for (const { key } of keys) {
          const list = this.hits.get(key);
          const at = list?.lastIndexOf(now) ?? -1;
          if (at !== -1) list!.splice(at, 1);
          if (list && list.length === 0) this.hits.delete(key);
        }
      },
    };
  }

  /** Forgets every count under the keys that start with `prefix`. */
  clear(prefix: string) {
    for (const key of this.hits.keys()) if (key.startsWith(prefix)) this.hits.delete(key);
  }
}

/** "N minutes" (at least one) for a wait in seconds, for messages. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
