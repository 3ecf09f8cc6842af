import { minutesText, WindowLimiter } from '#server/lib/window-limiter.ts';

/**
 * Failed logins in a sliding window (docs/security.md: failures only, 429 with Retry-After). Three limits:
 * - perPair: one account from one address (the guesser at the keyboard);
 * - perIp: all accounts from one address, high enough for a school network behind one IP, low enough
 *   that one address cannot spray passwords across many accounts;
 * - perAccount: one account from every address, above perIp so a single attacker can never lock the
 *   real user out, while a distributed guess is still slowed.
 */
export interface ThrottleLimits {
  perPair: number;
  perIp: number;
  perAccount: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = {
  perPair: 5,
  perIp: 50,
  perAccount: 100,
  windowMs: 15 * 60 * 1000,
};

export type LoginAttempt =
  | { ok: true; succeeded(): void }
  | { ok: false; retryAfterSeconds: number; message: string };

// Every key ends in a newline, which no e-mail address or IP holds: a prefix clear matches whole parts only.
const pairPrefix = (email: string) => `p:${email}\n`;
const pairKey = (email: string, ip: string) => `${pairPrefix(email)}${ip}\n`;
const accountKey = (email: string) => `a:${email}\n`;

export class LoginThrottle {
  private readonly limiter: WindowLimiter;

  constructor(private readonly limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS) {
    this.limiter = new WindowLimiter(limits.windowMs);
  }

  /**
   * Reserves an attempt before the password is checked, synchronously, so parallel guesses cannot pass
   * the limit together. A success hands the reservation back and forgets the pair's earlier failures;
   * a failure keeps it (nothing to call).
   */
  begin(email: string, ip: string, now = Date.now()): LoginAttempt {
    const reservation = this.limiter.reserve(
      [
        { key: pairKey(email, ip), max: this.limits.perPair },
        { key: `i:${ip}\n`, max: this.limits.perIp },
        { key: accountKey(email), max: this.limits.perAccount },
      ],
      now,
    );
    if (!reservation.ok) {
      const wait = reservation.retryAfterSeconds;
      return {
        ok: false,
        retryAfterSeconds: wait,
        message: `Too many login attempts. Please wait ${minutesText(wait)} or reset your password.`,
      };
    }
    return {
      ok: true,
      succeeded: () => {
        reservation.release();
        this.limiter.clear(pairKey(email, ip));
      },
    };
  }

  /** After a password reset: the account starts afresh from every address. */
  clearAccount(email: string) {
    this.limiter.clear(pairPrefix(email));
    this.limiter.clear(accountKey(email));
  }
}
