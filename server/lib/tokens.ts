import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** 32 random bytes, URL-safe: the raw value only ever travels in an e-mail link or a cookie. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The characters of a token as generateToken writes it (base64url), for patterns that find tokens in text. */
export const TOKEN_CHARS = 'A-Za-z0-9_-';
/** 32 bytes in base64url without padding. */
export const TOKEN_LENGTH = 43;

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
  passwordReset: HOUR_MS,
  session: 30 * DAY_MS,
} as const;

/** The columns of a table of e-mailed single-use tokens (approval requests, co-parent invitations). */
export interface EmailedTokenColumns {
  /** The SHA-256 of the e-mailed token. */
  token: PgColumn;
  /** 'pending' until answered; 'expired' once a newer token voided it. */
  status: PgColumn;
  expiresAt: PgColumn;
  /** The address the token was sent to, stored lower-cased. */
  sentTo: PgColumn;
}

/** The lookups every table of e-mailed single-use tokens shares: by token, and by "still redeemable". */
export function emailedTokens(columns: EmailedTokenColumns) {
  /** Still redeemable at `now`: pending and not past its expiry. */
  const live = (now = new Date()): SQL => and(eq(columns.status, 'pending'), gt(columns.expiresAt, now))!;
  return {
    /** The row of a raw token from a link: only its hash is stored. */
    matching: (token: string): SQL => eq(columns.token, hashToken(token)),
    live,
    /** The live rows sent to an address. */
    liveFor: (email: string, now = new Date()): SQL =>
      and(eq(columns.sentTo, email.toLowerCase()), live(now))!,
  };
}

/** Whether a token's link now answers "expired": voided by a newer one, or pending past its expiry. */
export function isPastDue(row: { status: string; expiresAt: Date }, now = new Date()): boolean {
  return row.status === 'expired' || (row.status === 'pending' && row.expiresAt <= now);
}
