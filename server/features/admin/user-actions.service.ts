import { and, asc, eq } from 'drizzle-orm';
import type { AdminUser } from '#common/contracts/admin.ts';
import type { Role } from '#common/enums.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { issueEmailVerification, voidOpenResetLinks } from '#server/features/auth/index.ts';
import { type RequestInfo, recordAdminAction } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { adminPasswordResetEmail } from '#server/lib/email/templates.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { hashPassword } from '#server/lib/password.ts';
import { endAllSessions } from '#server/plugins/auth.ts';
import { findUserOr404, USER_NOT_FOUND } from './parent-details.service.ts';
import { toAdminUser } from './user-details.service.ts';

/** D084: an admin cannot suspend or demote themself, and the last admin cannot be removed. */
export const SELF_DEMOTION = 'You cannot remove your own admin role. Ask another admin to do it.';
export const SELF_SUSPENSION = 'You cannot suspend your own account.';
export const LAST_ADMIN = 'This is the last active admin. Make another user an admin first.';
export const ALREADY_SUSPENDED = 'This user is already suspended.';
export const NOT_SUSPENDED = 'This user is not suspended.';
export const ALREADY_VERIFIED = 'This e-mail address is already verified.';

type UserRow = typeof users.$inferSelect;
interface Actor {
  id: string;
}

/** The user row, locked for the rest of the transaction, or 404. */
async function lockUser(tx: Tx, id: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Locks every active admin (not suspended), always in id order, before the target row: two admins who
 * demote or suspend each other at the same moment then run one after the other, and the second sees the
 * first's change (PostgreSQL re-checks a locked row against the WHERE), so the last admin always stays.
 */
async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.suspended, false)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

function refuseRemovingLastAdmin(activeAdmins: string[], target: UserRow): void {
  const isActiveAdmin = target.role === 'ADMIN' && !target.suspended;
  if (isActiveAdmin && !activeAdmins.some((id) => id !== target.id)) {
    throw new AppError('CONFLICT', LAST_ADMIN);
  }
}

const subject = (user: UserRow) => ({
  targetUserId: user.id,
  targetType: 'user',
  targetId: user.id,
  email: user.email,
});

/**
 * POST /api/admin/users/:id/reset-password (spec 3 §2, §5: at least 8 characters): the new password, every
 * session of the user ended, their open reset links voided, an e-mail telling them, and the audit rows, in
 * one transaction. The hash is computed first (it is deliberately slow) and only for a user who exists.
 */
export async function adminResetPassword(
  db: Db,
  admin: Actor,
  userId: string,
  password: string,
  info: RequestInfo,
): Promise<{ message: string }> {
  await findUserOr404(db, userId);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endAllSessions(tx, user.id);
    // A reset link sent before would set another password over the admin's: it answers "expired" now.
    await voidOpenResetLinks(tx, user.id);
    await enqueueEmail(tx, adminPasswordResetEmail({ to: user.email, name: user.name }));
    await recordAdminAction(
      tx,
      { adminUserId: admin.id, action: 'reset_password', targetType: 'user', targetId: user.id },
      { eventType: 'password_reset', ...subject(user), metadata: { by: 'admin', sessionsEnded: true } },
      info,
    );
    return { message: `The password of ${user.name} has been reset. They have been signed out everywhere.` };
  });
}

/**
 * PATCH /api/admin/users/:id/role: the same role is a no-op (no audit row); an admin cannot demote themself
 * and the last active admin cannot lose the role (409).
 */
export async function changeUserRole(
  db: Db,
  admin: Actor,
  userId: string,
  role: Role,
  info: RequestInfo,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const user = await lockUser(tx, userId);
    if (user.role === role) return toAdminUser(user);
    if (user.id === admin.id) throw new AppError('CONFLICT', SELF_DEMOTION);
    refuseRemovingLastAdmin(activeAdmins, user);
    const [after] = await tx.update(users).set({ role }).where(eq(users.id, user.id)).returning();
    const changes = { from: user.role, to: role };
    await recordAdminAction(
      tx,
      { adminUserId: admin.id, action: 'change_role', targetType: 'user', targetId: user.id, meta: changes },
      { eventType: 'role_changed', ...subject(user), changes },
      info,
    );
    return toAdminUser(after!);
  });
}

/**
 * POST /api/admin/users/:id/suspend (spec 3 §2 'Suspend User Account'): the account cannot log in, and
 * every session it has ends in the same transaction (the users_suspension_ends_sessions trigger of
 * migration 0005 deletes them when suspended turns true). A blank reason is stored as none.
 */
export async function suspendUser(
  db: Db,
  admin: Actor,
  userId: string,
  reason: string | undefined,
  info: RequestInfo,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const user = await lockUser(tx, userId);
    if (user.id === admin.id) throw new AppError('CONFLICT', SELF_SUSPENSION);
    if (user.suspended) throw new AppError('CONFLICT', ALREADY_SUSPENDED);
    refuseRemovingLastAdmin(activeAdmins, user);
    const suspendedReason = reason?.trim() || null;
    const [after] = await tx
      .update(users)
      .set({ suspended: true, suspendedAt: new Date(), suspendedReason })
      .where(eq(users.id, user.id))
      .returning();
    const changes = { from: { suspended: false }, to: { suspended: true, reason: suspendedReason } };
    await recordAdminAction(
      tx,
      { adminUserId: admin.id, action: 'suspend_user', targetType: 'user', targetId: user.id, meta: changes },
      { eventType: 'user_suspended', ...subject(user), changes },
      info,
    );
    return toAdminUser(after!);
  });
}

/** POST /api/admin/users/:id/unsuspend: the account may log in again (its old sessions stay ended). */
export async function unsuspendUser(
  db: Db,
  admin: Actor,
  userId: string,
  info: RequestInfo,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user.suspended) throw new AppError('CONFLICT', NOT_SUSPENDED);
    const [after] = await tx
      .update(users)
      .set({ suspended: false, suspendedAt: null, suspendedReason: null })
      .where(eq(users.id, user.id))
      .returning();
    const changes = {
      from: { suspended: true, reason: user.suspendedReason },
      to: { suspended: false },
    };
    await recordAdminAction(
      tx,
      {
        adminUserId: admin.id,
        action: 'unsuspend_user',
        targetType: 'user',
        targetId: user.id,
        meta: changes,
      },
      { eventType: 'user_unsuspended', ...subject(user), changes },
      info,
    );
    return toAdminUser(after!);
  });
}

/**
 * POST /api/admin/users/:id/resend-verification (spec 3 §2 Resend Email): a new verification link (the
 * older one voided) and its e-mail, with the audit rows.
 */
export async function adminResendVerification(
  db: Db,
  admin: Actor,
  userId: string,
  ctx: { appUrl: string; info: RequestInfo },
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.emailVerified) throw new AppError('CONFLICT', ALREADY_VERIFIED);
    await issueEmailVerification(tx, user, ctx.appUrl);
    await recordAdminAction(
      tx,
      { adminUserId: admin.id, action: 'resend_verification', targetType: 'user', targetId: user.id },
      { eventType: 'admin_action', ...subject(user), metadata: { action: 'resend_verification' } },
      ctx.info,
    );
    return { message: `A new verification e-mail is on its way to ${user.email}.` };
  });
}
