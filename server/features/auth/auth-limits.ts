import { DEFAULT_LOGIN_LIMITS, type ThrottleLimits } from './login-throttle.ts';

/** A per-IP limit, declared as the route's `config.rateLimit` (server/plugins/route-limits.ts). */
export interface RateWindow {
  max: number;
  timeWindow: string;
}

/** The auth routes' limits, passed in by the composition root (server/app.ts). */
export interface AuthLimits {
  login: ThrottleLimits;
  /** Per IP, per window: sign-ups; redemptions of e-mailed tokens (verify e-mail, reset password). */
  register: RateWindow;
  verifyEmail: RateWindow;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  login: DEFAULT_LOGIN_LIMITS,
  register: { max: 20, timeWindow: '10 minutes' },
  verifyEmail: { max: 30, timeWindow: '10 minutes' },
};
