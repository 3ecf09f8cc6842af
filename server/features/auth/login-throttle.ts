/**
 * Counts failed logins per account and per IP in a sliding window (security guide: failures only,
 * 429 with Retry-After). In memory: one server process; a shared store is needed to run several.
 */
export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = { perAccount: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.limits.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait before another attempt, or 0 when allowed. */
  retryAfter(email: string, ip: string, now = Date.now()): number {
    const checks: [string, number][] = [
      [`a:${email}`, this.limits.perAccount],
      [`i:${ip}`, this.limits.perIp],
    ];
    let wait = 0;
    for (const [key, max] of checks) {
      const list = this.recent(key, now);
      if (list.length >= max) {
        const oldest = list[list.length - max]!;
        wait = Math.max(wait, Math.ceil((oldest + this.limits.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  recordFailure(email: string, ip: string, now = Date.now()) {
    for (const key of [`a:${email}`, `i:${ip}`]) {
      const list = this.recent(key, now);
      list.push(now);
      this.failures.set(key, list);
      if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value!);
    }
  }

  recordSuccess(email: string) {
    this.failures.delete(`a:${email}`);
  }
}
