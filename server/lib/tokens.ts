import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: the raw value only ever travels in an e-mail link or a cookie. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** Decisions §3 lifetimes. */
export const TOKEN_TTL = {
  emailVerification: 24 * HOUR_MS,
  parentalApproval: 7 * DAY_MS,
  coParentInvitation: 7 * DAY_MS,
  session: 30 * DAY_MS,
} as const;
