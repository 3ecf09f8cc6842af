import { type Limit, type LimitStore, minutesText } from '#server/lib/limits/index.ts';

/**
 * Failed logins in a window (docs/security.md: failures only, 429 with Retry-After), counted in the shared
 * limit store (D170). Three limits:
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
  | { ok: true; succeeded(): Promise<void> }
  | { ok: false; retryAfterSeconds: number; message: string };

/** How long a password reset's fresh start is remembered (D173): far longer than any login window. */
const GENERATION_MS = 7 * 24 * 60 * 60 * 1000;
const GENERATIONS = 2 ** 31 - 1;

export class LoginThrottle {
  private readonly pair: Limit;
  private readonly ip: Limit;
  private readonly account: Limit;
  /** Per account, the generation its pair counts belong to; a password reset starts a new one (D173). */
  private readonly generation: Limit;

  constructor(
    private readonly store: LimitStore,
    limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS,
  ) {
    const { windowMs } = limits;
    this.pair = store.declare({ name: 'login-pair', points: limits.perPair, windowMs });
    this.ip = store.declare({ name: 'login-ip', points: limits.perIp, windowMs });
    this.account = store.declare({ name: 'login-account', points: limits.perAccount, windowMs });
    this.generation = store.declare({
      name: 'login-generation',
      points: GENERATIONS,
      windowMs: Math.max(GENERATION_MS, windowMs),
    });
  }

  /**
   * Reserves an attempt before the password is checked, so parallel guesses cannot pass the limit together
   * (the store counts atomically, across processes). A success hands the reservation back and forgets the
   * pair's earlier failures; a failure keeps it (nothing to call).
   */
  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const generation = await this.generation.peek(email);
    const pairKey = `${email}\n${generation}\n${ip}`;
    const reservation = await this.store.reserve([
      { limit: this.pair, key: pairKey },
      { limit: this.ip, key: ip },
      { limit: this.account, key: email },
    ]);
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
      succeeded: async () => {
        await reservation.release();
        await this.pair.forget(pairKey).catch(() => {});
      },
    };
  }

  /**
   * After a password reset: the account starts afresh from every address. Its pair counts cannot be listed
   * by prefix in every store, so the account moves to a new random generation and the old counts are never
   * read again (D173).
   */
  async clearAccount(email: string) {
    const next = 1 + Math.floor(Math.random() * (GENERATIONS - 1));
    await Promise.all([this.generation.put(email, next), this.account.forget(email)]);
  }
}
