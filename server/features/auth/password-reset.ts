import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { authTokens, users } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { passwordResetEmail } from '#server/lib/email/templates.ts';
import { AppError } from '#server/lib/errors.ts';
import { hashPassword } from '#server/lib/password.ts';
import { generateToken, hashToken, TOKEN_TTL } from '#server/lib/tokens.ts';
import { endAllSessions } from '#server/plugins/auth.ts';
import { findUserByEmail } from './auth.service.ts';

/**
 * The least time a forgot-password answer takes, known address or not: the known path writes a token,
 * an e-mail and an audit row, the unknown one nothing, and the difference must not tell them apart.
 */
export const FORGOT_PASSWORD_MIN_MS = 250;

/** Every unused, unexpired reset link of the user expires now (a newer link, or a password set otherwise). */
export async function voidOpenResetLinks(tx: DbOrTx, userId: string, now: Date = new Date()): Promise<void> {
  await tx
    .update(authTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, 'password_reset'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
}

/**
 * Forgot password: for an account that may log in, a new single-use link (voiding older ones), its
 * e-mail and an audit row, in one transaction. Unknown or suspended addresses get nothing; the caller
 * answers the same either way, no sooner than FORGOT_PASSWORD_MIN_MS after it started.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  ctx: { appUrl: string; info: RequestInfo },
): Promise<void> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.suspended) return;
    const now = new Date();
    // A newer link voids the older ones: they answer "expired", as other e-mailed links do.
    await voidOpenResetLinks(tx, user.id, now);
    const token = generateToken();
    await tx.insert(authTokens).values({
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_TTL.passwordReset),
    });
    await enqueueEmail(
      tx,
      passwordResetEmail({
        to: user.email,
        name: user.name,
        link: `${ctx.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
      }),
    );
    await recordAudit(
      tx,
      { eventType: 'password_reset_requested', userId: user.id, targetUserId: user.id, email: user.email },
      ctx.info,
    );
  });
  const left = started + FORGOT_PASSWORD_MIN_MS - Date.now();
  if (left > 0) await sleep(left);
}

/** Why a reset link cannot be used: unknown 400, used 400, expired (or voided by a newer one) 410. */
async function refusal(db: Db, tokenHash: string): Promise<AppError> {
  const [row] = await db
    .select({ usedAt: authTokens.usedAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, 'password_reset')))
    .limit(1);
  if (!row) return new AppError('INVALID_TOKEN', 'This password reset link is invalid.');
  if (row.usedAt) return new AppError('TOKEN_USED', 'This password reset link has already been used.');
  return new AppError('TOKEN_EXPIRED', 'This password reset link has expired. Request a new one.');
}

/**
 * Sets a new password with a reset link. The link is redeemed by one atomic UPDATE (it works once, even
 * under concurrency); in the same transaction the password changes, every session of the user ends and
 * the reset is audited. Answers the account's e-mail, so the caller can clear its login throttle.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  info: RequestInfo,
): Promise<{ email: string }> {
  const tokenHash = hashToken(input.token);
  const live = () =>
    and(
      eq(authTokens.tokenHash, tokenHash),
      eq(authTokens.purpose, 'password_reset'),
      isNull(authTokens.usedAt),
      gt(authTokens.expiresAt, new Date()),
    );
  // Refuse a dead link before the (deliberately slow) hashing; the UPDATE below still decides.
  const [candidate] = await db.select({ id: authTokens.id }).from(authTokens).where(live()).limit(1);
  if (!candidate) throw await refusal(db, tokenHash);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const [redeemed] = await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(live())
      .returning({ userId: authTokens.userId });
    if (!redeemed) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, redeemed.userId))
      .returning({ id: users.id, email: users.email });
    await endAllSessions(tx, user!.id);
    await recordAudit(
      tx,
      { eventType: 'password_reset', userId: user!.id, targetUserId: user!.id, email: user!.email },
      info,
    );
    return { email: user!.email };
  });
  if (!done) throw await refusal(db, tokenHash);
  return done;
}
