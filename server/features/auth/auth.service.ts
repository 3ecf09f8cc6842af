import { and, eq, gt, sql } from 'drizzle-orm';
import { mustBeCreatedByParent, UNDER_13_MESSAGE } from '#common/age.ts';
import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  type RegisterInput,
  type SessionUser,
} from '#common/contracts/auth.ts';
import type { Role } from '#common/enums.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { recruiters, users } from '#server/db/schema/index.ts';
import { attachCheckoutSession } from '#server/features/billing/index.ts';
import { resolveProgram } from '#server/features/recruiters/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { verificationEmail } from '#server/lib/email/templates.ts';
import { AppError } from '#server/lib/errors.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '#server/lib/password.ts';
import { generateToken, hashToken, TOKEN_TTL } from '#server/lib/tokens.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toSessionUser(u: {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}): SessionUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    emailVerified: u.emailVerified,
    isReturning: hasSignedInSinceSignUp(u),
  };
}

/**
 * D262: a sign-up stamps createdAt and lastLoginAt with the same instant; any later sign-in moves
 * lastLoginAt past it. Kept on the server so the answer is the same on every device.
 */
export function hasSignedInSinceSignUp(u: { lastLoginAt: Date | null; createdAt: Date }): boolean {
  return u.lastLoginAt !== null && u.lastLoginAt.getTime() > u.createdAt.getTime();
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return user;
}

/** Issues a new verification token (voiding the previous one) and queues the e-mail in the same transaction. */
export async function issueEmailVerification(
  tx: DbOrTx,
  user: { id: string; email: string; name: string },
  appUrl: string,
) {
  const token = generateToken();
  await tx
    .update(users)
    .set({
      emailVerificationToken: hashToken(token),
      emailVerificationExpiry: new Date(Date.now() + TOKEN_TTL.emailVerification),
    })
    .where(eq(users.id, user.id));
  await enqueueEmail(
    tx,
    verificationEmail({
      to: user.email,
      name: user.name,
      link: `${appUrl}/verify-email?token=${encodeURIComponent(token)}`,
    }),
  );
}

/**
 * The registration as the contract parsed it (common/contracts/auth.ts): a player or parent, or a recruiter
 * applying with their program. A player's birth year is not stored here, only judged.
 */
export type RegisterUserInput = RegisterInput;

export async function registerUser(
  db: Db,
  input: RegisterUserInput,
  ctx: { appUrl: string; info: RequestInfo },
) {
  // Decisions §4: a child under 13 cannot sign up alone; nothing is created (a parent creates the profile).
  if (
    input.role === 'PLAYER' &&
    (input.birthYear === undefined ||
      mustBeCreatedByParent({ birthYear: input.birthYear, birthMonth: input.birthMonth }))
  ) {
    throw new AppError('FORBIDDEN', UNDER_13_MESSAGE);
  }
  // A directory program gives its school, division and side; checked before anything is made.
  const program = input.role === 'RECRUITER' ? await resolveProgram(db, input) : null;
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const acceptedAt = new Date();
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        name: input.name,
        role: input.role,
        termsVersion: input.termsVersion,
        termsAcceptedAt: acceptedAt,
        // Registering signs the person in (the route starts the session): that is their first login, at
        // the instant the account is created (D262 tells the sign-up session from later ones by it).
        lastLoginAt: acceptedAt,
        createdAt: acceptedAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('CONFLICT', 'An account with this email already exists.');
    await issueEmailVerification(tx, created, ctx.appUrl);
    const subject = { userId: created.id, targetUserId: created.id, email };
    await recordAudit(
      tx,
      { eventType: 'user_created', ...subject, metadata: { role: input.role } },
      ctx.info,
    );
    if (input.role === 'RECRUITER' && program) {
      // Decisions §11: an application; `verified` stays false until an administrator verifies the program.
      await tx.insert(recruiters).values({
        userId: created.id,
        ...program,
        title: input.title,
        website: input.website ?? null,
      });
      await recordAudit(
        tx,
        {
          eventType: 'recruiter_applied',
          ...subject,
          targetType: 'recruiter',
          targetId: created.id,
          metadata: {
            programKind: program.programKind,
            programName: program.orgName,
            division: program.division,
            ncaaProgramId: program.ncaaProgramId,
          },
        },
        ctx.info,
      );
    }
    await recordAudit(
      tx,
      {
        eventType: 'terms_accepted',
        ...subject,
        metadata: { termsVersion: input.termsVersion, acceptedAt: acceptedAt.toISOString() },
      },
      ctx.info,
    );
    if (input.checkoutSessionId) {
      await attachCheckoutSession(tx, {
        sessionId: input.checkoutSessionId,
        userId: created.id,
        role: created.role,
      });
    }
    return created;
  });
}

/**
 * An account whose address an e-mailed link already proved (created from an organization
 * invitation): verified at once, terms recorded, in the caller's transaction. Null when the address is
 * taken. The password is hashed by the caller, outside the transaction.
 */
export async function createVerifiedAccount(
  tx: DbOrTx,
  input: { email: string; name: string; passwordHash: string; role: Role; termsVersion: string },
  info: RequestInfo,
) {
  const email = normalizeEmail(input.email);
  const acceptedAt = new Date();
  const [created] = await tx
    .insert(users)
    .values({
      email,
      passwordHash: input.passwordHash,
      name: input.name,
      role: input.role,
      emailVerified: true,
      termsVersion: input.termsVersion,
      termsAcceptedAt: acceptedAt,
      // The caller signs the new account in: that is its first login, at its creation (D262).
      lastLoginAt: acceptedAt,
      createdAt: acceptedAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  const subject = { userId: created.id, targetUserId: created.id, email };
  await recordAudit(tx, { eventType: 'user_created', ...subject, metadata: { role: input.role } }, info);
  await recordAudit(
    tx,
    {
      eventType: 'terms_accepted',
      ...subject,
      metadata: { termsVersion: input.termsVersion, acceptedAt: acceptedAt.toISOString() },
    },
    info,
  );
  return created;
}

export type LoginResult =
  | { ok: true; user: typeof users.$inferSelect }
  | { ok: false; reason: 'invalid' | 'suspended' };

export async function authenticate(db: Db, email: string, password: string): Promise<LoginResult> {
  const user = await findUserByEmail(db, email);
  // Verify against a dummy hash for unknown e-mails so the answer takes the same time.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  if (user.suspended) return { ok: false, reason: 'suspended' };
  const lastLoginAt = new Date();
  const updates: Partial<typeof users.$inferInsert> = { lastLoginAt };
  if (needsRehash(user.passwordHash)) updates.passwordHash = await hashPassword(password);
  await db.update(users).set(updates).where(eq(users.id, user.id));
  return { ok: true, user: { ...user, lastLoginAt } };
}

/**
 * Redeems a verification token in one atomic UPDATE, so a token works once even under concurrency.
 * The hash stays on the row after use so a second click can say "already used" rather than "invalid".
 */
export async function verifyEmailToken(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const [done] = await db
    .update(users)
    .set({ emailVerified: true, emailVerificationExpiry: null })
    .where(
      and(
        eq(users.emailVerificationToken, tokenHash),
        eq(users.emailVerified, false),
        gt(users.emailVerificationExpiry, new Date()),
      ),
    )
    .returning({ id: users.id });
  if (done) return;
  const [row] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.emailVerificationToken, tokenHash))
    .limit(1);
  if (!row) throw new AppError('INVALID_TOKEN', 'This verification link is invalid.');
  // D263: the link did its work before; the address is verified (the page says so, not "failed").
  if (row.emailVerified) throw new AppError('TOKEN_USED', EMAIL_ALREADY_VERIFIED_MESSAGE);
  throw new AppError('TOKEN_EXPIRED', 'This verification link has expired. Request a new one.');
}

export async function resendVerification(db: Db, email: string, appUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailVerified || user.suspended) return;
    await issueEmailVerification(tx, user, appUrl);
  });
}
